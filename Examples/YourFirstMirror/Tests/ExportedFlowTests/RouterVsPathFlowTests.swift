import Foundation
import NavigationCore
import NavigationTesting
import XCTest

@testable import DemoFeatures

/// Recorded in NavMirror.
final class RouterVsPathFlowTests: XCTestCase {
  @MainActor
  func testRecordedFlow() async throws {
    let initialState = try decode(
      RouterVsPathFeature.State.self,
      from: #"""
        {
          "analytics" : [],
          "calendar" : {
            "events" : [
              {
                "date" : "Mon 9:30",
                "id" : 1,
                "isPrivate" : false,
                "organizer" : "jisoo",
                "title" : "Team standup"
              },
              {
                "date" : "Tue 14:00",
                "id" : 2,
                "isPrivate" : false,
                "organizer" : "hana",
                "title" : "Design review"
              },
              {
                "date" : "Wed 11:00",
                "id" : 3,
                "isPrivate" : true,
                "organizer" : "ceo",
                "title" : "Salary talk"
              },
              {
                "date" : "Fri 18:00",
                "id" : 4,
                "isPrivate" : false,
                "organizer" : "jisoo",
                "title" : "Launch party"
              }
            ]
          },
          "overlay" : null,
          "path" : {
            "elements" : [],
            "ids" : [],
            "nextID" : 0
          }
        }
        """#
    )
    let store = TestStore(initialState: initialState) {
      RouterVsPathFeature()
    }
    await store.send(.calendar(.settingsButtonTapped)) {
      $0.path[id: 0] = try .settings(decode(from: #"{"remindersOn":true}"#))
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.pop(from: 0)
    }
    await store.send(.calendar(.profileButtonTapped)) {
      $0.path[id: 1] = try .profile(decode(from: #"{"userID":"me"}"#))
    }
  }
}

/// Decodes a value the mirror recorded as JSON, through the app's own `Decodable`.
private func decode<Value: Decodable>(
  _ type: Value.Type = Value.self, from json: String
) throws -> Value {
  try JSONDecoder().decode(Value.self, from: Data(json.utf8))
}

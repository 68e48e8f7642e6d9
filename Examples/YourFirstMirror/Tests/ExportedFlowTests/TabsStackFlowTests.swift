import Foundation
import NavigationCore
import NavigationTesting
import XCTest

@testable import DemoFeatures

/// Recorded in NavMirror.
final class TabsStackFlowTests: XCTestCase {
  @MainActor
  func testRecordedFlow() async throws {
    let initialState = try decode(
      TabsStackFeature.State.self,
      from: #"""
        {
          "path" : {
            "elements" : [],
            "ids" : [],
            "nextID" : 0
          },
          "selectedTab" : "first",
          "tab1" : {},
          "tab2" : {}
        }
        """#
    )
    let store = TestStore(initialState: initialState) {
      TabsStackFeature()
    }
    await store.send(.tab1(.moveDetailViewButtonTapped)) {
      $0.path[id: 0] = try .firstDetail(decode(from: #"{}"#))
    }
    await store.send(.tabSelected(.second)) {
      $0.selectedTab = .second
    }
    await store.send(.tab2(.moveDetailViewButtonTapped)) {
      $0.path[id: 1] = try .secondDetail(decode(from: #"{}"#))
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
  }
}

/// Decodes a value the mirror recorded as JSON, through the app's own `Decodable`.
private func decode<Value: Decodable>(
  _ type: Value.Type = Value.self, from json: String
) throws -> Value {
  try JSONDecoder().decode(Value.self, from: Data(json.utf8))
}

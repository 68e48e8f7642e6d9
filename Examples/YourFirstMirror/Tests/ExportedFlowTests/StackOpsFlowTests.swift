import Foundation
import NavigationCore
import NavigationTesting
import XCTest

@testable import DemoFeatures

/// Recorded in NavMirror.
final class StackOpsFlowTests: XCTestCase {
  @MainActor
  func testRecordedFlow() async throws {
    let initialState = try decode(
      HomeFeature.State.self,
      from: #"""
        {
          "path" : {
            "elements" : [],
            "ids" : [],
            "nextID" : 0
          },
          "searchResults" : [
            {
              "id" : 1,
              "title" : "What is StackState?"
            },
            {
              "id" : 2,
              "title" : "Tree vs stack navigation"
            },
            {
              "id" : 3,
              "title" : "Testing navigation in TCA"
            }
          ],
          "searchText" : "TCA navigation"
        }
        """#
    )
    let store = TestStore(initialState: initialState) {
      HomeFeature()
    }
    await store.send(.stackOperationTapped(.pushDetail)) {
      $0.path[id: 0] = try .detail(
        decode(from: #"{"article":{"id":1,"title":"What is StackState?"}}"#))
    }
    await store.send(.stackOperationTapped(.pushEdit)) {
      $0.path[id: 1] = try .edit(
        decode(from: #"{"article":{"id":1,"title":"What is StackState?"},"isFavorite":false}"#))
    }
    await store.send(.stackOperationTapped(.removeLast)) {
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

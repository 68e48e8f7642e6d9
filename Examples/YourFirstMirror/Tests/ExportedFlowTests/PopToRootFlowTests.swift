import Foundation
import NavigationCore
import NavigationTesting
import XCTest

@testable import DemoFeatures

/// Recorded in NavMirror.
final class PopToRootFlowTests: XCTestCase {
  @MainActor
  func testRecordedFlow() async throws {
    let initialState = try decode(
      NavigationControlTower.State.self,
      from: #"""
        {
          "paths" : {
            "elements" : [],
            "ids" : [],
            "nextID" : 0
          }
        }
        """#
    )
    let store = TestStore(initialState: initialState) {
      NavigationControlTower()
    }
    await store.send(.push(.view1)) {
      $0.paths[id: 0] = .view1
    }
    await store.send(.push(.view2)) {
      $0.paths[id: 1] = .view2
    }
    await store.send(.pop) {
      $0.paths.pop(from: 1)
    }
    await store.send(.popToRoot) {
      $0.paths.pop(from: 0)
    }
  }
}

/// Decodes a value the mirror recorded as JSON, through the app's own `Decodable`.
private func decode<Value: Decodable>(
  _ type: Value.Type = Value.self, from json: String
) throws -> Value {
  try JSONDecoder().decode(Value.self, from: Data(json.utf8))
}

import Foundation
import NavigationCore
import NavigationTesting
import XCTest

@testable import DemoFeatures

/// Recorded in NavMirror.
final class TabsStackRecordedFlowTests: XCTestCase {
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
    await store.send(.path(.element(id: 0, action: .firstDetail(.moveAnotherViewButtonTapped)))) {
      $0.path[id: 1] = try .another(decode(from: #"{}"#))
    }
    await store.send(.tabSelected(.second)) {
      $0.selectedTab = .second
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.pop(from: 0)
    }
    await store.send(.tab2(.moveDetailViewButtonTapped)) {
      $0.path[id: 2] = try .secondDetail(decode(from: #"{}"#))
    }
  }
}

/// Decodes a value the mirror recorded as JSON, through the app's own `Decodable`.
private func decode<Value: Decodable>(
  _ type: Value.Type = Value.self, from json: String
) throws -> Value {
  try JSONDecoder().decode(Value.self, from: Data(json.utf8))
}

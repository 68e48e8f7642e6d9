import Foundation
import NavigationCore
import NavigationTesting
import XCTest

@testable import ShoppingList

/// Recorded in NavMirror.
final class ShoppingFlowTests: XCTestCase {
  @MainActor
  func testRecordedFlow() async throws {
    let initialState = try decode(
      ShoppingListFeature.State.self,
      from: #"""
        {
          "isTimerRunning" : false,
          "items" : [
            {
              "isBought" : false,
              "name" : "Milk"
            },
            {
              "isBought" : false,
              "name" : "Bread"
            },
            {
              "isBought" : false,
              "name" : "Coffee"
            }
          ],
          "path" : {
            "elements" : [],
            "ids" : [],
            "nextID" : 0
          },
          "secondsShopping" : 0
        }
        """#
    )
    let clock = TestClock()
    let store = TestStore(initialState: initialState) {
      ShoppingListFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.timerButtonTapped) {
      $0.isTimerRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsShopping = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsShopping = 2
    }
    await store.send(.itemTapped("Bread")) {
      $0.path[id: 0] = try decode(from: #"{"item":{"isBought":false,"name":"Bread"}}"#)
    }
    await store.send(.path(.element(id: 0, action: .boughtButtonTapped)))
    await store.receive(\.path[id: 0].delegate.bought) {
      $0.items[id: "Bread"]?.isBought = true
      $0.path.pop(from: 0)
    }
    await store.skipInFlightEffects()
  }
}

/// Decodes a value the mirror recorded as JSON, through the app's own `Decodable`.
private func decode<Value: Decodable>(
  _ type: Value.Type = Value.self, from json: String
) throws -> Value {
  try JSONDecoder().decode(Value.self, from: Data(json.utf8))
}

import Foundation
import NavigationCore
import NavigationTesting
import XCTest

/// Recorded in NavMirror.
final class BookSearchRecordedFlowTests: XCTestCase {
  @MainActor
  func testRecordedFlow() async throws {
    let initialState = try decode(
      BookSearchFeature.State.self,
      from: #"""
        {
          "isReading" : false,
          "query" : "",
          "results" : [],
          "secondsReading" : 0
        }
        """#
    )
    let clock = TestClock()
    let store = TestStore(initialState: initialState) {
      BookSearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.readingTapped) {
      $0.isReading = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.readingTicked) {
      $0.secondsReading = 1
    }
    await clock.advance(by: .milliseconds(250))
    await store.send(.queryChanged("du")) {
      $0.query = "du"
    }
    await clock.advance(by: .milliseconds(120))
    await store.send(.queryChanged("dune")) {
      $0.query = "dune"
    }
    await clock.advance(by: .milliseconds(300))
    try await store.receive(
      \.resultsLoaded, decode(from: #"[{"title":"Dune"},{"title":"Dune Messiah"}]"#)
    ) {
      $0.results = try decode(from: #"[{"title":"Dune"},{"title":"Dune Messiah"}]"#)
    }
    await clock.advance(by: .milliseconds(3330))
    // An effect sent \.readingTicked 4 times.
    store.exhaustivity = .off
    for _ in 1..<4 {
      await store.receive(\.readingTicked)
    }
    await store.receive(\.readingTicked) {
      $0.secondsReading = 5
    }
    store.exhaustivity = .on
    await store.skipInFlightEffects()
  }
}

/// Decodes a value the mirror recorded as JSON, through the app's own `Decodable`.
private func decode<Value: Decodable>(
  _ type: Value.Type = Value.self, from json: String
) throws -> Value {
  try JSONDecoder().decode(Value.self, from: Data(json.utf8))
}

import Foundation
import NavigationCore
import NavigationTesting
import XCTest

/// Recorded in NavMirror.
final class ReadingListRecordedFlowTests: XCTestCase {
  @MainActor
  func testRecordedFlow() async throws {
    let initialState = try decode(
      ReadingListFeature.State.self,
      from: #"""
        {
          "books" : [
            {
              "isFinished" : false,
              "title" : "Dune"
            }
          ],
          "pagesRead" : 0,
          "path" : {
            "elements" : [],
            "ids" : [],
            "nextID" : 0
          }
        }
        """#
    )
    let store = TestStore(initialState: initialState) {
      ReadingListFeature()
    }
    await store.send(.bookFinished("Dune")) {
      $0.books[0].isFinished = true
    }
    await store.send(.bookTapped("Dune")) {
      $0.path[id: 0] = try .book(decode(from: #"{"isLoadingReview":false,"title":"Dune"}"#))
    }
    await store.send(.path(.element(id: 0, action: .book(.reviewTapped)))) {
      $0.path[id: 0]?.modify(\.book) {
        $0.isLoadingReview = true
      }
    }
    await store.send(.readTapped)
    // An effect sent \.pageRead 4 times.
    store.exhaustivity = .off
    for _ in 1..<4 {
      await store.receive(\.pageRead)
    }
    await store.receive(\.pageRead) {
      $0.pagesRead = 4
    }
    store.exhaustivity = .on
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.pop(from: 0)
    }
  }
}

/// Decodes a value the mirror recorded as JSON, through the app's own `Decodable`.
private func decode<Value: Decodable>(
  _ type: Value.Type = Value.self, from json: String
) throws -> Value {
  try JSONDecoder().decode(Value.self, from: Data(json.utf8))
}

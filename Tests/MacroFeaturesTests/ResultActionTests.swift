import CasePaths
import Foundation
import MirrorJSON
import NavigationCore
import XCTest

/// An action carrying `Result<Value, any Error>`, as TCA's effect case studies send it, is
/// coded: a success with its value, a failure with its error's description.
final class ResultActionTests: XCTestCase {
  @Reducer
  struct Loader {
    struct State { var text = "" }
    enum Action { case response(Result<String, any Error>) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .response(.success(text)): state.text = text
        case let .response(.failure(error)): state.text = "\(error)"
        }
        return .none
      }
    }
  }

  struct Offline: LocalizedError {
    var errorDescription: String? { "You are offline." }
  }

  func testSuccessAndFailureRoundTrip() throws {
    let success = try JSONEncoder().encode(Loader.Action.response(.success("Hi")))
    XCTAssertEqual(
      String(decoding: success, as: UTF8.self), #"{"response":{"_0":{"success":{"_0":"Hi"}}}}"#)
    guard
      case .response(.success("Hi")) = try JSONDecoder().decode(Loader.Action.self, from: success)
    else { return XCTFail("Expected the success to decode") }

    let failure = try JSONEncoder().encode(Loader.Action.response(.failure(Offline())))
    let decoded = try JSONDecoder().decode(Loader.Action.self, from: failure)
    guard case .response(.failure(let error)) = decoded else {
      return XCTFail("Expected the failure to decode")
    }
    XCTAssertEqual(error as? DecodedError, DecodedError(Offline()))
    XCTAssertEqual(error.localizedDescription, "You are offline.")
  }
}

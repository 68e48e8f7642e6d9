import CasePaths
import NavigationCore
import XCTest

/// The `Codable` and `Equatable` conformances `@Reducer` and `@ObservableState` generate, and
/// the fields table `@ObservableState` generates.
final class GeneratedCodingTests: XCTestCase {
  func testStructStateRoundTripsWithItsStackOfEnumStates() throws {
    var state = StackFeature.State()
    state.path.append(.counter(CounterFeature.State(count: 2, history: [.init(value: 1)])))
    state.path.append(.note(NoteFeature.State(text: "Milk")))

    let decoded = try roundTrip(state)
    XCTAssertEqual(decoded, state)
  }

  func testEnumStateEncodesInTheShapeSwiftSynthesizes() throws {
    let state = AppRoot.State.counter(CounterFeature.State(count: 3))

    let json = try XCTUnwrap(String(data: JSONEncoder.sorted.encode(state), encoding: .utf8))
    XCTAssertEqual(json, #"{"counter":{"_0":{"count":3,"history":[]}}}"#)
    XCTAssertEqual(try roundTrip(state), state)
    XCTAssertEqual(try roundTrip(AppRoot.State.intro(IntroFeature.State())), .intro(.init()))
  }

  func testDestinationStateRoundTripsEveryKindOfCase() throws {
    let states: [InboxFeature.Destination.State] = [
      .edit(NoteFeature.State(text: "Hi")),
      .alert(
        AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(action: .confirmDeletion) { TextState("OK") }
        }),
      .dialog(ConfirmationDialogState { TextState("Share") }),
      .info(InboxFeature.Destination.Info(version: 1)),
      .loading,
    ]
    for state in states {
      XCTAssertEqual(try roundTrip(state), state)
    }
    var inbox = InboxFeature.State()
    inbox.destination = .loading
    let json = try XCTUnwrap(String(data: JSONEncoder.sorted.encode(inbox), encoding: .utf8))
    XCTAssertEqual(json, #"{"destination":{"loading":{}},"messages":["Hello"]}"#)
    XCTAssertEqual(try roundTrip(inbox), inbox)
  }

  func testActionsRoundTripThroughTheirGeneratedCoding() throws {
    let actions: [StackFeature.Action] = [
      .pushCounterTapped,
      .path(.element(id: 0, action: .counter(.delegate(.finished(count: 3))))),
      .path(.push(id: 1, state: .note(NoteFeature.State(text: "Eggs")))),
    ]
    for action in actions {
      let data = try JSONEncoder.sorted.encode(action)
      let decoded = try JSONDecoder().decode(StackFeature.Action.self, from: data)
      XCTAssertEqual(try JSONEncoder.sorted.encode(decoded), data)
    }
    let alert = InboxFeature.Action.destination(.presented(.alert(.confirmDeletion)))
    let data = try JSONEncoder.sorted.encode(alert)
    let decoded = try JSONDecoder().decode(InboxFeature.Action.self, from: data)
    XCTAssertEqual(try JSONEncoder.sorted.encode(decoded), data)
  }

  func testBindableFieldsListStoredVarsOfStructsAndNothingForEnums() {
    XCTAssertEqual(Set(CounterFeature.State._$bindableFields.keys), ["count", "history"])
    XCTAssertEqual(Set(InboxFeature.State._$bindableFields.keys), ["messages"])
    XCTAssertTrue(AppRoot.State._$bindableFields.isEmpty)
  }

  private func roundTrip<T: Codable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
  }
}

extension JSONEncoder {
  /// An encoder with sorted keys, so that encoded JSON can be compared as text.
  fileprivate static var sorted: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }
}

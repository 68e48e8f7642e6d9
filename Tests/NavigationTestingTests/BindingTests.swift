import CasePaths
import MirrorJSON
import NavigationCore
import NavigationTesting
import XCTest

/// A form whose fields bindings set, with side logic on the text's change.
struct Form: Reducer {
  struct State: Equatable, Codable, ObservableState {
    var text = ""
    var isOn = false
    var characterCount = 0
    var saved: [String] = []

    /// Written by hand here; `@ObservableState` generates it.
    static var _$bindableFields: [String: PartialKeyPath<Self>] {
      ["text": \Self.text, "isOn": \Self.isOn, "characterCount": \Self.characterCount]
    }
  }
  @CasePathable
  enum Action: BindableAction, Equatable, Codable {
    case binding(BindingAction<State>)
    case saveTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.text):
        state.characterCount = state.text.count
        return .none
      case .binding:
        return .none
      case .saveTapped:
        state.saved.append(state.text)
        return .none
      }
    }
  }
}

/// A feature whose bindings come inside a `view` case.
struct FormHost: Reducer {
  typealias State = Form.State
  @CasePathable
  enum Action: Equatable {
    case view(Form.Action)
  }
  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
  }
}

final class BindingTests: XCTestCase {
  func testBindingReducerSetsTheFieldAndMatchingRunsSideLogic() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.send(.binding(.set(\.text, "Hello"))) {
      $0.text = "Hello"
      $0.characterCount = 5
    }
    await store.send(.binding(.set(\.isOn, true))) { $0.isOn = true }
    await store.send(.saveTapped) { $0.saved = ["Hello"] }
    await store.finish()
  }

  func testBindingReducerFindsBindingsInsideAViewCase() async {
    let store = TestStore(initialState: Form.State()) { FormHost() }
    await store.send(.view(.binding(.set(\.isOn, true)))) { $0.isOn = true }
    await store.send(.view(.saveTapped))
  }

  func testBindingActionsCompareFieldAndValue() {
    XCTAssertEqual(BindingAction<Form.State>.set(\.text, "a"), .set(\.text, "a"))
    XCTAssertNotEqual(BindingAction<Form.State>.set(\.text, "a"), .set(\.text, "b"))
    XCTAssertNotEqual(BindingAction<Form.State>.set(\.isOn, true), .set(\.text, "true"))
    XCTAssertTrue(\Form.State.text ~= BindingAction<Form.State>.set(\.text, "a"))
    XCTAssertFalse(\Form.State.isOn ~= BindingAction<Form.State>.set(\.text, "a"))
    XCTAssertEqual(Form.Action.binding(.set(\.text, "a")).binding, .set(\.text, "a"))
    XCTAssertNil(Form.Action.saveTapped.binding)
  }

  func testBindingCaseKeyPathsEmbedAndExtractAFieldsValue() {
    let text = AnyCasePath(\Form.Action.Cases.binding.text)
    XCTAssertEqual(text.embed("Hi"), .binding(.set(\.text, "Hi")))
    XCTAssertEqual(text.extract(from: .binding(.set(\.text, "Hi"))), "Hi")
    XCTAssertNil(text.extract(from: .binding(.set(\.isOn, true))))
    XCTAssertNil(text.extract(from: .saveTapped))
  }

  func testBindingActionRoundTripsAsFieldAndValue() throws {
    let action = Form.Action.binding(.set(\.text, "Hello"))
    let json = try JSONValueEncoder().encode(action)
    XCTAssertEqual(json, try JSONParser.parse(#"{"binding":{"field":"text","value":"Hello"}}"#))
    XCTAssertEqual(try JSONValueDecoder().decode(Form.Action.self, from: json), action)
    let toggle = BindingAction<Form.State>.set(\.isOn, true)
    let decoded = try JSONDecoder().decode(
      BindingAction<Form.State>.self, from: JSONEncoder().encode(toggle))
    XCTAssertEqual(decoded, toggle)
    var state = Form.State()
    _ = Form().reduce(into: &state, action: .binding(decoded))
    XCTAssertTrue(state.isOn)
  }

  func testDecodingAnUnknownFieldOrAWrongValueIsADecodingError() throws {
    let decoder = JSONDecoder()
    XCTAssertThrowsError(
      try decoder.decode(
        BindingAction<Form.State>.self, from: Data(#"{"field":"nope","value":1}"#.utf8))
    ) { error in
      guard case DecodingError.dataCorrupted(let context) = error else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["field"])
      XCTAssertTrue(context.debugDescription.contains(#""nope" is not a field"#))
      XCTAssertTrue(context.debugDescription.contains("characterCount, isOn, text"))
    }
    XCTAssertThrowsError(
      try decoder.decode(
        BindingAction<Form.State>.self, from: Data(#"{"field":"isOn","value":"yes"}"#.utf8))
    ) { error in
      guard case DecodingError.typeMismatch(let type, let context) = error else {
        return XCTFail("\(error)")
      }
      XCTAssertTrue(type == Bool.self)
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["value"])
      XCTAssertTrue(context.debugDescription.contains(#"field "isOn" must be a Bool"#))
    }
  }
}

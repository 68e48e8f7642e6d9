import NavigationCore
import XCTest

/// The table `@ObservableState` generates compiles in this Swift 6 module and labels and reads
/// the stored properties as a `Mirror` does.
final class StoredPropertiesTableTests: XCTestCase {
  func testTheTableLabelsAndReadsEveryStoredPropertyAsTheMirrorDoes() {
    var state = SettingsFeature.State()
    state.name = "Grace"
    state.drafts = 2
    state.alert = AlertState { TextState("Sure?") }
    state.presentSheet(4)
    assertTableMatchesMirror(state)
    XCTAssertEqual(
      SettingsFeature.State._$storedProperties.map(\.label),
      ["name", "id", "drafts", "_alert", "_sheet"])
  }

  func testAGenericStatesTableMatchesTheMirror() {
    var state = PickerState<String>()
    state.items = ["a", "b"]
    state.chosen = "b"
    assertTableMatchesMirror(state)
  }

  private func assertTableMatchesMirror<State: StoredPropertiesReflecting>(
    _ state: State, file: StaticString = #filePath, line: UInt = #line
  ) {
    let children = Array(Mirror(reflecting: state).children)
    let table = State._$storedProperties
    XCTAssertEqual(table.map(\.label), children.map(\.label), file: file, line: line)
    for (entry, child) in zip(table, children) {
      guard let keyPath = entry.keyPath else {
        XCTFail("\(entry.label) has no key path", file: file, line: line)
        continue
      }
      XCTAssertEqual(
        String(describing: state[keyPath: keyPath]), String(describing: child.value),
        entry.label, file: file, line: line)
    }
  }
}

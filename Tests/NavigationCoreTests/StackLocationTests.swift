import CasePaths
import XCTest

@testable import NavigationCore

/// `forEach` reaches a stack stored in a struct and one behind a computed property alike.
final class StackLocationTests: XCTestCase {
  struct Nested: Equatable {
    var title = "nested"
    var path = StackState<Counter.State>()
  }

  /// A state with a stack in a stored property (`nested.path`) and one behind a computed property
  /// (`path`).
  struct State: Equatable {
    var label = "root"
    var nested = Nested()
    var storage: [String: StackState<Counter.State>] = [:]
    var path: StackState<Counter.State> {
      get { storage["path", default: StackState()] }
      set { storage["path"] = newValue }
    }
  }

  @CasePathable
  enum Action: Equatable {
    case nested(StackActionOf<Counter>)
    case path(StackActionOf<Counter>)
  }

  func testStoredAndComputedStacksAreReachedAndBehaveAlike() {
    let stored = EmptyReducer<State, Action>().forEach(\.nested.path, action: \.nested) {
      Counter()
    }
    let computed = EmptyReducer<State, Action>().forEach(\.path, action: \.path) { Counter() }

    exercise(stored, stack: \.nested.path, embed: Action.nested)
    exercise(computed, stack: \.path, embed: Action.path)
  }

  private func exercise(
    _ reducer: some Reducer<State, Action>,
    stack: KeyPath<State, StackState<Counter.State>>,
    embed: (StackActionOf<Counter>) -> Action,
    line: UInt = #line
  ) {
    let store = StoreRuntime(initialState: State(), reducer: reducer)
    store.send(embed(.push(id: 0, state: Counter.State(count: 1))))
    store.send(embed(.push(id: 1, state: Counter.State(count: 2))))
    store.send(embed(.element(id: 0, action: .increment)))
    XCTAssertEqual(store.state[keyPath: stack].map(\.count), [2, 2], line: line)
    store.send(embed(.popFrom(id: 1)))
    XCTAssertEqual(store.state[keyPath: stack].ids, [0], line: line)
    let result = store.send(embed(.popFrom(id: 1)))
    XCTAssertEqual(result.diagnostics.map(\.code), ["stack-pop-missing-id"], line: line)
    XCTAssertEqual(store.state.label, "root", line: line)
    XCTAssertEqual(store.state.nested.title, "nested", line: line)
  }
}

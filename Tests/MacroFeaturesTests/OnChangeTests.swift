import CasePaths
import NavigationCore
import NavigationTesting
import XCTest

/// `onChange(of:)` runs after the reducer it follows, only when the watched value changed.
final class OnChangeTests: XCTestCase {
  @Reducer
  struct Form {
    struct State {
      var changes: [String] = []
      var name = ""
      var other = 0
    }
    enum Action {
      case nameChanged(String)
      case otherChanged(Int)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .nameChanged(name): state.name = name
        case let .otherChanged(other): state.other = other
        }
        return .none
      }
      .onChange(of: \.name) { oldValue, state in
        state.changes.append("\(oldValue)→\(state.name)")
        return .none
      }
      .onChange(of: \.other) { oldValue, newValue in
        Reduce { state, _ in
          state.changes.append("\(oldValue)⇒\(newValue)")
          return .none
        }
      }
    }
  }

  func testRunsOnlyWhenTheValueChanged() async {
    let store = TestStore(initialState: Form.State()) { Form() }

    await store.send(.nameChanged("A")) {
      $0.name = "A"
      $0.changes = ["→A"]
    }
    await store.send(.nameChanged("A"))
    await store.send(.otherChanged(2)) {
      $0.other = 2
      $0.changes = ["→A", "0⇒2"]
    }
    await store.send(.otherChanged(2))
  }
}

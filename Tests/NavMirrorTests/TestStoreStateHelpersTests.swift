import NavMirror
import Testing
import XCTest

/// The ways TCA tests describe navigation state, with only `import NavMirror`:
/// `$0.path[id: 0]?.modify(\.note)`, `$0.path[id:case:]`, CasePaths' `modify` on a destination,
/// `$0.$destination[case:]`, and actions sent by case key path through a stack.
final class TestStoreStateHelpersTests: XCTestCase {
  struct Edit: Reducer {
    struct State: Equatable { var name: String }
    @CasePathable
    enum Action: Equatable { case nameChanged(String) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .nameChanged(let name): state.name = name
        }
        return .none
      }
    }
  }

  struct Note: Reducer {
    struct Destination: Reducer {
      @CasePathable @dynamicMemberLookup
      enum State: Equatable { case edit(Edit.State) }
      @CasePathable
      enum Action: Equatable { case edit(Edit.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \.edit, action: \.edit) { Edit() }
      }
    }

    struct State: Equatable {
      var title = ""
      var savedTitle: String?
      @Presents var destination: Destination.State?
    }

    @CasePathable
    enum Action: Equatable {
      case titleChanged(String)
      case view(View)
      case destination(PresentationAction<Destination.Action>)

      @CasePathable
      enum View: Equatable {
        case editButtonTapped
        case saveButtonTapped
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .titleChanged(let title):
          state.title = title
        case .view(.editButtonTapped):
          state.destination = .edit(Edit.State(name: state.title))
        case .view(.saveButtonTapped):
          state.savedTitle = state.title
        case .destination:
          break
        }
        return .none
      }
      .ifLet(\.$destination, action: \.destination) { Destination() }
    }
  }

  struct Notes: Reducer {
    struct Path: Reducer {
      @CasePathable @dynamicMemberLookup
      enum State: Equatable { case note(Note.State) }
      @CasePathable
      enum Action: Equatable { case note(Note.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \.note, action: \.note) { Note() }
      }
    }

    struct State: Equatable { var path = StackState<Path.State>() }

    @CasePathable
    enum Action: Equatable {
      case addButtonTapped
      case path(StackActionOf<Path>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .addButtonTapped = action { state.path.append(.note(Note.State())) }
        return .none
      }
      .forEach(\.path, action: \.path) { Path() }
    }
  }

  func testNestedViewActionsAreSentByCaseKeyPath() async {
    let store = TestStore(initialState: Note.State(title: "Milk")) { Note() }
    await store.send(\.view.saveButtonTapped) { $0.savedTitle = "Milk" }
    await store.send(\.titleChanged, "Bread") { $0.title = "Bread" }
  }

  func testStackElementsAreDescribedThroughTheirCase() async {
    let store = TestStore(initialState: Notes.State()) { Notes() }
    await store.send(.addButtonTapped) { $0.path[id: 0] = .note(Note.State()) }
    await store.send(\.path[id: 0].note.titleChanged, "Milk") {
      $0.path[id: 0]?.modify(\.note) { $0.title = "Milk" }
    }
    await store.send(\.path[id: 0].note.view.editButtonTapped) {
      $0.path[id: 0, case: \.note]?.destination = .edit(Edit.State(name: "Milk"))
    }
    await store.send(\.path[id: 0].note.destination.edit.nameChanged, "Bread") {
      $0.path[id: 0, case: \.note]?.destination?.modify(\.edit) { $0.name = "Bread" }
    }
    await store.send(\.path[id: 0].note.destination.edit.nameChanged, "Eggs") {
      $0.path[id: 0, case: \.note]?.$destination[case: \.edit]?.name = "Eggs"
    }
    await store.finish()
  }

}

/// A wrong expectation written through CasePaths' `modify` fails the Swift Testing test, with
/// the diff naming both values.
@MainActor
struct ModifyFailureTests {
  typealias Note = TestStoreStateHelpersTests.Note
  typealias Edit = TestStoreStateHelpersTests.Edit

  @Test func aWrongValueThroughModifyFails() async {
    let store = TestStore(initialState: Note.State(title: "Milk")) { Note() }
    await store.send(\.view.editButtonTapped) {
      $0.destination = .edit(Edit.State(name: "Milk"))
    }
    await withKnownIssue {
      await store.send(\.destination.edit.nameChanged, "Bread") {
        $0.destination?.modify(\.edit) { $0.name = "Eggs" }
      }
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return message.contains(#"−       TestStoreStateHelpersTests.Edit.State(name: "Eggs")"#)
        && message.contains(#"+       TestStoreStateHelpersTests.Edit.State(name: "Bread")"#)
    }
  }
}

// MirrorJSON is test glue: it sends the app an action as the page would.
import MirrorJSON
import NavMirror
import XCTest

/// What `import NavMirror` brings besides the core, as `import ComposableArchitecture` does:
/// Foundation, CasePaths, IdentifiedCollections, ConcurrencyExtras and CustomDump. Nothing
/// here imports them itself.
final class ReExportsTests: XCTestCase {
  struct Todos: Reducer {
    struct Todo: Codable, Equatable, Identifiable {
      let id: UUID
      var title: String
      var createdAt: Date
    }

    struct State: Codable, Equatable {
      var todos: IdentifiedArrayOf<Todo> = []
    }

    @CasePathable
    enum Action: Codable, Equatable {
      case add(id: UUID, title: String, at: Date)
      case remove(UUID)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .add(let id, let title, let date):
          state.todos.append(Todo(id: id, title: title, createdAt: date))
        case .remove(let id):
          state.todos.remove(id: id)
        }
        return .none
      }
    }
  }

  private let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
  private let date = Date(timeIntervalSince1970: 0)

  func testAFeatureOverAnIdentifiedArrayRunsWithOnlyImportNavMirror() async {
    let store = TestStore(initialState: Todos.State()) { Todos() }
    await store.send(.add(id: id, title: "Milk", at: date)) {
      $0.todos[id: self.id] = Todos.Todo(id: self.id, title: "Milk", createdAt: self.date)
    }
    await store.send(.remove(id)) {
      $0.todos[id: self.id] = nil
    }
  }

  func testCasePathsConcurrencyExtrasAndCustomDumpComeWithIt() {
    XCTAssertEqual(Todos.Action.remove(id)[case: \.remove], id)
    XCTAssertNil(Todos.Action.remove(id)[case: \.add])

    let count = LockIsolated(0)
    count.withValue { $0 += 1 }
    XCTAssertEqual(count.value, 1)

    var dump = ""
    customDump(Todos.State(todos: [Todos.Todo(id: id, title: "Milk", createdAt: date)]), to: &dump)
    XCTAssertTrue(dump.contains(#"title: "Milk""#), dump)
  }

  func testAnIdentifiedArrayStateIsMirrored() throws {
    let app = MirrorApp(
      name: "todos", summary: "Todos in an identified array.", initialState: Todos.State(),
      reducer: Todos()
    ) { store in
      Text("\(store.todos.count) todos")
    }
    let runtime = app.start()
    let action = try JSONValueEncoder().encode(Todos.Action.add(id: id, title: "Milk", at: date))
    XCTAssertEqual(try runtime.send(action, origin: "c1").version, 1)
    let todos = runtime.snapshot().state["todos"]?.arrayValue
    XCTAssertEqual(todos?.map { $0["title"] }, ["Milk"])
    XCTAssertEqual(todos?.first?["id"], .string(id.uuidString))
  }
}

import IdentifiedCollections
import MirrorUI
import NavigationCore

/// A long list of rows with a check each: the app `mirror rows` times, one row toggled per
/// action, for the cost of an action that changes one row of a large state.
@Reducer
struct ChecklistFeature {
  @ObservableState
  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<ChecklistRow>

    /// A list of `count` rows, none checked.
    init(count: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<count).map { ChecklistRow(id: $0) })
    }
  }

  enum Action {
    case rowTapped(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rowTapped(let id):
        state.rows[id: id]?.isDone.toggle()
        return .none
      }
    }
  }

  /// The app under the name the benchmark's rooms ask for, with `count` rows.
  static func app(rows count: Int) -> MirrorApp {
    MirrorApp(
      name: "checklist", summary: "A list of \(count) rows, each checked by a tap.",
      initialState: State(count: count), reducer: ChecklistFeature(), view: ChecklistView.init)
  }
}

/// One row of the checklist.
struct ChecklistRow: Equatable, Identifiable, Codable, Sendable {
  let id: Int
  var isDone = false
}

/// The checklist as a plain iOS list: one button per row, its check drawn as an icon.
struct ChecklistView: View {
  let store: StoreOf<ChecklistFeature>

  var body: some View {
    NavigationStack {
      List {
        ForEach(store.rows) { row in
          Button {
            store.send(.rowTapped(id: row.id))
          } label: {
            Label("Row \(row.id)", systemImage: row.isDone ? "checkmark.circle.fill" : "circle")
          }
        }
      }
      .navigationTitle("Checklist")
    }
  }
}

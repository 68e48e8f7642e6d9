// The spellings TCA's views use for optional and presented child stores, compiled as written:
// `store.scope(state: \.child, action: \.child)` of optional state, and a case of a presented
// enum feature picked from `$store.scope(state: \.$destination, action: \.destination)`.
import NavMirror

@Reducer
struct NoteEditor {
  @ObservableState
  struct State: Equatable { var text = "" }
  enum Action { case save }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
enum NoteDestination {
  case edit(NoteEditor)
  case preview(NoteEditor)
}
extension NoteDestination.State: Equatable {}

@Reducer
struct NotesScreen {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: NoteDestination.State?
    var draft: NoteEditor.State?
  }
  enum Action {
    case destination(PresentationAction<NoteDestination.Action>)
    case draft(NoteEditor.Action)
  }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct NotesScreenView: View {
  @Bindable var store: StoreOf<NotesScreen>

  var body: some View {
    VStack {
      if let draft = store.scope(state: \.draft, action: \.draft) {
        Text(draft.text)
      }
    }
    .sheet(item: $store.scope(state: \.$destination, action: \.destination).edit) { store in
      Text(store.text)
    }
  }
}

import CasePaths
import MirrorUI
import NavigationCore

/// A feature whose view sends view actions through `@ViewAction`.
@Reducer
struct EditorFeature {
  struct State: Equatable {
    var text = ""
    var saved = false
  }

  enum Action: ViewAction {
    case view(View)

    enum View {
      case saveTapped
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.saveTapped):
        state.saved = true
        return .none
      }
    }
  }
}

/// The editor's view: its button sends `.view(.saveTapped)` with `send(.saveTapped)`.
@ViewAction(for: EditorFeature.self)
struct EditorView: MirrorUI.View {
  let store: StoreOf<EditorFeature>

  var body: some MirrorUI.View {
    Button("Save") { send(.saveTapped) }
  }
}

import MirrorUI
import NavigationCore

/// A note shown in every way the presentations gallery has: a popover, a cover, a sheet, a
/// screen pushed by `.navigationDestination(item:)`, and a stack screen.
@Reducer
public struct NoteFeature {
  /// The note.
  @ObservableState
  public struct State: Equatable {
    public var title: String
    public var text = ""
    public var saves = 0

    /// A note titled `title`.
    public init(title: String) { self.title = title }
  }

  /// What the note's view sends.
  public enum Action: BindableAction {
    case binding(BindingAction<State>)
    case saveTapped
    case doneTapped
  }

  @Dependency(\.dismiss) var dismiss

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .saveTapped:
        state.saves += 1
        return .none
      case .doneTapped:
        return .run { [dismiss] _ in await dismiss() }
      }
    }
  }
}

/// The note's view: a field, a Done button that dismisses it from the feature, and a Save
/// button in its toolbar.
public struct NoteView: View {
  @Bindable var store: StoreOf<NoteFeature>

  /// Creates the view.
  public init(store: StoreOf<NoteFeature>) { self.store = store }

  public var body: some View {
    Form {
      TextField("Text", text: $store.text)
      Text("Saved \(store.saves) times")
      Button("Done") { store.send(.doneTapped) }
    }
    .navigationTitle(store.title)
    .toolbar {
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { store.send(.saveTapped) }
      }
    }
  }
}

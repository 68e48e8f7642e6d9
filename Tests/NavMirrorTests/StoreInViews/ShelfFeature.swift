import NavMirror

/// A feature with every shape of store a view binds to: bound fields, a field sent through its
/// own action, a stack, a sheet, an alert, a dialog and identified rows.
@Reducer
struct ShelfFeature {
  @ObservableState
  struct State: Equatable {
    var isCompact = false
    var sort: Sort = .title
    var tags = ["new", "old"]
    var path = StackState<Path.State>()
    var rows: IdentifiedArrayOf<BookFeature.State> = [
      BookFeature.State(id: 1, title: "Dune"), BookFeature.State(id: 2, title: "Emma"),
    ]
    @Presents var destination: Destination.State?
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
  }
  enum Sort: String, Codable, Hashable, Sendable {
    case title, author
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case sortChanged(Sort)
    case path(StackActionOf<Path>)
    case rows(IdentifiedActionOf<BookFeature>)
    case destination(PresentationAction<Destination.Action>)
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Dialog>)
    enum Alert { case confirm }
    enum Dialog { case archive }
  }
  @Reducer
  enum Path {
    case book(BookFeature)
    case about(AboutFeature)
  }
  @Reducer
  enum Destination {
    case edit(BookFeature)
    case notice(AlertState<Notice>)
    @ReducerCaseIgnored case note(String)
    enum Notice { case ok }
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .sortChanged(let sort) = action { state.sort = sort }
      return .none
    }
    .forEach(\.path, action: \.path)
    .forEach(\.rows, action: \.rows) { BookFeature() }
    .ifLet(\.$destination, action: \.destination)
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$dialog, action: \.dialog)
  }
}

@Reducer
struct BookFeature {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    var title: String
  }
  enum Action {
    case openTapped
  }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct AboutFeature {
  @ObservableState
  struct State: Equatable {}
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct NoteFeature {
  @ObservableState
  struct State: Equatable {
    var isPinned = false
    var saved = false
  }
  enum Action: ViewAction {
    case view(View)
    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case saveTapped
    }
  }
  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      if case .view(.saveTapped) = action { state.saved = true }
      return .none
    }
  }
}

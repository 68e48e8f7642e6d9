import CasePaths
import MirrorUI
import NavigationCore

/// An app the flow map has to walk from its real start, like a new user's: an onboarding
/// whose "Next" only turns pages (no navigation changes until "Get started" on the last one),
/// then three tabs — a library with a stack of books (a book's "Similar" pushes another, as
/// deep as `levels`), each with an edit sheet that has its own stack, a delete alert and a
/// share dialog; a timer that ticks every second on the app's
/// clock; settings with a switch and a log-out dialog back to the onboarding. Its screens have
/// navigation titles only in some places, like most apps.
@Reducer
struct ShelfApp {
  /// How many books deep the library's stack goes.
  var levels = 2

  @ObservableState
  enum State: Equatable {
    case onboarding(Onboarding.State)
    case main(ShelfTabs.State)
  }

  enum Action {
    case onboarding(Onboarding.Action)
    case main(ShelfTabs.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onboarding(.delegate(.finished)):
        state = .main(ShelfTabs.State(library: Library.State(levels: levels)))
        return .none
      case .main(.settings(.dialog(.presented(.confirmLogOut)))):
        state = .onboarding(Onboarding.State())
        return .none
      case .onboarding, .main:
        return .none
      }
    }
    .ifCaseLet(\.onboarding, action: \.onboarding) { Onboarding() }
    .ifCaseLet(\.main, action: \.main) { ShelfTabs() }
  }
}

@Reducer
struct Onboarding {
  @ObservableState
  struct State: Equatable {
    var page = 0
  }

  enum Action {
    case nextTapped
    case getStartedTapped
    case delegate(Delegate)
    enum Delegate {
      case finished
    }
  }

  /// The number of pages.
  static let pages = 3

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nextTapped:
        state.page = min(state.page + 1, Self.pages - 1)
        return .none
      case .getStartedTapped:
        return .send(.delegate(.finished))
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct ShelfTabs {
  @ObservableState
  struct State: Equatable {
    enum Tab: String, Codable, Hashable {
      case library, timer, settings
    }
    var selectedTab = Tab.library
    var library = Library.State()
    var timer = Ticker.State()
    var settings = ShelfSettings.State()
  }

  enum Action {
    case tabSelected(State.Tab)
    case library(Library.Action)
    case timer(Ticker.Action)
    case settings(ShelfSettings.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.library, action: \.library) { Library() }
    Scope(state: \.timer, action: \.timer) { Ticker() }
    Scope(state: \.settings, action: \.settings) { ShelfSettings() }
    Reduce { state, action in
      if case .tabSelected(let tab) = action { state.selectedTab = tab }
      return .none
    }
  }
}

@Reducer
struct Library {
  @ObservableState
  struct State: Equatable {
    var books = ["Dune", "Emma", "Ulysses"]
    var levels = 2
    var path = StackState<BookDetail.State>()
  }

  enum Action {
    case bookTapped(String)
    case path(StackActionOf<BookDetail>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bookTapped(let title):
        state.path.append(BookDetail.State(title: title, hasSimilar: state.levels > 1))
        return .none
      case .path(.element(id: _, action: .similarTapped)):
        let title = state.books[state.path.count % state.books.count]
        state.path.append(
          BookDetail.State(title: title, hasSimilar: state.path.count + 1 < state.levels))
        return .none
      case .path(.element(id: let id, action: .destination(.presented(.alert(.confirmDelete))))):
        guard let title = state.path[id: id]?.title else { return .none }
        state.books.removeAll { $0 == title }
        state.path.pop(from: id)
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { BookDetail() }
  }
}

@Reducer
struct BookDetail {
  @ObservableState
  struct State: Equatable {
    var title: String
    var hasSimilar = false
    @Presents var destination: Destination.State?
  }

  enum Action {
    case editTapped
    case deleteTapped
    case shareTapped
    case similarTapped
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  enum Destination {
    case edit(EditBook)
    case alert(AlertState<Alert>)
    case share(ConfirmationDialogState<Share>)

    enum Alert {
      case confirmDelete
    }
    enum Share {
      case copyLink
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editTapped:
        state.destination = .edit(EditBook.State(title: state.title))
        return .none
      case .deleteTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete \(state.title)?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          })
        return .none
      case .shareTapped:
        state.destination = .share(
          ConfirmationDialogState {
            TextState("Share")
          } actions: {
            ButtonState(action: .copyLink) { TextState("Copy link") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          })
        return .none
      case .destination(.presented(.edit(.delegate(.saved(let title))))):
        state.title = title
        state.destination = nil
        return .none
      case .destination, .similarTapped:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
struct EditBook {
  @ObservableState
  struct State: Equatable {
    var title: String
    var path = StackState<EditStep.State>()
  }

  enum Action {
    case authorTapped
    case saveTapped
    case cancelTapped
    case path(StackActionOf<EditStep>)
    case delegate(Delegate)
    enum Delegate {
      case saved(String)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .authorTapped:
        state.path.append(EditStep.State())
        return .none
      case .saveTapped:
        return .send(.delegate(.saved(state.title + " (edited)")))
      case .cancelTapped:
        return .run { _ in await dismiss() }
      case .path, .delegate:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { EditStep() }
  }
}

@Reducer
struct EditStep {
  @ObservableState
  struct State: Equatable {
    var confirmed = false
  }

  enum Action {
    case confirmTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.confirmed = true
      return .none
    }
  }
}

@Reducer
struct Ticker {
  @ObservableState
  struct State: Equatable {
    var seconds = 0
  }

  enum Action {
    case startTapped
    case ticked
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.ticked)
          }
        }
      case .ticked:
        state.seconds += 1
        return .none
      }
    }
  }
}

@Reducer
struct ShelfSettings {
  @ObservableState
  struct State: Equatable {
    var notifications = false
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case logOutTapped
    case dialog(PresentationAction<Dialog>)
    enum Dialog {
      case confirmLogOut
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .logOutTapped = action {
        state.dialog = ConfirmationDialogState {
          TextState("Log out?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmLogOut) { TextState("Log out") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      }
      return .none
    }
    .ifLet(\.$dialog, action: \.dialog)
  }
}

import MirrorUI
import NavigationCore

/// A small library app, written the way its users write theirs: "Get started" changes nothing
/// itself and tells the app through a delegate action; books are pushed on a stack, lent to
/// someone and read by an effect that runs until the book is closed; the shelf is a sheet with
/// its own stack. The app the action-log, effects-lane and diagnostics tests run.
@Reducer
public struct LibraryFeature {
  @ObservableState
  public struct State: Codable, Equatable {
    public var started = false
    public var path = StackState<BookFeature.State>()
    @Presents public var shelf: ShelfFeature.State?

    public init() {}
  }

  @CasePathable
  public enum Action: Codable {
    case getStartedButtonTapped
    case delegate(Delegate)
    case openBook(title: String)
    case shelfButtonTapped
    case path(StackActionOf<BookFeature>)
    case shelf(PresentationAction<ShelfFeature.Action>)

    /// What the welcome screen tells the app.
    @CasePathable
    public enum Delegate: Codable {
      case finished
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .getStartedButtonTapped:
        return .send(.delegate(.finished))
      case .delegate(.finished):
        state.started = true
        return .none
      case .openBook(let title):
        state.path.append(BookFeature.State(title: title))
        return .none
      case .shelfButtonTapped:
        state.shelf = ShelfFeature.State()
        return .none
      case .path, .shelf:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { BookFeature() }
    .ifLet(\.$shelf, action: \.shelf) { ShelfFeature() }
  }

  /// The app as the mirror serves it.
  public static let app = MirrorApp(
    name: "library", summary: "A library: get started, open, lend and read books.",
    initialState: State(), reducer: LibraryFeature(), view: LibraryView.init)
}

/// One book: lent to someone, and read until it is closed.
@Reducer
public struct BookFeature {
  @ObservableState
  public struct State: Codable, Equatable {
    public var title: String
    public var lentTo: String?
    public var isReading = false

    public init(title: String) { self.title = title }
  }

  @CasePathable
  public enum Action: Codable {
    case lent(to: String)
    case readButtonTapped
  }

  enum CancelID { case reading }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .lent(let name):
        state.lentTo = name
        return .none
      case .readButtonTapped:
        state.isReading = true
        return .run { [clock] _ in try await clock.sleep(for: .seconds(3600)) }
          .cancellable(id: CancelID.reading)
      }
    }
  }
}

/// The shelf, presented as a sheet with a stack of its own: SwiftUI's standard pattern.
@Reducer
public struct ShelfFeature {
  @ObservableState
  public struct State: Codable, Equatable {
    public var path = StackState<BookFeature.State>()

    public init() {}
  }

  @CasePathable
  public enum Action: Codable {
    case openBook(title: String)
    case path(StackActionOf<BookFeature>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openBook(let title):
        state.path.append(BookFeature.State(title: title))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { BookFeature() }
  }
}

struct LibraryView: View {
  @Bindable var store: StoreOf<LibraryFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack {
        if store.started {
          Text("Welcome")
        } else {
          Button("Get started") { store.send(.getStartedButtonTapped) }
        }
        Button("Dune") { store.send(.openBook(title: "Dune")) }
        Button("Shelf") { store.send(.shelfButtonTapped) }
      }
      .navigationTitle("Library")
      .sheet(item: $store.scope(state: \.shelf, action: \.shelf)) { store in
        ShelfView(store: store)
      }
    } destination: { store in
      BookView(store: store)
    }
  }
}

struct BookView: View {
  let store: StoreOf<BookFeature>

  var body: some View {
    VStack {
      Text(store.lentTo.map { "Lent to \($0)" } ?? "On the shelf")
      Button("Lend to Ben") { store.send(.lent(to: "Ben")) }
      Button("Read") { store.send(.readButtonTapped) }
    }
    .navigationTitle(store.title)
  }
}

struct ShelfView: View {
  @Bindable var store: StoreOf<ShelfFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      Button("Emma") { store.send(.openBook(title: "Emma")) }
        .navigationTitle("Shelf")
    } destination: { store in
      BookView(store: store)
    }
  }
}

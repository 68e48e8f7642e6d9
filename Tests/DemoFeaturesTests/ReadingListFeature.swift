import MirrorUI
import NavigationCore

/// A feature written as an app we did not write would be: explicit initializers that hide the
/// memberwise ones, actions that are not `Equatable`, a timer-like effect that sends the same
/// action again and again. Its exported tests must still compile and pass.
@Reducer
struct ReadingListFeature {
  @Reducer
  enum Path {
    case book(BookFeature)
  }

  @ObservableState
  struct State {
    var books: [Book]
    var path = StackState<Path.State>()
    var pagesRead = 0

    init() { books = [Book(title: "Dune")] }
  }

  struct Book {
    var title: String
    var isFinished = false
    init(title: String) { self.title = title }
  }

  enum Action {
    case bookFinished(String)
    case bookTapped(String)
    case readTapped
    case pageRead
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bookFinished(let title):
        if let index = state.books.firstIndex(where: { $0.title == title }) {
          state.books[index].isFinished = true
        }
        return .none
      case .bookTapped(let title):
        state.path.append(.book(BookFeature.State(title: title)))
        return .none
      case .readTapped:
        return .run { send in
          for _ in 1...4 { await send(.pageRead) }
        }
      case .pageRead:
        state.pagesRead += 1
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

/// A book's screen, whose review loads.
@Reducer
struct BookFeature {
  @ObservableState
  struct State {
    var title: String
    var isLoadingReview = false
    init(title: String) { self.title = title }
  }

  enum Action {
    case reviewTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .reviewTapped:
        state.isLoadingReview = true
        return .none
      }
    }
  }
}

extension MirrorApp {
  /// The reading list, mirrored, with a view that shows nothing: only its state is exported.
  static let readingList = MirrorApp(
    name: "reading-list", summary: "A reading list.", initialState: ReadingListFeature.State(),
    reducer: ReadingListFeature(), view: { _ in EmptyView() })
}

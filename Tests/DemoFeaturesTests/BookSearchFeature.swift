import Clocks
import MirrorUI
import NavigationCore

/// A feature whose effects wait on the continuous clock, as an app we did not write would: a
/// search debounced by 300 ms whose results carry a payload only its `Codable` builds, and a reading timer that ticks
/// every second and never stops on its own. Its exported tests must advance a test clock and
/// let the timer go at the end.
@Reducer
struct BookSearchFeature {
  @ObservableState
  struct State {
    var query = ""
    var results: [Book] = []
    var secondsReading = 0
    var isReading = false
  }

  struct Book: Equatable {
    var title: String
  }

  enum Action {
    case queryChanged(String)
    case resultsLoaded([Book])
    case readingTapped
    case readingTicked
  }

  enum CancelID { case search, reading }

  static let catalog = ["Dune", "Dune Messiah", "Emma"].map(Book.init)

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.resultsLoaded(Self.catalog.filter { $0.title.lowercased().hasPrefix(query) }))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case .resultsLoaded(let results):
        state.results = results
        return .none
      case .readingTapped:
        state.isReading = true
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.readingTicked)
          }
        }
        .cancellable(id: CancelID.reading)
      case .readingTicked:
        state.secondsReading += 1
        return .none
      }
    }
  }
}

extension MirrorApp {
  /// The book search, mirrored, with a view that shows nothing: only its state is exported.
  static let bookSearch = MirrorApp(
    name: "book-search", summary: "A debounced search and a timer.",
    initialState: BookSearchFeature.State(), reducer: BookSearchFeature(),
    view: { _ in EmptyView() })
}

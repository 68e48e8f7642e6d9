// Search as you type: each keystroke restarts a debounced request, and a cleared query cancels
// the one in flight.
import NavMirror

struct Location: Equatable, Identifiable, Codable, Sendable {
  var id: Int
  var name: String
}

@DependencyClient
struct WeatherClient {
  var search: @Sendable (_ query: String) async throws -> [Location]
}

extension WeatherClient: DependencyKey {
  static let liveValue = Self(search: { _ in [] })
}

extension DependencyValues {
  var weatherClient: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

@Reducer
struct Search {
  @ObservableState
  struct State: Equatable {
    var results: [Location] = []
    var searchQuery = ""
  }

  enum Action {
    case searchQueryChanged(String)
    case searchResponse(Result<[Location], any Error>)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.weatherClient) var weatherClient
  private enum CancelID { case search }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .searchQueryChanged(query):
        state.searchQuery = query
        guard !query.isEmpty else {
          state.results = []
          return .cancel(id: CancelID.search)
        }
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.searchResponse(Result { try await weatherClient.search(query: query) }))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case .searchResponse(.failure):
        state.results = []
        return .none

      case let .searchResponse(.success(results)):
        state.results = results
        return .none
      }
    }
  }
}

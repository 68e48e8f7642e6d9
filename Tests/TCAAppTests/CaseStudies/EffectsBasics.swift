// A number fact fetched through a client that may fail, and a delayed decrement a later
// increment cancels.
import NavMirror

@DependencyClient
struct FactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension FactClient: DependencyKey {
  static let liveValue = Self(fetch: { number in "\(number) is a number." })
  static let testValue = Self()
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

@Reducer
struct EffectsBasics {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isNumberFactRequestInFlight = false
    var numberFact: String?
  }

  enum Action {
    case decrementButtonTapped
    case decrementDelayResponse
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(Result<String, any Error>)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.factClient) var factClient
  private enum CancelID { case delay }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.numberFact = nil
        guard state.count < 0 else { return .none }
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.decrementDelayResponse)
        }
        .cancellable(id: CancelID.delay)

      case .decrementDelayResponse:
        if state.count < 0 {
          state.count += 1
        }
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.numberFact = nil
        return state.count >= 0 ? .cancel(id: CancelID.delay) : .none

      case .numberFactButtonTapped:
        state.isNumberFactRequestInFlight = true
        state.numberFact = nil
        return .run { [count = state.count] send in
          await send(.numberFactResponse(Result { try await factClient.fetch(count) }))
        }

      case let .numberFactResponse(.success(fact)):
        state.isNumberFactRequestInFlight = false
        state.numberFact = fact
        return .none

      case .numberFactResponse(.failure):
        state.isNumberFactRequestInFlight = false
        return .none
      }
    }
  }
}

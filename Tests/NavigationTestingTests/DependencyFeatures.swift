import CasePaths
import Foundation
import NavigationCore
import NavigationTesting

/// A list whose items get their id from `\.uuid` and their date from `\.date`.
struct Todos: Reducer {
  struct Todo: Equatable, Identifiable {
    var id: UUID
    var createdAt: Date
  }
  struct State: Equatable {
    var todos: [Todo] = []
  }
  enum Action: Equatable {
    case addTapped
  }
  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.todos.append(Todo(id: uuid(), createdAt: now))
      return .none
    }
  }
}

/// A timer on `\.continuousClock` that ticks every second while it is on.
struct ClockTimer: Reducer {
  struct State: Equatable {
    var isOn = false
    var ticks = 0
  }
  @CasePathable
  enum Action: Equatable {
    case toggleTapped
    case ticked
  }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggleTapped:
        state.isOn.toggle()
        guard state.isOn else { return .cancel(id: CancelID.timer) }
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.ticked)
          }
        }
        .cancellable(id: CancelID.timer)
      case .ticked:
        state.ticks += 1
        return .none
      }
    }
  }
}

/// A number service, declared as TCA code declares its clients.
@DependencyClient
struct NumberClient: Sendable {
  var double: @Sendable (_ value: Int) async throws -> Int
}

extension NumberClient: DependencyKey {
  static let liveValue = NumberClient(double: { $0 * 2 })
  static let testValue = NumberClient()
}

extension DependencyValues {
  var numbers: NumberClient {
    get { self[NumberClient.self] }
    set { self[NumberClient.self] = newValue }
  }
}

/// Asks `NumberClient` for a number in an effect.
struct Doubler: Reducer {
  struct State: Equatable {
    var value = 0
  }
  @CasePathable
  enum Action: Equatable {
    case doubleTapped(Int)
    case doubled(Int)
  }
  @Dependency(\.numbers) var numbers
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .doubleTapped(let value):
        return .run { send in await send(.doubled(try await numbers.double(value))) }
      case .doubled(let value):
        state.value = value
        return .none
      }
    }
  }
}

/// A sheet that knows whether it is presented and can dismiss itself.
struct Sheet: Reducer {
  struct State: Equatable {
    var wasPresented: Bool?
  }
  @CasePathable
  enum Action: Equatable {
    case appeared
    case closeTapped
  }
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .appeared:
        state.wasPresented = isPresented
        return .none
      case .closeTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

/// Presents a ``Sheet`` with `ifLet(\.$sheet, …)`.
struct SheetHost: Reducer {
  struct State: Equatable {
    @Presents var sheet: Sheet.State?
    var dismissals = 0
  }
  @CasePathable
  enum Action: Equatable {
    case sheet(PresentationAction<Sheet.Action>)
    case showTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showTapped:
        state.sheet = Sheet.State()
      case .sheet(.dismiss):
        state.dismissals += 1
      case .sheet:
        break
      }
      return .none
    }
    .ifLet(\.$sheet, action: \.sheet) { Sheet() }
  }
}

import CasePaths
import NavigationCore

// The shapes of `@Reducer` TCA's macro tests pin, each compiled here as a user writes it.

/// A feature that records which reducer ran, by the label it was made with.
@Reducer
struct Tally {
  struct State: Equatable {
    var runs: [String] = []
  }
  enum Action { case tapped }
  let label: String
  init(label: String = "init()") { self.label = label }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.runs.append(label)
      return .none
    }
  }
}

/// A feature with no `init()`: only a case's default value can make it.
@Reducer
struct Contextual {
  enum Context: String, Equatable { case sheet, push }
  struct State: Equatable {
    var context: String?
  }
  enum Action { case appeared }
  let context: Context
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.context = context.rawValue
      return .none
    }
  }
}

/// An enum reducer whose own body other cases reuse (`Inner.Body = Inner.body`).
@Reducer
enum Inner {
  case tally(Tally)
}

/// Cases with default values: the default is the reducer that runs.
@Reducer
enum Defaulted {
  case labelled(Tally = Tally(label: "default"))
  case plain(Tally)
  case inner(Inner.Body = Inner.body)
  case contextual(Contextual = Contextual(context: .sheet))
}
extension Defaulted.State: Equatable {}

/// An enum reducer declaring its own `Action`, with an ignored alert case whose action it
/// names (SyncUps' `SyncUpDetail.Destination`).
@Reducer
enum Declared {
  @ReducerCaseIgnored case alert(AlertState<Alert>)
  case tally(Tally)

  @CasePathable
  enum Action {
    case alert(Alert)
    case tally(Tally.Action)
  }

  @CasePathable
  enum Alert {
    case confirm
  }
}
extension Declared.State: Equatable {}

/// An enum reducer declaring its own `body` (TicTacToe's root).
@Reducer
enum OwnBody {
  case first(Tally)
  case second(Tally)

  static var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case .first(.tapped) = action, case .first(let first) = state else { return .none }
      state = .second(Tally.State(runs: first.runs))
      return .none
    }
    .ifCaseLet(\.first, action: \.first) { Tally(label: "first") }
    .ifCaseLet(\.second, action: \.second) { Tally(label: "second") }
  }
}

/// Cases inside `#if`, each branch kept in what `@Reducer` generates.
@Reducer
enum Conditional {
  case always(Tally)
  #if DEBUG
    case debug(Tally = Tally(label: "debug"))
  #else
    case release(Tally = Tally(label: "release"))
  #endif
  #if os(Linux)
    case linux
  #elseif canImport(UIKit)
    case phone(Tally)
  #endif
}
extension Conditional.State: Equatable {}

/// A case with several values and one marked ignored: state only, as TCA treats them.
@Reducer
enum Several {
  case tally(Tally)
  case meeting(String, syncUp: Int)
  @ReducerCaseIgnored case note(String)
}
extension Several.State: Equatable {}

/// An empty reducer: `@Reducer` writes its `State`, `Action` and `body`, as TCA's does.
@Reducer
struct Empty {}

/// A state whose conformances the user writes in extensions, as TCA users do.
@Reducer
struct SelfConformed {
  @ObservableState
  struct State {
    var count = 0
  }
  enum Action { case tapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}
extension SelfConformed.State: Codable {}
extension SelfConformed.State: Equatable {}
extension Several.State: Codable {}

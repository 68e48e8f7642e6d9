import MirrorUI
import NavigationCore

/// A guest, declared outside the feature as apps declare their models: not `Codable`.
public struct Guest: Equatable, Sendable {
  public var name: String
}

/// A guest list whose `@ObservableState` is `Codable` by its type — the macros write its
/// coding — and yet does not rebuild from JSON, because a ``Guest`` is not `Codable`. Its
/// state is `Sendable`, as an internal one is without saying so, and the views read it.
@Reducer
public struct GuestsFeature {
  /// The guests.
  @ObservableState
  public struct State: Equatable, Sendable {
    public var guests = [Guest(name: "Ada")]

    /// One guest, Ada.
    public init() {}
  }

  /// What the list's view sends.
  public enum Action {
    case addTapped
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.guests.append(Guest(name: "Guest \(state.guests.count + 1)"))
        return .none
      }
    }
  }

  /// The app, as a server serves it under the name `guests`.
  public static let app = MirrorApp(
    name: "guests", summary: "A guest list whose guests are not Codable.",
    initialState: State(), reducer: GuestsFeature(), view: GuestsView.init)
}

/// The guest list: one row a guest, and a button that adds one.
struct GuestsView: View {
  let store: StoreOf<GuestsFeature>

  var body: some View {
    List {
      ForEach(store.guests, id: \.name) { guest in Text(guest.name) }
      Button("Add") { store.send(.addTapped) }
    }
  }
}

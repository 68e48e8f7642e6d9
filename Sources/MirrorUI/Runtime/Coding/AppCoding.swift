/// How a running app's states and actions become JSON, and what that leaves unavailable.
struct AppCoding<State, Action>: Sendable {
  let state: ValueCoding<State>
  let action: ValueCoding<Action>

  /// Any state and action: `Codable`'s JSON where the types turn out to have it, reflection's
  /// elsewhere.
  static var any: Self { AppCoding(state: .any, action: .any) }

  /// Which values rebuild from their JSON, judged from the types and from `initialState`,
  /// whose parts name what is missing.
  func roundTrip(initialState: State) -> RoundTrip {
    var stateTypes: [String] = []
    if state.decode == nil || !state.encode(initialState).rebuilds {
      stateTypes = ReflectedJSON.uncodableTypes(in: initialState)
      if stateTypes.isEmpty { stateTypes = [Self.name(of: State.self)] }
    }
    return RoundTrip(
      stateTypes: stateTypes, actionType: action.decode == nil ? Self.name(of: Action.self) : nil)
  }

  /// A type's name as its module's code writes it: `Feature.Action`.
  static func name(of type: Any.Type) -> String {
    let full = String(reflecting: type)
    guard let dot = full.firstIndex(of: "."), !full[..<dot].contains("<") else { return full }
    return String(full[full.index(after: dot)...])
  }
}

extension AppCoding where State: Codable, Action: Codable {
  /// A state and actions that are `Codable`.
  static var codable: Self { AppCoding(state: .codable, action: .codable) }
}

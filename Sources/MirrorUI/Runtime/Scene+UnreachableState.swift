import NavigationCore

extension Scene {
  /// What a render draws when its views cannot have a copy of the state of their own: views
  /// run on the main actor, away from the store's queue, so a state reaches them only when it
  /// is `Sendable` or rebuilds from its JSON. `stateType` names the state, `roundTrip` what
  /// keeps it from rebuilding.
  static func unreachableState(_ stateType: String, _ roundTrip: RoundTrip) -> Scene {
    let models = roundTrip.stateTypes.isEmpty ? [stateType] : roundTrip.stateTypes
    let names = models.joined(separator: ", ")
    return Scene(
      root: .empty,
      diagnostics: [
        Diagnostic(
          code: "state-out-of-reach",
          message: """
            The views cannot read \(stateType): they run on the main actor, and the state is \
            neither Sendable nor rebuilt from its JSON (\(names) not Codable).
            """,
          fix: """
            Declare \(stateType): Sendable (a public struct is Sendable only when it says so), \
            or make \(names) Codable.
            """)
      ])
  }
}

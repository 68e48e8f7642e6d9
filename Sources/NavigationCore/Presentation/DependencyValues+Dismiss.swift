import Dependencies

extension DependencyValues {
  /// Dismisses the feature it is read from, presented by `forEach` or `ifLet(\.$x, …)`: see
  /// ``DismissEffect``.
  ///
  /// As in TCA, every presenter gives the features it presents their own `dismiss`, replacing
  /// whatever was set further out; a value set with `$0.dismiss = …` holds for the feature that
  /// reads it where it was set (a store's dependencies: its root feature). The presenter is
  /// found through the navigation context the presenting reducers already bind around their
  /// children, so presenting costs no dependency binding.
  public var dismiss: DismissEffect {
    get {
      let navigation = NavigationContext.current
      let stored = self[DismissKey.self]
      if let scope = stored.scope, scope === navigation { return stored }
      if let id = navigation.dismissID { return DismissEffect(.presenter(id)) }
      return stored
    }
    set {
      self[DismissKey.self] = DismissEffect(newValue.action, scope: NavigationContext.current)
    }
  }

  /// Whether the feature reading it is presented by `forEach` or `ifLet(\.$x, …)`, so that
  /// ``dismiss`` can dismiss it.
  public var isPresented: Bool {
    dismiss.isPresented
  }
}

/// Nothing to dismiss, live and in tests, until a presenter or a test says otherwise.
private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect(.none)
  static let testValue = DismissEffect(.none)
}

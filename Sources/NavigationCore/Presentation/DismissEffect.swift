import Dependencies

/// Dismisses the feature it is called from: pops its stack element or dismisses its
/// presentation, as TCA's `@Dependency(\.dismiss)` does.
///
/// Call it from a `.run` effect of a feature presented by `forEach` or `ifLet(\.$x, …)`:
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// …
/// case .closeButtonTapped:
///   return .run { _ in await dismiss() }
/// ```
///
/// The nearest presenter then sends its own action, `.popFrom(id:)` or `.dismiss`, so the
/// parent sees the dismissal as an ordinary action. Do not send actions after `dismiss()`: the
/// element is gone by the time they arrive. Called where nothing presents the feature, it
/// reports the "couldn't be dismissed" warning and does nothing.
///
/// A test of a feature on its own can replace it, as in TCA:
///
/// ```swift
/// let store = TestStore(initialState: Child.State()) { Child() } withDependencies: {
///   $0.dismiss = DismissEffect { dismissed.setValue(true) }
/// }
/// ```
public struct DismissEffect: Sendable {
  /// What calling it does.
  enum Action: Sendable {
    /// Nothing presents the feature: calling it reports a warning.
    case none
    /// Ends the presence of the stack element or presentation the id names.
    case presenter(DismissID)
    /// Runs a closure a test or a parent gave.
    case custom(@Sendable () -> Void)
  }

  let action: Action
  /// Where a replacement was set with `$0.dismiss = …`: it stands for the feature that reads
  /// it there, not for the features that feature presents (see `DependencyValues.dismiss`).
  let scope: NavigationContext?

  init(_ action: Action, scope: NavigationContext? = nil) {
    self.action = action
    self.scope = scope
  }

  /// A dismiss effect that runs `dismiss`: how a test observes that a feature dismissed
  /// itself.
  public init(_ dismiss: @escaping @Sendable () -> Void) {
    self.init(.custom(dismiss))
  }

  /// A dismiss effect that runs this one's replacement, when it has one, then `dismissed`: how
  /// a test store learns that the feature it runs dismissed itself.
  package func followed(by dismissed: @escaping @Sendable () -> Void) -> DismissEffect {
    guard case .custom(let dismiss) = action else { return DismissEffect(dismissed) }
    return DismissEffect {
      dismiss()
      dismissed()
    }
  }

  /// Whether calling it does something: whether a presenter (or a replacement) is there.
  var isPresented: Bool {
    if case .none = action { return false }
    return true
  }

  /// Dismisses the feature whose effect is running.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    switch action {
    case .custom(let dismiss):
      dismiss()
    case .presenter(let id):
      guard let context = EffectContext.current else {
        reportNoPresenter(fileID: fileID, line: line)
        return
      }
      context.dismiss(id)
    case .none:
      reportNoPresenter(fileID: fileID, line: line)
    }
  }

  private func reportNoPresenter(fileID: StaticString, line: UInt) {
    RuntimeWarnings.report(
      code: "dismiss-without-presenter",
      message: """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed. …
        """,
      fix: """
        This is generally considered an application logic error, and can happen when a \
        reducer assumes it runs in a presentation context. If a reducer can run at both the \
        root level of an application, as well as in a presentation destination, use \
        @Dependency(\\.isPresented) to determine if the reducer is being presented before \
        calling @Dependency(\\.dismiss). Here, only effects of features presented by \
        "forEach" or "ifLet(\\.$x, …)" can dismiss, and only from inside ".run".
        """
    )
  }
}

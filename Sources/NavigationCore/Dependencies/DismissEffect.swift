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
public struct DismissEffect: Sendable {
  /// The effect; usually read with `@Dependency(\.dismiss)`.
  public init() {}

  /// Dismisses the feature whose effect is running.
  public func callAsFunction(fileID: StaticString = #fileID, line: UInt = #line) async {
    guard let id = NavigationContext.current.dismissID, let context = EffectContext.current
    else {
      IssueReporter.report(
        code: "dismiss-without-presenter",
        message: """
          A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed. …
          """,
        fix: """
          This is generally considered an application logic error, and can happen when a \
          reducer assumes it runs in a presentation context. If a reducer can run at both the \
          root level of an application, as well as in a presentation destination, check \
          whether it is presented (TCA's "@Dependency(\\.isPresented)") before dismissing. \
          Here, only effects of features presented by "forEach" or "ifLet(\\.$x, …)" can \
          dismiss, and only from inside ".run".
          """
      )
      return
    }
    context.cancel(id)
  }
}

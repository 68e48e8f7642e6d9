/// A runtime warning: something that TCA reports in purple in Xcode and as a failure in tests.
///
/// NavMirror never crashes on these: the store keeps each one with the action that caused it
/// and sends it to the page.
public struct Diagnostic: Hashable, Codable, Sendable {
  /// A stable, short identifier such as `stack-missing-element`.
  public var code: String
  /// What happened, with the values involved.
  public var message: String
  /// The usual causes and how to fix them; empty when the message says it all.
  public var fix: String

  /// Creates a diagnostic.
  public init(code: String, message: String, fix: String) {
    self.code = code
    self.message = message
    self.fix = fix
  }
}

/// Where reducers report runtime warnings.
///
/// The store binds a reporter to its thread around each action it runs; effects and tools
/// bind one for a task. Outside both, warnings are printed to standard output.
public enum RuntimeWarnings {
  /// A reporter, boxed: task-local values must be one reference wide (see `EffectContext`).
  @usableFromInline
  final class Reporter: Sendable {
    let report: @Sendable (Diagnostic) -> Void
    @usableFromInline
    init(_ report: @escaping @Sendable (Diagnostic) -> Void) { self.report = report }
  }

  @TaskLocal static var current: Reporter?

  /// The reporter of the store running a reducer on this thread.
  @usableFromInline static let storeReporter = ThreadLocal<Reporter>()

  /// Reports a runtime warning to whoever runs the current action: the store whose reducer is
  /// running on this thread, else the reporter of the current task.
  public static func report(code: String, message: String, fix: String) {
    let diagnostic = Diagnostic(code: code, message: message, fix: fix)
    if let reporter = storeReporter.value ?? current {
      reporter.report(diagnostic)
    } else {
      print("NavMirror warning [\(code)]: \(message)\n\(fix)")
    }
  }

  /// Runs `operation`, synchronous code of a store, with `reporter` receiving every warning
  /// reported inside it on this thread.
  @inlinable
  static func reporting<T>(to reporter: Reporter, operation: () -> T) -> T {
    storeReporter.withValue(reporter, operation)
  }

  /// Runs `operation` with `reporter` receiving every warning reported inside it, including
  /// from effects started inside it.
  public static func withReporter<T>(
    _ reporter: @escaping @Sendable (Diagnostic) -> Void,
    operation: () throws -> T
  ) rethrows -> T {
    try $current.withValue(Reporter(reporter), operation: operation)
  }

  /// Reports TCA's warning for an action a `forEach` at `fileID:line` received for an element
  /// its state no longer holds, shared by identified collections and stacks; `swiftUIHint`
  /// names what keeps a SwiftUI view from sending such actions.
  static func reportMissingElement(
    code: String, fileID: StaticString, line: UInt, action: Any, swiftUIHint: String
  ) {
    report(
      code: code,
      message: """
        A "forEach" at "\(fileID):\(line)" received an action for a missing element.

          Action:
            \(caseOutline(of: action))
        """,
      fix: """
        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer removed an element with this ID before this reducer ran. This reducer \
        must run before any other reducer removes an element, which ensures that element \
        reducers can handle their actions while their state is still available.

        An in-flight effect emitted this action when state contained no element at this ID. \
        While it may be perfectly reasonable to ignore this action, consider canceling the \
        associated effect before an element is removed, especially if it is a long-living effect.

        This action was sent to the store while its state contained no element at this ID. To \
        fix this make sure that actions for this reducer can only be sent from a store when \
        its state contains an element at this id. In SwiftUI applications, use \(swiftUIHint).
        """
    )
  }

  /// The last two causes TCA's texts give for an action that reaches a reducer scoped to an
  /// enum case its state is not in, shared by `ifCaseLet` and `Scope`.
  static let wrongCaseCauses = """
    An in-flight effect emitted this action when child state was unavailable. While it may be \
    perfectly reasonable to ignore this action, consider canceling the associated effect before \
    child state changes to another case, especially if it is a long-living effect.

    This action was sent to the store while state was another case. Make sure that actions for \
    this reducer can only be sent from a store when state is set to the appropriate case. In \
    SwiftUI applications, use "SwitchStore".
    """
}

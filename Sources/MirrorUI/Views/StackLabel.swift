/// What a navigation stack is, for diagnostics: its path's element type and its root view.
///
/// Kept as types and written out only when a diagnostic quotes it: naming a type is costly,
/// and stacks are rendered far more often than they are reported.
struct StackLabel: CustomStringConvertible {
  /// The element type of the stack's `StackState`; `nil` for a stack without a path.
  let elementType: Any.Type?
  /// The type of the stack's root view.
  let rootType: Any.Type

  var description: String {
    guard let elementType else { return "NavigationStack around \(rootType)" }
    return "NavigationStack(path: StackState<\(String(reflecting: elementType))>)"
  }
}

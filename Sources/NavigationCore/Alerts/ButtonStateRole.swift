/// The role of a button of an alert or a dialog, as SwiftUI's `ButtonRole`. In JSON,
/// `"cancel"` or `"destructive"`.
public enum ButtonStateRole: String, Codable, Hashable, Sendable {
  /// A button that cancels: the system shows it apart, last in a dialog.
  case cancel
  /// A button that deletes or otherwise destroys: the system shows it in red.
  case destructive
}

/// How a picker is drawn, as SwiftUI's picker styles.
public enum PickerStyle: String, Hashable, Sendable {
  /// SwiftUI's default: drawn as ``menu`` in a list or a form, and as a group of the options
  /// inside a `Menu`, as iOS draws it in each.
  case automatic
  /// A row showing the selection that opens a menu of the options; inside a `Menu`, a submenu
  /// of them.
  case menu
  /// Side-by-side segments.
  case segmented
  /// Every option as a row with a check on the selected one.
  case inline

  /// How the page draws a picker of this style outside a `Menu`, where an automatic one is a
  /// menu.
  var drawn: PickerStyle { self == .automatic ? .menu : self }
}

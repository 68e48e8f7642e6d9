/// How a picker is drawn, as SwiftUI's picker styles.
public enum PickerStyle: String, Hashable, Sendable {
  /// A row showing the selection that opens a menu of the options (SwiftUI's default in a
  /// list).
  case menu
  /// Side-by-side segments.
  case segmented
  /// Every option as a row with a check on the selected one.
  case inline
}

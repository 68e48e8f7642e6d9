/// A list style, accepted as SwiftUI's; lists are drawn inset-grouped.
public enum ListStyle: Sendable {
  case automatic, plain, grouped, inset, insetGrouped, sidebar
}

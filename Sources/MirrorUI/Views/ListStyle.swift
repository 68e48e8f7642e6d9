/// A list style, accepted as SwiftUI's; lists are drawn inset-grouped.
public enum ListStyle: Sendable {
  case automatic, plain, grouped, inset, insetGrouped, sidebar
}

/// A navigation view style, accepted as SwiftUI's; the page draws one stack, as `.stack`.
public enum NavigationViewStyle: Sendable {
  case automatic, stack, columns
}

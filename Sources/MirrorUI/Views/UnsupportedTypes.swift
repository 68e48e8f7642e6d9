import Foundation

// Types SwiftUI code names only as the argument of a modifier NavMirror refuses
// (`UnsupportedModifiers.swift`): they exist so that `.transition(.slide)` or
// `.environment(\.colorScheme, .dark)` fails with the modifier's message rather than with
// "cannot infer contextual base". None can be used.

/// A view transition, as SwiftUI's; refused with `.transition`.
@available(*, unavailable, message: "NavMirror draws no view transitions; see docs/VIEWS.md")
public struct AnyTransition {
  public static var slide: AnyTransition { fatalError() }
  public static var opacity: AnyTransition { fatalError() }
  public static var scale: AnyTransition { fatalError() }
  public static var identity: AnyTransition { fatalError() }
  public static func move(edge: Edge) -> AnyTransition { fatalError() }
  public static func push(from edge: Edge) -> AnyTransition { fatalError() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  { fatalError() }
}

/// SwiftUI's environment; refused with `.environment`.
@available(
  *, unavailable,
  message: "NavMirror has no SwiftUI environment: use the store's state or @Dependency"
)
public struct EnvironmentValues {
  public var colorScheme: ColorScheme
  public var locale: Locale
  public var timeZone: TimeZone
  public var calendar: Calendar
}

/// Light or dark, as SwiftUI's; refused with `.environment(\.colorScheme, …)`.
@available(*, unavailable, message: "NavMirror draws the page's own light or dark look")
public enum ColorScheme {
  case light, dark
}

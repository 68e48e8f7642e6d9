import Foundation
import MirrorJSON

/// A key of the environment, as SwiftUI's: `static var defaultValue` is its value where no
/// `.environment` sets it.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }
/// extension EnvironmentValues {
///   var accent: String {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of the key's value.
  associatedtype Value
  /// The value where nothing sets one.
  static var defaultValue: Value { get }
}

/// The values a view reads from the views around it, as SwiftUI's: set with
/// `.environment(\.key, value)` for everything inside, read with `@Environment(\.key)`.
///
/// Built in: `dismiss`, `isPresented`, `editMode`, `colorScheme`, `locale`, `timeZone`,
/// `calendar`, `isEnabled`, `horizontalSizeClass`; custom keys extend it with an
/// ``EnvironmentKey``.
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]
  /// Whether an `.environment(\.editMode, …)` set the edit mode (a screen's own edit mode then
  /// does not replace it).
  var hasExplicitEditMode = false

  /// An environment with every key at its default value.
  public init() {}

  /// The value of `key`.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  public var description: String { "EnvironmentValues(\(values.count) set)" }

  /// Whether a pushed screen rendered in this environment reads the same values as in
  /// `other`: every value set in either is set in both, of an `Equatable` type and equal,
  /// except those each screen sets anew when it is rendered (``dismiss``, ``isPresented``, and
  /// the edit mode unless an `.environment(\.editMode, …)` gives it). A value that cannot be
  /// compared (a closure, a binding) never matches.
  func matchesOnScreens(_ other: EnvironmentValues) -> Bool {
    guard hasExplicitEditMode == other.hasExplicitEditMode else { return false }
    var setAnew: Set<ObjectIdentifier> = [
      ObjectIdentifier(DismissKey.self), ObjectIdentifier(IsPresentedKey.self),
    ]
    if !hasExplicitEditMode { setAnew.insert(ObjectIdentifier(EditModeKey.self)) }
    let compared = values.filter { !setAnew.contains($0.key) }
    guard compared.count == other.values.filter({ !setAnew.contains($0.key) }).count else {
      return false
    }
    for (key, value) in compared {
      guard let otherValue = other.values[key], ValueEquality.areEqual(value, otherValue) else {
        return false
      }
    }
    return true
  }
}

/// Light or dark, as SwiftUI's.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable, Codable {
  case light, dark
}

/// The size class of a dimension of the screen, as SwiftUI's.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

/// Whether a list is being edited, as SwiftUI's: an `EditButton` switches it, and while it is
/// active, a list's rows that `.onDelete` or `.onMove` can change show their delete and move
/// controls.
///
/// Reducers hold it too (`var editMode: EditMode = .inactive`, bound with
/// `.environment(\.editMode, $store.editMode)`); it is `Codable` as its case name.
public enum EditMode: String, Hashable, Sendable, Codable {
  case inactive, transient, active

  /// Whether it is `active` or `transient`.
  public var isEditing: Bool { self != .inactive }
}

/// Dismisses the screen or presentation it is read in, as SwiftUI's `@Environment(\.dismiss)`:
/// calling it sends what the page's Back (for a pushed screen) or swipe down (for a sheet)
/// sends; at the root it does nothing.
public struct DismissAction {
  private let action: @MainActor () -> Void

  /// A dismiss that runs `action`: writes `false` through the `isPresented` binding of the
  /// presentation it dismisses.
  init(_ action: @escaping @MainActor () -> Void) { self.action = action }

  /// A dismiss that sends `action`, the root action of a Back or a swipe down.
  init(sending action: JSONValue?) {
    self.action = { _ = LiveSending.send(action) }
  }

  /// Dismisses.
  @MainActor public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(sending: nil) }
}

private struct IsPresentedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

private struct ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale(identifier: "en_US") }
}

private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { .current }
}

private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { Calendar(identifier: .gregorian) }
}

private struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .compact }
}

extension EnvironmentValues {
  /// Dismisses the screen or presentation the view is on.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the view is on a pushed screen or in a presentation.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  /// The edit mode of the lists of the screen the view is on.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }

  /// Light or dark: light unless an `.environment(\.colorScheme, .dark)` says otherwise (the
  /// server cannot know each viewer's, and every browser shows the same screen).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The locale: `en_US` unless set.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The server's time zone unless set.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The Gregorian calendar unless set.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// Whether controls are enabled: `false` inside `.disabled(true)`.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// The phone's: compact.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
}

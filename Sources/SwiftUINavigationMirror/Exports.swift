// `import SwiftUINavigation`, as TCA apps write it for `.bind(_:to:)` (SyncUps' form), brings
// NavMirror's view layer, which has what those apps use of swift-navigation: `.bind`, the
// presentation modifiers taking a binding of optional state, `AlertState` and `ButtonState`.
// Imported through the alias `-module-alias SwiftUINavigation=SwiftUINavigationMirror`
// (docs/TCA-NAMES.md).
@_exported import MirrorUI

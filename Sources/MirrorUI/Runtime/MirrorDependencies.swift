import NavigationCore

/// The dependencies an app runs with in NavMirror, declared as a type so that the tests
/// exported from its flows run with them too: a room, the flow map explorer and every exported
/// `TestStore` call ``prepare(_:)``.
///
/// A TCA app that talks to a server through a `@DependencyClient` runs in the mirror with the
/// client's preview value:
///
/// ```swift
/// enum TripsPreview: MirrorDependencies {
///   static func prepare(_ dependencies: inout DependencyValues) {
///     dependencies.apiClient = .previewValue
///   }
/// }
///
/// MirrorApp(name: "trips", …, dependencies: TripsPreview.self)
/// ```
///
/// and a test exported from a flow recorded there says
/// `TestStore(…) { … } withDependencies: { TripsPreview.prepare(&$0) }`. The type must be one
/// the test can name: declared at the top level of a module (or inside a type), not `private`;
/// the exported test imports its module `@testable`.
public protocol MirrorDependencies {
  /// Changes `dependencies` from the values a room starts with (live ones) or a test starts
  /// with (test ones) to those the app runs with.
  static func prepare(_ dependencies: inout DependencyValues)
}

/// What an exported test can write of the dependencies the app ran with in the mirror.
enum DependencyHookSource: Sendable, Equatable {
  /// The app declared none.
  case none
  /// A ``MirrorDependencies`` type, by its full name (`Trips.TripsPreview`).
  case type(String)
  /// A closure: it ran in the mirror, but no test can call it.
  case closure
}

extension DependencyHookSource {
  /// The source of the dependencies `hook` prepares: its name as a test can write it.
  static func declared<Hook: MirrorDependencies>(_ hook: Hook.Type) -> Self {
    .type(ImportedModules.portable(String(reflecting: hook)))
  }
}

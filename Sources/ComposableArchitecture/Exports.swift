// `import ComposableArchitecture` brings what it brings in TCA: the reducer core, `TestStore`,
// and the packages TCA re-exports (case paths, clocks, concurrency extras, custom dump,
// swift-dependencies with `@DependencyClient` and IssueReporting, identified collections,
// swift-sharing's `@Shared`). It brings no server: a feature's module and its tests depend on
// this alone; `import NavMirror` adds the view layer and the server.
@_exported import CasePaths
@_exported import Clocks
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import IdentifiedCollections
@_exported import NavigationCore
@_exported import NavigationTesting
@_exported import Sharing

// On Linux `URLSession` is FoundationNetworking's; on Apple platforms `import Foundation` brings
// it, and TCA's API clients call `URLSession.shared` from files that import Foundation and TCA.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

// One import gives a feature author everything: the reducer core, the view layer and the
// server, and what `import ComposableArchitecture` brings with it, so that TCA code needs only
// its import line changed: swift-dependencies with `@DependencyClient`, and swift-clocks.
@_exported import CasePaths
@_exported import Clocks
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import Foundation
@_exported import IdentifiedCollections
@_exported import MirrorUI
@_exported import NavigationCore

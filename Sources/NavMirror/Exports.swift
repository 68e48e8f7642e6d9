// One import gives a feature author everything: what `import ComposableArchitecture` brings —
// the reducer core, `TestStore`, swift-dependencies with `@DependencyClient`, swift-clocks —,
// the view layer and the server, so that TCA code and its tests need only their import line
// changed.
@_exported import ComposableArchitecture
@_exported import Foundation
@_exported import MirrorUI

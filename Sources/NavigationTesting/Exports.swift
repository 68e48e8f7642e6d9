// A test written for TCA's TestStore uses these without importing them: `@DependencyClient`
// for its clients, and swift-clocks' `TestClock` and `ImmediateClock` for time.
@_exported import Clocks
@_exported import Dependencies
@_exported import DependenciesMacros

// `@Dependency`, `DependencyValues`, `withDependencies` and the clocks are part of the core's
// API, as they are of TCA's: a feature written against the core reads them with this import.
@_exported import Dependencies

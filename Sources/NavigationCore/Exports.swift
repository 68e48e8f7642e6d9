// `@CasePathable` and case key paths, `@Dependency`, `DependencyValues`, `withDependencies` and
// the clocks are part of the core's API, as they are of TCA's, and the code `@Reducer` generates
// names them: a feature written against the core reads them with this import.
@_exported import CasePaths
@_exported import Dependencies

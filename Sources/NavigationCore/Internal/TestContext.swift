/// Whether the code running is a `TestStore` expectation, which may describe a push as an
/// assignment at a new id (`$0.path[id: 0] = …`).
package enum TestContext {
  /// `true` while a test store applies an expected state change.
  @TaskLocal package static var isAsserting = false
}

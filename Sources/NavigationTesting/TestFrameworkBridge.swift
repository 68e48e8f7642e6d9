import Foundation
import IssueReporting

#if canImport(Glibc)
  import Glibc
#endif

/// Whether IssueReporting can reach the test framework that runs this process.
///
/// On Linux, IssueReporting records a failure through its `IssueReportingTestSupport` library,
/// which the test target links (as TCA's own test targets do); without it, a failure is only
/// printed and the test passes. A test store must never pass a test that it should fail, so
/// it stops the run instead, naming the missing dependency.
enum TestFrameworkBridge {
  /// What IssueReporting looks for to record an issue: the same library and symbol.
  static let isLinked: Bool = {
    #if canImport(Glibc)
      let library =
        dlopen("libIssueReportingTestSupport.so", RTLD_LAZY) ?? dlopen(nil, RTLD_LAZY)
      return library.flatMap { dlsym($0, "$s25IssueReportingTestSupport07_recordA0ypyF") } != nil
    #else
      return true
    #endif
  }()

  /// Stops the process with `message` and the fix when a test runs without the bridge.
  static func requireLinked(failing message: String? = nil, at location: TestLocation) {
    guard isTesting, !isLinked else { return }
    let failure = message.map { "\n\nThe failure was:\n\n\($0)" } ?? ""
    fatalError(
      """
      \(location.filePath):\(location.line): TestStore cannot report failures: \
      "IssueReportingTestSupport" is not linked into this test target, so XCTest and Swift \
      Testing would never see them and every test would pass.

      To fix this, add it to the test target's dependencies in Package.swift:

          .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")\
      \(failure)
      """)
  }
}

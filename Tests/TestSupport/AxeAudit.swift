import Foundation
import MirrorJSON
import MirrorUI

/// axe-core's accessibility audit, run inside a page the test opened.
///
/// The page never loads axe itself: the test injects the copy that PyPI's
/// `axe-selenium-python` ships (`scripts/test.sh` installs it) through WebDriver's execute
/// script, then reads the violations back.
enum AxeAudit {
  /// The WCAG 2.0 and 2.1 levels A and AA, the rules the page must pass. Tags this copy of axe
  /// does not know are left out (older copies predate the 2.1 tags).
  static let tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
  /// Best-practice rules the page keeps too: one heading outline, and every piece of content
  /// inside a landmark.
  static let extraRules = ["heading-order", "page-has-heading-one", "region"]

  /// The text of `axe.min.js`, read once per test run.
  static let source = Result { try readSource() }

  /// The text of `axe.min.js`, found through the Python package that ships it.
  private static func readSource() throws -> String {
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = [
      "python3", "-c",
      "import axe_selenium_python, os; print(os.path.dirname(axe_selenium_python.__file__))",
    ]
    let output = Pipe()
    python.standardOutput = output
    python.standardError = FileHandle.nullDevice
    try python.run()
    let folder = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self
    ).trimmingCharacters(in: .whitespacesAndNewlines)
    python.waitUntilExit()
    let path = folder + "/node_modules/axe-core/axe.min.js"
    guard python.terminationStatus == 0, FileManager.default.fileExists(atPath: path) else {
      throw WebDriver.Failure(
        description:
          "axe-core is not installed: run 'python3 -m pip install axe-selenium-python'.")
    }
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  /// Starts the audit in the page; its result lands in `window.navmirrorAxe`.
  static func startScript() -> String {
    let tagList = tags.map { "'\($0)'" }.joined(separator: ",")
    let ruleList = extraRules.map { "'\($0)'" }.joined(separator: ",")
    return """
      window.navmirrorAxe = null;
      const wanted = new Set([\(tagList)]);
      const extra = new Set([\(ruleList)]);
      const rules = axe.getRules()
        .filter(r => r.tags.some(t => wanted.has(t)) || extra.has(r.ruleId)).map(r => r.ruleId);
      axe.run(document, { runOnly: { type: 'rule', values: rules } }, (error, result) => {
        window.navmirrorAxe = error ? ['axe failed: ' + error] : result.violations.flatMap(v =>
          v.nodes.map(n => `${v.id} (${v.impact}) at ${n.target.join(' ')}: ` +
            ((n.failureSummary ?? '').split('\\n').slice(1).join(' ').trim() || v.help)));
      });
      return null
      """
  }
}

extension BrowserSession {
  /// Every axe violation on the page as it is now, one line each: rule, impact, target, help.
  public func axeViolations(timeout: TimeInterval = 30) throws -> [String] {
    if try run("return typeof window.axe") != "object" { try run(try AxeAudit.source.get()) }
    try waitUntil(PageScript.animating, equals: false)
    try run(AxeAudit.startScript())
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let lines = try run("return window.navmirrorAxe").arrayValue {
        return lines.compactMap(\.stringValue)
      }
      MainThreadWaiting.pause(0.05)
    }
    throw WebDriver.Failure(description: "axe did not finish within \(Int(timeout)) s")
  }
}

import Foundation
import MirrorJSON
import TestSupport
import XCTest

/// Through the real HTTP API on loopback, a flow recorded on every demo exports as a
/// `TestStore` test; each export is committed in the example package's `ExportedFlowTests`
/// target, which CI builds and runs after this suite (`scripts/test.sh`), in a package whose
/// build of NavMirror is warm. This test proves the API still writes exactly those files; set
/// `NAVMIRROR_RECORD=1` to rewrite them after a deliberate change (then `swift format` them).
final class DemoFlowExportTests: XCTestCase {
  /// A demo, the actions a person sends in it, and the version its room reaches once the
  /// effects those actions start have sent theirs.
  struct Script {
    let demo: String
    let actions: [JSONValue]
    let finalVersion: Int
  }

  let scripts = [
    Script(
      demo: "tabs-stack",
      actions: [
        ["tab1": ["moveDetailViewButtonTapped": [:]]],
        ["tabSelected": "second"],
        ["tab2": ["moveDetailViewButtonTapped": [:]]],
        ["path": ["popFrom": ["id": 1]]],
      ], finalVersion: 4),
    Script(
      demo: "pattern-reference",
      actions: [
        ["intro": ["loginButtonTapped": [:]]],
        ["mainTab": ["tabSelected": "myPage"]],
        ["mainTab": ["myPage": ["logoutButtonTapped": [:]]]],
        ["mainTab": ["myPage": ["alert": ["presented": ["confirmLogout": [:]]]]]],
      ], finalVersion: 5),
    Script(
      demo: "pop-to-root",
      actions: [["push": "view1"], ["push": "view2"], ["pop": [:]], ["popToRoot": [:]]],
      finalVersion: 4),
    Script(
      demo: "router-vs-path",
      actions: [
        ["calendar": ["settingsButtonTapped": [:]]],
        ["path": ["popFrom": ["id": 0]]],
        ["calendar": ["profileButtonTapped": [:]]],
      ], finalVersion: 3),
    Script(
      demo: "stack-ops",
      actions: [
        ["stackOperationTapped": "pushDetail"],
        ["stackOperationTapped": "pushEdit"],
        ["stackOperationTapped": "removeLast"],
      ], finalVersion: 3),
  ]

  func testAFlowRecordedOnEveryDemoExportsAsTheCommittedTest() throws {
    // The steps' times are stamped with a wall clock that stands still: an export reads a
    // pause of 10 ms or more before an effect's action as a wait on a clock, which a busy
    // machine would otherwise make of an effect that sends at once.
    let harness = try MirrorHarness(now: { Date(timeIntervalSince1970: 1_767_225_600) })
    for script in scripts {
      let room = "export-\(script.demo)"
      let client = try harness.client(room: room, query: "&demo=\(script.demo)")
      for action in script.actions {
        client.sendAction(action)
        let ack = try client.receive(type: "ack")
        XCTAssertNil(ack["error"], "\(script.demo): \(action.text) → \(ack.text)")
      }
      let settled = try MirrorHarness.eventually {
        try harness.getJSON("/api/rooms").arrayValue?.first { $0["name"] == .string(room) }?[
          "version"] == .int(script.finalVersion)
      }
      XCTAssertTrue(settled, "\(script.demo) reaches version \(script.finalVersion)")
      let saved = try LoopbackHTTP.request(
        port: harness.port, method: "POST", path: "/api/flows",
        body: JSONValue.object([
          "name": .string(script.demo), "room": .string(room), "from": 0,
          "to": .int(script.finalVersion),
        ]).bytes)
      XCTAssertEqual(saved.status, 201, String(decoding: saved.body, as: UTF8.self))
      let test = try LoopbackHTTP.request(
        port: harness.port, path: "/api/flows/\(script.demo)/test")
      XCTAssertEqual(test.status, 200)
      try assertMatchesCommittedExport(
        String(decoding: test.body, as: UTF8.self), demo: script.demo)
    }
  }

  private func assertMatchesCommittedExport(_ source: String, demo: String) throws {
    let className =
      demo.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      + "FlowTests"
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/YourFirstMirror/Tests/ExportedFlowTests")
      .appendingPathComponent("\(className).swift").standardized
    if ProcessInfo.processInfo.environment["NAVMIRROR_RECORD"] == "1" {
      try source.write(to: url, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOf: url, encoding: .utf8)
    XCTAssertEqual(
      source.filter { !$0.isWhitespace }, committed.filter { !$0.isWhitespace }, source)
  }
}

import DemoFeatures
import Foundation
import MirrorJSON
import MirrorUI
import XCTest

/// A flow recorded in the mirror becomes a TestStore test. The generated file is committed next
/// to this test and compiled with it, so the exported code is proven to build and pass; this
/// test proves the exporter still writes exactly that file.
/// The committed file went through `swift format`, so the comparison ignores whitespace. Set
/// `NAVMIRROR_RECORD=1` to rewrite it after a deliberate change (then format it again).
final class TestStoreExportTests: XCTestCase {
  func testARecordedTabsStackFlowExportsAsTheCommittedTest() throws {
    let runtime = Demos.tabsStack.start()
    let initial = runtime.snapshot().state
    let actions: [JSONValue] = [
      ["tab1": ["moveDetailViewButtonTapped": [:]]],
      [
        "path": [
          "element": ["id": 0, "action": ["firstDetail": ["moveAnotherViewButtonTapped": [:]]]]
        ]
      ],
      ["tabSelected": "second"],
      ["path": ["popFrom": ["id": 0]]],
      ["tab2": ["moveDetailViewButtonTapped": [:]]],
    ]
    var steps: [RecordedStep] = []
    for action in actions {
      _ = try runtime.send(action, origin: "c1")
      steps.append(RecordedStep(action: action, isReceived: false, state: runtime.snapshot().state))
    }
    let source = try runtime.swiftTest(
      named: "TabsStackRecordedFlowTests", initialState: initial, steps: steps)
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Recorded/TabsStackRecordedFlowTests.swift")
    if ProcessInfo.processInfo.environment["NAVMIRROR_RECORD"] == "1" {
      try source.write(to: file, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOf: file, encoding: .utf8)
    XCTAssertEqual(
      source.filter { !$0.isWhitespace }, committed.filter { !$0.isWhitespace }, source)
  }
}

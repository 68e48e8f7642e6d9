import DemoFeatures
import Foundation
import MirrorJSON
import MirrorUI
import Synchronization
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
      named: "TabsStackRecordedFlowTests", initialState: initial, steps: steps,
      effectsInFlight: false)
    try assertMatchesCommittedFile(source, named: "TabsStackRecordedFlowTests.swift")
  }

  /// An app whose memberwise initializers are hidden and whose actions are not `Equatable`
  /// exports a test that decodes its values, asserts only the fields that changed (down to an
  /// array element) and reads a
  /// run of the same received action as a loop. The committed file compiles in this target
  /// (without its `@testable import` of this very module) and passes.
  func testARecordedReadingListFlowExportsAsTheCommittedTest() throws {
    let runtime = MirrorApp.readingList.start()
    let initial = runtime.snapshot().state
    let steps = Mutex<[RecordedStep]>([])
    runtime.observe { change in
      let step = RecordedStep(
        action: change.action, isReceived: change.origin == nil, state: change.snapshot.state)
      steps.withLock { $0.append(step) }
    }
    let actions: [JSONValue] = [
      ["bookFinished": ["_0": "Dune"]],
      ["bookTapped": ["_0": "Dune"]],
      ["path": ["element": ["id": 0, "action": ["book": ["reviewTapped": [:]]]]]],
      ["readTapped": [:]],
    ]
    func waitForSteps(_ count: Int) {
      let deadline = Date().addingTimeInterval(10)
      while steps.withLock({ $0.count }) < count, Date() < deadline {
        Thread.sleep(forTimeInterval: 0.01)
      }
    }
    for action in actions { _ = try runtime.send(action, origin: "c1") }
    waitForSteps(8)
    // After the run of received actions, the test asserts exhaustively again.
    _ = try runtime.send(["path": ["popFrom": ["id": 0]]], origin: "c1")
    waitForSteps(9)
    let source = try runtime.swiftTest(
      named: "ReadingListRecordedFlowTests", initialState: initial,
      steps: steps.withLock { $0 }, effectsInFlight: false
    )
    .replacingOccurrences(of: "@testable import DemoFeaturesTests\n", with: "")
    try assertMatchesCommittedFile(source, named: "ReadingListRecordedFlowTests.swift")
  }

  /// An app whose effects wait on the continuous clock exports a test on a `TestClock`: it
  /// advances by the recorded time between steps (a debounce fires, a timer ticks), receives a
  /// payload it can compare by its case key path and value (decoded from its JSON), and lets the timer that still ran
  /// at the flow's end go. The steps are written as recorded, with the milliseconds each came
  /// after the one before (a few late, as recorded times are); the committed file runs in this
  /// target and passes.
  func testAFlowWhoseEffectsWaitOnAClockExportsAsTheCommittedTest() throws {
    let runtime = MirrorApp.bookSearch.start()
    defer { runtime.stop() }
    let encoder = JSONValueEncoder()
    var state = BookSearchFeature.State()
    let initial = try encoder.encode(state)
    var steps: [RecordedStep] = []
    func record(
      _ action: JSONValue, received: Bool = false, after delay: Int,
      _ change: (inout BookSearchFeature.State) -> Void
    ) throws {
      change(&state)
      steps.append(
        RecordedStep(
          action: action, isReceived: received, state: try encoder.encode(state), delay: delay))
    }
    try record(["readingTapped": [:]], after: 0) { $0.isReading = true }
    try record(["readingTicked": [:]], received: true, after: 1003) { $0.secondsReading = 1 }
    try record(["queryChanged": ["_0": "du"]], after: 250) { $0.query = "du" }
    try record(["queryChanged": ["_0": "dune"]], after: 120) { $0.query = "dune" }
    let results: JSONValue = [["title": "Dune"], ["title": "Dune Messiah"]]
    try record(["resultsLoaded": ["_0": results]], received: true, after: 304) {
      $0.results = [.init(title: "Dune"), .init(title: "Dune Messiah")]
    }
    for (seconds, delay) in zip(2...5, [325, 999, 1003, 998]) {
      try record(["readingTicked": [:]], received: true, after: delay) {
        $0.secondsReading = seconds
      }
    }
    let source = try runtime.swiftTest(
      named: "BookSearchRecordedFlowTests", initialState: initial, steps: steps,
      effectsInFlight: true
    )
    .replacingOccurrences(of: "@testable import DemoFeaturesTests\n", with: "")
    try assertMatchesCommittedFile(source, named: "BookSearchRecordedFlowTests.swift")
  }

  private func assertMatchesCommittedFile(
    _ source: String, named name: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Recorded/\(name)")
    if ProcessInfo.processInfo.environment["NAVMIRROR_RECORD"] == "1" {
      try source.write(to: url, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOf: url, encoding: .utf8)
    XCTAssertEqual(
      source.filter { !$0.isWhitespace }, committed.filter { !$0.isWhitespace }, source,
      file: file, line: line)
  }
}

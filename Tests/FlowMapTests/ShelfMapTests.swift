import FlowMap
import MirrorJSON
import XCTest

/// The flow map of an app that starts on an onboarding whose pages change no navigation.
final class ShelfMapTests: XCTestCase {
  private static func map(_ options: ExplorationOptions = ExplorationOptions()) -> FlowMap {
    Explorer(options: options).explore(ShelfFixture.app())
  }

  /// "Next" changes only the page: the explorer takes it anyway, tries the pages as states of
  /// the one onboarding node, and reaches the tabs through "Get started" on the last page.
  func testMapsTheWholeAppFromTheOnboarding() {
    let map = Self.map()
    XCTAssertTrue(map.isComplete)
    let titles = Set(map.nodes.map { $0.titles.joined(separator: " › ") })
    for expected in [
      "Onboarding", "Library", "Library › Dune", "Library › Dune › Edit",
      "Library › Dune › Edit › Edit Step", "Library › Dune › Delete Dune?",
      "Library › Dune › Share", "Timer", "Settings", "Settings › Log out?",
    ] where !titles.contains(expected) {
      XCTFail("no node titled \(expected) in \(titles.sorted())")
    }
    let onboarding = map.nodes.filter { $0.titles == ["Onboarding"] }
    XCTAssertEqual(onboarding.count, 1, "the pages are one screen")
    let getStarted = map.edges.filter { $0.label == "Get started" }
    XCTAssertEqual(getStarted.map(\.from), [map.initial])
    // The way to the tabs replays the pages: Next, Next, Get started.
    let library = map.nodes.first { $0.titles == ["Library"] }
    XCTAssertEqual(library?.path.count, 1)
    XCTAssertEqual(library?.route.count, 3)
    // Logging out leads back to the start.
    XCTAssertTrue(map.edges.contains { $0.label == "Log out" && $0.to == map.initial })
  }

  /// Every node has a title, every edge its control's label, every finding a whole sentence.
  func testEveryNodeEdgeAndFindingIsLabelled() {
    let map = Self.map()
    for node in map.nodes {
      XCTAssertFalse(node.titles.isEmpty, node.id)
      XCTAssertFalse(node.titles.contains(""), node.id)
    }
    for edge in map.edges {
      XCTAssertFalse(edge.label.isEmpty, "\(edge.from) → \(edge.to)")
    }
    for finding in map.findings {
      XCTAssertFalse(finding.message.contains(" ."), finding.message)
      XCTAssertFalse(finding.message.contains("''"), finding.message)
    }
    XCTAssertTrue(
      map.findings.contains {
        $0.kind == .effectCancelled && $0.message.hasPrefix("'Start':")
      })
  }

  /// The timer ticks on the step's clock: starting it costs no real time, and it ticks as long
  /// as the limit on that clock allows.
  func testTheTimerRunsOnTheStepsClock() throws {
    let start = ContinuousClock.now
    let map = Self.map(ExplorationOptions(effectTimeLimit: 30, externalWaitLimit: 30))
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(20))
    let timer = try XCTUnwrap(map.nodes.first { $0.titles == ["Timer"] })
    XCTAssertEqual(timer.state["main"]?["timer"]?["seconds"], .int(0))
    let finding = try XCTUnwrap(map.findings.first { $0.kind == .effectCancelled })
    XCTAssertEqual(
      finding.message,
      "'Start': 1 effect(s) still running after 30.0s on the step's clock were cancelled.")
  }

  /// With one state per screen, the onboarding's later pages are never tried.
  func testTheBudgetPerScreenBoundsTheStatesTried() {
    let map = Self.map(ExplorationOptions(maxStatesPerScreen: 1))
    XCTAssertEqual(map.nodes.count, 1)
    XCTAssertEqual(map.statesComputed, 1)
  }

  /// An app of about a hundred screens maps in well under a second in a release build; the
  /// bound here leaves room for a debug build on a busy machine.
  func testAHundredScreenAppMapsQuickly() {
    let start = ContinuousClock.now
    let map = Explorer(options: ExplorationOptions(maxDepth: 40))
      .explore(ShelfFixture.app(levels: 14))
    let elapsed = ContinuousClock.now - start
    print(
      "shelf, 14 levels: \(map.nodes.count) screens, \(map.statesComputed) states in \(elapsed)")
    XCTAssertTrue(map.isComplete)
    XCTAssertGreaterThan(map.nodes.count, 90)
    XCTAssertLessThan(elapsed, .seconds(15))
  }

  func testTwoExplorationsGiveTheSameMap() {
    let first = Self.map()
    let second = Self.map()
    XCTAssertEqual(first.json, second.json)
  }
}

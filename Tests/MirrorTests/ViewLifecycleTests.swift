import MirrorJSON
import MirrorUI
import TestSupport
import XCTest

/// `.onAppear`, `.onDisappear` and `.task` run by a running app as SwiftUI runs them: once per
/// appearance of the view, keyed by its structural identity, not once per render.
final class ViewLifecycleTests: XCTestCase {
  private let open: JSONValue = ["openTapped": [:]]
  private let rerender: JSONValue = ["rerenderTapped": [:]]

  private func start(_ probe: LifecycleProbe = LifecycleProbe()) -> any AppRuntime {
    let runtime = MirrorApp.lifecycle(probe: probe).start()
    _ = runtime.snapshot()
    return runtime
  }

  private func pop(_ id: Int) -> JSONValue { ["path": ["popFrom": ["id": .int(id)]]] }

  /// Waits until `runtime`'s state at `key` is `value`.
  private func waitFor(
    _ runtime: any AppRuntime, _ key: String, _ value: JSONValue,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let held = MirrorHarness.eventually(timeout: 5) { runtime.snapshot().state[key] == value }
    XCTAssertTrue(
      held, "\(key) is \(runtime.snapshot().state[key] ?? .null), not \(value)", file: file,
      line: line)
  }

  private func waitFor(
    _ condition: @autoclosure () -> Bool, _ message: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertTrue(MirrorHarness.eventually(timeout: 5, condition), message, file: file, line: line)
  }

  func testOnAppearRunsOncePerAppearanceAndAgainWhenUncovered() throws {
    let runtime = start()
    waitFor(runtime, "rootAppearances", 1)

    try runtime.send(open, origin: "alice")
    waitFor(runtime, "loaderAppearances", 1)
    try runtime.send(rerender, origin: "alice")
    try runtime.send(rerender, origin: "alice")
    waitFor(runtime, "renders", 2)
    try runtime.send(pop(0), origin: "alice")
    // Covered by the pushed screen, the root had disappeared (as in SwiftUI): uncovered, it
    // appears again.
    waitFor(runtime, "rootAppearances", 2)
    try runtime.send(open, origin: "alice")
    waitFor(runtime, "loaderAppearances", 2)
    try runtime.send(rerender, origin: "alice")
    waitFor(runtime, "renders", 3)
    XCTAssertEqual(runtime.snapshot().state["loaderAppearances"], 2, "a re-render is no appearance")
    XCTAssertEqual(runtime.snapshot().state["rootAppearances"], 2)
    runtime.stop()
  }

  func testAViewInTheOtherBranchOfAnIfIsAnotherView() throws {
    let runtime = start()
    waitFor(runtime, "branchAppearances", 1)
    try runtime.send(rerender, origin: "alice")
    waitFor(runtime, "branchAppearances", 2)
    try runtime.send(rerender, origin: "alice")
    waitFor(runtime, "branchAppearances", 3)
    XCTAssertEqual(runtime.snapshot().state["rootAppearances"], 1)
    runtime.stop()
  }

  func testTaskFinishWaitsForTheEffectThenTheTaskGoesOn() throws {
    let runtime = start()
    try runtime.send(open, origin: "alice")
    let log: JSONValue = ["loaded", "load finished"]
    waitFor(
      runtime.snapshot().state["path"]?["elements"]?.arrayValue?.first?["log"] == log,
      "the task's send after finish() comes after the effect's action: "
        + "\(runtime.snapshot().state["path"] ?? .null)")
    runtime.stop()
  }

  func testTaskIsCancelledWhenTheScreenIsPoppedAndRestartedWhenItsIDChanges() throws {
    let probe = LifecycleProbe()
    let runtime = start(probe)
    try runtime.send(open, origin: "alice")
    waitFor(probe.started == 1, "the listening effect starts when the screen appears")
    try runtime.send(rerender, origin: "alice")
    waitFor(runtime, "renders", 1)
    XCTAssertEqual(probe.started, 1, "a re-render starts no task")

    try runtime.send(
      ["path": ["element": ["id": 0, "action": ["restartTapped": [:]]]]], origin: "alice")
    waitFor(probe.cancelled == 1 && probe.started == 2, "a new id restarts the task")

    try runtime.send(pop(0), origin: "alice")
    waitFor(probe.cancelled == 2, "popping the screen cancels its task and the task's effect")
    XCTAssertEqual(probe.started, 2)
    runtime.stop()
  }

  func testACoveredScreenCancelsItsTaskAndRestartsItWhenUncovered() throws {
    let probe = LifecycleProbe()
    let runtime = start(probe)
    try runtime.send(open, origin: "alice")
    waitFor(probe.started == 1, "the first loader listens")
    try runtime.send(open, origin: "alice")
    waitFor(probe.started == 2 && probe.cancelled == 1, "covered, the first loader's task stops")
    try runtime.send(pop(1), origin: "alice")
    waitFor(probe.started == 3 && probe.cancelled == 2, "uncovered, it starts again")
    runtime.stop()
  }

  func testASheetOverTheRootLeavesItOnScreenAndDismissingItCancelsItsTask() throws {
    let probe = LifecycleProbe()
    let runtime = start(probe)
    waitFor(runtime, "rootAppearances", 1)
    try runtime.send(["sheetTapped": [:]], origin: "alice")
    waitFor(probe.started == 1, "the sheet's loader listens")
    try runtime.send(["sheet": ["dismiss": [:]]], origin: "alice")
    waitFor(probe.cancelled == 1, "dismissing the sheet cancels its task")
    XCTAssertEqual(
      runtime.snapshot().state["rootAppearances"], 1, "a sheet does not hide the screen under it")
    runtime.stop()
  }

  func testRenderingAnotherStateRunsNothing() throws {
    let probe = LifecycleProbe()
    let runtime = start(probe)
    waitFor(runtime, "rootAppearances", 1)
    try runtime.send(open, origin: "alice")
    waitFor(probe.started == 1, "the loader listens")
    let pushed = runtime.snapshot().state
    try runtime.send(pop(0), origin: "alice")
    waitFor(probe.cancelled == 1, "popped")
    waitFor(runtime, "rootAppearances", 2)

    _ = try runtime.scene(for: pushed)
    try runtime.send(rerender, origin: "alice")
    waitFor(runtime, "renders", 1)
    XCTAssertEqual(probe.started, 1, "a scene of an earlier version starts no task")
    XCTAssertEqual(runtime.snapshot().state["rootAppearances"], 2)
    XCTAssertEqual(runtime.snapshot().state["loaderAppearances"], 1)
    runtime.stop()
  }

  func testStopCancelsEveryTask() throws {
    let probe = LifecycleProbe()
    let runtime = start(probe)
    try runtime.send(open, origin: "alice")
    waitFor(probe.started == 1, "the loader listens")
    runtime.stop()
    waitFor(probe.cancelled == 1, "stopping the app cancels its views' tasks")
  }

  func testSwitchingTabsMakesOneDisappearAndTheOtherAppear() throws {
    let probe = LifecycleProbe()
    let runtime = MirrorApp.lifecycleTabs(probe: probe).start()
    _ = runtime.snapshot()
    waitFor(runtime, "log", ["appeared first"])
    waitFor(probe.started == 1, "only the selected tab's task runs")

    try runtime.send(["tabSelected": "second"], origin: "alice")
    waitFor(runtime, "log", ["appeared first", "disappeared first", "appeared second"])
    waitFor(probe.started == 2 && probe.cancelled == 1, "the tab switched away from stops")

    try runtime.send(["tabSelected": "first"], origin: "alice")
    waitFor(
      runtime, "log",
      [
        "appeared first", "disappeared first", "appeared second", "disappeared second",
        "appeared first",
      ])
    waitFor(probe.started == 3 && probe.cancelled == 2, "and starts again when selected")
    runtime.stop()
  }

  func testAScreenPushedByNavigationDestinationItemCoversTheScreenUnderIt() throws {
    let probe = LifecycleProbe()
    let runtime = start(probe)
    waitFor(runtime, "rootAppearances", 1)
    try runtime.send(["detailTapped": [:]], origin: "alice")
    waitFor(probe.started == 1, "the pushed screen's task starts")
    try runtime.send(["detail": ["dismiss": [:]]], origin: "alice")
    // Covered by the pushed screen, the root had left the screen, as under a path's screen:
    // uncovered, it appears again.
    waitFor(runtime, "rootAppearances", 2)
    waitFor(probe.cancelled == 1, "dismissing the pushed screen cancels its task")
    runtime.stop()
  }

  func testTheExplorerSeesOnlyTheControlsOfANavigationDestinationItemsScreen() throws {
    let explorable = MirrorApp.lifecycle(probe: LifecycleProbe()).explorable()
    let scene = try exploredScene(explorable, sending: ["detailTapped": [:]])
    guard case .stack(_, let root, let path) = scene.root, case .list(let rows, _) = root.content
    else { return XCTFail("the root is a stack over a list: \(scene.root)") }
    XCTAssertEqual(path.map(\.id), [-1])
    XCTAssertEqual(path.first?.popAction, ["detail": ["dismiss": [:]]])
    let buttons: [(label: String, action: JSONValue?)] = rows.compactMap { row in
      if case .button(let label, let action, _, _) = row { return (label, action) }
      return nil
    }
    XCTAssertEqual(
      buttons.map(\.label), ["Open loader", "Show sheet", "Re-render", "Open detail", "Insert row"])
    XCTAssertEqual(buttons.compactMap(\.action), [], "the covered root's buttons send nothing")
  }

  func testForEachRowsAreTheSameViewsByTheirIDsWhenARowIsInsertedBeforeThem() throws {
    let runtime = start()
    waitFor(runtime, "rowAppearances", [1, 2])
    try runtime.send(["insertRowTapped": [:]], origin: "alice")
    // By order, the new third row would be row 2's: by id, the new row is row 0.
    waitFor(runtime, "rowAppearances", [1, 2, 0])
    try runtime.send(rerender, origin: "alice")
    waitFor(runtime, "renders", 1)
    XCTAssertEqual(runtime.snapshot().state["rowAppearances"], [1, 2, 0])
    runtime.stop()
  }

  /// The explorer takes a screen as a person first sees it: what its views send when they
  /// appear (the first send of each `.onAppear` and `.task`) runs with the step that shows it,
  /// once; rendering a state for the map runs nothing.
  func testTheExplorerRunsWhatAppearingViewsSendOnce() throws {
    let probe = LifecycleProbe()
    let explorable = MirrorApp.lifecycle(probe: probe).explorable()
    let pushed = try explore(explorable, sending: open)
    XCTAssertEqual(pushed["path"]?["ids"], [0])
    XCTAssertEqual(pushed["rootAppearances"], 1, "the root appeared at the start, not again")
    XCTAssertEqual(pushed["loaderAppearances"], 1)
    XCTAssertEqual(pushed["path"]?["elements"]?.arrayValue?.first?["log"], ["loaded"])
    // The listening `.task(id:)` started its effect, cancelled at the step's limit.
    XCTAssertEqual(probe.started, 1)
    XCTAssertEqual(probe.cancelled, 1)
    func stepAndRender<App: ExplorableApp>(_ app: App) throws -> Int {
      let step = app.step(from: app.initialState, sending: try app.action(from: open))
      XCTAssertEqual(probe.started, 2)
      _ = app.scene(for: step.state)
      _ = app.navigationScene(for: step.state)
      return step.effectsCancelled
    }
    XCTAssertEqual(try stepAndRender(explorable), 1)
    XCTAssertEqual(probe.started, 2, "rendering a state for the map starts no task")
  }

  /// The explorer's scene of the state `action` moves `app` to from its initial state.
  private func exploredScene<App: ExplorableApp>(_ app: App, sending action: JSONValue) throws
    -> Scene
  {
    app.scene(for: app.step(from: app.initialState, sending: try app.action(from: action)).state)
  }

  /// Steps `app` from its initial state with `action`, renders the result as the flow map
  /// explorer does, and returns it.
  private func explore<App: ExplorableApp>(_ app: App, sending action: JSONValue) throws
    -> JSONValue
  {
    let step = app.step(from: app.initialState, sending: try app.action(from: action))
    _ = app.scene(for: step.state)
    _ = app.navigationScene(for: step.state)
    return app.json(of: step.state)
  }
}

import DemoFeatures
import Dispatch
import Mirror
import MirrorJSON
import Synchronization
import TestSupport
import XCTest

/// `GET /api/rooms/NAME/map`: the room's demo explored and laid out on the server, within a
/// budget, off the threads that serve pages, once for every request.
final class FlowMapAPITests: XCTestCase {
  func testTheMapComesWithABoxForEveryScreenAndARouteForEveryEdge() throws {
    let harness = try MirrorHarness()
    _ = try harness.client(room: "mapped")
    let map = try harness.getJSON("/api/rooms/mapped/map")
    let nodes = try XCTUnwrap(map["nodes"]?.arrayValue)
    let edges = try XCTUnwrap(map["edges"]?.arrayValue)
    let layout = try XCTUnwrap(map["layout"], "\(map["layoutError"] ?? .null)")
    XCTAssertEqual(layout["boxes"]?.objectValue?.keys, nodes.compactMap { $0["id"]?.stringValue })
    let routes = try XCTUnwrap(layout["edges"]?.arrayValue)
    XCTAssertEqual(routes.count, edges.count)
    XCTAssertTrue(routes.allSatisfy { $0["path"]?.stringValue?.hasPrefix("M") == true })
    XCTAssertEqual(layout["engine"], "dot")
    for size in ["width", "height"] {
      XCTAssertNotNil(layout[size], size)
      XCTAssertNotEqual(layout[size], 0, size)
    }
  }

  /// The server's explorer types into an app's text fields what the previews it serves show
  /// in them: the preview's email and password get past a login that `"Sample"` does not.
  func testTheMapTypesWhatTheServedPreviewsShowInTheSameFields() throws {
    let harness = try MirrorHarness(
      apps: [GuardedLoginApp.app, GuardedLoginApp.preview], defaultDemo: "guarded-login")
    _ = try harness.client(room: "login")
    let map = try harness.getJSON("/api/rooms/login/map")
    let titles = try XCTUnwrap(map["nodes"]?.arrayValue).map { $0["titles"] ?? .null }
    XCTAssertTrue(titles.contains(["Sign in", "Welcome"]), "\(titles)")
  }

  /// stack-ops reaches thousands of screens; its map stops at the screen budget and, past the
  /// edges Graphviz is given, is laid out in columns (Graphviz never finished it).
  func testALargeAppsMapStopsAtItsBudgetAndIsLaidOutInColumns() throws {
    // The screen budget, not the time limit, ends it, however busy the machine: within the
    // default second, a loaded debug build explored too few screens to pass 250 edges.
    let limits = MirrorLimits(
      mapMaxScreens: 120, mapTimeLimitMilliseconds: 120_000, mapGraphvizMaxEdges: 250)
    let harness = try MirrorHarness(limits: limits)
    _ = try harness.client(room: "ops", query: "&demo=stack-ops")
    let map = try harness.getJSON("/api/rooms/ops/map")
    let nodes = try XCTUnwrap(map["nodes"]?.arrayValue)
    let edges = try XCTUnwrap(map["edges"]?.arrayValue)
    XCTAssertLessThanOrEqual(nodes.count, limits.mapMaxScreens)
    XCTAssertGreaterThan(edges.count, limits.mapGraphvizMaxEdges)
    XCTAssertEqual(map["complete"], false)
    let layout = try XCTUnwrap(map["layout"], "\(map["layoutError"] ?? .null)")
    XCTAssertEqual(layout["engine"], "layered")
    XCTAssertEqual(layout["boxes"]?.objectValue?.count, nodes.count)
    XCTAssertEqual(layout["edges"]?.arrayValue?.count, edges.count)
  }

  /// While a map keeps a core busy, the page and the rest of the API answer; the requests for
  /// that map meanwhile share its one computation.
  func testAMapBeingComputedHoldsUpNoOtherRequestAndIsComputedOnceForAll() throws {
    let gate = BusyMapFeature.Gate()
    defer { gate.open() }
    let harness = try MirrorHarness(apps: Demos.all + [BusyMapFeature.app(gate: gate)])
    _ = try harness.client(room: "busy", query: "&demo=busy-map")
    let first = try LoopbackHTTP.send(port: harness.port, path: "/api/rooms/busy/map")
    XCTAssertTrue(MirrorHarness.eventually { gate.count == 1 }, "the map is being computed")
    let second = try LoopbackHTTP.send(port: harness.port, path: "/api/rooms/busy/map")

    XCTAssertEqual(try LoopbackHTTP.request(port: harness.port, path: "/").status, 200)
    XCTAssertEqual(try harness.getJSON("/api/demos").arrayValue?.count, Demos.all.count + 1)
    XCTAssertEqual(try LoopbackHTTP.request(port: harness.port, path: "/healthz").status, 200)
    XCTAssertEqual(gate.count, 1, "the map was still being computed")

    gate.open()
    let answers = try [first, second].map { try $0.response() }
    XCTAssertEqual(answers.map(\.status), [200, 200])
    XCTAssertEqual(answers[0].body, answers[1].body)
    XCTAssertEqual(gate.count, 1, "one computation for both requests")
    XCTAssertEqual(
      try LoopbackHTTP.request(port: harness.port, path: "/api/rooms/busy/map").body,
      answers[0].body, "kept")
    XCTAssertEqual(gate.count, 1)
  }

  /// One address may have `maxMapRequestsPerAddress` requests waiting for maps; one more is
  /// answered 429 at once, with when to try again.
  func testMapRequestsWaitingFromOneAddressAreCapped() throws {
    let gate = BusyMapFeature.Gate()
    defer { gate.open() }
    let harness = try MirrorHarness(
      apps: Demos.all + [BusyMapFeature.app(gate: gate)],
      limits: MirrorLimits(maxMapRequestsPerAddress: 2))
    _ = try harness.client(room: "busy", query: "&demo=busy-map")
    let answers = Mutex<[LoopbackHTTP.Response]>([])
    let port = harness.port
    for _ in 0..<3 {
      DispatchQueue.global().async {
        if let answer = try? LoopbackHTTP.request(port: port, path: "/api/rooms/busy/map") {
          answers.withLock { $0.append(answer) }
        }
      }
    }
    XCTAssertTrue(MirrorHarness.eventually { answers.withLock { $0.count } == 1 })
    let refused = try XCTUnwrap(answers.withLock { $0.first })
    XCTAssertEqual(refused.status, 429)
    XCTAssertEqual(refused.headers["retry-after"], "1")
    gate.open()
    // Polled through the main run loop, not waited for: the map's renders run on the main
    // actor, so a main thread blocked here would hold up the map it waits for.
    XCTAssertTrue(MirrorHarness.eventually(timeout: 60) { answers.withLock { $0.count } == 3 })
    XCTAssertEqual(answers.withLock { $0.map(\.status) }.sorted(), [200, 200, 429])
  }
}

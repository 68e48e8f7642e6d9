import DemoFeatures
import Dispatch
import MirrorJSON
import MirrorUI
import PosixIO
import Synchronization
import TestSupport
import XCTest

@testable import Mirror

/// Exported tests are written once per flow and kept while the flow is unchanged, and only so
/// many are written at once: a flood of export requests costs one writing per flow, and past
/// the bound a clear 503.
final class TestExportServiceTests: XCTestCase {
  /// A writer that counts its calls and, while `gate` is closed, waits on it.
  final class Writer: Sendable {
    let calls = Atomic(0)
    let gate = Latch()

    init(open: Bool = true) {
      if open { gate.signal() }
    }

    func write(_ flow: Flow, _ app: MirrorApp) -> String {
      calls.add(1, ordering: .relaxed)
      gate.wait()
      return "// \(flow.name), \(flow.steps.count) steps"
    }
  }

  struct NoAnswer: Error {}

  /// The test `service` answers for `flow`, waited for (a minute at most).
  private static func test(of flow: Flow, from service: TestExportService) throws -> String {
    let result = Mutex<Result<String, any Error>?>(nil)
    let answered = DispatchSemaphore(value: 0)
    service.test(of: flow, app: Demos.tabsStack) { answer in
      result.withLock { $0 = answer }
      answered.signal()
    }
    guard answered.wait(timeout: .now() + 60) == .success,
      let answer = result.withLock({ $0 })
    else { throw NoAnswer() }
    return try answer.get()
  }

  private static func flow(_ name: String, steps: Int = 1) -> Flow {
    Flow(
      name: name, demo: Demos.tabsStack.name, initialState: [:],
      steps: (0..<steps).map { _ in .init(action: ["tick": [:]], client: "c1", delay: 0, state: [:])
      })
  }

  func testAFlowsTestIsWrittenOnceUntilTheFlowChanges() throws {
    let writer = Writer()
    let service = TestExportService(limits: MirrorLimits(), write: writer.write)
    let first = try Self.test(of: Self.flow("tour"), from: service)
    XCTAssertEqual(try Self.test(of: Self.flow("tour"), from: service), first)
    XCTAssertEqual(writer.calls.load(ordering: .relaxed), 1)
    let changed = try Self.test(of: Self.flow("tour", steps: 2), from: service)
    XCTAssertEqual(changed, "// tour, 2 steps", "saved again under its name: written again")
    XCTAssertEqual(writer.calls.load(ordering: .relaxed), 2)
  }

  func testTheKeptTestsStayWithinTheirBudget() throws {
    let writer = Writer()
    let size = "// a, 1 steps".utf8.count
    let service = TestExportService(
      limits: MirrorLimits(exportCacheBytes: 2 * size), write: writer.write)
    for name in ["a", "b", "a", "c", "a"] {
      _ = try Self.test(of: Self.flow(name), from: service)
    }
    // a, b, c written; c pushed b out (a was asked for more recently); a stayed.
    XCTAssertEqual(writer.calls.load(ordering: .relaxed), 3)
    _ = try Self.test(of: Self.flow("b"), from: service)
    XCTAssertEqual(writer.calls.load(ordering: .relaxed), 4)
  }

  /// While `maxConcurrentExports` requests wait for tests being written, one more is refused
  /// at once; a request for a test being written is handed that writing instead of another.
  func testConcurrentExportsAreBoundedAndShareAWriting() throws {
    let writer = Writer(open: false)
    let service = TestExportService(
      limits: MirrorLimits(maxConcurrentExports: 2), write: writer.write)
    let results = Mutex<[String]>([])
    let group = DispatchGroup()
    for _ in 0..<2 {
      group.enter()
      service.test(of: Self.flow("long"), app: Demos.tabsStack) { result in
        if case .success(let source) = result { results.withLock { $0.append(source) } }
        group.leave()
      }
    }
    XCTAssertEqual(service.requestsInProgress, 2)
    let refusal = Mutex<String?>(nil)
    service.test(of: Self.flow("other"), app: Demos.tabsStack) { result in
      if case .failure(let error) = result { refusal.withLock { $0 = "\(error)" } }
    }
    XCTAssertEqual(refusal.withLock { $0 }, "busy", "refused at once, not left waiting")
    writer.gate.signal()
    XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
    XCTAssertEqual(results.withLock { $0 }, ["// long, 1 steps", "// long, 1 steps"])
    XCTAssertEqual(writer.calls.load(ordering: .relaxed), 1, "one writing for both")
    XCTAssertEqual(try Self.test(of: Self.flow("other"), from: service), "// other, 1 steps")
  }

  /// Through the API, the kept test is the one written.
  func testTheAPIServesTheSameTestAgain() throws {
    let harness = try MirrorHarness(limits: MirrorLimits(maxConcurrentExports: 1))
    let client = try harness.client(room: "source")
    client.sendAction(["tab1": ["moveDetailViewButtonTapped": [:]]])
    _ = try client.receive(type: "ack")
    let saved = try LoopbackHTTP.request(
      port: harness.port, method: "POST", path: "/api/flows",
      body: (["name": "tour", "room": "source", "from": 0, "to": 1] as JSONValue).bytes)
    XCTAssertEqual(saved.status, 201)
    let first = try LoopbackHTTP.request(port: harness.port, path: "/api/flows/tour/test")
    XCTAssertEqual(first.status, 200)
    XCTAssertEqual(
      try LoopbackHTTP.request(port: harness.port, path: "/api/flows/tour/test").body, first.body)
  }
}

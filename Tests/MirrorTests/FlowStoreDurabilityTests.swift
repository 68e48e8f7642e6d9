import Foundation
import Glibc
import Logging
import XCTest

@testable import Mirror

/// A saved flow is on the disk when the save answers, as a room's change is when it is acked:
/// written to a new file, fsync'ed, renamed over the old one, its folder fsync'ed; a save the
/// disk refuses is refused and the flow saved before stays, in memory and on the disk.
final class FlowStoreDurabilityTests: XCTestCase {
  private var data: URL!
  private let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

  override func setUp() {
    data = FileManager.default.temporaryDirectory
      .appendingPathComponent("navmirror-flows-\(UUID().uuidString)")
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: data)
  }

  private func flow(_ name: String, steps: Int) -> Flow {
    Flow(
      name: name, demo: "tabs-stack", initialState: ["n": 0],
      steps: (0..<steps).map { step in
        Flow.Step(action: ["tap": .int(step)], client: "c1", delay: 0, state: ["n": .int(step)])
      })
  }

  func testASaveWritesANewFileFsyncsItRenamesItAndFsyncsItsFolder() throws {
    let disk = RecordingDisk()
    let store = FlowStore(dataDirectory: data, limits: MirrorLimits(), disk: disk, logger: logger)
    try store.save(flow("tour", steps: 2))
    let calls = disk.calls.withLock { $0 }.map { call in
      // The temporary file's name ends with a UUID of its own.
      call.hasPrefix("file tour.json.") && call.hasSuffix(".tmp") ? "file tour.json.*.tmp" : call
    }
    XCTAssertEqual(
      calls,
      [
        "fsync folder \(data.lastPathComponent)", "file tour.json.*.tmp", "rename tour.json",
        "fsync folder flows",
      ])
    let reloaded = FlowStore(dataDirectory: data, limits: MirrorLimits(), logger: logger)
    XCTAssertEqual(try reloaded.flow(named: "tour"), flow("tour", steps: 2))
    let names = try FileManager.default.contentsOfDirectory(
      atPath: data.appendingPathComponent("flows").path)
    XCTAssertEqual(names, ["tour.json"], "no temporary file is left behind")
  }

  func testASaveTheDiskRefusesIsRefusedAndTheFlowSavedBeforeStays() throws {
    let disk = FailingDisk()
    let store = FlowStore(dataDirectory: data, limits: MirrorLimits(), disk: disk, logger: logger)
    try store.save(flow("tour", steps: 1))
    for errno in [ENOSPC, EROFS] {
      disk.fail(with: errno)
      XCTAssertThrowsError(try store.save(flow("tour", steps: 3))) { error in
        XCTAssertEqual(MirrorAPI.response(to: error).status, 507, "the API says why: \(error)")
      }
      XCTAssertThrowsError(try store.save(flow("other", steps: 1)))
      XCTAssertEqual(try store.flow(named: "tour"), flow("tour", steps: 1), "kept in memory")
      XCTAssertThrowsError(try store.flow(named: "other"))
      disk.heal()
      let reloaded = FlowStore(dataDirectory: data, limits: MirrorLimits(), logger: logger)
      XCTAssertEqual(try reloaded.flow(named: "tour"), flow("tour", steps: 1), "kept on disk")
      XCTAssertEqual(reloaded.all.map(\.name), ["tour"])
    }
    try store.save(flow("tour", steps: 3))
    let reloaded = FlowStore(dataDirectory: data, limits: MirrorLimits(), logger: logger)
    XCTAssertEqual(try reloaded.flow(named: "tour"), flow("tour", steps: 3), "saved once healed")
  }
}

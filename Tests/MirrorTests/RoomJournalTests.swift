import Foundation
import Logging
import MirrorJSON
import Synchronization
import XCTest

@testable import Mirror

/// Recovery from room files that were not written by NavMirror (found by
/// `scripts/fuzz.sh journal-recovery`): they are refused or ignored, never a crash.
final class RoomJournalTests: XCTestCase {
  var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("navmirror-journal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: directory)
  }

  private func recover(meta: String, journal: String, snapshot: String? = nil) throws
    -> RoomJournal.Recovered
  {
    try Data(meta.utf8).write(to: directory.appendingPathComponent("meta.json"))
    try Data(journal.utf8).write(to: directory.appendingPathComponent("journal.jsonl"))
    if let snapshot {
      try Data(snapshot.utf8).write(to: directory.appendingPathComponent("snapshot.json"))
    }
    let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
    return try RoomJournal(directory: directory, logger: logger).recover()
  }

  func testABaseVersionAtIntMaxIsRefusedNotAnOverflow() {
    XCTAssertThrowsError(
      try recover(
        meta: #"{"demo":"d","initialState":{},"baseVersion":9223372036854775807}"#,
        journal: #"{"v":1,"t":0,"action":{},"ops":[]}"# + "\n"))
  }

  func testASnapshotAtIntMaxIsIgnored() throws {
    let recovered = try recover(
      meta: #"{"demo":"d","initialState":{"n":0}}"#,
      journal: #"{"v":1,"t":0,"action":{},"ops":[{"op":"add","path":"/n","value":1}]}"# + "\n",
      snapshot: #"{"version":9223372036854775807,"state":{"n":7}}"#)
    XCTAssertEqual(recovered.version, 1)
    XCTAssertEqual(recovered.state, ["n": 1])
  }
}

/// A journal makes what it writes durable: each line is fsync'ed before it is confirmed, and
/// every new file and rename is followed by an fsync of its folder, so a new room or a
/// compaction survives a power loss, not only a crash of the process.
final class RoomJournalDurabilityTests: XCTestCase {
  func testLinesAreFsyncedAndNewFilesAndRenamesAreMadeDurableWithTheirFolder() throws {
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("navmirror-durable-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let disk = RecordingDisk()
    let journal = RoomJournal(
      directory: data.appendingPathComponent("rooms/kept"),
      logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }, disk: disk)
    try journal.create(demo: "d", initialState: ["n": 0], epoch: "e")
    XCTAssertEqual(
      disk.calls.withLock { $0 },
      [
        "fsync folder \(data.lastPathComponent)", "fsync folder rooms", "file meta.json.tmp",
        "rename meta.json", "fsync folder kept", "file journal.jsonl", "fsync folder kept",
      ])
    disk.calls.withLock { $0 = [] }
    let entry = JournalEntry(
      version: 1, time: 0, origin: nil, action: [:],
      operations: [JSONPatch.Operation(op: "replace", path: "/n", value: 1)])
    let confirmed = Mutex<Result<String, LogError>?>(nil)
    journal.append(
      LogRecord(
        kind: .change, version: 1, journal: entry.json.bytes, message: [], state: ["n": 1],
        lease: nil, answering: nil)
    ) { result in confirmed.withLock { $0 = result } }
    XCTAssertEqual(disk.calls.withLock { $0 }, ["write", "fsync"], "written, then fsync'ed")
    XCTAssertNotNil(try confirmed.withLock { $0 }?.get(), "and only then confirmed")
    disk.calls.withLock { $0 = [] }
    try journal.compact(demo: "d", baseState: ["n": 1], baseVersion: 1, epoch: "e", entries: [])
    XCTAssertEqual(
      disk.calls.withLock { $0 },
      [
        "file journal.jsonl.tmp", "file meta.json.tmp", "rename meta.json", "fsync folder kept",
        "rename journal.jsonl", "fsync folder kept",
      ])
  }
}

import Foundation
import Logging
import MirrorJSON
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

import Foundation
import Logging
import MirrorJSON
import PosixIO

/// A room's history on disk: an append-only journal of changes, fsync'ed before the change is
/// acknowledged, plus a periodic snapshot so that a restart does not replay everything.
///
/// Layout of `DIR/rooms/NAME/`: `meta.json` (`{demo, initialState, baseVersion, epoch}`),
/// `journal.jsonl` (one ``JournalEntry`` per line), `snapshot.json` (`{version, state}`, replaced
/// atomically). The epoch names the room's lineage for clients that resume
/// (``ResumePoint``): it stays while the journal holds every version clients were sent, and is
/// replaced when versions were lost; a `meta.json` written before epochs existed gets one.
final class RoomJournal {
  /// What a room finds on disk when it starts.
  struct Recovered {
    let demo: String
    /// The state at `baseVersion`, where the history starts.
    let baseState: JSONValue
    let baseVersion: Int
    /// The changes after `baseVersion`, in order.
    let entries: [JournalEntry.Recorded]
    let state: JSONValue
    let version: Int
    /// The room's lineage: the one stored, or a new one when versions were lost.
    let epoch: String
  }

  /// The largest version a room's files may claim: beyond any real history, and far enough
  /// below `Int.max` that counting on from it cannot overflow (a crafted `meta.json` or
  /// `snapshot.json` is corrupt, not a crash).
  static let maximumVersion = 1 << 53

  let directory: URL
  private let logger: Logger
  private let snapshotInterval: Int
  /// The wall-clock time, for naming a journal set aside.
  private let now: @Sendable () -> Date
  private var journal: FileHandle?
  /// Lines in `journal.jsonl`: compaction rewrites it when most of them are history the room
  /// no longer keeps.
  private(set) var lineCount = 0

  init(
    directory: URL, logger: Logger, snapshotInterval: Int = 64,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.directory = directory
    self.now = now
    self.logger = logger
    self.snapshotInterval = snapshotInterval
  }

  deinit { try? journal?.close() }

  private var metaURL: URL { directory.appendingPathComponent("meta.json") }
  private var journalURL: URL { directory.appendingPathComponent("journal.jsonl") }
  private var snapshotURL: URL { directory.appendingPathComponent("snapshot.json") }

  /// The demo a room on disk was created with, if there is one.
  static func demo(in directory: URL) -> String? {
    guard let data = try? Data(contentsOf: directory.appendingPathComponent("meta.json")),
      let meta = try? JSONParser.parse(Array(data))
    else { return nil }
    return meta["demo"]?.stringValue
  }

  /// Creates the room's folder for a new room.
  func create(demo: String, initialState: JSONValue, epoch: String) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try writeAtomically(
      ["demo": .string(demo), "initialState": initialState, "epoch": .string(epoch)],
      to: metaURL)
    guard FileManager.default.createFile(atPath: journalURL.path, contents: nil) else {
      throw JournalError(description: "\(journalURL.path) could not be created")
    }
  }

  /// Reads the room back by replaying the journal from the initial state.
  ///
  /// A torn last line (a crash mid-write) is dropped. A corrupt line elsewhere stops the replay
  /// there: the journal is set aside as `journal.corrupt-TIME.jsonl` and the problem is logged.
  /// When the journal ends before the last snapshot (lost or corrupt lines), the room continues
  /// from the snapshot, which becomes the new base of its history. Either loss gives the room
  /// a new epoch; a torn last line does not (it was never acknowledged).
  func recover() throws -> Recovered {
    let meta = try JSONParser.parse(Array(try Data(contentsOf: metaURL)))
    guard let demo = meta["demo"]?.stringValue, let initialState = meta["initialState"] else {
      throw JournalError(description: "\(metaURL.path) has no demo or initial state")
    }
    let baseVersion = meta["baseVersion"]?.intValue ?? 0
    guard (0...Self.maximumVersion).contains(baseVersion) else {
      throw JournalError(description: "\(metaURL.path) has baseVersion \(baseVersion) out of range")
    }
    let bytes = (try? Data(contentsOf: journalURL)).map { Array($0) } ?? []
    var entries: [JournalEntry.Recorded] = []
    var state = initialState
    var goodLength = 0
    var skipped = 0
    var corrupt = false
    while goodLength < bytes.count {
      let end = bytes[goodLength...].firstIndex(of: 0x0A)
      do {
        guard let end else { throw JournalError(description: "torn last line") }
        let entry = try JournalEntry(json: JSONParser.parse(Array(bytes[goodLength..<end])))
        // A compaction stopped between writing meta.json and replacing the journal leaves
        // lines its new base already holds.
        if entries.isEmpty,
          entry.version < baseVersion || (entry.version == baseVersion && !entry.unchanged)
        {
          goodLength = end + 1
          skipped += 1
          continue
        }
        // Each change makes the next version; an action that changed nothing repeats it.
        let previous = entries.last?.entry.version ?? baseVersion
        guard entry.version == previous + (entry.unchanged ? 0 : 1) else {
          throw JournalError(description: "version \(entry.version) out of sequence")
        }
        state = try JSONPatch.apply(entry.operations, to: state)
        entries.append(JournalEntry.Recorded(entry: entry, size: end - goodLength))
        goodLength = end + 1
      } catch {
        corrupt = end != nil
        logger.warning(
          """
          room journal \(journalURL.path): \(corrupt ? "corrupt line" : "torn last line") at byte \
          \(goodLength) (\(error)); the room continues from the last good version
          """)
        break
      }
    }
    var version = entries.last?.entry.version ?? baseVersion
    if corrupt { setJournalAside() }
    let storedEpoch = corrupt ? nil : meta["epoch"]?.stringValue
    if goodLength < bytes.count { try truncateJournal(to: goodLength) }
    if let snapshot = try? JSONParser.parse(Array(try Data(contentsOf: snapshotURL))),
      let snapshotVersion = snapshot["version"]?.intValue, let snapshotState = snapshot["state"],
      snapshotVersion > version, snapshotVersion <= Self.maximumVersion
    {
      logger.warning(
        """
        room journal \(journalURL.path) ends at version \(version) but the snapshot is at \
        \(snapshotVersion): continuing from the snapshot; earlier history is no longer available
        """)
      setJournalAside()
      let epoch = ResumePoint.newEpoch()
      try writeAtomically(
        [
          "demo": .string(demo), "initialState": snapshotState,
          "baseVersion": .int(snapshotVersion), "epoch": .string(epoch),
        ], to: metaURL)
      try truncateJournal(to: 0)
      lineCount = 0
      return Recovered(
        demo: demo, baseState: snapshotState, baseVersion: snapshotVersion, entries: [],
        state: snapshotState, version: snapshotVersion, epoch: epoch)
    }
    version = entries.last?.entry.version ?? baseVersion
    lineCount = skipped + entries.count
    let epoch = storedEpoch ?? ResumePoint.newEpoch()
    if epoch != storedEpoch {
      var updated = meta.objectValue ?? [:]
      updated["epoch"] = .string(epoch)
      try writeAtomically(.object(updated), to: metaURL)
    }
    return Recovered(
      demo: demo, baseState: initialState, baseVersion: baseVersion, entries: entries,
      state: state, version: version, epoch: epoch)
  }

  private func setJournalAside() {
    let aside = directory.appendingPathComponent(
      "journal.corrupt-\(Int(now().timeIntervalSince1970)).jsonl")
    try? FileManager.default.copyItem(at: journalURL, to: aside)
  }

  private func truncateJournal(to length: Int) throws {
    try? journal?.close()
    journal = nil
    let handle = try FileHandle(forWritingTo: journalURL)
    try handle.truncate(atOffset: UInt64(length))
    try handle.synchronize()
    try handle.close()
  }

  /// Appends `entry` (`encoded` is its JSON) and waits until it is on disk; every
  /// `snapshotInterval` versions also writes a snapshot of `state`.
  func append(_ entry: JournalEntry, encoded: [UInt8], state: JSONValue) throws {
    if journal == nil {
      journal = try FileHandle(forWritingTo: journalURL)
      try journal?.seekToEnd()
    }
    try journal?.write(contentsOf: Data(encoded + [0x0A]))
    try journal?.synchronize()
    lineCount += 1
    if !entry.unchanged, entry.version % snapshotInterval == 0 {
      try writeAtomically(["version": .int(entry.version), "state": state], to: snapshotURL)
    }
  }

  /// Rewrites the journal so that it starts at `baseVersion` with `baseState` and holds only
  /// `entries`: what a room forgot is deleted from disk too.
  ///
  /// Crash-safe at every step: the new journal is written aside first, then `meta.json` names
  /// the new base (recovery skips old lines the base already holds), then the new journal
  /// replaces the old one.
  func compact(
    demo: String, baseState: JSONValue, baseVersion: Int, epoch: String,
    entries: some Sequence<JournalEntry>
  ) throws {
    let temporary = journalURL.appendingPathExtension("tmp")
    var bytes: [UInt8] = []
    var count = 0
    for entry in entries {
      bytes += entry.json.bytes
      bytes.append(0x0A)
      count += 1
    }
    try Data(bytes).write(to: temporary)
    let handle = try FileHandle(forWritingTo: temporary)
    try handle.synchronize()
    try handle.close()
    try writeAtomically(
      [
        "demo": .string(demo), "initialState": baseState, "baseVersion": .int(baseVersion),
        "epoch": .string(epoch),
      ], to: metaURL)
    try? journal?.close()
    journal = nil
    try Posix.replace(journalURL.path, with: temporary.path)
    lineCount = count
  }

  private func writeAtomically(_ value: JSONValue, to url: URL) throws {
    let temporary = url.appendingPathExtension("tmp")
    try Data(value.bytes).write(to: temporary)
    let handle = try FileHandle(forWritingTo: temporary)
    try handle.synchronize()
    try handle.close()
    // Foundation's replaceItemAt loses the destination on Linux; rename(2) is the atomic step.
    try Posix.replace(url.path, with: temporary.path)
  }
}

/// A journal or meta file that cannot be read or created.
struct JournalError: Error, CustomStringConvertible {
  let description: String
}

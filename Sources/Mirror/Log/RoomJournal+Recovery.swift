import Foundation
import MirrorJSON

extension RoomJournal {
  /// Reads the room back by replaying the journal from the initial state.
  ///
  /// A torn last line (a crash mid-write) is cut off. A corrupt line elsewhere stops the replay
  /// there: the journal is set aside as `journal.corrupt-TIME.jsonl` and the problem is logged.
  /// When the journal ends before the last snapshot (lost or corrupt lines), the room continues
  /// from the snapshot, which becomes the new base of its history. Either loss gives the room
  /// a new epoch; a torn last line does not (it was never acknowledged). Nothing is written
  /// when nothing needs mending, so a room on a read-only disk opens (and refuses changes).
  func recover() throws -> Recovered {
    guard let metaBytes = disk.read(metaURL.path) else {
      throw JournalError(description: "\(metaURL.path) cannot be read")
    }
    let meta = try JSONParser.parse(metaBytes)
    guard let demo = meta["demo"]?.stringValue, let initialState = meta["initialState"] else {
      throw JournalError(description: "\(metaURL.path) has no demo or initial state")
    }
    let baseVersion = meta["baseVersion"]?.intValue ?? 0
    guard (0...Self.maximumVersion).contains(baseVersion) else {
      throw JournalError(description: "\(metaURL.path) has baseVersion \(baseVersion) out of range")
    }
    let bytes = disk.read(journalURL.path) ?? []
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
    if corrupt { setJournalAside() }
    let storedEpoch = corrupt ? nil : meta["epoch"]?.stringValue
    if goodLength < bytes.count { try truncateJournal(to: goodLength) }
    let version = entries.last?.entry.version ?? baseVersion
    if let snapshot = disk.read(snapshotURL.path).flatMap({ try? JSONParser.parse($0) }),
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
      return Recovered(
        demo: demo, baseState: snapshotState, baseVersion: snapshotVersion, entries: [],
        state: snapshotState, version: snapshotVersion, epoch: epoch, lineCount: 0,
        byteCount: 0)
    }
    let epoch = storedEpoch ?? ResumePoint.newEpoch()
    if epoch != storedEpoch {
      var updated = meta.objectValue ?? [:]
      updated["epoch"] = .string(epoch)
      try writeAtomically(.object(updated), to: metaURL)
    }
    return Recovered(
      demo: demo, baseState: initialState, baseVersion: baseVersion, entries: entries,
      state: state, version: version, epoch: epoch, lineCount: skipped + entries.count,
      byteCount: goodLength)
  }

  private func setJournalAside() {
    let aside = directory.appendingPathComponent(
      "journal.corrupt-\(Int(now().timeIntervalSince1970)).jsonl")
    do {
      try disk.writeFile(aside.path, disk.read(journalURL.path) ?? [])
      try disk.synchronizeDirectory(directory.path)
    } catch {
      logger.error("room journal \(journalURL.path): could not set it aside: \(error)")
    }
  }

  private func truncateJournal(to length: Int) throws {
    closeJournal()
    let fd = try disk.openForAppending(journalURL.path, create: true)
    defer { disk.close(fd) }
    try disk.truncate(fd, to: length)
    try disk.synchronize(fd)
  }
}

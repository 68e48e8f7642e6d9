import CLibFuzzer
import Foundation
import Logging
import MirrorJSON

@testable import Mirror

/// A room folder that every input is written into, made once per process.
private let directory: URL = {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("navmirror-fuzz-journal-\(getpid())/rooms/fuzz")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}()

private let quietLogger = Logger(label: "fuzz") { _ in SwiftLogNoOpLogHandler() }

/// One libFuzzer run: the input is a room folder as a crash or an attacker with access to the
/// data folder could leave it. Split at NUL bytes, it is `journal.jsonl`; or `meta.json` and
/// `journal.jsonl`; or those and `snapshot.json` (without a `meta.json`, a valid one is used).
/// Recovery either throws or yields a room whose state serializes.
func fuzzJournalRecovery(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let parts = UnsafeBufferPointer(start: data, count: size)
    .split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map { Data($0) }
  let meta = parts.count > 1 ? parts[0] : Data(#"{"demo":"fuzz","initialState":{}}"#.utf8)
  let files = FileManager.default
  for name in (try? files.contentsOfDirectory(atPath: directory.path)) ?? [] {
    try? files.removeItem(at: directory.appendingPathComponent(name))
  }
  let write = { (data: Data, name: String) in
    _ = files.createFile(atPath: directory.appendingPathComponent(name).path, contents: data)
  }
  write(meta, "meta.json")
  write(parts.count > 1 ? parts[1] : parts.first ?? Data(), "journal.jsonl")
  if parts.count > 2 { write(parts[2], "snapshot.json") }
  let journal = RoomJournal(directory: directory, logger: quietLogger)
  if let recovered = try? journal.recover() {
    _ = recovered.state.bytes
    _ = recovered.entries.map(\.entry.json.bytes)
    // What a room does next: keep the history within small limits and rebuild its versions.
    let limits = MirrorLimits(maxHistoryVersions: 8, snapshotInterval: 3)
    if let history = try? RoomHistory(
      baseState: recovered.baseState, baseVersion: recovered.baseVersion,
      entries: recovered.entries, limits: limits)
    {
      for version in history.baseVersion...history.version {
        _ = try? history.state(at: version)
      }
    }
  }
  return 0
}

var argc = CommandLine.argc
var argv = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzJournalRecovery($0, $1) })

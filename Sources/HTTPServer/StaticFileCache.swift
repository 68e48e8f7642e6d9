import PosixIO
import Synchronization

/// The contents of static files, kept so that every response sending a file shares one copy:
/// a client pipelining requests for the same file holds one array however many responses
/// wait in its queue. An entry is used only while the file's size and modification time are
/// the ones it was read with; the least recently used go first past the budget.
final class StaticFileCache: Sendable {
  private struct Entry {
    let status: FileStatus
    let bytes: [UInt8]
    var lastUse: UInt64
  }

  private struct Entries {
    var byPath: [String: Entry] = [:]
    var bytes = 0
    var uses: UInt64 = 0
  }

  private let budget: Int
  private let entries = Mutex(Entries())

  /// A cache of at most `budget` bytes.
  init(budget: Int) {
    self.budget = budget
  }

  /// The contents of `path` (open as `fd`, which `stat` describes as `status`): kept ones
  /// when the file is unchanged, else read now (and kept when they fit); `nil` when reading
  /// fails.
  func contents(of path: String, fd: Int32, status: FileStatus) -> [UInt8]? {
    let kept = entries.withLock { entries -> [UInt8]? in
      entries.uses += 1
      guard let entry = entries.byPath[path], entry.status == status else { return nil }
      entries.byPath[path]?.lastUse = entries.uses
      return entry.bytes
    }
    if let kept { return kept }
    guard let bytes = Posix.read(fd, exactly: status.size) else { return nil }
    guard bytes.count <= budget / 4 else { return bytes }
    entries.withLock { entries in
      if let old = entries.byPath.removeValue(forKey: path) { entries.bytes -= old.bytes.count }
      while entries.bytes + bytes.count > budget,
        let oldest = entries.byPath.min(by: { $0.value.lastUse < $1.value.lastUse })
      {
        entries.byPath[oldest.key] = nil
        entries.bytes -= oldest.value.bytes.count
      }
      entries.byPath[path] = Entry(status: status, bytes: bytes, lastUse: entries.uses)
      entries.bytes += bytes.count
    }
    return bytes
  }
}

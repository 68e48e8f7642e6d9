import Foundation
import PosixIO

/// The file calls a room's journal makes, behind one seam: ``PosixDisk`` makes them, and a
/// test makes them fail as a full or read-only disk does.
protocol JournalDisk: Sendable {
  /// Opens `path` for appending, creating it when `create`.
  func openForAppending(_ path: String, create: Bool) throws -> Int32
  /// Writes all of `bytes`; a failure may come after part of them was written.
  func write(_ fd: Int32, _ bytes: [UInt8]) throws
  /// Waits until what was written to `fd` is on the disk.
  func synchronize(_ fd: Int32) throws
  func truncate(_ fd: Int32, to length: Int) throws
  func length(of fd: Int32) throws -> Int
  func close(_ fd: Int32)
  /// Makes `path` a file holding `bytes`, on the disk.
  func writeFile(_ path: String, _ bytes: [UInt8]) throws
  /// Moves `source` over `destination` in one step.
  func rename(_ source: String, to destination: String) throws
  /// Makes the names in folder `path` durable.
  func synchronizeDirectory(_ path: String) throws
  /// Creates folder `path`, and the folders above it that are missing.
  func createDirectory(_ path: String) throws
  func remove(_ path: String)
  /// The bytes of file `path`; `nil` when there is none.
  func read(_ path: String) -> [UInt8]?
}

/// The disk as the system gives it.
struct PosixDisk: JournalDisk {
  func openForAppending(_ path: String, create: Bool) throws -> Int32 {
    try Posix.openForAppending(path, create: create)
  }

  func write(_ fd: Int32, _ bytes: [UInt8]) throws { try Posix.writeAll(fd, bytes) }
  func synchronize(_ fd: Int32) throws { try Posix.synchronize(fd) }
  func truncate(_ fd: Int32, to length: Int) throws { try Posix.truncate(fd, to: length) }
  func length(of fd: Int32) throws -> Int { try Posix.fileLength(fd) }
  func close(_ fd: Int32) { Posix.close(fd) }

  func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    let fd = try Posix.createFile(path)
    defer { Posix.close(fd) }
    try Posix.writeAll(fd, bytes)
    try Posix.synchronize(fd)
  }

  func rename(_ source: String, to destination: String) throws {
    try Posix.replace(destination, with: source)
  }

  func synchronizeDirectory(_ path: String) throws { try Posix.synchronizeDirectory(path) }
  /// Creates folder `path` and the folders above it that are missing.
  func createDirectory(_ path: String) throws {
    var prefix = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      prefix += "/" + component
      try Posix.makeDirectory(prefix)
    }
  }
  func remove(_ path: String) { Posix.removeFile(path) }

  func read(_ path: String) -> [UInt8]? {
    (try? Data(contentsOf: URL(fileURLWithPath: path))).map { Array($0) }
  }
}

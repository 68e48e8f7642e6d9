import Glibc
import PosixIO
import Synchronization

@testable import Mirror

/// The system's disk, which fails on command as a full or read-only disk does: a write may
/// get part of its bytes out before it fails, as `write(2)` does on a disk that fills up.
final class FailingDisk: JournalDisk {
  private struct Failure {
    var errno: Int32?
    var partial = false
  }

  private let real = PosixDisk()
  private let failure = Mutex(Failure())

  /// Makes writes, syncs and new files fail with `errno`, a write after half its bytes when
  /// `partial`.
  func fail(with errno: Int32, partial: Bool = false) {
    failure.withLock { $0 = Failure(errno: errno, partial: partial) }
  }

  /// The disk works again.
  func heal() { failure.withLock { $0 = Failure() } }

  private var errno: Int32? { failure.withLock { $0.errno } }

  private func check(_ function: String) throws {
    if let errno { throw IOError(errnoCode: errno, function: function) }
  }

  func openForAppending(_ path: String, create: Bool) throws -> Int32 {
    if errno == EROFS { try check("open") }
    return try real.openForAppending(path, create: create)
  }

  func write(_ fd: Int32, _ bytes: [UInt8]) throws {
    let (code, partial) = failure.withLock { ($0.errno, $0.partial) }
    guard let code else { return try real.write(fd, bytes) }
    if partial { try real.write(fd, Array(bytes.prefix(bytes.count / 2))) }
    throw IOError(errnoCode: code, function: "write")
  }

  func synchronize(_ fd: Int32) throws {
    try check("fsync")
    try real.synchronize(fd)
  }

  func truncate(_ fd: Int32, to length: Int) throws { try real.truncate(fd, to: length) }
  func length(of fd: Int32) throws -> Int { try real.length(of: fd) }
  func close(_ fd: Int32) { real.close(fd) }

  func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    try check("open")
    try real.writeFile(path, bytes)
  }

  func rename(_ source: String, to destination: String) throws {
    try check("rename")
    try real.rename(source, to: destination)
  }

  func synchronizeDirectory(_ path: String) throws { try real.synchronizeDirectory(path) }

  func createDirectory(_ path: String) throws {
    try check("mkdir")
    try real.createDirectory(path)
  }

  func remove(_ path: String) { real.remove(path) }
  func read(_ path: String) -> [UInt8]? { real.read(path) }
}

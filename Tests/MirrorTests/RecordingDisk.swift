import Foundation
import PosixIO
import Synchronization

@testable import Mirror

/// The system's disk, noting the calls that make things durable.
final class RecordingDisk: JournalDisk {
  private let real = PosixDisk()
  let calls = Mutex<[String]>([])

  private func note(_ call: String) { calls.withLock { $0.append(call) } }
  private func name(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

  func openForAppending(_ path: String, create: Bool) throws -> Int32 {
    try real.openForAppending(path, create: create)
  }
  func write(_ fd: Int32, _ bytes: [UInt8]) throws {
    note("write")
    try real.write(fd, bytes)
  }
  func synchronize(_ fd: Int32) throws {
    note("fsync")
    try real.synchronize(fd)
  }
  func truncate(_ fd: Int32, to length: Int) throws { try real.truncate(fd, to: length) }
  func length(of fd: Int32) throws -> Int { try real.length(of: fd) }
  func close(_ fd: Int32) { real.close(fd) }
  func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    note("file \(name(path))")
    try real.writeFile(path, bytes)
  }
  func rename(_ source: String, to destination: String) throws {
    note("rename \(name(destination))")
    try real.rename(source, to: destination)
  }
  func synchronizeDirectory(_ path: String) throws {
    note("fsync folder \(name(path))")
    try real.synchronizeDirectory(path)
  }
  func createDirectory(_ path: String) throws { try real.createDirectory(path) }
  func remove(_ path: String) { real.remove(path) }
  func read(_ path: String) -> [UInt8]? { real.read(path) }
}

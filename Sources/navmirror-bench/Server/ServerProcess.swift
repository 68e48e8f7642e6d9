import CLinuxShims
import Foundation
import Glibc
import PosixIO

/// The server under test as a child process, pinned to one CPU, with its CPU time and
/// resident memory read from /proc.
final class ServerProcess {
  let process = Process()
  let port: UInt16

  /// Starts `command` (the first element is the executable). The child inherits the CPU
  /// mask of the calling thread, so the caller pins itself to `cpu` around the spawn.
  init(command: [String], port: UInt16, cpu: Int?) throws {
    self.port = port
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.standardOutput = FileHandle.nullDevice
    if let cpu {
      _ = navmirror_pin_thread_to_cpu(Int32(cpu))
    } else {
      _ = navmirror_unpin_thread()
    }
    try process.run()
    try awaitPort()
  }

  /// This benchmark's own executable.
  static var ownExecutable: String {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
  }

  /// The command that runs this benchmark's own server.
  static func ownServer(port: UInt16, loops: Int?, cpu: Int?) -> [String] {
    var command = [ownExecutable, "server", "serve", "--port", String(port)]
    if let loops { command += ["--loops", String(loops)] }
    if let cpu { command += ["--cpu", String(cpu)] }
    return command
  }

  /// The command that runs a `MirrorServer` on `port` (`mirror serve`) with `arguments`:
  /// `executable`'s (another build's), or this benchmark's own.
  static func mirrorServer(port: UInt16, executable: String? = nil, _ arguments: [String] = [])
    -> [String]
  {
    [executable ?? ownExecutable, "mirror", "serve", "--port", String(port)] + arguments
  }

  private func awaitPort() throws {
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      if let fd = try? connectBlocking(port: port) {
        close(fd)
        return
      }
      usleep(50_000)
    }
    throw BenchError("the server did not listen on \(port) within 30 s")
  }

  /// CPU time of all the server's threads, in nanoseconds (schedstat, ns precision).
  func cpuNanoseconds() -> UInt64 {
    let taskDirectory = "/proc/\(process.processIdentifier)/task"
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: taskDirectory)) ?? []
    return tasks.reduce(0) { total, task in
      let text =
        (try? String(contentsOfFile: "\(taskDirectory)/\(task)/schedstat", encoding: .utf8)) ?? ""
      return total + (UInt64(text.split(separator: " ").first ?? "") ?? 0)
    }
  }

  /// Resident set size in bytes (VmRSS).
  func residentBytes() -> Int { status("VmRSS") }

  /// The largest resident set size since the start or ``resetPeakResident()``, in bytes
  /// (VmHWM).
  func peakResidentBytes() -> Int { status("VmHWM") }

  /// Starts measuring ``peakResidentBytes()`` afresh (`5` to `/proc/PID/clear_refs`).
  func resetPeakResident() {
    try? "5".write(
      toFile: "/proc/\(process.processIdentifier)/clear_refs", atomically: false, encoding: .utf8)
  }

  /// Waits until the resident set stops changing (within 1 MiB over 600 ms; 10 s at most):
  /// until what an attack sent has been taken in, when it does not wait for answers.
  func waitUntilSettled() {
    let deadline = Date().addingTimeInterval(10)
    var samples = [residentBytes()]
    while Date() < deadline {
      usleep(200_000)
      samples = Array((samples + [residentBytes()]).suffix(4))
      if samples.count == 4, samples.max()! - samples.min()! < 1 << 20 { return }
    }
  }

  /// A size field of `/proc/PID/status`, in bytes.
  private func status(_ field: String) -> Int {
    let status =
      (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8))
      ?? ""
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
      return kilobytes * 1024
    }
    return 0
  }

  func stop() {
    process.terminate()
    process.waitUntilExit()
  }
}

struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// A blocking TCP connection to 127.0.0.1:`port`.
func connectBlocking(port: UInt16) throws -> Int32 {
  do {
    return try Socket.connectToLoopback(port: port)
  } catch {
    throw BenchError("\(error)")
  }
}

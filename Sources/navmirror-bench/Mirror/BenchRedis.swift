import Foundation

/// A redis-server of the benchmark's own on a loopback port: the append-only file on and
/// fsynced as asked, no RDB saves, in a fresh folder that is removed when it stops.
final class BenchRedis {
  let server: ServerProcess
  let directory: URL

  /// Starts `executable` (found on `PATH` when it has no slash) on `port`, pinned to `cpu`.
  init(executable: String, port: UInt16, appendfsync: String, cpu: Int?) throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("navmirror-bench-redis-\(getpid())-\(port)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    server = try ServerProcess(
      command: [
        Self.resolve(executable), "--port", String(port), "--bind", "127.0.0.1",
        "--appendonly", "yes", "--appendfsync", appendfsync, "--save", "",
        "--dir", directory.path,
      ], port: port, cpu: cpu)
  }

  var url: String { "redis://127.0.0.1:\(server.port)" }

  /// The bytes of the append-only files so far.
  func appendOnlyBytes() -> Int {
    let folder = directory.appendingPathComponent("appendonlydir")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.reduce(0) { total, file in
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(file).path)
      return total + ((attributes?[.size] as? Int) ?? 0)
    }
  }

  func stop() {
    server.stop()
    try? FileManager.default.removeItem(at: directory)
  }

  private static func resolve(_ executable: String) -> String {
    guard !executable.contains("/") else { return executable }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(executable)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return executable
  }
}

import ArgumentParser
import Foundation
import PosixIO
import RedisClient
import Synchronization
import TestSupport

/// `navmirror-bench redis`: `SET` round trips per second through `RedisConnection`, pipelined
/// as `redis-benchmark -t set -P 16` pipelines them, then `redis-benchmark` itself on the same
/// server in the same sitting.
///
/// Each connection sends a batch of `pipeline` `SET key:__rand_int__ xxx` commands (the key
/// and the 3-byte value `redis-benchmark` sends without `-r` or `-d`), waits for the batch's
/// replies, then sends the next one, until `requests` replies came in all. Every connection
/// runs on one `EventLoop` thread, as `redis-benchmark` runs on one thread.
struct RedisBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "redis",
    abstract: "Pipelined SET round trips per second through RedisClient vs redis-benchmark.")

  @Option(help: "A Redis to measure against (default: a redis-server of its own, no saving).")
  var url: String?

  @Option(help: "Commands in all, per run.")
  var requests = 1_000_000

  @Option(help: "Connections, all on one event loop (redis-benchmark's -c).")
  var connections = 50

  @Option(help: "Commands per batch on a connection (redis-benchmark's -P).")
  var pipeline = 16

  @Option(help: "How many runs of each; the median is reported.")
  var runs = 3

  func run() throws {
    let server = url == nil ? try RedisServerProcess.start() : nil
    let address = try RedisAddress(url: url ?? server!.url)
    let loop = try EventLoop()
    try loop.start()
    defer {
      loop.stop()
      loop.join()
    }
    var ours: [Double] = []
    var theirs: [Double] = []
    for run in 1...max(1, runs) {
      let rate = try measureClient(address: address, loop: loop)
      ours.append(rate)
      print("run \(run): RedisClient \(Int(rate)) SET/s")
      if let rate = try measureRedisBenchmark(address: address) {
        theirs.append(rate)
        print("run \(run): redis-benchmark \(Int(rate)) SET/s")
      }
    }
    let summary =
      "redis SET, \(connections) connections, pipeline \(pipeline): RedisClient median "
      + "\(Int(median(ours))) round trips/s"
    guard !theirs.isEmpty else {
      print(summary + " (redis-benchmark not found)")
      return
    }
    print(
      summary + ", redis-benchmark median \(Int(median(theirs)))/s, ratio "
        + format(median(ours) / median(theirs), 2) + " over \(ours.count) runs")
  }

  /// One run of our client: the replies per second from the first batch to the last reply.
  private func measureClient(address: RedisAddress, loop: EventLoop) throws -> Double {
    let links = try (0..<max(1, connections)).map { _ in
      try blocking { () async throws(RedisError) in
        try await RedisConnection.connect(to: address, on: loop)
      }
    }
    let perConnection = requests / links.count
    let finished = Latch()
    let batches = links.map {
      BatchSender(connection: $0, batchSize: pipeline, total: perConnection)
    }
    let start = DispatchTime.now()
    loop.execute {
      var running = batches.count
      for batch in batches {
        batch.start {
          running -= 1
          if running == 0 { finished.signal() }
        }
      }
    }
    finished.wait()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    if let failure = batches.lazy.compactMap(\.failure).first { throw failure }
    for link in links { link.close() }
    return Double(perConnection * links.count) / seconds
  }

  /// One run of `redis-benchmark -t set -P <pipeline> -q` with the same counts; `nil` when
  /// it is not installed.
  private func measureRedisBenchmark(address: RedisAddress) throws -> Double? {
    guard
      let tool = ["/usr/bin/redis-benchmark", "/usr/local/bin/redis-benchmark"]
        .first(where: FileManager.default.isExecutableFile(atPath:))
    else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments =
      [
        "-h", address.host, "-p", "\(address.port)", "-t", "set", "-P", "\(pipeline)", "-q",
        "-n", "\(requests)", "-c", "\(connections)",
      ] + (address.password.map { ["-a", $0, "--no-auth-warning"] } ?? [])
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // The last line reads "SET: 123456.79 requests per second, p50=0.959 msec".
    guard let line = text.split(whereSeparator: { $0 == "\r" || $0 == "\n" }).last,
      let rate = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else { throw ValidationError("cannot read redis-benchmark's output: \(text)") }
    return rate
  }
}

/// Runs `body` on a task and blocks the calling thread until it returns.
private func blocking<Value: Sendable>(
  _ body: @escaping @Sendable () async throws(RedisError) -> Value
) throws -> Value {
  let latch = Latch()
  let outcome = Mutex<Result<Value, RedisError>?>(nil)
  Task {
    let result: Result<Value, RedisError>
    do throws(RedisError) { result = .success(try await body()) } catch { result = .failure(error) }
    outcome.withLock { $0 = result }
    latch.signal()
  }
  latch.wait()
  return try outcome.withLock { $0! }.get()
}

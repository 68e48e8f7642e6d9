import ArgumentParser
import Foundation
import MirrorJSON
import PosixIO
import Synchronization

/// `navmirror-bench mirror attack`: the attacks SECURITY.md guards against, one after the other,
/// against a mirror server with every default limit, while another thread asks `/healthz`
/// every few milliseconds. Reports how long `/healthz` took during each attack and the server's
/// resident memory after it.
struct AttackCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "attack",
    abstract: "Attacks a default-configured mirror server; reports /healthz latency and memory.")

  @Option(help: "The port the server under attack listens on.") var port: UInt16 = 9100
  @Option(help: "How many times each repeated attack is made.") var repeats = 200

  private static let token = "bench-s3cret-driver-token"
  private static let push: JSONValue = ["tab1": ["moveDetailViewButtonTapped": [:]]]

  func run() throws {
    raiseDescriptorLimit()
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    let server = try ServerProcess(
      command: [
        executable, "mirror", "serve", "--port", String(port), "--defaults", "--driver-token",
        Self.token,
      ], port: port, cpu: nil)
    defer {
      server.stop()
      try? FileManager.default.removeItem(
        atPath: FileManager.default.temporaryDirectory
          .appendingPathComponent("navmirror-bench-\(server.process.processIdentifier)").path)
    }
    print("| attack | requests | /healthz p50 / p99 / max (ms) | unanswered | server RSS (MiB) |")
    print("|---|---|---|---|---|")
    for (name, attack) in attacks() {
      report("attack: \(name)")
      let probe = HealthProbe(port: port)
      let requests = attack()
      let latencies = probe.stop()
      let answered = latencies.compactMap { $0 }
      print(
        "| \(name) | \(requests) | \(format(quantile(answered, 0.5), 2)) / "
          + "\(format(quantile(answered, 0.99), 2)) / \(format(answered.max() ?? .nan, 2)) | "
          + "\(latencies.count - answered.count) of \(latencies.count) | "
          + "\(format(Double(server.residentBytes()) / 1_048_576)) |")
    }
  }

  /// Each attack returns how many requests or messages it sent.
  private func attacks() -> [(String, () -> Int)] {
    let port = port
    let repeats = repeats
    let driverPath = { (room: String) in "/ws?room=\(room)&token=\(Self.token)" }
    return [
      (
        "flow with a 2^63-1 ms step, replayed",
        {
          guard let driver = try? AttackConnection(port: port),
            let hello = driver.upgrade(path: driverPath("absurd"), port: port),
            let state = hello["state"]
          else { return 0 }
          let flow: JSONValue = [
            "name": "absurd", "demo": "tabs-stack", "initialState": state,
            "steps": [
              ["action": Self.push, "client": "c1", "delay": .int(Int.max), "state": state]
            ],
          ]
          _ = AttackConnection.request(
            port: port, method: "POST", path: "/api/flows?token=\(Self.token)", body: flow.bytes)
          for speed in [1, 1e-300, 1e300] {
            _ = AttackConnection.request(
              port: port, method: "POST", path: "/api/flows/absurd/replay?token=\(Self.token)",
              body: (["room": "absurd", "speed": .double(speed)] as JSONValue).bytes)
          }
          return 4
        }
      ),
      (
        "1 MiB JSON object of ~90k keys, no token",
        {
          let body = Self.manyKeys(bytes: 1 << 20)
          for _ in 0..<repeats / 20 {
            _ = AttackConnection.request(port: port, method: "POST", path: "/api/flows", body: body)
          }
          guard let viewer = try? AttackConnection(port: port),
            viewer.upgrade(path: "/ws?room=absurd", port: port) != nil
          else { return repeats / 20 }
          for _ in 0..<repeats / 20 { viewer.send(text: body) }
          return repeats / 10
        }
      ),
      (
        "setState of a 40k-element stack, then 100 travels",
        {
          guard let driver = try? AttackConnection(port: port),
            case .object(var state)? = driver.upgrade(path: driverPath("huge"), port: port)?[
              "state"]
          else { return 0 }
          let count = 40_000
          state["path"] = [
            "ids": .array((0..<count).map { .int($0) }),
            "elements": .array(Array(repeating: ["firstDetail": [:]], count: count)),
          ]
          driver.send(["type": "setState", "id": "s", "state": .object(state)])
          _ = driver.receive(type: "error")
          for version in 0..<100 {
            driver.send(["type": "travel", "id": .int(version), "version": .int(version % 2)])
          }
          return 101
        }
      ),
      (
        "rooms created by one address",
        {
          var refused = 0
          for index in 0..<repeats {
            guard let connection = try? AttackConnection(port: port),
              let first = connection.upgrade(path: driverPath("flood\(index)"), port: port)
            else { continue }
            if first["type"]?.stringValue == "error" { refused += 1 }
          }
          return repeats
        }
      ),
      (
        "requests for another Host (DNS rebinding)",
        {
          for _ in 0..<repeats {
            _ = AttackConnection.request(port: port, path: "/api/rooms", host: "evil.example")
          }
          return repeats
        }
      ),
      (
        "pipelined GETs never read, 16 connections",
        {
          let request = Array("GET /api/demos HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
          let burst = Array([[UInt8]](repeating: request, count: repeats * 10).joined())
          let connections = (0..<16).compactMap { _ in try? AttackConnection(port: port, timeout: 1)
          }
          for connection in connections { connection.write(burst) }
          return connections.count * repeats * 10
        }
      ),
      (
        "driver-token guesses",
        {
          var sent = 0
          while sent < repeats {
            guard let connection = try? AttackConnection(port: port),
              connection.upgrade(path: "/ws?room=absurd", port: port) != nil
            else { break }
            for _ in 0..<10 {
              connection.send(["type": "auth", "token": .string("guess\(sent)")])
              sent += 1
            }
          }
          return sent
        }
      ),
    ]
  }

  /// A JSON object of distinct keys, about `bytes` long.
  private static func manyKeys(bytes: Int) -> [UInt8] {
    var body: [UInt8] = Array("{".utf8)
    var index = 0
    while body.count < bytes - 16 {
      if index > 0 { body.append(UInt8(ascii: ",")) }
      body += Array("\"k\(index)\":0".utf8)
      index += 1
    }
    return body + Array("}".utf8)
  }
}

/// Asks `/healthz` on a fresh connection every few milliseconds on its own thread until
/// stopped; keeps each answer's latency, `nil` for no answer.
final class HealthProbe: Sendable {
  private struct Probes {
    var latencies: [Double?] = []
    var stopped = false
  }

  private let probes = Mutex(Probes())
  private let done = Latch()

  init(port: UInt16) {
    Thread.detachNewThread { [self] in
      while !probes.withLock({ $0.stopped }) {
        let start = nanoseconds()
        let status = AttackConnection.request(port: port, path: "/healthz")
        let milliseconds = Double(nanoseconds() - start) / 1e6
        probes.withLock { $0.latencies.append(status == 200 ? milliseconds : nil) }
        usleep(5_000)
      }
      done.signal()
    }
  }

  /// Stops probing and returns every latency, in milliseconds.
  func stop() -> [Double?] {
    probes.withLock { $0.stopped = true }
    done.wait()
    return probes.withLock { $0.latencies }
  }
}

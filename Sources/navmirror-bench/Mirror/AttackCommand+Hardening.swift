import DemoFeatures
import Dispatch
import Foundation
import MirrorJSON
import Synchronization
import WebSocketProtocol

extension AttackCommand {
  /// The attacks of the second hardening (issue 32): map pinning, export flood, driver
  /// lockout, code injection through an exported test, and echo memory.
  func hardening() -> [Attack] {
    [mapPinning(), exportFlood(), driverLockout(), injection(), echoMemory()]
  }

  /// Sixteen requests at once for stack-ops' map (thousands of screens), then every other
  /// demo's map: every map must answer within 2 s, the page keeps answering.
  private func mapPinning() -> Attack {
    let port = port
    return Attack("flow maps: 16 requests at once for stack-ops', then every demo's") {
      var rooms: [AttackConnection] = []
      for demo in Demos.all.map(\.name) {
        guard let room = try? AttackConnection(port: port),
          room.upgrade(path: "/ws?room=map-\(demo)&demo=\(demo)&token=\(Self.token)", port: port)
            != nil
        else { continue }
        rooms.append(room)
      }
      // The page: a file read off the event loops, as maps are computed.
      let page = HealthProbe(port: port, path: "/", everyMicroseconds: 20_000)
      let stackOps = Self.concurrently(16) {
        Self.timed {
          AttackConnection.requestWithBody(
            port: port, path: "/api/rooms/map-stack-ops/map", readsBody: false
          ).status
        }
      }
      let pages = page.stop()
      let answered = pages.compactMap { $0 }
      var slowest = stackOps.filter { $0.status == 200 }.map(\.seconds).max() ?? .infinity
      for demo in Demos.all.map(\.name) where demo != "stack-ops" {
        let answer = Self.timed {
          AttackConnection.requestWithBody(
            port: port, path: "/api/rooms/map-\(demo)/map", readsBody: false
          ).status
        }
        slowest = max(slowest, answer.status == 200 ? answer.seconds : .infinity)
      }
      withExtendedLifetime(rooms) {}
      let statuses = Self.counted(stackOps.map(\.status))
      return Attack.Outcome(
        requests: 16 + Demos.all.count - 1,
        finding: "stack-ops: \(statuses); slowest map \(format(slowest, 2)) s; `/` meanwhile: "
          + "\(answered.count) of \(pages.count) answered, slowest "
          + "\(format(answered.max() ?? .nan, 0)) ms",
        met: slowest < 2 && stackOps.allSatisfy { [200, 429].contains($0.status) }
          && !answered.isEmpty && answered.count == pages.count)
    }
  }

  /// The exported test of a 2,000-step flow, asked for by 32 clients at once.
  private func exportFlood() -> Attack {
    let port = port
    return Attack("exported test of a 2,000-step flow: 32 requests at once") {
      guard let driver = try? AttackConnection(port: port),
        case .object(let first)? = driver.upgrade(
          path: "/ws?room=export&token=\(Self.token)", port: port)?["state"]
      else { return Attack.Outcome(requests: 0, finding: "no room", met: false) }
      var second = first
      second["selectedTab"] = "second"
      let steps: [JSONValue] = (0..<2_000).map { index in
        [
          "action": ["tabSelected": index.isMultiple(of: 2) ? "second" : "first"],
          "client": "c1", "delay": 0,
          "state": .object(index.isMultiple(of: 2) ? second : first),
        ]
      }
      let flow: JSONValue = [
        "name": "long", "demo": "tabs-stack", "initialState": .object(first),
        "steps": .array(steps),
      ]
      let saved = AttackConnection.request(
        port: port, method: "POST", path: "/api/flows?token=\(Self.token)", body: flow.bytes)
      let answers = Self.concurrently(32) {
        Self.timed {
          AttackConnection.requestWithBody(port: port, path: "/api/flows/long/test").status
        }
      }
      let slowest = answers.filter { $0.status == 200 }.map(\.seconds).max() ?? .infinity
      return Attack.Outcome(
        requests: 33,
        finding: "\(Self.counted(answers.map(\.status))); slowest 200 in \(format(slowest, 2)) s",
        met: saved == 201 && answers.contains { $0.status == 200 }
          && answers.allSatisfy { [200, 503].contains($0.status) })
    }
  }

  /// A hundred wrong driver tokens from the driver's own address, in URLs and `auth`
  /// messages, then the driver on a socket and on the API.
  private func driverLockout() -> Attack {
    let port = port
    return Attack("100 wrong driver tokens from the driver's address, then the driver") {
      let creator = try? AttackConnection(port: port)
      _ = creator?.upgrade(path: "/ws?room=lockout&token=\(Self.token)", port: port)
      var guessers: [AttackConnection] = []
      for guess in 0..<50 {
        if let byURL = try? AttackConnection(port: port),
          byURL.upgrade(path: "/ws?room=lockout&token=guess-\(guess)", port: port) != nil
        {
          guessers.append(byURL)
        }
        if let byMessage = try? AttackConnection(port: port),
          byMessage.upgrade(path: "/ws?room=lockout", port: port) != nil
        {
          byMessage.send(["type": "auth", "token": .string("guess-again-\(guess)")])
          _ = byMessage.receive(type: "role")
          guessers.append(byMessage)
        }
      }
      let driver = try? AttackConnection(port: port)
      let role = driver?.upgrade(path: "/ws?room=lockout&token=\(Self.token)", port: port)?[
        "role"]?.stringValue
      let api = AttackConnection.request(
        port: port, method: "POST", path: "/api/flows?token=\(Self.token)",
        body: Array("{}".utf8))
      withExtendedLifetime((creator, guessers)) {}
      return Attack.Outcome(
        requests: 102, finding: "the driver's role: \(role ?? "none"); its API call: \(api)",
        met: role == "driver" && api != 403)
    }
  }

  /// A driver puts `\#(…)` into a state's strings and saves a flow: the exported test must
  /// hold no live interpolation.
  private func injection() -> Attack {
    let port = port
    return Attack("\\#(…) typed into a state, exported as a test") {
      let payload = "\\#(FileManager.default.createFile(atPath: String(1), contents: nil))\"#"
      guard let driver = try? AttackConnection(port: port),
        case .object(var state)? = driver.upgrade(
          path: "/ws?room=inject&demo=stack-ops&token=\(Self.token)", port: port)?["state"]
      else { return Attack.Outcome(requests: 0, finding: "no room", met: false) }
      let article: JSONValue = ["id": 1, "title": .string(payload)]
      state["searchText"] = .string(payload)
      state["searchResults"] = [article]
      driver.send(["type": "setState", "id": "s", "state": .object(state)])
      _ = driver.receive(type: "ack")
      driver.send(["type": "action", "id": 1, "action": ["searchResultTapped": ["_0": article]]])
      _ = driver.receive(type: "ack")
      _ = AttackConnection.request(
        port: port, method: "POST", path: "/api/flows?token=\(Self.token)",
        body: (["name": "inject", "room": "inject", "from": 1, "to": 2] as JSONValue).bytes)
      let export = AttackConnection.requestWithBody(port: port, path: "/api/flows/inject/test")
      let live = SwiftLiterals.liveInterpolations(in: String(decoding: export.body, as: UTF8.self))
      return Attack.Outcome(
        requests: 5, finding: "export \(export.status), live interpolations: \(live)",
        met: export.status == 200 && live == 0)
    }
  }

  /// Four echo connections each send a 64 MiB text message and never read the echo.
  private func echoMemory() -> Attack {
    let port = port
    return Attack("echo: 4 connections each send a 64 MiB message, never read", budgetMiB: 450) {
      let frame = FrameEncoder.encode(
        Frame(fin: true, opcode: .text, payload: [UInt8](repeating: 0x61, count: 64 << 20)),
        maskingKey: [1, 2, 3, 4])
      var connections: [AttackConnection] = []
      for _ in 0..<4 {
        guard let connection = try? AttackConnection(port: port, timeout: 60),
          connection.handshake(path: "/echo", port: port)
        else { continue }
        connection.write(frame)
        // The echo's first bytes: the message was read and its echo queued.
        _ = connection.read()
        connections.append(connection)
      }
      return Attack.Outcome(
        requests: connections.count, finding: "\(connections.count) echoes queued",
        met: connections.count == 4, open: connections)
    }
  }

  /// Runs `work` `count` times at once, on as many threads, and returns every result.
  private static func concurrently<Result: Sendable>(
    _ count: Int, _ work: @escaping @Sendable () -> Result
  ) -> [Result] {
    let results = Mutex<[Result]>([])
    let group = DispatchGroup()
    for _ in 0..<count {
      group.enter()
      Thread.detachNewThread {
        let result = work()
        results.withLock { $0.append(result) }
        group.leave()
      }
    }
    group.wait()
    return results.withLock { $0 }
  }

  /// The status `request` returned and how long it took, in seconds.
  private static func timed(_ request: () -> Int) -> (status: Int, seconds: Double) {
    let start = nanoseconds()
    let status = request()
    return (status, Double(nanoseconds() - start) / 1e9)
  }

  /// Statuses counted: `3 × 200, 13 × 429`.
  private static func counted(_ statuses: [Int]) -> String {
    Dictionary(grouping: statuses, by: { $0 }).sorted { $0.key < $1.key }
      .map { "\($0.value.count) × \($0.key)" }.joined(separator: ", ")
  }
}

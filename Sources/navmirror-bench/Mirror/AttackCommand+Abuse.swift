import Foundation
import MirrorJSON

extension AttackCommand {
  /// The attacks of the first hardening: each returns how many requests or messages it sent.
  func abuse() -> [Attack] {
    let port = port
    let repeats = repeats
    let driverPath = { (room: String) in "/ws?room=\(room)&token=\(Self.token)" }
    return [
      Attack(
        "flow with a 2^63-1 ms step, replayed",
        sending: {
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
      Attack(
        "1 MiB JSON object of ~90k keys, no token",
        sending: {
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
      Attack(
        "setState of a 40k-element stack, then 100 travels",
        sending: {
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
      Attack(
        "rooms created by one address",
        sending: {
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
      Attack(
        "requests for another Host (DNS rebinding)",
        sending: {
          for _ in 0..<repeats {
            _ = AttackConnection.request(port: port, path: "/api/rooms", host: "evil.example")
          }
          return repeats
        }
      ),
      Attack("pipelined GETs of the page's stylesheet never read, 100 connections", budgetMiB: 100)
      {
        let request = Array("GET /styles.css HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
        let burst = Array([[UInt8]](repeating: request, count: repeats * 10).joined())
        let connections = (0..<100).compactMap { _ in
          try? AttackConnection(port: port, timeout: 1)
        }
        for connection in connections { connection.write(burst) }
        return Attack.Outcome(
          requests: connections.count * repeats * 10, finding: "", met: true, open: connections)
      },
      Attack(
        "driver-token guesses over sockets (closed after 5)",
        sending: {
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

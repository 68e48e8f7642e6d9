import Clocks
import Foundation
import Mirror
import MirrorJSON
import TestSupport
import XCTest

/// What an outsider must not be able to do to a shared server, each over real loopback
/// sockets: crash it, stall it, fill it, or guess its driver token.
final class HardeningTests: XCTestCase {
  private func post(_ harness: MirrorHarness, _ path: String, _ body: JSONValue) throws
    -> LoopbackHTTP.Response
  {
    try LoopbackHTTP.request(port: harness.port, method: "POST", path: path, body: body.bytes)
  }

  private func assertHealthy(
    _ harness: MirrorHarness, file: StaticString = #filePath, line: UInt = #line
  )
    throws
  {
    let health = try LoopbackHTTP.request(port: harness.port, path: "/healthz")
    XCTAssertEqual(health.status, 200, file: file, line: line)
  }

  /// Pushes one screen in `room` and saves that change as the flow `name`; returns the
  /// driver, still in the room.
  private func saveFlow(named name: String, pushingOnceIn room: String, on harness: MirrorHarness)
    throws -> MirrorClient
  {
    let driver = try harness.client(room: room)
    driver.sendAction(["tab1": ["moveDetailViewButtonTapped": [:]]])
    _ = try driver.receive(type: "ack")
    let saved = try post(
      harness, "/api/flows", ["name": .string(name), "room": .string(room), "from": 0, "to": 1])
    XCTAssertEqual(saved.status, 201)
    return driver
  }

  private func encode(_ action: GateFeature.Action) throws -> JSONValue {
    try JSONValueEncoder().encode(action)
  }

  // MARK: 1. Remote crash

  func testRemoteCrashAFlowWithAnAbsurdDelayReplaysWithoutKillingTheServer() throws {
    let harness = try MirrorHarness(
      limits: MirrorLimits(maxStepDelayMilliseconds: 1_000))
    _ = try saveFlow(named: "f", pushingOnceIn: "source", on: harness)
    guard
      case .object(var flow) = try harness.getJSON("/api/flows/f"),
      case .array(var steps) = flow["steps"], case .object(var step) = steps.first
    else { return XCTFail("the flow export has no steps") }
    step["delay"] = .int(Int.max)
    steps[0] = .object(step)
    flow["steps"] = .array(steps)
    flow["name"] = "absurd"
    XCTAssertEqual(try post(harness, "/api/flows", .object(flow)).status, 201)
    let imported = try harness.getJSON("/api/flows/absurd")
    XCTAssertEqual(
      imported["steps"]?.arrayValue?.first?["delay"], 1_000, "the delay is kept within the limit")

    for speed: JSONValue in [1, .double(1e-300), 0, -1] {
      let replay = try post(
        harness, "/api/flows/absurd/replay", ["room": "target", "speed": speed])
      XCTAssertTrue([202, 422].contains(replay.status), "speed \(speed): \(replay.status)")
    }
    let watcher = try harness.client(room: "target")
    XCTAssertTrue(
      try MirrorHarness.eventually {
        watcher.send(["type": "resync"])
        return try watcher.receive(type: "state")["state"]?["path"]?["ids"] == [0]
      }, "the replay reached its step")
    try assertHealthy(harness)
  }

  // MARK: 2. One request stalls the whole server

  func testOneRequestStallsTheWholeServerNotWhileARoomIsBusy() throws {
    let harness = try MirrorHarness(apps: [GateFeature.app], defaultDemo: "gate")
    let driver = try harness.client(room: "busy")
    driver.sendAction(try encode(.wait))
    var released = false
    defer { if !released { GateFeature.gate.signal() } }
    // The room's queue is held by the reducer; nothing that asks about rooms may wait for it.
    for _ in 0..<4 {
      try assertHealthy(harness)
      let rooms = try harness.getJSON("/api/rooms")
      XCTAssertEqual(rooms.arrayValue?.first?["name"], "busy")
    }
    // A join to the busy room does not hold its event loop either.
    let joining = try LoopbackSocket(port: harness.port)
    joining.write(
      Array(
        ("GET /ws?room=busy HTTP/1.1\r\nHost: 127.0.0.1:\(harness.port)\r\nUpgrade: websocket\r\n"
          + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
          + "Sec-WebSocket-Version: 13\r\n\r\n").utf8))
    XCTAssertFalse(joining.read().isEmpty, "the upgrade is answered")
    for _ in 0..<4 { try assertHealthy(harness) }
    GateFeature.gate.signal()
    released = true
    XCTAssertEqual(try driver.receive(type: "ack")["version"], 1)
  }

  // MARK: 3. State size and history

  func testAStateOverTheLimitIsRefusedAndJoiningStillWorks() throws {
    let harness = try MirrorHarness(
      apps: [GateFeature.app], defaultDemo: "gate",
      limits: MirrorLimits(maxStateBytes: 64 << 10))
    let driver = try harness.client(room: "big")
    driver.send([
      "type": "setState", "id": "s",
      "state": ["count": 1, "blob": .string(String(repeating: "y", count: 100_000))],
    ])
    XCTAssertEqual(try driver.receive(type: "error")["code"], "state-too-large")
    driver.sendAction(try encode(.grow(40_000)))
    XCTAssertEqual(try driver.receive(type: "ack")["version"], 1)
    driver.sendAction(try encode(.grow(40_000)))
    XCTAssertEqual(try driver.receive(type: "error")["code"], "state-too-large")
    driver.sendAction(try encode(.tick))
    XCTAssertEqual(
      try driver.receive(type: "ack")["version"], 2, "the refused state left no version")

    let late = try harness.client(room: "big")
    XCTAssertEqual(late.hello["state"]?["blob"]?.stringValue?.count, 40_000)
    XCTAssertEqual(late.hello["state"]?["count"], 1)
  }

  func testHistoryIsTrimmedToItsBudgetAndTheJournalIsCompacted() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("navmirror-history-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let limits = MirrorLimits(maxHistoryVersions: 10, snapshotInterval: 4)
    var harness: MirrorHarness? = try MirrorHarness(
      apps: [GateFeature.app], defaultDemo: "gate", dataDirectory: directory.path, limits: limits)
    let driver = try XCTUnwrap(harness?.client(room: "long"))
    for version in 1...200 {
      driver.sendAction(try encode(.tick))
      XCTAssertEqual(try driver.receive(type: "ack")["version"], .int(version))
    }
    let late = try XCTUnwrap(harness?.client(room: "long"))
    XCTAssertEqual(late.hello["historyStart"], 190)
    XCTAssertEqual(late.hello["log"]?.arrayValue?.count, 10)

    // Travel rebuilds a kept version from the nearest snapshot.
    driver.send(["type": "travel", "id": "t", "version": 193])
    XCTAssertEqual(try driver.receive(type: "ack")["version"], 201)
    driver.send(["type": "resync"])
    XCTAssertEqual(try driver.receive(type: "state")["state"]?["count"], 193)
    driver.send(["type": "travel", "id": "old", "version": 150])
    XCTAssertEqual(try driver.receive(type: "error")["code"], "no-such-version")

    let journal = directory.appendingPathComponent("rooms/long/journal.jsonl")
    let lines = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n").count
    XCTAssertLessThan(lines, 100, "forgotten versions are gone from disk too")

    harness = nil
    let restarted = try MirrorHarness(
      apps: [GateFeature.app], defaultDemo: "gate", dataDirectory: directory.path, limits: limits)
    let back = try restarted.client(room: "long")
    XCTAssertEqual(back.hello["version"], 201)
    XCTAssertEqual(back.hello["state"]?["count"], 193)
    XCTAssertEqual(back.hello["historyStart"], 191)
  }

  func testAFlowFromAJournalWithTimesAtBothEndsOfIntIsSaved() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("navmirror-times-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let room = directory.appendingPathComponent("rooms/crafted")
    try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)
    try Data(#"{"demo":"gate","initialState":{"count":0,"blob":""}}"#.utf8)
      .write(to: room.appendingPathComponent("meta.json"))
    let lines = [Int.min, Int.max].enumerated().map { index, time in
      #"{"v":\#(index + 1),"t":\#(time),"origin":"c1","action":{"tick":{}},"#
        + #""ops":[{"op":"replace","path":"/count","value":\#(index + 1)}]}"#
    }
    try Data((lines.joined(separator: "\n") + "\n").utf8)
      .write(to: room.appendingPathComponent("journal.jsonl"))
    let harness = try MirrorHarness(
      apps: [GateFeature.app], defaultDemo: "gate", dataDirectory: directory.path)
    let saved = try post(
      harness, "/api/flows", ["name": "crafted", "room": "crafted", "from": 0, "to": 2])
    XCTAssertEqual(saved.status, 201, String(decoding: saved.body, as: UTF8.self))
    let steps = try harness.getJSON("/api/flows/crafted")["steps"]?.arrayValue ?? []
    XCTAssertEqual(steps.map { $0["delay"] }, [0, 0])
  }

  func testAFlowOverTheLimitsIsRefused() throws {
    let harness = try MirrorHarness(limits: MirrorLimits(maxFlowSteps: 2))
    let driver = try harness.client(room: "flows")
    for tab in ["second", "first", "second"] {
      driver.sendAction(["tabSelected": .string(tab)])
      _ = try driver.receive(type: "ack")
    }
    let tooLong = try post(
      harness, "/api/flows", ["name": "f", "room": "flows", "from": 0, "to": 3])
    XCTAssertEqual(tooLong.status, 413, String(decoding: tooLong.body, as: UTF8.self))
    XCTAssertEqual(
      try post(harness, "/api/flows", ["name": "f", "room": "flows", "from": 1, "to": 3]).status,
      201)
  }

  // MARK: 4. Unlimited rooms

  func testUnlimitedRoomsViewersCannotCreateAndEveryAddressHasACap() throws {
    let harness = try MirrorHarness(
      driverToken: "s3cret-driver-token", limits: MirrorLimits(maxRooms: 3, maxRoomsPerAddress: 2))
    let viewer = try harness.client(room: "new")
    XCTAssertEqual(viewer.hello["code"], "forbidden", "a viewer cannot create a room")

    let first = try harness.client(room: "r1", query: "&token=s3cret-driver-token")
    let second = try harness.client(room: "r2", query: "&token=s3cret-driver-token")
    XCTAssertEqual(first.hello["type"], "hello")
    XCTAssertEqual(second.hello["type"], "hello")
    let third = try harness.client(room: "r3", query: "&token=s3cret-driver-token")
    XCTAssertEqual(third.hello["code"], "room-limit", "two rooms per address")
    XCTAssertEqual(
      try harness.client(room: "r1").hello["role"], "viewer", "joining is not creating")
    XCTAssertEqual(try harness.roomNames(), ["r1", "r2"])
  }

  func testInMemoryRoomsNobodyVisitsAreUnloadedAndTheServerCapHolds() async throws {
    let clock = TestClock()
    let harness = try MirrorHarness(roomTTL: 1, limits: MirrorLimits(maxRooms: 2), clock: clock)
    XCTAssertEqual(try harness.client(room: "a").hello["type"], "hello")
    let kept = try harness.client(room: "b")
    XCTAssertEqual(try harness.client(room: "c").hello["code"], "room-limit")
    let unloaded = try await MirrorHarness.advance(clock, by: .milliseconds(500)) {
      try harness.roomNames() == ["b"]
    }
    XCTAssertTrue(unloaded)
    XCTAssertEqual(try harness.client(room: "c").hello["type"], "hello")
    XCTAssertEqual(kept.hello["type"], "hello")
  }

  // MARK: 5. Rooms opened through REST never unload

  func testRoomsOpenedThroughRESTUnload() async throws {
    let clock = TestClock()
    let harness = try MirrorHarness(roomTTL: 1, clock: clock)
    // The driver stays, so that "source" is the room that is not idle.
    let driver = try saveFlow(named: "f", pushingOnceIn: "source", on: harness)
    let failing = try post(
      harness, "/api/flows", ["name": "g", "room": "ghost", "from": 0, "to": 1])
    XCTAssertEqual(failing.status, 403, "saving from a room that does not exist creates none")
    XCTAssertEqual(
      try post(harness, "/api/flows/f/replay", ["room": "replayed", "speed": 1]).status, 202)
    XCTAssertTrue(try harness.roomNames().contains("replayed"))
    let unloaded = try await MirrorHarness.advance(clock, by: .milliseconds(500)) {
      try harness.roomNames() == ["source"]
    }
    XCTAssertTrue(unloaded, "rooms only the API used are unloaded like any other")
    withExtendedLifetime(driver) {}
  }

  // MARK: 8. Driver token

  func testDriverTokenPaddedWithNULBytesIsNotTheToken() throws {
    let harness = try MirrorHarness(driverToken: "s3cret-driver-token")
    let padding = String(repeating: "%00", count: 256)
    let padded = try harness.client(room: "pad", query: "&token=s3cret-driver-token\(padding)")
    XCTAssertEqual(padded.hello["code"], "forbidden", "a padded token creates no room")
    _ = try harness.client(room: "pad", query: "&token=s3cret-driver-token")
    XCTAssertEqual(
      try harness.client(room: "pad", query: "&token=s3cret-driver-token\(padding)").hello["role"],
      "viewer")
  }

  /// Guesses from the driver's own address (behind a NAT or a proxy, everyone shares one)
  /// never keep the driver out: no address is locked, whatever it sent.
  func testGuessesFromTheDriversAddressNeverKeepTheDriverOut() throws {
    let token = "s3cret-driver-token"
    let harness = try MirrorHarness(driverToken: token)
    _ = try harness.client(room: "guarded", query: "&token=\(token)")
    var guessers: [MirrorClient] = []
    for guess in 0..<20 {
      let guesser = try harness.client(room: "guarded", query: "&token=guess\(guess)")
      XCTAssertEqual(guesser.hello["role"], "viewer")
      let other = try harness.client(room: "guarded")
      other.send(["type": "auth", "token": .string("guess-again\(guess)")])
      XCTAssertEqual(try other.receive(type: "role")["role"], "viewer")
      guessers += [guesser, other]
    }
    let api = try LoopbackHTTP.request(
      port: harness.port, method: "POST", path: "/api/flows?token=wrong", body: Array("{}".utf8))
    XCTAssertEqual(api.status, 403)

    XCTAssertEqual(
      try harness.client(room: "guarded", query: "&token=\(token)").hello["role"], "driver")
    let upgraded = try harness.client(room: "guarded")
    upgraded.send(["type": "auth", "token": .string(token)])
    XCTAssertEqual(try upgraded.receive(type: "role")["role"], "driver")
    upgraded.sendAction(["tab1": ["moveDetailViewButtonTapped": [:]]])
    XCTAssertEqual(try upgraded.receive(type: "ack")["version"], 1)
    let saved = try LoopbackHTTP.request(
      port: harness.port, method: "POST", path: "/api/flows?token=\(token)",
      body: (["name": "kept", "room": "guarded", "from": 0, "to": 1] as JSONValue).bytes)
    XCTAssertEqual(saved.status, 201, String(decoding: saved.body, as: UTF8.self))
    withExtendedLifetime(guessers) {}
  }

  /// Each wrong token on a socket makes its next one wait twice as long (a token sent sooner
  /// is not looked at, not even the right one); past `maxAuthFailuresPerConnection` the
  /// socket is closed.
  func testWrongTokensOnOneSocketWaitLongerEachTime() async throws {
    let token = "s3cret-driver-token"
    let clock = TestClock()
    let harness = try MirrorHarness(
      driverToken: token,
      limits: MirrorLimits(maxAuthFailuresPerConnection: 3, authRetryDelayMilliseconds: 1_000),
      clock: clock)
    _ = try harness.client(room: "slow", query: "&token=\(token)")
    let guesser = try harness.client(room: "slow")
    XCTAssertEqual(try answer(to: "guess1", on: guesser), "viewer")
    XCTAssertEqual(try answer(to: "guess2", on: guesser), "auth-throttled", "sent too soon")
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(try answer(to: "guess2", on: guesser), "viewer")
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(
      try answer(to: token, on: guesser), "auth-throttled", "the second wait is two seconds")
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(try answer(to: "guess3", on: guesser), "auth-throttled", "the third closes it")
    XCTAssertThrowsError(try guesser.receive(type: "role"), "the socket is closed")

    let patient = try harness.client(room: "slow", query: "&token=wrong")
    XCTAssertEqual(try answer(to: token, on: patient), "auth-throttled")
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(try answer(to: token, on: patient), "driver")
  }

  /// Sends `token` in an `auth` message and returns the role it got or the error's code.
  private func answer(to token: String, on client: MirrorClient) throws -> String? {
    client.send(["type": "auth", "token": .string(token)])
    while true {
      let message = try client.receive()
      if message["type"] == "role" { return message["role"]?.stringValue }
      if message["type"] == "error" { return message["code"]?.stringValue }
    }
  }

  func testAGuessableDriverTokenIsRefusedAtStart() throws {
    for weak in ["s3cret", "aaaaaaaaaaaaaaaaaaaaaaaa", "passwordpassword"] {
      XCTAssertThrowsError(try MirrorHarness(driverToken: weak), weak) { error in
        XCTAssertTrue("\(error)".contains("openssl rand"), "\(error)")
      }
    }
    XCTAssertNoThrow(try MirrorHarness(driverToken: "0f3a9c51e27b48d6"))
  }
}

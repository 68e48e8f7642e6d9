import DemoFeatures
import Foundation
import Glibc
import HTTPServer
import Logging
import MirrorJSON
import TestSupport
import XCTest

@testable import Mirror

/// A room whose disk fills up or turns read-only: a change is acknowledged only once its
/// journal line is written and fsync'ed; one that could not be is refused with `storage`, the
/// room keeps its last durable version (in memory too), everyone else keeps watching, and the
/// room takes changes again once the disk does. What was acknowledged survives a restart,
/// and no half-written line is ever joined to the next.
final class DiskFullTests: XCTestCase {
  private var directory: String!
  private let push: JSONValue = ["tab1": ["moveDetailViewButtonTapped": [:]]]
  private func tab(_ name: String) -> JSONValue { ["tabSelected": .string(name)] }

  override func setUpWithError() throws {
    directory = NSTemporaryDirectory() + "navmirror-disk-\(UUID().uuidString)"
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: directory)
  }

  /// A server keeping rooms in `dataDirectory` through `disk`.
  private func server(_ dataDirectory: String, disk: any JournalDisk = PosixDisk()) throws
    -> (MirrorServer, UInt16)
  {
    var logger = Logger(label: "navmirror-test")
    logger.logLevel = .critical
    var configuration = MirrorServer.Configuration(
      server: ServerConfiguration(
        host: "127.0.0.1", port: 0, publicDirectory: MirrorHarness.publicDirectory),
      defaultDemo: "tabs-stack", dataDirectory: dataDirectory)
    configuration.journalDisk = disk
    let server = try MirrorServer(apps: Demos.all, configuration: configuration, logger: logger)
    return (server, try server.start())
  }

  /// Sends `action` and reads until its answer: `ack V` or the error's code and message.
  private func answer(_ client: MirrorClient, _ action: JSONValue) throws -> String {
    let id = client.sendAction(action)
    while true {
      let message = try client.receive()
      guard message["id"]?.stringValue == id else { continue }
      if message["type"] == "ack" { return "ack \(message["version"]?.intValue ?? -1)" }
      return "\(message["code"]?.stringValue ?? "?"): \(message["message"]?.stringValue ?? "")"
    }
  }

  func testAWriteTheDiskRefusesIsRefusedTheRoomKeepsItsVersionAndTakesChangesOnceTheDiskDoes()
    throws
  {
    let disk = FailingDisk()
    var (server, port) = try self.server(directory, disk: disk)
    let driver = try MirrorClient(port: port, path: "/ws?room=full")
    let watcher = try MirrorClient(port: port, path: "/ws?room=full")
    var replica = MirrorClient.Replica(hello: watcher.hello)
    XCTAssertEqual(try answer(driver, push), "ack 1")

    disk.fail(with: ENOSPC, partial: true)
    for action in [tab("second"), push, tab("first")] {
      let refused = try answer(driver, action)
      XCTAssertTrue(refused.hasPrefix("storage: "), refused)
      XCTAssertTrue(refused.contains("No space left on device"), refused)
    }
    driver.send(["type": "resync"])
    XCTAssertEqual(try driver.receive(type: "state")["version"], 1, "the room kept version 1")

    disk.heal()
    XCTAssertEqual(try answer(driver, tab("second")), "ack 2", "versions go on from the last kept")
    while replica.version < 2 {
      XCTAssertTrue(
        try replica.apply(watcher.receiveUpdate()), "the watcher only saw kept versions")
    }
    XCTAssertEqual(replica.document["state"]?["selectedTab"], "second")

    server.stop()
    let journal = try String(
      contentsOfFile: directory + "/rooms/full/journal.jsonl", encoding: .utf8)
    let lines = journal.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.count, 3, "two lines, each complete: \(journal)")
    for line in lines.dropLast() { XCTAssertNoThrow(try JSONParser.parse(String(line))) }
    (server, port) = try self.server(directory)
    let back = try MirrorClient(port: port, path: "/ws?room=full")
    XCTAssertEqual(back.hello["version"], 2)
    XCTAssertEqual(back.hello["epoch"], watcher.hello["epoch"], "nothing acknowledged was lost")
    XCTAssertEqual(back.hello["state"], replica.document["state"])
    server.stop()
  }

  func testARoomOnAReadOnlyDiskOpensAndRefusesChangesUntilTheDiskIsWritable() throws {
    var (server, port) = try self.server(directory)
    XCTAssertEqual(try answer(try MirrorClient(port: port, path: "/ws?room=ro"), push), "ack 1")
    server.stop()
    let disk = FailingDisk()
    disk.fail(with: EROFS)
    (server, port) = try self.server(directory, disk: disk)
    let driver = try MirrorClient(port: port, path: "/ws?room=ro")
    XCTAssertEqual(driver.hello["version"], 1, "the room opens from its journal")
    let refused = try answer(driver, tab("second"))
    XCTAssertTrue(refused.hasPrefix("storage: "), refused)
    XCTAssertTrue(refused.contains("Read-only file system"), refused)
    disk.heal()
    XCTAssertEqual(try answer(driver, tab("second")), "ack 2")
    server.stop()
  }

  func testOnARealFullAndReadOnlyFileSystemNothingAcknowledgedIsLost() throws {
    let mountPoint = directory + "-tmpfs"
    try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: mountPoint) }
    let mounted = try Self.run(
      "/bin/mount", ["-t", "tmpfs", "-o", "size=512k", "tmpfs", mountPoint])
    guard mounted.status == 0 else {
      throw XCTSkip(
        """
        mounting a 512 KiB tmpfs needs CAP_SYS_ADMIN (root, and a container that allows \
        mount): \(mounted.output); the injected disk failures above still run
        """)
    }
    defer { _ = try? Self.run("/bin/umount", [mountPoint]) }
    let data = mountPoint + "/data"
    var (server, port) = try self.server(data)
    let driver = try MirrorClient(port: port, path: "/ws?room=tmpfs")
    let watcher = try MirrorClient(port: port, path: "/ws?room=tmpfs")
    var acked = [try answer(driver, push)]
    XCTAssertEqual(acked, ["ack 1"])

    // Fill the disk, then keep tapping.
    let filler = mountPoint + "/filler"
    FileManager.default.createFile(atPath: filler, contents: nil)
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: filler))
    while (try? handle.write(contentsOf: Data(count: 4_096))) != nil {}
    try? handle.close()
    // The journal's last page may still take a few lines; the first refusal comes once it is
    // full, and every change after it is refused too.
    var refusals: [String] = []
    for index in 0..<200 where refusals.count < 5 {
      let result = try answer(driver, tab(index % 2 == 0 ? "second" : "first"))
      if result.hasPrefix("ack") {
        XCTAssertEqual(
          refusals, [], "nothing is acknowledged after a refusal while the disk is full")
        acked.append(result)
      } else {
        refusals.append(result)
      }
    }
    XCTAssertEqual(refusals.count, 5, "a full disk refuses changes: \(acked)")
    XCTAssertTrue(refusals.allSatisfy { $0.contains("No space left on device") }, "\(refusals)")

    try FileManager.default.removeItem(atPath: filler)
    acked.append(try answer(driver, push))
    XCTAssertTrue(acked.last?.hasPrefix("ack") ?? false, "\(acked)")
    let lastAcked = Int(acked.last?.dropFirst(4) ?? "") ?? -1
    var replica = MirrorClient.Replica(hello: watcher.hello)
    while replica.version < lastAcked {
      XCTAssertTrue(try replica.apply(watcher.receiveUpdate()), "the watcher saw kept versions")
    }

    // Restarted on the same folder, then on the folder remounted read-only.
    server.stop()
    (server, port) = try self.server(data)
    let back = try MirrorClient(port: port, path: "/ws?room=tmpfs")
    XCTAssertEqual(back.hello["version"]?.intValue, lastAcked, "every acknowledged version")
    XCTAssertEqual(back.hello["epoch"], watcher.hello["epoch"])
    XCTAssertEqual(back.hello["state"], replica.document["state"])
    server.stop()
    XCTAssertEqual(try Self.run("/bin/mount", ["-o", "remount,ro", mountPoint]).status, 0)
    (server, port) = try self.server(data)
    let readOnly = try MirrorClient(port: port, path: "/ws?room=tmpfs")
    XCTAssertEqual(readOnly.hello["version"]?.intValue, lastAcked)
    let refused = try answer(readOnly, tab("second"))
    XCTAssertTrue(refused.hasPrefix("storage: "), refused)
    XCTAssertEqual(try Self.run("/bin/mount", ["-o", "remount,rw", mountPoint]).status, 0)
    XCTAssertEqual(try answer(readOnly, tab("second")), "ack \(lastAcked + 1)")
    server.stop()
  }

  private static func run(_ executable: String, _ arguments: [String]) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    process.waitUntilExit()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (process.terminationStatus, output)
  }
}

import ArgumentParser
import CLinuxShims
import DemoFeatures
import Foundation
import HTTPServer
import Logging
import Mirror
import MirrorUI

/// `navmirror-bench mirror serve`: a real `MirrorServer` with the demos, as its own process, so
/// that its CPU time can be read from /proc; with `--redis`, one node of rooms shared there.
struct MirrorServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve", abstract: "Runs a MirrorServer (in memory) for the benchmarks.")

  @Option(help: "The port to listen on.") var port: UInt16 = 9000
  @Option(help: "Event loops (default: one per core).") var loops: Int?
  @Option(help: "Pin the server to this CPU (its threads inherit the mask).") var cpu: Int?
  @Flag(
    help: "Serve as `navmirror serve` does: every default limit, journals in a temporary folder.")
  var defaults = false
  @Option(help: "Only clients presenting this token drive.") var driverToken: String?
  @Option(help: "Share rooms with the other nodes on this Redis (redis://host:port).")
  var redis: String?
  @Option(help: "This node's name among the nodes on --redis.") var nodeID = "node1"
  @Option(help: "Serve an RFC 6455 echo endpoint at this path.") var echoPath: String?
  @Option(help: "The folder served as the page (default: the working folder).") var `public`:
    String?
  @Option(help: "Milliseconds a node owns a shared room without renewing.") var leaseMs = 5_000
  @Option(help: "Rows of the checklist app (`demo=checklist`, for `mirror rows`).")
  var checklistRows = 1_000

  func run() throws {
    raiseDescriptorLimit()
    if let cpu { _ = navmirror_pin_thread_to_cpu(Int32(cpu)) }
    var http = ServerConfiguration(
      port: port, publicDirectory: `public` ?? FileManager.default.currentDirectoryPath,
      eventLoopCount: loops)
    http.echoPath = echoPath
    var dataDirectory: String?
    if defaults {
      dataDirectory =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("navmirror-bench-\(getpid())").path
    } else {
      http.maxQueuedBytes = 256 << 20
      http.pingInterval = 0
      // Every benchmark client comes from 127.0.0.1, thousands at once.
      http.maxConnectionsPerAddress = 0
    }
    var logger = Logger(label: "navmirror-bench")
    logger.logLevel = .error
    let server = try MirrorServer(
      apps: Demos.all + [ChecklistFeature.app(rows: checklistRows)],
      configuration: .init(
        server: http, defaultDemo: Demos.tabsStack.name, dataDirectory: dataDirectory,
        driverToken: driverToken, roomTTL: defaults ? 600 : 3600,
        cluster: redis.map {
          ClusterConfiguration(redisURL: $0, nodeID: nodeID, leaseDuration: .milliseconds(leaseMs))
        }),
      logger: logger)
    try server.start()
    print("listening on \(port)")
    fflush(nil)
    MainThreadWaiting.run { server.waitUntilStopped() }
  }
}

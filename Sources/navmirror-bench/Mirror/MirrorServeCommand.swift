import ArgumentParser
import CLinuxShims
import DemoFeatures
import Foundation
import HTTPServer
import Logging
import Mirror

/// `navmirror-bench mirror serve`: a real `MirrorServer` with the demos, as its own process, so
/// that its CPU time can be read from /proc.
struct MirrorServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve", abstract: "Runs a MirrorServer (in memory) for the benchmarks.")

  @Option(help: "The port to listen on.") var port: UInt16 = 9000
  @Option(help: "Event loops (default: one per core).") var loops: Int?
  @Option(help: "Pin the server to this CPU (its threads inherit the mask).") var cpu: Int?

  func run() throws {
    raiseDescriptorLimit()
    if let cpu { _ = navmirror_pin_thread_to_cpu(Int32(cpu)) }
    var http = ServerConfiguration(
      port: port, publicDirectory: FileManager.default.currentDirectoryPath,
      maxQueuedBytes: 256 << 20, pingInterval: 0, eventLoopCount: loops)
    http.maxConnections = 100_000
    // Every benchmark client comes from 127.0.0.1, thousands at once.
    http.maxConnectionsPerAddress = 0
    var logger = Logger(label: "navmirror-bench")
    logger.logLevel = .error
    let server = try MirrorServer(
      apps: Demos.all,
      configuration: .init(server: http, defaultDemo: Demos.tabsStack.name, roomTTL: 3600),
      logger: logger)
    try server.start()
    print("listening on \(port)")
    fflush(stdout)
    server.waitUntilStopped()
  }
}

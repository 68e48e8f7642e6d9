import ArgumentParser
import DemoFeatures
import Foundation
import HTTPServer
import Logging
import Mirror

/// `navmirror`: serves the page and the demos.
struct NavMirrorCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "navmirror",
    abstract: "Mirror an app's navigation live in the browser: see it, drive it, share it.",
    discussion: "Without a subcommand it serves; `navmirror map` draws a demo's flow map.",
    subcommands: [MapCommand.self]
  )

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on; 0 picks a free one.")
  var port: UInt16 = 8080

  @Option(help: "The folder with the page (default: the package's Public/).")
  var `public`: String?

  @Option(help: "The demo new rooms start with: \(Demos.all.map(\.name).joined(separator: ", ")).")
  var demo = "tabs-stack"

  @Option(help: "Largest WebSocket message accepted, in bytes.")
  var maxMessageSize = 1 << 20

  @Option(help: "Where rooms keep their journals and snapshots.")
  var dataDir = "./.navmirror-data"

  @Flag(help: "Keep rooms in memory only: nothing is written to disk.")
  var inMemory = false

  @Option(help: "When set, only clients presenting this token (?token= or an auth message) drive.")
  var driverToken: String?

  @Option(help: "Seconds after which a room nobody visits is unloaded (restored on the next join).")
  var roomTTL: Double = 600

  func run() throws {
    LoggingSystem.bootstrap { StreamLogHandler.standardOutput(label: $0) }
    let logger = Logger(label: "navmirror")
    let publicDirectory = try PublicDirectory.locate(explicit: `public`)
    let server: MirrorServer
    do {
      server = try MirrorServer(
        apps: Demos.all,
        configuration: .init(
          server: ServerConfiguration(
            host: host, port: port, publicDirectory: publicDirectory,
            maxMessageSize: maxMessageSize),
          defaultDemo: demo,
          dataDirectory: inMemory ? nil : dataDir,
          driverToken: driverToken,
          roomTTL: roomTTL),
        logger: logger)
    } catch let error as MirrorServer.SetupError {
      throw ValidationError(error.description)
    }
    let boundPort = try server.start()
    print("NavMirror serving http://\(host):\(boundPort) (demo: \(demo))")
    let signals = StopSignals { server.stop() }
    server.waitUntilStopped()
    withExtendedLifetime(signals) {}
    print("NavMirror stopped")
  }
}

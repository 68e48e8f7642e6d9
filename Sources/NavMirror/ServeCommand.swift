import ArgumentParser
import Foundation
import HTTPServer
import Logging
import Mirror
import MirrorUI

/// `serve`: the page, the WebSocket endpoint and the JSON API for the apps, until stopped.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the page and the apps (the default: `serve` may be left out)."
  )

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on; 0 picks a free one.")
  var port: UInt16 = 8080

  @Option(help: "The folder with the page (default: the package's Public/).")
  var `public`: String?

  @Option(help: "The app (demo) new rooms start with: \(ServedApps.names).")
  var demo = ServedApps.current.defaultApp

  @Option(help: "Largest WebSocket message accepted, in bytes.")
  var maxMessageSize = 1 << 20

  @Option(help: "Where rooms keep their journals and snapshots.")
  var dataDir = "./.navmirror-data"

  @Flag(help: "Keep rooms in memory only: nothing is written to disk.")
  var inMemory = false

  @Option(
    help: """
      When set, only clients presenting this token (?token= or an auth message) drive; at \
      least 16 characters, 8 of them different (openssl rand -hex 16).
      """)
  var driverToken: String?

  @Option(help: "Seconds after which a room nobody visits is unloaded (restored on the next join).")
  var roomTTL: Double = 600

  @Option(help: "A PEM certificate: serve https and wss (with --tls-key).")
  var tlsCert: String?

  @Option(help: "The PEM private key of --tls-cert.")
  var tlsKey: String?

  @Option(help: "Serve an RFC 6455 echo endpoint at this path (for conformance suites).")
  var echoPath: String?

  @Option(
    help:
      "An origin allowed to open sockets and POST, besides the server's own (repeatable; * allows any)."
  )
  var allowOrigin: [String] = []

  @Option(
    help: ArgumentHelp(
      "A host name this server answers for besides 127.0.0.1, localhost and [::1], as NAME or NAME:PORT (repeatable).",
      discussion:
        "Requests whose Host is not allowed get 421, which stops DNS rebinding; a name without a port is allowed on any port (behind a reverse proxy)."
    ))
  var publicHost: [String] = []

  @Option(help: "Seconds between pings to idle WebSockets; those that do not answer are dropped.")
  var pingInterval: Double = 20

  @Option(help: "Connections held at once; beyond it new ones get 503.")
  var maxConnections = 100_000

  @Option(help: "Largest room state, with its scene, as JSON bytes; larger states are refused.")
  var maxStateBytes = MirrorLimits().maxStateBytes

  @Option(help: "Bytes of history (patches and snapshots) a room keeps for travel and flows.")
  var maxHistoryBytes = MirrorLimits().maxHistoryBytes

  @Option(
    help: "Versions of history a room keeps, whatever their size, and as many unchanged actions.")
  var maxHistoryVersions = MirrorLimits().maxHistoryVersions

  @Option(help: "Rooms that may exist at once, loaded or on disk.")
  var maxRooms = MirrorLimits().maxRooms

  @Option(help: "Rooms one client address may have created and still open.")
  var maxRoomsPerAddress = MirrorLimits().maxRoomsPerAddress

  @Option(help: "Wrong driver tokens one socket may send before it is closed.")
  var maxAuthFailures = MirrorLimits().maxAuthFailuresPerConnection

  @Option(
    help: """
      Milliseconds a socket that sent a wrong driver token waits before its next one is \
      checked; doubled after each wrong one.
      """)
  var authRetryDelay = MirrorLimits().authRetryDelayMilliseconds

  @Option(help: "Most steps a flow may have.")
  var maxFlowSteps = MirrorLimits().maxFlowSteps

  @Option(help: "Largest flow, as JSON bytes.")
  var maxFlowBytes = MirrorLimits().maxFlowBytes

  @Option(help: "Flows the server keeps.")
  var maxFlows = MirrorLimits().maxFlows

  @Option(help: "Longest pause a flow step waits before it is replayed, in milliseconds.")
  var maxStepDelay = MirrorLimits().maxStepDelayMilliseconds

  @Option(help: "Shortest time between two presence messages of a room, in milliseconds.")
  var presenceInterval = MirrorLimits().presenceIntervalMilliseconds

  @Option(help: "Most clients a presence message names (drivers first); it counts everyone.")
  var maxPresenceList = MirrorLimits().maxPresenceList

  @Option(help: "Most screens a room's flow map explores; a larger map stops there.")
  var mapMaxScreens = MirrorLimits().mapMaxScreens

  @Option(help: "Milliseconds a flow map's exploration may take; past it the map stops there.")
  var mapTimeLimit = MirrorLimits().mapTimeLimitMilliseconds

  @Option(help: "Most edges a flow map laid out by Graphviz may have; larger maps get columns.")
  var mapGraphvizMaxEdges = MirrorLimits().mapGraphvizMaxEdges

  @Option(help: "Map requests one address may have waiting at once; more get 429.")
  var maxMapRequestsPerAddress = MirrorLimits().maxMapRequestsPerAddress

  @Option(help: "Map requests waiting at once, from every address; more get 503.")
  var maxMapRequests = MirrorLimits().maxMapRequests

  @Option(help: "Exported tests written (or waited for) at once; more get 503.")
  var maxConcurrentExports = MirrorLimits().maxConcurrentExports

  @Option(help: "Bytes of exported tests kept for the next request of the same flow.")
  var exportCacheBytes = MirrorLimits().exportCacheBytes

  private var limits: MirrorLimits {
    MirrorLimits(
      maxStateBytes: maxStateBytes, maxHistoryBytes: maxHistoryBytes,
      maxHistoryVersions: maxHistoryVersions, maxRooms: maxRooms,
      maxRoomsPerAddress: maxRoomsPerAddress, maxAuthFailuresPerConnection: maxAuthFailures,
      authRetryDelayMilliseconds: authRetryDelay,
      maxFlowSteps: maxFlowSteps, maxFlowBytes: maxFlowBytes,
      maxStepDelayMilliseconds: maxStepDelay, maxFlows: maxFlows,
      presenceIntervalMilliseconds: presenceInterval, maxPresenceList: maxPresenceList,
      mapMaxScreens: mapMaxScreens, mapTimeLimitMilliseconds: mapTimeLimit,
      mapGraphvizMaxEdges: mapGraphvizMaxEdges,
      maxMapRequestsPerAddress: maxMapRequestsPerAddress, maxMapRequests: maxMapRequests,
      maxConcurrentExports: maxConcurrentExports, exportCacheBytes: exportCacheBytes)
  }

  @Option(
    help: "Connections held at once from one IP address; beyond it new ones get 503 (0: no cap).")
  var maxConnectionsPerAddress = 256

  @Option(help: "Queued response bytes above which a connection's further requests wait unread.")
  var outputHighWaterMark = 1 << 20

  @Option(help: "Bytes of the page's files kept in memory, one copy shared by every response.")
  var staticCacheBytes = 16 << 20

  @Option(help: "Seconds a connection may leave queued output untaken before it is closed.")
  var writeTimeout: Double = 30

  @Option(help: "Echo endpoint (--echo-path) connections held at once; beyond it upgrades get 503.")
  var echoMaxConnections = 16

  @Option(
    help: ArgumentHelp(
      "Share rooms with the other nodes on this Redis: redis://[:password@]host[:port][/db].",
      discussion:
        "Rooms then live in Redis instead of --data-dir; set appendonly yes and appendfsync always on it for the local journal's durability."
    ))
  var redis: String?

  @Option(help: "This node's name among the nodes on --redis (default: host name and process id).")
  var nodeID: String?

  @Option(
    help:
      "Milliseconds a node owns a shared room without renewing; a node that stops loses its rooms after it."
  )
  var leaseMs = 5_000

  @Option(help: "Versions between the snapshots a shared room's owner stores in Redis.")
  var snapshotEvery = 100

  @Option(help: "About how many versions each shared room's stream keeps in Redis.")
  var streamLength = 10_000

  private var cluster: ClusterConfiguration? {
    redis.map {
      ClusterConfiguration(
        redisURL: $0,
        nodeID: nodeID
          ?? "\(ProcessInfo.processInfo.hostName)-\(ProcessInfo.processInfo.processIdentifier)",
        leaseDuration: .milliseconds(leaseMs), streamLength: streamLength,
        snapshotInterval: snapshotEvery)
    }
  }

  func run() throws {
    LoggingSystem.bootstrap { StreamLogHandler.standardOutput(label: $0) }
    let logger = Logger(label: "navmirror")
    let publicDirectory = try PublicDirectory.locate(explicit: `public`)
    guard leaseMs >= 30, snapshotEvery >= 1, streamLength >= 2 * snapshotEvery else {
      throw ValidationError(
        "--lease-ms must be at least 30, --snapshot-every at least 1, and --stream-length at least twice --snapshot-every."
      )
    }
    let server: MirrorServer
    do {
      server = try MirrorServer(
        apps: ServedApps.current.apps,
        configuration: .init(
          server: ServerConfiguration(
            host: host, port: port, publicDirectory: publicDirectory,
            maxMessageSize: maxMessageSize, allowedOrigins: allowOrigin, publicHosts: publicHost,
            outputHighWaterMark: outputHighWaterMark, writeTimeout: writeTimeout,
            echoPath: echoPath, echoMaxConnections: echoMaxConnections,
            tlsCertificatePath: tlsCert, tlsKeyPath: tlsKey, pingInterval: pingInterval,
            maxConnections: maxConnections, maxConnectionsPerAddress: maxConnectionsPerAddress,
            staticFileCacheBytes: staticCacheBytes),
          defaultDemo: demo,
          dataDirectory: inMemory ? nil : dataDir,
          driverToken: driverToken,
          roomTTL: roomTTL,
          limits: limits, cluster: cluster),
        logger: logger)
    } catch let error as MirrorServer.SetupError {
      throw ValidationError(error.description)
    }
    guard (tlsCert == nil) == (tlsKey == nil) else {
      throw ValidationError("--tls-cert and --tls-key go together.")
    }
    let boundPort: UInt16
    do {
      boundPort = try server.start()
    } catch {
      throw ValidationError("\(error)")
    }
    let scheme = tlsCert == nil ? "http" : "https"
    print("NavMirror serving \(scheme)://\(host):\(boundPort) (demo: \(demo))")
    if let cluster {
      print("Rooms shared through Redis as node \(cluster.nodeID)")
    }
    let signals = StopSignals { server.stop() }
    // The main thread serves the views' renders (they run on the main actor) until then.
    MainThreadWaiting.run { server.waitUntilStopped() }
    withExtendedLifetime(signals) {}
    print("NavMirror stopped")
  }
}

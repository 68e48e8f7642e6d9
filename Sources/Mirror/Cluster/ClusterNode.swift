import Dispatch
import Logging
import MirrorJSON
import PosixIO
import RedisClient
import Synchronization

/// This node's link to the Redis that the nodes sharing rooms meet in: a connection for
/// commands, another for the stream reader, and the rooms that follow the link's ups and downs.
///
/// When Redis goes away the shared rooms turn read-only; the node reconnects with backoff and
/// tells them when it is back, and they resume from what Redis holds.
final class ClusterNode: Sendable {
  /// What a room hears of the link.
  enum LinkEvent: Sendable {
    case lost, restored
  }

  /// Why a node could not start.
  struct StartError: Error, CustomStringConvertible {
    let description: String
  }

  let configuration: ClusterConfiguration
  let reader: StreamReader
  private let address: RedisAddress
  private let loop: EventLoop
  let time: MirrorTime
  private let logger: Logger
  private let link = Mutex(Link())

  private struct Link {
    var commands: RedisConnection?
    var readerTask: Task<Void, Never>?
    var reconnecting = false
    var isStopped = false
    var rooms: [String: @Sendable (LinkEvent) -> Void] = [:]
  }

  /// Connects to Redis, checks its durability settings (a warning names them when they are
  /// weaker than what the local journal promises) and starts the stream reader.
  ///
  /// - Throws: ``StartError`` saying why, when the URL is bad or Redis cannot be reached.
  init(configuration: ClusterConfiguration, time: MirrorTime, logger: Logger) throws(StartError) {
    self.configuration = configuration
    self.time = time
    self.logger = logger
    do {
      address = try RedisAddress(url: configuration.redisURL)
      loop = try EventLoop()
      try loop.start()
    } catch {
      throw StartError(description: "--redis \(configuration.redisURL): \(error)")
    }
    reader = StreamReader(clock: time.clock)
    // The server's start (not a room's queue, nor an event loop) waits for Redis: a node
    // that cannot reach it does not start.
    let started = Mutex<Result<(RedisConnection, RedisConnection, String?), LedgerError>?>(nil)
    let done = Latch()
    let address = address
    let loop = loop
    Task {
      let result: Result<(RedisConnection, RedisConnection, String?), LedgerError>
      do throws(LedgerError) {
        let (commands, reading) = try await Self.connectBoth(to: address, on: loop)
        do {
          result = .success((commands, reading, try await commands.persistenceWarning()))
        } catch {
          throw .redis("\(error)")
        }
      } catch {
        result = .failure(error)
      }
      started.withLock { $0 = result }
      done.signal()
    }
    let answered = done.wait(
      timeout: DispatchTime.now() + DispatchTimeInterval.seconds(Self.startTimeoutSeconds))
    switch started.withLock({ $0 }) {
    case .success(let (commands, reading, warning))? where answered:
      if let warning { logger.warning("\(warning)") }
      attach(commands: commands, reading: reading)
    case let outcome:
      loop.stop()
      let detail: String
      if case .failure(let error)? = outcome {
        detail = error.detail
      } else {
        detail = "no answer within \(Self.startTimeoutSeconds) s"
      }
      throw StartError(
        description:
          "Redis at \(address) cannot be reached (\(detail)); start it, or check --redis.")
    }
  }

  /// How long a node's start waits for Redis.
  static let startTimeoutSeconds = 15

  var nodeID: String { configuration.nodeID }

  /// The ledger of room `name` on the command connection; `.redis` while Redis is away.
  func ledger(for name: String) throws(LedgerError) -> RoomLedger {
    guard let commands = link.withLock({ $0.commands }) else {
      throw .redis("the link to Redis is down; this node reconnects")
    }
    return RoomLedger(
      keys: RoomKeys(room: name), connection: commands,
      leaseDuration: configuration.leaseDuration, streamLength: configuration.streamLength)
  }

  /// Every shared room, on every node: name, app, newest version and the clients the nodes
  /// said they had within two leases, for `/api/rooms`.
  func rooms() async throws(LedgerError) -> [JSONValue] {
    guard let commands = link.withLock({ $0.commands }) else {
      throw .redis("the link to Redis is down; this node reconnects")
    }
    var rooms: [JSONValue] = []
    for (name, demo) in try await RoomLedger.all(on: commands).sorted(by: { $0.name < $1.name }) {
      let ledger = try ledger(for: name)
      let version = try await ledger.version()
      let (presence, _) = try await ledger.recentPresence(
        within: configuration.leaseDuration * 2)
      rooms.append([
        "name": .string(name), "demo": .string(demo), "version": .int(version),
        "clients": .int(presence.reduce(0) { $0 + $1.presence.count }),
      ])
    }
    return rooms
  }

  /// Tells `handler` when the link to Redis is lost and restored, until ``leave(_:)``.
  func join(_ room: String, handler: @escaping @Sendable (LinkEvent) -> Void) {
    link.withLock { $0.rooms[room] = handler }
  }

  func leave(_ room: String) {
    link.withLock { _ = $0.rooms.removeValue(forKey: room) }
  }

  /// Closes the connections; the node does not reconnect after it.
  func stop() {
    let (commands, task) = link.withLock { link in
      link.isStopped = true
      defer { link.commands = nil }
      return (link.commands, link.readerTask)
    }
    task?.cancel()
    commands?.close()
    loop.stop()
  }

  private static func connectBoth(to address: RedisAddress, on loop: EventLoop)
    async throws(LedgerError) -> (RedisConnection, RedisConnection)
  {
    do {
      let commands = try await RedisConnection.connect(to: address, on: loop)
      let reading = try await RedisConnection.connect(to: address, on: loop)
      return (commands, reading)
    } catch {
      throw .redis("\(error)")
    }
  }

  private func attach(commands: RedisConnection, reading: RedisConnection) {
    commands.onDisconnect { [weak self] error in self?.lost("\(error)") }
    let task = Task { [reader, weak self] in
      if let error = await reader.run(on: reading) { self?.lost("\(error)") }
      reading.close()
    }
    let stopped = link.withLock { link in
      link.commands = commands
      link.readerTask = task
      link.reconnecting = false
      return link.isStopped
    }
    if stopped {
      task.cancel()
      commands.close()
    }
  }

  /// Marks the link down, tells the rooms, and reconnects with backoff until it is back.
  private func lost(_ reason: String) {
    let (rooms, start) = link.withLock { link -> ([@Sendable (LinkEvent) -> Void], Bool) in
      guard !link.isStopped, !link.reconnecting else { return ([], false) }
      link.reconnecting = true
      link.commands?.close()
      link.commands = nil
      link.readerTask?.cancel()
      return (Array(link.rooms.values), true)
    }
    guard start else { return }
    logger.error("lost the link to Redis at \(address): \(reason); shared rooms are read-only")
    for room in rooms { room(.lost) }
    Task { [self] in
      var wait = Duration.milliseconds(100)
      while !link.withLock({ $0.isStopped }) {
        guard (try? await time.clock.sleep(for: wait)) != nil else { return }
        do throws(LedgerError) {
          let (commands, reading) = try await Self.connectBoth(to: address, on: loop)
          attach(commands: commands, reading: reading)
          logger.info("the link to Redis at \(address) is back")
          for room in link.withLock({ Array($0.rooms.values) }) { room(.restored) }
          return
        } catch {
          wait = min(wait * 2, .seconds(2))
        }
      }
    }
  }
}

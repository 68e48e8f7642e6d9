import Dispatch
import Foundation
import Logging
import MirrorJSON
import MirrorUI
import Synchronization

/// The rooms of a server: created on first join, restored from disk when they have a journal,
/// unloaded when nobody visits them.
///
/// Opening a room (which may read its journal from disk) and unloading rooms happen one at a
/// time on the registry's own queue, never on an event loop; the table of open rooms is
/// behind its mutex, held only to read or change it.
///
/// `@unchecked Sendable`: `storedNames`, the only `var`, is confined to `openQueue`, a serial
/// queue; the open rooms are behind `rooms`' mutex.
final class RoomRegistry: @unchecked Sendable {
  /// Who asks for a room, and whether they may create one that does not exist yet.
  struct Opener {
    /// The client's network address.
    let address: String
    /// A viewer may join existing rooms, but only a driver creates new ones when a driver
    /// token is set.
    let mayCreate: Bool
  }

  private let apps: [String: MirrorApp]
  private let defaultDemo: String
  private let dataDirectory: URL?
  private let access: AccessPolicy
  private let limits: MirrorLimits
  private let logger: Logger
  private let time: MirrorTime
  /// This node's link to the Redis that shares rooms across nodes, in shared mode.
  private let cluster: ClusterNode?
  private let openQueue = DispatchQueue(label: "navmirror.rooms")
  private let rooms = Mutex<[String: Room]>([:])
  /// Rooms kept on disk, loaded or not; only touched on `openQueue`.
  private var storedNames: Set<String> = []

  init(
    apps: [MirrorApp], defaultDemo: String, dataDirectory: URL?, access: AccessPolicy,
    limits: MirrorLimits, time: MirrorTime, cluster: ClusterNode? = nil, logger: Logger
  ) {
    self.cluster = cluster
    self.apps = Dictionary(uniqueKeysWithValues: apps.map { ($0.name, $0) })
    self.defaultDemo = defaultDemo
    self.dataDirectory = dataDirectory
    self.access = access
    self.limits = limits
    self.logger = logger
    self.time = time
    if let folder = roomsFolder,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    {
      storedNames = Set(names.filter(Self.isValidName))
    }
  }

  private var roomsFolder: URL? { dataDirectory?.appendingPathComponent("rooms") }

  /// Whether `name` is a valid room name: 1–64 characters of `A–Z a–z 0–9 _ -`.
  static func isValidName(_ name: String) -> Bool {
    (1...64).contains(name.utf8.count)
      && name.utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
      }
  }

  /// Opens `name` for a WebSocket off the caller's thread and calls `completion` there with
  /// the room, reserved for one join (see ``Room/join(_:token:address:at:)``), or why not.
  func open(
    named name: String, demo: String?, for opener: Opener,
    completion: @escaping @Sendable (Result<Room, WireError>) -> Void
  ) {
    openQueue.async { [self] in
      do {
        let room = try openOnQueue(named: name, demo: demo, for: opener)
        room.activity.reserve()
        completion(.success(room))
      } catch let error as WireError {
        completion(.failure(error))
      } catch {
        completion(.failure(WireError(id: .null, code: .storage, message: "\(error)")))
      }
    }
  }

  /// The room called `name`, loaded or restored, or created with `demo` (the default demo
  /// when `nil`) when `opener` may create it. For the JSON API: waits for the registry's
  /// queue, so it must not be called on an event loop. A room that exists keeps its demo
  /// whatever `demo` says.
  func room(named name: String, demo: String?, for opener: Opener) throws -> Room {
    try openQueue.sync {
      let room = try openOnQueue(named: name, demo: demo, for: opener)
      room.activity.touch()
      return room
    }
  }

  private func openOnQueue(named name: String, demo: String?, for opener: Opener) throws -> Room {
    guard Self.isValidName(name) else {
      throw WireError(
        id: .null, code: .badRoom,
        message: "Room names are 1–64 characters of A–Z, a–z, 0–9, '_' and '-'.")
    }
    if let room = rooms.withLock({ rooms in rooms[name] }) { return room }
    if let cluster { return try openShared(named: name, demo: demo, for: opener, on: cluster) }
    let folder = roomsFolder?.appendingPathComponent(name)
    let isStored = storedNames.contains(name)
    if !isStored { try checkCreation(of: name, by: opener) }
    let demoName = (isStored ? folder.flatMap(RoomJournal.demo(in:)) : nil) ?? demo ?? defaultDemo
    guard let app = apps[demoName] else {
      throw WireError(
        id: .null, code: .unknownDemo,
        message:
          "No demo called '\(demoName)'. Demos: \(apps.keys.sorted().joined(separator: ", ")).")
    }
    let journal = folder.map { RoomJournal(directory: $0, logger: logger, now: time.now) }
    do {
      let room = try Room(
        name: name, app: app, journal: journal, access: access, limits: limits,
        creator: isStored ? nil : opener.address, time: time, logger: logger)
      rooms.withLock { rooms in rooms[name] = room }
      if journal != nil { storedNames.insert(name) }
      logger.info("room \(name) open with demo \(demoName)")
      return room
    } catch {
      logger.error("room \(name) could not open: \(error)")
      throw WireError(id: .null, code: .storage, message: "Room \(name) could not open: \(error)")
    }
  }

  /// Opens a room kept in Redis: this node owns it when nobody else does (and creates it
  /// when it does not exist yet, if `opener` may); otherwise it follows the owner.
  private func openShared(
    named name: String, demo: String?, for opener: Opener, on cluster: ClusterNode
  ) throws -> Room {
    let ledger = try cluster.ledger(for: name)
    var record = try waitFor { () throws(LedgerError) in try await ledger.load() }
    if record == nil { try checkCreation(of: name, by: opener) }
    let lease = try waitFor { () throws(LedgerError) in
      try await ledger.acquire(node: cluster.nodeID)
    }
    if record == nil, lease == nil {
      // Another node is creating the room: its snapshot comes within a lease.
      record = try waitFor(timeout: cluster.configuration.leaseDuration + longestRedisWait) {
        [time] () throws(LedgerError) in
        let deadline = time.elapsed() + cluster.configuration.leaseDuration
        while time.elapsed() < deadline {
          if let record = try await ledger.load() { return record }
          try? await time.clock.sleep(for: .milliseconds(20))
        }
        throw .redis("room \(name) was being created by another node, which did not finish")
      }
    }
    let demoName = record?.snapshot.demo ?? demo ?? defaultDemo
    guard let app = apps[demoName] else {
      if let lease { Task { try? await ledger.release(lease) } }
      throw WireError(
        id: .null, code: .unknownDemo,
        message:
          "No demo called '\(demoName)'. Demos: \(apps.keys.sorted().joined(separator: ", ")).")
    }
    let share = RoomShare(node: cluster, name: name, record: record, lease: lease)
    let room = try Room(
      name: name, app: app, journal: nil, share: share, access: access, limits: limits,
      creator: record == nil ? opener.address : nil, time: time, logger: logger)
    rooms.withLock { rooms in rooms[name] = room }
    logger.info(
      "room \(name) open with demo \(demoName), \(lease == nil ? "following its owner" : "owned here")"
    )
    return room
  }

  /// Refuses a new room when the opener may not create rooms, or when the server or the
  /// opener's address holds as many as it may.
  private func checkCreation(of name: String, by opener: Opener) throws {
    guard opener.mayCreate else {
      throw WireError(
        id: .null, code: .forbidden,
        message: "There is no room '\(name)', and only drivers may create rooms on this server.")
    }
    let (loaded, byAddress) = rooms.withLock { rooms in
      (Set(rooms.keys), rooms.values.count { $0.creator == opener.address })
    }
    guard loaded.union(storedNames).count < limits.maxRooms else {
      throw WireError(
        id: .null, code: .roomLimit,
        message: """
          This server holds \(limits.maxRooms) rooms, its limit (--max-rooms); join an \
          existing room instead.
          """)
    }
    guard byAddress < limits.maxRoomsPerAddress else {
      throw WireError(
        id: .null, code: .roomLimit,
        message: """
          Your address has created \(limits.maxRoomsPerAddress) rooms that are still open, its \
          limit (--max-rooms-per-address); use one of them.
          """)
    }
  }

  /// Unloads, off the caller's thread, the rooms nobody has visited for `interval`.
  /// Rooms with a journal come back from disk on the next join; rooms kept in memory only are
  /// discarded.
  func unloadIdleRooms(olderThan interval: Duration) {
    openQueue.async { [self] in
      let idle = rooms.withLock { rooms in
        let idle = rooms.filter { $0.value.activity.isIdle(for: interval) }
        for name in idle.keys { rooms[name] = nil }
        return idle
      }
      for (name, room) in idle {
        room.unload()
        logger.info("room \(name) unloaded after \(interval) without visitors")
      }
    }
  }

  /// Every room of every node on the cluster's Redis, for `/api/rooms`; `nil` when rooms are
  /// not shared. Waits for Redis: not for an event loop.
  func sharedRooms() throws -> [JSONValue]? {
    guard let cluster else { return nil }
    return try waitFor { () throws(LedgerError) in try await cluster.rooms() }
  }

  /// Gives up the shared rooms this node owns, so that other nodes take them over at once.
  func handOverSharedRooms() {
    for room in all { room.handOver() }
  }

  /// Every open room, by name.
  var all: [Room] {
    let open = rooms.withLock { Array($0.values) }
    return open.sorted { $0.name < $1.name }
  }

  /// How many rooms are open.
  var count: Int { rooms.withLock { rooms in rooms.count } }

  /// The open room called `name`, if there is one.
  func loadedRoom(named name: String) -> Room? { rooms.withLock { rooms in rooms[name] } }
}

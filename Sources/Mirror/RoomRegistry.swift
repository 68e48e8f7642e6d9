import Dispatch
import Foundation
import Logging
import MirrorJSON
import MirrorUI
import Synchronization

/// The rooms of a server: created on first join, restored from disk (or Redis) when they are
/// stored, unloaded when nobody visits them.
///
/// Opening a room from disk and unloading rooms happen one at a time on the registry's own
/// queue, never on an event loop; a room in Redis is read without waiting on any queue, and
/// every request for it meanwhile waits for the same read. The table of open rooms is behind
/// its mutex, held only to read or change it.
///
/// `@unchecked Sendable`: `storedNames` and `opening`, the only `var`s, are confined to
/// `openQueue`, a serial queue; the open rooms are behind `rooms`' mutex.
final class RoomRegistry: @unchecked Sendable {
  /// Who asks for a room, and whether they may create one that does not exist yet.
  struct Opener: Sendable {
    /// The client's network address.
    let address: String
    /// A viewer may join existing rooms, but only a driver creates new ones when a driver
    /// token is set.
    let mayCreate: Bool
  }

  /// Someone waiting for a shared room to open.
  struct Waiter {
    let demo: String?
    let opener: Opener
    let completion: @Sendable (Result<Room, WireError>) -> Void
  }

  let apps: [String: MirrorApp]
  let defaultDemo: String
  private let dataDirectory: URL?
  let access: AccessPolicy
  let limits: MirrorLimits
  let logger: Logger
  let time: MirrorTime
  /// The disk room journals write to.
  private let disk: any JournalDisk
  /// This node's link to the Redis that shares rooms across nodes, in shared mode.
  let cluster: ClusterNode?
  let openQueue = DispatchQueue(label: "navmirror.rooms")
  let rooms = Mutex<[String: Room]>([:])
  /// Rooms kept on disk, loaded or not; only touched on `openQueue`.
  private var storedNames: Set<String> = []
  /// Shared rooms being read from Redis, and who waits for each; only touched on `openQueue`.
  var opening: [String: [Waiter]] = [:]

  init(
    apps: [MirrorApp], defaultDemo: String, dataDirectory: URL?, access: AccessPolicy,
    limits: MirrorLimits, time: MirrorTime, cluster: ClusterNode? = nil,
    disk: any JournalDisk = PosixDisk(), logger: Logger
  ) {
    self.cluster = cluster
    self.apps = Dictionary(uniqueKeysWithValues: apps.map { ($0.name, $0) })
    self.defaultDemo = defaultDemo
    self.dataDirectory = dataDirectory
    self.access = access
    self.limits = limits
    self.logger = logger
    self.time = time
    self.disk = disk
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

  /// Opens `name` off the caller's thread and calls `completion` with the room, or why not:
  /// reserved for one join (see ``Room/join(_:check:address:at:resume:)``) when `joining`,
  /// else marked as visited (the JSON API). A room that exists keeps its demo whatever `demo`
  /// says; one created gets `demo`, or the default demo when `nil`.
  func open(
    named name: String, demo: String?, for opener: Opener, joining: Bool = true,
    completion: @escaping @Sendable (Result<Room, WireError>) -> Void
  ) {
    let handOver: @Sendable (Result<Room, WireError>) -> Void = { result in
      if case .success(let room) = result {
        if joining { room.activity.reserve() } else { room.activity.touch() }
      }
      completion(result)
    }
    openQueue.async { [self] in
      do {
        guard Self.isValidName(name) else {
          throw WireError(
            id: .null, code: .badRoom,
            message: "Room names are 1–64 characters of A–Z, a–z, 0–9, '_' and '-'.")
        }
        if let room = rooms.withLock({ rooms in rooms[name] }) { return handOver(.success(room)) }
        if let cluster, (try? app(named: demo ?? defaultDemo))?.statesRebuild ?? true {
          return openShared(
            named: name, Waiter(demo: demo, opener: opener, completion: handOver), on: cluster)
        }
        handOver(.success(try openStored(named: name, demo: demo, for: opener)))
      } catch let error as WireError {
        handOver(.failure(error))
      } catch {
        handOver(.failure(WireError(id: .null, code: .storage, message: "\(error)")))
      }
    }
  }

  /// Opens a room of this node: from its journal, or new.
  private func openStored(named name: String, demo: String?, for opener: Opener) throws -> Room {
    let folder = roomsFolder?.appendingPathComponent(name)
    let isStored = storedNames.contains(name)
    if !isStored { try checkCreation(of: name, by: opener) }
    let demoName = (isStored ? folder.flatMap(RoomJournal.demo(in:)) : nil) ?? demo ?? defaultDemo
    let app = try app(named: demoName)
    // A state that does not rebuild from its JSON could not be restored from a journal.
    let journalFolder = app.statesRebuild ? folder : nil
    let source =
      journalFolder.map {
        RoomSource.journal(RoomJournal(directory: $0, logger: logger, disk: disk, now: time.now))
      } ?? .memory
    do {
      let room = try Room(
        name: name, app: app, source: source, access: access, limits: limits,
        creator: isStored ? nil : opener.address, time: time, logger: logger)
      rooms.withLock { rooms in rooms[name] = room }
      if journalFolder != nil { storedNames.insert(name) }
      logger.info("room \(name) open with demo \(demoName)")
      return room
    } catch {
      logger.error("room \(name) could not open: \(error)")
      throw WireError(id: .null, code: .storage, message: "Room \(name) could not open: \(error)")
    }
  }

  func app(named demoName: String) throws -> MirrorApp {
    guard let app = apps[demoName] else {
      throw WireError(
        id: .null, code: .unknownDemo,
        message:
          "No demo called '\(demoName)'. Demos: \(apps.keys.sorted().joined(separator: ", ")).")
    }
    return app
  }

  /// Refuses a new room when the opener may not create rooms, or when the server or the
  /// opener's address holds as many as it may.
  func checkCreation(of name: String, by opener: Opener) throws {
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

  /// Unloads every room, on the caller's thread (the server's stop): their journals are
  /// closed and their stores stopped.
  func unloadAll() {
    openQueue.sync {
      let open = rooms.withLock { rooms in
        defer { rooms.removeAll() }
        return Array(rooms.values)
      }
      for room in open { room.unload() }
    }
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

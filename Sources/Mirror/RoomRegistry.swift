import Foundation
import Logging
import MirrorUI

/// The rooms of a server: created on first join, restored from disk when they have a journal.
final class RoomRegistry: @unchecked Sendable {
  private let apps: [String: MirrorApp]
  private let defaultDemo: String
  private let dataDirectory: URL?
  private let access: AccessPolicy
  private let logger: Logger
  private let lock = NSLock()
  private var rooms: [String: Room] = [:]

  init(
    apps: [MirrorApp], defaultDemo: String, dataDirectory: URL?, access: AccessPolicy,
    logger: Logger
  ) {
    self.apps = Dictionary(uniqueKeysWithValues: apps.map { ($0.name, $0) })
    self.defaultDemo = defaultDemo
    self.dataDirectory = dataDirectory
    self.access = access
    self.logger = logger
  }

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

  /// The room called `name`: loaded, restored from disk, or created with `demo` (the default
  /// demo when `nil`). A room that exists keeps its demo whatever `demo` says.
  func room(named name: String, demo: String?) throws -> Room {
    guard Self.isValidName(name) else {
      throw WireError(
        id: .null, code: .badRoom,
        message: "Room names are 1–64 characters of A–Z, a–z, 0–9, '_' and '-'.")
    }
    lock.lock()
    defer { lock.unlock() }
    if let room = rooms[name] { return room }
    let folder = dataDirectory?.appendingPathComponent("rooms").appendingPathComponent(name)
    let demoName = folder.flatMap(RoomJournal.demo(in:)) ?? demo ?? defaultDemo
    guard let app = apps[demoName] else {
      throw WireError(
        id: .null, code: .unknownDemo,
        message:
          "No demo called '\(demoName)'. Demos: \(apps.keys.sorted().joined(separator: ", ")).")
    }
    let journal = folder.map { RoomJournal(directory: $0, logger: logger) }
    do {
      let room = try Room(name: name, app: app, journal: journal, access: access, logger: logger)
      rooms[name] = room
      logger.info("room \(name) open with demo \(demoName)")
      return room
    } catch {
      logger.error("room \(name) could not open: \(error)")
      throw WireError(id: .null, code: .storage, message: "Room \(name) could not open: \(error)")
    }
  }

  /// Every open room, by name.
  var all: [Room] {
    lock.lock()
    defer { lock.unlock() }
    return rooms.values.sorted { $0.name < $1.name }
  }
}

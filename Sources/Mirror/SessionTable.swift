import Foundation
import HTTPServer
import Synchronization

/// Which room each connection is in, and what it sent while its room was still opening.
///
/// A room opens off the event loop, so a client's first messages may arrive before it has
/// joined; they wait here and reach the room after the join, in the order they were sent.
final class SessionTable: Sendable {
  private enum Session {
    case opening(pending: [String])
    case joined(Room)
  }

  /// Messages a connection may send before its room has opened; past it the connection is
  /// closed rather than buffered without end.
  static let maxPendingMessages = 256

  private let sessions = Mutex<[UInt64: Session]>([:])

  var count: Int { sessions.withLock { sessions in sessions.count } }

  /// Notes that `connection`'s room is opening.
  func beginOpening(_ connection: WebSocketConnection) {
    sessions.withLock { sessions in sessions[connection.id] = .opening(pending: []) }
  }

  /// Hands `text` to the connection's room, or keeps it until the room is joined. Returns
  /// false when too many messages wait already.
  func deliver(_ text: String, from connection: WebSocketConnection) -> Bool {
    sessions.withLock { sessions in
      switch sessions[connection.id] {
      case .joined(let room)?:
        room.receive(text, from: connection)
        return true
      case .opening(var pending)?:
        guard pending.count < Self.maxPendingMessages else { return false }
        pending.append(text)
        sessions[connection.id] = .opening(pending: pending)
        return true
      case nil:
        return true
      }
    }
  }

  /// The connection's room opened: `join` runs, then what the connection sent meanwhile
  /// reaches the room. Returns false, joining nothing, when the connection has left already.
  func opened(
    _ room: Room, for connection: WebSocketConnection, join: (Room) -> Void
  ) -> Bool {
    sessions.withLock { sessions in
      guard case .opening(let pending)? = sessions[connection.id] else { return false }
      sessions[connection.id] = .joined(room)
      join(room)
      for text in pending { room.receive(text, from: connection) }
      return true
    }
  }

  /// Forgets the connection; returns its room if it had joined one.
  func remove(_ connection: WebSocketConnection) -> Room? {
    sessions.withLock { sessions in
      guard case .joined(let room)? = sessions.removeValue(forKey: connection.id) else {
        return nil
      }
      return room
    }
  }
}

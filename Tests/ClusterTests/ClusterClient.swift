import Foundation
import MirrorJSON
import TestSupport
import XCTest

/// A protocol client on one node, with the document it holds kept current.
final class ClusterClient {
  let client: MirrorClient
  private(set) var replica: MirrorClient.Replica
  /// The `error` messages the server sent that answer no request (`id: null`).
  private(set) var notices: [JSONValue] = []
  /// How many whole `state` messages arrived after the `hello`.
  private(set) var states = 0
  /// The ids of everyone in the room, as the last `presence` (or the `hello`) said.
  private(set) var presence: [String]
  /// Everyone in the room on every node, as the last `presence` (or the `hello`) counted.
  private(set) var presenceCount: Int

  init(_ node: NodeProcess, room: String, query: String = "") throws {
    client = try node.client(room: room, query: query)
    replica = MirrorClient.Replica(hello: client.hello)
    presence = Self.ids(client.hello["clients"])
    presenceCount = client.hello["clientCount"]?.intValue ?? 0
  }

  var id: String { client.hello["client"]?.stringValue ?? "" }

  /// Reads until the room's presence lists exactly `ids`, in any order.
  func waitForPresence(_ ids: Set<String>) throws {
    while Set(presence) != ids { _ = try read() }
  }

  /// Reads until the room's presence counts `count` clients.
  func waitForPresence(count: Int) throws {
    while presenceCount != count { _ = try read() }
  }

  private static func ids(_ clients: JSONValue?) -> [String] {
    (clients?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
  }

  var version: Int { replica.version }
  var document: JSONValue { replica.document }

  /// Sends `action` and reads until its answer: the acknowledged version, or the error.
  func send(_ action: JSONValue) throws -> Result<Int, WireFailure> {
    let id = client.sendAction(action)
    while true {
      let message = try read()
      guard message["id"]?.stringValue == id else { continue }
      if message["type"]?.stringValue == "ack", let version = message["version"]?.intValue {
        return .success(version)
      }
      return .failure(WireFailure(message: message))
    }
  }

  /// Reads until the document is at `version`.
  func follow(to version: Int) throws {
    while replica.version < version { _ = try read() }
  }

  /// Reads until a notice (`error` with `id: null`) with `code` arrives.
  func waitForNotice(code: String) throws -> JSONValue {
    while true {
      let message = try read()
      if message["type"]?.stringValue == "error", message["id"] == .null,
        message["code"]?.stringValue == code
      {
        return message
      }
    }
  }

  /// Reads until a whole `state` arrives.
  func waitForState() throws {
    let seen = states
    while states == seen { _ = try read() }
  }

  /// The next message, applied to the document; a patch that does not apply fails the read.
  @discardableResult
  func read() throws -> JSONValue {
    let message = try client.receive()
    switch message["type"]?.stringValue {
    case "state":
      states += 1
      _ = try replica.apply(message)
    case "patch":
      guard try replica.apply(message) else {
        throw WireFailure(message: ["patch on a base this client does not have": message])
      }
    case "presence":
      presence = Self.ids(message["clients"])
      presenceCount = message["count"]?.intValue ?? presence.count
    case "error" where message["id"] == .null:
      notices.append(message)
    default:
      break
    }
    return message
  }
}

/// An `error` the server answered with.
struct WireFailure: Error, CustomStringConvertible {
  let message: JSONValue
  var code: String? { message["code"]?.stringValue }
  var description: String { message.text }
}

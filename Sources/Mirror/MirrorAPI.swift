import Foundation
import HTTPServer
import MirrorJSON
import MirrorUI

/// The JSON API under `/api/`: demos, rooms and flows.
///
/// Its handler waits for rooms (saving a flow reads a room's history), so the server runs it
/// off the event loops. Changes need the driver role, checked before the body is read when the
/// token comes in the query (`?token=`) or an `Authorization: Bearer` header.
struct MirrorAPI: Sendable {
  let apps: [MirrorApp]
  let registry: RoomRegistry
  let flows: FlowStore
  let access: AccessPolicy
  let maps = FlowMapCache()

  /// Answers a request under `/api/`.
  func handle(_ request: HTTPRequest) -> HTTPResponse {
    let path = Array(request.path.split(separator: "/").map(String.init).dropFirst())
    let method = request.method == "HEAD" ? "GET" : request.method
    do {
      switch (method, path.first, path.count) {
      case ("GET", "demos", 1):
        return .json(
          JSONValue.array(
            apps.map(\.listing)
          ).bytes)
      case ("GET", "rooms", 1):
        if let shared = try registry.sharedRooms() { return .json(JSONValue.array(shared).bytes) }
        return .json(
          JSONValue.array(
            registry.all.map {
              [
                "name": .string($0.name), "demo": .string($0.app.name),
                "version": .int($0.activity.version), "clients": .int($0.activity.clientCount),
              ]
            }
          ).bytes)
      case ("GET", "rooms", 3) where path[2] == "map":
        guard let room = registry.loadedRoom(named: path[1]) else {
          return Self.error(404, "No room '\(path[1])' is open.")
        }
        return .json(maps.map(of: room.app))
      case ("GET", "flows", 1):
        return .json(JSONValue.array(flows.all.map(\.summary)).bytes)
      case ("GET", "flows", 2):
        return .json(try flows.flow(named: path[1]).json.bytes)
      case ("GET", "flows", 3) where path[2] == "test":
        let flow = try flows.flow(named: path[1])
        guard let app = apps.first(where: { $0.name == flow.demo }) else {
          throw FlowError.invalid("This server has no demo '\(flow.demo)' to write the test with.")
        }
        var response = HTTPResponse.text(try flow.swiftTest(using: app.start()), status: 200)
        response.headers.append(
          ("Content-Disposition", "inline; filename=\"\(flow.name)FlowTests.swift\""))
        return response
      case ("POST", "flows", 1):
        let body = try driversBody(of: request)
        let flow: Flow
        if body["steps"] != nil {
          flow = try Flow(json: body, limits: flows.limits)
          guard apps.contains(where: { $0.name == flow.demo }) else {
            throw FlowError.invalid("This server has no demo '\(flow.demo)'.")
          }
        } else {
          guard let name = body["name"]?.stringValue, Flow.isValidName(name),
            let roomName = body["room"]?.stringValue, let from = body["from"]?.intValue,
            let to = body["to"]?.intValue
          else {
            throw FlowError.invalid(
              "Save a flow with {name, room, from, to}, or import an exported flow.")
          }
          let opener = RoomRegistry.Opener(address: request.remoteAddress, mayCreate: false)
          flow = try registry.room(named: roomName, demo: nil, for: opener)
            .flow(named: name, from: from, to: to)
        }
        try flows.save(flow)
        return .json(flow.summary.bytes, status: 201)
      case ("POST", "flows", 3) where path[2] == "replay":
        let body = try driversBody(of: request)
        let flow = try flows.flow(named: path[1])
        guard let roomName = body["room"]?.stringValue else {
          throw FlowError.invalid("Replay needs {room, speed}.")
        }
        let speed = body["speed"].flatMap { $0.intValue.map(Double.init) ?? doubleValue($0) } ?? 1
        let opener = RoomRegistry.Opener(address: request.remoteAddress, mayCreate: true)
        try registry.room(named: roomName, demo: flow.demo, for: opener).replay(flow, speed: speed)
        return .json(
          JSONValue.object(["replaying": .string(flow.name), "room": .string(roomName)]).bytes,
          status: 202)
      default:
        return Self.error(404, "No API endpoint \(request.method) \(request.path).")
      }
    } catch APIError.forbidden {
      return Self.error(403, "Only drivers may do this: add the driver token.")
    } catch let error as FlowError {
      switch error {
      case .notFound: return Self.error(404, error.description)
      case .tooLarge: return Self.error(413, error.description)
      default: return Self.error(422, error.description)
      }
    } catch let error as LedgerError {
      return Self.error(503, "Shared rooms are unavailable: \(error)")
    } catch let error as WireError {
      switch error.code {
      case .forbidden: return Self.error(403, error.message)
      case .roomLimit: return Self.error(429, error.message)
      default: return Self.error(422, error.message)
      }
    } catch {
      return Self.error(422, "\(error)")
    }
  }

  private static func body(of request: HTTPRequest) throws -> JSONValue {
    do {
      return try JSONParser.parse(request.body)
    } catch {
      throw FlowError.invalid("The body is not JSON: \(error)")
    }
  }

  /// The body of a request that changes things, once its sender is known to drive: with a
  /// driver token configured, it must come in the query (`?token=`), an `Authorization:
  /// Bearer` header, or the body's `token`. A query or header token is checked before the
  /// body is parsed; wrong tokens count against the sender's address like a socket's.
  private func driversBody(of request: HTTPRequest) throws -> JSONValue {
    guard access.driverToken != nil else { return try Self.body(of: request) }
    let address = request.remoteAddress
    guard !access.isLockedOut(address) else { throw APIError.forbidden }
    if let token = request.query["token"] ?? bearerToken(of: request) {
      guard access.check(token, from: address) == .driver else { throw APIError.forbidden }
      return try Self.body(of: request)
    }
    let body = try Self.body(of: request)
    guard access.check(body["token"]?.stringValue, from: address) == .driver else {
      throw APIError.forbidden
    }
    return body
  }

  private func bearerToken(of request: HTTPRequest) -> String? {
    guard let value = request.headers["authorization"], value.lowercased().hasPrefix("bearer ")
    else { return nil }
    return String(value.dropFirst("bearer ".count))
  }

  private func doubleValue(_ value: JSONValue) -> Double? {
    if case .double(let double) = value { return double }
    return nil
  }

  static func error(_ status: Int, _ message: String) -> HTTPResponse {
    .json(JSONValue.object(["error": .string(message)]).bytes, status: status)
  }
}

enum APIError: Error {
  case forbidden
}

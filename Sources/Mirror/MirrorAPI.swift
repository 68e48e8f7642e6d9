import Foundation
import HTTPServer
import MirrorJSON
import MirrorUI

/// The JSON API under `/api/`: demos, rooms and flows.
///
/// Its answers may wait for rooms (saving a flow reads a room's history, a shared room is read
/// from Redis), so the server starts it off the event loops and takes each answer when it is
/// there; nothing waits for Redis meanwhile, nor for a flow map or an exported test, computed
/// once, shared and kept (`MirrorAPI+Computed.swift`). Changes need the driver role, checked before the
/// body is read when the token comes in the query (`?token=`) or an `Authorization: Bearer`
/// header.
struct MirrorAPI: Sendable {
  let apps: [MirrorApp]
  let registry: RoomRegistry
  let flows: FlowStore
  let access: AccessPolicy
  let maps: FlowMapService
  let exports: TestExportService

  /// Answers a request under `/api/` through `respond`, now or once the rooms it needs are
  /// open.
  func answer(_ request: HTTPRequest, _ respond: @escaping @Sendable (HTTPResponse) -> Void) {
    let path = Array(request.path.split(separator: "/").map(String.init).dropFirst())
    let method = request.method == "HEAD" ? "GET" : request.method
    switch (method, path.first, path.count) {
    case ("GET", "rooms", 1) where registry.cluster != nil:
      registry.sharedRooms { result in
        switch result {
        case .success(let rooms)?: respond(.json(JSONValue.array(rooms).bytes))
        case .failure(let error)?:
          respond(Self.error(503, "Shared rooms are unavailable: \(error)"))
        case nil: respond(handle(request))
        }
      }
    case ("GET", "rooms", 3) where path[2] == "map":
      answerMap(of: path[1], for: request.remoteAddress, respond)
    case ("GET", "flows", 3) where path[2] == "test":
      answerTest(of: path[1], respond)
    case ("POST", "flows", 1),
      ("POST", "flows", 3) where path[2] == "replay":
      do {
        let body = try driversBody(of: request)
        let replaying = path.count == 3
        guard let roomName = body["room"]?.stringValue, replaying || body["steps"] == nil
        else { return respond(handle(request, body: body)) }
        // A replay creates the room it names with the flow's demo; saving needs a room.
        let demo = replaying ? try flows.flow(named: path[1]).demo : nil
        let opener = RoomRegistry.Opener(address: request.remoteAddress, mayCreate: replaying)
        registry.open(named: roomName, demo: demo, for: opener, joining: false) { opened in
          switch opened {
          case .success(let room): respond(handle(request, body: body, room: room))
          case .failure(let error): respond(Self.response(to: error))
          }
        }
      } catch {
        respond(Self.response(to: error))
      }
    default:
      respond(handle(request))
    }
  }

  /// Answers a request under `/api/`; `body` is the driver's body, already read, and `room`
  /// the room it names, already open.
  func handle(_ request: HTTPRequest, body: JSONValue? = nil, room: Room? = nil) -> HTTPResponse {
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
        return .json(
          JSONValue.array(
            registry.all.map {
              [
                "name": .string($0.name), "demo": .string($0.app.name),
                "version": .int($0.activity.version), "clients": .int($0.activity.clientCount),
              ]
            }
          ).bytes)
      case ("GET", "flows", 1):
        return .json(JSONValue.array(flows.all.map(\.summary)).bytes)
      case ("GET", "flows", 2):
        return .json(try flows.flow(named: path[1]).json.bytes)
      case ("POST", "flows", 1):
        let body = try body ?? driversBody(of: request)
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
          guard let room, room.name == roomName else {
            throw FlowError.invalid("The room \(roomName) is not open.")
          }
          flow = try room.flow(named: name, from: from, to: to)
        }
        try flows.save(flow)
        return .json(flow.summary.bytes, status: 201)
      case ("POST", "flows", 3) where path[2] == "replay":
        let body = try body ?? driversBody(of: request)
        let flow = try flows.flow(named: path[1])
        guard let roomName = body["room"]?.stringValue, let room, room.name == roomName else {
          throw FlowError.invalid("Replay needs {room, speed}.")
        }
        let speed = body["speed"].flatMap { $0.intValue.map(Double.init) ?? doubleValue($0) } ?? 1
        try room.replay(flow, speed: speed)
        return .json(
          JSONValue.object(["replaying": .string(flow.name), "room": .string(roomName)]).bytes,
          status: 202)
      default:
        return Self.error(404, "No API endpoint \(request.method) \(request.path).")
      }
    } catch {
      return Self.response(to: error)
    }
  }

  /// The answer to a request that failed with `error`.
  static func response(to error: any Error) -> HTTPResponse {
    do {
      throw error
    } catch APIError.forbidden {
      return Self.error(403, "Only drivers may do this: add the driver token.")
    } catch let error as FlowError {
      switch error {
      case .notFound: return Self.error(404, error.description)
      case .tooLarge: return Self.error(413, error.description)
      case .storage: return Self.error(507, error.description)
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
  /// body is parsed.
  private func driversBody(of request: HTTPRequest) throws -> JSONValue {
    guard access.driverToken != nil else { return try Self.body(of: request) }
    if let token = request.query["token"] ?? bearerToken(of: request) {
      guard access.check(token) == .driver else { throw APIError.forbidden }
      return try Self.body(of: request)
    }
    let body = try Self.body(of: request)
    guard access.check(body["token"]?.stringValue) == .driver else { throw APIError.forbidden }
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

  static func error(_ status: Int, _ message: String, retryAfter: Int? = nil) -> HTTPResponse {
    var response = HTTPResponse.json(
      JSONValue.object(["error": .string(message)]).bytes, status: status)
    if let retryAfter { response.headers.append(("Retry-After", String(retryAfter))) }
    return response
  }
}

enum APIError: Error {
  case forbidden
}

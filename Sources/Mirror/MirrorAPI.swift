import Foundation
import HTTPServer
import MirrorJSON
import MirrorUI

/// The JSON API under `/api/`: demos, rooms and flows.
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
            apps.map { ["name": .string($0.name), "summary": .string($0.summary)] }
          ).bytes)
      case ("GET", "rooms", 1):
        return .json(
          JSONValue.array(
            registry.all.map {
              [
                "name": .string($0.name), "demo": .string($0.app.name),
                "version": .int($0.version), "clients": .int($0.clientCount),
              ]
            }
          ).bytes)
      case ("GET", "rooms", 3) where path[2] == "map":
        guard let room = registry.all.first(where: { $0.name == path[1] }) else {
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
        let body = try Self.body(of: request)
        try requireDriver(request, body: body)
        let flow: Flow
        if body["steps"] != nil {
          flow = try Flow(json: body)
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
          flow = try registry.room(named: roomName, demo: nil).flow(named: name, from: from, to: to)
        }
        try flows.save(flow)
        return .json(flow.summary.bytes, status: 201)
      case ("POST", "flows", 3) where path[2] == "replay":
        let body = try Self.body(of: request)
        try requireDriver(request, body: body)
        let flow = try flows.flow(named: path[1])
        guard let roomName = body["room"]?.stringValue else {
          throw FlowError.invalid("Replay needs {room, speed}.")
        }
        let speed = body["speed"].flatMap { $0.intValue.map(Double.init) ?? doubleValue($0) } ?? 1
        try registry.room(named: roomName, demo: flow.demo).replay(flow, speed: speed)
        return .json(
          JSONValue.object(["replaying": .string(flow.name), "room": .string(roomName)]).bytes,
          status: 202)
      default:
        return Self.error(404, "No API endpoint \(request.method) \(request.path).")
      }
    } catch APIError.forbidden {
      return Self.error(403, "Only drivers may do this: add the driver token.")
    } catch let error as FlowError {
      if case .notFound = error { return Self.error(404, error.description) }
      return Self.error(422, error.description)
    } catch let error as WireError {
      return Self.error(422, error.message)
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

  /// With a driver token configured, changing things needs it (`?token=` or `token` in the
  /// body), as driving a room does.
  private func requireDriver(_ request: HTTPRequest, body: JSONValue) throws {
    let token = request.query["token"] ?? body["token"]?.stringValue
    guard access.role(presenting: token) == .driver else { throw APIError.forbidden }
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

import Foundation
import HTTPServer
import MirrorJSON
import MirrorUI

/// The JSON API under `/api/`: demos, rooms and flows.
struct MirrorAPI: Sendable {
  let apps: [MirrorApp]
  let registry: RoomRegistry
  let flows: FlowStore

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
      default:
        return Self.error(404, "No API endpoint \(request.method) \(request.path).")
      }
    } catch let error as FlowError {
      if case .notFound = error { return Self.error(404, error.description) }
      return Self.error(422, error.description)
    } catch let error as WireError {
      return Self.error(422, error.message)
    } catch {
      return Self.error(422, "\(error)")
    }
  }

  static func error(_ status: Int, _ message: String) -> HTTPResponse {
    .json(JSONValue.object(["error": .string(message)]).bytes, status: status)
  }
}

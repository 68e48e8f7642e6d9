import HTTPServer
import MirrorJSON
import MirrorUI

extension MirrorAPI {
  /// Answers a request under `/api/`: a flow map or an exported test once it is computed
  /// (without a thread waiting for it), anything else at once (``handle(_:)``).
  func answer(_ request: HTTPRequest, respond: @escaping HTTPServer.Respond) {
    let path = Array(request.path.split(separator: "/").map(String.init).dropFirst())
    let isGET = request.method == "GET" || request.method == "HEAD"
    switch (isGET, path.first, path.count, path.last) {
    case (true, "rooms", 3, "map"):
      guard let room = registry.loadedRoom(named: path[1]) else {
        return respond(Self.error(404, "No room '\(path[1])' is open."))
      }
      maps.map(of: room.app, for: request.remoteAddress) { result in
        respond(Self.mapResponse(result))
      }
    case (true, "flows", 3, "test"):
      do {
        let flow = try flows.flow(named: path[1])
        guard let app = apps.first(where: { $0.name == flow.demo }) else {
          throw FlowError.invalid("This server has no demo '\(flow.demo)' to write the test with.")
        }
        exports.test(of: flow, app: app) { result in
          respond(Self.testResponse(result, name: flow.name))
        }
      } catch {
        respond(Self.response(for: error))
      }
    default:
      respond(handle(request))
    }
  }

  private static func mapResponse(_ result: Result<[UInt8], FlowMapService.Refusal>) -> HTTPResponse
  {
    switch result {
    case .success(let map):
      return .json(map)
    case .failure(.tooManyFromAddress):
      return error(
        429, "This address already waits for maps (--max-map-requests-per-address).",
        retryAfter: 1)
    case .failure(.tooMany):
      return error(503, "Too many map requests wait (--max-map-requests).", retryAfter: 1)
    }
  }

  private static func testResponse(_ result: Result<String, any Error>, name: String)
    -> HTTPResponse
  {
    switch result {
    case .success(let source):
      var response = HTTPResponse.text(source, status: 200)
      response.headers.append(
        ("Content-Disposition", "inline; filename=\"\(name)FlowTests.swift\""))
      return response
    case .failure(TestExportService.Refusal.busy):
      return error(
        503, "Other exported tests are being written (--max-concurrent-exports); try again.",
        retryAfter: 1)
    case .failure(let failure):
      return response(for: failure)
    }
  }
}

import HTTPServer
import MirrorJSON
import MirrorUI

extension MirrorAPI {
  /// Hands `respond` the flow map of room `name`'s app once it is computed (without a thread
  /// waiting for it), or why not.
  func answerMap(
    of name: String, for address: String, _ respond: @escaping @Sendable (HTTPResponse) -> Void
  ) {
    guard let room = registry.loadedRoom(named: name) else {
      return respond(Self.error(404, "No room '\(name)' is open."))
    }
    maps.map(of: room.app, for: address) { result in respond(Self.mapResponse(result)) }
  }

  /// Hands `respond` the exported test of flow `name` once it is written (without a thread
  /// waiting for it), or why not.
  func answerTest(of name: String, _ respond: @escaping @Sendable (HTTPResponse) -> Void) {
    do {
      let flow = try flows.flow(named: name)
      guard let app = apps.first(where: { $0.name == flow.demo }) else {
        throw FlowError.invalid("This server has no demo '\(flow.demo)' to write the test with.")
      }
      exports.test(of: flow, app: app) { result in
        respond(Self.testResponse(result, name: flow.name))
      }
    } catch {
      respond(Self.response(to: error))
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
      return response(to: failure)
    }
  }
}

import Foundation
import XCTest

@testable import HTTPServer

/// Memory a client that pipelines requests without reading can make the server hold: every
/// response for an unchanged file shares one copy of it, and a large body is queued as it is,
/// not copied after its head. Before, 100 connections pipelining requests for the page's
/// stylesheet held a copy per queued response (111 MiB).
final class SharedBodyTests: XCTestCase {
  private func folder(with files: [String: [UInt8]]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navmirror-shared-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    for (name, bytes) in files {
      try Data(bytes).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  private func get(_ path: String, from files: StaticFileHandler) -> HTTPResponse {
    files.respond(to: HTTPRequest(method: "GET", target: path, path: path))
  }

  private func address(_ bytes: [UInt8]) -> UnsafeRawPointer? {
    bytes.withUnsafeBytes { $0.baseAddress }
  }

  func testResponsesForAnUnchangedFileShareOneCopy() throws {
    let folder = try folder(with: ["styles.css": Array(repeating: 0x2E, count: 33_000)])
    let files = try XCTUnwrap(StaticFileHandler(directory: folder.path, cacheBytes: 1 << 20))
    let first = get("/styles.css", from: files)
    let second = get("/styles.css", from: files)
    XCTAssertEqual(first.status, 200)
    XCTAssertEqual(second.body, first.body)
    XCTAssertEqual(address(second.body), address(first.body), "one copy for both")

    let changed = Array(repeating: UInt8(0x2F), count: 34_000)
    try Data(changed).write(to: folder.appendingPathComponent("styles.css"))
    XCTAssertEqual(get("/styles.css", from: files).body, changed, "read again once changed")
  }

  func testFilesOverAQuarterOfTheBudgetAreReadEachTime() throws {
    let folder = try folder(with: ["big.bin": Array(repeating: 1, count: 300_000)])
    let files = try XCTUnwrap(StaticFileHandler(directory: folder.path, cacheBytes: 1 << 20))
    let first = get("/big.bin", from: files)
    let second = get("/big.bin", from: files)
    XCTAssertEqual(second.body, first.body)
    XCTAssertNotEqual(address(second.body), address(first.body))
  }

  func testALargeBodyIsQueuedAsItIsAfterItsHead() {
    let body = Array(repeating: UInt8(7), count: HTTPResponse.sharedBodySize)
    let response = HTTPResponse(status: 200, body: body)
    let chunks = response.serializedChunks(includeBody: true, closeConnection: false)
    XCTAssertEqual(chunks.count, 2)
    XCTAssertEqual(chunks.last.flatMap(address), address(body), "not copied")
    XCTAssertEqual(
      chunks.joined().map { $0 }, response.serialized(includeBody: true, closeConnection: false))
    let small = HTTPResponse(status: 200, body: [1, 2, 3])
    XCTAssertEqual(small.serializedChunks(includeBody: true, closeConnection: true).count, 1)
    XCTAssertEqual(response.serializedChunks(includeBody: false, closeConnection: false).count, 1)
  }
}

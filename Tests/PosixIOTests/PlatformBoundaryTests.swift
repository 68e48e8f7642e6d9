import Foundation
import XCTest

@testable import PosixIO

/// Platform calls live behind one thin wrapper, PosixIO: the server's modules call it, never
/// libc, and the wrappers keep libc's conventions (EINTR retried, errno reported) in one place.
final class PlatformBoundaryTests: XCTestCase {
  private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  /// The HTTP and WebSocket layers import neither Glibc nor Foundation: files, sockets,
  /// descriptors, signals and processor counts go through PosixIO.
  func testTheServersModulesReachThePlatformOnlyThroughPosixIO() throws {
    for module in ["HTTPServer", "WebSocketProtocol", "PerMessageDeflate"] {
      let folder = Self.sources.appendingPathComponent(module)
      for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
      where file.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix("import ") {
          XCTAssertFalse(
            ["import Glibc", "import Foundation"].contains(String(line)), "\(module)/\(file)")
        }
      }
    }
  }

  func testFilesAreReadAndDescribedThroughTheWrappers() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navmirror-posix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("page.html")
    try Data("hello".utf8).write(to: file)
    let link = folder.appendingPathComponent("link.html")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)

    XCTAssertEqual(Posix.realPath(link.path), Posix.realPath(file.path))
    XCTAssertNil(Posix.realPath(folder.appendingPathComponent("missing").path))
    XCTAssertEqual(Posix.status(atPath: folder.path)?.isDirectory, true)
    let fd = try Posix.openForReading(file.path)
    defer { Posix.close(fd) }
    let status = try Posix.status(of: fd)
    XCTAssertEqual(status.size, 5)
    XCTAssertTrue(status.isRegularFile)
    XCTAssertEqual(Posix.read(fd, exactly: 5), Array("hello".utf8))
    XCTAssertNil(Posix.read(fd, exactly: 1), "the file ended")
    XCTAssertThrowsError(try Posix.openForReading(folder.appendingPathComponent("no").path)) {
      XCTAssertEqual(($0 as? IOError)?.function, "open")
    }
    let spare = Posix.openSpareDescriptor()
    XCTAssertGreaterThanOrEqual(spare, 0)
    Posix.close(spare)
    XCTAssertGreaterThanOrEqual(Posix.onlineProcessorCount, 1)
  }
}

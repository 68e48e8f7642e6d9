import Foundation
import HTTPServer
import XCTest

/// https and wss with OpenSSL on the same epoll loops, against a throwaway self-signed
/// certificate made with the `openssl` tool, and curl and Python as independent clients.
final class TLSTests: ServerTestCase {
  private static let directory = NSTemporaryDirectory() + "navmirror-tls-\(UUID().uuidString)"

  override class func setUp() {
    super.setUp()
    makeCertificates(["server", "other"], in: directory)
  }

  /// Makes a throwaway self-signed certificate (`NAME.crt`) and key (`NAME.key`) for each of
  /// `names` in `directory`, with the `openssl` tool.
  static func makeCertificates(_ names: [String], in directory: String) {
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for name in names {
      _ = try? run(
        "openssl",
        [
          "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost", "-days", "1",
          "-keyout", "\(directory)/\(name).key", "-out", "\(directory)/\(name).crt",
        ])
    }
  }

  /// Serves TLS with `directory`'s `server.crt` and `server.key`; fails the test without them.
  static func useServerCertificate(
    in directory: String, _ configuration: inout ServerConfiguration
  ) {
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: directory + "/server.crt"),
      "the openssl command-line tool is required to make the test certificate")
    configuration.tlsCertificatePath = directory + "/server.crt"
    configuration.tlsKeyPath = directory + "/server.key"
  }

  override class func tearDown() {
    try? FileManager.default.removeItem(atPath: directory)
    super.tearDown()
  }

  override func configure(_ configuration: inout ServerConfiguration) {
    Self.useServerCertificate(in: Self.directory, &configuration)
    configuration.echoPath = "/echo"
  }

  /// Runs a tool; returns (status, stdout). A missing tool throws, naming it.
  @discardableResult
  static func run(_ tool: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if process.terminationStatus == 127 { throw CocoaError(.fileNoSuchFile) }
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  func testTLS_HTTPSWithCurl() throws {
    let (status, body) = try Self.run(
      "curl", ["-sk", "--max-time", "5", "https://127.0.0.1:\(port)/healthz"])
    XCTAssertEqual(status, 0, "curl is required and must reach the TLS server")
    XCTAssertTrue(body.contains(#""status":"ok""#), body)
    let (_, page) = try Self.run(
      "curl", ["-sk", "--max-time", "5", "https://127.0.0.1:\(port)/"])
    XCTAssertEqual(page, "<h1>hi</h1>")
  }

  func testTLS_WSSEchoWithDeflateThroughPythonWebsockets() throws {
    let output = try PythonClient.run(
      PythonClient.echoScript, arguments: ["wss://127.0.0.1:\(port)/echo"])
    XCTAssertTrue(output.contains("EXTENSIONS permessage-deflate"), output)
  }

  /// Plain HTTP to the TLS port is not understood; the connection is closed, the server lives.
  func testTLS_PlainTextClientIsClosed() throws {
    let c = try client()
    c.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    XCTAssertTrue(c.readsEOF())
    let (status, _) = try Self.run(
      "curl", ["-sk", "--max-time", "5", "https://127.0.0.1:\(port)/healthz"])
    XCTAssertEqual(status, 0)
  }

  func testTLS_MissingCertificateIsAClearErrorAtStart() {
    var configuration = ServerConfiguration(port: 0, publicDirectory: publicDirectory)
    configuration.tlsCertificatePath = Self.directory + "/missing.crt"
    configuration.tlsKeyPath = Self.directory + "/server.key"
    XCTAssertThrowsError(try HTTPServer(configuration: configuration).start()) { error in
      XCTAssertTrue(
        "\(error)".contains("cannot load TLS certificate '\(Self.directory)/missing.crt'"),
        "\(error)")
    }
  }

  func testTLS_MismatchedKeyIsAClearErrorAtStart() {
    var configuration = ServerConfiguration(port: 0, publicDirectory: publicDirectory)
    configuration.tlsCertificatePath = Self.directory + "/server.crt"
    configuration.tlsKeyPath = Self.directory + "/other.key"
    XCTAssertThrowsError(try HTTPServer(configuration: configuration).start()) { error in
      XCTAssertTrue("\(error)".contains("mismatch"), "\(error)")
    }
  }

  func testTLS_KeyWithoutCertificateIsRefused() {
    var configuration = ServerConfiguration(port: 0, publicDirectory: publicDirectory)
    configuration.tlsKeyPath = Self.directory + "/server.key"
    XCTAssertThrowsError(try HTTPServer(configuration: configuration).start()) { error in
      XCTAssertTrue("\(error)".contains("both a certificate and a private key"), "\(error)")
    }
  }
}

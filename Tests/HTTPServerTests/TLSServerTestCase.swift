import Foundation
import HTTPServer
import XCTest

/// A `ServerTestCase` serving TLS with a throwaway self-signed certificate, made for each test
/// class that derives from it and removed after it.
class TLSServerTestCase: ServerTestCase {
  private static let directory = NSTemporaryDirectory() + "navmirror-tls-\(UUID().uuidString)"

  override class func setUp() {
    super.setUp()
    TLSTests.makeCertificates(["server"], in: directory)
  }

  override class func tearDown() {
    try? FileManager.default.removeItem(atPath: directory)
    super.tearDown()
  }

  override func configure(_ configuration: inout ServerConfiguration) {
    TLSTests.useServerCertificate(in: TLSServerTestCase.directory, &configuration)
  }
}

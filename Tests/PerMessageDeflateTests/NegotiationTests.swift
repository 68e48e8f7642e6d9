import PerMessageDeflate
import XCTest

/// RFC 7692 §7.1, table-driven: each offer header and the response the server must give
/// (`nil`: the extension is declined).
final class NegotiationTests: XCTestCase {
  private let defaults = PerMessageDeflateConfiguration()

  private func response(
    _ offer: String?, _ configuration: PerMessageDeflateConfiguration? = nil
  ) -> String? {
    PerMessageDeflateNegotiation.negotiate(
      offers: offer, configuration: configuration ?? defaults)?.responseHeader
  }

  func testRFC7692_7_1_OfferToResponseTable() {
    let base = "permessage-deflate; server_no_context_takeover"
    let table: [(offer: String?, expected: String?, line: UInt)] = [
      (nil, nil, #line),
      ("x-webkit-deflate-frame", nil, #line),
      ("permessage-deflate", base, #line),
      ("PerMessage-Deflate", base, #line),
      // Chromium's offer: client_max_window_bits without a value may be left unanswered.
      ("permessage-deflate; client_max_window_bits", base, #line),
      (
        "permessage-deflate; client_max_window_bits=10", base + "; client_max_window_bits=10", #line
      ),
      (
        "permessage-deflate; client_max_window_bits=\"12\"", base + "; client_max_window_bits=12",
        #line
      ),
      ("permessage-deflate; client_max_window_bits=8", base + "; client_max_window_bits=8", #line),
      (
        "permessage-deflate; server_max_window_bits=10", base + "; server_max_window_bits=10", #line
      ),
      ("permessage-deflate; server_max_window_bits=9", base + "; server_max_window_bits=9", #line),
      (
        "permessage-deflate; client_no_context_takeover", base + "; client_no_context_takeover",
        #line
      ),
      ("permessage-deflate; server_no_context_takeover", base, #line),
      (
        "permessage-deflate; server_no_context_takeover; client_no_context_takeover; "
          + "server_max_window_bits=12; client_max_window_bits=11",
        base + "; client_no_context_takeover; server_max_window_bits=12; client_max_window_bits=11",
        #line
      ),
      // zlib cannot deflate with a 256-byte window: decline rather than lie.
      ("permessage-deflate; server_max_window_bits=8", nil, #line),
      // ... but accept the next, acceptable offer.
      ("permessage-deflate; server_max_window_bits=8, permessage-deflate", base, #line),
      (
        "permessage-deflate; server_max_window_bits=8, "
          + "permessage-deflate; server_max_window_bits=9",
        base + "; server_max_window_bits=9", #line
      ),
      (
        "x-foo, permessage-deflate; client_no_context_takeover",
        base + "; client_no_context_takeover", #line
      ),
      // Invalid offers are declined (§7.1).
      ("permessage-deflate; server_max_window_bits", nil, #line),
      ("permessage-deflate; server_max_window_bits=16", nil, #line),
      ("permessage-deflate; server_max_window_bits=7", nil, #line),
      ("permessage-deflate; server_max_window_bits=010", nil, #line),
      ("permessage-deflate; client_max_window_bits=abc", nil, #line),
      ("permessage-deflate; server_no_context_takeover=1", nil, #line),
      ("permessage-deflate; client_no_context_takeover=yes", nil, #line),
      ("permessage-deflate; unknown_parameter", nil, #line),
      ("permessage-deflate; server_no_context_takeover; server_no_context_takeover", nil, #line),
      ("permessage-deflate; client_max_window_bits=10; client_max_window_bits=11", nil, #line),
    ]
    for row in table {
      XCTAssertEqual(
        response(row.offer), row.expected, "offer: \(row.offer ?? "nil")", line: row.line)
    }
  }

  func testRFC7692_7_1_1_1_ServerContextTakeoverWhenConfigured() {
    let configuration = PerMessageDeflateConfiguration(serverNoContextTakeover: false)
    XCTAssertEqual(response("permessage-deflate", configuration), "permessage-deflate")
    let agreement = PerMessageDeflateNegotiation.negotiate(
      offers: "permessage-deflate", configuration: configuration)
    XCTAssertEqual(agreement?.parameters.serverNoContextTakeover, false)
    XCTAssertEqual(
      response("permessage-deflate; server_no_context_takeover", configuration),
      "permessage-deflate; server_no_context_takeover")
  }

  func testRFC7692_7_1_2_2_ClientWindowLimitedOnlyWhenOffered() {
    let configuration = PerMessageDeflateConfiguration(clientMaxWindowBits: 12)
    XCTAssertEqual(
      response("permessage-deflate; client_max_window_bits", configuration),
      "permessage-deflate; server_no_context_takeover; client_max_window_bits=12")
    XCTAssertEqual(
      response("permessage-deflate; client_max_window_bits=10", configuration),
      "permessage-deflate; server_no_context_takeover; client_max_window_bits=10")
    // §7.1.2.2: without the parameter in the offer, the response must not carry it.
    XCTAssertEqual(
      response("permessage-deflate", configuration),
      "permessage-deflate; server_no_context_takeover"
    )
  }

  func testNegotiatedParametersMatchTheResponse() throws {
    let agreement = try XCTUnwrap(
      PerMessageDeflateNegotiation.negotiate(
        offers: "permessage-deflate; client_max_window_bits=9; server_max_window_bits=11",
        configuration: defaults))
    XCTAssertEqual(
      agreement.parameters,
      PerMessageDeflateParameters(
        serverNoContextTakeover: true, clientNoContextTakeover: false, serverMaxWindowBits: 11,
        clientMaxWindowBits: 9))
  }
}

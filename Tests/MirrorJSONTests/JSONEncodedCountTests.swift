import MirrorJSON
import XCTest

/// `encodedCount` is the length of the text `bytes` writes, for every kind of value.
final class JSONEncodedCountTests: XCTestCase {
  func testCountsMatchTheWrittenText() {
    let values: [JSONValue] = [
      .null, .bool(true), .bool(false), .int(0), .int(7), .int(-7), .int(10), .int(-100),
      .int(Int.max), .int(Int.min), .double(1.5), .double(-2), .double(.nan), .double(1e300),
      .string(""), .string("plain"), .string("quote \" backslash \\ line\nreturn\rtab\t"),
      .string("bell \u{07} escape \u{1B}"), .string("é ✓ 🚀"), .array([]), .object([:]),
      .array([.int(1), .string("two"), .null]),
      ["type": "state", "scene": ["a\"b": [.int(-1), .bool(false)]], "empty": .array([])],
    ]
    for value in values {
      XCTAssertEqual(value.encodedCount, value.bytes.count, value.text)
    }
  }

  func testAKeptCountFollowsEveryChange() throws {
    let value: JSONValue = ["title": "Trips", "rows": .array([.int(1), .int(2)])]
    let kept = value.keepingEncodedCount()
    XCTAssertEqual(kept.encodedCount, kept.bytes.count)
    guard case .object(var object) = kept else { return XCTFail("not an object") }
    object["title"] = "Portugal in spring"
    XCTAssertEqual(JSONValue.object(object).encodedCount, JSONValue.object(object).bytes.count)
    object["added"] = .null
    XCTAssertEqual(JSONValue.object(object).encodedCount, JSONValue.object(object).bytes.count)
    object["rows"] = nil
    XCTAssertEqual(JSONValue.object(object).encodedCount, JSONValue.object(object).bytes.count)
    let patched = try JSONPatch.apply(
      [JSONPatch.Operation(op: "replace", path: "/title", value: "a")], to: kept)
    XCTAssertEqual(patched.encodedCount, patched.bytes.count)
    // Inside a document, a kept object is counted as it was kept.
    let document: JSONValue = ["scene": .array([kept, kept]), "version": 3]
    XCTAssertEqual(document.encodedCount, document.bytes.count)
  }

  func testStringsWithoutEscapesAreWrittenAsTheyAre() {
    XCTAssertEqual(JSONValue.string("tab1 ✓").text, "\"tab1 ✓\"")
    XCTAssertEqual(JSONValue.string("a\"b\\c\u{01}").text, #""a\"b\\c\u0001""#)
  }
}

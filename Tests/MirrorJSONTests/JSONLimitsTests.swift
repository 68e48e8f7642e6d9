import MirrorJSON
import XCTest

/// Input that is valid but hostile: huge objects and arrays, deep nesting, patches that grow a
/// document. Each must be handled in time linear in its size, or refused with an error that
/// names the limit.
final class JSONLimitsTests: XCTestCase {
  private func object(keys count: Int) -> String {
    "{" + (0..<count).map { #""k\#($0)":\#($0)"# }.joined(separator: ",") + "}"
  }

  func testAnObjectOfAHundredThousandKeysParses() throws {
    let parsed = try JSONParser.parse(object(keys: 100_000))
    let object = try XCTUnwrap(parsed.objectValue)
    XCTAssertEqual(object.count, 100_000)
    XCTAssertEqual(object.keys.first, "k0")
    XCTAssertEqual(object.keys.last, "k99999")
    XCTAssertEqual(object["k12345"], 12_345)
    XCTAssertNil(object["k100000"])
  }

  func testARepeatedKeyKeepsItsLastValueAtItsFirstPlace() throws {
    XCTAssertEqual(try JSONParser.parse(#"{"a":1,"b":2,"a":3}"#).text, #"{"a":3,"b":2}"#)
    let text = object(keys: 50_000).dropLast() + #","k7":"again"}"#
    let object = try XCTUnwrap(try JSONParser.parse(String(text)).objectValue)
    XCTAssertEqual(object.count, 50_000)
    XCTAssertEqual(object.members[7].value, "again")
  }

  func testRemovingAndReAddingMembersOfALargeObject() {
    var object = JSONObject()
    for index in 0..<100 { object["k\(index)"] = .int(index) }
    object["k3"] = nil
    object["k3"] = "back"
    XCTAssertEqual(object.count, 100)
    XCTAssertEqual(object.keys.last, "k3")
    XCTAssertEqual(object["k4"], 4)
    XCTAssertEqual(object["k3"], "back")
  }

  func testTenThousandLevelsOfNestingFailWithTheDepthError() {
    for (open, close) in [("[", "]"), (#"{"a":"#, "}")] {
      let deep =
        String(repeating: open, count: 10_000) + "1" + String(repeating: close, count: 10_000)
      XCTAssertThrowsError(try JSONParser.parse(deep)) { error in
        let error = error as? JSONParseError
        XCTAssertEqual(error?.offset, 128 * open.utf8.count)
        XCTAssertEqual(error?.reason, "nesting deeper than 128 (JSONParser.Limits.maximumDepth)")
      }
    }
  }

  func testTheDefaultDepthIsAccepted() throws {
    let deep = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
    XCTAssertNoThrow(try JSONParser.parse(deep))
  }

  func testContainerValueAndInputLimits() throws {
    let limits = JSONParser.Limits(
      maximumInputBytes: 20, maximumElementsPerContainer: 3, maximumValues: 6)
    XCTAssertNoThrow(try JSONParser.parse("[1,2,3]", limits: limits))
    XCTAssertEqual(
      try parseError("[1,2,3,4]", limits),
      "invalid JSON at byte 7: more than 3 elements in an array "
        + "(JSONParser.Limits.maximumElementsPerContainer)")
    XCTAssertNoThrow(try JSONParser.parse(#"{"a":1,"b":2,"c":3,"a":4}"#, limits: .init()))
    XCTAssertEqual(
      try parseError(#"{"a":1,"b":2,"c":3,"d":4}"#, .init(maximumElementsPerContainer: 3)),
      "invalid JSON at byte 19: more than 3 members in an object "
        + "(JSONParser.Limits.maximumElementsPerContainer)")
    XCTAssertEqual(
      try parseError("[[1,2],[3,4]]", limits),
      "invalid JSON at byte 10: more than 6 values (JSONParser.Limits.maximumValues)")
    XCTAssertEqual(
      try parseError(String(repeating: " ", count: 21), limits),
      "invalid JSON at byte 20: input of 21 bytes is larger than the limit of 20 "
        + "(JSONParser.Limits.maximumInputBytes)")
  }

  private func parseError(_ text: String, _ limits: JSONParser.Limits) throws -> String {
    do {
      _ = try JSONParser.parse(text, limits: limits)
      return "no error"
    } catch let error as JSONParseError {
      return error.description
    }
  }

  func testAHundredThousandAppendsApply() throws {
    let operations = (0..<100_000).map {
      JSONPatch.Operation(op: "add", path: "/list/-", value: .int($0))
    }
    let patched = try JSONPatch.apply(operations, to: ["list": []])
    XCTAssertEqual(patched["list"]?.arrayValue?.count, 100_000)
    XCTAssertEqual(patched["list"]?.arrayValue?.last, 99_999)
  }

  func testAHundredThousandMembersAddedOneByOneApply() throws {
    let operations = (0..<100_000).map {
      JSONPatch.Operation(op: "add", path: "/state/k\($0)", value: .int($0))
    }
    let patched = try JSONPatch.apply(operations, to: ["state": [:]])
    XCTAssertEqual(patched["state"]?.objectValue?.count, 100_000)
    XCTAssertEqual(patched["state"]?["k99999"], 99_999)
  }

  func testCopyingADocumentIntoItselfStopsAtTheValueLimit() {
    // Each pair of copies doubles the document: {a: X} → {a: X, b: X} → {a: {a: X, b: X}, b: X}.
    let operations = (0..<64).flatMap { _ in
      [
        JSONPatch.Operation(op: "copy", path: "/b", from: "/a"),
        JSONPatch.Operation(op: "copy", path: "/a", from: ""),
      ]
    }
    XCTAssertThrowsError(try JSONPatch.apply(operations, to: ["a": [1, 2, 3]])) { error in
      XCTAssertEqual(
        (error as? JSONPatch.Failure)?.reason,
        "the patch adds, copies or moves more than 1000000 values "
          + "(JSONParser.Limits.maximumValues)")
    }
  }

  func testCopyingLongStringsStopsAtTheByteLimit() {
    let operations = (0..<64).flatMap { _ in
      [
        JSONPatch.Operation(op: "copy", path: "/b", from: "/a"),
        JSONPatch.Operation(op: "copy", path: "/a", from: ""),
      ]
    }
    let document: JSONValue = ["a": .string(String(repeating: "x", count: 1000))]
    XCTAssertThrowsError(try JSONPatch.apply(operations, to: document)) { error in
      XCTAssertEqual(
        (error as? JSONPatch.Failure)?.reason,
        "the patch adds, copies or moves more than 8388608 bytes of strings and keys "
          + "(JSONParser.Limits.maximumInputBytes)")
    }
  }

  func testAPatchCannotNestDeeperThanTheLimit() throws {
    let limits = JSONParser.Limits(maximumDepth: 4)
    let shallow: JSONValue = ["a": ["b": [:]]]
    let fits = JSONPatch.Operation(op: "add", path: "/a/b/c", value: [1])
    XCTAssertEqual(try JSONPatch.apply([fits], to: shallow, limits: limits)["a"]?["b"]?["c"], [1])
    let tooDeep = JSONPatch.Operation(op: "add", path: "/a/b/c", value: [[1]])
    XCTAssertThrowsError(try JSONPatch.apply([tooDeep], to: shallow, limits: limits)) { error in
      XCTAssertEqual(
        (error as? JSONPatch.Failure)?.reason,
        "the result would nest deeper than 4 (JSONParser.Limits.maximumDepth)")
    }
    let nested = JSONPatch.Operation(op: "copy", path: "/a/b/c", from: "")
    XCTAssertThrowsError(try JSONPatch.apply([nested, nested], to: shallow, limits: limits))
    let longPointer = JSONPatch.Operation(
      op: "remove", path: String(repeating: "/a", count: 10_000))
    XCTAssertThrowsError(try JSONPatch.apply([longPointer], to: shallow)) { error in
      XCTAssertEqual(
        (error as? JSONPatch.Failure)?.reason,
        "a pointer of 10000 tokens is deeper than 128 (JSONParser.Limits.maximumDepth)")
    }
  }

  func testAFailedOperationLeavesTheDocumentUnchanged() throws {
    let document: JSONValue = ["a": ["b": [1, 2]], "c": 3]
    let operations = [
      JSONPatch.Operation(op: "add", path: "/a/b/-", value: 3),
      JSONPatch.Operation(op: "remove", path: "/a/b/7"),
    ]
    XCTAssertThrowsError(try JSONPatch.apply(operations, to: document))
    XCTAssertEqual(document, ["a": ["b": [1, 2]], "c": 3])
  }

  func testDictionariesOfAHundredThousandKeysEncodeAndDecode() throws {
    let dictionary = Dictionary(uniqueKeysWithValues: (0..<100_000).map { ("k\($0)", $0) })
    let encoded = try JSONValueEncoder().encode(dictionary)
    XCTAssertEqual(encoded.objectValue?.count, 100_000)
    XCTAssertEqual(encoded["k4242"], 4242)
    XCTAssertEqual(try JSONValueDecoder().decode([String: Int].self, from: encoded), dictionary)
  }
}

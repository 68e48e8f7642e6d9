import MirrorJSON
import XCTest

final class JSONPatchTests: XCTestCase {
  func testDiffThenApplyRebuildsTheTarget() throws {
    let pairs: [(JSONValue, JSONValue)] = [
      (["a": 1, "b": [1, 2, 3]], ["a": 2, "b": [1, 2], "c": "new"]),
      ([1, 2], [1, 2, 3, 4]),
      (["x": ["y": ["z": true]]], ["x": ["y": nil]]),
      ("scalar", ["now": "object"]),
      (["a/b": 1, "m~n": 2], ["a/b": 3]),
    ]
    for (old, new) in pairs {
      let operations = JSONPatch.diff(from: old, to: new)
      let rebuilt = try JSONPatch.apply(operations, to: old)
      XCTAssertEqual(Set(rebuilt.objectValue?.keys ?? []), Set(new.objectValue?.keys ?? []))
      for key in new.objectValue?.keys ?? [] { XCTAssertEqual(rebuilt[key], new[key]) }
      if new.objectValue == nil { XCTAssertEqual(rebuilt, new) }
    }
  }

  /// Random documents and random edits of them (parts shared with the original, as a kept
  /// document shares them): the diff applied to the original gives the edited document, and the
  /// diff of a document with an equal one, shared or rebuilt, is empty.
  func testRandomEditsDiffAndApplyToTheEditedDocument() throws {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    func document(depth: Int) -> JSONValue {
      switch depth == 0 ? next(4) : next(6) {
      case 0: return .int(next(5))
      case 1: return .string(["a", "b/c", "d~e", ""][next(4)])
      case 2: return .bool(next(2) == 0)
      case 3: return .null
      case 4: return .array((0..<next(4)).map { _ in document(depth: depth - 1) })
      default:
        var object = JSONObject()
        for _ in 0..<next(4) {
          object[["k", "l", "m/n", "o~p"][next(4)]] = document(depth: depth - 1)
        }
        return .object(object)
      }
    }
    func edited(_ value: JSONValue, depth: Int) -> JSONValue {
      guard next(3) == 0 || depth == 0 else {
        switch value {
        case .array(var elements) where !elements.isEmpty:
          let index = next(elements.count)
          elements[index] = edited(elements[index], depth: depth - 1)
          if next(4) == 0 { elements.append(document(depth: 1)) }
          if next(4) == 0 { elements.removeLast() }
          return .array(elements)
        case .object(var object) where object.count > 0:
          let key = object.keys[next(object.count)]
          object[key] = next(5) == 0 ? nil : edited(object[key] ?? .null, depth: depth - 1)
          return .object(object)
        default:
          return value
        }
      }
      return next(2) == 0 ? value : document(depth: 2)
    }
    for round in 0..<500 {
      let old = document(depth: 4)
      let new = edited(old, depth: 4)
      let rebuilt = try JSONPatch.apply(JSONPatch.diff(from: old, to: new), to: old)
      XCTAssertTrue(
        Self.same(rebuilt, new), "round \(round): \(old.text) → \(new.text): \(rebuilt.text)")
      XCTAssertEqual(JSONPatch.diff(from: old, to: old), [], "round \(round)")
      XCTAssertEqual(
        JSONPatch.diff(from: old, to: try JSONParser.parse(old.bytes)), [], "round \(round)")
    }
  }

  /// Whether two documents hold the same values, whatever the order of their objects' members
  /// (an `add` puts a member at the end).
  private static func same(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.object(let left), .object(let right)):
      return Set(left.keys) == Set(right.keys)
        && left.allSatisfy { member in right[member.key].map { same(member.value, $0) } ?? false }
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
    default:
      return lhs == rhs
    }
  }

  func testAPatchOfAPartIsThePatchOfTheWholeAtItsPointer() throws {
    let old: JSONValue = ["scene": ["title": "A"], "state": ["ids": [0], "tab": "first"]]
    let new: JSONValue = ["scene": ["title": "B"], "state": ["ids": [0, 1], "tab": "first"]]
    let parts =
      JSONPatch.diff(from: old["scene"]!, to: new["scene"]!, at: "/scene")
      + JSONPatch.nest(JSONPatch.diff(from: old["state"]!, to: new["state"]!), at: "/state")
    XCTAssertEqual(parts, JSONPatch.diff(from: old, to: new))
    XCTAssertEqual(try JSONPatch.apply(parts, to: old), new)
  }

  func testEscapedPointers() throws {
    let operations = JSONPatch.diff(from: ["a/b": 1], to: ["a/b": 2])
    XCTAssertEqual(operations.map(\.path), ["/a~1b"])
  }

  func testRFC6902OperationsApply() throws {
    let document: JSONValue = ["foo": ["bar", "baz"], "q": ["r": 1]]
    let patched = try JSONPatch.apply(
      [
        .init(op: "add", path: "/foo/1", value: "qux"),
        .init(op: "remove", path: "/foo/0"),
        .init(op: "add", path: "/foo/-", value: "end"),
        .init(op: "move", path: "/moved", from: "/q/r"),
        .init(op: "copy", path: "/copy", from: "/foo/0"),
        .init(op: "test", path: "/copy", value: "qux"),
        .init(op: "replace", path: "/q", value: 5),
      ], to: document)
    XCTAssertEqual(patched["foo"], ["qux", "baz", "end"])
    XCTAssertEqual(patched["moved"], 1)
    XCTAssertEqual(patched["q"], 5)
  }

  func testFailingOperationsThrow() {
    let document: JSONValue = ["a": [1]]
    let bad: [JSONPatch.Operation] = [
      .init(op: "remove", path: "/missing"),
      .init(op: "add", path: "/a/5", value: 1),
      .init(op: "replace", path: "/a/0/x", value: 1),
      .init(op: "test", path: "/a/0", value: 2),
      .init(op: "jump", path: "/a"),
      .init(op: "add", path: "a", value: 1),
      .init(op: "add", path: "/a/01", value: 1),
    ]
    for operation in bad {
      XCTAssertThrowsError(try JSONPatch.apply([operation], to: document), operation.op)
    }
  }
}

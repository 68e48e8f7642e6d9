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

import Synchronization
import XCTest

@testable import MirrorJSON

/// An encoding with a memo writes the JSON an encoding without one writes, and encodes again
/// only the array elements that differ from those at the same place last time.
final class JSONEncodingMemoTests: XCTestCase {
  func testOnlyChangedElementsAreEncodedAgain() throws {
    let memo = JSONEncodingMemo()
    var list = Board(rows: (0..<50).map { Row(id: $0, title: "row \($0)") })
    try assertSameJSON(list, memo: memo, encodes: 50)
    list.rows[17].title = "changed"
    try assertSameJSON(list, memo: memo, encodes: 1)
    list.rows.append(Row(id: 50, title: "new"))
    try assertSameJSON(list, memo: memo, encodes: 1)
    list.rows.removeFirst()
    // Every element moved one place down: none is where an equal one was.
    try assertSameJSON(list, memo: memo, encodes: 50)
    try assertSameJSON(list, memo: memo, encodes: 0)
    memo.forget()
    try assertSameJSON(list, memo: memo, encodes: 50)
  }

  func testArraysAreRememberedByTheirPath() throws {
    let memo = JSONEncodingMemo()
    var board = Board(rows: [Row(id: 1, title: "a")], done: [Row(id: 1, title: "a")])
    try assertSameJSON(board, memo: memo, encodes: 2)
    board.done[0].title = "b"
    try assertSameJSON(board, memo: memo, encodes: 1)
    // An array inside an element is encoded with its element, never from the memo.
    let nested = [Board(rows: [Row(id: 1, title: "a")])]
    try assertSameJSON(Wrapper(boards: nested), memo: memo, encodes: 1)
    try assertSameJSON(Wrapper(boards: nested), memo: memo, encodes: 0)
  }

  func testElementsThatAreNotEquatableAreAlwaysEncoded() throws {
    let memo = JSONEncodingMemo()
    let items = Items(items: [
      Opaque(row: Row(id: 1, title: "a")), Opaque(row: Row(id: 2, title: "b")),
    ])
    try assertSameJSON(items, memo: memo, encodes: 2)
    try assertSameJSON(items, memo: memo, encodes: 2)
  }

  func testAFailedEncodingKeepsWhatTheMemoHad() throws {
    let memo = JSONEncodingMemo()
    var board = Board(rows: [Row(id: 1, title: "a"), Row(id: 2, title: "b")])
    try assertSameJSON(board, memo: memo, encodes: 2)
    board.rows.append(Row(id: 3, title: Row.refused))
    XCTAssertThrowsError(try JSONValueEncoder().encode(board, memo: memo))
    board.rows.removeLast()
    try assertSameJSON(board, memo: memo, encodes: 0)
  }

  /// Encodes `value` with `memo` and without, checks that both write the same JSON, and that
  /// the memo's encoding encoded `encodes` rows.
  private func assertSameJSON<T: Encodable>(
    _ value: T, memo: JSONEncodingMemo, encodes: Int, line: UInt = #line
  ) throws {
    let before = Row.encodings.withLock { $0 }
    let remembered = try JSONValueEncoder().encode(value, memo: memo)
    let after = Row.encodings.withLock { $0 }
    XCTAssertEqual(after - before, encodes, "rows encoded", line: line)
    XCTAssertEqual(remembered, try JSONValueEncoder().encode(value), line: line)
    XCTAssertEqual(remembered.bytes, try JSONValueEncoder().encode(value).bytes, line: line)
  }
}

private struct Row: Equatable, Encodable {
  static let encodings = Mutex(0)
  static let refused = "refused"
  var id: Int
  var title: String

  func encode(to encoder: any Encoder) throws {
    Self.encodings.withLock { $0 += 1 }
    guard title != Self.refused else {
      throw EncodingError.invalidValue(title, .init(codingPath: [], debugDescription: "refused"))
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
  }

  private enum CodingKeys: String, CodingKey { case id, title }
}

private struct Board: Equatable, Encodable {
  var rows: [Row]
  var done: [Row] = []
}

private struct Wrapper: Encodable {
  var boards: [Board]
}

/// Not `Equatable`: its elements cannot be compared with those kept.
private struct Opaque: Encodable {
  var row: Row
}

private struct Items: Encodable {
  var items: [Opaque]
}

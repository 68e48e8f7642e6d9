import XCTest

@testable import NavigationCore

/// `StackElements` against an `Array` doing the same operations, across chunk boundaries.
final class StackElementsTests: XCTestCase {
  private let chunk = StackElements<Int>.chunkSize

  private func assertSame(
    _ elements: StackElements<Int>, _ array: [Int], _ message: String, line: UInt = #line
  ) {
    XCTAssertEqual(Array(elements), array, message, line: line)
    XCTAssertEqual(elements.count, array.count, message, line: line)
    // Full chunks, then a tail of the rest: fewer than two chunks' worth.
    XCTAssertLessThan(elements.tail.count, 2 * chunk, message, line: line)
    XCTAssertEqual(
      elements.chunks.count * chunk + elements.tail.count, array.count, message, line: line)
    XCTAssertTrue(elements.chunks.allSatisfy { $0.count == chunk }, message, line: line)
    for index in array.indices {
      XCTAssertEqual(elements[index], array[index], message, line: line)
    }
  }

  /// The index arithmetic written out on `Int` agrees with an array's, for the elements and
  /// for a `StackState` used through generic collection algorithms.
  func testIndexArithmeticMatchesAnArray() {
    func check<C: RandomAccessCollection<Int>>(_ collection: C, _ array: [Int], line: UInt = #line)
    where C.Index == Int {
      XCTAssertEqual(collection.count, array.count, line: line)
      XCTAssertEqual(collection.isEmpty, array.isEmpty, line: line)
      XCTAssertEqual(Array(collection.reversed()), array.reversed(), line: line)
      XCTAssertEqual(Array(collection.suffix(3)), Array(array.suffix(3)), line: line)
      for offset in 0...array.count {
        let index = collection.index(collection.startIndex, offsetBy: offset)
        XCTAssertEqual(collection.distance(from: collection.startIndex, to: index), offset)
        if offset < array.count {
          XCTAssertEqual(collection[index], array[offset], line: line)
          XCTAssertEqual(collection.index(after: index), offset + 1, line: line)
        }
        if offset > 0 { XCTAssertEqual(collection.index(before: index), offset - 1, line: line) }
      }
    }
    var elements = StackElements<Int>()
    var stack = StackState<Int>()
    var array: [Int] = []
    for value in 0..<(4 * chunk + 3) {
      check(elements, array)
      check(stack, array)
      elements.append(value)
      stack.append(value)
      array.append(value)
    }
    while !array.isEmpty {
      elements.removeLast()
      stack.removeLast()
      array.removeLast()
      check(elements, array)
      check(stack, array)
    }
  }

  func testPushAndPopAcrossChunkBoundaries() {
    var elements = StackElements<Int>()
    var array: [Int] = []
    for value in 0..<100 {
      elements.append(value)
      array.append(value)
      assertSame(elements, array, "after pushing \(value)")
    }
    while !array.isEmpty {
      XCTAssertEqual(elements.removeLast(), array.removeLast())
      assertSame(elements, array, "after popping to \(array.count)")
    }
  }

  func testTruncatingToEveryLengthAroundTheChunkSize() {
    for length in [0, 1, 3, 4, 5, 7, 8, 9, 31, 32, 33, 63, 64, 65, 100] {
      var elements = StackElements(0..<100)
      elements.removeSubrange(length..<100)
      assertSame(elements, Array(0..<length), "truncated to \(length)")
      elements.append(-1)
      assertSame(elements, Array(0..<length) + [-1], "pushed after truncating to \(length)")
    }
  }

  func testReplacingInTheMiddleAndAssigning() {
    var elements = StackElements(0..<70)
    var array = Array(0..<70)
    elements.replaceSubrange(10..<40, with: [7, 8, 9])
    array.replaceSubrange(10..<40, with: [7, 8, 9])
    assertSame(elements, array, "replaced in the middle")
    elements.remove(at: 0)
    array.remove(at: 0)
    elements[35] = 1000
    array[35] = 1000
    assertSame(elements, array, "removed the first, assigned one")
    elements.removeAll()
    assertSame(elements, [], "removed all")
  }

  func testEqualityDoesNotDependOnHowTheStacksWereBuilt() {
    var pushed = StackElements<Int>()
    for value in 0..<40 { pushed.append(value) }
    var replaced = StackElements(0..<80)
    replaced.replaceSubrange(0..<40, with: [])
    replaced = StackElements(replaced.map { $0 - 40 })
    XCTAssertEqual(pushed, replaced)
    var copy = pushed
    copy[39] = -1
    XCTAssertNotEqual(pushed, copy)
    XCTAssertNotEqual(pushed, StackElements(0..<39))
  }

  func testStacksOfOneLengthChunkedDifferentlyAreEqual() {
    // Pushed one by one, the elements stay in the tail; pushed to three chunks' worth and
    // popped back to the same length, they keep a chunk and a shorter tail.
    let length = chunk + chunk / 2
    let pushed = StackElements(0..<length)
    var popped = StackElements(0..<(3 * chunk))
    popped.truncate(to: length)
    XCTAssertNotEqual(pushed.chunks.count, popped.chunks.count)
    XCTAssertEqual(pushed, popped)
    popped[length - 1] = -1
    XCTAssertNotEqual(pushed, popped)
  }

  func testPushingAndPoppingAtAnyDepthMovesNoChunk() {
    for depth in [chunk - 1, chunk, 2 * chunk, 2 * chunk + 1, 100] {
      var elements = StackElements(0..<depth)
      let chunks = elements.chunks
      for _ in 0..<3 {
        elements.append(depth)
        elements.removeLast()
        XCTAssertEqual(elements.chunks.count, chunks.count, "depth \(depth)")
      }
      assertSame(elements, Array(0..<depth), "after pushing and popping at \(depth)")
    }
  }

  func testACopyIsIndependentOfTheOriginal() {
    let original = StackElements(0..<64)
    var copy = original
    copy.append(64)
    copy[0] = -1
    copy.removeSubrange(10..<65)
    assertSame(original, Array(0..<64), "original after the copy changed")
    assertSame(copy, [-1] + Array(1..<10), "copy")
  }
}

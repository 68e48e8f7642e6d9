import CasePaths
import Foundation
import NavigationCore
import Synchronization
import XCTest

final class StackStateTests: XCTestCase {
  @CasePathable
  enum Screen: Codable, Equatable {
    case counter(Int)
    case text(String)
  }

  func testAppendGivesConsecutiveIDsFromZero() {
    var stack = StackState<Int>()
    stack.append(10)
    stack.append(11)
    stack.append(contentsOf: [12, 13])
    XCTAssertEqual(stack.ids, [0, 1, 2, 3])
    XCTAssertEqual(Array(stack), [10, 11, 12, 13])
  }

  func testIDsAreNeverReusedAfterRemoveAll() {
    var stack = StackState([1, 2, 3])
    stack.removeAll()
    stack.append(4)
    XCTAssertEqual(stack.ids, [3])
    XCTAssertEqual(stack.nextGeneration, 4)
  }

  func testRemoveLastNKeepsRemainingIDs() {
    var stack = StackState([1, 2, 3, 4])
    stack.removeLast(2)
    XCTAssertEqual(stack.ids, [0, 1])
    XCTAssertEqual(stack.removeLast(), 2)
    XCTAssertEqual(stack.popLast(), 1)
    XCTAssertNil(stack.popLast())
    stack.append(9)
    XCTAssertEqual(stack.ids, [4])
  }

  func testRemoveAtAndRemoveSubrangeKeepOtherIDsStable() {
    var stack = StackState([1, 2, 3, 4, 5])
    XCTAssertEqual(stack.remove(at: 1), 2)
    XCTAssertEqual(stack.ids, [0, 2, 3, 4])
    stack.removeSubrange(1..<3)
    XCTAssertEqual(stack.ids, [0, 4])
    XCTAssertEqual(Array(stack), [1, 5])
  }

  func testInsertAndReplaceSubrangeIssueNewIDs() {
    var stack = StackState([1, 2])
    stack.insert(0, at: 0)
    XCTAssertEqual(stack.ids, [2, 0, 1])
    stack.replaceSubrange(1..<2, with: [7, 8])
    XCTAssertEqual(stack.ids, [2, 3, 4, 1])
    XCTAssertEqual(Array(stack), [0, 7, 8, 2])
  }

  func testPopFromRemovesElementAndEverythingAbove() {
    var stack = StackState([1, 2, 3, 4])
    stack.pop(from: 1)
    XCTAssertEqual(stack.ids, [0])
    stack.pop(from: 42)
    XCTAssertEqual(stack.ids, [0])
  }

  func testPopToKeepsElementOnTop() {
    var stack = StackState([1, 2, 3, 4])
    stack.pop(to: 1)
    XCTAssertEqual(stack.ids, [0, 1])
    XCTAssertEqual(stack.last, 2)
  }

  func testSubscriptIDReadsWritesAndRemoves() {
    var stack = StackState([1, 2, 3])
    XCTAssertEqual(stack[id: 1], 2)
    stack[id: 1] = 20
    XCTAssertEqual(Array(stack), [1, 20, 3])
    stack[id: 1] = nil
    XCTAssertEqual(stack.ids, [0, 2])
    XCTAssertNil(stack[id: 1])
  }

  func testAssigningAtMissingIDReportsAndChangesNothing() {
    var stack = StackState([1])
    let reported = collect { stack[id: 5] = 3 }
    XCTAssertEqual(Array(stack), [1])
    XCTAssertEqual(reported.map(\.code), ["stack-assign-missing-id"])
    XCTAssertTrue(reported[0].message.contains("Can't assign element at missing ID"))
  }

  func testSubscriptIDCaseReadsOnlyThatCase() {
    var stack = StackState<Screen>([.counter(1), .text("a")])
    XCTAssertEqual(stack[id: 0, case: \.counter], 1)
    XCTAssertNil(stack[id: 1, case: \.counter])
    stack[id: 0, case: \.counter]? += 1
    XCTAssertEqual(stack[id: 0], .counter(2))
    let reported = collect { stack[id: 1, case: \.counter] = 5 }
    XCTAssertEqual(stack[id: 1], .text("a"))
    XCTAssertEqual(reported.map(\.code), ["unrelated-case"])
  }

  func testCodableRoundTripOfDeepPathKeepsIDsAndCounter() throws {
    var stack = StackState<Screen>()
    for index in 0..<6 { stack.append(.counter(index)) }
    stack.pop(from: 3)
    stack.remove(at: 1)
    stack.append(.text("deep"))
    let data = try JSONEncoder().encode(stack)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(json["ids"] as? [Int], [0, 2, 6])
    XCTAssertEqual(json["nextID"] as? Int, 7)
    var decoded = try JSONDecoder().decode(StackState<Screen>.self, from: data)
    XCTAssertEqual(decoded, stack)
    XCTAssertEqual(decoded.ids, [0, 2, 6])
    decoded.append(.text("next"))
    XCTAssertEqual(decoded.ids.last, 7)
  }

  func testDecodingRejectsDuplicateIDsAndStaleCounter() {
    let duplicate = #"{"ids":[1,1],"elements":[1,2],"nextID":3}"#
    XCTAssertThrowsError(
      try JSONDecoder().decode(StackState<Int>.self, from: Data(duplicate.utf8)))
    let stale = #"{"ids":[4],"elements":[1],"nextID":2}"#
    XCTAssertThrowsError(try JSONDecoder().decode(StackState<Int>.self, from: Data(stale.utf8)))
    let noCounter = #"{"ids":[4],"elements":[1]}"#
    XCTAssertEqual(
      try JSONDecoder().decode(StackState<Int>.self, from: Data(noCounter.utf8)).nextGeneration,
      5)
  }

  func testEqualityIgnoresCounterButNotIDs() {
    var lhs = StackState([1])
    lhs.append(2)
    lhs.removeLast()
    XCTAssertEqual(lhs, StackState([1]))
    var rhs = StackState<Int>()
    rhs.append(0)
    rhs.removeAll()
    rhs.append(1)
    XCTAssertNotEqual(rhs, StackState([1]))
  }

  func testDescriptionPrintsIDs() {
    XCTAssertEqual(StackState(["a", "b"]).description, "[#0: a, #1: b]")
  }
}

/// The warnings `body` reports.
func collect(_ body: () -> Void) -> [Diagnostic] {
  let box = DiagnosticBox()
  RuntimeWarnings.withReporter({ box.append($0) }, operation: body)
  return box.all
}

final class DiagnosticBox: Sendable {
  private let items = Mutex<[Diagnostic]>([])
  func append(_ item: Diagnostic) { items.withLock { $0.append(item) } }
  var all: [Diagnostic] { items.withLock { $0 } }
}

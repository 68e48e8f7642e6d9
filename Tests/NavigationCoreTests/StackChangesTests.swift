import XCTest

@testable import NavigationCore

final class StackChangesTests: XCTestCase {
  private func ids(_ generations: some Sequence<Int>) -> [StackElementID] {
    generations.map(StackElementID.init(generation:))
  }

  func testPushAndPopAtTheTop() {
    let push = StackChanges(before: ids(0..<99), mounted: ids(0..<99), after: ids(0..<100))
    XCTAssertEqual(Array(push.removed), [])
    let pop = StackChanges(before: ids(0..<100), mounted: ids(0..<100), after: ids(0..<99))
    XCTAssertEqual(Array(pop.removed), [99])
  }

  func testPopToRootOfADeepStackRemovesEveryIdAboveTheRoot() {
    let changes = StackChanges(before: ids(0..<40), mounted: ids(0..<40), after: ids([0]))
    XCTAssertEqual(Array(changes.removed), ids(1..<40))
  }

  func testReplacingAWholeStackCancelsEveryOldIdOnce() {
    let changes = StackChanges(
      before: ids(0..<30), mounted: ids(0..<30), after: ids([45, 31, 30, 50]))
    XCTAssertEqual(Array(changes.removed), ids(0..<30))
  }

  func testStateChangedOutsideForEachIsReconciledWithWhatWasMounted() {
    // A restore replaced the stack before this action: mounted still names the old ids.
    let changes = StackChanges(
      before: ids([0, 7, 8]), mounted: ids([0, 1, 2, 3]), after: ids([0, 7, 9]))
    XCTAssertEqual(Array(changes.removed), ids([1, 2, 3, 8]))
  }

  func testIdsMovedBelowTheTopAreNotCancelled() {
    let many = Array(0..<20)
    let changes = StackChanges(
      before: ids(many), mounted: ids(many), after: ids(many.reversed() + [20]))
    XCTAssertEqual(Array(changes.removed), [])
  }

  func testIdsPoppedOutOfOrderAreSortedAscending() {
    // Elements inserted below the top with newer ids: the popped ids are not ascending.
    let changes = StackChanges(
      before: ids([0, 5, 3, 4]), mounted: ids([0, 5, 3, 4]), after: ids([0]))
    XCTAssertEqual(Array(changes.removed), ids([3, 4, 5]))
  }
}

import Dependencies
import Foundation
import NavigationCore
import XCTest

/// The `\.stackElementID` dependency: each stack counts its own ids by default; a shared,
/// incrementing generator numbers every stack in one sequence that a test can predict.
final class StackElementIDGeneratorTests: XCTestCase {
  func testEachStackCountsItsOwnIDsByDefault() {
    var first = StackState<Int>()
    var second = StackState<Int>()
    first.append(1)
    second.append(2)
    XCTAssertEqual(first.ids, [0])
    XCTAssertEqual(second.ids, [0])
    @Dependency(\.stackElementID) var stackElementID
    XCTAssertNil(stackElementID.peek())
  }

  func testIncrementingGeneratorPredictsTheNextIDs() {
    withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      @Dependency(\.stackElementID) var stackElementID
      XCTAssertEqual(stackElementID.peek(), 0)
      var stack = StackState<Int>()
      stack.append(1)
      XCTAssertEqual(stack.ids, [0])
      XCTAssertEqual(stackElementID.peek(), 1)
      XCTAssertEqual(stackElementID.next(), 1)
      stack.append(2)
      XCTAssertEqual(stack.ids, [0, 2])
    }
  }

  func testASharedGeneratorNumbersTwoStacksInOneSequence() {
    withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      var first = StackState<Int>()
      var second = StackState<Int>()
      first.append(1)
      second.append(2)
      first.append(3)
      XCTAssertEqual(first.ids, [0, 2])
      XCTAssertEqual(second.ids, [1])
    }
  }

  func testIncrementingIsDeterministicForEachNewGenerator() {
    let ids = (0..<2).map { _ in
      withDependencies {
        $0.stackElementID = .incrementing
      } operation: {
        StackState([1, 2, 3]).ids
      }
    }
    XCTAssertEqual(ids, [[0, 1, 2], [0, 1, 2]])
  }

  func testADecodedStackGoesOnFromItsOwnCounterWhateverTheGenerator() throws {
    let json = Data(#"{"ids":[3,7],"elements":[1,2],"nextID":8}"#.utf8)
    var stack = try JSONDecoder().decode(StackState<Int>.self, from: json)
    withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      @Dependency(\.stackElementID) var stackElementID
      stack.append(3)
      XCTAssertEqual(stack.ids, [3, 7, 8], "never an id the stack held or handed out")
      XCTAssertEqual(stackElementID.peek(), 9, "the generator moves past the id it gave")
    }
  }

  func testAPushPastTheNextAppendsIDWarnsWithASharedGenerator() {
    let generator = StackElementIDGenerator.incrementing
    generator.next()
    generator.next()
    let store = withDependencies {
      $0.stackElementID = generator
    } operation: {
      StoreRuntime(initialState: IntPathParent.State(), reducer: IntPathParent())
    }
    XCTAssertEqual(store.send(.path(.push(id: 2, state: 1))).diagnostics, [])
    let result = store.send(.path(.push(id: 4, state: 2)))
    XCTAssertEqual(result.diagnostics.map(\.code), ["stack-push-unexpected-id"])
    XCTAssertTrue(result.diagnostics[0].message.hasSuffix("Expected ID:\n    #3"))
    XCTAssertEqual(store.state.path.ids, [2, 4])
  }
}

/// A parent with a stack of numbers and no logic of its own.
struct IntPathParent: Reducer {
  struct State: Equatable { var path = StackState<Int>() }
  @CasePathable
  enum Action: Equatable { case path(StackAction<Int, Never>) }
  var body: some Reducer<State, Action> {
    EmptyReducer().forEach(\.path, action: \.path) { EmptyReducer() }
  }
}

import CasePaths
import Foundation
import XCTest

@testable import NavigationCore

/// Every enum layout users write, reached through `Scope`, `ifCaseLet`, `forEach` and case paths,
/// both with the code `@Reducer` generates (`@_CaseLookup`) and with `@CasePathable` alone:
/// swift-case-paths' own key path projection is the reference each answer is checked against.
final class EnumLayoutTests: XCTestCase {
  /// A payload whose fields leave padding between them.
  struct Padded: Equatable, Hashable {
    var flag = true
    var wide: Int64 = 7
    var last = false
  }

  /// A generic payload.
  struct Box<Value: Equatable & Hashable>: Equatable, Hashable {
    var value: Value
  }

  @CasePathable @_CaseLookup
  indirect enum Generated: Equatable {
    case empty
    case count(Int)
    case pair(Int, String)
    case padded(Padded)
    case nested(Generated)
    case boxed(Box<String>)
    case maybe(Int??)
    case date(Date)
    case counter(Counter.State)
  }

  @CasePathable
  indirect enum HandWritten: Equatable {
    case empty
    case count(Int)
    case pair(Int, String)
    case padded(Padded)
    case nested(HandWritten)
    case boxed(Box<String>)
    case maybe(Int??)
    case date(Date)
    case counter(Counter.State)
  }

  @CasePathable @_CaseLookup
  enum Either<Left: Equatable & Sendable, Right: Equatable & Sendable>: Equatable {
    case left(Left)
    case right(Right)
  }

  private let date = Date(timeIntervalSince1970: 1_000)

  private var generated: [Generated] {
    [
      .empty, .count(1), .pair(2, "b"), .padded(Padded()), .nested(.count(3)),
      .nested(.nested(.empty)), .boxed(Box(value: "x")), .maybe(nil), .maybe(.some(nil)),
      .maybe(4), .date(date), .counter(Counter.State(count: 5)),
    ]
  }

  private var handWritten: [HandWritten] {
    [
      .empty, .count(1), .pair(2, "b"), .padded(Padded()), .nested(.count(3)),
      .nested(.nested(.empty)), .boxed(Box(value: "x")), .maybe(nil), .maybe(.some(nil)),
      .maybe(4), .date(date), .counter(Counter.State(count: 5)),
    ]
  }

  func testGeneratedEnumsServeTheirOwnCasePaths() {
    XCTAssertNotNil(Generated._casePath(for: \.pair))
    XCTAssertNotNil(Generated._casePath(for: \.empty))
    XCTAssertNil(Generated._casePath(for: \.nested.count), "a path through two cases")
    XCTAssertNotNil(Either<Int, String>._casePath(for: \.right))
  }

  func testEveryCaseAnswersAsSwiftCasePathsDoes() {
    for value in generated {
      check(value, \.empty)
      check(value, \.count)
      check(value, \.pair)
      check(value, \.padded)
      check(value, \.nested)
      check(value, \.nested.count)
      check(value, \.boxed)
      check(value, \.maybe)
      check(value, \.date)
      check(value, \.counter)
    }
    for value in handWritten {
      check(value, \.empty)
      check(value, \.count)
      check(value, \.pair)
      check(value, \.padded)
      check(value, \.nested)
      check(value, \.nested.count)
      check(value, \.boxed)
      check(value, \.maybe)
      check(value, \.date)
      check(value, \.counter)
    }
    for value: Either<Int, String> in [.left(1), .right("r")] {
      check(value, \.left)
      check(value, \.right)
    }
  }

  func testModifyChangesOnlyItsCase() {
    var value = Generated.pair(1, "a")
    XCTAssertNotNil(CaseExtractor(\Generated.Cases.pair).modify(&value) { $0.1 += "b" })
    XCTAssertEqual(value, .pair(1, "ab"))
    XCTAssertNil(CaseExtractor(\Generated.Cases.count).modify(&value) { $0 += 1 })
    XCTAssertEqual(value, .pair(1, "ab"))
    var nested = Generated.nested(.count(1))
    XCTAssertNotNil(CaseExtractor(\Generated.Cases.nested.count).modify(&nested) { $0 += 1 })
    XCTAssertEqual(nested, .nested(.count(2)))
    var maybe = HandWritten.maybe(.some(nil))
    XCTAssertNotNil(CaseExtractor(\HandWritten.Cases.maybe).modify(&maybe) { $0 = 9 })
    XCTAssertEqual(maybe, .maybe(9))
  }

  func testScopeAndIfCaseLetRunTheChildOnlyInItsCase() {
    assertChildRunsInItsCase(generated, toCounter: \.counter, toNested: \.nested)
    assertChildRunsInItsCase(handWritten, toCounter: \.counter, toNested: \.nested)
  }

  func testForEachReachesEveryLayoutInAStack() {
    let store = StoreRuntime(
      initialState: StackState(generated),
      reducer: Reduce<StackState<Generated>, StackAction<Generated, Counter.Action>> { _, _ in
        .none
      }
      .forEach(\.self, action: \.self) {
        Scope(state: \.counter, action: \.self) { Counter() }
      })
    let ids = store.state.ids
    for id in ids {
      store.send(.element(id: id, action: .increment))
    }
    var expected = generated
    expected[expected.count - 1] = .counter(Counter.State(count: 6))
    XCTAssertEqual(Array(store.state), expected)
    XCTAssertEqual(
      store.diagnostics.map(\.diagnostic.code),
      Array(repeating: "scope-wrong-case", count: ids.count - 1))
  }

  func testPresentationIdentityNamesTheCaseOfBothKinds() {
    XCTAssertEqual(
      PresentationID(path: [], location: \Generated.self, state: Generated.pair(1, "a"))
        .description, "self.pair")
    XCTAssertEqual(
      PresentationID(path: [], location: \HandWritten.self, state: HandWritten.pair(1, "a"))
        .description, "self.pair")
    XCTAssertNotEqual(
      PresentationID(path: [], location: \Generated.self, state: Generated.count(1)),
      PresentationID(path: [], location: \Generated.self, state: Generated.empty))
    XCTAssertTrue(
      PresentationID(
        path: [], location: \Either<AlertState<Int>, Int>.self,
        state: Either<AlertState<Int>, Int>.left(AlertState { TextState("x") })
      ).isEphemeral)
    XCTAssertFalse(
      PresentationID(
        path: [], location: \Either<AlertState<Int>, Int>.self,
        state: Either<AlertState<Int>, Int>.right(1)
      ).isEphemeral)
    XCTAssertFalse(
      PresentationID(path: [], location: \HandWritten.self, state: HandWritten.count(1))
        .isEphemeral)
    XCTAssertTrue(
      PresentationID(
        path: [], location: \HandWritten.self,
        state: AlertState<Int> {
          TextState("x")
        }
      ).isEphemeral)
  }

  /// Checks extraction, embedding and modification through the core's resolved case path
  /// against swift-case-paths' own, on `value`.
  private func check<Root: Equatable, Value>(
    _ value: Root, _ keyPath: CaseKeyPath<Root, Value>, line: UInt = #line
  ) {
    let core = CaseExtractor(keyPath)
    let reference = AnyCasePath(keyPath)
    let extracted = core.extract(from: value)
    XCTAssertEqual(extracted == nil, reference.extract(from: value) == nil, line: line)
    guard let extracted else { return }
    XCTAssertEqual(core.embed(extracted), value, line: line)
    XCTAssertEqual(reference.embed(extracted), value, line: line)
    var copy = value
    XCTAssertNotNil(core.modify(&copy) { _ in }, line: line)
    XCTAssertEqual(copy, value, line: line)
  }

  private func assertChildRunsInItsCase<Root: Equatable & CasePathable>(
    _ values: [Root],
    toCounter: CaseKeyPath<Root, Counter.State>,
    toNested: CaseKeyPath<Root, Root>,
    line: UInt = #line
  ) {
    let toAction: CaseKeyPath<Counter.Action, Counter.Action> = \.self
    for value in values {
      let scoped = StoreRuntime(
        initialState: value,
        reducer: Scope(state: toCounter, action: toAction) { Counter() })
      let ifCaseLet = StoreRuntime(
        initialState: value,
        reducer: EmptyReducer<Root, Counter.Action>().ifCaseLet(toCounter, action: toAction) {
          Counter()
        })
      for store in [scoped, ifCaseLet] {
        store.send(.increment)
        if let counter = value[case: toCounter] {
          XCTAssertEqual(
            store.state[case: toCounter], Counter.State(count: counter.count + 1), line: line)
          XCTAssertTrue(store.diagnostics.isEmpty, line: line)
        } else {
          XCTAssertEqual(store.state, value, line: line)
          XCTAssertEqual(store.diagnostics.count, 1, line: line)
        }
      }
    }
  }
}

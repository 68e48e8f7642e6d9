import NavigationCore
import NavigationTesting
import XCTest

/// A case-path `receive` that fails names the case path as the test wrote it, `\.child.loaded`,
/// where Swift would print `\Case<Action>.<computed 0x…>`.
final class CaseKeyPathNamingTests: XCTestCase {
  @Reducer
  struct Child {
    struct State: Equatable {}
    enum Action: Equatable {
      case load
      case loaded(Int)
    }
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .load: .send(.loaded(1))
        case .loaded: .none
        }
      }
    }
  }

  @Reducer
  struct Parent {
    struct State: Equatable {
      var child = Child.State()
      @Presents var sheet: Child.State?
      var path = StackState<Child.State>()
    }
    enum Action: Equatable {
      case child(Child.Action)
      case sheet(PresentationAction<Child.Action>)
      case path(StackActionOf<Child>)
      case closed
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child() }
      Reduce { _, _ in .none }
        .ifLet(\.$sheet, action: \.sheet) { Child() }
        .forEach(\.path, action: \.path) { Child() }
    }
  }

  func testCaseKeyPathsThroughGeneratedEnumsAndPresentationsAreNamedAsWritten() {
    let loaded: CaseKeyPath<Parent.Action, Int> = \.child.loaded
    let presented: CaseKeyPath<Parent.Action, Child.Action> = \.sheet.presented
    let presentedLoad: CaseKeyPath<Parent.Action, Void> = \.sheet.presented.load
    let dismiss: CaseKeyPath<Parent.Action, Void> = \.sheet.dismiss
    let closed: CaseKeyPath<Parent.Action, Void> = \.closed
    let popFrom: CaseKeyPath<Parent.Action, StackElementID> = \.path.popFrom
    XCTAssertEqual(_caseKeyPathName(loaded), "\\.child.loaded")
    XCTAssertEqual(_caseKeyPathName(presented), "\\.sheet.presented")
    XCTAssertEqual(_caseKeyPathName(presentedLoad), "\\.sheet.presented.load")
    XCTAssertEqual(_caseKeyPathName(dismiss), "\\.sheet.dismiss")
    XCTAssertEqual(_caseKeyPathName(closed), "\\.closed")
    XCTAssertEqual(_caseKeyPathName(popFrom), "\\.path.popFrom")
  }

  func testACaseKeyPathThroughAnEnumThatCannotNameItsCasesHasNoName() {
    let notAnEnumPath: AnyKeyPath = \Parent.State.child
    XCTAssertNil(_caseKeyPathName(notAnEnumPath))
  }

  func testAFailedCasePathReceiveNamesTheCasePath() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Parent.State()) { Parent() }
    failures.install(on: store)
    await store.send(.child(.load))
    await store.receive(\.closed)
    XCTAssertEqual(
      failures.messages.first,
      """
      Received unexpected action:

        CaseKeyPathNamingTests.Parent.Action.child(
          .loaded(1)
        )

      Expected case path: \\.closed
      """)
  }
}

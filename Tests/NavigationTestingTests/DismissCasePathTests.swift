import NavigationCore
import NavigationTesting
import XCTest

/// A case key path to a presented child's action never matches the presentation's `dismiss`,
/// with the enums `@Reducer` generates.
final class DismissCasePathTests: XCTestCase {
  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable {}
    enum Action { case closeTapped, saved(Int) }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  enum Destination {
    case child(Child)
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
    }
    enum Action { case destination(PresentationAction<Destination.Action>) }
    var body: some ReducerOf<Self> {
      EmptyReducer().ifLet(\.$destination, action: \.destination)
    }
  }

  func testAChildsCasePathDoesNotMatchTheDestinationsDismiss() {
    XCTAssertFalse(matches(\.destination.child.closeTapped, .destination(.dismiss)))
    XCTAssertFalse(matches(\.destination.child.saved, .destination(.dismiss)))
    XCTAssertTrue(
      matches(\.destination.child.closeTapped, .destination(.presented(.child(.closeTapped)))))
    XCTAssertTrue(matches(\.destination.dismiss, .destination(.dismiss)))
  }

  /// Whether `path` extracts a value from `action`, its value type inferred as `receive`
  /// infers it.
  private func matches<Value>(
    _ path: CaseKeyPath<Parent.Action, Value>, _ action: Parent.Action
  ) -> Bool {
    action[case: path] != nil
  }
}

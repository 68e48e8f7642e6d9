import CasePaths
import NavigationCore
import XCTest

/// Case key paths through a presentation action: a path to a child's case never matches the
/// presentation's `dismiss`.
final class PresentationActionCasePathTests: XCTestCase {
  @CasePathable
  enum Child: Equatable {
    case tapped
    case alert(PresentationAction<Alert>)
  }

  @CasePathable
  enum Alert: Equatable { case confirm }

  @CasePathable
  enum Destination: Equatable { case child(Child) }

  @CasePathable
  enum Action: Equatable { case destination(PresentationAction<Destination>) }

  func testADeeperCasePathDoesNotMatchDismiss() {
    let tapped: CaseKeyPath<Action, Void> = \.destination.child.tapped
    XCTAssertNil(Action.destination(.dismiss)[case: tapped])
    XCTAssertNotNil(Action.destination(.presented(.child(.tapped)))[case: tapped])
  }

  func testAPathThroughTwoPresentationsDoesNotMatchEitherDismiss() {
    let confirm: CaseKeyPath<Action, Void> = \.destination.child.alert.confirm
    XCTAssertNil(Action.destination(.dismiss)[case: confirm])
    XCTAssertNil(Action.destination(.presented(.child(.alert(.dismiss))))[case: confirm])
    XCTAssertNotNil(
      Action.destination(.presented(.child(.alert(.presented(.confirm)))))[case: confirm])
  }

  func testADeeperCasePathInferredGenericallyDoesNotMatchDismiss() {
    XCTAssertFalse(matches(\.destination.child.tapped, .destination(.dismiss)))
    XCTAssertFalse(matches(\.destination.child.alert.confirm, .destination(.dismiss)))
    XCTAssertFalse(
      matches(\.destination.child.alert.confirm, .destination(.presented(.child(.alert(.dismiss)))))
    )
    XCTAssertTrue(matches(\.destination.child.tapped, .destination(.presented(.child(.tapped)))))
  }

  /// Whether `path` extracts a value from `action`, its value type inferred as a test store's
  /// `receive` infers it.
  private func matches<Value>(_ path: CaseKeyPath<Action, Value>, _ action: Action) -> Bool {
    action[case: path] != nil
  }

  func testThePresentationPathOfACaseKeepsDismiss() {
    let child: CaseKeyPath<Action, PresentationAction<Child>> = \.destination.child
    XCTAssertEqual(Action.destination(.dismiss)[case: child], .dismiss)
  }
}

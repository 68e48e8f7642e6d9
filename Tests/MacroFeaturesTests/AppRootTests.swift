import CasePaths
import MirrorUI
import NavigationCore
import XCTest

/// An app root that is a `@Reducer enum`, run through its static `body`.
final class AppRootTests: XCTestCase {
  func testRootSwitchesFromIntroToCounterAndRunsTheCounter() {
    let store = StoreRuntime(
      initialState: AppRoot.State.intro(IntroFeature.State()), reducer: RootSwitcher())

    store.send(.intro(.startTapped))
    XCTAssertEqual(store.state, .counter(CounterFeature.State()))

    store.send(.counter(.incrementTapped))
    XCTAssertEqual(store.state.counter?.count, 1)
  }

  func testStaticBodyRunsTheFeatureOfTheCurrentCase() {
    let store = StoreRuntime(
      initialState: AppRoot.State.counter(CounterFeature.State()), reducer: AppRoot.body)

    store.send(.counter(.incrementTapped))
    store.send(.counter(.incrementTapped))
    XCTAssertEqual(store.state.counter?.count, 2)
    XCTAssertNil(store.state.intro)
  }

  func testAnActionForAnotherCaseIsReportedByIfCaseLetAsInTCA() {
    let store = StoreRuntime(
      initialState: AppRoot.State.intro(IntroFeature.State()), reducer: AppRoot.body)

    let result = store.send(.counter(.incrementTapped))
    XCTAssertEqual(result.diagnostics.map(\.code), ["ifcaselet-wrong-case"])
    let message = result.diagnostics.first?.message ?? ""
    XCTAssertTrue(message.hasPrefix(#"An "ifCaseLet" at "MacroFeaturesTests/"#), message)
    XCTAssertTrue(
      result.diagnostics.first?.fix.contains(#"A parent reducer set "AppRoot.State""#) ?? false,
      result.diagnostics.first?.fix ?? "")
    XCTAssertEqual(store.state, .intro(IntroFeature.State()))
  }

  func testViewsHoldTheRootAsAStoreOfTheEnum() {
    let store: StoreOf<AppRoot> = Store(state: .intro(IntroFeature.State())) { _ in nil }
    XCTAssertNotNil(store.scope(state: \.intro, action: \.intro))
    XCTAssertNil(store.scope(state: \.counter, action: \.counter))
  }
}

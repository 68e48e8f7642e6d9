import MirrorJSON  // Test glue: encodes actions as the page sends them.
import NavMirror
import XCTest

/// seeds/001's four patterns, driven as a user of each would.
final class NavigationPatternsTests: XCTestCase {
  private let ada = Person(id: 1, name: "Ada")

  @MainActor
  func testTreeEditSheetDismissesItselfOnSave() async {
    let store = TestStore(initialState: ParentFeature.State()) { ParentFeature() }
    await store.send(.editButtonTapped) {
      $0.destination = .edit(EditFeature.State())
    }
    await store.send(\.destination.edit.binding.name, "Grace") {
      $0.destination?.modify(\.edit) { $0.name = "Grace" }
    }
    await store.send(\.destination.edit.saveButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @MainActor
  func testStackPushesAPersonAndItsDeleteAlertPopsIt() async {
    let store = TestStore(initialState: HistoryListFeature.State(persons: [ada])) {
      HistoryListFeature()
    }
    await store.send(.personTapped(ada)) {
      $0.path[id: 0] = HistoryDetailFeature.State(person: self.ada)
    }
    await store.send(\.path[id: 0].deleteButtonTapped) {
      $0.path[id: 0]?.destination = .alert(
        AlertState {
          TextState("Delete Ada?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        })
    }
    await store.send(\.path[id: 0].destination.alert.confirmDeletion) {
      $0.path[id: 0]?.destination = nil
    }
    await store.receive(\.path[id: 0].delegate.deletePerson, 1)
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }

  @MainActor
  func testTabsSelectAndReachTheirChildren() async {
    let store = TestStore(initialState: MainTabFeature.State()) { MainTabFeature() }
    await store.send(.tabSelected(.history)) {
      $0.selectedTab = .history
    }
    await store.send(.historyList(.personTapped(ada))) {
      $0.historyList.path[id: 0] = HistoryDetailFeature.State(person: self.ada)
    }
    await store.send(.myPage(.logoutButtonTapped)) {
      $0.myPage.alert = AlertState {
        TextState("Log out?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmLogout) { TextState("Log out") }
      }
    }
    await store.send(.myPage(.alert(.presented(.confirmLogout)))) {
      $0.myPage.alert = nil
    }
  }

  @MainActor
  func testAppRootSwitchesFromIntroToMainTab() async {
    let store = TestStore(initialState: AppFeature.State.intro(IntroFeature.State())) {
      AppCoordinator()
    }
    await store.send(.intro(.startButtonTapped)) {
      $0 = .mainTab(
        MainTabFeature.State(historyList: HistoryListFeature.State(persons: Person.history)))
    }
    await store.send(\.mainTab.tabSelected, .myPage) {
      $0.modify(\.mainTab) { $0.selectedTab = .myPage }
    }
  }

  func testTheTabsRunInTheMirror() throws {
    let ada = ada  // The app's initial state is made on other threads: it keeps a copy.
    let app = MirrorApp(
      name: "seed-001", summary: "Tabs over a history stack.",
      initialState: MainTabFeature.State(
        historyList: HistoryListFeature.State(persons: [ada])),
      reducer: MainTabFeature()
    ) { store in
      Text("\(store.historyList.path.count) pushed")  // Glue: a placeholder view.
    }
    let runtime = app.start()
    let encoder = JSONValueEncoder()
    try runtime.send(encoder.encode(MainTabFeature.Action.tabSelected(.history)), origin: "t")
    try runtime.send(
      encoder.encode(MainTabFeature.Action.historyList(.personTapped(ada))), origin: "t")
    let state = try JSONValueDecoder().decode(
      MainTabFeature.State.self, from: runtime.snapshot().state)
    XCTAssertEqual(state.selectedTab, .history)
    XCTAssertEqual(state.historyList.path.map(\.person), [ada])
  }
}

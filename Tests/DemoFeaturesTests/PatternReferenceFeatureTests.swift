import DemoFeatures
import NavigationCore
import NavigationTesting
import XCTest

final class PatternReferenceFeatureTests: XCTestCase {
  typealias Feature = PatternAppFeature

  func testTheWholeNavigationMap() async {
    let store = TestStore(initialState: Feature.State.intro(IntroFeature.State())) { Feature() }

    // AppFeature (root enum): Intro → MainTab.
    await store.send(.intro(.loginButtonTapped)) { $0 = .mainTab(MainTabFeature.State()) }

    // Calendar (tree): the add-transaction sheet, saved.
    await store.send(.mainTab(.calendar(.addButtonTapped))) {
      $0.tab.calendar.destination = .addTransaction(AddTransactionFeature.State())
    }
    await store.send(
      .mainTab(
        .calendar(.destination(.presented(.addTransaction(.binding(.set(\.kind, .income)))))))
    ) {
      $0.tab.calendar.destination = .addTransaction(
        AddTransactionFeature.State(kind: .income))
    }
    await store.send(
      .mainTab(
        .calendar(.destination(.presented(.addTransaction(.binding(.set(\.amount, 50_000)))))))
    ) {
      $0.tab.calendar.destination = .addTransaction(
        AddTransactionFeature.State(kind: .income, amount: 50_000))
    }
    await store.send(
      .mainTab(.calendar(.destination(.presented(.addTransaction(.saveButtonTapped))))))
    await store.receive(\.mainTab.calendar.destination.addTransaction.delegate.save) {
      $0.tab.calendar.transactions = [Transaction(id: 1, kind: .income, amount: 50_000)]
      $0.tab.calendar.nextTransactionID = 2
      $0.tab.calendar.destination = nil
    }

    // …and cancelled: the sheet dismisses itself.
    await store.send(.mainTab(.calendar(.addButtonTapped))) {
      $0.tab.calendar.destination = .addTransaction(AddTransactionFeature.State())
    }
    await store.send(
      .mainTab(.calendar(.destination(.presented(.addTransaction(.cancelButtonTapped))))))
    await store.receive(\.mainTab.calendar.destination.dismiss) {
      $0.tab.calendar.destination = nil
    }

    // HistoryList (stack) → HistoryDetail (tree: edit sheet, delete alert).
    await store.send(.mainTab(.tabSelected(.history))) { $0.tab.selectedTab = .history }
    let minsu = Person.samples[0]
    await store.send(.mainTab(.historyList(.personTapped(minsu)))) {
      $0.tab.historyList.path[id: 0] = HistoryDetailFeature.State(person: minsu)
    }
    await store.send(.mainTab(.historyList(.path(.element(id: 0, action: .editButtonTapped))))) {
      $0.tab.historyList.path[id: 0]?.destination = .edit(
        EditPersonFeature.State(name: "Minsu"))
    }
    await store.send(
      .mainTab(
        .historyList(
          .path(
            .element(id: 0, action: .destination(.presented(.edit(.binding(.set(\.name, "Dana"))))))
          )))
    ) {
      $0.tab.historyList.path[id: 0]?.destination = .edit(
        EditPersonFeature.State(name: "Dana"))
    }
    await store.send(
      .mainTab(
        .historyList(
          .path(.element(id: 0, action: .destination(.presented(.edit(.saveButtonTapped)))))))
    ) {
      $0.tab.historyList.path[id: 0]?.person.name = "Dana"
      $0.tab.historyList.path[id: 0]?.destination = nil
    }
    let dana = Person(id: 1, name: "Dana")
    await store.receive(\.mainTab.historyList.path[id: 0].delegate.renamed, dana) {
      $0.tab.historyList.persons[id: dana.id] = dana
    }
    await store.send(.mainTab(.historyList(.path(.element(id: 0, action: .deleteButtonTapped))))) {
      $0.tab.historyList.path[id: 0]?.destination = .alert(
        HistoryDetailFeature.deleteAlert(dana))
    }
    await store.send(
      .mainTab(
        .historyList(
          .path(.element(id: 0, action: .destination(.presented(.alert(.confirmDeletion)))))))
    ) {
      $0.tab.historyList.path[id: 0]?.destination = nil
    }
    await store.receive(\.mainTab.historyList.path[id: 0].delegate.deleteConfirmed, dana.id) {
      $0.tab.historyList.persons.remove(id: dana.id)
      $0.tab.historyList.path[id: 0] = nil
    }

    // The delete alert cancelled, then Back.
    let jiwoo = Person.samples[1]
    await store.send(.mainTab(.historyList(.personTapped(jiwoo)))) {
      $0.tab.historyList.path[id: 1] = HistoryDetailFeature.State(person: jiwoo)
    }
    await store.send(.mainTab(.historyList(.path(.element(id: 1, action: .deleteButtonTapped))))) {
      $0.tab.historyList.path[id: 1]?.destination = .alert(
        HistoryDetailFeature.deleteAlert(jiwoo))
    }
    await store.send(.mainTab(.historyList(.path(.element(id: 1, action: .destination(.dismiss))))))
    {
      $0.tab.historyList.path[id: 1]?.destination = nil
    }
    await store.send(.mainTab(.historyList(.path(.popFrom(id: 1))))) {
      $0.tab.historyList.path[id: 1] = nil
    }

    // MyPage (tree: logout / withdraw alerts): cancel logout, withdraw → Intro.
    await store.send(.mainTab(.tabSelected(.myPage))) { $0.tab.selectedTab = .myPage }
    await store.send(.mainTab(.myPage(.logoutButtonTapped))) {
      $0.tab.myPage.alert = MyPageFeature.logoutAlert
    }
    await store.send(.mainTab(.myPage(.alert(.dismiss)))) { $0.tab.myPage.alert = nil }
    await store.send(.mainTab(.myPage(.withdrawButtonTapped))) {
      $0.tab.myPage.alert = MyPageFeature.withdrawAlert
    }
    await store.send(.mainTab(.myPage(.alert(.presented(.confirmWithdrawal))))) {
      $0.tab.myPage.alert = nil
    }
    await store.receive(\.mainTab.myPage.delegate.withdrew) {
      $0 = .intro(IntroFeature.State(notice: "Your account was deleted."))
    }

    // Log in again, log out → Intro.
    await store.send(.intro(.loginButtonTapped)) { $0 = .mainTab(MainTabFeature.State()) }
    await store.send(.mainTab(.myPage(.logoutButtonTapped))) {
      $0.tab.myPage.alert = MyPageFeature.logoutAlert
    }
    await store.send(.mainTab(.myPage(.alert(.presented(.confirmLogout))))) {
      $0.tab.myPage.alert = nil
    }
    await store.receive(\.mainTab.myPage.delegate.loggedOut) {
      $0 = .intro(IntroFeature.State())
    }
    await store.finish()
  }

  func testActionToAPoppedDetailIsReportedWithTheDemoTypes() {
    let store = StoreRuntime(
      initialState: PatternAppFeature.State.mainTab(MainTabFeature.State()),
      reducer: PatternAppFeature())
    store.send(.mainTab(.historyList(.personTapped(Person.samples[0]))))
    store.send(.mainTab(.historyList(.path(.popFrom(id: 0)))))
    let result = store.send(
      .mainTab(.historyList(.path(.element(id: 0, action: .editButtonTapped)))))
    XCTAssertFalse(result.changed)
    XCTAssertEqual(result.diagnostics.map(\.code), ["stack-missing-element"])
    let message = result.diagnostics.first?.message ?? ""
    XCTAssertTrue(message.contains("editButtonTapped"), message)
    XCTAssertTrue(store.state.mainTab?.historyList.path.isEmpty ?? false)
  }

  func testActionToTheIntroAfterLoggingInIsReported() {
    let store = StoreRuntime(
      initialState: PatternAppFeature.State.mainTab(MainTabFeature.State()),
      reducer: PatternAppFeature())
    let result = store.send(.intro(.loginButtonTapped))
    XCTAssertEqual(result.diagnostics.map(\.code), ["ifcaselet-wrong-case"])
  }

  func testScenesOfIntroAndTabs() throws {
    let runtime = Demos.patternReference.start()
    var json = runtime.snapshot().scene.json
    XCTAssertEqual(json["root"]?["kind"], "vstack")
    _ = try runtime.send(["intro": ["loginButtonTapped": [:]]], origin: "t")
    json = runtime.snapshot().scene.json
    XCTAssertEqual(json["root"]?["kind"], "tabs")
    XCTAssertEqual(
      json["root"]?["tabs"]?.arrayValue?.map { $0["label"] }, ["Calendar", "History", "My Page"])
    XCTAssertEqual(json["root"]?["tabs"]?.arrayValue?[1]["content"]?["kind"], "stack")
    XCTAssertEqual(json["diagnostics"], [])
  }
}

extension PatternAppFeature.State {
  /// The main tabs, for assertions: `$0.tab.calendar.destination = nil`.
  fileprivate var tab: MainTabFeature.State {
    get {
      guard case .mainTab(let state) = self else { fatalError("Not logged in: \(self)") }
      return state
    }
    set { self = .mainTab(newValue) }
  }
}

import NavMirror
import Testing

/// The inbox: loading, rows, and the stack of details, editors and settings.
@MainActor
struct InboxFeatureTests {
  let milk = Item(
    id: UUID(0), title: "Milk", createdAt: Date(timeIntervalSince1970: 1_234_567_890))
  let eggs = Item(
    id: UUID(1), title: "Eggs", createdAt: Date(timeIntervalSince1970: 1_234_567_891))

  @Test func loadsItemsIntoRows() async {
    let store = TestStore(initialState: InboxFeature.State()) {
      InboxFeature()
    } withDependencies: {
      $0.itemsClient.load = { [milk, eggs] in [milk, eggs] }
    }

    await store.send(.task) {
      $0.isLoading = true
    }
    await store.receive(\.itemsResponse.success) {
      $0.isLoading = false
      $0.rows = [ItemRowFeature.State(item: self.milk), ItemRowFeature.State(item: self.eggs)]
    }
  }

  @Test func loadFailureShowsTheError() async {
    struct Offline: LocalizedError {
      var errorDescription: String? { "You are offline." }
    }
    let store = TestStore(initialState: InboxFeature.State()) {
      InboxFeature()
    } withDependencies: {
      $0.itemsClient.load = { throw Offline() }
    }

    await store.send(.task) {
      $0.isLoading = true
    }
    await store.receive(\.itemsResponse.failure) {
      $0.isLoading = false
      $0.loadError = "You are offline."
    }
  }

  @Test func addItemSavesAndPops() async {
    let saved = LockIsolated<[Item]>([])
    let now = Date(timeIntervalSince1970: 1_234_567_890)
    let store = TestStore(initialState: InboxFeature.State()) {
      InboxFeature()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date.now = now
      $0.itemsClient.save = { item in saved.withValue { $0.append(item) } }
    }

    let draft = Item(id: UUID(0), title: "", createdAt: now)
    await store.send(.addButtonTapped) {
      $0.path[id: 0] = .edit(EditItemFeature.State(isNew: true, item: draft))
    }
    await store.send(.path(.element(id: 0, action: .edit(.binding(.set(\.item.title, " Milk "))))))
    {
      $0.path[id: 0, case: \.edit]?.item.title = " Milk "
    }
    await store.send(\.path[id: 0].edit.saveButtonTapped) {
      $0.path[id: 0, case: \.edit]?.item.title = "Milk"
    }
    let item = Item(id: UUID(0), title: "Milk", createdAt: now)
    await store.receive(\.path[id: 0].edit.delegate.save, item) {
      $0.rows = [ItemRowFeature.State(item: item)]
    }
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
    #expect(saved.value == [item])
  }

  @Test func editorKeepsTitlesShortAndRefusesEmptyOnes() async {
    let store = TestStore(initialState: EditItemFeature.State(item: milk)) {
      EditItemFeature()
    }
    let long = String(repeating: "a", count: 100)

    await store.send(.binding(.set(\.item.title, long))) {
      $0.item.title = String(repeating: "a", count: 80)
    }
    await store.send(.binding(.set(\.focus, .notes))) {
      $0.focus = .notes
    }
    await store.send(.binding(.set(\.item.title, "  "))) {
      $0.item.title = "  "
    }
    await store.send(.saveButtonTapped) {
      $0.item.title = ""
      $0.focus = .title
    }
  }

  @Test func cancelDismissesTheEditor() async {
    let store = TestStore(initialState: EditItemFeature.State(item: milk)) {
      EditItemFeature()
    }

    await store.send(.cancelButtonTapped)
    #expect(store.isDismissed)
  }

  @Test func rowOpensDetailAndDetailDeletesAfterAlert() async {
    let store = TestStore(
      initialState: InboxFeature.State(rows: [ItemRowFeature.State(item: milk)])
    ) {
      InboxFeature()
    }

    await store.send(\.rows[id: milk.id].rowTapped)
    await store.receive(\.rows[id: milk.id].delegate.tapped) {
      $0.path[id: 0] = .detail(ItemDetailFeature.State(item: self.milk))
    }
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0, case: \.detail]?.alert = .deleteItem(title: "Milk")
    }
    await store.send(\.path[id: 0].detail.alert.confirmDeletion) {
      $0.path[id: 0, case: \.detail]?.alert = nil
    }
    await store.receive(\.path[id: 0].detail.delegate.deleteItem, milk.id) {
      $0.rows = []
    }
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }

  @Test func starringARowSavesIt() async {
    let saved = LockIsolated<[Item]>([])
    let store = TestStore(
      initialState: InboxFeature.State(rows: [ItemRowFeature.State(item: milk)])
    ) {
      InboxFeature()
    } withDependencies: {
      $0.itemsClient.save = { item in saved.withValue { $0.append(item) } }
    }

    await store.send(.rows(.element(id: milk.id, action: .starButtonTapped))) {
      $0.rows[id: self.milk.id]?.item.isStarred = true
    }
    await store.finish()
    #expect(saved.value.map(\.isStarred) == [true])
  }

  @Test func settingsChangesReachTheInbox() async {
    let store = TestStore(initialState: InboxFeature.State()) {
      InboxFeature()
    }
    store.exhaustivity = .off

    await store.send(.settingsButtonTapped)
    var settings = InboxSettings()
    settings.showsStarredOnly = true
    await store.send(\.path[id: 0].settings.binding.settings, settings)
    await store.receive(\.path[id: 0].settings.delegate.settingsChanged) {
      $0.settings.showsStarredOnly = true
    }
    await store.send(\.path[id: 0].settings.binding.preferences, .init(theme: .dark))
    store.assert {
      $0.path[id: 0, case: \.settings]?.preferences.theme = .dark
    }
    await store.send(\.path[id: 0].settings.resetButtonTapped)
    await store.skipReceivedActions()
    store.assert {
      $0.settings = InboxSettings()
    }
  }

  @Test func focusFromADetailSwitchesTabs() async {
    var state = MainFeature.State(userName: "Ada")
    state.inbox.path.append(.detail(ItemDetailFeature.State(item: milk)))
    let store = TestStore(initialState: state) {
      MainFeature()
    }

    await store.send(\.inbox.path[id: 0].detail.focusButtonTapped)
    await store.receive(\.inbox.path[id: 0].detail.delegate.focusButtonTapped) {
      $0.inbox.path = StackState()
    }
    await store.receive(\.inbox.delegate.focusRequested) {
      $0.selectedTab = .focus
    }
  }
}

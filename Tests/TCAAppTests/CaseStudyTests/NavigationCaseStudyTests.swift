import NavMirror
import Testing

/// Ports of TCA's navigation case studies: several kinds of presentation through one enum
/// destination, features that hold themselves, optional state.
@MainActor
struct NavigationCaseStudyTests {
  @Test func eachDestinationPresentsItsCounter() async {
    let store = TestStore(initialState: MultipleDestinations.State()) {
      MultipleDestinations()
    }

    await store.send(.showSheet) {
      $0.destination = .sheet(Counter.State())
    }
    await store.send(\.destination.sheet.incrementButtonTapped) {
      $0.destination?.modify(\.sheet) { $0.count = 1 }
    }
    await store.send(.showPopover) {
      $0.destination = .popover(Counter.State())
    }
    await store.send(\.destination.popover.decrementButtonTapped) {
      $0.destination?.modify(\.popover) { $0.count = -1 }
    }
    await store.send(.showFullScreenCover) {
      $0.destination = .fullScreenCover(Counter.State())
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    await store.send(.showDrillDown) {
      $0.destination = .drillDown(Counter.State())
    }
  }

  @Test func nestedRowsAddAndRenameAtAnyDepth() async {
    let store = TestStore(initialState: Nested.State(id: UUID(100))) {
      Nested()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addRowButtonTapped) {
      $0.rows = [Nested.State(id: UUID(0))]
    }
    await store.send(\.rows[id: UUID(0)].addRowButtonTapped) {
      $0.rows[id: UUID(0)]?.rows = [Nested.State(id: UUID(1))]
    }
    await store.send(\.rows[id: UUID(0)].rows[id: UUID(1)].nameTextFieldChanged, "Deep") {
      $0.rows[id: UUID(0)]?.rows[id: UUID(1)]?.name = "Deep"
    }
    await store.send(\.rows[id: UUID(0)].deleteRows, IndexSet(integer: 0)) {
      $0.rows[id: UUID(0)]?.rows = []
    }
  }

  @Test func drillDownPresentsItselfAndDismissesFromAnyDepth() async {
    let store = TestStore(initialState: DrillDown.State()) {
      DrillDown()
    }

    await store.send(.drillDownButtonTapped) {
      $0.child = DrillDown.State(depth: 1)
    }
    await store.send(.child(.presented(.drillDownButtonTapped))) {
      $0.child?.child = DrillDown.State(depth: 2)
    }
    await store.send(.child(.presented(.child(.presented(.drillDownButtonTapped))))) {
      $0.child?.child?.child = DrillDown.State(depth: 3)
    }
    await store.send(.child(.presented(.child(.presented(.closeButtonTapped)))))
    await store.receive(\.child.presented.child.dismiss) {
      $0.child?.child = nil
    }
    await store.send(.child(.presented(.closeButtonTapped)))
    await store.receive(\.child.dismiss) {
      $0.child = nil
    }
  }

  @Test func optionalCounterRunsOnlyWhileShown() async {
    let store = TestStore(initialState: OptionalBasics.State()) {
      OptionalBasics()
    }

    await store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = Counter.State()
    }
    await store.send(\.optionalCounter.incrementButtonTapped) {
      $0.optionalCounter?.count = 1
    }
    await store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = nil
    }
  }

  @Test func recursiveFeaturesRunInTheMirror() throws {
    let app = MirrorApp(
      name: "drill-down", summary: "A drill-down that presents itself.",
      initialState: DrillDown.State(), reducer: DrillDown()
    ) { store in
      Text("Depth \(store.depth)")
    }
    let runtime = app.start()
    try runtime.send(["drillDownButtonTapped": [:]], origin: "page")
    try runtime.send(["child": ["presented": ["drillDownButtonTapped": [:]]]], origin: "page")
    #expect(runtime.snapshot().state["child"]?["child"]?["depth"] == 2)
  }
}

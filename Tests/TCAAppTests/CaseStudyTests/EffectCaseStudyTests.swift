import NavMirror
import Testing

/// Ports of TCA's effect case studies: a failing client answered with `Result`, a delay an
/// increment cancels, a long-living effect, debounced search, concatenated and merged effects.
@MainActor
struct EffectCaseStudyTests {
  @Test func numberFact() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.numberFactButtonTapped) {
      $0.isNumberFactRequestInFlight = true
    }
    await store.receive(\.numberFactResponse.success, "1 is a good number Brent") {
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "1 is a good number Brent"
    }
  }

  @Test func numberFactFailure() async {
    struct SomeError: Error {}
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw SomeError() }
    }

    await store.send(.numberFactButtonTapped) {
      $0.isNumberFactRequestInFlight = true
    }
    await store.receive(\.numberFactResponse.failure) {
      $0.isNumberFactRequestInFlight = false
    }
  }

  @Test func decrementBelowZeroComesBackAfterASecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.decrementDelayResponse) {
      $0.count = 0
    }
  }

  @Test func incrementCancelsTheDelayedDecrement() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }

    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 0
    }
  }

  @Test func screenshotsAreCountedUntilTheTaskEnds() async {
    let (screenshots, takeScreenshot) = AsyncStream.makeStream(of: Void.self)
    let store = TestStore(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    } withDependencies: {
      $0.screenshots = { screenshots }
    }

    let task = await store.send(.task)
    takeScreenshot.yield()
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 1
    }
    await task.cancel()
    takeScreenshot.yield()
  }

  @Test func searchIsDebounced() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.search = { query in [Location(id: 1, name: "\(query)ville")] }
    }

    await store.send(.searchQueryChanged("C")) {
      $0.searchQuery = "C"
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.searchQueryChanged("Co")) {
      $0.searchQuery = "Co"
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.searchQueryChanged("Cop")) {
      $0.searchQuery = "Cop"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchResponse.success, [Location(id: 1, name: "Copville")]) {
      $0.results = [Location(id: 1, name: "Copville")]
    }
  }

  @Test func clearingTheQueryCancelsTheSearch() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.searchQueryChanged("C")) {
      $0.searchQuery = "C"
    }
    await store.send(.searchQueryChanged("")) {
      $0.searchQuery = ""
    }
    await clock.run()
  }

  @Test func concatenatedAndMergedEffectsRunInOrder() async {
    let clock = TestClock()
    let store = TestStore(initialState: Refresh.State(log: ["old"])) {
      Refresh()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.refreshButtonTapped) {
      $0.log = []
    }
    await store.receive(\.logged, "started") {
      $0.log = ["started"]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.logged, "fast") {
      $0.log = ["started", "fast"]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.logged, "slow") {
      $0.log = ["started", "fast", "slow"]
    }
    await store.receive(\.logged, "finished") {
      $0.log = ["started", "fast", "slow", "finished"]
    }
  }

  @Test func resultActionsCrossTheMirror() throws {
    let app = MirrorApp(
      name: "effects-basics", summary: "A fact that may fail.",
      initialState: EffectsBasics.State(), reducer: EffectsBasics()
    ) { store in
      Text("\(store.count)")
    }
    let runtime = app.start()
    try runtime.send(["numberFactResponse": ["_0": ["success": ["_0": "A fact"]]]], origin: "page")
    #expect(runtime.snapshot().state["numberFact"] == "A fact")
    try runtime.send(
      ["numberFactResponse": ["_0": ["failure": ["_0": ["description": "Offline"]]]]],
      origin: "page")
    #expect(runtime.snapshot().state["isNumberFactRequestInFlight"] == false)
  }
}

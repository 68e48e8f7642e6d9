import CasePaths
import Clocks
import IdentifiedCollections
import NavigationCore
import XCTest

/// A list of counters, each identified, that the parent can delete from.
struct CounterList: Reducer {
  struct Row: Reducer {
    struct State: Codable, Equatable, Identifiable {
      let id: Int
      var counter = Counter.State()
    }
    @CasePathable
    enum Action: Codable, Equatable {
      case counter(Counter.Action)
      case deleteTapped
    }
    let recorder: Recorder
    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter(recorder: recorder) }
    }
  }
  struct State: Codable, Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
  }
  @CasePathable
  enum Action: Codable, Equatable {
    case rows(IdentifiedActionOf<Row>)
  }
  let recorder: Recorder
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rows(.element(id: id, action: .deleteTapped)):
        state.rows.remove(id: id)
      case let .rows(.element(id: id, action: .counter(.increment))):
        recorder.append("parent sees \(state.rows[id: id]?.counter.count ?? -1)")
      case .rows:
        break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Row(recorder: recorder) }
  }
}

final class ForEachReducerTests: XCTestCase {
  func makeStore(_ recorder: Recorder, clock: TestClock<Duration> = TestClock())
    -> StoreRuntime<CounterList.State, CounterList.Action>
  {
    withClock(clock) {
      StoreRuntime(
        initialState: CounterList.State(rows: [.init(id: 1), .init(id: 2)]),
        reducer: CounterList(recorder: recorder))
    }
  }

  func testElementActionUpdatesItsElementBeforeTheParentRuns() {
    let recorder = Recorder()
    let store = makeStore(recorder)
    store.send(.rows(.element(id: 2, action: .counter(.increment))))
    XCTAssertEqual(store.state.rows[id: 2]?.counter.count, 1)
    XCTAssertEqual(store.state.rows[id: 1]?.counter.count, 0)
    XCTAssertEqual(recorder.all, ["child increment count=0", "parent sees 1"])
  }

  func testDeletingAnElementRemovesItAndCancelsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(Recorder(), clock: clock)
    store.send(.rows(.element(id: 1, action: .counter(.startTimer))))
    store.send(.rows(.element(id: 2, action: .counter(.startTimer))))
    XCTAssertEqual(store.effectsInFlight, 2)
    await waitUntil { await clock.hasSleepers() }
    await clock.advance(by: .seconds(1))
    await waitUntil { (store.state.rows[id: 1]?.counter.count ?? 0) > 0 }
    store.send(.rows(.element(id: 1, action: .deleteTapped)))
    XCTAssertEqual(store.state.rows.ids, [2])
    XCTAssertEqual(store.effectsInFlight, 1)
    await waitUntil { await clock.hasSleepers() }
    await clock.advance(by: .seconds(1))
    await waitUntil { (store.state.rows[id: 2]?.counter.count ?? 0) > 0 }
    XCTAssertEqual(store.diagnostics.map(\.diagnostic.code), [])
    store.send(.rows(.element(id: 2, action: .deleteTapped)))
    XCTAssertEqual(store.effectsInFlight, 0)
  }

  func testActionForAMissingElementIsReportedAndNotRun() {
    let recorder = Recorder()
    let store = makeStore(recorder)
    let result = store.send(.rows(.element(id: 7, action: .counter(.increment))))
    XCTAssertEqual(result.diagnostics.map(\.code), ["foreach-missing-element"])
    XCTAssertTrue(
      result.diagnostics[0].message.hasSuffix(
        "Action:\n    CounterList.Action.rows(.element(id:, action: .counter(.increment)))"),
      result.diagnostics[0].message)
    XCTAssertEqual(recorder.all, ["parent sees -1"])
    XCTAssertEqual(store.state, CounterList.State(rows: [.init(id: 1), .init(id: 2)]))
  }

  func testIdentifiedActionsRoundTripAsElementWithIDAndAction() throws {
    let action = CounterList.Action.rows(.element(id: 3, action: .deleteTapped))
    let data = try JSONEncoder().encode(action)
    XCTAssertEqual(try JSONDecoder().decode(CounterList.Action.self, from: data), action)
    let element = AnyCasePath(\CounterList.Action.Cases.rows.element)
    XCTAssertEqual(element.extract(from: action)?.id, 3)
  }
}

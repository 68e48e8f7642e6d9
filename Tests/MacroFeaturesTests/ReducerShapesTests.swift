import CasePaths
import Foundation
import NavigationCore
import NavigationTesting
import Testing

/// Each shape of `@Reducer` in `Features/ReducerShapes.swift`, compiled as a user writes it and
/// run.
@MainActor
struct ReducerShapesTests {
  @Test func aCasesDefaultValueIsTheReducerThatRuns() async {
    let labelled = TestStore(initialState: Defaulted.State.labelled(Tally.State())) {
      Defaulted.body
    }
    await labelled.send(.labelled(.tapped)) { $0 = .labelled(Tally.State(runs: ["default"])) }

    let plain = TestStore(initialState: Defaulted.State.plain(Tally.State())) { Defaulted.body }
    await plain.send(.plain(.tapped)) { $0 = .plain(Tally.State(runs: ["init()"])) }
  }

  @Test func aCaseDefaultedToAnotherEnumsBodyRunsThatBody() async {
    let store = TestStore(initialState: Defaulted.State.inner(.tally(Tally.State()))) {
      Defaulted.body
    }
    await store.send(.inner(.tally(.tapped))) {
      $0 = .inner(.tally(Tally.State(runs: ["init()"])))
    }
  }

  @Test func aFeatureWithoutInitRunsAsItsCaseMakesIt() async {
    let store = TestStore(initialState: Defaulted.State.contextual(Contextual.State())) {
      Defaulted.body
    }
    await store.send(.contextual(.appeared)) {
      $0 = .contextual(Contextual.State(context: "sheet"))
    }
  }

  @Test func theActionAnEnumDeclaresIsTheReducersAndNamesItsAlertsActions() async {
    let store = TestStore(initialState: Declared.State.tally(Tally.State())) { Declared.body }
    await store.send(.tally(.tapped)) { $0 = .tally(Tally.State(runs: ["init()"])) }

    let alert = AlertState<Declared.Alert> { TextState("Delete?") }
    let alerting = TestStore(initialState: Declared.State.alert(alert)) { Declared.body }
    await alerting.send(.alert(.confirm))
    #expect(Declared.Action.alert(.confirm)[case: \.alert] == .confirm)
  }

  @Test func theBodyAnEnumDeclaresIsTheOneThatRuns() async {
    let store = TestStore(initialState: OwnBody.State.first(Tally.State())) { OwnBody.body }
    await store.send(.first(.tapped)) { $0 = .second(Tally.State(runs: ["first"])) }
    await store.send(.second(.tapped)) { $0 = .second(Tally.State(runs: ["first", "second"])) }
  }

  @Test func casesInsideIfKeepTheirConditions() async {
    #if DEBUG
      let store = TestStore(initialState: Conditional.State.debug(Tally.State())) {
        Conditional.body
      }
      await store.send(.debug(.tapped)) { $0 = .debug(Tally.State(runs: ["debug"])) }
    #endif
    #if os(Linux)
      let linux = Conditional.State.linux
      #expect(linux.is(\.linux))
    #endif
  }

  @Test func aCaseWithSeveralValuesIsStateOnlyWithANeverAction() async throws {
    let state = Several.State.meeting("Standup", syncUp: 3)
    #expect(state.meeting?.0 == "Standup")
    let ignoredAction: CaseKeyPath<Several.Action, Never> = \.note
    _ = ignoredAction
    let store = TestStore(initialState: Several.State.tally(Tally.State())) { Several.body }
    await store.send(.tally(.tapped)) { $0 = .tally(Tally.State(runs: ["init()"])) }
  }

  @Test func anEmptyReducerHasAStateAnActionAndAnEmptyBody() async throws {
    let store = TestStore(initialState: Empty.State()) { Empty() }
    #expect(store.state == Empty.State())
    let encoded = try JSONEncoder().encode(Empty.State())
    #expect(try JSONDecoder().decode(Empty.State.self, from: encoded) == Empty.State())
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Empty.Action.self, from: Data("{}".utf8))
    }
  }

  @Test func conformancesTheUserWritesAreTheOnesUsed() throws {
    let state = SelfConformed.State(count: 4)
    let decoded = try JSONDecoder().decode(
      SelfConformed.State.self, from: JSONEncoder().encode(state))
    #expect(decoded == state)
    let several = Several.State.meeting("Standup", syncUp: 3)
    #expect(
      try JSONDecoder().decode(Several.State.self, from: JSONEncoder().encode(several)) == several)
  }
}

import FlowMap
import Foundation
import MirrorJSON
import MirrorUI
import NavigationCore
import XCTest

/// Notes that get their id from `\.uuid` and their date from `\.date`, added by a reducer or by
/// an effect after a sleep on `\.continuousClock`.
private struct Notes: Reducer {
  struct Note: Codable, Equatable {
    var id: UUID
    var date: Date
  }
  struct State: Codable, Equatable {
    var notes: [Note] = []
  }
  enum Action: Codable {
    case addTapped
    case addLaterTapped
    case added(Note)
  }
  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.notes.append(Note(id: uuid(), date: date()))
        return .none
      case .addLaterTapped:
        return .run { send in
          try await clock.sleep(for: .seconds(60))
          await send(.added(Note(id: uuid(), date: date())))
        }
      case .added(let note):
        state.notes.append(note)
        return .none
      }
    }
  }
}

private struct NotesView: View {
  let store: StoreOf<Notes>
  var body: some View {
    Button("Add") { store.send(.addTapped) }
  }
}

final class ExplorationDependenciesTests: XCTestCase {
  private static func app(
    dependencies: @escaping @Sendable (inout DependencyValues) -> Void = { _ in }
  ) -> MirrorApp {
    MirrorApp(
      name: "notes", summary: "Notes with ids and dates.", initialState: Notes.State(),
      reducer: Notes(), view: { NotesView(store: $0) }, dependencies: dependencies)
  }

  func testExplorerStepsAreDeterministicAndMakeDistinctIDs() throws {
    let first = try Self.steps(Self.app().explorable())
    let second = try Self.steps(Self.app().explorable())
    XCTAssertEqual(first.map(\.notes), second.map(\.notes))
    let notes = try XCTUnwrap(first.last).notes
    XCTAssertEqual(notes.count, 3)
    XCTAssertEqual(Set(notes.map(\.id)).count, 3)
    let reference = Date(timeIntervalSince1970: 1_735_689_600)
    XCTAssertEqual(notes.map(\.date), [reference, reference, reference])
  }

  /// The effect sleeps for a minute of the step's clock, which costs no real time: the step
  /// ends long before a live clock would wake the effect.
  func testExplorerSleepsOnTheStepsClock() throws {
    let start = ContinuousClock.now
    let explorable = Self.app().explorable(effectTimeLimit: 120)
    let steps = try Self.steps(explorable, actions: [.addLaterTapped])
    XCTAssertEqual(steps.last?.notes.count, 1)
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(30))
  }

  /// A sleep past the limit on the step's clock is cancelled at once, not after waiting.
  func testSleepPastTheClockLimitIsCancelledAtOnce() throws {
    let explorable = Self.app().explorable(effectTimeLimit: 5, externalWaitLimit: 20)
    let start = ContinuousClock.now
    let step = try XCTUnwrap(Self.step(explorable, sending: .addLaterTapped))
    XCTAssertEqual(step.effectsCancelled, 1)
    XCTAssertEqual(step.notes.count, 0)
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(10))
  }

  func testRoomRunsWithLiveValuesChangedByTheAppHook() throws {
    let runtime = Self.app(dependencies: { $0.uuid = .incrementing }).start()
    let add = try JSONValueEncoder().encode(Notes.Action.addTapped)
    let before = Date()
    _ = try runtime.send(add, origin: "test")
    _ = try runtime.send(add, origin: "test")
    let state = try JSONValueDecoder().decode(Notes.State.self, from: runtime.snapshot().state)
    XCTAssertEqual(state.notes.map(\.id), [UUID(0), UUID(1)])
    XCTAssertTrue(state.notes.allSatisfy { $0.date >= before.addingTimeInterval(-1) })
  }

  /// Steps through `actions` (three adds by default) from the initial state, as the explorer
  /// does, keeping each state.
  private static func steps(
    _ explorable: any ExplorableApp,
    actions: [Notes.Action] = [.addTapped, .addTapped, .addTapped]
  ) throws -> [Notes.State] {
    try typedSteps(explorable, actions: actions)
  }

  /// One step from the initial state: the state reached and the effects cancelled.
  private static func step(
    _ explorable: any ExplorableApp, sending action: Notes.Action
  ) throws -> (notes: [Notes.Note], effectsCancelled: Int) {
    try typedStep(explorable, sending: action)
  }

  private static func typedStep<App: ExplorableApp>(
    _ explorable: App, sending action: Notes.Action
  ) throws -> (notes: [Notes.Note], effectsCancelled: Int) {
    let step = explorable.step(
      from: explorable.initialState, sending: try XCTUnwrap(action as? App.Action))
    return (try XCTUnwrap(step.state as? Notes.State).notes, step.effectsCancelled)
  }

  private static func typedSteps<App: ExplorableApp>(
    _ explorable: App, actions: [Notes.Action]
  ) throws -> [Notes.State] {
    var state = try XCTUnwrap(explorable.initialState as? Notes.State)
    var states: [Notes.State] = []
    for action in actions {
      let step = explorable.step(
        from: try XCTUnwrap(state as? App.State), sending: try XCTUnwrap(action as? App.Action))
      state = try XCTUnwrap(step.state as? Notes.State)
      states.append(state)
    }
    return states
  }
}

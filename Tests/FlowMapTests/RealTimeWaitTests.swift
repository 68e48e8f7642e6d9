import FlowMap
import MirrorUI
import NavigationCore
import XCTest

/// An effect that waits on real time (`Task.sleep`, not the clock dependency) makes each step
/// that starts it wait the explorer's real-time limit: the map says so, apart from an effect
/// that sleeps past the step's clock (a timer).
final class RealTimeWaitTests: XCTestCase {
  func testAnEffectWaitingOnRealTimeIsAFindingThatSaysSo() {
    let map = Explorer(options: ExplorationOptions(externalWaitLimit: 0.05))
      .explore(RealTimeWaitFeature.app)
    let messages = map.findings.filter { $0.kind == .effectCancelled }.map(\.message)
    XCTAssertEqual(messages.count, 3, "\(messages)")
    // A view's `.task` that sleeps on real time before it sends anything, shown by "Open".
    XCTAssertTrue(
      messages.contains { $0.hasPrefix("'Open': 1 effect(s) waited on real time") },
      "\(messages)")
    XCTAssertTrue(
      messages.contains {
        $0.hasPrefix("'Poll': 1 effect(s) waited on real time") && $0.contains("continuousClock")
      }, "\(messages)")
    XCTAssertTrue(
      messages.contains(
        "'Tick': 1 effect(s) still running after 60.0s on the step's clock were cancelled."),
      "\(messages)")
  }
}

@Reducer
struct RealTimeWaitFeature {
  @ObservableState
  struct State: Codable, Equatable {
    var polled = false
    var ticks = 0
    var isOpen = false
    var loaded = false
  }

  enum Action: Codable {
    case pollTapped
    case polled
    case tickTapped
    case ticked
    case openTapped
    case loaded
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pollTapped:
        return .run { send in
          try await Task.sleep(for: .seconds(30))
          await send(.polled)
        }
      case .polled:
        state.polled = true
        return .none
      case .tickTapped:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(3600))
          await send(.ticked)
        }
      case .ticked:
        state.ticks += 1
        return .none
      case .openTapped:
        state.isOpen = true
        return .none
      case .loaded:
        state.loaded = true
        return .none
      }
    }
  }

  static let app = MirrorApp(
    name: "real-time-wait", summary: "A poll on Task.sleep and a timer on the clock.",
    initialState: State(), reducer: RealTimeWaitFeature(),
    view: { store in
      VStack {
        Button("Poll") { store.send(.pollTapped) }
        Button("Tick") { store.send(.tickTapped) }
        Button("Open") { store.send(.openTapped) }
        if store.isOpen {
          Text("Opened")
            .task {
              try? await Task.sleep(for: .seconds(30))
              store.send(.loaded)
            }
        }
      }
    })
}

import Dispatch
import XCTest

@testable import NavigationCore

final class EffectRunnerTests: XCTestCase {
  private let id = EffectID("path #1")

  /// A runner on its own queue that records the actions it feeds back.
  private func makeRunner() -> (EffectRunner<String>, DispatchQueue, () -> [String]) {
    let queue = DispatchQueue(label: "EffectRunnerTests")
    let fed = Fed()
    let runner = EffectRunner<String>(queue: queue, feed: { fed.actions.append($0) })
    return (runner, queue, { queue.sync { fed.actions } })
  }

  private final class Fed: @unchecked Sendable {
    var actions: [String] = []
  }

  func testADismissalInFlightSurvivesThePresenceStartingAgain() {
    let (runner, queue, fed) = makeRunner()
    queue.sync {
      runner.start(.presence(id: id, dismissAction: "pop #1"), causedBy: "push") { _ in }
      runner.dismiss(DismissID(presence: id))
      // The element runs another effect before the dismissal's action is delivered.
      runner.start(.presence(id: id, dismissAction: "pop #1"), causedBy: "tap") { _ in }
    }
    XCTAssertEqual(fed(), ["pop #1"])
  }

  func testACancelledPresenceSendsNothing() {
    let (runner, queue, fed) = makeRunner()
    queue.sync {
      runner.start(.presence(id: id, dismissAction: "pop #1"), causedBy: "push") { _ in }
      runner.dismiss(DismissID(presence: id))
      runner.cancel(id: id)
    }
    XCTAssertEqual(fed(), [])
  }
}

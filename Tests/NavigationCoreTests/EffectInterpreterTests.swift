import Dispatch
import Synchronization
import XCTest

@testable import NavigationCore

final class EffectInterpreterTests: XCTestCase {
  private let id = EffectID("path #1")

  /// An interpreter on its own queue that records the actions it feeds back.
  private func makeRunner() -> (EffectInterpreter<String>, DispatchQueue, () -> [String]) {
    let queue = DispatchQueue(label: "EffectInterpreterTests")
    let fed = Mutex<[String]>([])
    let runner = EffectInterpreter<String>(
      executor: LiveEffectExecutor(queue: queue),
      feed: { action in fed.withLock { $0.append(action) } })
    return (runner, queue, { queue.sync { fed.withLock { $0 } } })
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

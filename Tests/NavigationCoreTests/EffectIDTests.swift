import Clocks
import ConcurrencyExtras
import XCTest

@testable import NavigationCore

final class EffectIDTests: XCTestCase {
  struct Token: Hashable, Sendable {}

  func testAnIdIsTheSameHoweverItArrives() {
    let element = StackEffectID(
      path: [], stack: \StackState<Int>.ids, element: StackElementID(generation: 3))
    let forms = [
      EffectID(element), EffectID(AnyHashableSendable(element)), EffectID(EffectID(element)),
    ]
    for form in forms {
      XCTAssertEqual(form, EffectID(element))
      XCTAssertEqual(form.hashValue, EffectID(element).hashValue)
      XCTAssertEqual(form.description, "path #3")
    }
    XCTAssertEqual(EffectID(Token()), EffectID(AnyHashableSendable(Token())))
    let presentation = PresentationID(path: [], location: \StackState<Int>.ids, state: 1)
    for form in [EffectID(AnyHashableSendable(presentation)), EffectID(EffectID(presentation))] {
      XCTAssertEqual(form, EffectID(presentation))
      XCTAssertEqual(form.hashValue, EffectID(presentation).hashValue)
    }
    XCTAssertNotEqual(EffectID(presentation), EffectID(element))
    XCTAssertNotEqual(EffectID(Token()), EffectID(element))
    XCTAssertNotEqual(
      EffectID(element),
      EffectID(
        StackEffectID(path: [], stack: \StackState<Int>.ids, element: StackElementID(generation: 4))
      ))
  }

  func testCancellingAnErasedElementIdCancelsTheTypedOne() {
    let element = StackEffectID(
      path: [], stack: \StackState<Int>.ids, element: StackElementID(generation: 1))
    let queue = DispatchQueue(label: "test")
    let runner = EffectInterpreter<Int>(
      executor: LiveEffectExecutor(queue: queue), feed: { _ in })
    // Sleeps on a clock nobody advances: runs until it is cancelled.
    let sleeper = Effect<Int>.run { _ in try await TestClock().sleep(for: .seconds(1)) }
    queue.sync {
      runner.start(sleeper.cancellable(id: element), causedBy: 0) { _ in }
      XCTAssertEqual(runner.running.count, 1)
      runner.cancel(id: EffectID(AnyHashableSendable(element)))
      XCTAssertEqual(runner.running.count, 0)
    }
  }
}

import DemoFeatures
import FlowMap
import MirrorUI
import XCTest

/// The explorer's fingerprint agrees with `==`: a stack pushed and popped back is equal to the
/// stack before it (only its id counter moved on) and hashes alike, so the explorer recognizes
/// the state without rendering it again.
final class FingerprintTests: XCTestCase {
  func testAStackPushedAndPoppedBackHashesAsBefore() throws {
    let demo = try XCTUnwrap(Demos.all.first { $0.name == "stack-ops" })
    try checkPushAndBack(demo.explorable())
  }

  private func checkPushAndBack<App: ExplorableApp>(_ app: App) throws {
    let start = app.initialState
    for control in app.scene(for: start).controls {
      let pushed = app.step(from: start, sending: try app.action(from: control.action)).state
      let controls = app.scene(for: pushed).controls
      guard let back = controls.first(where: { $0.label == "Back" }) else { continue }
      let popped = app.step(from: pushed, sending: try app.action(from: back.action)).state
      XCTAssertTrue(app.isSame(popped, as: start), "'\(control.label)' then Back")
      XCTAssertEqual(app.fingerprint(of: popped), app.fingerprint(of: start))
      XCTAssertNotEqual(app.fingerprint(of: pushed), app.fingerprint(of: start))
      return
    }
    XCTFail("No control of the first screen pushes a screen that has a Back.")
  }
}

import FlowMap
import MirrorUI
import TestSupport
import XCTest

/// The explorer types into an app's text fields what its previews show in the same fields: a
/// login that `"Sample"` does not get past opens with the preview's email and password.
final class FieldSamplesTests: XCTestCase {
  private func initialScene(of app: MirrorApp) -> Scene {
    func scene<App: ExplorableApp>(_ app: App) -> Scene { app.scene(for: app.initialState) }
    return scene(app.explorable())
  }

  func testAFieldAPreviewShowsFilledInIsTypedWithItsText() {
    let samples = FieldSamples(previews: [GuardedLoginApp.preview, GuardedLoginApp.app])
    XCTAssertEqual(
      initialScene(of: GuardedLoginApp.app).controls(typing: ["Sample"], fieldSamples: samples)
        .map(\.label),
      [#"Email: "blob@pointfree.co""#, #"Password: "correct horse""#])
    XCTAssertEqual(
      initialScene(of: GuardedLoginApp.app).controls(typing: ["Sample"]).map(\.label),
      [#"Email: "Sample""#, #"Password: "Sample""#])
    XCTAssertTrue(FieldSamples(previews: [GuardedLoginApp.app]).isEmpty, "an app is no preview")
  }

  func testTheMapGetsPastALoginWithThePreviewsTexts() throws {
    let samples = FieldSamples(previews: [GuardedLoginApp.preview])
    let map = Explorer(options: ExplorationOptions(fieldSamples: samples))
      .explore(GuardedLoginApp.app)
    let login = try XCTUnwrap(map.nodes.first)
    let welcome = try XCTUnwrap(
      map.nodes.first { $0.titles == ["Sign in", "Welcome"] }, "\(map.nodes.map(\.titles))")
    XCTAssertTrue(
      map.edges.contains { $0.from == login.id && $0.to == welcome.id && $0.label == "Log in" })
    XCTAssertEqual(
      Explorer().explore(GuardedLoginApp.app).nodes.map(\.titles), [["Sign in"]],
      "\"Sample\" is no email")
  }

  func testAPreviewOfAChildFeatureFillsInTheFieldsOfTheAppHoldingIt() throws {
    let samples = FieldSamples(previews: [GuardedLoginApp.preview])
    XCTAssertEqual(
      initialScene(of: GuardedLoginApp.host).controls(typing: ["Sample"], fieldSamples: samples)
        .map(\.label),
      [#"Email: "blob@pointfree.co""#, #"Password: "correct horse""#])
    let map = Explorer(options: ExplorationOptions(fieldSamples: samples))
      .explore(GuardedLoginApp.host)
    XCTAssertTrue(
      map.nodes.contains { $0.titles == ["Sign in", "Welcome"] }, "\(map.nodes.map(\.titles))")
  }
}

import MirrorUI

/// One app served by a NavMirror server on a loopback port, with a chromedriver to open pages
/// on it: what a test needs to tour a user's app in headless Chromium.
///
/// The app is registered as users register theirs, with a ``MirrorApp``.
public final class BrowserTour {
  /// The server running the app.
  public let harness: MirrorHarness
  /// The chromedriver that opens the pages.
  public let driver: WebDriver

  /// Serves `app` and starts chromedriver.
  public init(app: MirrorApp) throws {
    driver = try WebDriver()
    harness = try MirrorHarness(apps: [app], defaultDemo: app.name)
  }

  /// A new window showing `room`, once its socket is open and the first state is drawn.
  public func openPage(room: String) throws -> BrowserSession {
    try driver.openMirrorPage(harness.pageURL(room: room))
  }
}

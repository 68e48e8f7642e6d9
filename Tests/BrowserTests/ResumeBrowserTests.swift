import MirrorJSON
import TestSupport
import XCTest

/// A page whose socket dropped comes back where it was: it names its version and epoch, and
/// gets the versions it missed as patches, not the whole room.
final class ResumeBrowserTests: BrowserTestCase {
  /// Makes the page's sockets go nowhere while `window.holdReconnect` is true, and remembers
  /// the URL of the last one it opened: the page retries on its own schedule meanwhile.
  private let holdReconnects = """
    const Real = window.WebSocket;
    window.holdReconnect = true;
    window.WebSocket = class extends Real {
      constructor(url, protocols) {
        if (!window.holdReconnect) window.lastSocketURL = url;
        super(window.holdReconnect ? 'ws://127.0.0.1:9/' : url, protocols);
      }
    };
    """

  func testAPageThatLostItsSocketGetsTheVersionsItMissedAsPatches() throws {
    let server = try RestartableServer()
    let driver = try XCTUnwrap(Self.driver)
    let page = try driver.newSession()
    try page.open(server.pageURL(room: roomName))
    try page.waitUntil(PageScript.connection, equals: "open")
    try page.tap(xpath: PageScript.button("Go to First Detail"))
    try page.waitUntil(PageScript.version, equals: "1")
    try page.run(holdReconnects)
    let before = try page.run("return window.navmirrorReceived")
    XCTAssertEqual(before["hello"], 1)

    server.stop()
    try page.waitUntil(PageScript.connection, equals: "closed")
    try server.start()
    let other = try MirrorClient(port: server.port, path: "/ws?room=\(roomName)")
    let epoch = try XCTUnwrap(other.hello["epoch"]?.stringValue)
    for action in TabsStackMoves.threeChangesAfterThePush {
      other.sendAction(action)
      _ = try other.receive(type: "ack")
    }
    try page.run("window.holdReconnect = false")

    try page.waitUntil(PageScript.connection, equals: "open", timeout: 20)
    try page.waitUntil(PageScript.version, equals: "4")
    try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail › Another")
    let url = try page.run("return window.lastSocketURL").stringValue ?? ""
    XCTAssertTrue(url.hasSuffix("&since=1&epoch=\(epoch)"), url)
    let after = try page.run("return window.navmirrorReceived")
    XCTAssertEqual(after["resumed"], 1)
    XCTAssertEqual(after["hello"], 1, "no whole hello after the first")
    XCTAssertEqual(after["state"], before["state"], "no whole state")
    XCTAssertGreaterThan(
      after["patch"]?.intValue ?? 0, before["patch"]?.intValue ?? 0,
      "the missed versions came as patches")
    XCTAssertEqual(try consoleErrorsIgnoringRefusedSockets(page), [])
  }
}

import MirrorJSON
import XCTest

/// Compose and Flows panels against the real server. Until the server implements `setState`
/// and `/api/flows`, the page must show the server's answer (an error) instead of failing
/// silently; once it does, the same steps succeed.
final class ComposeFlowsBrowserTests: BrowserTestCase {
  func testAComposeLinkOpensTheEditorPrefilledAndApplyShowsTheServersAnswer() throws {
    let state =
      #"{"path":{"ids":[0],"elements":[{"firstDetail":{}}],"nextID":1},"tab1":{},"tab2":{},"selectedTab":"first"}"#
    let encoded = Data(state.utf8).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
    let page = try openPage(room: roomName, query: "&compose=\(encoded)")
    XCTAssertEqual(try page.run("return document.getElementById('compose').open"), true)
    XCTAssertEqual(
      try page.run("return JSON.parse(document.getElementById('compose-text').value).path.ids"), [0]
    )
    XCTAssertEqual(
      try page.run(
        "return document.querySelector('#compose-stacks .compose-stack li')?.textContent.includes('firstDetail')"
      ),
      true, "the stack helper lists the element")

    // Invalid edits are caught before anything is sent.
    try page.run(
      """
      const t = document.getElementById('compose-text');
      t.value = '{"path":{"ids":[1,1],"elements":[{},{}],"nextID":2}}';
      t.dispatchEvent(new Event('input'));
      """)
    XCTAssertEqual(try page.run("return document.getElementById('compose-apply').disabled"), true)
    XCTAssertEqual(
      try page.run("return document.getElementById('compose-status').dataset.kind"), "error")

    try page.run(
      """
      const t = document.getElementById('compose-text');
      t.value = JSON.stringify(\(state));
      t.dispatchEvent(new Event('input'));
      """)
    try page.click(xpath: "//button[@id='compose-apply']")
    try page.waitUntil(
      "return /Applied as v1|bad-message/.test(document.getElementById('compose-status').textContent)",
      equals: true)
    try assertNoConsoleErrors(page)
  }

  func testFlowsPanelRecordsARangeAndShowsTheServersAnswer() throws {
    let page = try openPage(room: roomName)
    try page.click(xpath: "//details[@id='flows']/summary")
    try page.waitUntil(
      "return document.querySelector('#flow-list li') !== null", equals: true)
    try page.click(xpath: "//button[@id='flow-record']")
    try page.click(xpath: PageScript.button("Go to First Detail"))
    try page.waitUntil(PageScript.version, equals: "1")
    try page.click(xpath: "//button[@id='flow-stop']")
    XCTAssertEqual(
      try page.run("return document.getElementById('flow-range').textContent"), "v0 → v1")
    XCTAssertEqual(
      try page.run("return document.getElementById('flow-save-button').disabled"), false)
    try page.screenshot(named: "flows-panel")
    // Console errors from a missing /api/flows (404) are the browser's, not the page's.
    let errors = try page.consoleErrors().filter { !$0.contains("/api/flows") }
    XCTAssertEqual(errors, [])
  }
}

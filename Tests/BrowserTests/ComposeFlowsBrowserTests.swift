import MirrorJSON
import TestSupport
import XCTest

/// Compose and Flows panels against the real server: a composed navigation applied in one
/// step, and a recorded range saved, listed and replayed.
final class ComposeFlowsBrowserTests: BrowserTestCase {
  func testAComposeLinkOpensTheEditorPrefilledAndApplyMovesTheRoomInOneVersion() throws {
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
      "return /Applied as v1/.test(document.getElementById('compose-status').textContent)",
      equals: true)
    try page.waitUntil(PageScript.version, equals: "1")
    try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail")
    try assertNoConsoleErrors(page)
  }

  func testFlowsPanelRecordsSavesAndReplaysARange() throws {
    let page = try openPage(room: roomName)
    try page.click(xpath: "//details[@id='flows']/summary")
    try page.waitUntil(
      "return document.querySelector('#flow-list li') !== null", equals: true)
    try page.click(xpath: "//button[@id='flow-record']")
    try page.tap(xpath: PageScript.button("Go to First Detail"))
    try page.waitUntil(PageScript.version, equals: "1")
    try page.click(xpath: "//button[@id='flow-stop']")
    XCTAssertEqual(
      try page.run("return document.getElementById('flow-range').textContent"), "v0 → v1")
    try page.run(
      """
      const input = document.getElementById('flow-name');
      input.value = 'first-push';
      input.dispatchEvent(new Event('input'));
      """)
    try page.click(xpath: "//button[@id='flow-save-button']")
    try page.waitUntil(
      "return document.querySelector('#flow-list li[data-flow=\"first-push\"]') !== null",
      equals: true)
    try page.screenshot(named: "flows-panel")

    try page.tap(xpath: "//button[@aria-label='Back']")
    try page.waitUntil(PageScript.breadcrumb, equals: "First")
    try page.click(xpath: "//li[@data-flow='first-push']//button[contains(@class,'replay')]")
    try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail")
    try page.waitUntil(PageScript.version, equals: "4")
    try assertNoConsoleErrors(page)
  }
}

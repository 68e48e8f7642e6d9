import Foundation
import HTTPServer
import XCTest

/// Real headless Chromium opens a WebSocket to the echo endpoint: it offers permessage-deflate
/// (`client_max_window_bits`), the server accepts, and a compressed round trip works. Chromium
/// is driven over the DevTools protocol by a short Python script (`websockets` as the CDP
/// client), so the test waits for the WebSocket itself rather than for a page-load heuristic.
final class ChromiumDeflateTests: ServerTestCase {
  override func configure(_ configuration: inout ServerConfiguration) {
    configuration.echoPath = "/echo"
  }

  private static let script = """
    import asyncio, json, os, shutil, subprocess, sys, tempfile, time, urllib.request
    import websockets

    PROBE = '''new Promise((resolve) => {
      const text = "navigation mirror ".repeat(500);
      const ws = new WebSocket("ws://" + location.host + "/echo");
      ws.onopen = () => ws.send(text);
      ws.onmessage = (e) => {
        resolve("EXT[" + ws.extensions + "] SAME[" + (e.data === text) + "]");
        ws.close();
      };
      ws.onerror = () => resolve("ERROR");
    })'''

    async def main():
        if shutil.which("chromium") is None:
            sys.exit("Chromium is required for this test: apt-get install chromium")
        profile = tempfile.mkdtemp()
        browser = subprocess.Popen(
            ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu",
             "--remote-debugging-port=0", "--user-data-dir=" + profile, "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            active = os.path.join(profile, "DevToolsActivePort")
            for _ in range(400):
                if os.path.exists(active) and "\\n" in open(active).read():
                    break
                time.sleep(0.025)
            port = open(active).read().split("\\n")[0]
            targets = json.load(urllib.request.urlopen("http://127.0.0.1:%s/json" % port))
            page = next(t for t in targets if t["type"] == "page")
            async with websockets.connect(page["webSocketDebuggerUrl"], max_size=None) as cdp:
                async def call(ident, method, params, until=None):
                    await cdp.send(json.dumps({"id": ident, "method": method, "params": params}))
                    result = None
                    while True:
                        message = json.loads(await cdp.recv())
                        if message.get("id") == ident:
                            result = message
                            if until is None:
                                return result
                        if until is not None and message.get("method") == until:
                            return result
                await call(1, "Page.enable", {})
                await call(2, "Page.navigate", {"url": sys.argv[1]}, until="Page.loadEventFired")
                reply = await call(3, "Runtime.evaluate",
                                   {"expression": PROBE, "awaitPromise": True, "returnByValue": True})
                print(reply["result"]["result"]["value"])
        finally:
            browser.kill()
            browser.wait()
            shutil.rmtree(profile, ignore_errors=True)

    asyncio.run(asyncio.wait_for(main(), 20))
    """

  func testChromiumNegotiatesPermessageDeflateAndEchoes() throws {
    let output = try PythonClient.run(Self.script, arguments: ["http://127.0.0.1:\(port)/"])
    XCTAssertTrue(
      output.contains("EXT[permessage-deflate; server_no_context_takeover] SAME[true]"), output)
  }
}

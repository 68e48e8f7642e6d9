import Foundation
import MirrorJSON
import TestSupport

/// A small W3C WebDriver client for chromedriver: enough to open pages, find elements, click
/// them, run scripts and read the browser's console.
final class WebDriver {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let port: UInt16
  private let process: Process

  /// Starts chromedriver on a free port.
  init() throws {
    guard
      let driver = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"]
        .first(where: FileManager.default.isExecutableFile(atPath:))
    else {
      throw Failure(
        description:
          "chromedriver is not installed: run 'apt-get install -y chromium chromium-driver'.")
    }
    port = try LoopbackSocket.freePort()
    process = Process()
    process.executableURL = URL(fileURLWithPath: driver)
    process.arguments = [
      "--port=\(port)", "--log-path=" + NSTemporaryDirectory() + "chromedriver-\(port).log",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(15)
    while Date() < deadline {
      if let status = try? request("GET", "/status"), status["value"]?["ready"] == true { return }
      Thread.sleep(forTimeInterval: 0.1)
    }
    process.terminate()
    throw Failure(description: "chromedriver did not start on port \(port).")
  }

  deinit {
    process.terminate()
    process.waitUntilExit()
  }

  /// Opens a new headless Chromium window.
  func newSession() throws -> BrowserSession {
    let capabilities: JSONValue = [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome",
          "goog:chromeOptions": [
            "binary": .string(Self.chromiumBinary),
            "args": [
              "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              "--window-size=1280,900",
            ],
          ],
          "goog:loggingPrefs": ["browser": "ALL"],
        ]
      ]
    ]
    let reply = try request("POST", "/session", body: capabilities)
    guard let id = reply["value"]?["sessionId"]?.stringValue else {
      throw Failure(description: "chromedriver refused a session: \(reply.text)")
    }
    return BrowserSession(driver: self, id: id)
  }

  static var chromiumBinary: String {
    ["/usr/bin/chromium", "/usr/lib/chromium/chromium"].first(
      where: FileManager.default.isExecutableFile(atPath:))
      ?? "/usr/bin/chromium"
  }

  /// Sends one WebDriver command and returns the reply, throwing on a WebDriver error.
  @discardableResult
  func request(_ method: String, _ path: String, body: JSONValue? = nil) throws -> JSONValue {
    let response = try LoopbackHTTP.request(
      port: port, method: method, path: path, body: body?.bytes ?? [])
    let json = try JSONParser.parse(response.body)
    if let error = json["value"]?["error"]?.stringValue {
      throw Failure(
        description: "\(method) \(path): \(error): \(json["value"]?["message"]?.stringValue ?? "")")
    }
    return json
  }
}

/// One browser window.
final class BrowserSession {
  let driver: WebDriver
  let id: String

  init(driver: WebDriver, id: String) {
    self.driver = driver
    self.id = id
  }

  deinit { _ = try? driver.request("DELETE", "/session/\(id)") }

  @discardableResult
  private func command(_ method: String, _ path: String, _ body: JSONValue? = nil) throws
    -> JSONValue
  {
    try driver.request(method, "/session/\(id)\(path)", body: body)["value"] ?? .null
  }

  func open(_ url: String) throws { try command("POST", "/url", ["url": .string(url)]) }

  /// Runs `script` in the page and returns its result.
  @discardableResult
  func run(_ script: String, _ arguments: [JSONValue] = []) throws -> JSONValue {
    try command("POST", "/execute/sync", ["script": .string(script), "args": .array(arguments)])
  }

  /// Finds the element at an XPath and clicks it as a user would.
  func click(xpath: String) throws {
    let element = try command("POST", "/element", ["using": "xpath", "value": .string(xpath)])
    guard let reference = element.objectValue?.members.first?.value.stringValue else {
      throw WebDriver.Failure(description: "no element at \(xpath)")
    }
    try command("POST", "/element/\(reference)/click", [:])
  }

  /// Presses keys in the focused element (WebDriver key codes, e.g. "\u{E00C}" for Escape).
  func press(_ keys: String) throws {
    let down = keys.unicodeScalars.map {
      JSONValue.object(["type": "keyDown", "value": .string(String($0))])
    }
    let up = keys.unicodeScalars.reversed().map {
      JSONValue.object(["type": "keyUp", "value": .string(String($0))])
    }
    try command(
      "POST", "/actions",
      ["actions": [["type": "key", "id": "keyboard", "actions": .array(down + up)]]])
  }

  /// The page's console messages at level SEVERE (errors), since the last call.
  func consoleErrors() throws -> [String] {
    let entries = try command("POST", "/se/log", ["type": "browser"])
    return (entries.arrayValue ?? []).compactMap { entry in
      entry["level"]?.stringValue == "SEVERE" ? entry["message"]?.stringValue : nil
    }
  }

  /// Saves a PNG of the window under `artifacts/screenshots/`.
  func screenshot(named name: String) throws {
    guard let base64 = try command("GET", "/screenshot").stringValue,
      let data = Data(base64Encoded: base64)
    else { return }
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("artifacts/screenshots")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try data.write(to: folder.appendingPathComponent("\(name).png"))
  }

  /// Polls `script` until it returns `expected`, failing after `timeout` seconds with the last
  /// value seen.
  func waitUntil(
    _ script: String, equals expected: JSONValue, timeout: TimeInterval = 10
  ) throws {
    let deadline = Date().addingTimeInterval(timeout)
    var last: JSONValue = .null
    while Date() < deadline {
      last = try run(script)
      if last == expected { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw WebDriver.Failure(
      description: "timed out waiting for `\(script)` to be \(expected.text); last was \(last.text)"
    )
  }
}

import Foundation
import MirrorJSON
import MirrorUI

/// A small W3C WebDriver client for chromedriver: enough to open pages, find elements, click
/// them, run scripts and read the browser's console.
public final class WebDriver {
  /// Why chromedriver or the page did not do what was asked.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String

    /// A failure described by `description`.
    public init(description: String) { self.description = description }
  }

  public let port: UInt16
  private let process: Process

  /// Starts chromedriver on a free port.
  public init() throws {
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
      MainThreadWaiting.pause(0.1)
    }
    process.terminate()
    throw Failure(description: "chromedriver did not start on port \(port).")
  }

  deinit {
    process.terminate()
    process.waitUntilExit()
  }

  /// Opens a new headless Chromium window.
  public func newSession() throws -> BrowserSession {
    let capabilities: JSONValue = [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome",
          "goog:chromeOptions": [
            "binary": .string(Self.chromiumBinary),
            "args": [
              "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              // Tall enough that the phone is drawn at its own size (js/fit.js scales it down
              // in shorter windows; ViewportFitBrowserTests sets those sizes itself).
              "--window-size=1280,1200",
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

  public static var chromiumBinary: String {
    ["/usr/bin/chromium", "/usr/lib/chromium/chromium"].first(
      where: FileManager.default.isExecutableFile(atPath:))
      ?? "/usr/bin/chromium"
  }

  /// Sends one WebDriver command and returns the reply, throwing on a WebDriver error.
  @discardableResult
  public func request(_ method: String, _ path: String, body: JSONValue? = nil) throws -> JSONValue
  {
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
public final class BrowserSession {
  public let driver: WebDriver
  public let id: String

  public init(driver: WebDriver, id: String) {
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

  public func open(_ url: String) throws { try command("POST", "/url", ["url": .string(url)]) }

  /// Makes the page's viewport exactly `width` × `height` CSS pixels, as a window of that size
  /// would, through the DevTools protocol (a headless window's outer size is not its viewport).
  public func setViewport(width: Int, height: Int) throws {
    try command(
      "POST", "/goog/cdp/execute",
      [
        "cmd": "Emulation.setDeviceMetricsOverride",
        "params": [
          "width": .int(width), "height": .int(height), "deviceScaleFactor": 1, "mobile": false,
        ],
      ])
  }

  /// Runs `script` in the page and returns its result.
  @discardableResult
  public func run(_ script: String, _ arguments: [JSONValue] = []) throws -> JSONValue {
    try command("POST", "/execute/sync", ["script": .string(script), "args": .array(arguments)])
  }

  /// Finds the element at an XPath and clicks it as a user would.
  public func click(xpath: String) throws {
    let element = try command("POST", "/element", ["using": "xpath", "value": .string(xpath)])
    guard let reference = element.objectValue?.members.first?.value.stringValue else {
      throw WebDriver.Failure(description: "no element at \(xpath)")
    }
    try command("POST", "/element/\(reference)/click", [:])
  }

  /// Presses keys in the focused element (WebDriver key codes, e.g. "\u{E00C}" for Escape).
  public func press(_ keys: String) throws {
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

  /// The WebDriver reference of the element at an XPath.
  public func element(xpath: String) throws -> String {
    let element = try command("POST", "/element", ["using": "xpath", "value": .string(xpath)])
    guard let reference = element.objectValue?.members.first?.value.stringValue else {
      throw WebDriver.Failure(description: "no element at \(xpath)")
    }
    return reference
  }

  /// Runs W3C pointer actions (a mouse), e.g. a press-hold, a drag or a right-click.
  public func pointer(_ actions: [JSONValue]) throws {
    try command(
      "POST", "/actions",
      [
        "actions": [
          [
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
            "actions": .array(actions),
          ]
        ]
      ])
    try command("DELETE", "/actions")
  }

  /// Drags from `(x, y)` relative to the element's centre by `dx, dy` in small steps.
  public func drag(xpath: String, fromX x: Int, y: Int, by dx: Int, _ dy: Int) throws {
    let reference = try element(xpath: xpath)
    let origin: JSONValue = ["element-6066-11e4-a52e-4f735466cecf": .string(reference)]
    var steps: [JSONValue] = [
      ["type": "pointerMove", "duration": 0, "origin": origin, "x": .int(x), "y": .int(y)],
      ["type": "pointerDown", "button": 0],
    ]
    for i in 1...6 {
      steps.append([
        "type": "pointerMove", "duration": 30, "origin": origin, "x": .int(x + dx * i / 6),
        "y": .int(y + dy * i / 6),
      ])
    }
    steps.append(["type": "pointerUp", "button": 0])
    try pointer(steps)
  }

  /// Presses and holds the element for `milliseconds`, then releases.
  public func longPress(xpath: String, milliseconds: Int) throws {
    let reference = try element(xpath: xpath)
    let origin: JSONValue = ["element-6066-11e4-a52e-4f735466cecf": .string(reference)]
    try pointer([
      ["type": "pointerMove", "duration": 0, "origin": origin, "x": 0, "y": 0],
      ["type": "pointerDown", "button": 0],
      ["type": "pause", "duration": .int(milliseconds)],
      ["type": "pointerUp", "button": 0],
    ])
  }

  /// Right-clicks the element (opens a context menu).
  public func contextClick(xpath: String) throws {
    let reference = try element(xpath: xpath)
    let origin: JSONValue = ["element-6066-11e4-a52e-4f735466cecf": .string(reference)]
    try pointer([
      ["type": "pointerMove", "duration": 0, "origin": origin, "x": 0, "y": 0],
      ["type": "pointerDown", "button": 2],
      ["type": "pointerUp", "button": 2],
    ])
  }

  /// The page's console messages at level SEVERE (errors), since the last call.
  public func consoleErrors() throws -> [String] {
    let entries = try command("POST", "/se/log", ["type": "browser"])
    return (entries.arrayValue ?? []).compactMap { entry in
      entry["level"]?.stringValue == "SEVERE" ? entry["message"]?.stringValue : nil
    }
  }

  /// Saves a PNG of the window under `artifacts/screenshots/`.
  public func screenshot(named name: String) throws {
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
  public func waitUntil(
    _ script: String, equals expected: JSONValue, timeout: TimeInterval = 10
  ) throws {
    let deadline = Date().addingTimeInterval(timeout)
    var last: JSONValue = .null
    while Date() < deadline {
      last = try run(script)
      if last == expected { return }
      MainThreadWaiting.pause(0.05)
    }
    throw WebDriver.Failure(
      description: "timed out waiting for `\(script)` to be \(expected.text); last was \(last.text)"
    )
  }
}

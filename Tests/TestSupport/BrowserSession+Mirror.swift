import MirrorJSON

extension WebDriver {
  /// A new window showing the mirror page at `url`, once its socket is open and the first state
  /// is drawn.
  public func openMirrorPage(_ url: String) throws -> BrowserSession {
    let page = try newSession()
    try page.open(url)
    try page.waitUntil(PageScript.connection, equals: "open")
    try page.waitUntil("return document.documentElement.dataset.version !== ''", equals: true)
    return page
  }
}

extension BrowserSession {
  /// The milliseconds from each update's message to the animation frame after it was drawn,
  /// as the page records them (`window.navmirrorTimings`), oldest first.
  public func updateTimings() throws -> [Double] {
    (try run("return window.navmirrorTimings").arrayValue ?? []).compactMap { value in
      switch value {
      case .int(let milliseconds): Double(milliseconds)
      case .double(let milliseconds): milliseconds
      default: nil
      }
    }
  }

  /// Forgets the timings recorded so far.
  public func clearUpdateTimings() throws {
    try run("window.navmirrorTimings.length = 0")
  }
}

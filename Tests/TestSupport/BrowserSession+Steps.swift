import MirrorJSON

extension BrowserSession {
  /// Waits until the page shows `version` and the breadcrumb `breadcrumb` (and, when given,
  /// the selected tab `tab` and the title `title` of the screen on top), throwing with what it
  /// shows instead when one does not come.
  public func waitForStep(
    version: Int, breadcrumb: String, tab: String? = nil, title: String? = nil
  ) throws {
    try waitUntil(PageScript.version, equals: .string(String(version)))
    try waitUntil(PageScript.breadcrumb, equals: .string(breadcrumb))
    if let tab { try waitUntil(PageScript.selectedTab, equals: .string(tab)) }
    if let title { try waitUntil(PageScript.title, equals: .string(title)) }
  }
}

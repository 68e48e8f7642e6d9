import Foundation
import TestSupport

/// Page scripts the demo browser tests share: controls outside a stack's screens, sheets,
/// alerts and pickers.
extension PageScript {
  /// An XPath to the visible button labelled `label` anywhere in the app (also outside a stack).
  static func appButton(_ label: String) -> String {
    "(//main//button[normalize-space()='\(label)'][not(ancestor-or-self::*[@hidden or @inert])])[1]"
  }

  /// An XPath to the button labelled `label` in the top presentation (sheet, cover or alert).
  static func presentedButton(_ label: String) -> String {
    "//div[contains(@class,'presentation') and not(contains(@class,'closing'))]"
      + "[not(@inert)]//button[normalize-space()='\(label)']"
  }

  /// An XPath to the option `label` of the picker `picker` in the top presentation.
  static func presentedOption(_ picker: String, _ label: String) -> String {
    "//div[contains(@class,'presentation') and not(contains(@class,'closing'))]"
      + "//*[@role='group'][@aria-label='\(picker)']//button[normalize-space()='\(label)']"
  }

  /// The title of the alert on top, or null.
  static let alertTitle = """
    return document.querySelector('.presentation:not(.closing) [role=alertdialog] .dialog-title')
      ?.textContent.trim() ?? null
    """

  /// The label of the sheet or cover on top, or null.
  static let sheetTitle = """
    return document.querySelector('.presentation:not(.closing) [role=dialog]')
      ?.getAttribute('aria-label') ?? null
    """

  /// How many presentations are showing.
  static let presentationCount =
    "return document.querySelectorAll('.presentation:not(.closing)').length"

  /// Whether the app's visible text contains `text`.
  static func appShows(_ text: String) -> String {
    "return document.querySelector('main').innerText.includes(\(quoted(text)))"
  }

  /// Whether the visible button `label` is disabled, or null when there is none.
  static func isDisabled(_ label: String) -> String {
    """
    const b = document.evaluate(\(quoted(appButton(label))),
      document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
    return b ? b.disabled : null
    """
  }

  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      + "\""
  }
}

extension BrowserSession {
  /// Clicks the element at `xpath`, retrying while it is still sliding in, re-rendered or
  /// covered (a push or a presentation animating), for up to `timeout` seconds.
  func tap(xpath: String, timeout: TimeInterval = 5) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      do {
        try waitUntil(PageScript.animating, equals: false, timeout: 2)
        try click(xpath: xpath)
        return
      } catch {
        if Date() >= deadline { throw error }
        Thread.sleep(forTimeInterval: 0.1)
      }
    }
  }
}

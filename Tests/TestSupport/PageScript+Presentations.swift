import Foundation

/// Page scripts the browser tests share: controls outside a stack's screens, sheets, alerts and
/// pickers.
extension PageScript {
  /// An XPath to the visible button labelled `label` anywhere in the app (also outside a stack).
  public static func appButton(_ label: String) -> String {
    "(//main//button[normalize-space()='\(label)'][not(ancestor-or-self::*[@hidden or @inert])])[1]"
  }

  /// An XPath to the button labelled `label` in the top presentation (sheet, cover or alert).
  public static func presentedButton(_ label: String) -> String {
    "//div[contains(@class,'presentation') and not(contains(@class,'closing'))]"
      + "[not(@inert)]//button[normalize-space()='\(label)']"
  }

  /// An XPath to the visible `NavigationLink` row titled `title` in the current screen.
  public static func link(_ title: String) -> String {
    "//main//div[contains(@class,'screen')][not(ancestor-or-self::*[@hidden or @inert])]"
      + "//button[contains(@class,'nav-link')][normalize-space()='\(title)']"
  }

  /// An XPath to the tab labelled `label` in the tab bar.
  public static func tab(_ label: String) -> String {
    "//*[@role='tablist']//*[@role='tab'][normalize-space()='\(label)']"
  }

  /// An XPath to the menu picker in the top presentation.
  public static let presentedMenu =
    "//div[contains(@class,'presentation') and not(contains(@class,'closing'))]"
    + "//button[@aria-haspopup='true']"

  /// An XPath to the option `label` of the picker `picker` in the top presentation.
  public static func presentedOption(_ picker: String, _ label: String) -> String {
    "//div[contains(@class,'presentation') and not(contains(@class,'closing'))]"
      + "//*[@role='group'][@aria-label='\(picker)']//button[normalize-space()='\(label)']"
  }

  /// The title of the alert on top, or null.
  public static let alertTitle = """
    return document.querySelector('.presentation:not(.closing) [role=alertdialog] .dialog-title')
      ?.textContent.trim() ?? null
    """

  /// The label of the sheet or cover on top, or null.
  public static let sheetTitle = """
    return document.querySelector('.presentation:not(.closing) [role=dialog]')
      ?.getAttribute('aria-label') ?? null
    """

  /// How many presentations are showing.
  public static let presentationCount =
    "return document.querySelectorAll('.presentation:not(.closing)').length"

  /// Whether the app's visible text contains `text`.
  public static func appShows(_ text: String) -> String {
    "return document.querySelector('main').innerText.includes(\(quoted(text)))"
  }

  /// Whether the visible button `label` is disabled, or null when there is none.
  public static func isDisabled(_ label: String) -> String {
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

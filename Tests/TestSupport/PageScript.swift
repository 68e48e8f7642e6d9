import Foundation

/// Scripts that read what the page shows, through the page contract of docs/PROTOCOL.md.
public enum PageScript {
  /// The version the page shows.
  public static let version = "return document.documentElement.dataset.version"
  /// The breadcrumb's screens, joined by " › ".
  public static let breadcrumb = """
    return [...document.querySelectorAll('nav[aria-label=Breadcrumb] li')]
      .map(li => li.textContent.trim()).join(' › ')
    """
  /// How many screens the breadcrumb lists.
  public static let breadcrumbCount =
    "return document.querySelectorAll('nav[aria-label=Breadcrumb] li').length"
  /// The title of the screen on top, or null.
  public static let title = "return document.querySelector('main h1')?.textContent.trim() ?? null"
  /// The selected tab's label, or null.
  public static let selectedTab = """
    return document.querySelector('[role=tablist] [role=tab][aria-selected=true]')?.textContent.trim() ?? null
    """
  /// Whether the screen on top has a Back button.
  public static let hasBack =
    "return document.querySelector('main button[aria-label=Back]') !== null"
  /// The state of the page's socket (`open` once connected).
  public static let connection = "return document.documentElement.dataset.connection"
  /// The page's role in the room: `driver` or `viewer`.
  public static let role = "return document.documentElement.dataset.role"
  /// The clients the presence list shows, as `client:role[:you]`, comma-separated.
  public static let presence = """
    return [...document.querySelectorAll('#presence li')].map(li => li.dataset.client + ':' + li.dataset.role + (li.classList.contains('you') ? ':you' : '')).join(',')
    """

  /// An XPath to the action log's entry for `version` (a button that travels there).
  public static func logEntry(_ version: Int) -> String {
    "//ol[@id='action-log']//button[@data-version='\(version)']"
  }

  /// An XPath to the visible button in the current screen labelled `label`.
  public static func button(_ label: String) -> String {
    "//main//div[contains(@class,'screen')][not(ancestor-or-self::*[@hidden or @inert])]//button[normalize-space()='\(label)']"
  }

  /// Whether anything on the page is still animating (a push, a sheet or an alert coming in).
  public static let animating =
    """
    return (document.querySelector('.device')?.getAnimations({ subtree: true }) ?? [])
      .some(a => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
    """
}

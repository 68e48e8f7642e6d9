/// WebDriver's codes for the keys that are not characters, to press with
/// `BrowserSession.press(_:)` (a modifier stays down for the keys after it in the same press).
public enum WebDriverKey {
  public static let tab = "\u{E004}"
  public static let enter = "\u{E007}"
  public static let alt = "\u{E00A}"
  public static let escape = "\u{E00C}"
  public static let space = "\u{E00D}"
  public static let end = "\u{E010}"
  public static let home = "\u{E011}"
  public static let left = "\u{E012}"
  public static let up = "\u{E013}"
  public static let right = "\u{E014}"
  public static let down = "\u{E015}"
}

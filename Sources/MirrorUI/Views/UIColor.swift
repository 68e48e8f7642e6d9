/// UIKit's colours as SwiftUI code on iOS reaches them (`import SwiftUI` brings UIKit there):
/// `Color(.systemBackground)`, `Color(uiColor: .secondaryLabel)`,
/// `UIColor(red:green:blue:alpha:)`. The semantic colours follow light and dark as iOS's do.
nonisolated public struct UIColor: Hashable, Sendable {
  let scene: SceneColor

  private init(name: String) { scene = SceneColor(name: name) }

  /// A colour of red, green and blue components from 0 to 1.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    scene = SceneColor(name: nil, red: red, green: green, blue: blue, opacity: alpha)
  }

  /// A grey: `white` from 0 (black) to 1.
  public init(white: Double, alpha: Double) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  public static let systemBackground = UIColor(name: "systemBackground")
  public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
  public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
  public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
  public static let secondarySystemGroupedBackground = UIColor(
    name: "secondarySystemGroupedBackground")
  public static let tertiarySystemGroupedBackground = UIColor(
    name: "tertiarySystemGroupedBackground")
  public static let label = UIColor(name: "label")
  public static let secondaryLabel = UIColor(name: "secondaryLabel")
  public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
  public static let quaternaryLabel = UIColor(name: "quaternaryLabel")
  public static let separator = UIColor(name: "separator")
  public static let opaqueSeparator = UIColor(name: "opaqueSeparator")
  public static let systemFill = UIColor(name: "systemFill")
  public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
  public static let systemGray = UIColor(name: "gray")
  public static let systemGray2 = UIColor(name: "systemGray2")
  public static let systemGray3 = UIColor(name: "systemGray3")
  public static let systemGray4 = UIColor(name: "systemGray4")
  public static let systemGray5 = UIColor(name: "systemGray5")
  public static let systemGray6 = UIColor(name: "systemGray6")
  public static let systemRed = UIColor(name: "red")
  public static let systemOrange = UIColor(name: "orange")
  public static let systemYellow = UIColor(name: "yellow")
  public static let systemGreen = UIColor(name: "green")
  public static let systemMint = UIColor(name: "mint")
  public static let systemTeal = UIColor(name: "teal")
  public static let systemCyan = UIColor(name: "cyan")
  public static let systemBlue = UIColor(name: "blue")
  public static let systemIndigo = UIColor(name: "indigo")
  public static let systemPurple = UIColor(name: "purple")
  public static let systemPink = UIColor(name: "pink")
  public static let systemBrown = UIColor(name: "brown")
  public static let black = UIColor(name: "black")
  public static let white = UIColor(name: "white")
  public static let clear = UIColor(name: "clear")
}

extension Color {
  /// The SwiftUI colour of a UIKit one: `Color(.systemBackground)`.
  public init(_ color: UIColor) {
    self.init(scene: color.scene)
  }

  /// The SwiftUI colour of a UIKit one: `Color(uiColor: .secondaryLabel)`.
  public init(uiColor color: UIColor) {
    self.init(scene: color.scene)
  }
}

/// A colour, as SwiftUI's; accepted by `.foregroundStyle`, `.tint` and `.background`, and not
/// drawn (the page keeps the iOS system colours).
public struct Color: Hashable, Sendable {
  let name: String

  public static let primary = Color(name: "primary")
  public static let secondary = Color(name: "secondary")
  public static let accentColor = Color(name: "accentColor")
  public static let red = Color(name: "red")
  public static let orange = Color(name: "orange")
  public static let yellow = Color(name: "yellow")
  public static let green = Color(name: "green")
  public static let mint = Color(name: "mint")
  public static let teal = Color(name: "teal")
  public static let cyan = Color(name: "cyan")
  public static let blue = Color(name: "blue")
  public static let indigo = Color(name: "indigo")
  public static let purple = Color(name: "purple")
  public static let pink = Color(name: "pink")
  public static let brown = Color(name: "brown")
  public static let gray = Color(name: "gray")
  public static let black = Color(name: "black")
  public static let white = Color(name: "white")
  public static let clear = Color(name: "clear")

  /// The colour at `opacity`.
  public func opacity(_ opacity: Double) -> Color { self }
}

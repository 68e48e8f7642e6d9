/// A colour, as SwiftUI's: a system colour that follows light and dark (`.red`, `.secondary`,
/// `.accentColor`), or components (`Color(red: 0.8, green: 0.8, blue: 0.8)`). As a view it
/// fills its space; as a style it colours text, symbols and shapes.
nonisolated public struct Color: Hashable, Sendable, Codable, ShapeStyle {
  let scene: SceneColor

  init(name: String) { scene = SceneColor(name: name) }

  /// A colour of red, green and blue components from 0 to 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    scene = SceneColor(name: nil, red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A colour of components in a colour space (drawn as sRGB).
  public init(
    _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A grey: `white` from 0 (black) to 1.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour of hue, saturation and brightness from 0 to 1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let sector = (hue.truncatingRemainder(dividingBy: 1) * 6)
    let chroma = brightness * saturation
    let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch Int(sector) {
      case 0: (chroma, x, 0)
      case 1: (x, chroma, 0)
      case 2: (0, chroma, x)
      case 3: (0, x, chroma)
      case 4: (x, 0, chroma)
      default: (chroma, 0, x)
      }
    let m = brightness - chroma
    self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
  }

  /// A colour of an asset catalog, named `name`: drawn as the system colour of that name when
  /// there is one (`Color("red")`), else as the accent colour.
  public init(_ name: String) {
    self.init(name: Self.systemNames.contains(name) ? name : "accentColor")
  }

  /// The colour at `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    var color = self
    var scene = color.scene
    scene.opacity *= opacity
    color = Color(scene: scene)
    return color
  }

  init(scene: SceneColor) { self.scene = scene }

  /// A colour space for components.
  public enum RGBColorSpace: Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  static let systemNames: Set<String> = [
    "primary", "secondary", "accentColor", "red", "orange", "yellow", "green", "mint", "teal",
    "cyan", "blue", "indigo", "purple", "pink", "brown", "gray", "black", "white", "clear",
  ]

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
}

extension Color: PrimitiveView {
  @MainActor func render(in context: RenderContext) -> [RenderedNode] {
    [RenderedNode(node: .shape(SceneShape(kind: "rectangle", fill: .color(scene))))]
  }
}

/// What fills a shape or colours text, as SwiftUI's `ShapeStyle`: a ``Color``, a gradient, or
/// a hierarchical style (`.primary`, `.secondary`, `.tertiary`).
public protocol ShapeStyle: Sendable {}

/// The ``ShapeStyle``s as the page draws them.
enum ShapeStyles {
  /// `style` as a fill; `nil` for a style the page does not draw (a material).
  static func fill(_ style: some ShapeStyle) -> SceneFill? {
    switch style {
    case let color as Color: return .color(color.scene)
    case let gradient as LinearGradient: return gradient.fill
    case let gradient as RadialGradient: return gradient.fill
    case let gradient as AngularGradient: return gradient.fill
    case let hierarchical as HierarchicalShapeStyle: return .color(hierarchical.color)
    case let tint as TintShapeStyle: return .color(tint.color)
    case let any as AnyShapeStyle: return any.fill
    default: return nil
    }
  }
}

/// The levels of the foreground colour, as SwiftUI's: `.primary`, `.secondary`, `.tertiary`,
/// `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle {
  let color: SceneColor

  static let third = HierarchicalShapeStyle(color: SceneColor(name: "secondary", opacity: 0.6))
  static let fourth = HierarchicalShapeStyle(color: SceneColor(name: "secondary", opacity: 0.4))
}

/// The accent colour as a style: `.tint`.
public struct TintShapeStyle: ShapeStyle {
  let color = SceneColor(name: "accentColor")
}

/// A frosted background, as SwiftUI's materials; drawn as the grouped background colour.
public struct Material: ShapeStyle {
  init() {}
}

/// Any shape style.
public struct AnyShapeStyle: ShapeStyle {
  let fill: SceneFill?

  /// Wraps `style`.
  public init<S: ShapeStyle>(_ style: S) { fill = ShapeStyles.fill(style) }
}

extension ShapeStyle where Self == Color {
  public static var primary: Color { Color(name: "primary") }
  public static var secondary: Color { Color.secondary }
  public static var accentColor: Color { Color.accentColor }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var gray: Color { Color.gray }
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var clear: Color { Color.clear }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.third }
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.fourth }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The accent colour.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { Material() }
  public static var thinMaterial: Material { Material() }
  public static var regularMaterial: Material { Material() }
  public static var thickMaterial: Material { Material() }
  public static var bar: Material { Material() }
}

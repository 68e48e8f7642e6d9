import Foundation

/// Colours blended along a line, as SwiftUI's.
nonisolated public struct LinearGradient: ShapeStyle, PrimitiveView {
  let colors: [SceneColor]
  let angle: Double

  /// A gradient of `colors` from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.colors = colors.map(\.scene)
    self.angle = startPoint.angle(to: endPoint)
  }

  /// A gradient from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(colors: gradient.colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A gradient of the stops' colours from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(colors: stops.map(\.color), startPoint: startPoint, endPoint: endPoint)
  }

  var fill: SceneFill { .gradient(kind: "linear", colors: colors, angle: angle) }

  @MainActor func render(in context: RenderContext) -> [RenderedNode] {
    [RenderedNode(node: .shape(SceneShape(kind: "rectangle", fill: fill)))]
  }
}

/// Colours blended outward from a centre, as SwiftUI's.
nonisolated public struct RadialGradient: ShapeStyle, PrimitiveView {
  let colors: [SceneColor]

  /// A gradient of `colors` from `center` out to `endRadius`.
  public init(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.colors = colors.map(\.scene)
  }

  /// A gradient from `center` out to `endRadius`.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.colors = gradient.colors.map(\.scene)
  }

  var fill: SceneFill { .gradient(kind: "radial", colors: colors, angle: 0) }

  @MainActor func render(in context: RenderContext) -> [RenderedNode] {
    [RenderedNode(node: .shape(SceneShape(kind: "rectangle", fill: fill)))]
  }
}

/// Colours blended around a centre, as SwiftUI's.
nonisolated public struct AngularGradient: ShapeStyle, PrimitiveView {
  let colors: [SceneColor]

  /// A gradient of `colors` around `center`.
  public init(colors: [Color], center: UnitPoint) {
    self.colors = colors.map(\.scene)
  }

  /// A gradient around `center`.
  public init(gradient: Gradient, center: UnitPoint) {
    self.colors = gradient.colors.map(\.scene)
  }

  var fill: SceneFill { .gradient(kind: "angular", colors: colors, angle: 0) }

  @MainActor func render(in context: RenderContext) -> [RenderedNode] {
    [RenderedNode(node: .shape(SceneShape(kind: "rectangle", fill: fill)))]
  }
}

/// The colours of a gradient, as SwiftUI's.
public struct Gradient: Hashable, Sendable {
  /// A colour at a place along the gradient.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat

    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  let colors: [Color]

  /// A gradient of `colors`, evenly spread.
  public init(colors: [Color]) { self.colors = colors }

  /// A gradient of the stops' colours.
  public init(stops: [Stop]) { self.colors = stops.map(\.color) }
}

/// A point in a view's space, from (0, 0) at the top leading corner to (1, 1), as SwiftUI's.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat

  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The CSS angle, in degrees, of a gradient from this point to `end` (180: top to bottom).
  func angle(to end: UnitPoint) -> Double {
    let dx = Double(end.x - x)
    let dy = Double(end.y - y)
    guard dx != 0 || dy != 0 else { return 180 }
    return (atan2(dx, -dy) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient, as `.fill(.linearGradient(colors: …, startPoint: …, endPoint: …))`.
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
}

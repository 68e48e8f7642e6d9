/// A shape, as SwiftUI's `Shape`: drawn filled with the foreground colour unless `.fill` or
/// `.stroke` says otherwise, filling the space it is given unless `.frame` sizes it.
@MainActor public protocol Shape: View {
  /// The shape's outline as the page draws it.
  nonisolated var outline: SceneShape { get }
}

extension PrimitiveView where Self: Shape {
  func render(in context: RenderContext) -> [RenderedNode] {
    [RenderedNode(node: .shape(outline))]
  }
}

extension Shape {
  /// The shape filled with `style`.
  public func fill<S: ShapeStyle>(_ style: S = Color.primary) -> ShapeView<Self> {
    var shape = outline
    shape.fill = ShapeStyles.fill(style)
    return ShapeView(shape: shape)
  }

  /// The shape's outline stroked with `style`.
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> ShapeView<Self> {
    var shape = outline
    shape.stroke = ShapeStyles.fill(style)
    shape.lineWidth = lineWidth
    return ShapeView(shape: shape)
  }

  /// The shape's outline stroked with `style` and `strokeStyle`'s width.
  public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> ShapeView<Self> {
    stroke(style, lineWidth: strokeStyle.lineWidth)
  }

  /// The shape's outline stroked inside its bounds.
  public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> ShapeView<Self> {
    stroke(style, lineWidth: lineWidth)
  }
}

/// A shape drawn with a fill and a stroke.
public struct ShapeView<S: Shape>: PrimitiveView {
  let shape: SceneShape

  /// The shape with `style` as its fill too.
  public func fill<Style: ShapeStyle>(_ style: Style) -> ShapeView<S> {
    var shape = shape
    shape.fill = ShapeStyles.fill(style)
    return ShapeView(shape: shape)
  }

  /// The shape with its outline stroked too.
  public func stroke<Style: ShapeStyle>(_ style: Style, lineWidth: Double = 1) -> ShapeView<S> {
    var shape = shape
    shape.stroke = ShapeStyles.fill(style)
    shape.lineWidth = lineWidth
    return ShapeView(shape: shape)
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    [RenderedNode(node: .shape(shape))]
  }
}

/// The width of a stroke, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: Double

  public init(lineWidth: Double = 1, dash: [Double] = []) { self.lineWidth = lineWidth }
}

/// A rectangle.
public struct Rectangle: Shape, PrimitiveView {
  public nonisolated init() {}
  public nonisolated var outline: SceneShape { SceneShape(kind: "rectangle") }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, PrimitiveView {
  let cornerRadius: Double

  public nonisolated init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
  }

  public nonisolated var outline: SceneShape {
    SceneShape(kind: "roundedRectangle", cornerRadius: cornerRadius)
  }
}

/// How the corners of a rounded rectangle curve, as SwiftUI's.
public enum RoundedCornerStyle: Sendable {
  case circular, continuous
}

/// A circle, as wide as the smaller side of its space.
public struct Circle: Shape, PrimitiveView {
  public nonisolated init() {}
  public nonisolated var outline: SceneShape { SceneShape(kind: "circle") }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape, PrimitiveView {
  public nonisolated init(style: RoundedCornerStyle = .circular) {}
  public nonisolated var outline: SceneShape { SceneShape(kind: "capsule") }
}

/// An ellipse filling its space.
public struct Ellipse: Shape, PrimitiveView {
  public nonisolated init() {}
  public nonisolated var outline: SceneShape { SceneShape(kind: "ellipse") }
}

import Foundation

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
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
    var shape = outline
    shape.stroke = ShapeStyles.fill(style)
    shape.lineWidth = Double(lineWidth)
    return ShapeView(shape: shape)
  }

  /// The shape's outline stroked with `style` as `strokeStyle` says (width, caps, dashes).
  public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> ShapeView<Self> {
    var shape = outline
    shape.stroke = ShapeStyles.fill(style)
    shape.apply(strokeStyle)
    return ShapeView(shape: shape)
  }

  /// The shape's outline stroked with the foreground colour.
  public func stroke(lineWidth: CGFloat = 1) -> ShapeView<Self> {
    stroke(Color.primary, lineWidth: lineWidth)
  }

  /// The shape's outline stroked with the foreground colour as `strokeStyle` says.
  public func stroke(style strokeStyle: StrokeStyle) -> ShapeView<Self> {
    stroke(Color.primary, style: strokeStyle)
  }

  /// The part of the shape's outline from `from` to `to`, fractions of its length: a circle's
  /// starts at its rightmost point and goes clockwise, as in SwiftUI.
  public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape<Self> {
    TrimmedShape(base: self, from: Double(from), to: Double(to))
  }

  /// The shape's outline stroked inside its bounds.
  public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
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
  public func stroke<Style: ShapeStyle>(_ style: Style, lineWidth: CGFloat = 1) -> ShapeView<S> {
    var shape = shape
    shape.stroke = ShapeStyles.fill(style)
    shape.lineWidth = Double(lineWidth)
    return ShapeView(shape: shape)
  }

  /// The shape with its outline stroked as `strokeStyle` says.
  public func stroke<Style: ShapeStyle>(_ style: Style, style strokeStyle: StrokeStyle)
    -> ShapeView<S>
  {
    var shape = shape
    shape.stroke = ShapeStyles.fill(style)
    shape.apply(strokeStyle)
    return ShapeView(shape: shape)
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    [RenderedNode(node: .shape(shape))]
  }
}

/// How a shape's outline is stroked, as SwiftUI's `StrokeStyle`: width, caps, joins, dashes.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How the ends of a stroked line are drawn, as Core Graphics'.
public enum CGLineCap: String, Hashable, Sendable {
  case butt, round, square
}

/// How the corners of a stroked line are drawn, as Core Graphics'.
public enum CGLineJoin: String, Hashable, Sendable {
  case miter, round, bevel
}

extension SceneShape {
  mutating func apply(_ style: StrokeStyle) {
    lineWidth = Double(style.lineWidth)
    if style.lineCap != .butt { lineCap = style.lineCap.rawValue }
    if style.lineJoin != .miter { lineJoin = style.lineJoin.rawValue }
    if !style.dash.isEmpty { dash = style.dash.map { Double($0) } }
  }
}

/// Part of a shape's outline, as `.trim(from:to:)` returns: drawn stroked, as SwiftUI draws a
/// progress ring.
public struct TrimmedShape<Base: Shape>: Shape, PrimitiveView {
  nonisolated let shape: SceneShape

  nonisolated init(base: Base, from: Double, to: Double) {
    var shape = base.outline
    shape.trim = [max(0, min(from, 1)), max(0, min(to, 1))]
    self.shape = shape
  }

  public nonisolated var outline: SceneShape { shape }
}

/// An outline made of lines and curves, as SwiftUI's `Path`, in points from the top leading
/// corner of the space it is given; the page draws it as SVG.
public struct Path: Shape, PrimitiveView, Hashable, Sendable {
  /// The outline as SVG path data.
  public nonisolated private(set) var svg = ""

  public nonisolated init() {}

  /// A path built by `build`, as `Path { path in path.move(to: …) }`.
  public nonisolated init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// A rectangle.
  public nonisolated init(_ rect: CGRect) { addRect(rect) }

  /// A rectangle with rounded corners.
  public nonisolated init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// An ellipse inside `rect`.
  public nonisolated init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  public nonisolated var isEmpty: Bool { svg.isEmpty }

  public nonisolated var outline: SceneShape {
    var shape = SceneShape(kind: "path")
    shape.path = svg
    return shape
  }

  private nonisolated mutating func append(_ command: String, _ values: CGFloat...) {
    let numbers = values.map { Self.number(Double($0)) }
    svg += (svg.isEmpty ? "" : " ") + ([command] + numbers).joined(separator: " ")
  }

  private nonisolated static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// Starts a new part of the outline at `point`.
  public nonisolated mutating func move(to point: CGPoint) { append("M", point.x, point.y) }

  /// A straight line to `point`.
  public nonisolated mutating func addLine(to point: CGPoint) { append("L", point.x, point.y) }

  /// Straight lines through `points`.
  public nonisolated mutating func addLines(_ points: [CGPoint]) {
    for (index, point) in points.enumerated() {
      if index == 0 { move(to: point) } else { addLine(to: point) }
    }
  }

  /// A quadratic curve to `point`.
  public nonisolated mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    append("Q", control.x, control.y, point.x, point.y)
  }

  /// A cubic curve to `point`.
  public nonisolated mutating func addCurve(
    to point: CGPoint, control1: CGPoint, control2: CGPoint
  ) {
    append("C", control1.x, control1.y, control2.x, control2.y, point.x, point.y)
  }

  /// Closes the current part of the outline with a line to its start.
  public nonisolated mutating func closeSubpath() {
    svg += svg.isEmpty ? "" : " Z"
  }

  /// A rectangle, as its own closed part.
  public nonisolated mutating func addRect(_ rect: CGRect) {
    let rect = rect.standardized
    move(to: rect.origin)
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// Rectangles, each as its own closed part.
  public nonisolated mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// A rectangle with rounded corners, as its own closed part.
  public nonisolated mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let rect = rect.standardized
    let rx = min(cornerSize.width, rect.width / 2)
    let ry = min(cornerSize.height, rect.height / 2)
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
    append("A", rx, ry, 0, 0, 1, rect.maxX, rect.minY + ry)
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
    append("A", rx, ry, 0, 0, 1, rect.maxX - rx, rect.maxY)
    addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
    append("A", rx, ry, 0, 0, 1, rect.minX, rect.maxY - ry)
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
    append("A", rx, ry, 0, 0, 1, rect.minX + rx, rect.minY)
    closeSubpath()
  }

  /// An ellipse inside `rect`, as its own closed part.
  public nonisolated mutating func addEllipse(in rect: CGRect) {
    let rect = rect.standardized
    let rx = rect.width / 2
    let ry = rect.height / 2
    move(to: CGPoint(x: rect.maxX, y: rect.midY))
    append("A", rx, ry, 0, 1, 1, rect.minX, rect.midY)
    append("A", rx, ry, 0, 1, 1, rect.maxX, rect.midY)
    closeSubpath()
  }

  /// An arc of the circle around `center`, from `startAngle` to `endAngle`; angles grow
  /// clockwise on screen, and `clockwise` is in SwiftUI's flipped sense, as in SwiftUI.
  public nonisolated mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    let start = startAngle.radians
    let end = endAngle.radians
    let startPoint = CGPoint(
      x: center.x + radius * CGFloat(cos(start)), y: center.y + radius * CGFloat(sin(start)))
    let endPoint = CGPoint(
      x: center.x + radius * CGFloat(cos(end)), y: center.y + radius * CGFloat(sin(end)))
    if svg.isEmpty { move(to: startPoint) } else { addLine(to: startPoint) }
    // SwiftUI's `clockwise: false` draws with growing angles, which is clockwise on screen.
    var sweep = clockwise ? start - end : end - start
    sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi)
    if sweep < 0 { sweep += 2 * .pi }
    let large: CGFloat = sweep > .pi ? 1 : 0
    let sweepFlag: CGFloat = clockwise ? 0 : 1
    if abs(sweep) < 1e-9, abs(end - start) > 1e-9 {
      // A whole circle: two half arcs, as one arc cannot end where it starts.
      let opposite = CGPoint(x: 2 * center.x - startPoint.x, y: 2 * center.y - startPoint.y)
      append("A", radius, radius, 0, 0, sweepFlag, opposite.x, opposite.y)
      append("A", radius, radius, 0, 0, sweepFlag, startPoint.x, startPoint.y)
    } else {
      append("A", radius, radius, 0, large, sweepFlag, endPoint.x, endPoint.y)
    }
  }

  /// Another path's outline, as parts of this one.
  public nonisolated mutating func addPath(_ path: Path) {
    guard !path.svg.isEmpty else { return }
    svg += (svg.isEmpty ? "" : " ") + path.svg
  }
}

/// A rectangle.
public struct Rectangle: Shape, PrimitiveView {
  public nonisolated init() {}
  public nonisolated var outline: SceneShape { SceneShape(kind: "rectangle") }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, PrimitiveView {
  let cornerRadius: Double

  public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = Double(cornerRadius)
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

import Foundation

/// Modifiers that change how a view looks, drawn by the page as SwiftUI draws them: the font
/// and colour of the text inside, padding, frames, backgrounds, corners, opacity.
extension View {
  /// Sets the font of the texts in this view that have none of their own: as in SwiftUI, the
  /// font closest to a text wins.
  public func font(_ font: Font?) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
      guard let font else { return }
      for index in nodes.indices {
        nodes[index].node = nodes[index].node.mapped { node in
          guard case .text(var text) = node, !text.hasOwnFont else { return node }
          text.style = font.style
          text.hasOwnFont = true
          text.look = font.look.merged(with: text.look)
          return .text(text)
        }
      }
    }
  }

  /// Makes the texts in this view bold.
  public func bold(_ isActive: Bool = true) -> ModifiedView<Self> {
    styled { if isActive { $0.look.weight = "bold" } }
  }

  /// Makes the texts in this view italic.
  public func italic(_ isActive: Bool = true) -> ModifiedView<Self> {
    styled { if isActive { $0.look.italic = true } }
  }

  /// Sets the weight of the texts in this view.
  public func fontWeight(_ weight: Font.Weight?) -> ModifiedView<Self> {
    styled { $0.look.weight = weight?.name }
  }

  /// Sets the font design of the texts in this view.
  public func fontDesign(_ design: Font.Design?) -> ModifiedView<Self> {
    styled { $0.look.design = design?.name }
  }

  /// Draws the digits of the texts in this view at equal widths.
  public func monospacedDigit() -> ModifiedView<Self> {
    styled { $0.look.monospacedDigit = true }
  }

  /// Sets the monospaced design on the texts in this view.
  public func monospaced(_ isActive: Bool = true) -> ModifiedView<Self> {
    styled { if isActive { $0.look.design = "monospaced" } }
  }

  /// Colours the text and symbols in this view.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView<Self> {
    let fill = ShapeStyles.fill(style)
    return styled { style in
      if case .color(let color)? = fill {
        style.look.color = color
        style.tint = color
      }
    }
  }

  /// Colours the text and symbols in this view with a primary and a secondary style (the
  /// primary is drawn).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> ModifiedView<Self>
  {
    foregroundStyle(primary)
  }

  /// Colours the text and symbols in this view: SwiftUI's older spelling.
  public func foregroundColor(_ color: Color?) -> ModifiedView<Self> {
    styled { style in
      guard let color else { return }
      style.look.color = color.scene
      style.tint = color.scene
    }
  }

  /// Sets the accent colour of the controls in this view.
  public func tint(_ tint: Color?) -> ModifiedView<Self> {
    styled { $0.tint = tint?.scene }
  }

  /// Sets the accent colour of the controls in this view, as `.tint(_:)`.
  public func accentColor(_ color: Color?) -> ModifiedView<Self> { tint(color) }

  /// Draws `style` behind this view: a colour or a gradient.
  public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> ModifiedView<Self> {
    let fill = ShapeStyles.fill(style)
    return styled { $0.background = fill }
  }

  /// Adds `length` points of space (the system's 16 without one) on `edges`.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView<Self> {
    let amount = length.map { Double($0) } ?? 16
    return styled { style in
      var padding = style.padding ?? [0, 0, 0, 0]
      for (index, edge) in [Edge.Set.top, .leading, .bottom, .trailing].enumerated()
      where edges.contains(edge) {
        padding[index] += amount
      }
      style.padding = padding
    }
  }

  /// Adds `length` points of space on every edge.
  public func padding(_ length: CGFloat) -> ModifiedView<Self> { padding(.all, length) }

  /// Gives this view a fixed size.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> ModifiedView<Self>
  {
    styled {
      $0.frame = SceneFrame(
        width: width.map { Double($0) }, height: height.map { Double($0) },
        alignment: alignment.name)
    }
  }

  /// Gives this view a flexible size; `.infinity` fills the space.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> ModifiedView<Self> {
    styled {
      $0.frame = SceneFrame(
        minWidth: minWidth.map { Double($0) }, minHeight: minHeight.map { Double($0) },
        maxWidth: maxWidth.map { Double($0) }, maxHeight: maxHeight.map { Double($0) },
        alignment: alignment.name)
    }
  }

  /// Rounds this view's corners.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedView<Self> {
    styled { $0.cornerRadius = Double(radius) }
  }

  /// Clips this view to `shape` (a rounded rectangle's or a circle's corners).
  public func clipShape<S: Shape>(_ shape: S) -> ModifiedView<Self> {
    let outline = shape.outline
    return styled { style in
      switch outline.kind {
      case "circle", "capsule", "ellipse": style.cornerRadius = 9999
      default: style.cornerRadius = outline.cornerRadius
      }
    }
  }

  /// Clips this view to its frame, as SwiftUI's `.clipped()`: what is drawn outside it is
  /// hidden.
  public func clipped(antialiased: Bool = false) -> ModifiedView<Self> {
    styled { style in
      if style.cornerRadius == nil { style.cornerRadius = 0 }
    }
  }

  /// Draws a line of `width` points around this view.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedView<Self> {
    let fill = ShapeStyles.fill(content)
    return styled {
      $0.border = fill
      $0.borderWidth = Double(width)
    }
  }

  /// Draws this view at `opacity`.
  public func opacity(_ opacity: Double) -> ModifiedView<Self> {
    styled { $0.opacity = opacity * ($0.opacity ?? 1) }
  }

  /// Shows at most `number` lines of the texts in this view.
  public func lineLimit(_ number: Int?) -> ModifiedView<Self> {
    styled { $0.lineLimit = number }
  }

  /// Shows between a range of lines; the upper bound is drawn.
  public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedView<Self> {
    styled { $0.lineLimit = limit.upperBound }
  }

  /// Lines up multi-line text in this view.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView<Self> {
    styled { $0.textAlignment = alignment.rawValue }
  }

  /// Moves this view by `x` and `y` points.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView<Self> {
    styled { $0.offset = [Double(x), Double(y)] }
  }

  /// Scales this view.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedView<Self> {
    styled { $0.scale = Double(scale) }
  }

  /// Rotates this view.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedView<Self> {
    styled { $0.rotation = angle.degrees }
  }

  /// Hides this view, keeping its space.
  public func hidden() -> ModifiedView<Self> { styled { $0.hidden = true } }

  /// Draws this view in `colorScheme`.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedView<Self> {
    styled { $0.colorScheme = colorScheme }
  }

  /// Accepted and not drawn: lists are drawn inset-grouped.
  public func listStyle(_ style: ListStyle) -> Self { self }

  /// Accepted and not drawn: a navigation view is drawn as one stack.
  public func navigationViewStyle(_ style: NavigationViewStyle) -> Self { self }

  /// Accepted and not drawn: buttons are drawn as iOS draws them in a list.
  public func buttonStyle(_ style: ButtonStyle) -> Self { self }

  /// Accepted and not drawn.
  public func controlSize(_ size: ControlSize) -> Self { self }

  /// Accepted and not drawn: the page draws no shadows.
  public func shadow(
    color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> Self { self }

  /// Accepted and not drawn.
  public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }

  /// Accepted and not drawn.
  public func colorInvert() -> Self { self }

  /// Accepted and not drawn.
  public func blendMode(_ mode: BlendMode) -> Self { self }

  /// Accepted and not drawn.
  public func allowsHitTesting(_ enabled: Bool) -> Self { self }

  /// Accepted and not drawn: views are placed by their stacks.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }

  /// Accepted and not drawn.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self {
    self
  }

  /// Accepted and not drawn.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }

  /// Accepted and not drawn.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> Self { self }

  /// Accepted and not drawn.
  public func layoutPriority(_ value: Double) -> Self { self }

  /// Accepted and not drawn.
  public func minimumScaleFactor(_ factor: CGFloat) -> Self { self }

  /// Accepted and not drawn.
  public func contentShape<S: Shape>(_ shape: S) -> Self { self }

  /// Accepted and not drawn.
  public func listRowBackground<V: View>(_ view: V?) -> Self { self }

  /// Accepted and not drawn.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self {
    self
  }

  /// Accepted and not drawn.
  public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }

  /// Accepted and not drawn.
  public func scrollContentBackground(_ visibility: Visibility) -> Self { self }

  /// Accepted and not drawn.
  public func labelsHidden() -> Self { self }

  /// Accepted and not drawn.
  public func labelStyle(_ style: LabelStyle) -> Self { self }

  /// Accepted and not drawn.
  public func toggleStyle(_ style: ToggleStyle) -> Self { self }

  /// Accepted and not drawn.
  public func progressViewStyle(_ style: ProgressViewStyle) -> Self { self }

  /// Accepted and not drawn.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> Self { self }

  /// Accepted: the page's accessibility comes from each control's own label.
  public func accessibilityLabel(_ label: LocalizedStringKey) -> Self { self }

  /// Accepted.
  public func accessibilityHint(_ hint: LocalizedStringKey) -> Self { self }

  /// Accepted.
  public func accessibilityIdentifier(_ identifier: String) -> Self { self }

  /// Accepted.
  public func accessibilityHidden(_ hidden: Bool) -> Self { self }

  /// Accepted.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self {
    self
  }

  /// Wraps this view in a style node changed by `change`: the style node around the view when
  /// the change can join it, else a new one around that, so that the order of the modifiers
  /// survives (``SceneStyle/needsNewLayer(toBecome:)``).
  func styled(_ change: @escaping (inout SceneStyle) -> Void) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
      var node = nodes.combined
      var style = SceneStyle()
      if case .styled(let inner, let existing) = node {
        var joined = existing
        change(&joined)
        if !existing.needsNewLayer(toBecome: joined) {
          node = inner
          style = existing
        }
      }
      change(&style)
      guard style != SceneStyle() else { return }
      nodes = [
        RenderedNode(
          node: .styled(node, style), title: nodes.title,
          tabItem: nodes.lazy.compactMap(\.tabItem).first, tag: nodes.lazy.compactMap(\.tag).first,
          bar: nodes.bar)
      ]
    }
  }
}

/// An angle, as SwiftUI's.
public struct Angle: Hashable, Sendable {
  public var degrees: Double

  public init(degrees: Double) { self.degrees = degrees }
  public init(radians: Double) { self.degrees = radians * 180 / .pi }
  public init() { self.degrees = 0 }
  public var radians: Double {
    get { degrees * .pi / 180 }
    set { degrees = newValue * 180 / .pi }
  }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static func radians(_ radians: Double) -> Angle { Angle(degrees: radians * 180 / .pi) }
  public static let zero = Angle(degrees: 0)
}

/// Space around the edges of a view, as SwiftUI's.
public struct EdgeInsets: Hashable, Sendable {
  public var top, leading, bottom, trailing: CGFloat

  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// The size of a control, as SwiftUI's; accepted.
public enum ControlSize: Sendable { case mini, small, regular, large, extraLarge }

/// How colours blend, as SwiftUI's; accepted.
public enum BlendMode: Sendable {
  case normal, multiply, screen, overlay, darken, lighten, difference, exclusion
}

/// The safe area's regions, as SwiftUI's; accepted.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The vertical edges, as SwiftUI's.
public enum VerticalEdge: Sendable {
  case top, bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

/// Styles accepted as SwiftUI's and not drawn.
public struct LabelStyle: Sendable {
  public static let automatic = LabelStyle()
  public static let iconOnly = LabelStyle()
  public static let titleOnly = LabelStyle()
  public static let titleAndIcon = LabelStyle()
}

/// A toggle's style, accepted as SwiftUI's.
public struct ToggleStyle: Sendable {
  public static let automatic = ToggleStyle()
  public static let `switch` = ToggleStyle()
  public static let button = ToggleStyle()
}

/// A progress view's style, accepted as SwiftUI's.
public struct ProgressViewStyle: Sendable {
  public static let automatic = ProgressViewStyle()
  public static let circular = ProgressViewStyle()
  public static let linear = ProgressViewStyle()
}

/// The size of text, as SwiftUI's; accepted.
public enum DynamicTypeSize: Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
}

/// How accessibility children are combined, as SwiftUI's; accepted.
public struct AccessibilityChildBehavior: Sendable {
  public static let ignore = AccessibilityChildBehavior()
  public static let contain = AccessibilityChildBehavior()
  public static let combine = AccessibilityChildBehavior()
}

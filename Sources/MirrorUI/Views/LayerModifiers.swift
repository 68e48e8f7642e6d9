import NavigationCore

/// Views behind and in front of a view, animations and identity, as SwiftUI's.
extension View {
  /// Draws `overlay` in front of this view, lined up as `alignment` says.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> ModifiedView<Self> {
    layered(alignment, overlay: content())
  }

  /// Draws `overlay` in front of this view: SwiftUI's older spelling.
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> ModifiedView<Self>
  {
    layered(alignment, overlay: overlay)
  }

  /// Fills the space in front of this view with `style`.
  public func overlay<S: ShapeStyle>(_ style: S) -> ModifiedView<Self> {
    layered(.center, overlay: StyleFill(fill: ShapeStyles.fill(style)))
  }

  /// Draws `background` behind this view, lined up as `alignment` says.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> ModifiedView<Self> {
    layered(alignment, background: content())
  }

  /// Draws `background` behind this view: SwiftUI's older spelling.
  @_disfavoredOverload
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> ModifiedView<Self> {
    layered(alignment, background: background)
  }

  private func layered<Background: View, Overlay: View>(
    _ alignment: Alignment, background: Background? = EmptyView?.none,
    overlay: Overlay? = EmptyView?.none
  ) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, context in
      var layers = SceneLayers(alignment: alignment.name)
      var content = nodes.combined
      if case .layered(let inner, let existing) = content {
        content = inner
        layers = existing
        layers.alignment = alignment.name
      }
      if let background {
        layers.background = context.rendering(at: .slot("background")) {
          MirrorUI.render(background, in: context).combined
        }
      }
      if let overlay {
        layers.overlay = context.rendering(at: .slot("overlay")) {
          MirrorUI.render(overlay, in: context).combined
        }
      }
      nodes = [
        RenderedNode(
          node: .layered(content, layers), title: nodes.title,
          tabItem: nodes.lazy.compactMap(\.tabItem).first, tag: nodes.lazy.compactMap(\.tag).first,
          bar: nodes.bar)
      ]
    }
  }

  /// Animates the changes inside this view when `value` changes: the page animates what
  /// moves.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedView<Self> {
    styled { $0.animated = animation != nil }
  }

  /// Animates the changes inside this view, as SwiftUI's older spelling.
  public func animation(_ animation: Animation?) -> ModifiedView<Self> {
    styled { $0.animated = animation != nil }
  }

  /// How this view appears and leaves: the page plays `transition` when it does.
  public func transition(_ transition: AnyTransition) -> ModifiedView<Self> {
    styled { $0.transition = transition.name }
  }

  /// Ties this view's frame to others of the same `id` in `namespace`; accepted, and drawn as
  /// an appearance animation.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> ModifiedView<Self> {
    styled { $0.animated = true }
  }

  /// Gives this view an explicit identity, as SwiftUI's: when `id` changes it is another
  /// view, whose view state starts afresh and whose `.onAppear` runs again.
  public func id<ID: Hashable>(_ id: ID) -> IdentifiedView<Self> {
    IdentifiedView(content: self, id: AnyHashable(id))
  }
}

/// A view with an explicit identity.
public struct IdentifiedView<Content: View>: PrimitiveView {
  let content: Content
  let id: AnyHashable

  func render(in context: RenderContext) -> [RenderedNode] {
    context.rendering(at: .explicit(id)) { MirrorUI.render(content, in: context) }
  }
}

/// A fill standing for a shape style in a layer.
struct StyleFill: PrimitiveView {
  let fill: SceneFill?

  func render(in context: RenderContext) -> [RenderedNode] {
    [RenderedNode(node: .shape(SceneShape(kind: "rectangle", fill: fill)))]
  }
}

/// How a view appears and leaves, as SwiftUI's.
public struct AnyTransition: Sendable {
  let name: String

  public static let slide = AnyTransition(name: "slide")
  public static let opacity = AnyTransition(name: "opacity")
  public static let scale = AnyTransition(name: "scale")
  public static let identity = AnyTransition(name: "identity")

  /// Moves in from and out to `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move-\(edge)") }
  /// Pushes in from `edge`.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(name: "move-\(edge)")
  }
  /// Scales from `scale`.
  public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
    .scale
  }
  /// One transition to appear and another to leave; the page plays the first.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  { insertion }
  /// Both transitions; the page plays the first.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// The transition with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A namespace of matched geometry, as SwiftUI's `@Namespace`.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {}

  public init() {}

  /// The namespace.
  public var wrappedValue: ID { ID() }
}

/// What a matched geometry effect matches, as SwiftUI's; accepted.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// Runs `body` with `animation`, as SwiftUI's `withAnimation`: the page animates what changes
/// on its own.
@MainActor public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

extension Animation {
  /// A spring with a response and damping, as SwiftUI's.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(name: "spring", duration: response)
  }

  /// A spring for interactive changes, as SwiftUI's.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(name: "spring", duration: response)
  }

  /// A spring of a stiffness and damping, as SwiftUI's.
  public static func interpolatingSpring(
    stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(name: "spring")
  }

  /// The animation after `delay` seconds; drawn without the delay.
  public func delay(_ delay: Double) -> Animation { self }

  /// The animation at `speed` times; drawn at its own speed.
  public func speed(_ speed: Double) -> Animation { self }

  /// The animation repeated; drawn once.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }

  /// The animation repeated `count` times; drawn once.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
}

/// A piece of UI described as data, written the way a SwiftUI view is written, and like
/// SwiftUI's isolated to the main actor: `body` and the closures a view hands to its controls
/// and lifecycle modifiers run there (see `MainActorRendering`).
///
/// ```swift
/// struct FirstView: View {
///   let store: StoreOf<FirstFeature>
///   var body: some View {
///     Button("Go to detail") { store.send(.moveDetailViewButtonTapped) }
///       .navigationTitle("First")
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
  /// The view this one is made of.
  associatedtype Body: View
  /// The view's content.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError("Never has no body.") }
}

/// A view that renders itself into scene nodes instead of having a body.
@MainActor protocol PrimitiveView: View where Body == Never {
  func render(in context: RenderContext) -> [RenderedNode]
}

extension PrimitiveView {
  /// Primitive views render themselves; their body is never asked for.
  public var body: Never { fatalError("\(Self.self) is a primitive view.") }

  /// Renders `view`, a value of this type.
  static func render<V: View>(_ view: V, in context: RenderContext) -> [RenderedNode] {
    (view as! Self).render(in: context)
  }
}

/// A scene node together with what its ancestors need to know about it.
struct RenderedNode {
  var node: SceneNode
  /// The navigation title set inside the node, if any.
  var title: String?
  /// The tab item set on the node, when it is a tab of a tab view.
  var tabItem: TabItem?
  /// The `.tag` set on the node, for tab views and pickers.
  var tag: AnyHashable?
  /// What the node puts in its screen's navigation bar: `.toolbar`, the title display mode.
  var bar = SceneBar()
}

extension RenderedNode {
  /// `node`, a container of `children`, keeping what they set for their screen.
  init(node: SceneNode, around children: [RenderedNode]) {
    self.init(node: node, title: children.title, bar: children.bar)
  }
}

struct TabItem {
  var label: String
  var systemImage: String
}

/// Renders any view: a primitive renders itself; any other view has its dynamic properties
/// (`@State`, `@Environment`, …) connected, then its `body` rendered.
///
/// Whether `V` is primitive is asked of its type: casting the view itself would copy it into an
/// existential box, a heap allocation for most views.
@MainActor func render<V: View>(_ view: V, in context: RenderContext) -> [RenderedNode] {
  if let primitive = V.self as? any PrimitiveView.Type {
    return primitive.render(view, in: context)
  }
  DynamicProperties.install(in: view, context: context)
  return render(view.body, in: context)
}

extension [RenderedNode] {
  /// The nodes as one node: the node itself when there is one, a vertical stack otherwise.
  var combined: SceneNode {
    switch count {
    case 0: return .empty
    case 1: return self[0].node
    default: return .vstack(map(\.node))
    }
  }

  /// The first navigation title set in these nodes.
  var title: String? { lazy.compactMap(\.title).first }

  /// What these nodes put in their screen's navigation bar: every toolbar item, and the first
  /// title display mode, Back visibility, search field, pull to refresh and sheet detents set.
  var bar: SceneBar {
    var bar = SceneBar()
    for node in self {
      bar.items += node.bar.items
      if bar.titleDisplayMode == .automatic { bar.titleDisplayMode = node.bar.titleDisplayMode }
      bar.backButtonHidden = bar.backButtonHidden || node.bar.backButtonHidden
      bar.search = bar.search ?? node.bar.search
      bar.refresh = bar.refresh ?? node.bar.refresh
      bar.detents = bar.detents ?? node.bar.detents
      bar.interactiveDismissDisabled =
        bar.interactiveDismissDisabled || node.bar.interactiveDismissDisabled
    }
    return bar
  }
}

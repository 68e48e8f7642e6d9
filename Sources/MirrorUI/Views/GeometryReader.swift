import Foundation

/// A view made from the size it is given, as SwiftUI's `GeometryReader`: the server draws one
/// phone for everyone, so the size is the page's phone screen below the navigation bar, 366 ×
/// 640 points.
public struct GeometryReader<Content: View>: PrimitiveView {
  let content: @MainActor (GeometryProxy) -> Content

  /// A view made from a proxy of its size.
  public init(@ViewBuilder content: @escaping @MainActor (GeometryProxy) -> Content) {
    self.content = content
  }

  /// The size a geometry reader gives its content.
  static var screenSize: CGSize { CGSize(width: 366, height: 640) }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content(GeometryProxy(size: Self.screenSize)), in: context)
    var style = SceneStyle()
    style.frame = SceneFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: "topLeading")
    return [
      RenderedNode(
        node: .styled(
          .zstack(children.map(\.node), layout: StackLayout(alignment: "topLeading")), style),
        around: children)
    ]
  }
}

/// The size a ``GeometryReader`` gives its content, as SwiftUI's.
public struct GeometryProxy: Sendable {
  /// The size, in points.
  public let size: CGSize

  /// The safe area's insets: none, the size is already inside it.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The frame in `coordinateSpace`: at the origin, of ``size``.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    CGRect(origin: .zero, size: size)
  }
}

/// A coordinate space, as SwiftUI's.
public enum CoordinateSpace: Sendable {
  case global, local

  /// A named coordinate space.
  public static func named(_ name: String) -> CoordinateSpace { .local }
}

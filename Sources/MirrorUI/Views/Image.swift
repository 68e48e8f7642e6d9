import Foundation

/// An SF Symbol, drawn with the page's own drawing of the symbol or the Material Design icon it
/// maps to (see `docs/ICONS.md`).
public struct Image: PrimitiveView {
  let systemName: String

  /// Creates an image of the SF Symbol `systemName`.
  public nonisolated init(systemName: String) { self.systemName = systemName }

  /// An image of an asset catalog, named `name`: drawn as the SF Symbol of that name, or the
  /// placeholder square.
  public nonisolated init(_ name: String) { self.systemName = name }

  /// The image scaled to its frame; accepted (symbols take the size of the text around).
  public func resizable() -> Image { self }

  /// Accepted as SwiftUI's: symbols take the size of the text around.
  public func imageScale(_ scale: Scale) -> Image { self }

  /// Accepted as SwiftUI's: symbols are drawn in one colour.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

  /// Accepted as SwiftUI's.
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

  /// Accepted as SwiftUI's.
  public func interpolation(_ interpolation: Interpolation) -> Image { self }

  func render(in context: RenderContext) -> [RenderedNode] {
    [RenderedNode(node: .image(systemName: systemName))]
  }

  /// The scale of a symbol, as SwiftUI's.
  public enum Scale: Sendable { case small, medium, large }
  /// How an image is rendered, as SwiftUI's.
  public enum TemplateRenderingMode: Sendable { case template, original }
  /// How an image is scaled, as SwiftUI's.
  public enum Interpolation: Sendable { case none, low, medium, high }
}

/// How a symbol's layers are coloured, as SwiftUI's; accepted.
public struct SymbolRenderingMode: Sendable {
  public static let monochrome = SymbolRenderingMode()
  public static let hierarchical = SymbolRenderingMode()
  public static let palette = SymbolRenderingMode()
  public static let multicolor = SymbolRenderingMode()
}

extension View {
  /// Accepted as SwiftUI's `aspectRatio`: the page keeps a view's own proportions.
  public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> Self { self }

  /// Accepted as SwiftUI's `scaledToFit`.
  public func scaledToFit() -> Self { self }

  /// Accepted as SwiftUI's `scaledToFill`.
  public func scaledToFill() -> Self { self }
}

/// How content fits its frame, as SwiftUI's.
public enum ContentMode: Sendable { case fit, fill }

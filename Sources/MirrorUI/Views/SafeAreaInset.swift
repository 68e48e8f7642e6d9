import Foundation

extension View {
  /// Shows `content` along the top or bottom edge of this view, in front of it, as SwiftUI's
  /// `.safeAreaInset(edge:)` puts a bar or a floating menu there: lined up along the edge as
  /// `alignment` says. The page does not move the content out from under it.
  public func safeAreaInset<Content: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) -> ModifiedView<Self> {
    let side = edge == .top ? "top" : "bottom"
    let placement =
      alignment == .center
      ? Alignment(rawValue: side) : Alignment(rawValue: side + alignment.rawValue.capitalized)
    return overlay(alignment: placement ?? .bottom, content: content)
  }

  /// Shows `content` along the leading or trailing edge of this view, in front of it, lined
  /// up along the edge as `alignment` says.
  public func safeAreaInset<Content: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) -> ModifiedView<Self> {
    let vertical = alignment.name == "center" ? "" : alignment.name
    let side = edge.rawValue
    let placement =
      vertical.isEmpty
      ? Alignment(rawValue: side) : Alignment(rawValue: vertical + side.capitalized)
    return overlay(alignment: placement ?? .center, content: content)
  }
}

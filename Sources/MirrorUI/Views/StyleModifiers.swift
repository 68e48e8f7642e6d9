/// Modifiers that change how a view looks. The page draws `.font` (on the texts inside) and
/// accepts the others so that a SwiftUI view compiles unchanged; `docs/VIEWS.md` lists which
/// are drawn.
extension View {
  /// Sets the font of the texts in this view that have none of their own (drawn as body
  /// text): as in SwiftUI, the font closest to a text wins.
  public func font(_ font: Font?) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
      guard let style = font?.style, style != .body else { return }
      for index in nodes.indices {
        nodes[index].node = nodes[index].node.mapped { node in
          guard case .text(let text, .body) = node else { return node }
          return .text(text, style: style)
        }
      }
    }
  }

  /// Makes the body texts in this view bold: drawn as headlines.
  public func bold(_ isActive: Bool = true) -> ModifiedView<Self> {
    font(isActive ? .headline : nil)
  }

  /// Accepted and not drawn: the page keeps the iOS system colours.
  public func foregroundStyle(_ style: Color) -> Self { self }

  /// Accepted and not drawn: the page keeps the iOS system colours.
  public func foregroundColor(_ color: Color?) -> Self { self }

  /// Accepted and not drawn: the page keeps the iOS system colours.
  public func tint(_ tint: Color?) -> Self { self }

  /// Accepted and not drawn: the page keeps the iOS system colours.
  public func background(_ color: Color) -> Self { self }

  /// Accepted and not drawn: the page spaces views as iOS does by default.
  public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> Self { self }

  /// Accepted and not drawn: the page spaces views as iOS does by default.
  public func padding(_ length: Double) -> Self { self }

  /// Accepted and not drawn: views take the size the page gives them.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> Self
  { self }

  /// Accepted and not drawn: views take the size the page gives them.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> Self { self }

  /// Accepted and not drawn: lists are drawn inset-grouped.
  public func listStyle(_ style: ListStyle) -> Self { self }

  /// Accepted and not drawn: buttons are drawn as iOS draws them in a list.
  public func buttonStyle(_ style: ButtonStyle) -> Self { self }

  /// Accepted and not drawn.
  public func opacity(_ opacity: Double) -> Self { self }

  /// Accepted and not drawn.
  public func cornerRadius(_ radius: Double) -> Self { self }

  /// Accepted and not drawn: texts wrap.
  public func lineLimit(_ number: Int?) -> Self { self }
}

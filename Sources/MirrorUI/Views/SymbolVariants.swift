/// The variant of the SF Symbols a view draws, as SwiftUI's `SymbolVariants`:
/// `.symbolVariant(.fill)` draws `heart` as `heart.fill`, `.circle.fill` draws
/// `person.circle.fill`; `.none` draws each symbol as it is named.
nonisolated public struct SymbolVariants: Hashable, Sendable {
  private var slashed = false
  private var enclosure: String?
  private var filled = false

  /// The symbols as they are named.
  public static let none = SymbolVariants()
  /// The filled variant (`.fill`).
  public static let fill = SymbolVariants(filled: true)
  /// The variant in a circle (`.circle`).
  public static let circle = SymbolVariants(enclosure: "circle")
  /// The variant in a square (`.square`).
  public static let square = SymbolVariants(enclosure: "square")
  /// The variant in a rectangle (`.rectangle`).
  public static let rectangle = SymbolVariants(enclosure: "rectangle")
  /// The slashed variant (`.slash`).
  public static let slash = SymbolVariants(slashed: true)

  private init(slashed: Bool = false, enclosure: String? = nil, filled: Bool = false) {
    self.slashed = slashed
    self.enclosure = enclosure
    self.filled = filled
  }

  /// This variant, filled.
  public var fill: SymbolVariants { with { $0.filled = true } }
  /// This variant, in a circle.
  public var circle: SymbolVariants { with { $0.enclosure = "circle" } }
  /// This variant, in a square.
  public var square: SymbolVariants { with { $0.enclosure = "square" } }
  /// This variant, in a rectangle.
  public var rectangle: SymbolVariants { with { $0.enclosure = "rectangle" } }
  /// This variant, slashed.
  public var slash: SymbolVariants { with { $0.slashed = true } }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var variant = self
    change(&variant)
    return variant
  }

  /// The name of `symbol`'s variant, in SF Symbols' order (`bell.slash.circle.fill`); a part
  /// the name already has is not added again.
  func name(of symbol: String) -> String {
    let parts = symbol.split(separator: ".").map(String.init)
    var name = symbol
    for (part, wanted) in [
      ("slash", slashed), (enclosure ?? "", enclosure != nil), ("fill", filled),
    ]
    where wanted && !parts.contains(part) {
      name += "." + part
    }
    return name
  }
}

extension View {
  /// Draws the SF Symbols inside this view in `variant`, as SwiftUI does (`Image`, `Label` and
  /// the icons of buttons).
  public func symbolVariant(_ variant: SymbolVariants) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
      for index in nodes.indices {
        nodes[index].node = nodes[index].node.mapped { node in
          switch node {
          case .image(let name): return .image(systemName: variant.name(of: name))
          case .label(let title, let name):
            return .label(title: title, systemImage: variant.name(of: name))
          default: return node
          }
        }
      }
    }
  }
}

import Foundation

/// One step of a view's structural identity, as SwiftUI identifies a view from one render to
/// the next: where it sits in the `ViewBuilder` blocks around it, which branch of an `if` it is
/// in, which row of a `ForEach`, which screen or presentation, and its `.id`.
enum IdentityComponent: Hashable, CustomStringConvertible {
  /// The view is the child at this index of a `ViewBuilder` block.
  case child(Int)
  /// The view is in this branch of an `if`/`else` or a `switch`.
  case branch(Int)
  /// The view is in the row of a `ForEach` with this id (its position when it has none).
  case row(AnyHashable)
  /// The view is on this screen (`stack#3`) or presentation (`sheet-1`).
  case scope(String)
  /// The view has this `.id`.
  case explicit(AnyHashable)
  /// The view is in this part of a modifier other than its content: a toolbar, an overlay, a
  /// label.
  case slot(String)

  var description: String {
    switch self {
    case .child(let index): return "\(index)"
    case .branch(let index): return "b\(index)"
    case .row(let id): return "[\(Self.printable(id))]"
    case .scope(let name): return name
    case .explicit(let id): return "id(\(Self.printable(id)))"
    case .slot(let name): return name
    }
  }

  /// An id as it reads in a key: without the characters a JSON pointer escapes.
  private static func printable(_ id: AnyHashable) -> String {
    String(describing: id.base).replacingOccurrences(of: "/", with: "∕")
      .replacingOccurrences(of: "~", with: "∼")
  }
}

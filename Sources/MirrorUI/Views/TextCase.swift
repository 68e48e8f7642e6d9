import Foundation

extension Text {
  /// How `.textCase` sets the letters of texts, as SwiftUI's `Text.Case`.
  nonisolated public enum Case: Hashable, Sendable {
    /// Every letter in capitals.
    case uppercase
    /// Every letter in small letters.
    case lowercase
  }
}

extension View {
  /// Sets the letters of the texts in this view in capitals or small letters, as SwiftUI does;
  /// `nil` leaves them as written (a section's header is still drawn in capitals, as the
  /// page draws every grouped list's headers).
  public func textCase(_ textCase: Text.Case?) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
      guard let textCase else { return }
      let change: (String) -> String =
        textCase == .uppercase ? { $0.uppercased() } : { $0.lowercased() }
      for index in nodes.indices {
        nodes[index].node = nodes[index].node.mapped { node in
          guard case .text(var text) = node else { return node }
          text.text = change(text.text)
          for run in text.runs.indices { text.runs[run].text = change(text.runs[run].text) }
          return .text(text)
        }
      }
    }
  }
}

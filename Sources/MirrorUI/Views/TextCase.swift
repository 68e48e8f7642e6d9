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
  /// `nil` leaves them as written. The innermost `.textCase` wins. A section's header is drawn
  /// in capitals, as iOS draws a grouped list's, unless a `.textCase` on its text or around
  /// the section says otherwise: `Section { … } header: { Text("iCloud").textCase(nil) }`.
  public func textCase(_ textCase: Text.Case?) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
      let change: (String) -> String =
        switch textCase {
        case .uppercase?: { $0.uppercased() }
        case .lowercase?: { $0.lowercased() }
        case nil: { $0 }
        }
      for index in nodes.indices {
        nodes[index].node = nodes[index].node.mapped { node in
          switch node {
          case .text(var text) where !text.hasOwnCase:
            text.hasOwnCase = true
            text.text = change(text.text)
            for run in text.runs.indices { text.runs[run].text = change(text.runs[run].text) }
            return .text(text)
          case .section(let header, let footer, let children, false):
            return .section(
              header: header.map(change), footer: footer.map(change), children,
              headerAsWritten: true)
          default:
            return node
          }
        }
      }
    }
  }
}

import CustomDump

/// A value as Swift prints it, on one line, for the page's action log: CustomDump's text
/// (strings quoted, labels kept, `#2` for a stack element) with its lines joined, and a root
/// enum's type left out as a person reads an action: `.path(.element(id: #2, action:
/// .detail(.saveButtonTapped)))`.
public enum SwiftText {
  /// The longest text kept; longer ones end with `…`, so that a push of a large state cannot
  /// swell every log line.
  public static let maximumLength = 300

  /// `value` as one line of Swift.
  public static func line<Value>(_ value: Value) -> String {
    var dump = ""
    customDump(value, to: &dump)
    var text = joinedLines(dump)
    if Mirror(reflecting: value).displayStyle == .enum { text = withoutRootType(text) }
    guard text.count > maximumLength else { return text }
    return text.prefix(maximumLength - 1) + "…"
  }

  /// CustomDump's lines joined into one: `Book(\n  title: "Dune",\n  year: 1965\n)` is
  /// `Book(title: "Dune", year: 1965)`; a multi-line string becomes one escaped literal.
  static func joinedLines(_ dump: String) -> String {
    var result = ""
    var lines = dump.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let line = lines.popFirst() {
      var piece = line.drop { $0 == " " }
      if let opening = multilineOpening(piece) {
        piece = piece.dropLast(opening.count) + collectString(closedBy: opening, from: &lines)
      }
      if result.last == ",", !piece.isEmpty {
        result += " "
      }
      result += piece
    }
    return result
  }

  /// The `"""` (with its `#`s) that ends `line` when a multi-line string starts there.
  private static func multilineOpening(_ line: Substring) -> String? {
    let hashes = line.reversed().prefix { $0 == "#" }.count
    guard line.dropLast(hashes).hasSuffix("\"\"\"") else { return nil }
    return "\"\"\"" + String(repeating: "#", count: hashes)
  }

  /// The lines of a multi-line string up to its closing delimiter, as one escaped literal; the
  /// closing line's indentation is the string's, as in Swift.
  private static func collectString(
    closedBy opening: String, from lines: inout ArraySlice<Substring>
  )
    -> String
  {
    var content: [Substring] = []
    while let line = lines.popFirst() {
      let trimmed = line.drop { $0 == " " }
      if trimmed == opening {
        let indentation = line.count - trimmed.count
        return content.map { String($0.dropFirst(indentation)) }.joined(separator: "\n")
          .debugDescription
      }
      content.append(line)
    }
    return content.joined(separator: "\n").debugDescription
  }

  /// `Feature.Action.path(…)` as `.path(…)`: the type before the case, up to the case's
  /// arguments, is dropped (dots inside generic arguments are not the case's).
  static func withoutRootType(_ text: String) -> String {
    var depth = 0
    var lastDot: String.Index?
    for index in text.indices {
      switch text[index] {
      case "<": depth += 1
      case ">": depth -= 1
      case "." where depth == 0: lastDot = index
      case "(" where depth == 0: return lastDot.map { String(text[$0...]) } ?? text
      default: break
      }
    }
    return lastDot.map { String(text[$0...]) } ?? text
  }
}

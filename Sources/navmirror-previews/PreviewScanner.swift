import Foundation

/// Finds the previews of a Swift source, skipping comments and string literals as the compiler
/// reads them: each `#Preview` macro, and each `PreviewProvider` declared at the top level
/// (not `private`, not generic), with the `#if` conditions around it.
enum PreviewScanner {
  /// One preview found in a source.
  struct Found: Equatable {
    enum Kind: Equatable {
      /// A `#Preview` macro.
      case macro
      /// A type conforming to `PreviewProvider`, by its name.
      case provider(String)
    }

    let kind: Kind
    /// The line (from 1) of its `#Preview` or of its `struct`.
    let line: Int
    /// The condition under which the compiler reads it, from the `#if`, `#elseif` and `#else`
    /// around it (`(DEBUG) && !(os(iOS))`); `nil` outside any.
    let condition: String?
  }

  /// The previews of `source`, in order.
  static func previews(in source: String) -> [Found] {
    var scanner = Scanner(characters: Array(source))
    return scanner.scan()
  }

  private struct Scanner {
    /// One `#if` around the place being read: the conditions of its branches before the one
    /// being read, and that branch's own (`nil` for `#else`).
    struct Branches {
      var earlier: [String]
      var current: String?

      var condition: String {
        (earlier.map { "!(\($0))" } + (current.map { ["(\($0))"] } ?? []))
          .joined(separator: " && ")
      }
    }

    let characters: [Character]
    var index = 0
    var line = 1
    var depth = 0
    var conditions: [Branches] = []
    var found: [Found] = []

    init(characters: [Character]) { self.characters = characters }

    var condition: String? {
      conditions.isEmpty ? nil : conditions.map(\.condition).joined(separator: " && ")
    }

    mutating func scan() -> [Found] {
      while index < characters.count {
        if matches("//") {
          skipLine()
        } else if matches("/*") {
          skipBlockComment()
        } else if let hashes = rawStringHashes() {
          skipString(hashes: hashes)
        } else if characters[index] == "\"" {
          skipString(hashes: 0)
        } else if characters[index] == "#", startsLine(), let directive = keyword(at: index + 1),
          ["if", "elseif", "else", "endif"].contains(directive)
        {
          readDirective(directive)
        } else if matches("#Preview"), !isIdentifier(at: index + 8), !isIdentifier(at: index - 1) {
          found.append(Found(kind: .macro, line: line, condition: condition))
          index += 8
        } else if depth == 0, keyword(at: index) == "struct", !isIdentifier(at: index - 1) {
          if let name = previewProvider(), !isPrivate() {
            found.append(Found(kind: .provider(name), line: line, condition: condition))
          }
          index += 6
        } else {
          switch characters[index] {
          case "{": depth += 1
          case "}": depth -= 1
          default: break
          }
          advance()
        }
      }
      return found
    }

    /// The identifier that starts at `position`, if one does.
    func keyword(at position: Int) -> String? {
      var end = position
      while isIdentifier(at: end) { end += 1 }
      guard end > position, !characters[position].isNumber else { return nil }
      return String(characters[position..<end])
    }

    /// Whether only spaces lie between the line's start and the current character.
    func startsLine() -> Bool {
      var at = index - 1
      while at >= 0, characters[at] == " " || characters[at] == "\t" { at -= 1 }
      return at < 0 || characters[at].isNewline
    }

    /// Reads `#if`, `#elseif`, `#else` or `#endif` and its condition, to the end of the line.
    mutating func readDirective(_ directive: String) {
      index += 1 + directive.count
      var text = ""
      while index < characters.count, !characters[index].isNewline, !matches("//"), !matches("/*") {
        text.append(characters[index])
        index += 1
      }
      let condition = text.trimmingCharacters(in: .whitespaces)
      switch directive {
      case "if":
        conditions.append(Branches(earlier: [], current: condition))
      case "elseif", "else":
        guard var branches = conditions.popLast() else { return }
        if let current = branches.current { branches.earlier.append(current) }
        branches.current = directive == "else" ? nil : condition
        conditions.append(branches)
      default:
        _ = conditions.popLast()
      }
    }

    /// The name of the type declared by the `struct` here when it conforms to
    /// `PreviewProvider` in its declaration and has no generic parameters.
    func previewProvider() -> String? {
      var at = index + 6
      skipSpaces(&at)
      guard let name = keyword(at: at) else { return nil }
      at += name.count
      skipSpaces(&at)
      guard at < characters.count, characters[at] == ":" else { return nil }
      var inherited = ""
      at += 1
      while at < characters.count, characters[at] != "{", keyword(at: at) != "where" {
        inherited.append(characters[at])
        at += 1
      }
      let conformances = inherited.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      let conforms = conformances.contains {
        $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider"
      }
      return conforms ? name : nil
    }

    /// Whether the declaration starting on this line up to here is `private` or
    /// `fileprivate`: the list of previews, in a file of its own, could not name it.
    func isPrivate() -> Bool {
      var at = index - 1
      while at >= 0, !characters[at].isNewline, !";{}".contains(characters[at]) { at -= 1 }
      let modifiers = String(characters[(at + 1)..<index]).split(separator: " ")
      return modifiers.contains("private") || modifiers.contains("fileprivate")
    }

    func skipSpaces(_ at: inout Int) {
      while at < characters.count, characters[at].isWhitespace { at += 1 }
    }

    mutating func advance() {
      // `\r\n` is one character, and a newline, as `\n` and `\r` are: the compiler counts a
      // line for each.
      if characters[index].isNewline { line += 1 }
      index += 1
    }

    func matches(_ literal: String) -> Bool {
      var at = index
      for character in literal {
        guard at < characters.count, characters[at] == character else { return false }
        at += 1
      }
      return true
    }

    func isIdentifier(at position: Int) -> Bool {
      guard position >= 0, position < characters.count else { return false }
      let character = characters[position]
      return character.isLetter || character.isNumber || character == "_"
    }

    /// The number of `#`s of a raw string that starts here (`#"…"#`), or `nil`.
    func rawStringHashes() -> Int? {
      var at = index
      while at < characters.count, characters[at] == "#" { at += 1 }
      guard at > index, at < characters.count, characters[at] == "\"" else { return nil }
      return at - index
    }

    mutating func skipLine() {
      while index < characters.count, !characters[index].isNewline { index += 1 }
    }

    mutating func skipBlockComment() {
      var depth = 0
      while index < characters.count {
        if matches("/*") {
          depth += 1
          index += 2
        } else if matches("*/") {
          depth -= 1
          index += 2
          if depth == 0 { return }
        } else {
          advance()
        }
      }
    }

    /// Skips a string literal (single line or `"""`), raw with `hashes` `#`s.
    mutating func skipString(hashes: Int) {
      index += hashes
      let multiline = matches("\"\"\"")
      let quote = multiline ? "\"\"\"" : "\""
      index += quote.count
      let closing = quote + String(repeating: "#", count: hashes)
      while index < characters.count {
        if hashes == 0, characters[index] == "\\" {
          index += 1
          if index < characters.count { advance() }
        } else if matches(closing) {
          index += closing.count
          return
        } else if !multiline, characters[index].isNewline {
          return
        } else {
          advance()
        }
      }
    }
  }
}

/// How a preview's function is named from where it is written, as the `#Preview` macro names
/// it (NavigationMacros' `PreviewNaming`).
enum PreviewLabel {
  /// `file_GameView_line_90` for a preview on line 90 of `GameView.swift`.
  static func label(file: String, line: Int) -> String {
    let stem = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    let safe = String(stem.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    return "file_\(safe)_line_\(line)"
  }
}

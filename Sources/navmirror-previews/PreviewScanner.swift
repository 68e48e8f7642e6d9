/// Finds the `#Preview` macros of a Swift source: the line of each `#`, skipping comments and
/// string literals, as the compiler reads them.
enum PreviewScanner {
  /// The lines (from 1) on which a `#Preview` starts.
  static func previewLines(in source: String) -> [Int] {
    var scanner = Scanner(characters: Array(source))
    return scanner.scan()
  }

  private struct Scanner {
    let characters: [Character]
    var index = 0
    var line = 1
    var found: [Int] = []

    init(characters: [Character]) { self.characters = characters }

    mutating func scan() -> [Int] {
      while index < characters.count {
        if matches("//") {
          skipLine()
        } else if matches("/*") {
          skipBlockComment()
        } else if let hashes = rawStringHashes() {
          skipString(hashes: hashes)
        } else if characters[index] == "\"" {
          skipString(hashes: 0)
        } else if matches("#Preview"), !isIdentifier(at: index + 8), !isIdentifier(at: index - 1) {
          found.append(line)
          index += 8
        } else {
          advance()
        }
      }
      return found
    }

    mutating func advance() {
      if characters[index] == "\n" { line += 1 }
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
      while index < characters.count, characters[index] != "\n" { index += 1 }
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
        } else if !multiline, characters[index] == "\n" {
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

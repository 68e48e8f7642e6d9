import Foundation

/// Reads the Markdown SwiftUI draws in a `Text` made from a literal: `**bold**`, `*italic*` and
/// `_italic_`, `` `code` ``, `~~struck~~`, `[links](url)`, and the automatic grammar agreement
/// `^[3 night](inflect: true)`. Anything else stays as written.
enum TextMarkdown {
  /// The runs of `source`, each with its look.
  static func runs(_ source: String) -> [Text.Run] {
    // Most texts have no markup: they are one run as they are, without parsing.
    guard source.utf8.contains(where: Self.startsMarkup) else {
      return source.isEmpty ? [] : [Text.Run(text: source, look: SceneLook())]
    }
    var parser = Parser(characters: Array(source))
    parser.parse(look: SceneLook(), until: nil)
    return parser.merged()
  }

  /// Whether `byte` may start markup: emphasis, strikethrough, code, a link or an escape.
  private static func startsMarkup(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"),
      UInt8(ascii: "["), UInt8(ascii: "\\"):
      true
    default: false
    }
  }

  private struct Parser {
    let characters: [Character]
    var index = 0
    var runs: [Text.Run] = []

    init(characters: [Character]) { self.characters = characters }

    mutating func parse(look: SceneLook, until closing: String?) {
      var pending = ""
      func flush() {
        if !pending.isEmpty { runs.append(Text.Run(text: pending, look: look)) }
        pending = ""
      }
      while index < characters.count {
        if let closing, matches(closing) {
          index += closing.count
          flush()
          return
        }
        if let (marker, change) = emphasis(), hasClosing(marker) {
          flush()
          index += marker.count
          var inner = look
          change(&inner)
          parse(look: inner, until: marker)
          continue
        }
        if matches("`"), let end = find("`", from: index + 1) {
          flush()
          var code = look
          code.design = "monospaced"
          runs.append(Text.Run(text: String(characters[(index + 1)..<end]), look: code))
          index = end + 1
          continue
        }
        if let link = link() {
          flush()
          runs.append(link)
          continue
        }
        if characters[index] == "\\", index + 1 < characters.count {
          pending.append(characters[index + 1])
          index += 2
          continue
        }
        pending.append(characters[index])
        index += 1
      }
      flush()
    }

    /// The emphasis marker at the index and what it changes.
    func emphasis() -> (String, (inout SceneLook) -> Void)? {
      if matches("**") || matches("__") {
        return (String(characters[index...index + 1]), { $0.weight = "bold" })
      }
      if matches("~~") { return ("~~", { $0.strikethrough = true }) }
      if matches("*") || matches("_") {
        return (String(characters[index]), { $0.italic = true })
      }
      return nil
    }

    func hasClosing(_ marker: String) -> Bool {
      guard index + marker.count < characters.count,
        !characters[index + marker.count].isWhitespace
      else { return false }
      return find(marker, from: index + marker.count + 1) != nil
    }

    /// `[text](url)` drawn as its text, tinted; `^[text](inflect: true)` inflected.
    mutating func link() -> Text.Run? {
      let inflects = matches("^[")
      guard inflects || matches("[") else { return nil }
      let start = index + (inflects ? 2 : 1)
      guard let close = find("](", from: start), let end = find(")", from: close + 2) else {
        return nil
      }
      let text = String(characters[start..<close])
      let target = String(characters[(close + 2)..<end])
      index = end + 1
      if inflects {
        let inflected = target.replacingOccurrences(of: " ", with: "") == "inflect:true"
        return Text.Run(text: inflected ? Inflection.inflect(text) : text, look: SceneLook())
      }
      var look = SceneLook()
      look.color = SceneColor(name: "accentColor")
      return Text.Run(text: text, look: look)
    }

    func matches(_ literal: String) -> Bool {
      var at = index
      for character in literal {
        guard at < characters.count, characters[at] == character else { return false }
        at += 1
      }
      return true
    }

    func find(_ literal: String, from start: Int) -> Int? {
      var at = start
      let first = Array(literal)
      while at + first.count <= characters.count {
        if Array(characters[at..<(at + first.count)]) == first { return at }
        at += 1
      }
      return nil
    }

    /// The runs, neighbours of the same look joined.
    func merged() -> [Text.Run] {
      var result: [Text.Run] = []
      for run in runs {
        if let last = result.last, last.look == run.look {
          result[result.count - 1].text += run.text
        } else {
          result.append(run)
        }
      }
      return result
    }
  }
}

/// English grammar agreement, as `^[…](inflect: true)` asks: a noun after a number other than
/// one takes its plural.
enum Inflection {
  private static let irregular = [
    "person": "people", "child": "children", "man": "men", "woman": "women", "foot": "feet",
    "tooth": "teeth", "mouse": "mice", "goose": "geese", "leaf": "leaves", "life": "lives",
    "knife": "knives", "wife": "wives", "half": "halves", "shelf": "shelves",
  ]

  /// `3 night` → `3 nights`, `1 night` → `1 night`, `2 large person` → `2 large people`.
  static func inflect(_ phrase: String) -> String {
    var words = phrase.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard let numberIndex = words.firstIndex(where: { Double($0) != nil }),
      let number = Double(words[numberIndex]), number != 1, numberIndex + 1 < words.count
    else { return phrase }
    let last = words.count - 1
    words[last] = plural(words[last])
    return words.joined(separator: " ")
  }

  /// The plural of an English noun.
  static func plural(_ noun: String) -> String {
    let lower = noun.lowercased()
    if let irregular = irregular[lower] {
      return noun.first?.isUppercase == true ? irregular.capitalized : irregular
    }
    if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return noun + "es" }
    if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
      return noun.dropLast() + "ies"
    }
    return noun + "s"
  }
}

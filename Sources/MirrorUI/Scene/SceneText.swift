import MirrorJSON

/// What a text node draws: its string, its style, and the runs of a text made of several
/// (`Text("Total: ").bold() + Text(price)`), each with its own look.
public struct SceneText: Hashable, Sendable {
  /// The whole string.
  public var text: String
  /// One of the page's four text styles, for the texts without a font of their own.
  public var style: TextStyle
  /// Whether the text set its own font (`Text(…).font(.title)`): a `.font` around it then
  /// leaves it as it is, as in SwiftUI.
  public var hasOwnFont: Bool
  /// Whether a `.textCase` set the text's letters (`nil`: as written): a `.textCase` around it
  /// then leaves it as it is, as in SwiftUI, and a section header made of it is drawn so.
  public var hasOwnCase = false
  /// The text's own look beyond its style: size, weight, italic, colour.
  public var look = SceneLook()
  /// The parts of a concatenated text, each with its look; empty for a text of one part.
  public var runs: [SceneTextRun] = []

  /// A body text.
  public init(_ text: String, style: TextStyle = .body, hasOwnFont: Bool = false) {
    self.text = text
    self.style = style
    self.hasOwnFont = hasOwnFont
  }

  var json: JSONObject {
    var object: JSONObject = [
      "kind": "text", "text": .string(text), "style": .string(style.rawValue),
    ]
    look.write(to: &object)
    if !runs.isEmpty { object["runs"] = .array(runs.map(\.json)) }
    return object
  }
}

/// One part of a concatenated text.
public struct SceneTextRun: Hashable, Sendable {
  /// Its string.
  public var text: String
  /// Its look.
  public var look: SceneLook

  var json: JSONValue {
    var object: JSONObject = ["text": .string(text)]
    look.write(to: &object)
    return .object(object)
  }
}

/// How text is set beyond its style, as SwiftUI's font and text modifiers set it; every field
/// left `nil` (or `false`) takes what is around it.
public struct SceneLook: Hashable, Sendable {
  /// The point size (`.font(.system(size: 96))`), or a text style's (`.largeTitle`).
  public var size: Double?
  /// `ultraLight` … `black`.
  public var weight: String?
  /// `default`, `serif`, `rounded`, `monospaced`.
  public var design: String?
  public var italic = false
  /// Digits of equal width (`.monospacedDigit()`).
  public var monospacedDigit = false
  public var strikethrough = false
  public var underline = false
  /// The colour of the text.
  public var color: SceneColor?

  /// A look that changes nothing.
  public init() {}

  /// This look with what `other` sets on top.
  func merged(with other: SceneLook) -> SceneLook {
    var look = self
    look.size = other.size ?? size
    look.weight = other.weight ?? weight
    look.design = other.design ?? design
    look.italic = italic || other.italic
    look.monospacedDigit = monospacedDigit || other.monospacedDigit
    look.strikethrough = strikethrough || other.strikethrough
    look.underline = underline || other.underline
    look.color = other.color ?? color
    return look
  }

  var isEmpty: Bool { self == SceneLook() }

  func write(to object: inout JSONObject) {
    if let size { object["size"] = .double(size) }
    if let weight { object["weight"] = .string(weight) }
    if let design { object["design"] = .string(design) }
    if italic { object["italic"] = true }
    if monospacedDigit { object["monospacedDigit"] = true }
    if strikethrough { object["strikethrough"] = true }
    if underline { object["underline"] = true }
    if let color { object["color"] = color.json }
  }
}

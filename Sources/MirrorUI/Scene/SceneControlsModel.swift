import MirrorJSON

/// A text input: what it shows, what it sends, and how the keyboard and focus behave.
public struct SceneTextField: Hashable, Sendable {
  public var label: String
  public var text: String
  public var prompt: String
  public var isSecure = false
  /// Sends what is typed; `nil`: read-only.
  public var input: SceneInput?
  /// `text`, `email`, `numeric`, `decimal`, `tel`, `url`, `search` (`.keyboardType`).
  public var keyboard: String?
  /// `none`, `words`, `sentences`, `characters` (`.textInputAutocapitalization`).
  public var autocapitalization: String?
  /// `false` with `.autocorrectionDisabled()`.
  public var autocorrection: Bool?
  /// An `autocomplete` token (`.textContentType(.emailAddress)` is `email`).
  public var contentType: String?
  /// What Return sends (`.onSubmit`).
  public var submitAction: JSONValue?
  /// The focus state this field is bound to, when it is (`.focused`).
  public var focus: SceneFocus?
  /// `roundedBorder` or `plain` (`.textFieldStyle`).
  public var fieldStyle: String?
  /// A search field, drawn with a magnifying glass.
  public var isSearch = false

  var json: JSONObject {
    var object: JSONObject = [
      "kind": "textField", "label": .string(label), "text": .string(text),
      "prompt": .string(prompt), "secure": .bool(isSecure), "input": input?.json ?? .null,
    ]
    if let keyboard { object["keyboard"] = .string(keyboard) }
    if let autocapitalization { object["autocapitalization"] = .string(autocapitalization) }
    if let autocorrection { object["autocorrection"] = .bool(autocorrection) }
    if let contentType { object["contentType"] = .string(contentType) }
    if let submitAction { object["submit"] = submitAction }
    if let focus { object["focus"] = focus.json }
    if let fieldStyle { object["fieldStyle"] = .string(fieldStyle) }
    if isSearch { object["search"] = true }
    return object
  }
}

/// A field's part in a focus state: whether the focus is on it, what focusing it sends and
/// what the focus leaving it for nowhere sends.
public struct SceneFocus: Hashable, Sendable {
  public var isFocused: Bool
  public var focusAction: JSONValue?
  public var blurAction: JSONValue?

  var json: JSONValue {
    [
      "focused": .bool(isFocused), "focusAction": focusAction ?? .null,
      "blurAction": blurAction ?? .null,
    ]
  }
}

/// A slider: its value, bounds and step, and where the picked value goes.
public struct SceneSlider: Hashable, Sendable {
  public var label: String
  public var value: Double
  public var lowerBound: Double
  public var upperBound: Double
  public var step: Double?
  /// Sends the picked value; `nil`: read-only.
  public var input: SceneInput?

  var json: JSONObject {
    [
      "kind": "slider", "label": .string(label), "value": .double(value),
      "min": .double(lowerBound), "max": .double(upperBound),
      "step": step.map(JSONValue.double) ?? .null, "input": input?.json ?? .null,
    ]
  }
}

/// What a list row offers besides its content: swipe actions, a context menu, and in edit
/// mode deleting and moving.
public struct SceneRowActions: Hashable, Sendable {
  /// Buttons a swipe from the trailing edge reveals (`.swipeActions`, and Delete of
  /// `.onDelete`).
  public var trailing: [SceneNode] = []
  /// Buttons a swipe from the leading edge reveals.
  public var leading: [SceneNode] = []
  /// Whether a full swipe runs the first button.
  public var allowsFullSwipe = true
  /// The menu a long press (or a right click) opens (`.contextMenu`).
  public var menu: [SceneNode] = []
  /// Deletes the row (`.onDelete`): drawn as the red control of edit mode.
  public var delete: JSONValue?
  /// Moves the row (`.onMove`): the page puts the destination offset at `valuePath`.
  public var move: SceneInput?

  var json: JSONValue {
    var object = JSONObject()
    if !trailing.isEmpty { object["trailing"] = .array(trailing.map(\.json)) }
    if !leading.isEmpty { object["leading"] = .array(leading.map(\.json)) }
    if !allowsFullSwipe { object["allowsFullSwipe"] = false }
    if !menu.isEmpty { object["menu"] = .array(menu.map(\.json)) }
    if let delete { object["delete"] = delete }
    if let move { object["move"] = move.json }
    return .object(object)
  }
}

/// What is drawn behind and in front of a node, lined up with it as `alignment` says.
public struct SceneLayers: Hashable, Sendable {
  public var background: SceneNode?
  public var overlay: SceneNode?
  public var alignment = "center"

  var json: JSONObject {
    var object: JSONObject = ["alignment": .string(alignment)]
    if let background { object["background"] = background.json }
    if let overlay { object["overlay"] = overlay.json }
    return object
  }
}

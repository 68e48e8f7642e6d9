import MirrorJSON
import MirrorUI

/// A control the current screen offers: what it says and the root action it sends.
public struct SceneControl: Hashable, Sendable {
  /// What the control says: a button's label, `Tab: Second`, `Back`, `Dismiss sheet`, ….
  public var label: String
  /// The root action it sends.
  public var action: JSONValue
  /// The text field it types into, when it is one.
  var typedInto: SceneInput? = nil
  /// The text it types, when it is a text field.
  var typedText: String? = nil
}

extension Scene {
  /// The controls a person can use on this scene, in a fixed order: the innermost presentation
  /// when one is shown (its content or buttons, then its dismiss action), else the screens: the
  /// top screen of each stack, its Back, the selected tab's content, then the other tabs. The
  /// same action is listed once, under its first label. Text fields are not typed into (see
  /// ``controls(typing:)``).
  public var controls: [SceneControl] { controls(typing: []) }

  /// The controls of ``controls``, with each text field typed into: its current text when it
  /// has some, then the texts `fieldSamples` has for it or, when it has none, each of
  /// `samples` (`Email: "Sample"`).
  public func controls(
    typing samples: [String], fieldSamples: FieldSamples = FieldSamples()
  ) -> [SceneControl] {
    var found: [SceneControl] = []
    let collect = ControlCollector(samples: samples, fieldSamples: fieldSamples)
    if let top = presentations.last {
      switch top.kind {
      case .sheet, .fullScreenCover:
        if let content = top.content { collect(content, into: &found) }
        for item in top.bar.items { collect(item.content, into: &found) }
      case .alert, .confirmationDialog:
        for button in top.buttons {
          if let action = button.action ?? top.dismissAction {
            found.append(SceneControl(label: button.label, action: action))
          }
        }
      }
      if let dismiss = top.dismissAction {
        found.append(SceneControl(label: "Dismiss \(top.kind.rawValue)", action: dismiss))
      }
    } else {
      collect(root, into: &found)
    }
    var seen = Set<JSONValue>()
    return found.filter { seen.insert($0.action).inserted }
  }
}

/// Walks a scene for its controls, typing `fieldSamples` or `samples` into its text fields.
private struct ControlCollector {
  let samples: [String]
  let fieldSamples: FieldSamples

  func callAsFunction(_ node: SceneNode, into found: inout [SceneControl]) {
    collectControls(node, into: &found)
  }

  private func collectControls(_ node: SceneNode, into found: inout [SceneControl]) {
    switch node {
    case .stack(_, let root, let path):
      let top = path.last ?? root
      collectControls(top.content, into: &found)
      for item in top.bar.items { collectControls(item.content, into: &found) }
      if let back = path.last?.popAction {
        found.append(SceneControl(label: "Back", action: back))
      }
    case .tabs(_, let selection, let tabs, _):
      if let selected = tabs.first(where: { $0.tag == selection }) {
        collectControls(selected.content, into: &found)
      }
      for tab in tabs where tab.tag != selection {
        if let action = tab.action {
          found.append(SceneControl(label: "Tab: \(tab.label)", action: action))
        }
      }
    case .button(let label, let action, _, let disabled):
      if let action, !disabled { found.append(SceneControl(label: label, action: action)) }
    case .labeledButton(let label, let action, _, let disabled):
      if let action, !disabled {
        found.append(SceneControl(label: label.plainText ?? spokenName(of: label), action: action))
      }
    case .textField(let field):
      guard let input = field.input else { return }
      let chosen = fieldSamples.texts(for: input)
      for value in (field.text.isEmpty ? [] : [field.text]) + (chosen.isEmpty ? samples : chosen) {
        if let action = input.action.replacing(at: input.valuePath[...], with: .string(value)) {
          found.append(
            SceneControl(
              label: "\(field.label): \"\(value)\"", action: action, typedInto: input,
              typedText: value))
        }
      }
    case .stepper(let label, _, let decrement, let increment):
      if let decrement { found.append(SceneControl(label: "\(label): −", action: decrement)) }
      if let increment { found.append(SceneControl(label: "\(label): +", action: increment)) }
    case .toggle(let label, _, let action):
      if let action { found.append(SceneControl(label: label, action: action)) }
    case .picker(let label, let selection, let options, _):
      for option in options where option.tag != selection {
        if let action = option.action {
          found.append(SceneControl(label: "\(label): \(option.label)", action: action))
        }
      }
    case .navigationLink(let label, let action):
      if let action {
        found.append(SceneControl(label: label.plainText ?? spokenName(of: label), action: action))
      }
    default:
      for child in node.children { collectControls(child, into: &found) }
    }
  }
}

/// What VoiceOver says for a control drawn as an SF Symbol alone (a toolbar's "+"): the
/// symbol's accessibility name for the common ones, else its name in words ("Bell Badge" for
/// `bell.badge`); "Button" when it shows neither text nor symbol.
func spokenName(of label: SceneNode) -> String {
  guard let symbol = systemImage(in: label) else { return "Button" }
  let base = symbol.split(separator: ".").first.map(String.init) ?? symbol
  if let name = spokenSymbols[symbol] ?? spokenSymbols[base] { return name }
  return symbol.split(separator: ".").map { $0.prefix(1).uppercased() + $0.dropFirst() }
    .joined(separator: " ")
}

private let spokenSymbols = [
  "plus": "Add", "trash": "Delete", "pencil": "Edit", "square.and.pencil": "Compose",
  "gear": "Settings", "gearshape": "Settings", "xmark": "Close", "magnifyingglass": "Search",
  "square.and.arrow.up": "Share", "ellipsis": "More", "info": "Info", "questionmark": "Help",
  "checkmark": "Done",
]

private func systemImage(in node: SceneNode) -> String? {
  switch node {
  case .image(let name), .label(_, let name): return name
  default: return node.children.lazy.compactMap(systemImage(in:)).first
  }
}

extension JSONValue {
  /// The value with `replacement` at `path` (object keys and array indices), or `nil` when
  /// the path does not lead anywhere in it.
  func replacing(at path: ArraySlice<JSONValue>, with replacement: JSONValue) -> JSONValue? {
    guard let step = path.first else { return replacement }
    switch (self, step) {
    case (.object(var object), .string(let key)):
      guard let new = object[key]?.replacing(at: path.dropFirst(), with: replacement) else {
        return nil
      }
      object[key] = new
      return .object(object)
    case (.array(var array), .int(let index)) where array.indices.contains(index):
      guard let new = array[index].replacing(at: path.dropFirst(), with: replacement) else {
        return nil
      }
      array[index] = new
      return .array(array)
    default:
      return nil
    }
  }
}

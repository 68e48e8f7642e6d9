import MirrorJSON
import MirrorUI

/// A control the current screen offers: what it says and the root action it sends.
public struct SceneControl: Hashable, Sendable {
  /// What the control says: a button's label, `Tab: Second`, `Back`, `Dismiss sheet`, ….
  public var label: String
  /// The root action it sends.
  public var action: JSONValue
}

extension Scene {
  /// The controls a person can use on this scene, in a fixed order: the innermost presentation
  /// when one is shown (its content or buttons, then its dismiss action), else the screens: the
  /// top screen of each stack, its Back, the selected tab's content, then the other tabs. The
  /// same action is listed once, under its first label.
  public var controls: [SceneControl] {
    var found: [SceneControl] = []
    if let top = presentations.last {
      switch top.kind {
      case .sheet, .fullScreenCover:
        if let content = top.content { collectControls(content, into: &found) }
        for item in top.bar.items { collectControls(item.content, into: &found) }
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
      collectControls(root, into: &found)
    }
    var seen = Set<JSONValue>()
    return found.filter { seen.insert($0.action).inserted }
  }
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
      found.append(SceneControl(label: label.plainText ?? "Button", action: action))
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
    if let action { found.append(SceneControl(label: label.plainText ?? "Link", action: action)) }
  default:
    for child in node.children { collectControls(child, into: &found) }
  }
}

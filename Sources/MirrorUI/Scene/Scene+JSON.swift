import MirrorJSON
import NavigationCore

extension Scene {
  /// The scene as the JSON documented in `docs/PROTOCOL.md`.
  public var json: JSONValue { cachedJSON ?? json(root: root.json) }

  /// The scene's JSON, with `root` as its root's.
  func json(root: JSONValue) -> JSONValue {
    [
      "root": root,
      "presentations": .array(presentations.map(\.json)),
      "diagnostics": .array(diagnostics.map(\.json)),
    ]
  }
}

extension Diagnostic {
  /// The diagnostic as JSON: `{severity, code, message, fix}`.
  public var json: JSONValue {
    [
      "severity": "warning", "code": .string(code), "message": .string(message),
      "fix": .string(fix),
    ]
  }
}

extension SceneNode {
  /// The node as JSON.
  public var json: JSONValue {
    switch self {
    case .stack(let id, let root, let path):
      return Self.stackJSON(id: id, root: root.json, path: path.map(\.json))
    case .tabs(let id, let selection, let tabs, let selectedLocally):
      return [
        "kind": "tabs", "id": .string(id), "selection": .string(selection),
        "tabs": .array(tabs.map(\.json)), "local": .bool(selectedLocally),
      ]
    case .vstack(let children, let layout):
      return Self.stackJSON("vstack", children, layout)
    case .hstack(let children, let layout):
      return Self.stackJSON("hstack", children, layout)
    case .zstack(let children, let layout):
      return Self.stackJSON("zstack", children, layout)
    case .list(let children, let editing):
      var object: JSONObject = ["kind": "list", "children": .array(children.map(\.json))]
      if editing { object["editing"] = true }
      return .object(object)
    case .section(let header, let footer, let children, let asWritten):
      var object: JSONObject = [
        "kind": "section", "header": header.map(JSONValue.string) ?? .null,
        "footer": footer.map(JSONValue.string) ?? .null, "children": .array(children.map(\.json)),
      ]
      if asWritten { object["headerAsWritten"] = true }
      return .object(object)
    case .text(let text):
      return .object(text.json)
    case .button(let label, let action, let role, let disabled):
      return [
        "kind": "button", "label": .string(label), "action": action ?? .null,
        "role": role.map { .string($0.rawValue) } ?? .null,
        "disabled": .bool(disabled || action == nil),
      ]
    case .toggle(let label, let isOn, let action):
      return [
        "kind": "toggle", "label": .string(label), "isOn": .bool(isOn), "action": action ?? .null,
      ]
    case .picker(let label, let selection, let options, let style):
      return [
        "kind": "picker", "label": .string(label), "selection": .string(selection),
        "options": .array(
          options.map {
            ["tag": .string($0.tag), "label": .string($0.label), "action": $0.action ?? .null]
          }
        ),
        "style": .string(style.drawn.rawValue),
      ]
    case .navigationLink(let label, let action):
      return ["kind": "navigationLink", "label": label.json, "action": action ?? .null]
    case .labeledButton(let label, let action, let role, let disabled):
      return [
        "kind": "labeledButton", "label": label.json, "action": action ?? .null,
        "role": role.map { .string($0.rawValue) } ?? .null,
        "disabled": .bool(disabled || action == nil),
      ]
    case .label(let title, let systemImage):
      return ["kind": "label", "title": .string(title), "systemImage": .string(systemImage)]
    case .image(let systemName):
      return ["kind": "image", "systemName": .string(systemName)]
    case .textField(let field):
      return .object(field.json)
    case .stepper(let label, let value, let decrement, let increment):
      return [
        "kind": "stepper", "label": .string(label), "value": .string(value),
        "decrement": decrement ?? .null, "increment": increment ?? .null,
      ]
    case .datePicker(let label, let date, let components, let input):
      return [
        "kind": "datePicker", "label": .string(label), "date": .double(date),
        "components": .string(components.name), "input": input?.json ?? .null,
      ]
    case .progress(let label, let fraction):
      return [
        "kind": "progress", "label": label.map(JSONValue.string) ?? .null,
        "fraction": fraction.map(JSONValue.double) ?? .null,
      ]
    case .spacer:
      return ["kind": "spacer"]
    case .divider:
      return ["kind": "divider"]
    case .empty:
      return ["kind": "empty"]
    case .styled(let content, let style):
      return ["kind": "styled", "content": content.json, "style": style.json]
    case .shape(let shape):
      return .object(shape.json)
    case .tappable(let content, let action):
      return ["kind": "tappable", "content": content.json, "action": action ?? .null]
    case .rowActions(let content, let actions):
      return ["kind": "row", "content": content.json, "actions": actions.json]
    case .layered(let content, let layers):
      var object = layers.json
      object["kind"] = "layered"
      object["content"] = content.json
      return .object(object)
    case .labeledContent(let label, let content):
      return ["kind": "labeledContent", "label": label.json, "content": content.json]
    case .slider(let slider):
      return .object(slider.json)
    case .disclosure(let label, let isExpanded, let action, let content):
      return [
        "kind": "disclosure", "label": label.json, "expanded": .bool(isExpanded),
        "action": action ?? .null, "content": content.json,
      ]
    case .menu(let label, let items, let disabled):
      return [
        "kind": "menu", "label": label.json, "items": .array(items.map(\.json)),
        "disabled": .bool(disabled),
      ]
    }
  }

  private static func stackJSON(_ kind: String, _ children: [SceneNode], _ layout: StackLayout)
    -> JSONValue
  {
    var object: JSONObject = ["kind": .string(kind), "children": .array(children.map(\.json))]
    layout.write(to: &object)
    return .object(object)
  }

  /// A navigation stack's JSON, from its screens' JSON.
  static func stackJSON(id: String, root: JSONValue, path: [JSONValue]) -> JSONValue {
    ["kind": "stack", "id": .string(id), "root": root, "path": .array(path)]
  }
}

extension SceneScreen {
  var json: JSONValue { cachedJSON ?? madeJSON }

  /// The screen with its JSON made now and kept (see ``cachedJSON``).
  func keepingJSON() -> SceneScreen {
    var screen = self
    screen.cachedJSON = madeJSON.keepingEncodedCount()
    return screen
  }

  private var madeJSON: JSONValue { madeJSON(content: content.json) }

  /// The screen's JSON, with `content` as its content's.
  func madeJSON(content: JSONValue) -> JSONValue {
    var object: JSONObject = [
      "id": id.map(JSONValue.int) ?? .null, "title": .string(title), "content": content,
      "popAction": popAction ?? .null, "titleDisplayMode": .string(bar.titleDisplayMode.rawValue),
      "backButtonHidden": .bool(bar.backButtonHidden), "toolbar": bar.itemsJSON,
    ]
    bar.writeExtras(to: &object)
    return .object(object)
  }
}

extension SceneBar {
  /// The toolbar items as `[{placement, content}]`.
  var itemsJSON: JSONValue {
    .array(items.map { ["placement": .string($0.placement.rawValue), "content": $0.content.json] })
  }

  /// The search field, pull to refresh and sheet detents, when the screen has them.
  func writeExtras(to object: inout JSONObject) {
    if let search { object["search"] = .object(search.json) }
    detents?.write(to: &object)
    if interactiveDismissDisabled { object["dismissDisabled"] = true }
    if let refresh {
      object["refresh"] = [
        "action": refresh.action ?? .null, "refreshing": .bool(refresh.isRefreshing),
      ]
    }
  }
}

extension SceneInput {
  var json: JSONValue { ["action": action, "valuePath": .array(valuePath)] }
}

extension SceneTab {
  var json: JSONValue { json(content: content.json) }

  /// The tab's JSON, with `content` as its content's.
  func json(content: JSONValue) -> JSONValue {
    [
      "tag": .string(tag), "label": .string(label), "systemImage": .string(systemImage),
      "action": action ?? .null, "content": content,
    ]
  }
}

extension ScenePresentation {
  var json: JSONValue {
    var object: JSONObject = [
      "kind": .string(kind.rawValue), "id": .string(id), "title": .string(title),
    ]
    switch kind {
    case .sheet, .fullScreenCover:
      object["content"] = content?.json ?? ["kind": "empty"]
      object["toolbar"] = bar.itemsJSON
      bar.writeExtras(to: &object)
    case .alert, .confirmationDialog:
      object["message"] = message.map(JSONValue.string) ?? .null
      object["buttons"] = .array(
        buttons.map {
          [
            "label": .string($0.label), "role": $0.role.map { .string($0.rawValue) } ?? .null,
            "action": $0.action ?? .null,
          ]
        })
    }
    object["dismissAction"] = dismissAction ?? .null
    return .object(object)
  }
}

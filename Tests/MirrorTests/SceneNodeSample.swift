import MirrorJSON

@testable import MirrorUI

/// One sample of each `SceneNode` case, every optional field of it set, for the tests that
/// hold the scene's JSON to docs/PROTOCOL.md. `init(of:)` switches over `SceneNode` without a
/// `default`: a new case does not compile until it has a sample here.
enum SceneNodeSample: CaseIterable {
  case stack, tabs, vstack, hstack, zstack, list, section, text, button, toggle, picker
  case labeledButton, label, image, textField, stepper, datePicker, progress, spacer, divider
  case navigationLink, empty, styled, shape, tappable, rowActions, layered, labeledContent
  case slider, disclosure, menu

  /// The sample that stands for `node`'s case.
  init(of node: SceneNode) {
    switch node {
    case .stack: self = .stack
    case .tabs: self = .tabs
    case .vstack: self = .vstack
    case .hstack: self = .hstack
    case .zstack: self = .zstack
    case .list: self = .list
    case .section: self = .section
    case .text: self = .text
    case .button: self = .button
    case .toggle: self = .toggle
    case .picker: self = .picker
    case .labeledButton: self = .labeledButton
    case .label: self = .label
    case .image: self = .image
    case .textField: self = .textField
    case .stepper: self = .stepper
    case .datePicker: self = .datePicker
    case .progress: self = .progress
    case .spacer: self = .spacer
    case .divider: self = .divider
    case .navigationLink: self = .navigationLink
    case .empty: self = .empty
    case .styled: self = .styled
    case .shape: self = .shape
    case .tappable: self = .tappable
    case .rowActions: self = .rowActions
    case .layered: self = .layered
    case .labeledContent: self = .labeledContent
    case .slider: self = .slider
    case .disclosure: self = .disclosure
    case .menu: self = .menu
    }
  }

  static let action: JSONValue = ["tapped": [:]]
  static let input = SceneInput(action: ["set": ["value": "@marker"]], valuePath: ["set", "value"])
  static let line = SceneNode.text(SceneText("Text"))

  /// A bar with every item: a title mode, a hidden Back, a toolbar, a search field, a refresh.
  static var bar: SceneBar {
    var bar = SceneBar()
    bar.titleDisplayMode = .inline
    bar.backButtonHidden = true
    bar.items = [SceneToolbarItem(placement: .principal, content: line)]
    var search = field
    search.isSearch = true
    bar.search = search
    bar.refresh = SceneRefresh(action: action, isRefreshing: true)
    bar.detents = SceneDetents(
      stops: [.init(detent: .fraction(0.5), action: ["sized": 1]), .init(detent: .large)],
      current: 0)
    bar.interactiveDismissDisabled = true
    return bar
  }

  /// A text field with every hint, a submit action and a focus.
  static var field: SceneTextField {
    var field = SceneTextField(
      label: "Email", text: "a@b.c", prompt: "Email", isSecure: true, input: input)
    field.keyboard = "email"
    field.autocapitalization = "none"
    field.autocorrection = false
    field.contentType = "email"
    field.submitAction = action
    field.focus = SceneFocus(isFocused: true, focusAction: action, blurAction: action)
    field.fieldStyle = "roundedBorder"
    return field
  }

  static var look: SceneLook {
    var look = SceneLook()
    look.size = 17
    look.weight = "bold"
    look.design = "rounded"
    look.italic = true
    look.monospacedDigit = true
    look.strikethrough = true
    look.underline = true
    look.color = SceneColor(name: "red", opacity: 0.5)
    return look
  }

  static var style: SceneStyle {
    var style = SceneStyle(colorScheme: .dark)
    style.look = look
    style.tint = SceneColor(name: nil, red: 1, green: 0.5, blue: 0)
    style.padding = [1, 2, 3, 4]
    style.frame = SceneFrame(
      width: 10, height: 10, minWidth: 1, minHeight: 1, maxWidth: .infinity, maxHeight: 20,
      alignment: "topLeading")
    style.background = .gradient(kind: "linear", colors: [SceneColor(name: "red")], angle: 90)
    style.cornerRadius = 8
    style.opacity = 0.5
    style.border = .color(SceneColor(name: "blue"))
    style.borderWidth = 2
    style.textAlignment = "center"
    style.lineLimit = 2
    style.transition = "slide"
    style.animated = true
    style.offset = [1, 2]
    style.scale = 2
    style.rotation = 45
    style.hidden = true
    return style
  }

  /// The sample node, every optional field set.
  var node: SceneNode {
    switch self {
    case .stack:
      var pushed = SceneScreen(id: 1, title: "Detail", content: Self.line, popAction: Self.action)
      pushed.bar = Self.bar
      let root = SceneScreen(id: nil, title: "Home", content: .empty, popAction: nil)
      return .stack(id: "stack", root: root, path: [pushed])
    case .tabs:
      let tab = SceneTab(
        tag: "a", label: "A", systemImage: "house", action: Self.action, content: Self.line)
      return .tabs(id: "tabs", selection: "a", tabs: [tab], selectedLocally: true)
    case .vstack:
      return .vstack(
        [Self.line], layout: StackLayout(alignment: "leading", spacing: 8, scrolls: true))
    case .hstack: return .hstack([Self.line], layout: StackLayout(alignment: "top", spacing: 8))
    case .zstack: return .zstack([Self.line], layout: StackLayout(alignment: "bottomTrailing"))
    case .list: return .list([Self.line], editing: true)
    case .section:
      return .section(header: "Header", footer: "Footer", [Self.line], headerAsWritten: true)
    case .text:
      var text = SceneText("Total: 3", style: .headline)
      text.look = Self.look
      text.runs = [SceneTextRun(text: "Total: ", look: Self.look)]
      return .text(text)
    case .button:
      return .button(label: "OK", action: Self.action, role: .destructive, disabled: false)
    case .toggle: return .toggle(label: "On", isOn: true, action: Self.action)
    case .picker:
      let option = SceneOption(tag: "a", label: "A", action: Self.action)
      return .picker(label: "Pick", selection: "a", options: [option], style: .segmented)
    case .labeledButton:
      return .labeledButton(label: Self.line, action: Self.action, role: .cancel, disabled: true)
    case .label: return .label(title: "Title", systemImage: "star")
    case .image: return .image(systemName: "star")
    case .textField: return .textField(Self.field)
    case .stepper:
      return .stepper(label: "Guests", value: "2", decrement: Self.action, increment: nil)
    case .datePicker:
      return .datePicker(label: "Day", date: 0, components: .date, input: Self.input)
    case .progress: return .progress(label: "Loading", fraction: 0.5)
    case .spacer: return .spacer
    case .divider: return .divider
    case .navigationLink: return .navigationLink(label: Self.line, action: Self.action)
    case .empty: return .empty
    case .styled: return .styled(Self.line, Self.style)
    case .shape:
      var shape = SceneShape(kind: "path", cornerRadius: 4, fill: .color(SceneColor(name: "red")))
      shape.stroke = .gradient(kind: "angular", colors: [SceneColor(name: "blue")], angle: 0)
      shape.lineWidth = 3
      shape.lineCap = "round"
      shape.lineJoin = "bevel"
      shape.dash = [2, 1]
      shape.path = "M 0 0 L 10 10"
      shape.trim = [0, 0.5]
      return .shape(shape)
    case .tappable: return .tappable(Self.line, action: Self.action)
    case .rowActions:
      var actions = SceneRowActions()
      actions.trailing = [.button(label: "Delete", action: Self.action, role: nil, disabled: false)]
      actions.leading = [.button(label: "Pin", action: Self.action, role: nil, disabled: false)]
      actions.allowsFullSwipe = false
      actions.menu = [.button(label: "Copy", action: Self.action, role: nil, disabled: false)]
      actions.delete = Self.action
      actions.move = Self.input
      return .rowActions(Self.line, actions)
    case .layered:
      return .layered(
        Self.line, SceneLayers(background: .spacer, overlay: Self.line, alignment: "top"))
    case .labeledContent: return .labeledContent(label: Self.line, content: Self.line)
    case .slider:
      return .slider(
        SceneSlider(
          label: "Volume", value: 0.5, lowerBound: 0, upperBound: 1, step: 0.1, input: Self.input))
    case .disclosure:
      return .disclosure(label: Self.line, isExpanded: true, action: Self.action, content: .spacer)
    case .menu:
      let item = SceneNode.button(label: "Copy", action: Self.action, role: nil, disabled: false)
      return .menu(label: Self.line, items: [item, .divider], disabled: true)
    }
  }
}

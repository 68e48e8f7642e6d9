extension SceneNode {
  /// The same node with every control in it disabled (`.disabled(true)`): it sends nothing.
  func disabled() -> SceneNode { inert(disablingButtons: true) }

  /// The node with no control inside it sending anything, as a screen another screen covers
  /// is rendered for the explorer.
  var withoutActions: SceneNode { inert(disablingButtons: false) }

  /// The node with every control inside made inert: buttons drawn disabled when
  /// `disablingButtons` (else without their action), the other controls without their actions.
  private func inert(disablingButtons: Bool) -> SceneNode {
    mapped { node in
      switch node {
      case .button(let label, let action, let role, let disabled):
        return disablingButtons
          ? .button(label: label, action: action, role: role, disabled: true)
          : .button(label: label, action: nil, role: role, disabled: disabled)
      case .labeledButton(let label, let action, let role, let disabled):
        return disablingButtons
          ? .labeledButton(label: label, action: action, role: role, disabled: true)
          : .labeledButton(label: label, action: nil, role: role, disabled: disabled)
      case .toggle(let label, let isOn, _):
        return .toggle(label: label, isOn: isOn, action: nil)
      case .picker(let label, let selection, let options, let style):
        let inert = options.map { SceneOption(tag: $0.tag, label: $0.label, action: nil) }
        return .picker(label: label, selection: selection, options: inert, style: style)
      case .textField(var field):
        field.input = nil
        field.submitAction = nil
        field.focus = nil
        return .textField(field)
      case .stepper(let label, let value, _, _):
        return .stepper(label: label, value: value, decrement: nil, increment: nil)
      case .datePicker(let label, let date, let components, _):
        return .datePicker(label: label, date: date, components: components, input: nil)
      case .navigationLink(let label, _):
        return .navigationLink(label: label, action: nil)
      case .tappable(let content, _):
        return .tappable(content, action: nil)
      case .slider(var slider):
        slider.input = nil
        return .slider(slider)
      case .disclosure(let label, let isExpanded, _, let content):
        return .disclosure(label: label, isExpanded: isExpanded, action: nil, content: content)
      case .menu(let label, let items, let disabled):
        return .menu(label: label, items: items, disabled: disablingButtons || disabled)
      case .rowActions(let content, var actions):
        actions.delete = nil
        actions.move = nil
        return .rowActions(content, actions)
      default:
        return node
      }
    }
  }
}

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
      case .textField(let label, let text, let prompt, let isSecure, _):
        return .textField(label: label, text: text, prompt: prompt, isSecure: isSecure, input: nil)
      case .stepper(let label, let value, _, _):
        return .stepper(label: label, value: value, decrement: nil, increment: nil)
      case .datePicker(let label, let date, let components, _):
        return .datePicker(label: label, date: date, components: components, input: nil)
      case .navigationLink(let label, _):
        return .navigationLink(label: label, action: nil)
      default:
        return node
      }
    }
  }
}

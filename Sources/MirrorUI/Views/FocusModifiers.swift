extension View {
  /// Binds the text fields inside to `binding`: the focus is on them while it equals `value`,
  /// focusing one on the page sets it to `value`, and the focus leaving them for nowhere sets
  /// it back, as SwiftUI's `.focused(_:equals:)`.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, context in
      let focus = SceneFocus(
        isFocused: binding.wrappedValue == value,
        focusAction: context.action { binding.wrappedValue = value },
        blurAction: context.action { binding.wrappedValue = binding.unfocused })
      for index in nodes.indices {
        nodes[index].node = nodes[index].node.mapped { node in
          guard case .textField(var field) = node, field.focus == nil else { return node }
          field.focus = focus
          return .textField(field)
        }
      }
    }
  }

  /// Binds the text fields inside to a `Bool` focus state: `true` while the focus is on them.
  public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedView<Self> {
    focused(condition, equals: true)
  }

  /// Keeps a value of the feature's state and a value of the view in step, as TCA's
  /// `.bind($store.focus, to: $focus)`: the view's takes the feature's when the view appears
  /// and whenever the feature's changes, and the feature's takes the view's whenever the
  /// view's changes (a person focusing a field).
  public func bind<Value: Hashable>(
    _ modelValue: Binding<Value>, to viewValue: FocusState<Value>.Binding
  ) -> some View {
    bind(get: { modelValue.wrappedValue }, set: { modelValue.wrappedValue = $0 }) {
      viewValue.wrappedValue
    } setView: {
      viewValue.wrappedValue = $0
    }
  }

  /// Keeps two bindings in step, as TCA's `.bind(_:to:)`.
  public func bind<Value: Equatable>(
    _ modelValue: Binding<Value>, to viewValue: Binding<Value>
  ) -> some View {
    bind(get: { modelValue.wrappedValue }, set: { modelValue.wrappedValue = $0 }) {
      viewValue.wrappedValue
    } setView: {
      viewValue.wrappedValue = $0
    }
  }

  private func bind<Value: Equatable>(
    get model: @escaping @MainActor () -> Value,
    set setModel: @escaping @MainActor (Value) -> Void,
    view: @escaping @MainActor () -> Value,
    setView: @escaping @MainActor (Value) -> Void
  ) -> some View {
    self
      .onAppear { if view() != model() { setView(model()) } }
      .onChange(of: model()) { _, new in if view() != new { setView(new) } }
      .onChange(of: view()) { _, new in if model() != new { setModel(new) } }
  }
}

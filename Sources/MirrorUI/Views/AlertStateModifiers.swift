import NavigationCore

/// Alerts and dialogs described by state held in a binding, as swift-navigation spells them
/// (TCA re-exports them): `.alert($model.alert) { action in … }`, and TCA's case studies present
/// an enum feature's plain-state case this way,
/// `.alert($store.scope(\.$destination, action: \.destination).alert)` for
/// `case alert(AlertState<Never>)`.
///
/// Each button calls `handler` with its action, then dismisses by writing `nil`, as the page's
/// dismiss does.
extension View {
  /// Presents an alert while `state` holds one; a button calls `handler` with its action.
  public func alert<Value>(
    _ state: Binding<AlertState<Value>?>, action handler: @escaping (Value?) -> Void
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      guard let alert = state.wrappedValue else { return }
      context.presentations.append(
        ScenePresentation(
          kind: .alert, id: context.makePresentationID(.alert), title: String(state: alert.title),
          message: alert.message.map(String.init), content: nil,
          buttons: alert.buttons.map { context.sceneButton($0, dismissing: state, handler) },
          dismissAction: context.dismissAction(of: state)))
    }
  }

  /// Presents an alert whose buttons only dismiss it while `state` holds one.
  public func alert(_ state: Binding<AlertState<Never>?>) -> PresentingView<Self> {
    alert(state) { _ in }
  }

  /// Presents a confirmation dialog while `state` holds one; a button calls `handler` with its
  /// action.
  public func confirmationDialog<Value>(
    _ state: Binding<ConfirmationDialogState<Value>?>, action handler: @escaping (Value?) -> Void
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      guard let dialog = state.wrappedValue else { return }
      context.presentations.append(
        ScenePresentation(
          kind: .confirmationDialog, id: context.makePresentationID(.confirmationDialog),
          title: dialog.titleVisibility == .hidden ? "" : String(state: dialog.title),
          message: dialog.message.map(String.init), content: nil,
          buttons: dialog.buttons.map { context.sceneButton($0, dismissing: state, handler) },
          dismissAction: context.dismissAction(of: state)))
    }
  }

  /// Presents a confirmation dialog whose buttons only dismiss it while `state` holds one.
  public func confirmationDialog(_ state: Binding<ConfirmationDialogState<Never>?>)
    -> PresentingView<Self>
  {
    confirmationDialog(state) { _ in }
  }
}

extension RenderContext {
  /// `button` of what `state` presents: it calls `handler` with its action, then writes `nil`.
  fileprivate func sceneButton<Value, Presented>(
    _ button: ButtonState<Value>, dismissing state: Binding<Presented?>,
    _ handler: @escaping (Value?) -> Void
  ) -> ScenePresentation.Button {
    ScenePresentation.Button(
      label: String(state: button.label),
      role: button.role.flatMap { ButtonRole(rawValue: $0.rawValue) },
      action: actionRecording == .nowhere
        ? nil
        : recordedAction {
          handler(button.action.action)
          state.set(nil)
        })
  }
}

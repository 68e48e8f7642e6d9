import MirrorJSON
import NavigationCore

/// A view with something presented over it: a sheet, a cover, an alert or a dialog.
///
/// The presentation is appended to the scene's presentations after the ones of the view it is
/// attached to and before the ones inside its own content, so that the list stays outermost
/// first.
public struct PresentingView<Content: View>: PrimitiveView {
  let content: Content
  let present: @MainActor (RenderContext) -> Void

  func render(in context: RenderContext) -> [RenderedNode] {
    let nodes = MirrorUI.render(content, in: context)
    present(context)
    return nodes
  }
}

extension View {
  /// Presents a sheet while `item` holds a store, as TCA's
  /// `.sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit))`.
  ///
  /// The sheet's title is the navigation title of its content; the page's dismiss writes `nil`
  /// through `item`, which sends `.dismiss`.
  public func sheet<State, Action, Sheet: View>(
    item: Binding<Store<State, Action>?>,
    @ViewBuilder content: @escaping @MainActor (Store<State, Action>) -> Sheet
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      context.present(.sheet, item: item, content: content)
    }
  }

  /// Presents a full-screen cover while `item` holds a store; see ``sheet(item:content:)``.
  public func fullScreenCover<State, Action, Cover: View>(
    item: Binding<Store<State, Action>?>,
    @ViewBuilder content: @escaping @MainActor (Store<State, Action>) -> Cover
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      context.present(.fullScreenCover, item: item, content: content)
    }
  }

  /// Presents a popover while `item` holds a store. A phone shows a popover as a sheet, and
  /// so does the page; see ``sheet(item:content:)``.
  public func popover<State, Action, Popover: View>(
    item: Binding<Store<State, Action>?>,
    @ViewBuilder content: @escaping @MainActor (Store<State, Action>) -> Popover
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      context.present(.sheet, item: item, content: content)
    }
  }

  /// Presents an alert while `item` holds a store, as TCA's
  /// `.alert($store.scope(state: \.alert, action: \.alert))`.
  ///
  /// Each button sends the root action for `.presented(buttonAction)`; a button without an
  /// action only dismisses.
  public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>)
    -> PresentingView<Self>
  {
    PresentingView(content: self) { context in
      guard let store = item.wrappedValue else { return }
      context.presentations.append(
        ScenePresentation(
          kind: .alert, id: context.makePresentationID(.alert),
          title: String(state: store.state.title), message: store.state.message.map(String.init),
          content: nil,
          buttons: store.state.buttons.map { store.sceneButton($0) },
          dismissAction: context.dismissAction(of: item)))
    }
  }

  /// Presents a confirmation dialog while `item` holds a store; see ``alert(_:)``.
  public func confirmationDialog<Action>(
    _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      guard let store = item.wrappedValue else { return }
      context.presentations.append(
        ScenePresentation(
          kind: .confirmationDialog, id: context.makePresentationID(.confirmationDialog),
          title: store.state.titleVisibility == .hidden ? "" : String(state: store.state.title),
          message: store.state.message.map(String.init), content: nil,
          buttons: store.state.buttons.map { store.sceneButton($0) },
          dismissAction: context.dismissAction(of: item)))
    }
  }
}

extension Store {
  func sceneButton(_ button: ButtonState<Action>) -> ScenePresentation.Button {
    ScenePresentation.Button(
      label: String(state: button.label),
      role: button.role.flatMap { ButtonRole(rawValue: $0.rawValue) },
      action: button.action.action.flatMap { toRoot?($0) ?? nil })
  }
}

extension RenderContext {
  /// What the page's dismiss sends: `nil` written through `item`. A presentation is never
  /// covered, so it records this even over a covered screen.
  func dismissAction<Item>(of item: Binding<Item?>) -> JSONValue? {
    actionRecording == .nowhere ? nil : recordedAction { item.set(nil) }
  }

  /// Appends a sheet or cover presenting `content` while `item` holds a store, then renders
  /// the content (so that what the content presents comes after it).
  func present<State, Action, Content: View>(
    _ kind: ScenePresentation.Kind, item: Binding<Store<State, Action>?>,
    content: (Store<State, Action>) -> Content
  ) {
    guard let store = item.wrappedValue else { return }
    present(kind, dismissAction: dismissAction(of: item)) { content(store) }
  }

  /// Appends a sheet or cover of `kind` presenting `content`, which `dismissAction` dismisses,
  /// then renders the content (so that what the content presents comes after it).
  func present<Content: View>(
    _ kind: ScenePresentation.Kind, dismissAction: JSONValue?, content: () -> Content
  ) {
    let index = presentations.count
    let id = makePresentationID(kind)
    presentations.append(
      ScenePresentation(
        kind: kind, id: id, title: "", message: nil, content: .empty, buttons: [],
        dismissAction: dismissAction))
    let rendered = renderingPresentation(id: id, dismissAction: dismissAction) {
      MirrorUI.render(content(), in: self)
    }
    presentations[index].title = rendered.title ?? ""
    presentations[index].content = rendered.combined
    presentations[index].bar = rendered.bar
    // `.presentationDetents` and `.interactiveDismissDisabled` inside the sheet's stack are
    // set on its root screen.
    if case .stack(_, let root, _) = rendered.combined {
      presentations[index].bar.detents = rendered.bar.detents ?? root.bar.detents
      presentations[index].bar.interactiveDismissDisabled =
        rendered.bar.interactiveDismissDisabled || root.bar.interactiveDismissDisabled
    }
  }

  /// Appends an alert or dialog titled `title` whose buttons are the buttons `actions` renders
  /// (each also dismissing it, as SwiftUI's do, and a Cancel one when there is none) while it
  /// is presented; `dismiss` writes `false` or `nil` through its binding.
  func presentAlert(
    _ kind: ScenePresentation.Kind, title: String, dismiss: @escaping @MainActor () -> Void,
    actions: () -> [RenderedNode], message: () -> [RenderedNode]
  ) {
    let id = makePresentationID(kind)
    let dismissAction = actionRecording == .nowhere ? nil : recordedAction(of: dismiss)
    let (buttons, text) = rendering(at: .scope(id)) {
      (
        rendering(at: .slot("actions"), actions).map(\.node),
        rendering(at: .slot("message"), message).combined.plainText
      )
    }
    var sceneButtons = buttons.compactMap { node -> ScenePresentation.Button? in
      switch node {
      case .button(let label, let action, let role, _):
        return ScenePresentation.Button(
          label: label, role: role, action: ViewOp.combined(action, dismissAction))
      case .labeledButton(let label, let action, let role, _):
        return ScenePresentation.Button(
          label: label.plainText ?? "", role: role,
          action: ViewOp.combined(action, dismissAction))
      default: return nil
      }
    }
    if sceneButtons.isEmpty {
      sceneButtons = [ScenePresentation.Button(label: "OK", role: nil, action: dismissAction)]
    }
    presentations.append(
      ScenePresentation(
        kind: kind, id: id, title: title, message: text, content: nil, buttons: sceneButtons,
        dismissAction: dismissAction))
  }
}

extension View {
  /// Presents `content` as a sheet while `isPresented` is `true`, as SwiftUI's; the page's
  /// dismiss writes `false`. Driven by an `@State`, it presents for every browser.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: () -> Content
  ) -> PresentingView<Self> {
    presenting(.sheet, isPresented: isPresented, content: content())
  }

  /// Presents `content` as a full-screen cover while `isPresented` is `true`.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: () -> Content
  ) -> PresentingView<Self> {
    presenting(.fullScreenCover, isPresented: isPresented, content: content())
  }

  /// Presents `content` as a popover (a sheet on a phone) while `isPresented` is `true`.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: () -> Content
  ) -> PresentingView<Self> {
    presenting(.sheet, isPresented: isPresented, content: content())
  }

  /// Presents the sheet `content` makes for `item` while it is not `nil`.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      guard let value = item.wrappedValue else { return }
      context.present(.sheet, dismissAction: context.dismissAction(of: item)) { content(value) }
    }
  }

  /// Presents the full-screen cover `content` makes for `item` while it is not `nil`.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      guard let value = item.wrappedValue else { return }
      context.present(.fullScreenCover, dismissAction: context.dismissAction(of: item)) {
        content(value)
      }
    }
  }

  private func presenting<Content: View>(
    _ kind: ScenePresentation.Kind, isPresented: Binding<Bool>, content: Content
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      guard isPresented.wrappedValue else { return }
      let dismiss =
        context.actionRecording == .nowhere
        ? nil : context.recordedAction { isPresented.set(false) }
      context.present(kind, dismissAction: dismiss) { content }
    }
  }

  /// Presents an alert titled `title` while `isPresented` is `true`, as SwiftUI's: its buttons
  /// are the buttons of `actions`, each also dismissing it.
  public func alert<Actions: View, Message: View>(
    _ title: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
  ) -> PresentingView<Self> {
    alertPresenting(.alert, Text(title).content, isPresented, actions(), message())
  }

  /// Presents an alert titled `title` while `isPresented` is `true`.
  public func alert<Actions: View>(
    _ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> PresentingView<Self> {
    alertPresenting(.alert, Text(title).content, isPresented, actions(), EmptyView())
  }

  /// Presents an alert about `data` while `isPresented` is `true` and `data` is not `nil`.
  public func alert<Actions: View, Message: View, T>(
    _ title: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping @MainActor (T) -> Actions,
    @ViewBuilder message: @escaping @MainActor (T) -> Message
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      guard isPresented.wrappedValue, let data else { return }
      context.presentAlert(
        .alert, title: Text(title).content, dismiss: { isPresented.set(false) },
        actions: { MirrorUI.render(actions(data), in: context) },
        message: { MirrorUI.render(message(data), in: context) })
    }
  }

  /// Presents a confirmation dialog while `isPresented` is `true`, as SwiftUI's.
  public func confirmationDialog<Actions: View>(
    _ title: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> Actions
  ) -> PresentingView<Self> {
    alertPresenting(
      .confirmationDialog, titleVisibility == .visible ? Text(title).content : "", isPresented,
      actions(), EmptyView())
  }

  /// Presents a confirmation dialog with a message while `isPresented` is `true`.
  public func confirmationDialog<Actions: View, Message: View>(
    _ title: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> PresentingView<Self> {
    alertPresenting(
      .confirmationDialog, titleVisibility == .visible ? Text(title).content : "", isPresented,
      actions(), message())
  }

  private func alertPresenting<Actions: View, Message: View>(
    _ kind: ScenePresentation.Kind, _ title: String, _ isPresented: Binding<Bool>,
    _ actions: Actions, _ message: Message
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      guard isPresented.wrappedValue else { return }
      context.presentAlert(
        kind, title: title, dismiss: { isPresented.set(false) },
        actions: { MirrorUI.render(actions, in: context) },
        message: { MirrorUI.render(message, in: context) })
    }
  }
}

/// Whether something is shown, as SwiftUI's.
public enum Visibility: Hashable, Sendable {
  case automatic, visible, hidden
}

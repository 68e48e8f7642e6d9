import MirrorJSON
import NavigationCore

/// A view with something presented over it: a sheet, a cover, an alert or a dialog.
///
/// The presentation is appended to the scene's presentations after the ones of the view it is
/// attached to and before the ones inside its own content, so that the list stays outermost
/// first.
public struct PresentingView<Content: View>: PrimitiveView {
  let content: Content
  let present: (RenderContext) -> Void

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
    item: Binding<ViewStore<State, Action>?>,
    @ViewBuilder content: @escaping (ViewStore<State, Action>) -> Sheet
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      context.present(.sheet, item: item, content: content)
    }
  }

  /// Presents a full-screen cover while `item` holds a store; see ``sheet(item:content:)``.
  public func fullScreenCover<State, Action, Cover: View>(
    item: Binding<ViewStore<State, Action>?>,
    @ViewBuilder content: @escaping (ViewStore<State, Action>) -> Cover
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      context.present(.fullScreenCover, item: item, content: content)
    }
  }

  /// Presents a popover while `item` holds a store. A phone shows a popover as a sheet, and
  /// so does the page; see ``sheet(item:content:)``.
  public func popover<State, Action, Popover: View>(
    item: Binding<ViewStore<State, Action>?>,
    @ViewBuilder content: @escaping (ViewStore<State, Action>) -> Popover
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
  public func alert<Action>(_ item: Binding<ViewStore<AlertState<Action>, Action>?>)
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
    _ item: Binding<ViewStore<ConfirmationDialogState<Action>, Action>?>
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

extension ViewStore {
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
    actionRecording == .nowhere ? nil : ActionRecorder.firstAction { item.set(nil) }
  }

  /// Appends a sheet or cover presenting `content` while `item` holds a store, then renders
  /// the content (so that what the content presents comes after it).
  func present<State, Action, Content: View>(
    _ kind: ScenePresentation.Kind, item: Binding<ViewStore<State, Action>?>,
    content: (ViewStore<State, Action>) -> Content
  ) {
    guard let store = item.wrappedValue else { return }
    let index = presentations.count
    let id = makePresentationID(kind)
    presentations.append(
      ScenePresentation(
        kind: kind, id: id, title: "", message: nil, content: .empty, buttons: [],
        dismissAction: dismissAction(of: item)))
    let rendered = renderingPresentation(id: id) { MirrorUI.render(content(store), in: self) }
    presentations[index].title = rendered.title ?? ""
    presentations[index].content = rendered.combined
    presentations[index].bar = rendered.bar
  }
}

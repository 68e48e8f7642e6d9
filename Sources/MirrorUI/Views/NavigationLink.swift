import MirrorJSON
import NavigationCore

/// A row that pushes a screen onto the navigation stack around it, as TCA's
/// `NavigationLink(state:)`:
///
/// ```swift
/// NavigationLink(state: AppFeature.Path.State.detail(DetailFeature.State())) {
///   Label("Detail", systemImage: "doc")
/// }
/// NavigationLink("Settings", state: AppFeature.Path.State.settings(.init()))
/// ```
///
/// It sends the `.push(id:state:)` of the nearest `NavigationStack(path:)`, with the id the
/// stack hands out next; the page draws it as a row with a chevron. Stacks here are driven by
/// state, so SwiftUI's `NavigationLink(value:)` is this link with the path's element state as
/// its value (`NavigationLink(value: Path.State.detail(…)) { … }`); a link with `nil` state is
/// drawn disabled.
public struct NavigationLink<Label: View>: PrimitiveView {
  let state: Any?
  let stateType: Any.Type
  let label: Label
  /// What a link to a view pushes, instead of a path's element.
  let destination: LinkDestination?

  /// A link pushing `state`, drawn as `label`.
  public init<State>(state: State?, @ViewBuilder label: () -> Label) {
    self.state = state
    self.stateType = State.self
    self.label = label()
    self.destination = nil
  }

  /// A link pushing `destination` onto the stack around it, drawn as `label`, as SwiftUI's:
  /// whether it is pushed is view state of the link (a tap sets it, Back clears it), so it
  /// pushes for every browser and time travel moves it.
  public init<Destination: View>(
    destination: Destination, @ViewBuilder label: () -> Label
  ) {
    self.state = nil
    self.stateType = Destination.self
    self.label = label()
    self.destination = LinkDestination(destination, isActive: nil)
  }

  /// A link pushing `destination` while `isActive` is `true`, as SwiftUI's older form.
  public init<Destination: View>(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.state = nil
    self.stateType = Destination.self
    self.label = label()
    self.destination = LinkDestination(destination, isActive: isActive)
  }

  /// A link pushing `value`, SwiftUI's spelling of ``init(state:label:)``: the value is an
  /// element state of the path of the stack around the link.
  public init<Value>(value: Value?, @ViewBuilder label: () -> Label) {
    self.init(state: value, label: label)
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let labelNode = context.rendering(at: .slot("label")) {
      MirrorUI.render(label, in: context).combined
    }
    if let destination { return destination.render(label: labelNode, in: context) }
    guard let push = context.innermostStackPush() else {
      context.report(
        Diagnostic(
          code: "navigation-link-without-stack",
          message: """
            A NavigationLink pushing \(stateType) is not inside a NavigationStack(path:): it \
            has no stack to push onto and does nothing.
            """,
          fix: """
            Put the link inside a NavigationStack(path: $store.scope(state: \\.path, action: \
            \\.path)) whose path holds \(stateType) elements.
            """))
      return [RenderedNode(node: .navigationLink(label: labelNode, action: nil))]
    }
    if stateType != push.elementType {
      context.report(
        Diagnostic(
          code: "navigation-link-wrong-state",
          message: """
            A NavigationLink pushes \(stateType), but the stack around it holds \
            \(push.elementType) elements: it does nothing.
            """,
          fix: "Give the link a state of the path's element type, \(push.elementType)."))
    }
    let action = context.recordsActions ? state.flatMap(push.action) : nil
    return [RenderedNode(node: .navigationLink(label: labelNode, action: action))]
  }
}

extension NavigationLink where Label == Text {
  /// A link pushing `state`, drawn as `title`.
  public init<State>(_ title: LocalizedStringKey, state: State?) {
    self.init(state: state) { Text(title) }
  }

  /// A link pushing `value`, drawn as `title`: SwiftUI's spelling of ``init(_:state:)``.
  public init<Value>(_ title: LocalizedStringKey, value: Value?) {
    self.init(state: value) { Text(title) }
  }

  /// A link pushing `state`, drawn as the string `title` as it is (not looked up as a key), as
  /// `NavigationLink(item.name, state: …)` reads; a literal title takes the key's initializer,
  /// as in SwiftUI.
  @_disfavoredOverload
  public init<S: StringProtocol, State>(_ title: S, state: State?) {
    self.init(state: state) { Text(title) }
  }

  /// A link pushing `value`, drawn as the string `title` as it is.
  @_disfavoredOverload
  public init<S: StringProtocol, Value>(_ title: S, value: Value?) {
    self.init(state: value) { Text(title) }
  }

  /// A link pushing `destination`, drawn as the string `title` as it is.
  @_disfavoredOverload
  public init<S: StringProtocol, Destination: View>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link pushing `destination`, drawn as `title`.
  public init<Destination: View>(_ title: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link pushing the view `destination` makes, drawn as `title`.
  public init<Destination: View>(
    _ title: LocalizedStringKey, @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination()) { Text(title) }
  }

  /// A link pushing `destination` while `isActive` is true, drawn as `title`.
  public init<Destination: View>(
    _ title: LocalizedStringKey, isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), isActive: isActive) { Text(title) }
  }

  /// A link pushing `destination` while `selection` is `tag`, drawn as `title`: the tap sets
  /// `selection` to `tag`, going back sets it to `nil`.
  public init<Destination: View, V: Hashable>(
    _ title: LocalizedStringKey, tag: V, selection: Binding<V?>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
  }
}

extension NavigationLink {
  /// A link pushing the view `destination` makes, drawn as `label`.
  public init<Destination: View>(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), label: label)
  }

  /// A link pushing the view `destination` makes while `isActive` is true, drawn as `label`.
  public init<Destination: View>(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), isActive: isActive, label: label)
  }

  /// A link pushing `destination` while `selection` is `tag`, drawn as `label`: the tap sets
  /// `selection` to `tag`, going back sets it to `nil`.
  public init<Destination: View, V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    let isActive = Binding<Bool> {
      selection.wrappedValue == tag
    } set: { active in
      if active {
        selection.wrappedValue = tag
      } else if selection.wrappedValue == tag {
        selection.wrappedValue = nil
      }
    }
    self.init(destination: destination, isActive: isActive, label: label)
  }

  /// A link pushing the view `destination` makes while `selection` is `tag`, drawn as `label`.
  public init<Destination: View, V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), tag: tag, selection: selection, label: label)
  }
}

/// The view a link pushes, and the binding that says whether it is pushed (the link's own
/// view state without one).
@MainActor struct LinkDestination {
  let render: @MainActor (RenderContext) -> [RenderedNode]
  let type: Any.Type
  let isActive: Binding<Bool>?

  init<Destination: View>(_ destination: Destination, isActive: Binding<Bool>?) {
    self.render = { MirrorUI.render(destination, in: $0) }
    self.type = Destination.self
    self.isActive = isActive
  }

  /// The link, and its screen pushed onto the stack around it while it is active.
  func render(label: SceneNode, in context: RenderContext) -> [RenderedNode] {
    let key = "@NavigationLink \(context.pathDescription)"
    let access = context.viewState
    let active =
      isActive
      ?? Binding {
        access.register(key, initialValue: false)
        return access.read(key, initialValue: false)
      } set: {
        access.write(key, $0)
      }
    let isPushed = active.wrappedValue
    let enabled = context.environment.isEnabled
    let tap = enabled ? context.action { active.set(true) } : nil
    if isPushed {
      context.pushDestination(type, popAction: context.recordedAction { active.set(false) }) {
        render(context)
      }
    }
    return [RenderedNode(node: .navigationLink(label: label, action: tap))]
  }
}

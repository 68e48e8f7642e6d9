/// A value read from the environment, as SwiftUI's `@Environment`:
///
/// ```swift
/// @Environment(\.dismiss) var dismiss
/// @Environment(\.editMode) var editMode
/// ```
///
/// It reads the environment of the view where the view is rendered: what the `.environment`
/// modifiers around it set, the presentation it is in (``EnvironmentValues/dismiss``), and the
/// defaults.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let location = EnvironmentLocation()

  /// Reads the environment's value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value.
  @MainActor public var wrappedValue: Value {
    (location.values ?? EnvironmentValues())[keyPath: keyPath]
  }
}

extension Environment: InstallableProperty {
  func install(key: String, in context: RenderContext) {
    location.values = context.environment
  }
}

/// The environment an ``Environment`` property reads, given by the render.
@MainActor final class EnvironmentLocation {
  var values: EnvironmentValues?

  nonisolated init() {}
}

extension View {
  /// Sets the environment's value at `keyPath` for this view and everything inside it, as
  /// SwiftUI's: `.environment(\.editMode, $store.editMode)`,
  /// `.environment(\.colorScheme, .dark)`.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> EnvironmentView<Self> {
    EnvironmentView(content: self) { environment in
      environment[keyPath: keyPath] = value
      if (keyPath as AnyKeyPath) == \EnvironmentValues.editMode {
        environment.hasExplicitEditMode = true
      }
    }
  }

  /// Changes the environment of this view and everything inside it with `transform`, as
  /// SwiftUI's `transformEnvironment`.
  public func transformEnvironment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
    transform: @escaping (inout Value) -> Void
  ) -> EnvironmentView<Self> {
    EnvironmentView(content: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// A view rendered in a changed environment.
public struct EnvironmentView<Content: View>: PrimitiveView {
  let content: Content
  let change: (inout EnvironmentValues) -> Void

  func render(in context: RenderContext) -> [RenderedNode] {
    let outer = context.environment
    change(&context.environment)
    defer { context.environment = outer }
    let nodes = MirrorUI.render(content, in: context)
    guard context.environment.colorScheme != outer.colorScheme else { return nodes }
    // A subtree in another colour scheme is drawn in it, as a preview in dark mode is.
    let scheme = context.environment.colorScheme
    return [
      RenderedNode(
        node: .styled(nodes.combined, SceneStyle(colorScheme: scheme)), around: nodes)
    ]
  }
}

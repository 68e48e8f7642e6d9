/// Which control has the keyboard focus, as SwiftUI's `@FocusState`: bound to text fields with
/// `.focused($focus, equals: .name)` (or `.focused($isFocused)` for a `Bool`), set by code to
/// move the focus, and read to know where it is.
///
/// ```swift
/// @FocusState var focus: Field?
/// TextField("Name", text: $store.name).focused($focus, equals: .name)
/// ```
///
/// Like ``State``, it is view state the running app keeps: when a person focuses a field on
/// the page the page sends it, every browser follows the focus, time travel restores it, and
/// `.bind($store.focus, to: $focus)` keeps it in step with the feature's state.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  private let location: ViewStateLocation
  private let unfocused: Value

  /// A focus state for one field: `true` while it has the focus.
  public init() where Value == Bool {
    self.location = ViewStateLocation(kind: "@FocusState")
    self.unfocused = false
  }

  /// A focus state for several fields: the focused one's value, `nil` when none has it.
  public init<Field: Hashable>() where Value == Field? {
    self.location = ViewStateLocation(kind: "@FocusState")
    self.unfocused = nil
  }

  /// The focused field.
  @MainActor public var wrappedValue: Value {
    get { location.read(initialValue: unfocused) }
    nonmutating set { location.write(newValue, initialValue: unfocused) }
  }

  /// A binding for `.focused` and `.bind`: `$focus`.
  @MainActor public var projectedValue: Binding {
    let location = location
    let unfocused = unfocused
    return Binding(
      get: { location.read(initialValue: unfocused) },
      set: { location.write($0, initialValue: unfocused) }, unfocused: unfocused)
  }

  /// A binding to a focus state, as SwiftUI's `FocusState.Binding`.
  @propertyWrapper
  public struct Binding {
    private let get: @MainActor () -> Value
    private let set: @MainActor (Value) -> Void
    /// The value when no field of this focus state has the focus.
    let unfocused: Value

    init(
      get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void,
      unfocused: Value
    ) {
      self.get = get
      self.set = set
      self.unfocused = unfocused
    }

    /// The focused field.
    @MainActor public var wrappedValue: Value {
      get { get() }
      nonmutating set { set(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: InstallableProperty {
  func install(key: String, in context: RenderContext) {
    location.install(key: key, access: context.viewState, initialValue: unfocused)
  }
}

/// A value a view owns, as SwiftUI's `@State`: the view reads it in `body` and changes it from
/// a control's binding (`$isExpanded`) or a closure.
///
/// ```swift
/// struct TripRow: View {
///   let trip: Trip
///   @State private var isExpanded = false
///   var body: some View {
///     DisclosureGroup(trip.name, isExpanded: $isExpanded) { Text(trip.notes) }
///   }
/// }
/// ```
///
/// The value is not the view's to keep on a server that many browsers watch: the running app
/// keeps it, under the view's structural identity, in its view state (``ViewStateTable``). So
/// it is journaled with the room, restored by time travel, the same in every browser, shown in
/// the inspector beside the feature's state and logged when it changes, each change a version
/// (`@State TripRow.isExpanded · 0.[3] = true`). As in SwiftUI, it starts from the declared
/// value when the view first appears, and is forgotten when the view goes away. The value
/// needs a JSON form (`Codable`, or `RawRepresentable`); one without is kept by the running app
/// alone, and a control cannot set it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let initialValue: Value
  private let location: ViewStateLocation

  /// Declares view state starting at `wrappedValue`.
  public init(wrappedValue: Value) {
    self.initialValue = wrappedValue
    self.location = ViewStateLocation(kind: "@State")
  }

  /// Declares view state starting at `initialValue`, as `_text = State(initialValue: text)`.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// The value.
  @MainActor public var wrappedValue: Value {
    get { location.read(initialValue: initialValue) }
    nonmutating set { location.write(newValue, initialValue: initialValue) }
  }

  /// A binding to the value, for a control: `$isExpanded`.
  @MainActor public var projectedValue: Binding<Value> {
    let location = location
    let initialValue = initialValue
    return Binding {
      location.read(initialValue: initialValue)
    } set: {
      location.write($0, initialValue: initialValue)
    }
  }
}

// In an extension, as SwiftUI declares it: declared in the type itself, the compiler takes it for
// the default of every `@State var x: T` without an initial value, and refuses a view that sets
// such a property in its own `init` (`self.store = store`) unless `T` is optional.
extension State where Value: ExpressibleByNilLiteral {
  /// Declares optional view state starting at `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: InstallableProperty {
  func install(key: String, in context: RenderContext) {
    location.install(key: key, access: context.viewState, initialValue: initialValue)
  }
}

/// Where a view-state property (`@State`, `@FocusState`) reads and writes: the key the render
/// gave it and the view state of that render. Before it is installed (a view read outside a
/// render) it reads its initial value and writes nowhere.
@MainActor final class ViewStateLocation {
  /// `@State` or `@FocusState`, the start of the key.
  let kind: String
  private var installed: (key: String, access: ViewStateAccess)?

  /// A location not installed yet; made wherever the view is made.
  nonisolated init(kind: String) { self.kind = kind }

  func install<Value>(key: String, access: ViewStateAccess, initialValue: Value) {
    let key = "\(kind) \(key)"
    installed = (key, access)
    access.register(key, initialValue: initialValue)
  }

  func read<Value>(initialValue: Value) -> Value {
    guard let (key, access) = installed else { return initialValue }
    return access.read(key, initialValue: initialValue)
  }

  func write<Value>(_ value: Value, initialValue: Value) {
    guard let (key, access) = installed else { return }
    access.write(key, value)
  }
}

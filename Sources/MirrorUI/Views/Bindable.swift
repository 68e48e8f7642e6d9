import CasePaths
import NavigationCore

/// A store a view derives bindings from, written as in TCA with SwiftUI's `@Bindable`:
///
/// ```swift
/// struct EditView: View {
///   @Bindable var store: StoreOf<EditFeature>
///   var body: some View {
///     TextField("Name", text: $store.name)
///     TabView(selection: $store.selectedTab.sending(\.tabSelected)) { … }
///   }
/// }
/// ```
///
/// `$store.field` is a binding when the feature's action is a `BindableAction` (writing it
/// sends `.binding(.set(\.field, value))`); `$store.field.sending(\.action)` binds a field to
/// any action; `$store.scope(state:action:)` binds a stack (`NavigationStack(path:)`) or a
/// presentation (`.sheet(item:)`, `.alert(_:)`, …).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The store.
  public var wrappedValue: Value

  /// Wraps `wrappedValue`: what `@Bindable var store` and the view's memberwise init call.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Wraps `wrappedValue`, as `@Bindable var store = store` inside a body does.
  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// `$store`: the bindings.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to a field of a feature whose action is a `BindableAction`: writing it sends
  /// `.binding(.set(keyPath, newValue))`, as TCA's `$store.field`.
  @MainActor
  public subscript<State: ObservableState, Action: BindableAction, Member: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Member>
  ) -> Binding<Member> where Value: Store<State, Action>, Action.State == State {
    let store = wrappedValue
    return Binding(value: store.state[keyPath: keyPath]) { newValue in
      store.send(.binding(.set(binding: keyPath, newValue)))
    }
  }

  /// A binding to a field of a feature whose view actions are a `BindableAction`: writing it
  /// sends `.view(.binding(.set(keyPath, newValue)))`, as TCA's `$store.field` for a
  /// `@ViewAction` feature.
  @MainActor
  public subscript<State: ObservableState, Action: ViewAction, Member: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Member>
  ) -> Binding<Member>
  where
    Value: Store<State, Action>, Action.ViewAction: BindableAction,
    Action.ViewAction.State == State
  {
    let store = wrappedValue
    return Binding(value: store.state[keyPath: keyPath]) { newValue in
      store.send(.view(.binding(.set(binding: keyPath, newValue))))
    }
  }

  /// A field of the store's state, to bind with ``StoreBinding/sending(_:)``:
  /// `$store.selectedTab.sending(\.tabSelected)`.
  @_disfavoredOverload
  @MainActor
  public subscript<State, Action, Member>(
    dynamicMember keyPath: KeyPath<State, Member>
  ) -> StoreBinding<State, Action, Member> where Value: Store<State, Action> {
    StoreBinding(store: wrappedValue, keyPath: keyPath)
  }
}

/// A field of a store's state on its way to a binding: ``sending(_:)`` names the action that
/// changes it, as TCA's `$store.field.sending(\.action)`.
@dynamicMemberLookup
public struct StoreBinding<State, Action, Value> {
  let store: Store<State, Action>
  let keyPath: KeyPath<State, Value>

  /// A field of this field: `$store.settings.sort.sending(\.sortChanged)`.
  @MainActor
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> StoreBinding<State, Action, Member> {
    StoreBinding<State, Action, Member>(
      store: store, keyPath: self.keyPath.appending(path: keyPath))
  }

  /// A binding that reads the field and, when written, sends `action` with the new value.
  @MainActor public func sending(_ action: @escaping @autoclosure () -> CaseKeyPath<Action, Value>)
    -> Binding<Value>
  {
    let toRoot = store.sending(action)
    return Binding(value: store.state[keyPath: keyPath]) {
      _ = LiveSending.send(toRoot?($0) ?? nil)
    }
  }
}

extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
  /// A field of the state, read, and written as TCA's store lets a view write it:
  /// `store.isComplete.toggle()` sends `.binding(.set(\.isComplete, …))`.
  @MainActor
  public subscript<Member: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Member>
  ) -> Member {
    get { state[keyPath: keyPath] }
    set { send(.binding(.set(binding: keyPath, newValue))) }
  }
}

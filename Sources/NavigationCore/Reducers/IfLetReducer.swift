import CasePaths
import ConcurrencyExtras

extension Reducer {
  /// Runs `wrapped` on the optional child state at `toWrappedState` while it is not `nil`.
  ///
  /// ```swift
  /// .ifLet(\.child, action: \.child) { Child() }
  /// ```
  ///
  /// The child runs first, then this reducer, so the child sees its actions while its state is
  /// still there. An action for the child while its state is `nil` is reported and ignored.
  /// The child's effects are cancelled when its state becomes `nil` or changes identity.
  /// Ephemeral state (an alert, a dialog) is cleared after its action, as in TCA.
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> IfLetReducer<Self, Wrapped>
  where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
    IfLetReducer(
      base: self, toWrappedState: toWrappedState, toWrappedAction: CaseExtractor(toWrappedAction),
      runWrapped: wrapped()._resolvedReduce(), fileID: fileID, line: line)
  }
}

extension Reducer {
  /// Integrates an optional alert or dialog that needs no reducer of its own, cleared after
  /// its action unless the parent replaced it: `.ifLet(\.alert, action: \.alert)`.
  public func ifLet<WrappedState: EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    ifLet(
      toWrappedState, action: toWrappedAction, then: { EmptyReducer() }, fileID: fileID,
      line: line)
  }
}

/// The reducer `ifLet(_:action:then:)` returns for optional state: see
/// ``Reducer/ifLet(_:action:then:fileID:line:)``.
///
/// Its `reduce` is inlinable so that it is specialized for each feature.
public struct IfLetReducer<Base: Reducer, Wrapped: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let toWrappedState: WritableKeyPath<Base.State, Wrapped.State?>
  @usableFromInline let toWrappedAction: CaseExtractor<Base.Action, Wrapped.Action>
  /// The child's `reduce`, its body built once.
  @usableFromInline
  let runWrapped: (inout Wrapped.State, Wrapped.Action) -> Effect<Wrapped.Action>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // The enclosing ids, read once: a task-local lookup.
    let path = NavigationContext.current.path
    let idBefore = childID(state, in: path)
    var childEffects = Effect<Base.Action>.none
    let childAction = toWrappedAction.extract(from: action)
    if let childAction {
      if let id = idBefore {
        let context = NavigationContext(
          path: id.path + [AnyHashableSendable(id)], dismissID: NavigationContext.current.dismissID)
        childEffects = NavigationContext.with(context) {
          runWrapped(&state[keyPath: toWrappedState]!, childAction)
        }
        .map(toWrappedAction.embed)
        .cancellable(unscoped: EffectID(id))
      } else {
        reportNilState(childAction)
      }
    }
    let effects = childEffects.merge(with: base.reduce(into: &state, action: action))
    guard let idBefore else { return effects }
    if childID(state, in: path) == idBefore {
      // An alert or a dialog goes away after its action, unless the parent replaced it.
      guard idBefore.isEphemeral, childAction != nil else { return effects }
      state[keyPath: toWrappedState] = nil
    }
    return effects.merge(with: .cancel(unscoped: EffectID(idBefore)))
  }

  @inlinable
  func childID(_ state: Base.State, in path: [AnyHashableSendable]) -> PresentationID? {
    state[keyPath: toWrappedState].map {
      PresentationID(path: path, location: toWrappedState, state: $0)
    }
  }

  @usableFromInline
  func reportNilState(_ action: Wrapped.Action) {
    RuntimeWarnings.report(
      code: "iflet-nil-state",
      message: """
        An "ifLet" at "\(fileID):\(line)" received a child action when child state was \
        "nil".

          Action:
        \(String(customDumping: action).indent(by: 4))
        """,
      fix: """
        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
        before any other reducer sets child state to "nil". This ensures that child reducers can \
        handle their actions while their state is still available.

        An in-flight effect emitted this action when child state was "nil". While it may be \
        perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state becomes "nil", especially if it is a long-living effect.

        This action was sent to the store while state was "nil". Make sure that actions for this \
        reducer can only be sent from a store when state is non-"nil". In SwiftUI \
        applications, use "IfLetStore".
        """
    )
  }
}

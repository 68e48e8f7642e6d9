import CasePaths
import ConcurrencyExtras

extension Reducer {
  /// Runs `child` on the case `toCaseState` of this feature's enum state, while the state is in
  /// that case: how an app root switches between, say, `intro` and `mainTab`.
  ///
  /// ```swift
  /// Reduce { … }
  ///   .ifCaseLet(\.intro, action: \.intro) { Intro() }
  ///   .ifCaseLet(\.mainTab, action: \.mainTab) { MainTab() }
  /// ```
  ///
  /// The child runs first, then this reducer. An action for the child while the state is in
  /// another case is reported and ignored. The child's effects are cancelled when the state
  /// leaves the case.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Case,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> IfCaseLetReducer<Self, Case>
  where Case.State == CaseState, Case.Action == CaseAction {
    IfCaseLetReducer(
      base: self, location: toCaseState, toCaseState: CaseExtractor(toCaseState),
      toCaseAction: CaseExtractor(toCaseAction), runChild: child()._resolvedReduce(),
      fileID: fileID, line: line)
  }
}

/// The reducer `ifCaseLet` returns: see ``Reducer/ifCaseLet(_:action:then:fileID:line:)``.
///
/// Its `reduce` is inlinable so that it is specialized for each feature, like the other
/// navigation reducers'.
public struct IfCaseLetReducer<Base: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let location: AnyKeyPath
  @usableFromInline let toCaseState: CaseExtractor<Base.State, Child.State>
  @usableFromInline let toCaseAction: CaseExtractor<Base.Action, Child.Action>
  /// The child's `reduce`, its body built once.
  @usableFromInline let runChild: (inout Child.State, Child.Action) -> Effect<Child.Action>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // The enclosing ids, read once: a task-local lookup.
    let path = NavigationContext.current.path
    let idBefore = caseID(state, in: path)
    var childEffects = Effect<Base.Action>.none
    if let childAction = toCaseAction.extract(from: action) {
      if let id = idBefore {
        ReducerTrace.record("ifCaseLet runs \(Child.self)")
        let context = NavigationContext(
          path: id.path + [AnyHashableSendable(id)], dismissID: NavigationContext.current.dismissID)
        // `idBefore` says the state is in the case.
        let effects = toCaseState.modify(&state) { childState in
          NavigationContext.with(context) { runChild(&childState, childAction) }
        }
        childEffects = (effects ?? .none).map(toCaseAction.embed).cancellable(
          unscoped: EffectID(id))
      } else {
        reportWrongCase(childAction, state: state)
      }
    }
    let effects = childEffects.merge(with: base.reduce(into: &state, action: action))
    guard let idBefore, caseID(state, in: path) != idBefore else { return effects }
    return effects.merge(with: .cancel(unscoped: EffectID(idBefore)))
  }

  /// The identity of the case's state; `nil` when the state is in another case.
  @inlinable
  func caseID(_ state: Base.State, in path: [AnyHashableSendable]) -> PresentationID? {
    toCaseState.extract(from: state).map {
      PresentationID(path: path, location: location, state: $0)
    }
  }

  @usableFromInline
  func reportWrongCase(_ action: Child.Action, state: Base.State) {
    RuntimeWarnings.report(
      code: "ifcaselet-wrong-case",
      message: """
        An "ifCaseLet" at "\(fileID):\(line)" received a child action when child state \
        was set to a different case.

          Action:
        \(String(customDumping: action).indent(by: 4))
          State:
        \(String(customDumping: state).indent(by: 4))
        """,
      fix: """
        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set "\(typeName(Base.State.self))" to a different case before this \
        reducer ran. This reducer must run before any other reducer sets child state to a \
        different case. This ensures that child reducers can handle their actions while their \
        state is still available.

        \(RuntimeWarnings.wrongCaseCauses)
        """
    )
  }
}

import CasePaths

/// Runs a child reducer on a part of the parent's state, for the part of the parent's actions
/// that belong to the child.
///
/// ```swift
/// Scope(state: \.tab1, action: \.tab1) { FirstFeature() }
/// ```
///
/// The state may be a property (`\.tab1`) or an enum case (`\.mainTab`, for an app root that
/// switches between cases).
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  enum StatePath {
    case property(WritableKeyPath<ParentState, Child.State>)
    /// A case, with the location of the `Scope` that names it, for the wrong-case warning.
    case enumCase(CaseExtractor<ParentState, Child.State>, fileID: StaticString, line: UInt)
  }

  @usableFromInline let toChildState: StatePath
  @usableFromInline let toChildAction: CaseExtractor<ParentAction, Child.Action>
  /// The child's `reduce`, its body built once.
  @usableFromInline let runChild: (inout Child.State, Child.Action) -> Effect<Child.Action>

  /// Scopes to a property of the parent's state.
  ///
  /// Disfavored: on a `@dynamicMemberLookup` enum, `\.case` names a case, not the member
  /// its dynamic lookup reads.
  @_disfavoredOverload
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .property(toChildState)
    self.toChildAction = CaseExtractor(toChildAction)
    self.runChild = child()._resolvedReduce()
  }

  /// Scopes to a property of the parent's state, as TCA's unlabelled form:
  /// `Scope(\.syncUpsList, action: \.syncUpsList) { SyncUpsList() }`.
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  /// Scopes to a case of the parent's enum state; actions that arrive while the state is in
  /// another case are reported with this `Scope`'s location (`fileID`, `line`) and ignored.
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .enumCase(CaseExtractor(toChildState), fileID: fileID, line: line)
    self.toChildAction = CaseExtractor(toChildAction)
    self.runChild = child()._resolvedReduce()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    ReducerTrace.record("Scope runs \(Child.self)")
    switch toChildState {
    case .property(let keyPath):
      return runChild(&state[keyPath: keyPath], childAction)
        .map(toChildAction.embed)
    case .enumCase(let casePath, let fileID, let line):
      guard let effect = casePath.modify(&state, { runChild(&$0, childAction) }) else {
        reportWrongCase(childAction, state: state, fileID: fileID, line: line)
        return .none
      }
      return effect.map(toChildAction.embed)
    }
  }

  @usableFromInline
  func reportWrongCase(
    _ childAction: Child.Action, state: ParentState, fileID: StaticString, line: UInt
  ) {
    RuntimeWarnings.report(
      code: "scope-wrong-case",
      message: """
        A "Scope" at "\(fileID):\(line)" received a child action when child state was set to a \
        different case.

          Action:
            \(caseOutline(of: childAction))
          State:
            \(caseOutline(of: state))
        """,
      fix: """
        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set "\(typeName(ParentState.self))" to a different case before the \
        scoped reducer ran. Child reducers must run before any parent reducer sets child state \
        to a different case. This ensures that child reducers can handle their actions while \
        their state is still available. Consider using "Reducer.ifCaseLet" to embed this \
        child reducer in the parent reducer that change its state to ensure the child reducer \
        runs first.

        \(RuntimeWarnings.wrongCaseCauses)
        """
    )
  }
}

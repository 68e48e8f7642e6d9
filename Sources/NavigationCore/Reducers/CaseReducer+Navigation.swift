import CasePaths

extension Reducer {
  /// Runs the elements of the stack at `toStackState` with their enum reducer, as
  /// ``forEach(_:action:destination:fileID:line:)`` does with an explicit one:
  /// `.forEach(\.path, action: \.path)` for a `@Reducer enum Path`.
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> StackReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    forEach(
      toStackState, action: toStackAction, destination: { DestinationState.StateReducer.body },
      fileID: fileID, line: line)
  }

  /// Runs the presented state at `toPresentationState` with its enum reducer, as
  /// ``ifLet(_:action:destination:fileID:line:)-5o3bq`` does with an explicit one:
  /// `.ifLet(\.$destination, action: \.destination)` for a `@Reducer enum Destination`.
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { DestinationState.StateReducer.body }, fileID: fileID, line: line)
  }

  /// Runs the optional state at `toWrappedState` with its enum reducer while it is not `nil`,
  /// as ``ifLet(_:action:then:fileID:line:)`` does with an explicit one.
  public func ifLet<WrappedState: CaseReducerState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> IfLetReducer<Self, WrappedState.StateReducer.Body>
  where WrappedState.StateReducer.Action == WrappedAction {
    ifLet(
      toWrappedState, action: toWrappedAction, then: { WrappedState.StateReducer.body },
      fileID: fileID, line: line)
  }
}

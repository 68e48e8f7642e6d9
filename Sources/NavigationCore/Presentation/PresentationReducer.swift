import CasePaths
import ConcurrencyExtras

extension Reducer {
  /// Runs `destination` on the presented state at `toPresentationState` while it is presented,
  /// and dismisses it on `.dismiss`.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination) { Destination() }
  /// ```
  ///
  /// Order of operations, as in TCA:
  /// * ``PresentationAction/presented(_:)``: the presented feature runs first, then this
  ///   reducer. Ephemeral state (alerts, dialogs) is then cleared after an action of its own,
  ///   unless the parent replaced it (every alert has an identity of its own).
  /// * ``PresentationAction/dismiss``: this reducer runs first — it sees the presented state one
  ///   last time — then the state is set to `nil`, unless the parent presented something else
  ///   meanwhile (the identity changed).
  ///
  /// The presented feature's effects are cancelled when its state goes away or changes
  /// identity (another enum case, another `id`). Its effects can call ``DismissEffect`` to
  /// have this reducer send `.dismiss`.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    PresentationReducer(
      base: self, toPresentationState: toPresentationState,
      toPresentationAction: CaseExtractor(toPresentationAction),
      runDestination: destination()._resolvedReduce(),
      fileID: fileID, line: line)
  }

  /// Integrates ephemeral presented state that needs no reducer of its own — an
  /// ``AlertState`` or a ``ConfirmationDialogState`` — cleared after one of its own actions
  /// unless the parent presented another one meanwhile.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  public func ifLet<DestinationState: EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, line: line)
  }
}

/// The reducer `ifLet(\.$x, action: \.x)` returns: see
/// ``Reducer/ifLet(_:action:destination:fileID:line:)-5o3bq``.
///
/// Its `reduce` is inlinable so that it is specialized for each feature.
public struct PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline typealias DestinationReduce = (inout Destination.State, Destination.Action) ->
    Effect<Destination.Action>

  @usableFromInline let base: Base
  @usableFromInline
  let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  @usableFromInline
  let toPresentationAction: CaseExtractor<Base.Action, PresentationAction<Destination.Action>>
  /// The destination's `reduce`, its body built once.
  @usableFromInline let runDestination: DestinationReduce
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let initial = state[keyPath: toPresentationState]
    // The enclosing ids, read once: a task-local lookup.
    let path = NavigationContext.current.path
    let initialID = initial.wrappedValue.map { presentationID($0, in: path) }
    var destinationEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>

    switch (initial.wrappedValue, toPresentationAction.extract(from: action)) {
    case (.some, .dismiss?):
      ReducerTrace.record("dismiss: the parent runs first")
      baseEffects = base.reduce(into: &state, action: action)
      if let initialID, currentID(state, in: path) == initialID {
        state[keyPath: toPresentationState].wrappedValue = nil
        ReducerTrace.record("then the presentation is set to nil")
      }

    case (.some(let presented), .presented(let destinationAction)?):
      let id = initialID ?? presentationID(presented, in: path)
      let context = NavigationContext(
        path: id.path + [AnyHashableSendable(id)], dismissID: DismissID(presence: EffectID(id)))
      ReducerTrace.record(
        "\(traceName(ofReducer: Destination.self, for: Destination.State.self)): the presented reducer runs first"
      )
      destinationEffects = NavigationContext.with(context) {
        runDestination(&state[keyPath: toPresentationState].wrappedValue!, destinationAction)
      }
      .map { [toPresentationAction] in toPresentationAction.embed(.presented($0)) }
      .cancellable(unscoped: EffectID(id))
      ReducerTrace.record("the parent runs after it")
      baseEffects = base.reduce(into: &state, action: action)
      if id.isEphemeral, currentID(state, in: path) == id,
        isOwnAction(destinationAction, of: presented)
      {
        state[keyPath: toPresentationState].wrappedValue = nil
        ReducerTrace.record("the alert or dialog clears itself after its button")
      }

    case (nil, let presentationAction?):
      reportAbsentState(presentationAction)
      baseEffects = base.reduce(into: &state, action: action)

    case (_, nil):
      baseEffects = base.reduce(into: &state, action: action)
    }

    let finalState = state[keyPath: toPresentationState].wrappedValue
    let finalID = finalState.map { presentationID($0, in: path) }
    var effects = destinationEffects.merge(with: baseEffects)
    guard initial.presentedID != finalID else { return effects }
    if let previous = initial.presentedID {
      effects = effects.merge(with: .cancel(unscoped: EffectID(previous)))
    }
    if let finalID, !finalID.isEphemeral {
      effects = effects.merge(
        with: .presence(id: EffectID(finalID), dismissAction: toPresentationAction.embed(.dismiss)))
    }
    state[keyPath: toPresentationState].presentedID = finalID
    return effects
  }

  @inlinable
  func presentationID(
    _ state: Destination.State, in path: [AnyHashableSendable]
  ) -> PresentationID {
    PresentationID(path: path, location: toPresentationState, state: state)
  }

  @inlinable
  func currentID(_ state: Base.State, in path: [AnyHashableSendable]) -> PresentationID? {
    state[keyPath: toPresentationState].wrappedValue.map { presentationID($0, in: path) }
  }

  /// Whether `action` is one of the ephemeral state `presented`'s own, which clear it.
  @usableFromInline
  func isOwnAction(_ action: Destination.Action, of presented: Destination.State) -> Bool {
    ephemeralType(of: presented)?.isOwnAction(action) ?? false
  }

  @usableFromInline
  func reportAbsentState(_ action: PresentationAction<Destination.Action>) {
    RuntimeWarnings.report(
      code: "presentation-state-absent",
      message: """
        An "ifLet" at "\(fileID):\(line)" received a presentation action when destination \
        state was absent.

          Action:
            \(caseOutline(of: action))
        """,
      fix: """
        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set destination state to "nil" before this reducer ran. This reducer \
        must run before any other reducer sets destination state to "nil". This ensures that \
        destination reducers can handle their actions while their state is still present.

        This action was sent to the store while destination state was "nil". Make sure that \
        actions for this reducer can only be sent from a store when state is present, or \
        from effects that start from this reducer.
        """
    )
  }
}

import CasePaths
import ConcurrencyExtras
import Dependencies

extension Reducer {
  /// Runs `destination` for the elements of the stack at `toStackState`, and applies the stack's
  /// pushes and pops itself.
  ///
  /// Order of operations, as in TCA:
  /// * ``StackAction/element(id:action:)``: the element's reducer runs first, then this one. An
  ///   action for an id that is not in the stack is reported with this operator's location
  ///   (`fileID`, `line`); the element's reducer does not run, this one still does.
  /// * ``StackAction/popFrom(id:)``: this reducer runs first — it sees the element one last
  ///   time — then the element and everything above it are popped.
  /// * ``StackAction/push(id:state:)``: the element is inserted, then this reducer runs. In a
  ///   test, an id past the one the stack's next `append` would give is reported, as TCA
  ///   does, and the element is still inserted.
  ///
  /// Effects of elements are cancelled when the elements leave the stack, however they leave.
  /// An element's effects can call ``DismissEffect`` to have this reducer receive
  /// `.popFrom(id:)` for the element, as if the user had tapped Back.
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    StackReducer(
      base: self,
      toStackState: toStackState,
      toStackAction: CaseExtractor(toStackAction),
      runDestination: destination()._resolvedReduce(),
      fileID: fileID,
      line: line
    )
  }
}

/// The identity under which an element's effects run, so that popping the element cancels them.
///
/// It names the stack (where it lives in its parent, and the elements and presentations around
/// it), so that two nested stacks inside different elements never share ids.
public struct StackEffectID: Hashable, Sendable, CustomStringConvertible {
  let path: [AnyHashableSendable]
  /// Where the stack lives in its parent.
  ///
  /// A key path is immutable once made, and one to a stored property (or through subscripts,
  /// whose arguments are `Hashable` values) is only hashed and compared here; key path types
  /// are not `Sendable` only because a key path through a subscript may capture values.
  nonisolated(unsafe) let stack: AnyKeyPath
  /// The element the effect belongs to.
  public let element: StackElementID

  /// `path #3`: the element, as the page's effects lane shows it.
  public var description: String { "path \(element)" }

  /// Hashes the element and the nesting depth only: ids of one stack differ by element, and
  /// hashing the key path and the enclosing ids would cost more than every push and pop they
  /// serve. Equality still compares everything.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(element)
    hasher.combine(path.count)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.element == rhs.element && lhs.path == rhs.path && lhs.stack == rhs.stack
  }
}

/// The reducer `forEach` returns: see ``Reducer/forEach(_:action:destination:)``.
///
/// Its `reduce` is inlinable so that it is specialized for each feature: run generically it
/// spends more time looking up type metadata than navigating. The rare paths (diagnostics, an
/// element's own action with its context) stay out of line.
public struct StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline typealias Stack = StackState<Destination.State>

  @usableFromInline let base: Base
  @usableFromInline let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  @usableFromInline
  let toStackAction: CaseExtractor<Base.Action, StackAction<Destination.State, Destination.Action>>
  /// The destination's `reduce`, its body built once.
  @usableFromInline let runDestination: DestinationReduce
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt
  @usableFromInline
  typealias DestinationReduce = (inout Destination.State, Destination.Action) -> Effect<
    Destination.Action
  >

  init(
    base: Base,
    toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>,
    toStackAction: CaseExtractor<Base.Action, StackAction<Destination.State, Destination.Action>>,
    runDestination: @escaping DestinationReduce,
    fileID: StaticString,
    line: UInt
  ) {
    self.base = base
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.runDestination = runDestination
    self.fileID = fileID
    self.line = line
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let idsBefore = withStack(&state) { $0.ids }
    let destinationEffects: Effect<Base.Action>
    let baseEffects: Effect<Base.Action>

    switch toStackAction.extract(from: action) {
    case .element(let id, let elementAction):
      // An action for an element that is gone reaches the parent alone, as in TCA.
      destinationEffects = reduceElement(id: id, action: elementAction, state: &state) ?? .none
      ReducerTrace.record("the parent runs after the element")
      baseEffects = base.reduce(into: &state, action: action)

    case .popFrom(let id):
      destinationEffects = .none
      let canPop = idsBefore.lastIndex(of: id) != nil
      ReducerTrace.record("the parent runs first and sees \(id) one last time")
      baseEffects = base.reduce(into: &state, action: action)
      if canPop {
        withStack(&state) { $0.pop(from: id) }
        ReducerTrace.record("then \(id) and everything above it are popped")
      } else {
        reportMissingPop(id: id, stack: state[keyPath: toStackState])
      }

    case .push(let id, let element):
      destinationEffects = .none
      // Only an id past the stack's counter can be past the next one: a push from a view is
      // checked with one comparison, without reading the dependencies.
      if id.generation > state[keyPath: toStackState].nextGeneration {
        checkGeneration(of: id, stack: state[keyPath: toStackState])
      }
      if withStack(&state, { $0.insert(element, id: id) }) {
        ReducerTrace.record("\(id) is pushed first")
        ReducerTrace.record("then the parent runs")
      } else {
        reportDuplicatePush(id: id, stack: state[keyPath: toStackState])
      }
      baseEffects = base.reduce(into: &state, action: action)

    case nil:
      destinationEffects = .none
      baseEffects = base.reduce(into: &state, action: action)
    }

    // Most actions leave the stack as it was: nothing to cancel.
    let removed = withStack(&state) { stack -> ArraySlice<StackElementID> in
      let idsAfter = stack.ids
      if idsAfter == stack.mounted, idsBefore == idsAfter { return [] }
      defer { stack.mounted = idsAfter }
      return StackChanges(before: idsBefore, mounted: stack.mounted, after: idsAfter).removed
    }
    let effects = destinationEffects.merge(with: baseEffects)
    guard !removed.isEmpty else { return effects }
    // A pop whose reducers returned nothing is its one effect: no merge node.
    let cancellations: Effect<Base.Action> =
      removed.count == 1
      ? .cancel(unscoped: EffectID(effectID(removed[removed.startIndex])))
      : .merge(removed.map { .cancel(unscoped: EffectID(effectID($0))) })
    return effects.merge(with: cancellations)
  }

  /// Runs `body` on the stack inside `state`, in place.
  @inlinable
  func withStack<T>(_ state: inout Base.State, _ body: (inout Stack) -> T) -> T {
    body(&state[keyPath: toStackState])
  }

  /// Runs the element's reducer inside its navigation context (effect ids that name it, and a
  /// `dismiss` that pops it); `nil`, after reporting it, when no element has `id`.
  @usableFromInline
  func reduceElement(
    id: StackElementID, action elementAction: Destination.Action, state: inout Base.State
  ) -> Effect<Base.Action>? {
    guard let index = state[keyPath: toStackState].position(of: id) else {
      reportMissingElement(action: elementAction)
      return nil
    }
    ReducerTrace.record(
      "\(traceName(ofReducer: Destination.self, for: Destination.State.self)) at \(id): the element's reducer runs first"
    )
    let effectID = effectID(id)
    let context = NavigationContext(
      path: effectID.path + [AnyHashableSendable(effectID)],
      dismissID: DismissID(presence: EffectID(effectID)))
    let effects = NavigationContext.with(context) {
      runDestination(&state[keyPath: toStackState][index], elementAction)
    }
    // The element's presence (what its `dismiss` ends) starts with its first effect that runs
    // code later: only such an effect of the element can call `dismiss`, and a push then costs
    // the runner nothing. Starting it again while it waits does nothing.
    guard effects.runsLater else {
      return effects.map { [toStackAction] in toStackAction.embed(.element(id: id, action: $0)) }
    }
    let presence = Effect<Base.Action>.presence(
      id: EffectID(effectID), dismissAction: toStackAction.embed(.popFrom(id: id)))
    return presence.merge(
      with:
        effects
        .map { [toStackAction] in toStackAction.embed(.element(id: id, action: $0)) }
        .cancellable(unscoped: EffectID(effectID)))
  }

  @usableFromInline
  func effectID(_ id: StackElementID) -> StackEffectID {
    StackEffectID(path: NavigationContext.current.path, stack: toStackState, element: id)
  }

  /// In a test, reports a pushed id past the one the stack's next `append` would give (its
  /// own counter, or a shared ``StackElementIDGenerator``'s next id when that is further), as
  /// TCA does.
  @usableFromInline
  func checkGeneration(of id: StackElementID, stack: Stack) {
    let dependencies = DependencyValues._current
    guard dependencies.context == .test else { return }
    let next = Swift.max(
      stack.nextGeneration, dependencies.stackElementID.peek()?.generation ?? 0)
    guard id.generation > next else { return }
    RuntimeWarnings.report(
      code: "stack-push-unexpected-id",
      message: """
        A "forEach" at "\(fileID):\(line)" received a "push" action with an unexpected \
        generational ID.

          Received ID:
            \(id)
          Expected ID:
            \(StackElementID(generation: next))
        """,
      fix: ""
    )
  }

  @usableFromInline
  func reportMissingPop(id: StackElementID, stack: Stack) {
    RuntimeWarnings.report(
      code: "stack-pop-missing-id",
      message: """
        A "forEach" at "\(fileID):\(line)" received a "popFrom" action for a missing \
        element.

          ID:
            \(id)
          Path IDs:
            \(stack.idList)
        """,
      fix: ""
    )
  }

  @usableFromInline
  func reportDuplicatePush(id: StackElementID, stack: Stack) {
    RuntimeWarnings.report(
      code: "stack-push-duplicate-id",
      message: """
        A "forEach" at "\(fileID):\(line)" received a "push" action for an element it \
        already contains.

          ID:
            \(id)
          Path IDs:
            \(stack.idList)
        """,
      fix: ""
    )
  }

  func reportMissingElement(action: Destination.Action) {
    RuntimeWarnings.reportMissingElement(
      code: "stack-missing-element", fileID: fileID, line: line, action: action,
      swiftUIHint: #""NavigationStack.init(path:)" with a binding to a store"#)
  }
}

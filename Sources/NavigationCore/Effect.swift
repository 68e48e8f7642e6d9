import Dependencies

/// Work a reducer asks for after it changed the state: send another action now, run async work
/// that sends actions later, combine or cancel such work.
public struct Effect<Action> {
  @usableFromInline
  indirect enum Operation {
    case none
    case send(Action)
    case run(EffectBody<Action>)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(id: ScopedEffectID, cancelInFlight: Bool, Effect)
    case cancel(id: ScopedEffectID)
    /// Never finishes until cancelled: the presence of a stack element or a presentation.
    case never
    /// Runs its effect without reporting it to effect observers: navigation bookkeeping.
    case hidden(Effect)
    /// The presence of a stack element or a presentation: see ``Effect/presence(id:dismissAction:)``.
    case presence(id: EffectID, dismissAction: Action)
  }

  @usableFromInline let operation: Operation

  @usableFromInline
  init(operation: Operation) { self.operation = operation }

  /// No effect.
  @inlinable
  public static var none: Self { Self(operation: .none) }

  /// Sends `action` back into the store right after the current action, before any other.
  @inlinable
  public static func send(_ action: Action) -> Self { Self(operation: .send(action)) }

  /// Runs `operation` concurrently; it may send any number of actions with `send`.
  ///
  /// `operation` sees the dependencies and the navigation context of the moment the effect is
  /// made, as in TCA: inside a reducer, the store's dependencies with whatever the reducers
  /// around it set, and the presentation or stack element the reducer runs in (what `dismiss`
  /// dismisses and what `Task.cancel(id:)` is scoped to).
  ///
  /// A `CancellationError` thrown by `operation` is ignored, as is any error thrown once the
  /// effect was cancelled; any other error goes to `handler`, or, when there is none, is
  /// reported as a runtime warning naming where the effect was made (`fileID`, `line`).
  public static func run(
    name: String? = nil,
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self {
    Self(
      operation: .run(
        EffectBody(
          name: name, priority: priority, dependencies: DependencyValues._current,
          navigation: NavigationContext.current
        ) { send in
          do {
            try await operation(send)
          } catch is CancellationError {
          } catch {
            guard !Task.isCancelled else { return }
            guard let handler else {
              reportUnhandled(error, fileID: fileID, line: line)
              return
            }
            await handler(error, send)
          }
        })
    )
  }

  private static func reportUnhandled(_ error: any Error, fileID: StaticString, line: UInt) {
    RuntimeWarnings.report(
      code: "effect-error",
      message: """
        An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error.

            \(error)
        """,
      fix: """
        All non-cancellation errors must be explicitly handled via the "catch" parameter on \
        "Effect.run", or via a "do" block.
        """
    )
  }

  /// Runs all `effects` at the same time.
  @inlinable
  public static func merge(_ effects: Self...) -> Self { merge(effects) }

  /// Runs all `effects` at the same time.
  @inlinable
  public static func merge(_ effects: [Self]) -> Self {
    let real = effects.filter { if case .none = $0.operation { false } else { true } }
    switch real.count {
    case 0: return .none
    case 1: return real[0]
    default: return Self(operation: .merge(real))
    }
  }

  /// Runs this effect and `other` at the same time.
  @inlinable
  public func merge(with other: Self) -> Self {
    if case .none = operation { return other }
    if case .none = other.operation { return self }
    return .merge([self, other])
  }

  /// Runs `effects` one after another, each starting when the previous one finished.
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

  /// Runs `effects` one after another, each starting when the previous one finished.
  @inlinable
  public static func concatenate(_ effects: [Self]) -> Self {
    let real = effects.filter { if case .none = $0.operation { false } else { true } }
    switch real.count {
    case 0: return .none
    case 1: return real[0]
    default: return Self(operation: .concatenate(real))
    }
  }

  /// Marks this effect as cancellable with `id`; with `cancelInFlight`, effects already running
  /// with the same id are cancelled first.
  ///
  /// The id lives in the navigation context of the reducer that returns the effect, as in
  /// TCA: a child feature's `.cancel(id:)` or `cancelInFlight` never reaches its parent's or a
  /// sibling's effects marked with the same id, while a parent's reaches its children's.
  @inlinable
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if case .none = operation, !cancelInFlight { return self }
    return Self(
      operation: .cancellable(
        id: ScopedEffectID(current: EffectID(id)), cancelInFlight: cancelInFlight, self))
  }

  /// Marks this effect as cancellable with one of navigation's own ids, which needs no scope.
  @inlinable
  func cancellable(unscoped id: EffectID) -> Self {
    if case .none = operation { return self }
    return Self(
      operation: .cancellable(id: ScopedEffectID(unscoped: id), cancelInFlight: false, self))
  }

  /// Cancels every running effect marked with `id` in the navigation context of the reducer
  /// that returns it, or in a context nested inside it (see ``cancellable(id:cancelInFlight:)``).
  @inlinable
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: ScopedEffectID(current: EffectID(id))))
  }

  /// Cancels every running effect marked with one of navigation's own ids.
  @inlinable
  static func cancel(unscoped id: EffectID) -> Self {
    Self(operation: .cancel(id: ScopedEffectID(unscoped: id)))
  }

  /// Whether this effect runs any code after the reducer returned it (a `.run`, or what waits
  /// for a cancellation): only such code can call ``DismissEffect``.
  @usableFromInline
  var runsLater: Bool {
    switch operation {
    case .none, .send, .cancel:
      return false
    case .run, .never, .presence:
      return true
    case .merge(let effects), .concatenate(let effects):
      return effects.contains { $0.runsLater }
    case .cancellable(_, _, let effect), .hidden(let effect):
      return effect.runsLater
    }
  }

  /// Transforms the actions this effect sends: how a parent lifts a child's effects.
  ///
  /// `transform` is `@Sendable`, as in TCA: it runs in the effect's task for every action the
  /// effect sends.
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    case .run(let body):
      return Effect<NewAction>(operation: .run(body.map(transform)))
    case .merge(let effects):
      return Effect<NewAction>(operation: .merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<NewAction>(operation: .concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<NewAction>(
        operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform))
      )
    case .cancel(let id):
      return Effect<NewAction>(operation: .cancel(id: id))
    case .never:
      return Effect<NewAction>(operation: .never)
    case .hidden(let effect):
      return Effect<NewAction>(operation: .hidden(effect.map(transform)))
    case .presence(let id, let dismissAction):
      return Effect<NewAction>(
        operation: .presence(id: id, dismissAction: transform(dismissAction)))
    }
  }

  /// The bookkeeping effect of one presented thing: it waits until `dismiss` cancels the
  /// ``DismissID`` of `id`, then sends `dismissAction`; it is cancelled with `id` when the thing
  /// goes away by other means. One node, for the runner's fast path: ``expanded`` is what it
  /// means in terms of the other operations.
  @usableFromInline
  static func presence(id: EffectID, dismissAction: Action) -> Self {
    Self(operation: .presence(id: id, dismissAction: dismissAction))
  }

  /// A presence written with the other operations: a hidden, cancellable concatenation of a
  /// `.never` that `dismiss` cancels and the dismiss action. Itself for any other effect.
  var expanded: Self {
    guard case .presence(let id, let dismissAction) = operation else { return self }
    return Self(
      operation: .hidden(
        .concatenate([
          Self(operation: .never).cancellable(unscoped: EffectID(DismissID(presence: id))),
          .send(dismissAction),
        ]).cancellable(unscoped: id)
      )
    )
  }
}

import ConcurrencyExtras

/// What a running effect knows about the store that runs it: how to dismiss, how to cancel
/// effects by id and where to report runtime warnings. The effect interpreter installs it around every `.run` body.
///
/// Task-local values here are classes on purpose: optimized builds of Swift 6.3 on Linux crash
/// in `swift_task_localValuePush` with multi-word values (closures, structs of closures).
final class EffectContext: Sendable {
  /// Ends, on the store's queue, the presence `dismiss` names.
  let dismiss: @Sendable (DismissID) -> Void
  /// Cancels, on the store's queue, the effects in flight a `Task.cancel(id:)` reaches.
  let cancel: @Sendable (ScopedEffectID) -> Void
  /// Reports a runtime warning to the store, with the action that started the effect.
  let report: @Sendable (Diagnostic) -> Void
  /// Where the effect's bodies run, which a `withTaskCancellation(id:)` region runs on too.
  let executor: any EffectExecutor
  /// Opens, on the store's queue, a `withTaskCancellation(id:)` region of the effect: see
  /// ``EffectInterpreter/openRegion(_:cancelInFlight:cancellation:cause:)``. Calls back with the
  /// region's key once it is open, or `nil` (and cancels it) when the store is gone.
  let openRegion:
    @Sendable (ScopedEffectID, Bool, RegionCancellation, @escaping @Sendable (Int?) -> Void) ->
      Void
  /// Closes, on the store's queue, the region with this key.
  let closeRegion: @Sendable (Int) -> Void

  init(
    dismiss: @escaping @Sendable (DismissID) -> Void,
    cancel: @escaping @Sendable (ScopedEffectID) -> Void,
    report: @escaping @Sendable (Diagnostic) -> Void,
    executor: any EffectExecutor,
    openRegion:
      @escaping @Sendable (
        ScopedEffectID, Bool, RegionCancellation, @escaping @Sendable (Int?) -> Void
      )
      -> Void,
    closeRegion: @escaping @Sendable (Int) -> Void
  ) {
    self.dismiss = dismiss
    self.cancel = cancel
    self.report = report
    self.executor = executor
    self.openRegion = openRegion
    self.closeRegion = closeRegion
  }

  /// The context of the effect running on the current task, if any.
  @TaskLocal static var current: EffectContext?
}

/// Where a child feature's effects are presented from: the nearest `forEach` element or
/// `ifLet` presentation around the reducer that returned them.
///
/// Navigation reducers set it around their children's reducers (so that effect ids can name the
/// element they belong to) and around their children's `.run` effects (so that `dismiss` knows
/// what to dismiss).
@usableFromInline
final class NavigationContext: Sendable {
  /// The ids of the enclosing elements and presentations, outermost first.
  @usableFromInline let path: [AnyHashableSendable]
  /// What `dismiss` cancels to make the nearest presenter send its pop or dismiss action.
  @usableFromInline let dismissID: DismissID?

  @usableFromInline
  init(path: [AnyHashableSendable] = [], dismissID: DismissID? = nil) {
    self.path = path
    self.dismissID = dismissID
  }

  @usableFromInline @TaskLocal static var current = NavigationContext()

  /// Runs `operation` with `context` as the current context.
  @usableFromInline
  static func with<T>(_ context: NavigationContext, _ operation: () -> T) -> T {
    $current.withValue(context, operation: operation)
  }
}

/// The id of a presented thing's presence effect, which `dismiss` cancels.
@usableFromInline
struct DismissID: Hashable, Sendable {
  @usableFromInline let presence: EffectID

  @usableFromInline
  init(presence: EffectID) {
    self.presence = presence
  }
}

/// What a running effect knows about the store that runs it: how to cancel effects by id and
/// where to report runtime warnings. The effect runner installs it around every effect.
struct EffectContext: Sendable {
  /// Cancels, on the store's queue, every effect in flight that carries the id.
  let cancel: @Sendable (DismissID) -> Void
  /// Reports a runtime warning to the store, with the action that started the effect.
  let report: @Sendable (Diagnostic) -> Void

  /// The context of the effect running on the current task, if any.
  @TaskLocal static var current: EffectContext?
}

/// Where a child feature's effects are presented from: the nearest `forEach` element or
/// `ifLet` presentation around the reducer that returned them.
///
/// Navigation reducers set it around their children's reducers (so that effect ids can name the
/// element they belong to) and around their children's `.run` effects (so that `dismiss` knows
/// what to dismiss).
struct NavigationContext: @unchecked Sendable {
  /// The ids of the enclosing elements and presentations, outermost first.
  var path: [AnyHashable] = []
  /// What `dismiss` cancels to make the nearest presenter send its pop or dismiss action.
  var dismissID: DismissID?

  @TaskLocal static var current = NavigationContext()

  /// The current context with `id` appended to the path.
  static func appending(_ id: AnyHashable) -> [AnyHashable] { current.path + [id] }
}

/// The id of a presented thing's presence effect, which `dismiss` cancels.
struct DismissID: Hashable, @unchecked Sendable {
  let presence: AnyHashable
}

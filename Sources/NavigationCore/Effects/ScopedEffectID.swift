import ConcurrencyExtras

/// A cancellation id together with the navigation context it was given in: the elements and
/// presentations around the reducer (or the effect) that marked an effect cancellable or asked
/// for a cancellation.
///
/// As in TCA, a cancellation reaches the effects marked with the same id in its own context or
/// in a context nested inside it: a parent's `.cancel(id:)` reaches its children's effects, but
/// a child's reaches neither its parent's effects nor a sibling's, even with the same id.
///
/// Navigation's own ids (a stack element's, a presentation's, `dismiss`'s) already name the
/// context they belong to; they have no scope, so that a push or a pop compares nothing more.
@usableFromInline
struct ScopedEffectID: Sendable {
  @usableFromInline let id: EffectID
  /// The ids of the enclosing elements and presentations, outermost first; empty at the root
  /// and for navigation's own ids.
  @usableFromInline let scope: [AnyHashableSendable]

  /// `id` in the context of the reducer or the effect running now.
  @inlinable
  init(current id: EffectID) {
    self.id = id
    self.scope = NavigationContext.current.path
  }

  /// One of navigation's own ids, which needs no scope.
  @inlinable
  init(unscoped id: EffectID) {
    self.id = id
    self.scope = []
  }

  /// Whether cancelling this id reaches an effect marked with `mark`: the same id, given in
  /// this context or one nested in it.
  func reaches(_ mark: ScopedEffectID) -> Bool {
    id == mark.id && mark.scope.starts(with: scope)
  }
}

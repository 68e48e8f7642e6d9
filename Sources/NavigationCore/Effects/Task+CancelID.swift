extension Task where Success == Never, Failure == Never {
  /// Cancels, from inside a `.run` effect, the effects in flight marked with `id` in the
  /// effect's navigation context or in a context nested inside it, as `Effect.cancel(id:)`
  /// returned by the reducer that made the effect would.
  ///
  /// The cancellation happens on the store's queue, after the actions the effect sent before
  /// it. Outside an effect there is no store to cancel in, and it does nothing.
  public static func cancel(id: some Hashable & Sendable) {
    EffectContext.current?.cancel(ScopedEffectID(current: EffectID(id)))
  }
}

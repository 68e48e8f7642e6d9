/// A value that crosses into a `Mutex` or out of it in the hands of its only user, where the
/// compiler's region analysis cannot follow it (a `sending` value captured by the closure that
/// `withLock` runs, an element removed from a guarded array).
///
/// `@unchecked Sendable`: each use says why its value is safe to hand over — it was `sending`
/// (nothing else refers to it), or it is immutable once made.
package struct Handoff<Value>: @unchecked Sendable {
  package let value: Value

  package init(_ value: Value) { self.value = value }
}

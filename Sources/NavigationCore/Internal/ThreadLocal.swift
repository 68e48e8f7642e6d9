#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An object bound to the current thread for the length of a synchronous call: how a store
/// hands its reporter and its trace collector to the reducers it runs.
///
/// A `@TaskLocal` binding allocates, and a store binds one per action; this is two
/// `pthread_setspecific` calls. It is not inherited by tasks, which suits what it carries:
/// reducers run synchronously, and effects get their own context from the effect interpreter. The
/// core's only platform call.
@usableFromInline
final class ThreadLocal<Value: AnyObject>: Sendable {
  @usableFromInline let key: pthread_key_t

  @usableFromInline
  init() {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed with \(status)")
    self.key = key
  }

  /// The object bound on this thread by the innermost ``withValue(_:_:)``, if any.
  @inlinable
  var value: Value? {
    pthread_getspecific(key).map { Unmanaged<Value>.fromOpaque($0).takeUnretainedValue() }
  }

  /// Runs `operation` with `value` bound on this thread, then restores what was bound before.
  @inlinable
  func withValue<T>(_ value: Value, _ operation: () -> T) -> T {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(value).toOpaque())
    defer { pthread_setspecific(key, previous) }
    return withExtendedLifetime(value, operation)
  }
}

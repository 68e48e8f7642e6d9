import Foundation
import IssueReporting
import Synchronization

/// What a ``SharedReaderKey`` resumes once it loaded a value: exactly once.
public struct LoadContinuation<Value>: Sendable {
  private let box: ContinuationBox<Value>

  /// Creates a continuation calling `callback` with the result; `description` names the key in
  /// the issue reported when the continuation is resumed twice or never.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    box = ContinuationBox(callback: callback, description: description)
  }

  /// Resumes with a loaded value.
  public func resume(returning value: Value) { resume(with: .success(value)) }
  /// Resumes with a failure to load.
  public func resume(throwing error: any Error) { resume(with: .failure(error)) }
  /// Resumes saying the storage holds no value: the reference keeps its default.
  public func resumeReturningInitialValue() { resume(with: .success(nil)) }
  /// Resumes with `result`; `nil` means the default value.
  public func resume(with result: Result<Value?, any Error>) { box.resume(with: result) }
}

/// What a ``SharedKey`` resumes once it saved a value: exactly once.
public struct SaveContinuation: Sendable {
  private let box: ContinuationBox<Never>

  /// Creates a continuation calling `callback` with the result.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Never?, any Error>) -> Void
  ) {
    box = ContinuationBox(callback: callback, description: description)
  }

  /// Resumes: the value is saved.
  public func resume() { resume(with: .success(())) }
  /// Resumes with a failure to save.
  public func resume(throwing error: any Error) { resume(with: .failure(error)) }
  /// Resumes with `result`.
  public func resume(with result: Result<Void, any Error>) {
    box.resume(with: result.map { nil })
  }
}

/// What a ``SharedReaderKey``'s subscription feeds with the storage's new values.
public struct SharedSubscriber<Value>: Sendable {
  let callback: @Sendable (Result<Value?, any Error>) -> Void
  let onLoading: (@Sendable (Bool) -> Void)?

  /// Creates a subscriber calling `callback` with each new value (`nil`: the default).
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// Feeds a new value.
  public func yield(_ value: Value) { yield(with: .success(value)) }
  /// Says whether the storage is loading.
  public func yieldLoading(_ isLoading: Bool = true) { onLoading?(isLoading) }
  /// Says the storage no longer holds a value: the reference goes back to its default.
  public func yieldReturningInitialValue() { yield(with: .success(nil)) }
  /// Feeds a failure.
  public func yield(throwing error: any Error) { yield(with: .failure(error)) }
  /// Feeds `result`.
  public func yield(with result: Result<Value?, any Error>) { callback(result) }
}

/// A subscription to a storage's changes: cancelled by ``cancel()`` or when released.
public struct SharedSubscription: Sendable {
  private let box: Box

  /// Creates a subscription that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    box = Box(cancel)
  }

  /// Ends the subscription.
  public func cancel() { box.cancel() }

  private final class Box: Sendable {
    private let onCancel: Mutex<(@Sendable () -> Void)?>

    init(_ onCancel: @escaping @Sendable () -> Void) {
      self.onCancel = Mutex(onCancel)
    }

    func cancel() {
      let onCancel = onCancel.withLock { onCancel in
        defer { onCancel = nil }
        return onCancel
      }
      onCancel?()
    }

    deinit { cancel() }
  }
}

/// A callback to call exactly once: a second call and a release without a call are reported.
private final class ContinuationBox<Value>: Sendable {
  private let callback: Mutex<(@Sendable (Result<Value?, any Error>) -> Void)?>
  private let description: @Sendable () -> String

  init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    description: @escaping @Sendable () -> String
  ) {
    self.callback = Mutex(callback)
    self.description = description
  }

  private var name: String {
    let description = description()
    return description.isEmpty ? "A shared key" : "'\(description)'"
  }

  deinit {
    guard let callback = callback.withLock({ $0 }) else { return }
    reportIssue(
      """
      \(name) leaked its continuation without one of its resume methods being invoked. This \
      will cause tasks waiting on it to resume immediately.
      """)
    callback(.success(nil))
  }

  func resume(with result: Result<Value?, any Error>) {
    let callback = callback.withLock { callback in
      defer { callback = nil }
      return callback
    }
    guard let callback else {
      reportIssue("\(name) tried to resume its continuation more than once.")
      return
    }
    callback(result)
  }
}

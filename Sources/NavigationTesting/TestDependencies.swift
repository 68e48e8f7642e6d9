import Dependencies
import Foundation
import NavigationCore

/// The dependencies a ``TestStore`` runs its feature with, changeable between steps, and
/// whether the feature dismissed itself. Shared by the test and the store's queue, under
/// `lock`.
final class TestDependencies: @unchecked Sendable {
  private let lock = NSLock()
  private var values: DependencyValues
  private var dismissed = false
  private var onDismiss: (@Sendable () -> Void)?

  init(_ values: DependencyValues) {
    self.values = values
  }

  /// What dismissing the feature does to the store besides recording it: the test store
  /// cancels the feature's effects, as TCA's does.
  func whenDismissed(_ action: @escaping @Sendable () -> Void) {
    lock.withLock { onDismiss = action }
  }

  /// The dependencies tests read and change (``TestStore/dependencies``).
  var current: DependencyValues {
    get { lock.withLock { values } }
    set { lock.withLock { values = newValue } }
  }

  /// Whether the feature called `dismiss()`.
  var isDismissed: Bool { lock.withLock { dismissed } }

  /// The dependencies the feature's reducer runs with: ``current``, with a `dismiss` that
  /// records the dismissal (after running the test's own `dismiss`, if it set one).
  var forReducer: DependencyValues {
    var values = current
    values.dismiss = values.dismiss.followed { [weak self] in
      guard let self else { return }
      let action = lock.withLock {
        self.dismissed = true
        return self.onDismiss
      }
      action?()
    }
    return values
  }

  /// Runs `reduce` with ``forReducer``: the reducer a test store's store runs.
  func running<State, Action>(
    _ reduce: @escaping (inout State, Action) -> Effect<Action>
  ) -> Reduce<State, Action> {
    Reduce { [self] state, action in
      DependencyValues.$_current.withValue(forReducer) { reduce(&state, action) }
    }
  }
}

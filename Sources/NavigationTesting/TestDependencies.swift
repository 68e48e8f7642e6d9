import Dependencies
import NavigationCore
import Synchronization

/// The dependencies a ``TestStore`` runs its feature with, changeable between steps, and
/// whether the feature dismissed itself. Shared by the test and the store's queue.
final class TestDependencies: Sendable {
  private struct Shared {
    var values: DependencyValues
    var dismissed = false
    var onDismiss: (@Sendable () -> Void)?
  }

  private let shared: Mutex<Shared>

  init(_ values: DependencyValues) {
    shared = Mutex(Shared(values: values))
  }

  /// What dismissing the feature does to the store besides recording it: the test store stops
  /// tracking the feature's effects, as TCA's does.
  func whenDismissed(_ action: @escaping @Sendable () -> Void) {
    shared.withLock { $0.onDismiss = action }
  }

  /// The dependencies tests read and change (``TestStore/dependencies``).
  var current: DependencyValues {
    get { shared.withLock { $0.values } }
    set { shared.withLock { $0.values = newValue } }
  }

  /// Whether the feature called `dismiss()`.
  var isDismissed: Bool { shared.withLock { $0.dismissed } }

  /// The dependencies the feature's reducer runs with: ``current``, with a `dismiss` that
  /// records the dismissal (after running the test's own `dismiss`, if it set one).
  var forReducer: DependencyValues {
    var values = current
    values.dismiss = values.dismiss.followed { [weak self] in
      guard let self else { return }
      let action = shared.withLock { shared in
        shared.dismissed = true
        return shared.onDismiss
      }
      action?()
    }
    return values
  }

  /// Runs `reduce` with ``forReducer``: the reducer a test store's store runs.
  func running<State, Action>(
    _ reduce: @escaping (inout State, Action) -> Effect<Action>
  ) -> (inout State, Action) -> Effect<Action> {
    { [self] state, action in
      DependencyValues.$_current.withValue(forReducer) { reduce(&state, action) }
    }
  }
}

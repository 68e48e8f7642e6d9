/// The effects one sent action started, with the effects of every action those effects sent,
/// and so on down: what TCA's `StoreTask` and `TestStoreTask` stand for. Waiting for it waits
/// for them all; cancelling it cancels them all (TCA's cascading cancellation).
///
/// Only top-level, visible effects are members: the parts of an effect end with it. A tree
/// holds only the members still running, so a long-living effect that sends many actions does
/// not make it grow.
///
/// Confined to its interpreter's serial context, like the nodes it holds.
final class EffectTree<Action> {
  /// The members still running, by key.
  private(set) var running: [Int: EffectNode<Action>] = [:]
  /// What to do once no member is running.
  private var whenEmpty: [() -> Void] = []

  var isEmpty: Bool { running.isEmpty }

  /// Makes `node`, a top-level effect just started, a member.
  func join(_ node: EffectNode<Action>, key: Int) {
    running[key] = node
    node.tree = self
  }

  /// Notes that the member with `key` ended; runs the waiters when it was the last.
  func memberEnded(key: Int) {
    guard running.removeValue(forKey: key) != nil, running.isEmpty else { return }
    let actions = whenEmpty
    whenEmpty = []
    for action in actions { action() }
  }

  /// Calls `action` once no member is running (at once when none is).
  func whenEnded(_ action: @escaping () -> Void) {
    guard !running.isEmpty else { return action() }
    whenEmpty.append(action)
  }
}

import Synchronization

/// One effect "task" of an ``EffectInterpreter``: a `.run`, a concatenation, a `.never`, a
/// `.cancellable` part, a part of a merge, or a nested presence. It holds the parts it has yet
/// to perform and what it waits for; only a `.run` body it performs is real async code.
///
/// `@unchecked Sendable`: its state is read and written only on the serial context of the
/// interpreter that made it (the store's queue, or the thread driving a deterministic
/// executor); a body's task carries it back there without touching it.
final class EffectNode<Action>: @unchecked Sendable {
  enum Phase {
    case running, finished, cancelled
  }

  /// Its key in the interpreter's table of effects in flight, which cancellation by id and
  /// observers see; `nil` for the parts of a merge, reached through their parent.
  let key: Int?
  /// The cancellation ids it carries, each with the context it was given in.
  let ids: [ScopedEffectID]
  /// The name of the `.run` it stands for, when it was given one.
  let name: String?
  /// Navigation bookkeeping: not reported to observers nor counted as in flight.
  let isHidden: Bool
  /// The action whose reducer returned the effect.
  let cause: EffectCause<Action>
  /// The parts still to perform, last first.
  var work: [Effect<Action>]
  var phase = Phase.running
  /// The task of the `.run` body it is performing.
  var task: Task<Void, Never>?
  /// The number of the body it is performing, in the order bodies started.
  var body = 0
  /// How many of its children it still waits for.
  var waitingFor = 0
  /// Performing `.never`: only a cancellation ends it.
  var waitsForever = false
  /// Whether the interpreter is in the middle of performing its parts.
  var isAdvancing = false
  /// The node that waits for this one to end.
  var awaiter: EffectNode?
  /// The nodes it started and waits for: cancelling it cancels them.
  var children: [EffectNode] = []
  /// The presence it stands for, when it is a nested presence.
  var presenceID: EffectID?
  /// What to do once it ended, however it ended.
  var onEnd: [() -> Void] = []
  /// The tree of effects it belongs to, when a sent action's effects are waited for: the
  /// actions it sends start effects in the same tree.
  var tree: EffectTree<Action>?
  /// The actions its body sent, on their way from the body's task to the serial context.
  let mailbox = Mailbox<Action>()

  init(
    key: Int?, ids: [ScopedEffectID], name: String?, isHidden: Bool, cause: EffectCause<Action>,
    work: [Effect<Action>]
  ) {
    self.key = key
    self.ids = ids
    self.name = name
    self.isHidden = isHidden
    self.cause = cause
    self.work = work
  }

  /// Waiting for nothing and not finished: the interpreter may perform its next part.
  var canAdvance: Bool {
    phase == .running && waitingFor == 0 && task == nil && !waitsForever
  }
}

/// Actions handed from a body's task to the interpreter's serial context, in the order they
/// were sent. Each is `sending`: the body gave it up, so it belongs to the mailbox until taken.
final class Mailbox<Action>: Sendable {
  /// Each action was `sending` when put: nothing outside the mailbox refers to it.
  private let actions = Mutex<[Handoff<Action>]>([])

  func put(_ action: sending Action) {
    let action = Handoff(action)
    actions.withLock { $0.append(action) }
  }

  /// The oldest action not taken yet.
  func take() -> Action? {
    actions.withLock { $0.isEmpty ? nil : $0.removeFirst() }?.value
  }
}

/// A description of the action whose reducer returned an effect, made only when someone reads
/// it: describing an action through reflection costs more than running most reducers.
///
/// Confined to the interpreter's serial context, like its nodes.
final class EffectCause<Action> {
  private var action: Action?
  private var made: String?
  private var madeCasePath: String?

  /// The cause `action`, described when first read.
  init(describing action: Action) { self.action = action }

  var value: String {
    if let made { return made }
    let value = action.map { "\($0)" } ?? ""
    made = value
    forgetActionOnceDescribed()
    return value
  }

  /// The action's case path as a person reads it (``ActionCasePath``), for the effects lane.
  var casePath: String {
    if let madeCasePath { return madeCasePath }
    let casePath = action.map(ActionCasePath.describe) ?? ""
    madeCasePath = casePath
    forgetActionOnceDescribed()
    return casePath
  }

  private func forgetActionOnceDescribed() {
    if made != nil, madeCasePath != nil { action = nil }
  }
}

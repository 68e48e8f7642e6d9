import MirrorJSON
import NavigationCore

/// What rendering one subtree (a pushed screen) did to its render beyond the nodes it
/// returned, recorded so that a later render can reuse the subtree (``RenderMemo``): the
/// diagnostics it reported, the lifecycle modifiers it met, the view state it declared and
/// read, and whether it read the push of the stack around it. A subtree that did anything a
/// replay could not repeat — presented something, made a stack, pushed a
/// `.navigationDestination`, wrote view state during the render, read view state that has no
/// JSON form — is not reusable.
@MainActor final class RenderRecording {
  /// The view state the subtree declared or read, with its JSON when it did.
  struct ViewStateUse {
    /// The value under the key when the subtree read it; `nil` when there was none.
    var value: JSONValue?
    /// The declared initial value's JSON, when the subtree declared the key while it had no
    /// value.
    var initial: JSONValue?
    /// Whether the subtree declared the key (a view's `@State`), rather than only reading it.
    var isDeclared: Bool
  }

  /// Whether a later render may replay this recording instead of rendering the subtree.
  private(set) var isReusable = true
  /// The diagnostics reported, in order.
  private(set) var diagnostics: [Diagnostic] = []
  /// The view state keys the subtree met, in the order it met them.
  private(set) var viewStateKeys: [String] = []
  /// What the subtree did with each key of ``viewStateKeys``.
  private(set) var viewState: [String: ViewStateUse] = [:]
  /// The lifecycle modifiers met, once the subtree was rendered.
  private(set) var lifecycleEntries: [LifecycleEntry] = []
  /// The id the push of the stack around the subtree hands out next, when a link in the
  /// subtree read it (`.some(nil)`: the stack has no path to push onto).
  private(set) var stackPushRead: Int??
  /// Where the lifecycle collector stood when the subtree started.
  let lifecycleStart: Int

  init(lifecycleStart: Int) {
    self.lifecycleStart = lifecycleStart
  }

  /// The subtree did something a replay cannot repeat.
  func markNotReusable() { isReusable = false }

  func noteDiagnostic(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

  /// The subtree declared (`isDeclared`) or read `key`, whose value was `value`, and whose
  /// initial value is `initial` when it had none.
  func noteViewState(_ key: String, value: JSONValue?, initial: JSONValue?, isDeclared: Bool) {
    if var use = viewState[key] {
      use.isDeclared = use.isDeclared || isDeclared
      use.initial = use.initial ?? initial
      viewState[key] = use
    } else {
      viewStateKeys.append(key)
      viewState[key] = ViewStateUse(value: value, initial: initial, isDeclared: isDeclared)
    }
  }

  func noteStackPush(nextGeneration: Int?) {
    if stackPushRead == nil { stackPushRead = .some(nextGeneration) }
  }

  func finish(lifecycleEntries: [LifecycleEntry]) {
    self.lifecycleEntries = lifecycleEntries
  }

  /// Whether a replay of this recording draws what rendering the subtree again would: the
  /// view state it used holds the same values in `viewState` (``usesSameViewState(as:)``), and,
  /// when a link in it read it, its stack hands out the same next id (`nextPush`).
  func replays(viewState: JSONObject, nextPush: @autoclosure () -> Int?) -> Bool {
    (stackPushRead.map { $0 == nextPush() } ?? true) && usesSameViewState(as: viewState)
  }

  /// Whether the view state the subtree used holds the same values in `values`: each key
  /// holds what it held, or, when it held nothing, the initial value the subtree declared
  /// (which the running app keeps once the subtree was on screen).
  func usesSameViewState(as values: JSONObject) -> Bool {
    for (key, use) in viewState {
      let current = values[key]
      guard current == use.value || (use.value == nil && current != nil && current == use.initial)
      else { return false }
    }
    return true
  }
}

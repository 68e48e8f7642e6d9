/// The presence of a stack element or a presentation, waiting for `dismiss`: see
/// ``Effect/presence(id:dismissAction:)``. Not generic, so that the interpreter's dictionary of
/// presences runs specialized code: a pop touches it once, when anything is in it. Each is a
/// ``PresenceOf`` the interpreter's action, which holds its dismiss action inline.
///
/// Confined to the interpreter's serial context, like the interpreter.
class Presence {
  /// A number unique within the interpreter, so that a presence dismissed and then replaced
  /// under the same id is told apart from its successor; also the key of the node that stands
  /// for a nested presence.
  let key: Int
  /// Whether `dismiss` was called and the dismiss action is on its way.
  var isDismissing = false

  init(key: Int) { self.key = key }
}

/// A presence with what it sends once dismissed: the parent's `popFrom` or `dismiss`.
final class PresenceOf<Action>: Presence {
  let dismissAction: Action

  init(key: Int, dismissAction: Action) {
    self.dismissAction = dismissAction
    super.init(key: key)
  }
}

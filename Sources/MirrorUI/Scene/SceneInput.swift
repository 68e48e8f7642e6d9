import MirrorJSON

/// Where the page draws text typed in a text field or a date picked in a date picker.
///
/// The control's binding was set to a marker value while the scene was rendered; `action` is
/// the root action it sent, and `valuePath` the keys (and array indices) under which the marker
/// was found. The page sends `action` with the new value at `valuePath`.
public struct SceneInput: Hashable, Sendable {
  /// The root action, with the marker where the value goes.
  public var action: JSONValue
  /// Object keys (strings) and array indices (ints) leading to the value in `action`.
  public var valuePath: [JSONValue]
}

import MirrorJSON

/// One thing a control does when the page uses it, learned by running the control's closure
/// (or setting its binding) while the scene is rendered: send an action to the app's store, or
/// set a value of a view's own state (`@State`, `@FocusState`, a list's edit mode).
///
/// A control that only sends one action sends that action, as before view state existed; one
/// that sets view state sends `{"$view": [op, …]}`, the ops in the order its closure ran them,
/// which the app's runtime replays: each `set` is a new version of the room, each `send` runs
/// the store as any action does.
package enum ViewOp: Hashable, Sendable {
  /// Sends a root action to the app's store.
  case send(JSONValue)
  /// Sets the view state under `key` to `value`.
  case set(key: String, value: JSONValue)
  /// Runs the async closure a view registered under `id` (`.refreshable`), as the page's pull
  /// to refresh does.
  case run(id: String)
  /// Opens `url` in a new tab (`openURL`, `Link`): the page does it, in its own window, and
  /// sends nothing for it.
  case open(url: String)
  /// Writes a `@Shared` value the way the control numbered `id` of a recent render writes it
  /// through a binding made from the share (`Binding(store.$signUpData)`): with `value` when the
  /// control edits a value (a text field's text), as rendered otherwise (a toggle's flip).
  case shared(id: Int, value: JSONValue?)

  /// Whether the op writes a `@Shared` value of the feature's state.
  var writesShared: Bool {
    if case .shared = self { return true }
    return false
  }

  /// The member naming a control's ops in its root action, and the view state in the state.
  package static let member = "$view"

  /// The op as JSON: `{"send": action}`, `{"set": key, "value": value}`, `{"run": id}`,
  /// `{"open": url}` or `{"shared": id, "value": value}`.
  var json: JSONValue {
    switch self {
    case .send(let action): return ["send": action]
    case .set(let key, let value): return ["set": .string(key), "value": value]
    case .run(let id): return ["run": .string(id)]
    case .open(let url): return ["open": .string(url)]
    case .shared(let id, let value):
      guard let value else { return ["shared": .int(id)] }
      return ["shared": .int(id), "value": value]
    }
  }

  /// Reads an op from its JSON; `nil` when it is none.
  init?(json: JSONValue) {
    if let action = json["send"] {
      self = .send(action)
    } else if let key = json["set"]?.stringValue, let value = json["value"] {
      self = .set(key: key, value: value)
    } else if let id = json["run"]?.stringValue {
      self = .run(id: id)
    } else if let url = json["open"]?.stringValue {
      self = .open(url: url)
    } else if let id = json["shared"]?.intValue {
      self = .shared(id: id, value: json["value"])
    } else {
      return nil
    }
  }

  /// What the page sends for `ops`: nothing when there are none, the action itself when the
  /// ops are one send, else the ops under `$view`.
  static func action(for ops: [ViewOp]) -> JSONValue? {
    switch ops.count {
    case 0: return nil
    case 1: if case .send(let action) = ops[0] { return action }
    default: break
    }
    return [member: .array(ops.map(\.json))]
  }

  /// The ops of a `{"$view": […]}` action; `nil` for any other action.
  ///
  /// - Throws: ``AppRuntimeError/unknownAction(_:)`` when `$view` holds something other than
  ///   ops.
  static func ops(in action: JSONValue) throws -> [ViewOp]? {
    guard case .object(let object) = action, object.count == 1, let value = object[member]
    else { return nil }
    guard let list = value.arrayValue, !list.isEmpty else {
      throw AppRuntimeError.unknownAction("'\(member)' holds no list of ops")
    }
    return try list.map { json in
      guard let op = ViewOp(json: json) else {
        throw AppRuntimeError.unknownAction(
          "'\(json)' in '\(member)' is not {\"send\": …}, {\"set\": key, \"value\": …}, "
            + "{\"run\": id} or {\"shared\": id}")
      }
      return op
    }
  }
}

extension ViewOp {
  /// What the page sends for `first` then `second`, each a control's action (one action, or
  /// ops): an alert's button that also dismisses the alert.
  static func combined(_ first: JSONValue?, _ second: JSONValue?) -> JSONValue? {
    action(for: opsOf(first) + opsOf(second))
  }

  private static func opsOf(_ action: JSONValue?) -> [ViewOp] {
    guard let action else { return [] }
    return (try? ops(in: action)) ?? [.send(action)]
  }
}

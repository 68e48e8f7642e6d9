import MirrorJSON

extension RenderContext {
  /// How a control that edits a value sends what the user enters: the root action the
  /// binding sends for `marker`, and where in it `markerJSON` (the marker, encoded) sits.
  /// `nil` when actions are not recorded, or when the action does not carry the value as it is
  /// (a binding that sends something computed from it). Kept in ``inputs`` when there are.
  func input<Value>(_ binding: Binding<Value>, marker: Value, markerJSON: JSONValue)
    -> SceneInput?
  {
    guard
      let action = action(
        of: { binding.set(marker) }, editing: Self.edit(binding, marker: markerJSON)),
      let path = action.path(to: markerJSON)
    else { return nil }
    let input = SceneInput(action: action, valuePath: path)
    inputs?.keep(input) { [self] json in
      guard let value = ViewStateCoding.decode(Value.self, from: json) else { return nil }
      return recordedAction(of: { binding.set(value) })
    }
    return input
  }

  /// How a control editing `binding` writes the share behind it with the value the page
  /// entered, which its op carries where `marker` is.
  private static func edit<Value>(_ binding: Binding<Value>, marker: JSONValue)
    -> SharedWrites.Edit
  {
    SharedWrites.Edit(marker: marker) { json in
      guard let json, let value = ViewStateCoding.decode(Value.self, from: json) else {
        return false
      }
      _ = ActionRecorder.recording(writingShares: true) { binding.set(value) }
      return true
    }
  }
}

extension JSONValue {
  /// The object keys (strings) and array indices (ints) that lead to the first occurrence of
  /// `value` in this one, depth first; `[]` for this value itself.
  func path(to value: JSONValue) -> [JSONValue]? {
    if self == value { return [] }
    switch self {
    case .object(let object):
      for key in object.keys {
        if let rest = object[key]?.path(to: value) { return [.string(key)] + rest }
      }
    case .array(let array):
      for (index, element) in array.enumerated() {
        if let rest = element.path(to: value) { return [.int(index)] + rest }
      }
    default: break
    }
    return nil
  }
}

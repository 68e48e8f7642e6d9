import MirrorJSON

extension JSONValue {
  /// The first value in this JSON (itself included), depth first, that `matches`: how a test
  /// finds a node of a scene.
  public func firstValue(where matches: (JSONValue) -> Bool) -> JSONValue? {
    if matches(self) { return self }
    switch self {
    case .object(let object):
      for member in object.members {
        if let found = member.value.firstValue(where: matches) { return found }
      }
    case .array(let array):
      for element in array {
        if let found = element.firstValue(where: matches) { return found }
      }
    default: break
    }
    return nil
  }

  /// The action of the first button labelled `label` in this scene JSON.
  public func actionOfButton(_ label: String) -> JSONValue? {
    firstValue { $0["kind"] == "button" && $0["label"] == .string(label) }?["action"]
  }
}

import MirrorJSON

/// The text fields, sliders and pickers of the latest renders, for an app whose actions do not
/// rebuild from JSON: how the value a person enters becomes an action.
///
/// The page writes the value at the input's `valuePath` in the input's `action` and sends that
/// JSON (docs/PROTOCOL.md), which no control rendered. The server finds the input whose action
/// it is but for that value, sets the control's binding to the value as the page would, and
/// takes the action the binding sends: its JSON is kept in ``ControlActions`` as it is made.
///
/// It keeps the inputs of the last ``ControlActions/generations`` renders. Main actor only, as
/// the bindings it sets.
@MainActor final class ControlInputs {
  /// One input: its action with the marker, and how to send it with another value (the JSON
  /// of the action the binding sends then; `nil` when the value does not decode).
  private struct Template {
    let input: SceneInput
    let send: (JSONValue) -> JSONValue?
  }

  private var renders: [[Template]] = [[]]

  /// Starts the inputs of a new render, forgetting the oldest.
  func beginRender() {
    renders.append([])
    if renders.count > ControlActions<Void>.generations { renders.removeFirst() }
  }

  /// Keeps `input`, whose binding `send` sets to a value given as JSON.
  func keep(_ input: SceneInput, send: @escaping (JSONValue) -> JSONValue?) {
    renders[renders.count - 1].append(Template(input: input, send: send))
  }

  /// The JSON of the action a recent input sends when `json` is its action with the value the
  /// page wrote in it; `nil` when `json` is no input's action.
  func action(entered json: JSONValue) -> JSONValue? {
    for template in renders.reversed().joined() {
      let path = template.input.valuePath
      guard let value = json.value(at: path),
        let marker = template.input.action.value(at: path),
        json.replacing(at: path, with: marker) == template.input.action
      else { continue }
      return template.send(value)
    }
    return nil
  }
}

extension JSONValue {
  /// The value at `path` (object keys and array indices), `nil` when there is none.
  fileprivate func value(at path: [JSONValue]) -> JSONValue? {
    guard let first = path.first else { return self }
    switch (self, first) {
    case (.object(let object), .string(let key)):
      return object[key]?.value(at: Array(path.dropFirst()))
    case (.array(let array), .int(let index)) where array.indices.contains(index):
      return array[index].value(at: Array(path.dropFirst()))
    default:
      return nil
    }
  }

  /// This value with `value` at `path`, which leads to a value.
  fileprivate func replacing(at path: [JSONValue], with value: JSONValue) -> JSONValue {
    guard let first = path.first else { return value }
    let rest = Array(path.dropFirst())
    switch (self, first) {
    case (.object(var object), .string(let key)):
      object[key] = object[key]?.replacing(at: rest, with: value)
      return .object(object)
    case (.array(var array), .int(let index)) where array.indices.contains(index):
      array[index] = array[index].replacing(at: rest, with: value)
      return .array(array)
    default:
      return self
    }
  }
}

import MirrorJSON
import MirrorUI

/// The texts an app's previews show in their text fields, for the explorer to type where the
/// app shows the same field: the values the app's authors chose (an email the login accepts, a
/// title the form saves) get past checks that a made-up word does not.
///
/// A field is the same when its control sends the same action with the text in the same place:
/// a preview of the login screen alone (`.binding(.set(\.email, …))`) fills the login field of
/// the whole app (`.login(.binding(.set(\.email, …)))`).
public struct FieldSamples: Sendable, Equatable {
  /// One text a preview shows in a field.
  struct Sample: Sendable, Equatable {
    /// The field's action, its text taken out (`null`).
    let field: JSONValue
    let text: String
  }

  private var samples: [Sample] = []

  /// How many texts one field is given at most.
  public static let perField = 2

  /// No samples: fields are typed into with ``ExplorationOptions/textSamples`` alone.
  public init() {}

  /// The texts the text fields of `scenes` show, each scene the first of a preview.
  public init(scenes: [Scene]) {
    for scene in scenes {
      for control in scene.controls(typing: []) {
        guard let input = control.typedInto, let text = control.typedText,
          let field = input.action.replacing(at: input.valuePath[...], with: .null)
        else { continue }
        let sample = Sample(field: field, text: text)
        if !samples.contains(sample) { samples.append(sample) }
      }
    }
  }

  /// The texts of the first screens of the previews among `apps` (the others are ignored).
  public init(previews apps: [MirrorApp]) {
    self.init(scenes: apps.filter { $0.preview != nil }.map { firstScene(of: $0.explorable()) })
  }

  /// Whether there are none.
  public var isEmpty: Bool { samples.isEmpty }

  /// The texts for the field `input`, at most ``perField``: those of the samples whose action
  /// is `input`'s from its root or from any action it wraps on the way to the text.
  func texts(for input: SceneInput) -> [String] {
    guard !samples.isEmpty,
      var action = input.action.replacing(at: input.valuePath[...], with: .null)
    else { return [] }
    var texts: [String] = []
    var path = input.valuePath[...]
    while let step = path.first {
      for sample in samples where sample.field == action && !texts.contains(sample.text) {
        texts.append(sample.text)
      }
      guard let inner = action.member(step) else { break }
      action = inner
      path = path.dropFirst()
    }
    return Array(texts.prefix(Self.perField))
  }
}

private func firstScene(of app: some ExplorableApp) -> Scene {
  app.scene(for: app.initialState)
}

extension JSONValue {
  /// The member at `step`: an object's value for a key, an array's element at an index.
  fileprivate func member(_ step: JSONValue) -> JSONValue? {
    switch (self, step) {
    case (.object(let object), .string(let key)): return object[key]
    case (.array(let array), .int(let index)) where array.indices.contains(index):
      return array[index]
    default: return nil
    }
  }
}

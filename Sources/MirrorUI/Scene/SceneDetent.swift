import MirrorJSON

/// A height a sheet rests at, from its content's `.presentationDetents`: a fraction of the
/// screen's height (`.medium` is a half), a height in points, or the whole screen under the
/// status bar (`.large`).
public enum SceneDetent: Hashable, Sendable {
  case fraction(Double)
  case height(Double)
  case large

  /// `{"fraction": 0.5}`, `{"height": 300}` or `{"large": true}`.
  var json: JSONObject {
    switch self {
    case .fraction(let fraction): return ["fraction": .double(fraction)]
    case .height(let height): return ["height": .double(height)]
    case .large: return ["large": true]
    }
  }
}

import MirrorJSON

/// The height a sheet opens at, from its content's `.presentationDetents`: a fraction of the
/// screen's height (`.medium` is a half) or a height in points. A sheet without one, or whose
/// smallest detent is `.large`, takes the whole screen under the status bar.
public enum SceneDetent: Hashable, Sendable {
  case fraction(Double)
  case height(Double)

  /// `{"fraction": 0.5}` or `{"height": 300}`.
  var json: JSONValue {
    switch self {
    case .fraction(let fraction): return ["fraction": .double(fraction)]
    case .height(let height): return ["height": .double(height)]
    }
  }
}

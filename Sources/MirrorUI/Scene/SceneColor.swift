import MirrorJSON

/// A colour as the page draws it: a named system colour, which follows light and dark as iOS's
/// do, or red, green and blue components from 0 to 1.
public struct SceneColor: Hashable, Sendable, Codable {
  /// The system colour's name (`red`, `secondary`, `accentColor`), or `nil` for components.
  public var name: String?
  public var red = 0.0
  public var green = 0.0
  public var blue = 0.0
  public var opacity = 1.0

  /// `{"name": "red", "opacity": 1}` or `{"rgb": [r, g, b], "opacity": 1}`.
  var json: JSONValue {
    var object: JSONObject = [:]
    if let name {
      object["name"] = .string(name)
    } else {
      object["rgb"] = [.double(red), .double(green), .double(blue)]
    }
    if opacity != 1 { object["opacity"] = .double(opacity) }
    return .object(object)
  }
}

/// What fills a shape: a colour or a gradient.
public enum SceneFill: Hashable, Sendable {
  case color(SceneColor)
  /// A linear (`angle` in degrees, 180 from top to bottom), radial or angular gradient.
  case gradient(kind: String, colors: [SceneColor], angle: Double)

  var json: JSONValue {
    switch self {
    case .color(let color): return ["color": color.json]
    case .gradient(let kind, let colors, let angle):
      return [
        "gradient": .string(kind), "colors": .array(colors.map(\.json)), "angle": .double(angle),
      ]
    }
  }
}

/// A shape: its outline, and how it is filled and stroked.
public struct SceneShape: Hashable, Sendable {
  /// `rectangle`, `roundedRectangle`, `circle`, `capsule`, `ellipse`.
  public var kind: String
  /// The corner radius of a rounded rectangle.
  public var cornerRadius = 0.0
  /// The fill; a shape without fill or stroke is filled with the foreground colour.
  public var fill: SceneFill?
  /// The stroke's colour and width.
  public var stroke: SceneFill?
  public var lineWidth = 1.0

  var json: JSONObject {
    var object: JSONObject = ["kind": "shape", "shape": .string(kind)]
    if cornerRadius != 0 { object["cornerRadius"] = .double(cornerRadius) }
    if let fill { object["fill"] = fill.json }
    if let stroke {
      object["stroke"] = stroke.json
      object["lineWidth"] = .double(lineWidth)
    }
    return object
  }
}

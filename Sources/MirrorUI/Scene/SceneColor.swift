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
  /// `rectangle`, `roundedRectangle`, `circle`, `capsule`, `ellipse`, `path`.
  public var kind: String
  /// The corner radius of a rounded rectangle.
  public var cornerRadius = 0.0
  /// The fill; a shape without fill or stroke is filled with the foreground colour.
  public var fill: SceneFill?
  /// The stroke's colour and width.
  public var stroke: SceneFill?
  public var lineWidth = 1.0
  /// The stroke's caps and joins when not SwiftUI's defaults (`round`, `square`, `bevel`).
  public var lineCap: String?
  public var lineJoin: String?
  /// The stroke's dash lengths.
  public var dash: [Double]?
  /// A path's outline as SVG path data, in points.
  public var path: String?
  /// The part of the outline drawn, `[from, to]` in fractions of its length.
  public var trim: [Double]?

  var json: JSONObject {
    var object: JSONObject = ["kind": "shape", "shape": .string(kind)]
    if cornerRadius != 0 { object["cornerRadius"] = .double(cornerRadius) }
    if let path { object["path"] = .string(path) }
    if let trim { object["trim"] = .array(trim.map { .double($0) }) }
    if let lineCap { object["lineCap"] = .string(lineCap) }
    if let lineJoin { object["lineJoin"] = .string(lineJoin) }
    if let dash { object["dash"] = .array(dash.map { .double($0) }) }
    if let fill { object["fill"] = fill.json }
    if let stroke {
      object["stroke"] = stroke.json
      object["lineWidth"] = .double(lineWidth)
    }
    return object
  }
}

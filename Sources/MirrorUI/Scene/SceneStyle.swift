import MirrorJSON

/// How a ``SceneNode/styled(_:_:)`` node is drawn: what SwiftUI's look modifiers set. Text
/// inside inherits the look (font, weight, colour), as SwiftUI's environment passes a font
/// down; the box modifiers (padding, frame, background, corners, opacity) are drawn as one
/// box, and those one box cannot draw in the order written come as a style node inside
/// another (``needsNewLayer(toBecome:)``), so that each applies to what the ones before made.
public struct SceneStyle: Hashable, Sendable {
  /// Font, weight, italic, colour of the text inside.
  public var look = SceneLook()
  /// The colour of shapes and symbols inside (`.foregroundStyle`, `.tint` for controls).
  public var tint: SceneColor?
  /// Space around, per edge: top, leading, bottom, trailing.
  public var padding: [Double]?
  /// A fixed or flexible size, in points (`.infinity` as `nil` with `fills`).
  public var frame: SceneFrame?
  /// What is drawn behind.
  public var background: SceneFill?
  public var cornerRadius: Double?
  public var opacity: Double?
  /// A stroke around (`.border`).
  public var border: SceneFill?
  public var borderWidth: Double?
  /// `light` or `dark`: the subtree drawn in that appearance.
  public var colorScheme: ColorScheme?
  /// `leading`, `center` or `trailing` for multi-line text.
  public var textAlignment: String?
  /// The most lines a text shows.
  public var lineLimit: Int?
  /// How the node appears and leaves (`opacity`, `slide`, `scale`, `move`, `push`), drawn by
  /// the page when it comes or goes.
  public var transition: String?
  /// Whether changes inside are animated (`.animation`).
  public var animated = false
  /// Offset in points (`.offset`).
  public var offset: [Double]?
  /// Scale (`.scaleEffect`).
  public var scale: Double?
  /// Rotation in degrees (`.rotationEffect`).
  public var rotation: Double?
  /// Hidden, keeping its space (`.hidden()`).
  public var hidden = false

  /// A style that changes nothing.
  public init(colorScheme: ColorScheme? = nil) {
    self.colorScheme = colorScheme
  }

  var json: JSONValue {
    var object = JSONObject()
    look.write(to: &object)
    if let tint { object["tint"] = tint.json }
    if let padding { object["padding"] = .array(padding.map(JSONValue.double)) }
    if let frame { object["frame"] = frame.json }
    if let background { object["background"] = background.json }
    if let cornerRadius { object["cornerRadius"] = .double(cornerRadius) }
    if let opacity { object["opacity"] = .double(opacity) }
    if let border {
      object["border"] = border.json
      object["borderWidth"] = .double(borderWidth ?? 1)
    }
    if let colorScheme { object["colorScheme"] = .string(colorScheme.rawValue) }
    if let textAlignment { object["textAlignment"] = .string(textAlignment) }
    if let lineLimit { object["lineLimit"] = .int(lineLimit) }
    if let transition { object["transition"] = .string(transition) }
    if animated { object["animated"] = true }
    if let offset { object["offset"] = .array(offset.map(JSONValue.double)) }
    if let scale { object["scale"] = .double(scale) }
    if let rotation { object["rotation"] = .double(rotation) }
    if hidden { object["hidden"] = true }
    return .object(object)
  }
}

extension SceneStyle {
  /// Whether a modifier that would change this style into `changed` must be drawn as a new
  /// style node around this one instead. The page draws a style node as one box whose padding
  /// and frame lie inside its background and border, while SwiftUI applies modifiers in
  /// order, each to the view the ones before it made: `.background(.red).padding()` leaves the
  /// padding unpainted, `.frame(width: 80).padding()` is 80 points plus the padding wide. So a
  /// padding or frame after a background, a border or a frame, a second background or border,
  /// and a background or border after a clip each start a new layer. An offset, scale or
  /// rotation moves what is drawn but not the space it takes: anything that changes the box
  /// after one (`.offset(x: 40).background(.red)` paints where the view was laid out, not
  /// where it was moved) starts a new layer too.
  func needsNewLayer(toBecome changed: SceneStyle) -> Bool {
    let resizes = changed.padding != padding || changed.frame != frame
    let newBackground = changed.background != background
    let newBorder = changed.border != border || changed.borderWidth != borderWidth
    let painted = background != nil || border != nil
    let transformed = offset != nil || scale != nil || rotation != nil
    let newTransform =
      changed.offset != offset || changed.scale != scale || changed.rotation != rotation
    let newBox = resizes || newBackground || newBorder || changed.cornerRadius != cornerRadius
    return (resizes && (painted || frame != nil))
      || (newBackground && (background != nil || cornerRadius != nil))
      || (newBorder && (border != nil || cornerRadius != nil))
      || (transformed && (newBox || newTransform))
  }
}

/// A `.frame`: sizes in points; a `maxWidth`/`maxHeight` of `.infinity` fills the space.
public struct SceneFrame: Hashable, Sendable {
  public var width: Double?
  public var height: Double?
  public var minWidth: Double?
  public var minHeight: Double?
  public var maxWidth: Double?
  public var maxHeight: Double?
  /// Where the content sits in a larger frame: `center`, `leading`, `topLeading`, ….
  public var alignment = "center"

  var json: JSONValue {
    var object: JSONObject = ["alignment": .string(alignment)]
    func put(_ key: String, _ value: Double?) {
      guard let value else { return }
      object[key] = value.isInfinite ? "infinity" : .double(value)
    }
    put("width", width)
    put("height", height)
    put("minWidth", minWidth)
    put("minHeight", minHeight)
    put("maxWidth", maxWidth)
    put("maxHeight", maxHeight)
    return .object(object)
  }
}

/// How a stack lines up its children: `alignment` across the stack (`leading`, `center`,
/// `trailing` for a `VStack`; `top`, `center`, `bottom` for an `HStack`; the nine of a
/// `ZStack`) and the space between them.
public struct StackLayout: Hashable, Sendable {
  public var alignment: String
  public var spacing: Double?
  /// Whether the stack is a scroll view's content, which starts at the top.
  public var scrolls = false

  /// SwiftUI's default: centred, the system spacing.
  public init(alignment: String = "center", spacing: Double? = nil, scrolls: Bool = false) {
    self.alignment = alignment
    self.spacing = spacing
    self.scrolls = scrolls
  }

  func write(to object: inout JSONObject) {
    if alignment != "center" { object["alignment"] = .string(alignment) }
    if let spacing { object["spacing"] = .double(spacing) }
    if scrolls { object["scroll"] = true }
  }
}

/// How the children of a `VStack` line up, as SwiftUI's.
public enum HorizontalAlignment: String, Sendable {
  case leading, center, trailing

  var name: String { rawValue }
}

/// How the children of an `HStack` line up, as SwiftUI's.
public enum VerticalAlignment: String, Sendable {
  case top, center, bottom, firstTextBaseline, lastTextBaseline

  var name: String {
    switch self {
    case .firstTextBaseline: return "top"
    case .lastTextBaseline: return "bottom"
    default: return rawValue
    }
  }
}

/// How the children of a `ZStack` or the content of a `.frame` line up, as SwiftUI's.
public enum Alignment: String, Sendable {
  case center, leading, trailing, top, bottom
  case topLeading, topTrailing, bottomLeading, bottomTrailing

  var name: String { rawValue }
}

/// How multi-line text lines up, as SwiftUI's.
public enum TextAlignment: String, Sendable {
  case leading, center, trailing
}

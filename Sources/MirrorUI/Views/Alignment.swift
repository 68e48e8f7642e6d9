/// How the children of a `VStack` line up, accepted as SwiftUI's.
public enum HorizontalAlignment: Sendable {
  case leading, center, trailing
}

/// How the children of an `HStack` line up, accepted as SwiftUI's.
public enum VerticalAlignment: Sendable {
  case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// How the children of a `ZStack` or a `.frame` line up, accepted as SwiftUI's.
public enum Alignment: Sendable {
  case center, leading, trailing, top, bottom
  case topLeading, topTrailing, bottomLeading, bottomTrailing
}

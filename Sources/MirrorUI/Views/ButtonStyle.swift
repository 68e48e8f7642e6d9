/// A button style, accepted as SwiftUI's.
public enum ButtonStyle: Sendable {
  case automatic, plain, borderless, bordered, borderedProminent
}

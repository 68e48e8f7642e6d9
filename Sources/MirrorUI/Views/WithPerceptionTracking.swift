/// Its content, unchanged: TCA views wrap their bodies in `WithPerceptionTracking` before iOS 17
/// so that SwiftUI observes the store; here every state renders a new scene, so there is
/// nothing to track, and the wrapper is accepted as it is written.
public struct WithPerceptionTracking<Content: View>: View {
  let content: Content

  /// Wraps `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The content.
  public var body: Content { content }
}

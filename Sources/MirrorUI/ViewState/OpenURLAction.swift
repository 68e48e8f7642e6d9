import Foundation
import MirrorJSON

/// Opens a URL, as SwiftUI's `@Environment(\.openURL)`: a control whose closure calls it makes
/// the page open the URL in a new tab, in the window where it was tapped (opening a page is a
/// person's, not the room's: nothing changes in the room, and no version is made).
public struct OpenURLAction: Sendable {
  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) {
    guard let recording = ActionRecorder.current else { return }
    recording.ops.append(.open(url: url.absoluteString))
  }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction() }
}

extension EnvironmentValues {
  /// Opens a URL in a new tab of the window where a control was used.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

/// `Link("Docs", destination: url)`: a link that opens `destination` in a new tab, as SwiftUI's.
public struct Link<Label: View>: PrimitiveView {
  let destination: URL
  let label: Label

  /// A link drawn as `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let url = destination.absoluteString
    let node = context.rendering(at: .slot("label")) {
      MirrorUI.render(label, in: context).combined
    }
    let action: JSONValue? =
      context.recordsActions ? [ViewOp.member: [ViewOp.open(url: url).json]] : nil
    return [
      RenderedNode(node: .labeledButton(label: node, action: action, role: nil, disabled: false))
    ]
  }
}

extension Link where Label == Text {
  /// A link titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }
}

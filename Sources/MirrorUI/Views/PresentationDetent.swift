import Foundation
import MirrorJSON

/// A height a sheet rests at, as SwiftUI's: `.medium` (half the screen), `.large` (all of
/// it), a fraction of it or a height in points.
public struct PresentationDetent: Hashable, Sendable, Codable {
  /// How high the sheet is.
  enum Height: Hashable, Sendable, Codable {
    case medium, large
    case fraction(Double)
    case points(Double)
  }

  let height: Height

  /// Half the screen.
  public static let medium = PresentationDetent(height: .medium)
  /// The whole screen.
  public static let large = PresentationDetent(height: .large)

  /// `fraction` of the screen's height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(height: .fraction(Double(fraction)))
  }

  /// A height in points.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(height: .points(Double(height)))
  }
}

extension View {
  /// The heights the sheet presenting this view rests at, as SwiftUI's: it opens at the
  /// smallest (`.medium`: half the screen), and its grabber drags it to the others.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
      let detents = SceneDetents(among: detents, current: nil) { _ in nil }
      for index in nodes.indices { nodes[index].bar.detents = detents }
    }
  }

  /// The heights the sheet presenting this view rests at, the current one in `selection`: the
  /// page opens it at `selection`'s, and dragging it to another writes that one, for everyone.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, context in
      let stops = SceneDetents(among: detents, current: selection.wrappedValue) { detent in
        context.action { selection.wrappedValue = detent }
      }
      for index in nodes.indices { nodes[index].bar.detents = stops }
    }
  }

  /// Keeps the sheet presenting this view from being dismissed by dragging it down (or by Esc
  /// in the page), as SwiftUI's: only its own controls dismiss it then.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
      for index in nodes.indices { nodes[index].bar.interactiveDismissDisabled = isDisabled }
    }
  }

  /// Whether the sheet presenting this view shows its grabber; accepted as SwiftUI's (the page
  /// always draws it).
  public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
}

extension PresentationDetent {
  /// The height of the phone's screen the page draws, in points, to compare heights in points
  /// with fractions.
  private static let screenHeight = 844.0

  /// The fraction of the screen `self` takes.
  var fraction: Double {
    switch height {
    case .medium: return 0.5
    case .large: return 1
    case .fraction(let fraction): return fraction
    case .points(let points): return points / Self.screenHeight
    }
  }

  /// `self` as the scene draws it.
  var sceneDetent: SceneDetent {
    switch height {
    case .large: return .large
    case .points(let points): return .height(points)
    default: return fraction < 1 ? .fraction(fraction) : .large
    }
  }
}

extension SceneDetents {
  /// `detents`, smallest first, resting at `current` when it is one of them and at the
  /// smallest otherwise, each with what `choosing` it sends; `nil` when there are none.
  @MainActor init?(
    among detents: Set<PresentationDetent>, current: PresentationDetent?,
    choosing: (PresentationDetent) -> JSONValue?
  ) {
    let sorted = detents.sorted { $0.fraction < $1.fraction }
    guard !sorted.isEmpty else { return nil }
    self.init(
      stops: sorted.map { Stop(detent: $0.sceneDetent, action: choosing($0)) },
      current: current.flatMap { sorted.firstIndex(of: $0) } ?? 0)
  }
}

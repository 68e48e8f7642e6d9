import Foundation

/// A height a sheet rests at, as SwiftUI's: `.medium` (half the screen), `.large` (all of
/// it), a fraction of it or a height in points.
public struct PresentationDetent: Hashable, Sendable {
  /// How high the sheet is.
  enum Height: Hashable, Sendable {
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
  /// The heights the sheet presenting this view rests at, as SwiftUI's: the page opens it at
  /// the smallest (`.medium`: half the screen).
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedView<Self> {
    let detent = PresentationDetent.opening(among: detents)
    return ModifiedView(content: self) { nodes, _ in
      for index in nodes.indices { nodes[index].bar.detent = detent }
    }
  }

  /// The heights the sheet presenting this view rests at, the current one in `selection`: the
  /// page opens it at `selection`'s.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> ModifiedView<Self> {
    presentationDetents([selection.wrappedValue])
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
  private var fraction: Double {
    switch height {
    case .medium: return 0.5
    case .large: return 1
    case .fraction(let fraction): return fraction
    case .points(let points): return points / Self.screenHeight
    }
  }

  /// What the sheet opens at among `detents`: the smallest, as iOS opens it; `nil` for the
  /// whole screen.
  static func opening(among detents: Set<PresentationDetent>) -> SceneDetent? {
    guard let smallest = detents.min(by: { $0.fraction < $1.fraction }), smallest.fraction < 1
    else { return nil }
    switch smallest.height {
    case .points(let points): return .height(points)
    default: return .fraction(smallest.fraction)
    }
  }
}

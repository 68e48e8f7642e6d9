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
  /// The heights the sheet presenting this view rests at; accepted as SwiftUI's, and the page
  /// draws the sheet at full height.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }

  /// The heights the sheet presenting this view rests at, the current one in `selection`;
  /// accepted as SwiftUI's, and the page draws the sheet at full height.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> Self { self }

  /// Whether the sheet presenting this view shows its grabber; accepted as SwiftUI's.
  public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
}

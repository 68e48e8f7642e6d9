/// The animation an action asks for, as SwiftUI names it: `.default`, `.easeInOut`,
/// `.spring`, ….
///
/// Linux has no SwiftUI, so NavMirror keeps the animation as data: a button that sends
/// `.send(.copy, animation: .default)` records which animation it asked for, and the page may
/// use it. In JSON, `{"name": "easeInOut", "duration": 0.3}` (`duration` only when given).
public struct Animation: Hashable, Codable, Sendable {
  /// The curve, as SwiftUI names it: `default`, `linear`, `easeIn`, `easeOut`, `easeInOut`,
  /// `spring`, `bouncy`, `smooth`, `snappy`.
  public var name: String
  /// The duration in seconds, when one was given.
  public var duration: Double?

  /// An animation with the curve `name`.
  public init(name: String, duration: Double? = nil) {
    self.name = name
    self.duration = duration
  }

  /// The platform's default animation.
  public static let `default` = Self(name: "default")
  /// A constant speed.
  public static let linear = Self(name: "linear")
  /// Slow at the start.
  public static let easeIn = Self(name: "easeIn")
  /// Slow at the end.
  public static let easeOut = Self(name: "easeOut")
  /// Slow at both ends.
  public static let easeInOut = Self(name: "easeInOut")
  /// A spring.
  public static let spring = Self(name: "spring")
  /// A spring with a small bounce.
  public static let bouncy = Self(name: "bouncy")
  /// A spring without bounce.
  public static let smooth = Self(name: "smooth")
  /// A quick spring without bounce.
  public static let snappy = Self(name: "snappy")

  /// A constant speed over `duration` seconds.
  public static func linear(duration: Double) -> Self { Self(name: "linear", duration: duration) }
  /// Slow at the start, over `duration` seconds.
  public static func easeIn(duration: Double) -> Self { Self(name: "easeIn", duration: duration) }
  /// Slow at the end, over `duration` seconds.
  public static func easeOut(duration: Double) -> Self {
    Self(name: "easeOut", duration: duration)
  }
  /// Slow at both ends, over `duration` seconds.
  public static func easeInOut(duration: Double) -> Self {
    Self(name: "easeInOut", duration: duration)
  }
}

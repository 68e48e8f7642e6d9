/// Something that happened to an effect, for the page's effects lane.
public struct EffectEvent: Sendable, Equatable {
  /// What happened.
  public enum Kind: String, Sendable, Codable {
    /// The effect started running.
    case started
    /// The effect ran to its end.
    case finished
    /// The effect was cancelled by id, by a pop or a dismissal, or by a reset.
    case cancelled
  }

  /// A number unique within the store.
  public let id: Int
  /// The effect's name, when it was given one.
  public let name: String?
  /// The case path of the action whose reducer returned the effect, as a person reads it:
  /// `path[#2].detail.task`; what names an effect that was given no name.
  public let startedBy: String
  /// Descriptions of the cancellation ids it carries, e.g. `path #3`, `destination`.
  public let tags: [String]
  /// What happened.
  public let kind: Kind
}

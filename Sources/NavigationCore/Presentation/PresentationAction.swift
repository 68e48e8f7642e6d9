import CasePaths

/// The actions of something a feature presents, as `ifLet(\.$x, action: \.x)` understands
/// them.
///
/// In JSON: `{"presented": …}` and `{"dismiss": {}}`.
public enum PresentationAction<Action> {
  /// Dismisses the presented feature: sent by the system (swipe down, Esc, tapping outside an
  /// alert) and by `dismiss` inside the presented feature.
  case dismiss
  /// An action of the presented feature.
  indirect case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case dismiss, presented
  }

  private struct Empty: Codable {}

  /// Decodes `{"dismiss":{}}` or `{"presented": action}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if container.contains(.dismiss) {
      self = .dismiss
    } else {
      self = .presented(try container.decode(Action.self, forKey: .presented))
    }
  }

  /// Encodes `{"dismiss":{}}` or `{"presented": action}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .dismiss: try container.encode(Empty(), forKey: .dismiss)
    case .presented(let action): try container.encode(action, forKey: .presented)
    }
  }
}

extension PresentationAction: CasePathable {
  /// The case paths of a presentation action; `\.destination.edit` reaches through
  /// `presented` into the presented feature's action, keeping `dismiss`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// `.dismiss`.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: { if case .dismiss = $0 { () } else { nil } }
      )
    }

    /// `.presented(action)`.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: { if case .presented(let action) = $0 { action } else { nil } }
      )
    }

    /// The presented action in the case `keyPath`, as TCA's `\.destination.edit` for a
    /// `Destination` enum: `store.send(\.destination.edit.nameChanged, "Blob")` sends
    /// `.destination(.presented(.edit(.nameChanged("Blob"))))`.
    public subscript<AppendedAction>(
      dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, AppendedAction>
    where Action: CasePathable & SendableMetatype {
      let path = AnyCasePath(keyPath)
      return AnyCasePath(
        embed: { .presented(path.embed($0)) },
        extract: {
          guard case .presented(let action) = $0 else { return nil }
          return path.extract(from: action)
        }
      )
    }

    /// A presentation action whose presented action is in the case `keyPath`, keeping
    /// `dismiss`: what `ifLet(_:action:)` scopes a `Destination` enum's case with.
    @_disfavoredOverload
    public subscript<AppendedAction>(
      dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>>
    where Action: CasePathable & SendableMetatype {
      let path = AnyCasePath(keyPath)
      return AnyCasePath(
        embed: {
          switch $0 {
          case .dismiss: return .dismiss
          case .presented(let action): return .presented(path.embed(action))
          }
        },
        extract: {
          switch $0 {
          case .dismiss: return .dismiss
          case .presented(let action): return path.extract(from: action).map { .presented($0) }
          }
        }
      )
    }
  }

  /// The case paths.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The presentation actions of a feature `R`.
public typealias PresentationActionOf<R: Reducer> = PresentationAction<R.Action>

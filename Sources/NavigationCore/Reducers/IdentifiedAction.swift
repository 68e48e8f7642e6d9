import CasePaths
import IdentifiedCollections

/// The actions of the elements of an `IdentifiedArray`, as
/// `forEach(_:action:element:)` understands them: each one names its element by id.
///
/// ```swift
/// case rows(IdentifiedActionOf<Row>)
/// // …
/// case let .rows(.element(id: id, action: .deleteTapped)):
/// ```
///
/// In JSON, `{"element": {"id": id, "action": action}}`.
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
  /// An action sent by the element with `id`.
  indirect case element(id: ID, action: Action)
}

/// The actions of the elements of an identified array of the feature `R`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}
extension IdentifiedAction: Codable where ID: Codable, Action: Codable {}

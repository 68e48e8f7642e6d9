import CasePaths
import IdentifiedCollections
import MirrorJSON
import NavigationCore

extension Store {
  /// The stores of the elements of an identified array of child states, for
  /// `ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in … }`, as TCA's: each
  /// element's actions are sent as `.element(id:action:)` of `action`'s case.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state toElements: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action toElementAction:
      @escaping @autoclosure () -> CaseKeyPath<
        Action, IdentifiedAction<ElementID, ElementAction>
      >
  ) -> ElementStores<ElementID, ElementState, ElementAction> {
    ElementStores(
      elements: state[keyPath: toElements], toRoot: sending(toElementAction), lineage: lineage)
  }
}

/// The stores of the elements of an identified array: what `store.scope(state: \.rows, action:
/// \.rows)` returns, to go through with `ForEach`.
public struct ElementStores<ID: Hashable & Sendable, State, Action>: RandomAccessCollection {
  let elements: IdentifiedArray<ID, State>
  let toRoot: ((IdentifiedAction<ID, Action>) -> JSONValue?)?
  /// The family of the store they were scoped from.
  let lineage: StoreLineage?

  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }

  /// The store of the element at `position`.
  public subscript(position: Int) -> Store<State, Action> {
    store(at: position, lineage: lineage)
  }

  /// The store of the element at `position`, of the family `lineage`.
  func store(at position: Int, lineage: StoreLineage?) -> Store<State, Action> {
    let id = elements.ids[position]
    return Store(
      state: elements[position], dismissAction: nil,
      toRoot: toRoot.map { toRoot in { toRoot(.element(id: id, action: $0)) } }, lineage: lineage)
  }
}

extension ForEach {
  /// Creates a view for each store of `data`, identified by its element's id in the identified
  /// array.
  public init<ID, ElementState, ElementAction>(
    _ data: ElementStores<ID, ElementState, ElementAction>,
    @ViewBuilder content: @escaping (Store<ElementState, ElementAction>) -> Content
  ) where Data == ElementStores<ID, ElementState, ElementAction> {
    let equal = ValueEquality.comparator(for: ElementState.self)
    self.init(
      data: data, content: content, ids: { data.elements.ids.map { AnyHashable($0) } },
      rowValues: equal.map { equal in
        RowValues(
          values: { data.elements },
          comparison: { kept in
            guard let old = kept as? IdentifiedArray<ID, ElementState> else { return nil }
            return { index, offset in equal(data.elements[index], old[offset]) }
          },
          content: { index, lineage in content(data.store(at: index, lineage: lineage)) })
      })
  }
}

import IdentifiedCollections

extension RangeReplaceableCollection {
  /// A share of each element of a shared identified array, by id, as swift-sharing's:
  /// `ForEach(Array(store.$syncUps)) { $syncUp in … }`.
  public init<Value: _MutableIdentifiedCollection>(_ shared: Shared<Value>)
  where
    Element == Shared<Value.Element>, Value.Index == Value.IDs.Index, Value.ID: Sendable
  {
    self.init()
    for id in shared.wrappedValue.ids {
      if let element = Shared<Value.Element>(shared[id: id]) { append(element) }
    }
  }
}

import MirrorJSON
import NavigationCore

/// How the rows of a `ForEach` are told unchanged from one render to the next (``RowMemo``):
/// the value each row is drawn from — its element, or the state of its child store — compared
/// by `==`, and the row's view made with stores of a family of its own, so that the render can
/// tell reads of the row's own store from reads of a parent's.
struct RowValues<Data: RandomAccessCollection, Content> {
  /// The value the row at an index is drawn from, to be kept.
  let value: (Data.Index) -> Any
  /// Whether the row at an index is drawn from a value equal to one kept.
  let isUnchanged: (Data.Index, Any) -> Bool
  /// The view of the row at an index, its stores (if any) of the family given.
  let content: (Data.Index, StoreLineage) -> Content
}

extension RowValues {
  /// Rows drawn by `content` from the elements of `data` themselves, when they are
  /// `Equatable`; `nil` otherwise.
  static func elements(of data: Data, content: @escaping (Data.Element) -> Content) -> Self? {
    guard let equal = ValueEquality.comparator(for: Data.Element.self) else { return nil }
    return RowValues(
      value: { data[$0] },
      isUnchanged: { index, kept in (kept as? Data.Element).map { equal($0, data[index]) } ?? false
      },
      content: { index, _ in content(data[index]) })
  }
}

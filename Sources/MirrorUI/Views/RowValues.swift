import MirrorJSON
import NavigationCore

/// How the rows of a `ForEach` are told unchanged from one render to the next (``RowMemo``):
/// the values the rows are drawn from — the elements, or the states of the child stores —
/// compared by `==`, and each row's view made with stores of a family of its own, so that the
/// render can tell reads of the row's own store from reads of a parent's.
struct RowValues<Data: RandomAccessCollection, Content> {
  /// The values of every row, to be kept for the next render.
  let values: () -> Any
  /// Given values an earlier render kept, whether the row at an index is drawn from a value
  /// equal to the kept one at an offset; `nil` when the kept values are of another kind.
  let comparison: (Any) -> ((Data.Index, Int) -> Bool)?
  /// The view of the row at an index, its stores (if any) of the family given.
  let content: (Data.Index, StoreLineage) -> Content
}

extension RowValues {
  /// Rows drawn by `content` from the elements of `data` themselves, when they are
  /// `Equatable`; `nil` otherwise.
  static func elements(of data: Data, content: @escaping (Data.Element) -> Content) -> Self? {
    guard let equal = ValueEquality.comparator(for: Data.Element.self) else { return nil }
    return RowValues(
      values: { data },
      comparison: { kept in
        guard let old = kept as? Data else { return nil }
        return { index, offset in
          equal(data[index], old[old.index(old.startIndex, offsetBy: offset)])
        }
      },
      content: { index, _ in content(data[index]) })
  }
}

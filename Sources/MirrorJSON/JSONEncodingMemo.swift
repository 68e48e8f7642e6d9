/// What the last encoding of a value wrote for the elements of its arrays, so that the next
/// encoding of that value reuses the JSON of each element equal (`==`) to the element at the
/// same place last time instead of encoding it again: a push onto a stack of a thousand screens,
/// or a toggle of one row of a long list, encodes one element, not all of them.
///
/// Reuse rests on one rule: two equal values encode to the same JSON. A type whose `==`
/// ignores something it encodes, or compares values behind references that can change without
/// the containing value changing (a `@Shared` in an element), breaks it: call ``forget()``
/// when such a value may have changed. Elements that are not `Equatable` are always encoded.
///
/// Only arrays reached from the root through keyed and single-value containers are
/// remembered, at their coding path; arrays inside an array's elements are encoded with their
/// element. A memo is not thread-safe: one owner encodes with it at a time.
public final class JSONEncodingMemo {
  /// The elements each array of the last encoding held, by the array's coding path.
  private var arrays: [String: any RememberedElements] = [:]

  /// An empty memo.
  public init() {}

  /// Forgets every element: the next encoding writes all of them anew.
  public func forget() { arrays = [:] }

  /// A session for one encoding: it reads what the last one kept and collects what this one
  /// writes, kept by ``commit(_:)`` once the encoding succeeded.
  func beginEncoding() -> MemoSession { MemoSession(previous: arrays) }

  /// Keeps what `session` collected in place of what the last encoding kept.
  func commit(_ session: MemoSession) { arrays = session.collected() }
}

/// One encoding's use of a ``JSONEncodingMemo``.
final class MemoSession {
  private let previous: [String: any RememberedElements]
  private var writers: [String: ArrayMemo] = [:]
  /// Paths seen twice in this encoding (a `super` encoder does not add its key): neither array
  /// is remembered.
  private var ambiguous: Set<String> = []

  init(previous: [String: any RememberedElements]) {
    self.previous = previous
  }

  /// The memo of the array at `path`, or `nil` when another array of this encoding has that
  /// path too.
  func array(at path: String) -> ArrayMemo? {
    guard !ambiguous.contains(path) else { return nil }
    guard writers[path] == nil else {
      writers[path]?.isDisabled = true
      ambiguous.insert(path)
      return nil
    }
    let memo = ArrayMemo(previous: previous[path])
    writers[path] = memo
    return memo
  }

  func collected() -> [String: any RememberedElements] {
    writers.compactMapValues { $0.isDisabled ? nil : $0.next }
  }
}

/// The elements of a ``StackState``, kept in chunks of 32 so that a push or a pop copies one
/// chunk, not the whole stack.
///
/// A store keeps the previous state to tell whether an action changed anything, so every push
/// and pop happens on storage that is shared: with one array, each copied the whole stack
/// (18 µs per action at depth 1,000). Every chunk is full but the last, which is never empty;
/// so index `i` is in chunk `i / 32`, and equal stacks are chunked alike.
@usableFromInline
struct StackElements<Element>: RandomAccessCollection, MutableCollection,
  RangeReplaceableCollection
{
  @usableFromInline static var chunkShift: Int { 5 }
  @usableFromInline static var chunkSize: Int { 1 << chunkShift }

  @usableFromInline var chunks: [[Element]]
  @usableFromInline var total: Int

  @inlinable
  init() {
    chunks = []
    total = 0
  }

  @inlinable var startIndex: Int { 0 }
  @inlinable var endIndex: Int { total }

  @inlinable
  subscript(position: Int) -> Element {
    get {
      precondition(position >= 0 && position < total, "Index out of range")
      return chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
    }
    set {
      precondition(position >= 0 && position < total, "Index out of range")
      chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)] = newValue
    }
  }

  @inlinable
  mutating func append(_ element: Element) {
    if total & (Self.chunkSize - 1) == 0 {
      var chunk: [Element] = []
      chunk.reserveCapacity(Self.chunkSize)
      chunk.append(element)
      chunks.append(chunk)
    } else {
      chunks[chunks.count - 1].append(element)
    }
    total += 1
  }

  @inlinable
  @discardableResult
  mutating func removeLast() -> Element {
    precondition(total > 0, "Can't remove the last element of an empty stack")
    let element = chunks[chunks.count - 1].removeLast()
    if chunks[chunks.count - 1].isEmpty { chunks.removeLast() }
    total -= 1
    return element
  }

  /// Removes the elements from `count` on: what a pop does.
  @inlinable
  mutating func truncate(to count: Int) {
    precondition(count >= 0 && count <= total, "Range out of bounds")
    guard count < total else { return }
    let keptChunks = (count + Self.chunkSize - 1) >> Self.chunkShift
    chunks.removeSubrange(keptChunks...)
    let inLast = count & (Self.chunkSize - 1)
    if inLast != 0 { chunks[keptChunks - 1].removeSubrange(inLast...) }
    total = count
  }

  @inlinable
  mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    precondition(subrange.lowerBound >= 0 && subrange.upperBound <= total, "Range out of bounds")
    if subrange.upperBound == total {
      // At the top, where stacks change: keep the chunks below.
      truncate(to: subrange.lowerBound)
      for element in newElements { append(element) }
      return
    }
    var all = Array(self)
    all.replaceSubrange(subrange, with: newElements)
    self = StackElements()
    for element in all { append(element) }
  }

  @inlinable
  mutating func removeSubrange(_ bounds: Range<Int>) {
    replaceSubrange(bounds, with: EmptyCollection())
  }

  @inlinable
  mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    chunks.removeAll()
    total = 0
  }
}

extension StackElements: Equatable where Element: Equatable {
  /// Chunks shared with the other stack compare by identity, without looking at their elements.
  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.total == rhs.total && lhs.chunks == rhs.chunks
  }
}

extension StackElements: Sendable where Element: Sendable {}

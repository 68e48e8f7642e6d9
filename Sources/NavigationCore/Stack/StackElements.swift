/// The elements of a ``StackState``, kept in full chunks of 4 and a tail of the rest, so that a
/// push or a pop copies a few elements, not the whole stack.
///
/// A store keeps the previous state to tell whether an action changed anything, so every push
/// and pop happens on storage that is shared: with one array, each copied the whole stack
/// (18 µs per action at depth 1,000); with the last chunk inside the array of chunks, each also
/// copied that array. The tail holds fewer than 8 elements: a chunk leaves it only when a push
/// makes it 8, and one comes back only when a pop finds it empty, so pushing and popping at any
/// depth copies the tail alone and never moves chunks back and forth. Small chunks keep that
/// copy short (`navmirror-bench core`: chunks of 4 beat 8, 16 and 32 at depths 2, 100 and
/// 1,000); the array of chunks is copied once per 4 net pushes or pops.
@usableFromInline
struct StackElements<Element>: RandomAccessCollection, MutableCollection,
  RangeReplaceableCollection
{
  @usableFromInline static var chunkShift: Int { 2 }
  @usableFromInline static var chunkSize: Int { 1 << chunkShift }

  /// Full chunks of `chunkSize` elements.
  @usableFromInline var chunks: [[Element]]
  /// The elements past the full chunks: fewer than twice `chunkSize`.
  @usableFromInline var tail: [Element]

  @inlinable
  init() {
    chunks = []
    tail = []
  }

  /// How many elements the full chunks hold.
  @inlinable var chunked: Int { chunks.count << Self.chunkShift }

  @inlinable var startIndex: Int { 0 }
  @inlinable var endIndex: Int { count }
  // Index arithmetic spelled out on `Int`: the collection defaults go through `Strideable`
  // generically wherever the stack is used as a collection without being specialized.
  @inlinable var count: Int { chunked + tail.count }
  @inlinable var isEmpty: Bool { chunks.isEmpty && tail.isEmpty }
  @inlinable func index(after index: Int) -> Int { index + 1 }
  @inlinable func index(before index: Int) -> Int { index - 1 }
  @inlinable func index(_ index: Int, offsetBy distance: Int) -> Int { index + distance }
  @inlinable func distance(from start: Int, to end: Int) -> Int { end - start }

  @inlinable
  subscript(position: Int) -> Element {
    get {
      precondition(position >= 0 && position < endIndex, "Index out of range")
      let chunked = chunked
      guard position < chunked else { return tail[position - chunked] }
      return chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
    }
    set {
      precondition(position >= 0 && position < endIndex, "Index out of range")
      let chunked = chunked
      if position < chunked {
        chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)] = newValue
      } else {
        tail[position - chunked] = newValue
      }
    }
  }

  @inlinable
  mutating func append(_ element: Element) {
    tail.append(element)
    guard tail.count == 2 * Self.chunkSize else { return }
    chunks.append(Array(tail[..<Self.chunkSize]))
    tail.removeFirst(Self.chunkSize)
  }

  @inlinable
  @discardableResult
  mutating func removeLast() -> Element {
    precondition(endIndex > 0, "Can't remove the last element of an empty stack")
    if tail.isEmpty { tail = chunks.removeLast() }
    return tail.removeLast()
  }

  /// Removes the elements from `count` on: what a pop does.
  @inlinable
  mutating func truncate(to count: Int) {
    precondition(count >= 0 && count <= endIndex, "Range out of bounds")
    let chunked = chunked
    if count >= chunked {
      // Within the tail: the usual pop.
      if count - chunked < tail.count { tail.removeSubrange((count - chunked)...) }
      return
    }
    let kept = count >> Self.chunkShift
    tail = Array(chunks[kept][..<(count & (Self.chunkSize - 1))])
    chunks.removeSubrange(kept...)
  }

  @inlinable
  mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    precondition(
      subrange.lowerBound >= 0 && subrange.upperBound <= endIndex, "Range out of bounds")
    if subrange.upperBound == endIndex {
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
    tail.removeAll()
  }
}

extension StackElements: Equatable where Element: Equatable {
  /// Chunks shared with the other stack compare by identity, without looking at their elements.
  /// Stacks of one length chunked differently (one's tail is longer) compare element by element.
  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard lhs.chunks.count == rhs.chunks.count else { return lhs.elementsEqual(rhs) }
    return lhs.tail == rhs.tail && lhs.chunks == rhs.chunks
  }
}

extension StackElements: Sendable where Element: Sendable {}

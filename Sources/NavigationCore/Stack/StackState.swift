import CasePaths
import Dependencies

/// The state of a navigation stack: an ordered list of screens, each with a stable
/// ``StackElementID``.
///
/// Use it like an array — `append`, `removeLast()`, `removeAll()`, `remove(at:)`,
/// `removeSubrange(_:)` — and address elements by id with `path[id: 2]`, `pop(from:)` and
/// `pop(to:)`. Every element that enters the stack gets a new id; ids are never reused. Each
/// stack counts its own ids unless the ``StackElementIDGenerator`` dependency shares one counter.
///
/// Unlike TCA's, `Codable` keeps the ids and the id counter, so a stack restored from disk or the
/// network means exactly what it meant before: `.popFrom(id: 4)` still pops the same screen.
public struct StackState<Element> {
  /// The ids of the elements, bottom first.
  @inlinable public var ids: [StackElementID] { storedIDs }
  /// The generation the next new element will get.
  public var nextGeneration: Int { storedNextGeneration }
  // Stored under their own names so that the inlinable operations below can write them: push
  // and pop are specialized for each feature's element type.
  @usableFromInline var storedIDs: [StackElementID]
  @usableFromInline var elements: StackElements<Element>
  @usableFromInline var storedNextGeneration: Int
  /// The ids `forEach` saw when it last ran: those whose effects it cancels when they leave,
  /// even through a change it did not see. Bookkeeping: not part of equality or coding, as
  /// TCA's `_mounted`.
  @usableFromInline var mounted: [StackElementID] = []

  /// An empty stack.
  public init() {
    self.storedIDs = []
    self.elements = StackElements()
    self.storedNextGeneration = 0
  }

  /// A stack of `elements`, with ids 0, 1, 2, ….
  public init(_ elements: some Sequence<Element>) {
    self.init()
    append(contentsOf: elements)
  }

  /// The element with `id`, or `nil` when no element has it.
  ///
  /// Setting `nil` removes the element. Setting a value for a missing id reports a warning and
  /// changes nothing, except inside a `TestStore` assertion, where it pushes the element under
  /// that id (`$0.path[id: 0] = .detail(…)`), as in TCA's tests.
  public subscript(id id: StackElementID) -> Element? {
    get { position(of: id).map { elements[$0] } }
    set {
      guard let index = position(of: id) else {
        if let newValue, TestContext.isAsserting {
          _ = insert(newValue, id: id)
          return
        }
        if newValue != nil {
          RuntimeWarnings.report(
            code: "stack-assign-missing-id",
            message: "Can't assign element at missing ID \(id). Path IDs: \(idList).",
            fix: "Only assign to elements that are still in the stack; check 'ids' first."
          )
        }
        return
      }
      if let newValue {
        elements[index] = newValue
      } else {
        storedIDs.remove(at: index)
        elements.remove(at: index)
      }
    }
  }

  /// The element with `id` in the case `casePath`, or `nil`: `path[id: 0, case: \.counter]`.
  ///
  /// Modifying it changes the element in that case; setting `nil` removes the element. An
  /// element in another case is left as it is, with TCA's warning (`Can't modify unrelated
  /// case "counter"`). Setting a value at a missing id does what `path[id:]` does.
  public subscript<Case>(id id: StackElementID, case casePath: CaseKeyPath<Element, Case>)
    -> Case?
  {
    get { self[id: id].flatMap { AnyCasePath(casePath).extract(from: $0) } }
    _modify {
      var modification = CaseModification(of: self[id: id], through: AnyCasePath(casePath))
      yield &modification.value
      modification.finish { self[id: id] = $0 }
    }
  }

  /// Removes the element with `id` and every element above it.
  @inlinable
  public mutating func pop(from id: StackElementID) {
    guard let index = position(of: id) else { return }
    removeSubrange(index..<endIndex)
  }

  /// Removes every element above the element with `id`, which stays on top.
  @inlinable
  public mutating func pop(to id: StackElementID) {
    guard let index = position(of: id) else { return }
    removeSubrange((index + 1)..<endIndex)
  }

  /// Where the element with `id` is. Searched from the top, where navigation happens: a pop,
  /// or an action of the screen on screen, finds its id at once on a deep stack.
  @inlinable
  func position(of id: StackElementID) -> Int? {
    storedIDs.lastIndex(of: id)
  }

  /// The ids as `[#0, #2]`, for messages.
  var idList: String { "[" + ids.map(\.description).joined(separator: ", ") + "]" }

  /// Inserts `element` under `id`, as a `.push(id:state:)` action asks. Returns `false` (and
  /// changes nothing) when `id` is already in the stack.
  @inlinable
  mutating func insert(_ element: Element, id: StackElementID) -> Bool {
    // Every id in the stack is below the counter, so a new id needs no search.
    guard id.generation >= storedNextGeneration || position(of: id) == nil else { return false }
    storedIDs.append(id)
    elements.append(element)
    storedNextGeneration = Swift.max(storedNextGeneration, id.generation + 1)
    return true
  }

  /// A new id: the next of this stack's own, or of the ``StackElementIDGenerator`` in the
  /// dependencies when it shares one counter between stacks.
  @inlinable
  mutating func makeID() -> StackElementID {
    let generation = Self.generation(atLeast: storedNextGeneration)
    storedNextGeneration = generation + 1
    return StackElementID(generation: generation)
  }

  /// The generation of a new element of a stack whose counter is at `floor`.
  @usableFromInline
  static func generation(atLeast floor: Int) -> Int {
    DependencyValues._current.stackElementID.generation(atLeast: floor)
  }
}

extension StackState: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { elements.count }
  // Index arithmetic spelled out on `Int`, as `StackElements` does.
  @inlinable public var count: Int { elements.count }
  @inlinable public var isEmpty: Bool { elements.isEmpty }
  @inlinable public func index(after index: Int) -> Int { index + 1 }
  @inlinable public func index(before index: Int) -> Int { index - 1 }
  @inlinable public func index(_ index: Int, offsetBy distance: Int) -> Int { index + distance }
  @inlinable public func distance(from start: Int, to end: Int) -> Int { end - start }

  @inlinable
  public subscript(position: Int) -> Element {
    get { elements[position] }
    set { elements[position] = newValue }
  }

  public mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    var newIDs: [StackElementID] = []
    newIDs.reserveCapacity(newElements.count)
    for _ in newElements { newIDs.append(makeID()) }
    storedIDs.replaceSubrange(subrange, with: newIDs)
    elements.replaceSubrange(subrange, with: newElements)
  }

  @inlinable
  public mutating func append(_ newElement: Element) {
    storedIDs.append(makeID())
    elements.append(newElement)
  }

  @inlinable
  @discardableResult
  public mutating func removeLast() -> Element {
    storedIDs.removeLast()
    return elements.removeLast()
  }

  @inlinable
  public mutating func removeSubrange(_ bounds: Range<Int>) {
    storedIDs.removeSubrange(bounds)
    elements.removeSubrange(bounds)
  }

  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    storedIDs.removeAll(keepingCapacity: keepCapacity)
    elements.removeAll(keepingCapacity: keepCapacity)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Two stacks are equal when they hold the same elements under the same ids. The id counter is
  /// bookkeeping and does not take part, as in TCA.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    hasher.combine(elements.count)
    for element in elements { hasher.combine(element) }
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Codable where Element: Codable {
  private enum CodingKeys: String, CodingKey {
    case ids, elements, nextID
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let ids = try container.decode([StackElementID].self, forKey: .ids)
    let elements = try container.decode([Element].self, forKey: .elements)
    let nextID = try container.decodeIfPresent(Int.self, forKey: .nextID)
    guard ids.count == elements.count, Set(ids).count == ids.count else {
      throw DecodingError.dataCorruptedError(
        forKey: .ids, in: container,
        debugDescription: "A stack needs one unique id per element.")
    }
    let smallestNext = (ids.map(\.generation).max() ?? -1) + 1
    guard ids.allSatisfy({ $0.generation >= 0 }), (nextID ?? smallestNext) >= smallestNext else {
      throw DecodingError.dataCorruptedError(
        forKey: .nextID, in: container,
        debugDescription: "The id counter must be past every id in the stack.")
    }
    self.storedIDs = ids
    self.elements = StackElements(elements)
    self.storedNextGeneration = nextID ?? smallestNext
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(ids, forKey: .ids)
    try container.encode(Array(elements), forKey: .elements)
    // `==` ignores the counter: an encoder hashing states consistently with it leaves it out.
    guard encoder.userInfo[.equalityOnly] as? Bool != true else { return }
    try container.encode(nextGeneration, forKey: .nextID)
  }
}

extension StackState: CustomStringConvertible {
  public var description: String {
    "[" + zip(ids, elements).map { "\($0): \($1)" }.joined(separator: ", ") + "]"
  }
}

extension StackState {
  /// A stack with exactly these ids — for tests and generated code that must start from a
  /// recorded stack. The ids must be unique and below `nextGeneration`.
  public init(ids: [StackElementID], elements: [Element], nextGeneration: Int) {
    precondition(ids.count == elements.count, "A stack needs one id per element.")
    precondition(Set(ids).count == ids.count, "Stack ids must be unique.")
    precondition(
      ids.allSatisfy { $0.generation < nextGeneration }, "nextGeneration must be past every id.")
    self.init()
    for (id, element) in zip(ids, elements) { _ = insert(element, id: id) }
    self.storedNextGeneration = nextGeneration
  }
}

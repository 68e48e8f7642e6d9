import Synchronization

/// The family of stores made for one render of one part of a scene — a pushed screen, a row of
/// a `ForEach` — the store of its element and every store scoped from it. A store of no family
/// (a parent's, the root's, one made from a reducer) carries none. A family made inside another
/// (a row of a screen) belongs to that one too.
package final class StoreLineage: Sendable {
  /// The family this one was made inside.
  let parent: StoreLineage?

  /// A family of its own, or one inside `parent`.
  package init(inside parent: StoreLineage? = nil) { self.parent = parent }

  /// Whether this family is `other` or was made inside it.
  func belongs(to other: StoreLineage) -> Bool {
    var lineage: StoreLineage? = self
    while let current = lineage {
      if current === other { return true }
      lineage = current.parent
    }
    return false
  }
}

/// Which stores' state a render reads: how a pushed screen, or a row, learns that its views
/// read state other than its element's (a parent's store that its `destination` or row closure
/// captured), so that it is drawn again on every render instead of reused.
package enum ViewStoreReads {
  /// The log of the innermost part being rendered on this thread, if one is being recorded.
  @TaskLocal package static var log: ViewStoreReadLog?

  /// Notes a read of the state of a store of `lineage`.
  static func note(_ lineage: StoreLineage?) {
    log?.note(lineage)
  }
}

/// What the render of one part read: whether any store outside its family was read. A part
/// rendered inside another (a row of a screen) has its reads noted by the outer one too.
package final class ViewStoreReadLog: Sendable {
  /// The part's family.
  package let lineage: StoreLineage
  /// The log of the part this one is rendered inside.
  private let outer: ViewStoreReadLog?
  private let readForeign = Atomic<Bool>(false)

  /// The log of a part whose family is `lineage`, rendered inside the one `outer` logs.
  package init(lineage: StoreLineage, inside outer: ViewStoreReadLog? = nil) {
    self.lineage = lineage
    self.outer = outer
  }

  /// Whether the render read the state of a store outside the family.
  package var readOutsideLineage: Bool { readForeign.load(ordering: .relaxed) }

  /// Notes a read of the state of a store of `lineage`, here and in the outer parts.
  func note(_ lineage: StoreLineage?) {
    if !(lineage?.belongs(to: self.lineage) ?? false) {
      readForeign.store(true, ordering: .relaxed)
    }
    outer?.note(lineage)
  }

  /// Notes that the render read, or did, something outside the family (a control that writes
  /// a `@Shared` through a binding keeps its write with each render): the part, and those it
  /// is rendered inside, are drawn on every render.
  package func noteForeignRead() {
    readForeign.store(true, ordering: .relaxed)
    outer?.noteForeignRead()
  }
}

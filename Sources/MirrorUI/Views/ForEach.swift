import Foundation
import NavigationCore

/// One view per element of a collection, as SwiftUI's `ForEach`:
///
/// ```swift
/// ForEach(store.persons) { person in … }                                  // Identifiable
/// ForEach(store.tags, id: \.self) { tag in … }
/// ForEach(0..<3) { index in … }
/// ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in … }    // child stores
/// ForEach($items) { $item in Toggle(item.name, isOn: $item.isDone) }       // bindings
/// ```
///
/// A row is the same view from one render to the next when it has the same id — the element's
/// `id` when it is `Identifiable`, the `id` key path, the identified array's id of a row store,
/// the number of a range — as in SwiftUI, and otherwise when it is in the same place: its view
/// state and lifecycle follow it. `.onDelete` and `.onMove` make its rows deletable (swipe, and
/// the red control of edit mode) and movable (in edit mode).
///
/// In a running app, a row of `Identifiable` elements or of child stores that is drawn from a
/// value equal to the last render's is reused, not drawn again (``RowMemo`` says when), so that
/// an action changing one row of a long list costs one row.
public struct ForEach<Data: RandomAccessCollection, Content: View>: PrimitiveView {
  let data: Data
  let content: (Data.Element) -> Content
  /// The elements' ids, in order; `nil` when the rows are told apart by their order.
  let ids: (() -> [AnyHashable])?
  /// How rows are told unchanged from one render to the next; `nil`: every row is drawn anew.
  let rowValues: RowValues<Data, Content>?
  var onDelete: (@MainActor (IndexSet) -> Void)?
  var onMove: (@MainActor (IndexSet, Int) -> Void)?

  /// Creates a view for each element of `data`, told apart from the others by its position.
  /// Disfavoured: a collection with ids of its own (child stores) takes the initializer that
  /// knows them.
  @_disfavoredOverload
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, content: content, ids: nil)
  }

  /// Creates a view for each element of `data`, identified by `id`.
  public init<ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, content: content) { data.map { AnyHashable($0[keyPath: id]) } }
  }

  /// Creates a view for each element of `data`, identified by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where Data.Element: Identifiable {
    self.init(
      data: data, content: content, ids: { data.map { AnyHashable($0.id) } },
      rowValues: .elements(of: data, content: content))
  }

  init(
    data: Data, content: @escaping (Data.Element) -> Content, ids: (() -> [AnyHashable])?,
    rowValues: RowValues<Data, Content>? = nil
  ) {
    self.data = data
    self.content = content
    self.ids = ids
    self.rowValues = rowValues
  }

  /// Makes the rows deletable: `perform` gets the offsets of the rows to delete.
  public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.onDelete = action
    return copy
  }

  /// Makes the rows movable in edit mode: `perform` gets the offsets moved and the offset they
  /// go before, as SwiftUI's.
  public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.onMove = action
    return copy
  }

  /// The destination a row's move is recorded with, to find where the page's goes.
  static var moveMarker: Int { -7_340_021 }

  func render(in context: RenderContext) -> [RenderedNode] {
    // A loop over one concrete array, not `flatMap`: generic over `Data`, that one builds its
    // result through unspecialized code, asking the runtime for type metadata at every step.
    var nodes: [RenderedNode] = []
    nodes.reserveCapacity(data.count)
    let ids = ids?()
    let kept =
      rowValues == nil
      ? nil
      : context.memo?.rows.rows(
        at: context.path, covered: context.isCovered, environment: context.environment)
    let unchanged = kept?.values.flatMap { rowValues?.comparison($0) }
    var offset = 0
    for index in data.indices {
      let id = ids?[offset] ?? AnyHashable(offset)
      var row: [RenderedNode]
      if let kept, let rowValues {
        row = memoizedRow(id, at: index, offset, rowValues, kept, unchanged, in: context)
      } else {
        row = context.rendering(at: .row(id)) {
          MirrorUI.render(content(data[index]), in: context)
        }
      }
      if onDelete != nil || onMove != nil {
        row = [editableRow(row, at: offset, in: context)]
      }
      nodes.append(contentsOf: row)
      offset += 1
    }
    if let kept, let rowValues { kept.finish(values: rowValues.values()) }
    return nodes
  }

  /// The row `id` at `index` (its `offset`), as the last render drew it when it is drawn from
  /// an equal value (`unchanged`, when the last render's values are comparable) and otherwise
  /// the same (``RowMemo``); drawn and kept otherwise.
  private func memoizedRow(
    _ id: AnyHashable, at index: Data.Index, _ offset: Int, _ values: RowValues<Data, Content>,
    _ kept: RowMemo.Rows, _ unchanged: ((Data.Index, Int) -> Bool)?, in context: RenderContext
  ) -> [RenderedNode] {
    if let unchanged, let old = kept.offset(of: id, drawnAt: offset), unchanged(index, old),
      let row = kept.reusable(
        at: old, viewState: context.viewState.values,
        nextPush: { (context.enclosingStackPushes.last ?? nil)?.generation })
    {
      context.replay(row.recording)
      kept.drew(id, row)
      return row.nodes
    }
    return context.rendering(at: .row(id)) {
      // A row whose views read a store other than its own (a parent's, captured by the row's
      // closure) depends on more than its value: it is not kept.
      let outer = ViewStoreReads.log
      let lineage = StoreLineage(inside: outer?.lineage)
      let reads = ViewStoreReadLog(lineage: lineage, inside: outer)
      let (nodes, recording) = context.recordingSubtree {
        ViewStoreReads.$log.withValue(reads) {
          MirrorUI.render(values.content(index, lineage), in: context)
        }
      }
      if reads.readOutsideLineage { recording.markNotReusable() }
      return kept.drew(id, nodes: nodes, recording: recording)
    }
  }

  /// The row at `offset` with its delete and move actions.
  private func editableRow(_ row: [RenderedNode], at offset: Int, in context: RenderContext)
    -> RenderedNode
  {
    var actions = SceneRowActions()
    var content = row.combined
    if case .rowActions(let inner, let existing) = content {
      content = inner
      actions = existing
    }
    if let onDelete {
      actions.delete = context.action { onDelete(IndexSet(integer: offset)) }
      if actions.trailing.isEmpty, let delete = actions.delete {
        actions.trailing = [
          .button(label: "Delete", action: delete, role: .destructive, disabled: false)
        ]
      }
    }
    if let onMove, context.recordsActions {
      let marker = Self.moveMarker
      if let action = context.action(of: { onMove(IndexSet(integer: offset), marker) }),
        let path = action.path(to: .int(marker))
      {
        actions.move = SceneInput(action: action, valuePath: path)
      }
    }
    return RenderedNode(node: .rowActions(content, actions), around: row)
  }
}

extension ForEach where Data == Range<Int> {
  /// Creates a view for each number of `data`, identified by the number.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data: data, content: content) { data.map { AnyHashable($0) } }
  }
}

extension ForEach {
  /// Creates a view for each element of a binding to a collection, given a binding to its
  /// element and identified by its `id`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == BindingElements<C>, C.Element: Identifiable, C.Index: Hashable {
    let elements = BindingElements(base: data)
    self.init(data: elements, content: content) {
      data.wrappedValue.map { AnyHashable($0.id) }
    }
  }
}

/// The elements of a binding to a collection, each a binding to its element: what
/// `ForEach($items)` goes through.
public struct BindingElements<Base: MutableCollection & RandomAccessCollection>:
  RandomAccessCollection
where Base.Index: Hashable {
  let base: Binding<Base>
  let indices: [Base.Index]

  init(base: Binding<Base>) {
    self.base = base
    self.indices = Array(base.wrappedValue.indices)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { indices.count }

  /// The binding to the element at `position`.
  public subscript(position: Int) -> Binding<Base.Element> {
    let index = indices[position]
    let base = base
    return Binding(
      get: { base.wrappedValue[index] },
      set: { base.wrappedValue[index] = $0 })
  }
}

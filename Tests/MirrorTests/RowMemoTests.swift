import IdentifiedCollections
import MirrorJSON
import NavigationCore
import Synchronization
import TestSupport
import XCTest

@testable import MirrorUI

/// What a running app draws again when one row of a long list changes: that row, whether the
/// rows are drawn from `Identifiable` elements or from child stores, while a row that reads
/// its parent's store is drawn on every render. (Whether what it draws is right is
/// `RenderMemoPropertyTests`' part.)
final class RowMemoTests: XCTestCase {
  func testTogglingOneRowDrawsThatRowOnly() throws {
    let drawn = try rowsDrawn(afterToggling: 7)
    XCTAssertEqual(drawn.elements, 1, "rows of elements drawn again")
    XCTAssertEqual(drawn.stores, 1, "rows of child stores drawn again")
  }

  func testEveryRowIsDrawnWithoutTheMemo() throws {
    let drawn = try RenderMemoSetting.$isOn.withValue(false) { try rowsDrawn(afterToggling: 7) }
    XCTAssertGreaterThanOrEqual(drawn.elements, CountedRowsFeature.count)
    XCTAssertGreaterThanOrEqual(drawn.stores, CountedRowsFeature.count)
  }

  func testARowReadingItsParentsStoreIsDrawnOnEveryRender() throws {
    let drawn = try rowsDrawn(afterToggling: 7, readingParent: true)
    XCTAssertGreaterThanOrEqual(drawn.elements, CountedRowsFeature.count)
  }

  /// A row of child stores is the same view as long as its element's id is: a task inserted
  /// above the others appears (its `.onAppear` runs), the others do not appear again.
  func testARowOfChildStoresFollowsItsElementsID() throws {
    let runtime = MemoRowsProbeFeature.app.start()
    defer { runtime.stop() }
    let appeared = {
      runtime.snapshot().state["tasks"]?.arrayValue?.compactMap {
        $0["appearances"]?.intValue.map { String($0) }
      }.joined(separator: " ")
    }
    XCTAssertTrue(MirrorHarness.eventually(timeout: 5) { appeared() == "1 1" })
    _ = try runtime.send(["taskAdded": [:]], origin: "test")
    let settled = MirrorHarness.eventually(timeout: 5) { appeared() == "1 1 1" }
    XCTAssertTrue(settled, "appearances of the tasks: \(appeared() ?? "none")")
  }

  /// How many rows of each list the renders after toggling row `id` drew (a runtime nobody
  /// observes may render a change twice: when the main actor is free, and when asked).
  private func rowsDrawn(afterToggling id: Int, readingParent: Bool = false) throws -> (
    elements: Int, stores: Int
  ) {
    let runtime = CountedRowsFeature.app(readingParent: readingParent).start()
    defer { runtime.stop() }
    let before = runtime.snapshot().version
    CountedRows.reset()
    let sent = try runtime.send(["toggled": ["id": .int(id)]], origin: "test")
    XCTAssertTrue(sent.changed)
    XCTAssertGreaterThan(runtime.snapshot().version, before)
    return CountedRows.counts
  }
}

/// The number of row bodies drawn since the last reset.
enum CountedRows {
  private static let drawn = Mutex((elements: 0, stores: 0))

  static var counts: (elements: Int, stores: Int) { drawn.withLock { $0 } }
  static func reset() { drawn.withLock { $0 = (0, 0) } }
  static func countElement() { drawn.withLock { $0.elements += 1 } }
  static func countStore() { drawn.withLock { $0.stores += 1 } }
}

@Reducer
struct CountedRowsFeature {
  static let count = 50

  @ObservableState
  struct State: Equatable {
    var items = IdentifiedArray(uniqueElements: (0..<count).map { CountedItem(id: $0) })
    var rows = IdentifiedArray(uniqueElements: (0..<count).map { CountedRow.State(id: $0) })
    var readsParent = false
  }

  enum Action {
    case toggled(id: Int)
    case rows(IdentifiedActionOf<CountedRow>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .toggled(let id) = action {
        state.items[id: id]?.isOn.toggle()
        state.rows[id: id]?.isOn.toggle()
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { CountedRow() }
  }

  static func app(readingParent: Bool) -> MirrorApp {
    var initial = State()
    initial.readsParent = readingParent
    let state = initial
    return MirrorApp(
      name: "counted-rows", summary: "Rows that count their bodies.", initialState: state,
      reducer: CountedRowsFeature(), view: CountedRowsView.init)
  }
}

struct CountedItem: Equatable, Identifiable, Codable, Sendable {
  let id: Int
  var isOn = false
}

@Reducer
struct CountedRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var isOn = false
  }

  enum Action {
    case tapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.isOn.toggle()
      return .none
    }
  }
}

struct CountedRowsView: View {
  let store: StoreOf<CountedRowsFeature>

  var body: some View {
    let parent = store.readsParent ? store : nil
    return List {
      ForEach(store.items) { item in
        CountedItemRow(item: item, parent: parent)
      }
      ForEach(store.scope(state: \.rows, action: \.rows)) { row in
        CountedStoreRow(store: row)
      }
    }
  }
}

struct CountedItemRow: View {
  let item: CountedItem
  let parent: StoreOf<CountedRowsFeature>?

  var body: some View {
    CountedRows.countElement()
    return Text("\(item.id) \(item.isOn) \(parent?.items.count ?? 0)")
  }
}

struct CountedStoreRow: View {
  let store: StoreOf<CountedRow>

  var body: some View {
    CountedRows.countStore()
    return Button("\(store.id) \(store.isOn)") { store.send(.tapped) }
  }
}

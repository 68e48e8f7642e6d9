import Foundation

/// SwiftUI's helpers for the offsets a list's `.onDelete` and `.onMove` give.
extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as `items.remove(atOffsets: offsets)` in SwiftUI.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` to before `destination` (an offset counted before they
  /// are taken out), as `items.move(fromOffsets:toOffset:)` in SwiftUI.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moved = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    let target = index(startIndex, offsetBy: destination - before)
    insert(contentsOf: moved, at: target)
  }
}

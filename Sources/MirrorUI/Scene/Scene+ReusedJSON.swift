import MirrorJSON

extension Scene {
  /// The scene with its JSON made now and kept, taking from `previous` (the scene drawn before,
  /// its JSON kept) the JSON of every part that did not change: the same values, sharing their
  /// storage, so that the room's diff finds them equal at once and counting their length is
  /// already done. An action that changes one row of a long list builds the JSON of that row
  /// and of the containers around it, not of the list.
  func keepingJSON(reusing previous: Scene?) -> Scene {
    var scene = self
    let previousRoot = previous.flatMap { $0.cachedJSON?["root"] }
    let root = root.json(reusing: previousRoot == nil ? nil : previous?.root, previousRoot)
    scene.cachedJSON = json(root: root.json)
    return scene
  }
}

/// A JSON value made for a part of a scene, and whether it is the JSON of the part before,
/// taken as it was.
struct ReusedJSON {
  let json: JSONValue
  let isReused: Bool
}

extension SceneNode {
  /// The node's JSON, taking `previousJSON`, the JSON of `previous`, where the two are equal.
  /// A container (a stack of views, a list, a section, a navigation stack, a tab view) takes
  /// the JSON of each child from the child of `previous` at its place, and is itself taken
  /// whole when every child was and nothing else about it changed, so that each node is
  /// compared once. The objects of the children it makes know their length.
  func json(reusing previous: SceneNode?, _ previousJSON: JSONValue?) -> ReusedJSON {
    guard let previous, let previousJSON else { return ReusedJSON(json: json, isReused: false) }
    switch (self, previous) {
    case (.vstack(let children, let layout), .vstack(let old, let oldLayout)):
      return container(
        .vstack([], layout: layout), children, layout == oldLayout, old, previousJSON)
    case (.hstack(let children, let layout), .hstack(let old, let oldLayout)):
      return container(
        .hstack([], layout: layout), children, layout == oldLayout, old, previousJSON)
    case (.zstack(let children, let layout), .zstack(let old, let oldLayout)):
      return container(
        .zstack([], layout: layout), children, layout == oldLayout, old, previousJSON)
    case (.list(let children, let editing), .list(let old, let oldEditing)):
      return container(
        .list([], editing: editing), children, editing == oldEditing, old, previousJSON)
    case (
      .section(let header, let footer, let children, let asWritten),
      .section(let oldHeader, let oldFooter, let old, let oldAsWritten)
    ):
      return container(
        .section(header: header, footer: footer, [], headerAsWritten: asWritten), children,
        header == oldHeader && footer == oldFooter && asWritten == oldAsWritten, old,
        previousJSON)
    case (.stack(let id, let root, let path), .stack(let oldID, let oldRoot, let oldPath)):
      return stack(
        id: id, root: root, path: path, sameID: id == oldID, oldRoot, oldPath, previousJSON)
    case (
      .tabs(let id, let selection, let tabs, let local),
      .tabs(let oldID, let oldSelection, let oldTabs, let oldLocal)
    ):
      let same = id == oldID && selection == oldSelection && local == oldLocal
      return tabView(
        .tabs(id: id, selection: selection, tabs: [], selectedLocally: local), tabs, same, oldTabs,
        previousJSON)
    default:
      return self == previous
        ? ReusedJSON(json: previousJSON, isReused: true) : ReusedJSON(json: json, isReused: false)
    }
  }

  /// The JSON of a container whose JSON is `empty`'s with its `children`: taken whole from
  /// `previousJSON` when `same` (nothing but its children changed) and every child's JSON was
  /// taken from `old`'s.
  private func container(
    _ empty: SceneNode, _ children: [SceneNode], _ same: Bool, _ old: [SceneNode],
    _ previousJSON: JSONValue
  ) -> ReusedJSON {
    replacing(
      "children", of: empty, same: same, count: children.count, oldCount: old.count, previousJSON
    ) {
      index, oldJSON in
      guard let oldJSON else {
        return ReusedJSON(json: children[index].json.keepingEncodedCount(), isReused: false)
      }
      let child = children[index].json(reusing: old[index], oldJSON)
      return ReusedJSON(json: child.json.keepingEncodedCount(), isReused: child.isReused)
    }
  }

  /// The JSON of `empty` with the array under `key` made of `count` elements, each made by
  /// `element` from its index and the JSON of the element at its place in `previousJSON`'s array
  /// of `oldCount` (`nil` past its end): taken whole from `previousJSON` when `same` (nothing
  /// but the elements changed) and every element was taken as it was.
  private func replacing(
    _ key: String, of empty: SceneNode, same: Bool, count: Int, oldCount: Int,
    _ previousJSON: JSONValue, element: (Int, JSONValue?) -> ReusedJSON
  ) -> ReusedJSON {
    guard let oldJSON = previousJSON[key]?.arrayValue, oldJSON.count == oldCount,
      var object = empty.json.objectValue
    else { return ReusedJSON(json: json, isReused: false) }
    var allReused = same && count == oldCount
    let made = (0..<count).map { index in
      // `.none` spelled out: a bare `nil` would be `JSONValue`'s null literal.
      let made = element(index, index < oldCount ? .some(oldJSON[index]) : .none)
      allReused = allReused && made.isReused
      return made.json
    }
    if allReused { return ReusedJSON(json: previousJSON, isReused: true) }
    object[key] = .array(made)
    return ReusedJSON(json: .object(object), isReused: false)
  }

  /// The JSON of a navigation stack, each screen's taken from the screen of the stack before at
  /// its place.
  private func stack(
    id: String, root: SceneScreen, path: [SceneScreen], sameID: Bool, _ oldRoot: SceneScreen,
    _ oldPath: [SceneScreen], _ previousJSON: JSONValue
  ) -> ReusedJSON {
    guard let oldRootJSON = previousJSON["root"],
      let oldPathJSON = previousJSON["path"]?.arrayValue, oldPathJSON.count == oldPath.count
    else { return ReusedJSON(json: json, isReused: false) }
    let rootJSON = root.json(reusing: oldRoot, oldRootJSON)
    var allReused = sameID && rootJSON.isReused && path.count == oldPath.count
    let pathJSON = path.indices.map { index in
      // A screen the render memo kept brings its JSON: compared only while the whole stack
      // may still be the same, and without copying the screens out of their arrays.
      if let kept = path[index].cachedJSON {
        allReused = allReused && oldPath[index].cachedJSON == kept
        return kept
      }
      guard index < oldPath.count else { return path[index].json }
      let screen = path[index].json(reusing: oldPath[index], oldPathJSON[index])
      allReused = allReused && screen.isReused
      return screen.json
    }
    if allReused { return ReusedJSON(json: previousJSON, isReused: true) }
    return ReusedJSON(
      json: Self.stackJSON(id: id, root: rootJSON.json, path: pathJSON), isReused: false)
  }

  /// The JSON of a tab view whose JSON is `empty`'s with its `tabs`, each tab's content taken
  /// from the content of the tab before at its place.
  private func tabView(
    _ empty: SceneNode, _ tabs: [SceneTab], _ same: Bool, _ oldTabs: [SceneTab],
    _ previousJSON: JSONValue
  ) -> ReusedJSON {
    replacing(
      "tabs", of: empty, same: same, count: tabs.count, oldCount: oldTabs.count, previousJSON
    ) {
      index, oldJSON in
      let tab = tabs[index]
      guard let oldJSON, let oldContent = oldJSON["content"] else {
        return ReusedJSON(json: tab.json, isReused: false)
      }
      let old = oldTabs[index]
      let content = tab.content.json(reusing: old.content, oldContent)
      let sameTab =
        tab.tag == old.tag && tab.label == old.label && tab.systemImage == old.systemImage
        && tab.action == old.action
      return sameTab && content.isReused
        ? ReusedJSON(json: oldJSON, isReused: true)
        : ReusedJSON(json: tab.json(content: content.json), isReused: false)
    }
  }
}

extension SceneScreen {
  /// The JSON of a screen without kept JSON (a stack's root; the stack takes a pushed screen's
  /// kept JSON itself): made with its content's JSON taken from `previous`'s where it can be,
  /// and taken whole from `previousJSON` when nothing else changed.
  func json(reusing previous: SceneScreen, _ previousJSON: JSONValue) -> ReusedJSON {
    guard let previousContent = previousJSON["content"] else {
      return ReusedJSON(json: json, isReused: false)
    }
    let content = content.json(reusing: previous.content, previousContent)
    if content.isReused, id == previous.id, title == previous.title,
      popAction == previous.popAction, bar == previous.bar
    {
      return ReusedJSON(json: previousJSON, isReused: true)
    }
    return ReusedJSON(json: madeJSON(content: content.json), isReused: false)
  }
}

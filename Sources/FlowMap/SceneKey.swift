import MirrorUI

extension Scene {
  /// What the page can tell about where the app is from the scene alone, as one string: each
  /// stack's screen titles, each tab view's selection (inside the selected tab only), and each
  /// presentation's kind and title, in drawing order, joined by `|`:
  ///
  /// `S[Home>Article]|T=second|P=sheet:Edit`
  ///
  /// `Public/js/render/map.js` computes the same key from the live scene (`sceneKey`) to
  /// highlight the map nodes that look like the room's current screen. Several nodes may share
  /// a key (their states differ in ways the scene does not show); the page highlights them all.
  public var key: String {
    var parts: [String] = []
    appendKey(root, to: &parts)
    for presentation in presentations {
      parts.append("P=\(presentation.kind.rawValue):\(presentation.title)")
      if let content = presentation.content { appendKey(content, to: &parts) }
    }
    return parts.joined(separator: "|")
  }

  /// The titles of the screens shown, bottom first: the screens of each stack, then each
  /// presentation's title.
  public var titles: [String] {
    var titles: [String] = []
    appendTitles(root, to: &titles)
    for presentation in presentations {
      titles.append(presentation.title)
      if let content = presentation.content { appendTitles(content, to: &titles) }
    }
    return titles
  }
}

private func appendKey(_ node: SceneNode, to parts: inout [String]) {
  switch node {
  case .stack(_, let root, let path):
    parts.append("S[" + ([root] + path).map(\.title).joined(separator: ">") + "]")
    for screen in [root] + path { appendKey(screen.content, to: &parts) }
  case .tabs(_, let selection, let tabs, _):
    parts.append("T=\(selection)")
    if let selected = tabs.first(where: { $0.tag == selection }) {
      appendKey(selected.content, to: &parts)
    }
  default:
    for child in node.children { appendKey(child, to: &parts) }
  }
}

private func appendTitles(_ node: SceneNode, to titles: inout [String]) {
  switch node {
  case .stack(_, let root, let path):
    for screen in [root] + path {
      if !screen.title.isEmpty { titles.append(screen.title) }
      appendTitles(screen.content, to: &titles)
    }
  case .tabs(_, let selection, let tabs, _):
    if let selected = tabs.first(where: { $0.tag == selection }) {
      appendTitles(selected.content, to: &titles)
    }
  default:
    for child in node.children { appendTitles(child, to: &titles) }
  }
}

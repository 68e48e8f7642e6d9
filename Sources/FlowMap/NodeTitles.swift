import MirrorUI

/// The titles of a map node: what a person reads on its box, one per screen shown, bottom
/// first.
///
/// A screen's navigation title when it has one; else a name from the state: a pushed screen
/// takes the case of its stack element, a stack's root the label of the tab it is in (else the
/// case of the app's root enum), a presentation the case of the `@Presents` property that
/// shows it (else its kind). A node that shows no titled screen at all — an onboarding drawn
/// without a navigation stack — is named after its selected tab, else the case of its root
/// enum, else the app's feature. Stack elements that are not enums are named after their
/// feature (`EditStep` for `EditStep.State`). Case names read as words: `mainTab` is "Main Tab".
enum NodeTitles {
  /// The titles of `scene`, whose state has the signature half `stateParts`, in an app whose
  /// root feature is called `feature`.
  static func titles(of scene: Scene, stateParts: [String], feature: String) -> [String] {
    var names = StateNames(stateParts: stateParts)
    var titles: [String] = []
    appendTitles(scene.root, context: nil, names: &names, to: &titles)
    for presentation in scene.presentations {
      let name = names.nextPresented()
      titles.append(
        presentation.title.isEmpty
          ? name ?? words(presentation.kind.rawValue) : presentation.title)
      if let content = presentation.content {
        var shown: [String] = []
        appendTitles(content, context: nil, names: &names, to: &shown)
        // A sheet titled by its content's first screen shows that title once.
        if shown.first == titles.last { shown.removeFirst() }
        titles += shown
      }
    }
    if titles.isEmpty {
      titles.append(selectedTabLabel(in: scene.root) ?? names.root ?? feature)
    }
    return titles
  }

  /// The feature a state type belongs to: `AppFeature` for `MyApp.AppFeature.State`, the
  /// type's own name when it is not called `State`.
  static func featureName(of type: Any.Type) -> String {
    let components = String(reflecting: type).split(separator: ".")
    guard let last = components.last else { return "App" }
    if last == "State", components.count > 1 { return String(components[components.count - 2]) }
    return String(last)
  }

  /// `mainTab` as "Main Tab", `get_started` as "Get Started".
  static func words(_ name: String) -> String {
    var result = ""
    var previous: Character?
    for character in name {
      if character == "_" {
        result.append(" ")
      } else if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
        result.append(" ")
        result.append(character)
      } else {
        result.append(
          result.isEmpty || result.last == " " ? Character(character.uppercased()) : character)
      }
      previous = character
    }
    return result
  }

  private static func appendTitles(
    _ node: SceneNode, context: String?, names: inout StateNames, to titles: inout [String]
  ) {
    switch node {
    case .stack(_, let root, let path):
      let elements = names.stack(ofCount: path.count)
      for (offset, screen) in ([root] + path).enumerated() {
        if !screen.title.isEmpty {
          titles.append(screen.title)
        } else if offset == 0 {
          if let name = context ?? names.root { titles.append(name) }
        } else if offset - 1 < elements.count {
          titles.append(elements[offset - 1])
        }
        appendTitles(screen.content, context: nil, names: &names, to: &titles)
      }
    case .tabs(_, let selection, let tabs, _):
      if let selected = tabs.first(where: { $0.tag == selection }) {
        appendTitles(selected.content, context: selected.label, names: &names, to: &titles)
      }
    default:
      for child in node.children {
        appendTitles(child, context: context, names: &names, to: &titles)
      }
    }
  }

  private static func selectedTabLabel(in node: SceneNode) -> String? {
    if case .tabs(_, let selection, let tabs, _) = node {
      return tabs.first { $0.tag == selection }?.label
    }
    for child in node.children {
      if let label = selectedTabLabel(in: child) { return label }
    }
    return nil
  }
}

/// The case names of a state's navigation, read from the state half of its signature
/// (``SignatureReflector/parts(of:)``), handed out in order as screens need them.
private struct StateNames {
  /// The case of the app's root enum, as words.
  var root: String?
  private var stacks: [[String]] = []
  private var presented: [String] = []

  init(stateParts: [String]) {
    for part in stateParts {
      guard let equals = part.firstIndex(of: "=") else { continue }
      let label = part[..<equals]
      let value = part[part.index(after: equals)...]
      if label == "root" {
        root = NodeTitles.words(String(value))
      } else if value.hasPrefix("[") {
        let cases = value.dropFirst().dropLast().split(separator: ",")
        stacks.append(cases.map { NodeTitles.words(String($0)) })
      } else if value != "nil" {
        presented.append(NodeTitles.words(String(value)))
      }
    }
  }

  /// The element cases of the first stack not handed out yet that has `count` elements.
  mutating func stack(ofCount count: Int) -> [String] {
    guard count > 0, let index = stacks.firstIndex(where: { $0.count == count }) else { return [] }
    return stacks.remove(at: index)
  }

  /// The next presented case not handed out yet.
  mutating func nextPresented() -> String? {
    presented.isEmpty ? nil : presented.removeFirst()
  }
}

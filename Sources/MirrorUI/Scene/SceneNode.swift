import MirrorJSON

/// One element of a scene: what a view looks like, as data the page can draw.
///
/// The JSON form of each case is documented in `docs/PROTOCOL.md`.
public indirect enum SceneNode: Hashable, Sendable {
  /// A navigation stack: the screen under it and the pushed screens, bottom first.
  case stack(id: String, root: SceneScreen, path: [SceneScreen])
  /// A tab view: the selected tag and every tab. `selectedLocally` marks a tab view without a
  /// selection binding: as in SwiftUI, its selection belongs to whoever looks at it, so each page
  /// switches its tabs on its own, starting from `selection` (the first tab).
  case tabs(id: String, selection: String, tabs: [SceneTab], selectedLocally: Bool)
  /// Children stacked vertically, lined up as `layout` says.
  case vstack([SceneNode], layout: StackLayout = StackLayout())
  /// Children side by side.
  case hstack([SceneNode], layout: StackLayout = StackLayout())
  /// Children on top of each other, the last in front.
  case zstack([SceneNode], layout: StackLayout = StackLayout())
  /// An inset-grouped list (a `List` or a `Form`); `editing` while its edit mode is active.
  case list([SceneNode], editing: Bool = false)
  /// A section of a list, with an optional header and footer. The page draws the header in
  /// capitals, as iOS draws a grouped list's, unless `headerAsWritten` (a `.textCase` set its
  /// letters, `.textCase(nil)` among them).
  case section(header: String?, footer: String?, [SceneNode], headerAsWritten: Bool = false)
  /// A line of text.
  case text(SceneText)
  /// A button and the root action it sends (`nil`: it sends nothing and is drawn disabled).
  case button(label: String, action: JSONValue?, role: ButtonRole?, disabled: Bool)
  /// A switch; `action` is what flipping it sends.
  case toggle(label: String, isOn: Bool, action: JSONValue?)
  /// A choice among options, each with the action that selects it, drawn as `style` says.
  case picker(label: String, selection: String, options: [SceneOption], style: PickerStyle)
  /// A button whose label is a view (an icon, a label, a card) rather than a line of text.
  case labeledButton(label: SceneNode, action: JSONValue?, role: ButtonRole?, disabled: Bool)
  /// A title with an SF Symbol icon before it.
  case label(title: String, systemImage: String)
  /// An SF Symbol.
  case image(systemName: String)
  /// A one-line text input.
  case textField(SceneTextField)
  /// A value with − and + buttons, each with the action it sends (`nil`: at the bound).
  case stepper(label: String, value: String, decrement: JSONValue?, increment: JSONValue?)
  /// A date input; `date` is in seconds since 1970, `input` sends the picked date in seconds
  /// since 2001 (how a `Date` is encoded).
  case datePicker(
    label: String, date: Double, components: DatePickerComponents, input: SceneInput?)
  /// A progress bar (`fraction` from 0 to 1) or, without a fraction, a spinner.
  case progress(label: String?, fraction: Double?)
  /// Space that pushes its neighbours apart in a stack.
  case spacer
  /// A thin line between views.
  case divider
  /// A row that pushes a screen: its label and the root action it sends (`nil`: disabled).
  case navigationLink(label: SceneNode, action: JSONValue?)
  /// Nothing.
  case empty
  /// A node drawn with a style: colours, font, padding, frame, corner radius, opacity, an
  /// appearance transition.
  case styled(SceneNode, SceneStyle)
  /// A shape (or a colour or gradient filling its space).
  case shape(SceneShape)
  /// A node that sends `action` when tapped (`.onTapGesture`).
  case tappable(SceneNode, action: JSONValue?)
  /// A row of a list with what a swipe, a long press or the edit mode offers on it.
  case rowActions(SceneNode, SceneRowActions)
  /// A node with others drawn behind and in front of it (`.background { }`, `.overlay { }`).
  case layered(SceneNode, SceneLayers)
  /// A label and a value side by side, as in a form row (`LabeledContent`).
  case labeledContent(label: SceneNode, content: SceneNode)
  /// A value picked on a track between two bounds.
  case slider(SceneSlider)
  /// A label that shows or hides its content (`DisclosureGroup`); `action` flips it.
  case disclosure(label: SceneNode, isExpanded: Bool, action: JSONValue?, content: SceneNode)
  /// A label that opens a pop-up menu of `items` (`Menu`): buttons sending their actions,
  /// sections and dividers grouping them, menus opening as submenus. A `disabled` menu (inside
  /// `.disabled(true)`) is drawn greyed and does not open.
  case menu(label: SceneNode, items: [SceneNode], disabled: Bool = false)
}

/// One screen of a stack.
public struct SceneScreen: Hashable, Sendable {
  /// The `StackElementID` of a pushed screen; `nil` for the root.
  public var id: Int? { didSet { cachedJSON = nil } }
  /// The navigation title.
  public var title: String { didSet { cachedJSON = nil } }

  /// What the screen shows.
  public var content: SceneNode { didSet { cachedJSON = nil } }
  /// Pops the stack back to below this screen; `nil` for the root.
  public var popAction: JSONValue? { didSet { cachedJSON = nil } }
  /// The navigation bar's look and items.
  public var bar = SceneBar() { didSet { cachedJSON = nil } }
  /// The screen's JSON, once ``keepingJSON()`` made it: a screen reused from one render to
  /// the next brings the same JSON, which the room's diff finds equal at once. Any change of
  /// the screen forgets it.
  var cachedJSON: JSONValue?

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && lhs.title == rhs.title && lhs.content == rhs.content
      && lhs.popAction == rhs.popAction && lhs.bar == rhs.bar
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(title)
    hasher.combine(content)
    hasher.combine(popAction)
    hasher.combine(bar)
  }
}

/// One tab of a tab view.
public struct SceneTab: Hashable, Sendable {
  /// The tag that identifies the tab, as text.
  public var tag: String
  /// The tab item's label.
  public var label: String
  /// The SF Symbol name of the tab item's icon.
  public var systemImage: String
  /// Selects this tab; `nil` when the tab view has no selection binding.
  public var action: JSONValue?
  /// The tab's content.
  public var content: SceneNode
}

/// One option of a picker.
public struct SceneOption: Hashable, Sendable {
  /// The option's tag, as text.
  public var tag: String
  /// The option's label.
  public var label: String
  /// Selects the option.
  public var action: JSONValue?
}

/// How a text is set.
public enum TextStyle: String, Hashable, Sendable {
  case body, title, headline, caption
}

/// The role of a button, as in SwiftUI.
public enum ButtonRole: String, Hashable, Sendable {
  case destructive, cancel
}

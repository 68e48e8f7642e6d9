import MirrorJSON
import NavigationCore

/// The navigation graph of an app: every screen the explorer reached, the actions between
/// them, and what it found wrong on the way.
public struct FlowMap: Sendable {
  /// One screen: a navigation signature and what it looks like.
  public struct Node: Sendable {
    /// The navigation signature (see ``NavigationSignature``).
    public var id: String
    /// The titles of the screens shown, bottom first: navigation titles, else the names of
    /// the features or cases shown (see ``NodeTitles``); never empty.
    public var titles: [String]
    /// The key the page computes from a live scene to find this node (``MirrorUI/Scene/key``).
    public var sceneKey: String
    /// The first state found with this signature, as JSON.
    public var state: JSONValue
    /// The number of actions on ``route``.
    public var depth: Int
    /// The way the explorer first reached it from the initial node, the indices of its edges
    /// in order: the shortest through the nodes' first states, which are all tried before the
    /// other states of a screen.
    public var path: [Int]
    /// The actions that take the app from its initial state to ``state``, in order: the
    /// actions of ``path`` and those, in between, that change a screen's state without leaving
    /// it (Next on an onboarding page). What a room replays to get here.
    public var route: [JSONValue]
    /// Whether its controls were tried (`false` past `maxDepth` or the state budget).
    public var expanded: Bool
  }

  /// One action leading from a node to another.
  public struct Edge: Sendable {
    /// The signature of the node it starts from.
    public var from: String
    /// The signature of the node it leads to.
    public var to: String
    /// The root action, as the control sends it.
    public var action: JSONValue
    /// The control's label.
    public var label: String
  }

  /// Something worth a look.
  public struct Finding: Sendable, Hashable {
    /// What kind of finding.
    public enum Kind: String, Sendable {
      /// No path leads from this node back to the initial one.
      case deadEnd
      /// Only one edge leads to this node.
      case singleEntry
      /// A runtime warning raised by an action, or a scene warning such as a nested stack.
      case diagnostic
      /// A control's action did not decode as one of the app's actions.
      case rejectedAction
      /// An effect was still running when the step's time budget ran out.
      case effectCancelled
    }

    /// The kind.
    public var kind: Kind
    /// The node it is about.
    public var node: String
    /// The diagnostic's code, for ``Kind/diagnostic``.
    public var code: String?
    /// The action involved, if any.
    public var action: JSONValue?
    /// A sentence saying what was found.
    public var message: String
  }

  /// The app's name.
  public var app: String
  /// The initial node's signature.
  public var initial: String
  /// The screens, in the order they were found (breadth first).
  public var nodes: [Node]
  /// The edges, in the order they were found.
  public var edges: [Edge]
  /// The findings, grouped by kind in the order of ``Finding/Kind``'s cases.
  public var findings: [Finding]
  /// The limits the map was explored with.
  public var options: ExplorationOptions
  /// Whether the whole map was explored (no node was left unexpanded for a limit).
  public var isComplete: Bool
  /// Whether the exploration stopped at ``ExplorationOptions/timeLimit``.
  public var reachedTimeLimit = false
  /// How many actions were run (one state computed each).
  public var statesComputed: Int
}

/// The limits of an exploration.
public struct ExplorationOptions: Sendable, Equatable {
  /// Nodes this many actions away from the initial one are not expanded.
  public var maxDepth: Int
  /// At most this many nodes are kept.
  public var maxStates: Int
  /// How many states of one screen have their controls tried: the screen's first state, then
  /// states that differ from it only outside navigation (the next page of an onboarding, a
  /// toggled switch), in the order they were reached. Such states are one node of the map, but
  /// their controls may lead elsewhere ("Get started" on the last page); the budget bounds
  /// what text fields and counters would otherwise make endless.
  public var maxStatesPerScreen: Int
  /// How long, in seconds of the step's own clock, the effects of one step may run before
  /// they are cancelled. The clock is the explorer's (see ``MirrorUI/ExplorableApp``): it
  /// jumps to the next wake-up whenever every effect waits on it, so a timer costs no real
  /// time; it bounds what would never end, such as a timer that ticks forever.
  public var effectTimeLimit: Double
  /// How long, in real seconds, one step waits for effects that wait on something other than
  /// the step's clock (another thread, the network) before cancelling them.
  public var externalWaitLimit: Double
  /// How long, in real seconds, the whole exploration may take; `nil` for no limit. Past it,
  /// no further screen is expanded and the map is incomplete (``FlowMap/reachedTimeLimit``):
  /// what the map holds then depends on the machine's speed, which the other limits do not.
  public var timeLimit: Double?
  /// What the explorer types into each text field, besides the field's current text: as many
  /// tries of the field as there are samples. The states typing reaches count against
  /// ``maxStatesPerScreen``, so a login form is filled in (and its button enabled) within that
  /// budget; an empty list types nothing.
  public var textSamples: [String]
  /// What the app's previews show in its text fields (``FieldSamples``): a field they show
  /// filled in is typed into with their texts instead of ``textSamples``.
  public var fieldSamples: FieldSamples

  /// Whether two stack screens of the same kind showing values of different identity (the
  /// details of two trips) are two nodes: a stack element's state, or its first stored
  /// property, that is `Identifiable` names the screen by its id (`path=[detail#A]`). Off by
  /// default: it multiplies the nodes of apps that push one detail per row, each of them
  /// reachable one way.
  public var distinguishesIdentifiedScreens: Bool

  /// The text typed into fields by default: one short word.
  public static let defaultTextSamples = ["Sample"]

  /// Creates options.
  public init(
    maxDepth: Int = 12, maxStates: Int = 2_000, maxStatesPerScreen: Int = 4,
    effectTimeLimit: Double = 60, externalWaitLimit: Double = 0.5, timeLimit: Double? = nil,
    textSamples: [String] = ExplorationOptions.defaultTextSamples,
    fieldSamples: FieldSamples = FieldSamples(),
    distinguishesIdentifiedScreens: Bool = false
  ) {
    self.textSamples = textSamples
    self.fieldSamples = fieldSamples
    self.distinguishesIdentifiedScreens = distinguishesIdentifiedScreens
    self.timeLimit = timeLimit
    self.maxDepth = maxDepth
    self.maxStates = maxStates
    self.maxStatesPerScreen = maxStatesPerScreen
    self.effectTimeLimit = effectTimeLimit
    self.externalWaitLimit = externalWaitLimit
  }
}

/// Where an exploration is, for a progress line.
public struct ExplorationProgress: Sendable, Equatable {
  /// Nodes found so far.
  public var statesSeen: Int
  /// Nodes waiting to be expanded.
  public var queued: Int
  /// The depth of the node being expanded.
  public var depth: Int
  /// Actions run so far.
  public var statesComputed: Int
}

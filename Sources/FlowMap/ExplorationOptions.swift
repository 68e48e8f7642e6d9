/// The limits of an exploration.
public struct ExplorationOptions: Sendable, Equatable {
  /// Nodes this many actions away from the initial one are not expanded.
  public var maxDepth: Int
  /// At most this many nodes are kept.
  public var maxStates: Int
  /// How long, in seconds, one step waits for the effects it started before cancelling them.
  public var effectTimeLimit: Double

  /// Creates options.
  public init(maxDepth: Int = 12, maxStates: Int = 2_000, effectTimeLimit: Double = 0.5) {
    self.maxDepth = maxDepth
    self.maxStates = maxStates
    self.effectTimeLimit = effectTimeLimit
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

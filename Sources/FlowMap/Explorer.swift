import MirrorJSON
import MirrorUI
import NavigationCore

/// Explores an app breadth first and draws its ``FlowMap``.
///
/// From the initial state it takes, state by state in the order they were reached, every
/// action the state's scene offers (``MirrorUI/Scene/controls(typing:)``: buttons, toggles,
/// picker options, tab switches, Back, a presentation's buttons and dismissal, and each text
/// field typed into with ``ExplorationOptions/textSamples``) in the scene's order, runs it with
/// its effects to completion, then what the views it shows send when they appear (see
/// ``MirrorUI/ExplorableApp/step(from:sending:)``), on the step's own clock, and files the
/// result under its ``NavigationSignature``: states
/// that differ only outside navigation are one node. Every control is taken, not only those
/// that navigate: a state a control reaches without leaving its screen (the next page of an
/// onboarding) is tried in turn, up to ``ExplorationOptions/maxStatesPerScreen`` states per
/// node, so a screen reached only from a later page ("Get started") is found. Actions that
/// keep the signature are not edges; an action between two nodes is one edge, however many
/// states of the first node take it. The order of nodes, edges and findings depends only on
/// the app, so two explorations give the same map.
public struct Explorer {
  /// The limits.
  public var options: ExplorationOptions
  /// Called every `progressInterval` actions and once at the end.
  public var progress: ((ExplorationProgress) -> Void)?
  /// How many actions between two progress reports.
  public var progressInterval = 256

  /// Creates an explorer.
  public init(
    options: ExplorationOptions = ExplorationOptions(),
    progress: ((ExplorationProgress) -> Void)? = nil
  ) {
    self.options = options
    self.progress = progress
  }

  /// Explores `app` from its initial state.
  public func explore(_ app: MirrorApp) -> FlowMap {
    let explorable = app.explorable(
      effectTimeLimit: options.effectTimeLimit, externalWaitLimit: options.externalWaitLimit)
    return explore(explorable, name: app.name)
  }

  /// Explores an app through its typed handle.
  public func explore<App: ExplorableApp>(_ app: App, name: String) -> FlowMap {
    var run = ExplorationRun(app: app, options: options)
    run.progress = progress
    run.progressInterval = max(1, progressInterval)
    return run.explore(name: name)
  }
}

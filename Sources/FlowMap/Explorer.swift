import MirrorJSON
import MirrorUI
import NavigationCore

/// Explores an app breadth first and draws its ``FlowMap``.
///
/// From the initial state it takes, node by node in the order they were found, every action
/// the node's scene offers (``MirrorUI/Scene/controls``: buttons, toggles, picker options, tab
/// switches, Back, a presentation's buttons and dismissal) in the scene's order, runs it with
/// its effects to completion (see ``MirrorUI/ExplorableApp/step(from:sending:)``), and files
/// the result under its ``NavigationSignature``. A node's first state is the one its controls
/// are tried from. Actions that keep the signature are not edges. The order of nodes, edges
/// and findings depends only on the app, so two explorations give the same map.
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
    let explorable = app.explorable(effectTimeLimit: options.effectTimeLimit)
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

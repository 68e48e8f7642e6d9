import MirrorJSON
import MirrorUI
import NavigationCore

/// One breadth-first exploration: the mutable bookkeeping behind ``Explorer``.
struct ExplorationRun<App: ExplorableApp> {
  /// A state whose controls will be tried: a node's first state, or another state of the same
  /// screen (same signature, other values outside navigation).
  struct Visit {
    var state: App.State
    /// The state's scene, when rendered already; else it is rendered when the state is tried.
    var scene: Scene?
    var node: Int
    /// The number of actions from the initial state.
    var depth: Int
    /// The actions from the initial state, self-steps included.
    var route: [JSONValue]
  }

  struct EdgeKey: Hashable {
    var from: Int
    var to: Int
    var action: JSONValue
  }

  let app: App
  let options: ExplorationOptions
  var progress: ((ExplorationProgress) -> Void)?
  var progressInterval = 256
  var nodes: [FlowMap.Node] = []
  var index: [String: Int] = [:]
  /// The nodes' first states, queued or tried, in breadth-first order.
  var visits: [Visit] = []
  /// The other states of nodes, queued or tried, in the order they were reached: tried when no
  /// first state is waiting, and only while there is room for more nodes (else they could only
  /// add edges between nodes already found).
  var laterVisits: [Visit] = []
  /// How many states of each node were queued.
  var visitsPerNode: [Int] = []
  var edges: [FlowMap.Edge] = []
  var edgeIndex: [EdgeKey: Int] = [:]
  var findings: [FlowMap.Finding] = []
  var recorded: Set<FlowMap.Finding> = []
  var statesComputed = 0
  /// The signatures of the states seen so far, by fingerprint: a state equal to one already
  /// placed is placed without being rendered again, and is not tried again.
  var signatures: [Int: [(state: App.State, signature: String)]] = [:]
  /// The state halves of the nodes' signatures: a state whose half is not among them makes a
  /// new node.
  var nodeStateParts: Set<[String]> = []
  let reflector: SignatureReflector
  /// The name of the app's root feature: its state type's, without `State`.
  let feature = NodeTitles.featureName(of: App.State.self)
  var complete = true

  init(app: App, options: ExplorationOptions) {
    self.app = app
    self.options = options
    reflector = SignatureReflector(identifiesElements: options.distinguishesIdentifiedScreens)
  }

  mutating func explore(name: String) -> FlowMap {
    let initial = app.initialState
    let initialScene = app.scene(for: initial)
    let stateParts = reflector.parts(of: initial)
    let signature = NavigationSignature(stateParts: stateParts, scene: initialScene).description
    // Placed like every later state, so that coming back to it (logging out) needs no render.
    if let key = app.fingerprint(of: initial) {
      signatures[key] = [(initial, signature)]
    }
    _ = add(
      state: initial, scene: initialScene, stateParts: stateParts, signature: signature,
      depth: 0, path: [], route: [])
    var next = 0
    var nextLater = 0
    let deadline = options.timeLimit.map { ContinuousClock.now + .seconds($0) }
    var reachedTimeLimit = false
    while true {
      let queued = visits.count - next + laterVisits.count - nextLater
      let hasWork =
        next < visits.count || (nextLater < laterVisits.count && nodes.count < options.maxStates)
      // The initial screen is always expanded, so that even a map out of time has its edges.
      if let deadline, next > 0, hasWork, ContinuousClock.now >= deadline {
        reachedTimeLimit = true
        complete = false
        break
      }
      if next < visits.count {
        next += 1
        expand(visits[next - 1], queued: queued - 1)
      } else if nextLater < laterVisits.count, nodes.count < options.maxStates {
        nextLater += 1
        expand(laterVisits[nextLater - 1], queued: queued - 1)
      } else {
        break
      }
    }
    report(queued: 0, depth: visits.last?.depth ?? 0)
    var map = FlowMap(
      app: name, initial: nodes[0].id, nodes: nodes, edges: edges, findings: findings,
      options: options, isComplete: complete, statesComputed: statesComputed)
    map.reachedTimeLimit = reachedTimeLimit
    map.findings = FlowMapAnalysis.findings(of: map)
    return map
  }

  private mutating func expand(_ from: Visit, queued: Int) {
    let fromNode = nodes[from.node]
    nodes[from.node].expanded = true
    let scene = from.scene ?? app.scene(for: from.state)
    for control in scene.controls(
      typing: options.textSamples, fieldSamples: options.fieldSamples)
    {
      let action: App.Action
      do {
        action = try app.action(from: control.action)
      } catch {
        record(
          .init(
            kind: .rejectedAction, node: fromNode.id, action: control.action,
            message: "'\(control.label)' sends an action the app does not decode: \(error)"))
        continue
      }
      let step = app.step(from: from.state, sending: action)
      statesComputed += 1
      if statesComputed % progressInterval == 0 {
        report(queued: queued, depth: from.depth)
      }
      for diagnostic in step.diagnostics {
        record(
          .init(
            kind: .diagnostic, node: fromNode.id, code: diagnostic.code, action: control.action,
            message: "'\(control.label)': \(diagnostic.message)"))
      }
      if step.effectsCancelled > 0, step.waitedInRealTime {
        record(
          .init(
            kind: .effectCancelled, node: fromNode.id, action: control.action,
            message: """
              '\(control.label)': \(step.effectsCancelled) effect(s) waited on real time \
              (Task.sleep, a network call or another thread, not a clock dependency) and were \
              cancelled after \(options.externalWaitLimit)s; every step that starts them \
              costs that long. Sleep on @Dependency(\\.continuousClock) to let the map and \
              tests move time.
              """))
      } else if step.effectsCancelled > 0 {
        record(
          .init(
            kind: .effectCancelled, node: fromNode.id, action: control.action,
            message: """
              '\(control.label)': \(step.effectsCancelled) effect(s) still running after \
              \(options.effectTimeLimit)s on the step's clock were cancelled.
              """))
      }
      guard step.changed else { continue }
      // A state at the depth limit is never tried: its controls are not needed.
      let isExpandable = from.depth + 1 < options.maxDepth
      let placed = place(step.state, needsControls: isExpandable)
      guard placed.isNew else {
        if let known = index[placed.signature] { connect(from, to: known, by: control) }
        continue
      }
      let route = from.route + [control.action]
      if let known = index[placed.signature] {
        connect(from, to: known, by: control)
        visitAgain(
          known, state: step.state, scene: placed.scene, isFull: placed.isFull,
          depth: from.depth + 1, route: route)
      } else if nodes.count < options.maxStates {
        let path = fromNode.path + [edges.count]
        let target = add(
          state: step.state, scene: placed.scene ?? app.scene(for: step.state),
          stateParts: placed.stateParts ?? reflector.parts(of: step.state),
          signature: placed.signature, depth: from.depth + 1, path: path, route: route)
        connect(from, to: target, by: control)
      } else {
        complete = false
      }
    }
  }

  /// Adds the edge from `visit`'s node to `target`, once per action and pair of nodes.
  private mutating func connect(_ visit: Visit, to target: Int, by control: SceneControl) {
    guard target != visit.node else { return }
    let key = EdgeKey(from: visit.node, to: target, action: control.action)
    guard edgeIndex[key] == nil else { return }
    edgeIndex[key] = edges.count
    edges.append(
      .init(
        from: nodes[visit.node].id, to: nodes[target].id, action: control.action,
        label: control.label))
  }

  /// Queues another state of the known node `node`, while the node's budget
  /// (``ExplorationOptions/maxStatesPerScreen``) and the depth limit allow. A state left out
  /// does not make the map incomplete: every node it shows was expanded.
  private mutating func visitAgain(
    _ node: Int, state: App.State, scene: Scene?, isFull: Bool, depth: Int, route: [JSONValue]
  ) {
    guard depth < options.maxDepth, visitsPerNode[node] < options.maxStatesPerScreen else {
      return
    }
    visitsPerNode[node] += 1
    laterVisits.append(
      Visit(
        state: app.normalized(state).state, scene: isFull ? scene : nil, node: node,
        depth: depth, route: route))
  }

  /// Where `state` goes: the signature remembered when an equal state was seen (then `isNew`
  /// is false); else, when no node has its state half (``SignatureReflector/parts(of:)``) and
  /// there is room, a new node with its scene, rendered once for both the signature and the
  /// controls (`isFull`); else the signature worked out from the state and its scene's
  /// structure (the controls' actions are not needed for it). Without `needsControls` (a state
  /// the exploration will not try), the scene returned is that structure alone: its titles,
  /// key and diagnostics are those of the whole scene.
  private mutating func place(
    _ state: App.State, needsControls: Bool
  ) -> (signature: String, isNew: Bool, stateParts: [String]?, scene: Scene?, isFull: Bool) {
    let key = app.fingerprint(of: state)
    if let key, let bucket = signatures[key] {
      for seen in bucket where app.isSame(seen.state, as: state) {
        return (seen.signature, false, nil, nil, false)
      }
    }
    let stateParts = reflector.parts(of: state)
    let scene: Scene?
    let signature: String
    let isFull: Bool
    if needsControls, !nodeStateParts.contains(stateParts), nodes.count < options.maxStates {
      let full = app.scene(for: state)
      scene = full
      isFull = true
      signature = NavigationSignature(stateParts: stateParts, scene: full).description
    } else {
      let structure = app.navigationScene(for: state)
      scene = needsControls ? nil : structure
      isFull = false
      signature = NavigationSignature(stateParts: stateParts, scene: structure).description
    }
    if let key { signatures[key, default: []].append((state, signature)) }
    return (signature, true, stateParts, scene, isFull)
  }

  /// Adds a node for `state`, which is kept as a room would restore it (see
  /// ``MirrorUI/ExplorableApp/normalized(_:)``) and queued when it will be tried; a node at
  /// the depth limit keeps it as reached, since nothing steps from it (its JSON is the same).
  private mutating func add(
    state: App.State, scene: Scene, stateParts: [String], signature: String, depth: Int,
    path: [Int], route: [JSONValue]
  ) -> Int {
    nodeStateParts.insert(stateParts)
    let isExpandable = depth < options.maxDepth
    let normalized =
      isExpandable ? app.normalized(state) : (state: state, json: app.json(of: state))
    let node = FlowMap.Node(
      id: signature,
      titles: NodeTitles.titles(of: scene, stateParts: stateParts, feature: feature),
      sceneKey: scene.key, state: normalized.json, depth: depth, path: path, route: route,
      expanded: false)
    for diagnostic in scene.diagnostics {
      record(
        .init(
          kind: .diagnostic, node: signature, code: diagnostic.code, message: diagnostic.message))
    }
    index[signature] = nodes.count
    nodes.append(node)
    visitsPerNode.append(isExpandable ? 1 : 0)
    if isExpandable {
      visits.append(
        Visit(
          state: normalized.state, scene: scene, node: nodes.count - 1, depth: depth,
          route: route))
    } else {
      complete = false
    }
    return nodes.count - 1
  }

  /// Records `finding` once: several states of a screen may raise the same one.
  private mutating func record(_ finding: FlowMap.Finding) {
    guard recorded.insert(finding).inserted else { return }
    findings.append(finding)
  }

  private func report(queued: Int, depth: Int) {
    progress?(
      ExplorationProgress(
        statesSeen: nodes.count, queued: queued, depth: depth, statesComputed: statesComputed))
  }
}

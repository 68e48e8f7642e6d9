import MirrorJSON
import MirrorUI
import NavigationCore

/// One breadth-first exploration: the mutable bookkeeping behind ``Explorer``.
struct ExplorationRun<App: ExplorableApp> {
  struct Found {
    var state: App.State
    var scene: Scene
    var node: FlowMap.Node
  }

  let app: App
  let options: ExplorationOptions
  var progress: ((ExplorationProgress) -> Void)?
  var progressInterval = 256
  var found: [Found] = []
  var index: [String: Int] = [:]
  var edges: [FlowMap.Edge] = []
  var findings: [FlowMap.Finding] = []
  var statesComputed = 0
  /// The signatures of the states seen so far, by fingerprint: a state equal to one already
  /// placed is placed without being rendered again.
  var signatures: [Int: [(state: App.State, signature: String)]] = [:]
  /// The state halves of the nodes' signatures: a state whose half is not among them makes a
  /// new node.
  var nodeStateParts: Set<[String]> = []
  let reflector = SignatureReflector()
  var complete = true

  init(app: App, options: ExplorationOptions) {
    self.app = app
    self.options = options
  }

  mutating func explore(name: String) -> FlowMap {
    let initial = app.initialState
    let initialScene = app.scene(for: initial)
    _ = add(
      state: initial, scene: initialScene, stateParts: reflector.parts(of: initial), depth: 0,
      path: [])
    // Placed like every later state, so that coming back to it (logging out) needs no render.
    if let key = app.fingerprint(of: initial) {
      signatures[key] = [(initial, found[0].node.id)]
    }
    var next = 0
    while next < found.count {
      let current = next
      next += 1
      guard found[current].node.depth < options.maxDepth else {
        complete = false
        continue
      }
      expand(current, queued: found.count - next)
    }
    report(queued: 0, depth: found.last?.node.depth ?? 0)
    var map = FlowMap(
      app: name, initial: found[0].node.id, nodes: found.map(\.node), edges: edges,
      findings: findings, options: options, isComplete: complete, statesComputed: statesComputed)
    map.findings = FlowMapAnalysis.findings(of: map)
    return map
  }

  private mutating func expand(_ current: Int, queued: Int) {
    found[current].node.expanded = true
    let from = found[current]
    for control in from.scene.controls {
      let action: App.Action
      do {
        action = try app.action(from: control.action)
      } catch {
        findings.append(
          .init(
            kind: .rejectedAction, node: from.node.id, action: control.action,
            message: "'\(control.label)' sends an action the app does not decode: \(error)"))
        continue
      }
      let step = app.step(from: from.state, sending: action)
      statesComputed += 1
      if statesComputed % progressInterval == 0 {
        report(queued: queued, depth: from.node.depth)
      }
      for diagnostic in step.diagnostics {
        findings.append(
          .init(
            kind: .diagnostic, node: from.node.id, code: diagnostic.code, action: control.action,
            message: "'\(control.label)': \(diagnostic.message)"))
      }
      if step.effectsCancelled > 0 {
        findings.append(
          .init(
            kind: .effectCancelled, node: from.node.id, action: control.action,
            message: """
              '\(control.label)': \(step.effectsCancelled) effect(s) still running after \
              \(options.effectTimeLimit)s were cancelled.
              """))
      }
      guard step.changed else { continue }
      // A node at the depth limit is never expanded: its controls are not needed.
      let isExpandable = from.node.depth + 1 < options.maxDepth
      let (signature, stateParts, scene) = place(step.state, needsControls: isExpandable)
      let target: Int
      if let known = index[signature] {
        target = known
      } else if found.count < options.maxStates {
        let path = from.node.path + [edges.count]
        target = add(
          state: step.state, scene: scene ?? app.scene(for: step.state),
          stateParts: stateParts ?? reflector.parts(of: step.state), signature: signature,
          depth: from.node.depth + 1, path: path)
      } else {
        complete = false
        continue
      }
      guard target != current else { continue }
      // Each node is expanded once and its controls send distinct actions: every edge is new.
      edges.append(
        .init(
          from: from.node.id, to: found[target].node.id, action: control.action,
          label: control.label))
    }
  }

  /// Where `state` goes: the signature remembered when an equal state was seen; else, when no
  /// node has its state half (``SignatureReflector/parts(of:)``) and there is room, a new node
  /// with its scene, rendered once for both the signature and the controls; else the signature
  /// worked out from the state and its scene's structure (the controls' actions are not needed
  /// for it). Without `needsControls` (a node the exploration will not expand), the scene
  /// returned is that structure alone: its titles, key and diagnostics are those of the whole
  /// scene.
  private mutating func place(
    _ state: App.State, needsControls: Bool
  ) -> (signature: String, stateParts: [String]?, scene: Scene?) {
    let key = app.fingerprint(of: state)
    if let key, let bucket = signatures[key] {
      for seen in bucket where app.isSame(seen.state, as: state) {
        return (seen.signature, nil, nil)
      }
    }
    let stateParts = reflector.parts(of: state)
    let scene: Scene?
    let signature: String
    if needsControls, !nodeStateParts.contains(stateParts), found.count < options.maxStates {
      let full = app.scene(for: state)
      scene = full
      signature = NavigationSignature(stateParts: stateParts, scene: full).description
    } else {
      let structure = app.navigationScene(for: state)
      scene = needsControls ? nil : structure
      signature = NavigationSignature(stateParts: stateParts, scene: structure).description
    }
    if let key { signatures[key, default: []].append((state, signature)) }
    return (signature, stateParts, scene)
  }

  /// Adds a node for `state`, which is kept as a room would restore it (see
  /// ``MirrorUI/ExplorableApp/normalized(_:)``) when the node will be expanded; a node at the
  /// depth limit keeps it as reached, since nothing steps from it (its JSON is the same).
  private mutating func add(
    state: App.State, scene: Scene, stateParts: [String], signature: String? = nil, depth: Int,
    path: [Int]
  ) -> Int {
    let id = signature ?? NavigationSignature(stateParts: stateParts, scene: scene).description
    nodeStateParts.insert(stateParts)
    let normalized =
      depth < options.maxDepth ? app.normalized(state) : (state: state, json: app.json(of: state))
    let node = FlowMap.Node(
      id: id, titles: scene.titles, sceneKey: scene.key, state: normalized.json,
      depth: depth, path: path, expanded: false)
    for diagnostic in scene.diagnostics {
      findings.append(
        .init(kind: .diagnostic, node: id, code: diagnostic.code, message: diagnostic.message))
    }
    index[id] = found.count
    found.append(Found(state: normalized.state, scene: scene, node: node))
    return found.count - 1
  }

  private func report(queued: Int, depth: Int) {
    progress?(
      ExplorationProgress(
        statesSeen: found.count, queued: queued, depth: depth, statesComputed: statesComputed))
  }
}

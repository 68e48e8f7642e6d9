import MirrorJSON

extension FlowMap {
  /// The map as JSON, as `GET /api/rooms/NAME/map` and `navmirror map --format json` give it:
  ///
  /// ```
  /// { "app", "initial", "complete", "timeLimitReached", "statesComputed",
  ///   "options": {maxDepth, maxStates, maxStatesPerScreen, timeLimit, textSamples,
  ///               distinguishesIdentifiedScreens},
  ///   "nodes": [{id, title, titles, sceneKey, depth, expanded, path: [edge index],
  ///              route: [action], state}],
  ///   "edges": [{from, to, label, action}],
  ///   "findings": [{kind, node, code, action, message}] }
  /// ```
  ///
  /// `path` lists the edges of the shortest way from the initial node; `route`, the actions
  /// of that way including those that stay on a screen (an onboarding's Next), which the page
  /// replays to take a room there.
  public var json: JSONValue {
    [
      "app": .string(app),
      "initial": .string(initial),
      "complete": .bool(isComplete),
      "timeLimitReached": .bool(reachedTimeLimit),
      "statesComputed": .int(statesComputed),
      "options": [
        "maxDepth": .int(options.maxDepth), "maxStates": .int(options.maxStates),
        "maxStatesPerScreen": .int(options.maxStatesPerScreen),
        "timeLimit": options.timeLimit.map(JSONValue.double) ?? .null,
        "textSamples": .array(options.textSamples.map(JSONValue.string)),
        "distinguishesIdentifiedScreens": .bool(options.distinguishesIdentifiedScreens),
      ],
      "nodes": .array(nodes.map(\.json)),
      "edges": .array(
        edges.map {
          [
            "from": .string($0.from), "to": .string($0.to), "label": .string($0.label),
            "action": $0.action,
          ]
        }),
      "findings": .array(
        findings.map {
          [
            "kind": .string($0.kind.rawValue), "node": .string($0.node),
            "code": $0.code.map(JSONValue.string) ?? .null, "action": $0.action ?? .null,
            "message": .string($0.message),
          ]
        }),
    ]
  }
}

extension FlowMap.Node {
  /// The node as JSON.
  public var json: JSONValue {
    [
      "id": .string(id), "title": .string(titles.last ?? ""),
      "titles": .array(titles.map(JSONValue.string)), "sceneKey": .string(sceneKey),
      "depth": .int(depth), "expanded": .bool(expanded), "path": .array(path.map(JSONValue.int)),
      "route": .array(route), "state": state,
    ]
  }
}

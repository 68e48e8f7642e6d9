import MirrorJSON

/// Flows: a stretch of the room's history saved, and a saved flow played into the room.
extension Room {
  /// The stretch of history after `from` up to `to` as a flow named `name`.
  func flow(named name: String, from: Int, to: Int) throws -> Flow {
    try queue.sync {
      let history = machine.history
      guard from < to, history.contains(from), history.contains(to) else {
        throw FlowError.invalid(
          "A flow needs from < to within the history (\(history.baseVersion)...\(history.version))."
        )
      }
      try Flow.checkStepCount(to - from, within: limits)
      var steps: [Flow.Step] = []
      var previousTime = history.entries.first { $0.version == from }?.time
      var state = try history.state(at: from)
      let initialState = state
      var size = initialState.bytes.count
      // A change belongs to the flow when it made a version after `from` up to `to`; an
      // action that changed nothing, when it ran on a version from `from` until before `to`.
      for entry in history.entries
      where entry.unchanged
        ? (from..<to).contains(entry.version) : (from + 1...to).contains(entry.version)
      {
        state = try JSONPatch.apply(entry.operations, to: state)
        size += state.bytes.count
        guard size <= limits.maxFlowBytes else {
          throw FlowError.tooLarge(
            """
            The flow \(from)...\(to) would be over \(limits.maxFlowBytes) bytes as JSON \
            (--max-flow-bytes); record a shorter stretch.
            """)
        }
        steps.append(
          Flow.Step(
            action: entry.action, client: entry.origin,
            delay: Flow.delay(
              previousTime.map { entry.time.pausing(since: $0) } ?? 0, limits: limits),
            state: state, drawn: entry.drawn))
        previousTime = entry.time
      }
      // Effects started within the flow (an effect starts once its action's version is made)
      // that still run; when `to` is older than the room's version, the ones that ran at `to`
      // and ended since are not known.
      let effectsInFlight = machine.effects.count {
        ($0["startedAt"]?.intValue).map((from...to).contains) ?? false
      }
      return Flow(
        name: name, demo: app.name, initialState: initialState, steps: steps,
        effectsInFlight: effectsInFlight)
    }
  }

  /// The longest a replayed step waits, in milliseconds, whatever the limits say: far beyond
  /// any real pause, and far within what a `Duration` can hold.
  static let longestReplayWait = 1e12

  /// The slowest and fastest a flow may be replayed, as a factor of its recorded pace.
  static let replaySpeeds = 0.01...1_000.0

  /// Plays `flow` into the room: its initial state as one version, then each step a person
  /// took, at the recorded pace divided by `speed`. Effects replay themselves, so actions they
  /// sent are not sent again. A new replay replaces one in progress.
  func replay(_ flow: Flow, speed: Double) throws {
    guard flow.demo == app.name else { throw FlowError.wrongDemo(flow: flow.demo, room: app.name) }
    guard queue.sync(execute: { machine.isWriter }) else {
      throw FlowError.invalid("A shared room replays flows on the node that owns it.")
    }
    guard Self.replaySpeeds.contains(speed) else {
      throw FlowError.invalid(
        "speed must be from \(Self.replaySpeeds.lowerBound) to \(Self.replaySpeeds.upperBound).")
    }
    queue.async { [self] in
      replayGeneration += 1
      let generation = replayGeneration
      let origin = "replay:\(flow.name)"
      guard
        case .success = play(
          .replace(
            flow.initialState, action: ["$flow": .string(flow.name)], origin: origin,
            travelledTo: nil), of: flow)
      else { return }
      replayPacer?.cancel()
      replayPacer = Task { [self, clock = time.clock] in
        var elapsed = 0.0
        var waited = 0.0
        for step in flow.steps {
          // A flow read from disk or imported has its pauses within the limit already; bound
          // them again so that no flow can ask for a wait the clock cannot express.
          elapsed += Double(Flow.delay(step.delay, limits: limits)) / speed
          guard step.client != nil else { continue }
          let due = min(elapsed, Self.longestReplayWait)
          if due > waited {
            guard (try? await clock.sleep(for: .milliseconds(due - waited))) != nil else { return }
            waited = due
          }
          queue.async { [self] in
            guard replayGeneration == generation else { return }
            _ = play(
              step.isCommand
                ? .replace(step.state, action: step.action, origin: origin, travelledTo: nil)
                : .send(step.action, origin: origin), of: flow)
          }
        }
      }
    }
  }

  /// Runs one of a replay's commands, as long as this node writes the room.
  private func play(_ command: StoreCommand, of flow: Flow) -> Result<Void, WireError> {
    guard machine.isWriter else {
      return .failure(WireError(id: .null, code: .readOnly, message: "this node no longer owns it"))
    }
    let result = run(command)
    if case .failure(let error) = result {
      logger.warning("room \(name): flow \(flow.name) step failed: \(error.message)")
    }
    return result
  }
}

extension Int {
  /// Milliseconds from `earlier` to this time, or 0 when a journal's times are too far apart to
  /// subtract (they come from a file, and a file may lie).
  fileprivate func pausing(since earlier: Int) -> Int {
    let (pause, overflow) = subtractingReportingOverflow(earlier)
    return overflow ? 0 : pause
  }
}

import MirrorJSON

/// The heights a sheet rests at (`.presentationDetents`), smallest first, and the one it rests
/// at now: the smallest, as iOS opens a sheet, or the one a `selection:` binding holds. The
/// page drags the sheet from one to another by its grabber; when a binding keeps the height,
/// each height carries what choosing it sends, so that every browser follows.
public struct SceneDetents: Hashable, Sendable {
  /// One height and what choosing it sends (`nil`: the page keeps the choice its own, as each
  /// phone keeps its own scroll position).
  public struct Stop: Hashable, Sendable {
    public var detent: SceneDetent
    public var action: JSONValue?
  }

  /// Every height, smallest first.
  public var stops: [Stop]
  /// The index in ``stops`` of the height the sheet rests at.
  public var current: Int

  /// The height the sheet rests at.
  public var detent: SceneDetent { stops[current].detent }

  /// Writes `detent` (the current height, unless it is the whole screen) and, when there is
  /// more than one, `detents` into a bar's JSON.
  func write(to object: inout JSONObject) {
    if detent != .large { object["detent"] = .object(detent.json) }
    guard stops.count > 1 else { return }
    object["detents"] = .array(
      stops.map { stop in
        var json = stop.detent.json
        if let action = stop.action { json["action"] = action }
        return .object(json)
      })
  }
}

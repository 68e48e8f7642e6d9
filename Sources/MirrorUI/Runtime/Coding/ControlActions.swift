import Foundation
import MirrorJSON

/// The actions the controls of the latest scenes send, by the JSON the scenes carry: how a tap
/// on a control whose action is not `Decodable` becomes that action again. The page sends back
/// the JSON the server rendered, which names the action value kept here.
///
/// It keeps the actions of the last ``generations`` renders of the current state, so that a tap
/// on a scene a version or two old still finds its action.
///
/// `@unchecked Sendable`: `kept` is read and written only under `lock`. (It cannot live inside
/// a `Mutex`: the actions, made on the main actor while a scene renders and sent on the
/// store's queue, need not be `Sendable`, and a `Mutex` hands its values out as `sending`.)
final class ControlActions<Action>: @unchecked Sendable {
  /// How many renders' actions are kept.
  static var generations: Int { 4 }

  private let lock = NSLock()
  /// The actions of each render, the newest last.
  private var kept: [[JSONValue: Action]] = [[:]]

  /// Keeps `action`, which a control of the render in progress sends as `json`.
  func keep(_ action: Action, as json: JSONValue) {
    lock.withLock { kept[kept.count - 1][json] = action }
  }

  /// Starts the actions of a new render of the current state, forgetting the oldest.
  func beginRender() {
    lock.withLock {
      kept.append([:])
      if kept.count > Self.generations { kept.removeFirst() }
    }
  }

  /// The action a control rendered lately sends as `json`, the newest first.
  func action(for json: JSONValue) -> Action? {
    lock.withLock {
      for generation in kept.reversed() {
        if let action = generation[json] { return action }
      }
      return nil
    }
  }
}

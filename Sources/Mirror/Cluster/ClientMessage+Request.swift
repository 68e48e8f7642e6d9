import MirrorJSON

extension ClientMessage {
  /// The id a change request carries, to answer it with; `nil` for `resync` and `auth`,
  /// which change nothing.
  var requestID: JSONValue? {
    switch self {
    case .action(let id, _), .travel(let id, _), .setState(let id, _), .undo(let id),
      .redo(let id):
      id
    case .resync, .auth: nil
    }
  }
}

/// An action as a ``TestStore``'s store runs it: the feature's action, whether the test sent it
/// or an effect did, and where the test sent the action it descends from.
///
/// An action an effect sends carries the location of the `send` whose action started that
/// effect (through any number of effects in between), as in TCA: an effect still running at the
/// end of the test is reported there.
struct TestAction<Action>: CustomStringConvertible {
  /// Who sent the action.
  enum Origin {
    /// The test, with `send`.
    case test
    /// An effect.
    case effect
  }

  let action: Action
  let origin: Origin
  let location: TestLocation

  /// The feature's action, as the store's log and warnings name it.
  var description: String { String(describing: action) }
}

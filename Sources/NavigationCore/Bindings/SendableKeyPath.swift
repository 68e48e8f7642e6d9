/// A writable key path that may cross concurrency domains, as a key path literal to stored
/// properties is: what ``BindingAction/set(_:_:)`` takes, spelled as TCA spells it.
public typealias _SendableWritableKeyPath<Root, Value> = any Sendable
  & WritableKeyPath<Root, Value>

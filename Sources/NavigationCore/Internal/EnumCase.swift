import CasePaths

/// The case of an enum value and its payload: from the code `@Reducer` generated
/// (``_CaseLookup``) when the enum has it, else, for a `@CasePathable` enum written by hand,
/// from the value's `Mirror`, the public reflection API. Other types (structs, enums that no
/// case key path can reach) have none, and are never reflected.
struct EnumCase {
  /// The case's name.
  let name: String
  /// The associated value: a tuple for a case with several, `nil` for a case without.
  let payload: Any?

  /// The case of `value`; `nil` when it is not a `@CasePathable` enum.
  init?<T>(of value: T) {
    guard T.self is any CasePathable.Type else { return nil }
    if let lookup = value as? any _CaseLookup {
      let identity = lookup._caseIdentity
      self.init(name: identity.name, payload: identity.payload)
      return
    }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    if let child = mirror.children.first {
      self.init(name: child.label ?? "", payload: child.value)
    } else {
      self.init(name: String(describing: value), payload: nil)
    }
  }

  private init(name: String, payload: Any?) {
    self.name = name
    self.payload = payload
  }
}

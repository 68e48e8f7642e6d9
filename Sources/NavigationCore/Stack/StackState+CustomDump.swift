import CustomDump

extension StackState: CustomDumpReflectable {
  /// Dumps as `[#0: …, #1: …]`, as TCA does.
  public var customDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(zip(ids, self)), displayStyle: .dictionary)
  }
}

extension StackElementID: CustomDumpStringConvertible {
  /// `#3`.
  public var customDumpDescription: String { description }
}

extension PresentationState: CustomDumpReflectable {
  /// Dumps as the presented value.
  public var customDumpMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}

import CustomDump

/// Binding actions appear in test failures as they are written: `.set(\State.text, "Hello")`.
extension BindingAction: CustomDumpStringConvertible {
  public var customDumpDescription: String { description }
}

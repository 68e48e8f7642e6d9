/// Lets the core reach the cases of an enum without reflection: what `@Reducer` writes on the
/// `Action` and enum `State` it sees or generates. Not written by hand.
@attached(
  extension, conformances: _CaseLookup,
  names: named(_casePath(for:)), named(_caseIdentity), named(_caseKeyPathNames))
public macro _CaseLookup() = #externalMacro(module: "NavigationMacros", type: "CaseLookupMacro")

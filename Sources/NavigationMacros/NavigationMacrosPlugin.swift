import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands NavMirror's TCA macros.
@main
struct NavigationMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ReducerMacro.self,
    ObservableStateMacro.self,
    MirrorCodableMacro.self,
    MirrorCodableMemberMacro.self,
    ViewActionMacro.self,
    MarkerMacro.self,
    CaseLookupMacro.self,
    PreviewMacro.self,
  ]
}

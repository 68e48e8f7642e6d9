import PackagePlugin

/// Lists every `#Preview` and `PreviewProvider` of the module it is applied to as
/// `NavMirrorPreviews.all`, so that a NavMirror server serves them as screens to open and drive:
///
/// ```swift
/// .target(name: "GameSwiftUI", dependencies: […],
///         plugins: [.plugin(name: "NavMirrorPreviews", package: "NavMirror")])
/// ```
@main
struct NavMirrorPreviews: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
    let output = context.pluginWorkDirectoryURL.appending(path: "NavMirrorPreviews.swift")
    return [
      .buildCommand(
        displayName: "Listing the previews of \(target.name)",
        executable: try context.tool(named: "navmirror-previews").url,
        arguments: [module.moduleName, output.path()] + sources.map { $0.path() },
        inputFiles: sources,
        outputFiles: [output])
    ]
  }
}

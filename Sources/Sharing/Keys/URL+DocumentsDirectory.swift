import Foundation

#if !canImport(Darwin)
  extension URL {
    /// The user's documents folder, as Apple's Foundation names it
    /// (`.documentsDirectory.appending(component: "sync-ups.json")`, as `.fileStorage` keys are
    /// written), which Linux's Foundation lacks: `~/Documents`, or the folder XDG names.
    ///
    /// A `.fileStorage` key under it writes to the current ``FileStorage``: a file system in
    /// memory unless the runtime gives its storage the disk.
    public static var documentsDirectory: URL {
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        ?? FileManager.default.homeDirectoryForCurrentUser.appending(component: "Documents")
    }
  }
#endif

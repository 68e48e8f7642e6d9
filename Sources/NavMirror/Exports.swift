// One import gives a feature author everything: the reducer core, the view layer and the server.
@_exported import MirrorUI
@_exported import NavigationCore

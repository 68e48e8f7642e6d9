import DemoFeatures
import NavMirror

// The demos, served: `swift run navmirror` and open http://127.0.0.1:8080.
NavMirrorServer(apps: Demos.all, defaultApp: "tabs-stack").run()

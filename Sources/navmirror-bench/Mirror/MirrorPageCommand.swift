import ArgumentParser
import Foundation
import TestSupport

/// `navmirror-bench mirror page`: the page's time from an update's message to the animation
/// frame after it was drawn, on a deep stack, in headless Chromium (chromedriver and chromium
/// must be installed). Each run uses a new room and window; the median of the runs' medians is
/// reported, one frame at 60 Hz being 16.7 ms.
struct MirrorPageCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "page",
    abstract: "Patch-to-paint time of the page on a deep stack, in headless Chromium.")

  @Option(help: "Measured runs, each in a new room and window.")
  var runs = 5

  @Option(help: "Screens pushed before measuring.")
  var depth = 50

  @Option(help: "Pop-and-push pairs measured per run (two updates each).")
  var pairs = 5

  func validate() throws {
    guard runs > 0, depth > 0, pairs > 0 else {
      throw ValidationError("--runs, --depth and --pairs must be positive.")
    }
  }

  func run() throws {
    let harness = try MirrorHarness()
    let driver = try WebDriver()
    var medians: [Double] = []
    for run in 1...runs {
      let room = "page-\(run)"
      let page = try driver.openMirrorPage(harness.pageURL(room: room))
      let updates = DeepStackUpdates(client: try harness.client(room: room))
      try updates.push(depth)
      try page.waitUntil(PageScript.version, equals: .string("\(depth)"), timeout: 60)
      try page.waitUntil(PageScript.animating, equals: false)
      try page.clearUpdateTimings()
      try updates.popAndPush(pairs: pairs, topID: depth - 1)
      try page.waitUntil(
        "return window.navmirrorTimings.length >= \(2 * pairs)", equals: true, timeout: 60)
      let timings = try page.updateTimings()
      let median = median(timings)
      medians.append(median)
      print("run \(run): p50 \(median) ms over \(timings.count) updates: \(timings)")
    }
    print(
      "patch-to-paint p50 at depth \(depth): \(median(medians)) ms (median of \(runs) runs)")
  }
}

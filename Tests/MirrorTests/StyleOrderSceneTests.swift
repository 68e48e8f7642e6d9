import MirrorJSON
import MirrorUI
import TestSupport
import XCTest

/// Look modifiers apply in the order written, as SwiftUI's: one that resizes a box after one
/// that paints it starts a new style node around it, so the page draws them in that order.
final class StyleOrderSceneTests: XCTestCase {
  /// The styles from `node` inwards, down to the first node that is not styled, and its kind.
  private func layers(_ node: JSONValue) -> (styles: [JSONValue], inner: JSONValue?) {
    var styles: [JSONValue] = []
    var node = node
    while node["kind"] == "styled", let style = node["style"], let content = node["content"] {
      styles.append(style)
      node = content
    }
    return (styles, node["kind"])
  }

  func testAResizeAfterAPaintIsANewLayerAndAPaintAfterAResizeJoinsIt() {
    let nodes = galleryChildren { _ in
      VStack {
        Text("Painted padding").padding(10).background(Color.red)
        Text("Unpainted padding").background(Color.red).padding(10)
        Text("Rounded").padding().background(Color.red).cornerRadius(8)
        Text("Framed").frame(width: 80).padding(4)
        Text("Two backgrounds").background(Color.red).background(Color.blue)
        Text("Clipped").cornerRadius(8).background(Color.red)
      }
    }
    let red: JSONValue = ["color": ["name": "red"]]
    let blue: JSONValue = ["color": ["name": "blue"]]
    let pad10: JSONValue = [10.0, 10.0, 10.0, 10.0]

    let painted = layers(nodes[0])
    XCTAssertEqual(painted.styles.map { $0["padding"] }, [pad10])
    XCTAssertEqual(painted.styles.map { $0["background"] }, [red], "one box, padding painted")

    let unpainted = layers(nodes[1])
    XCTAssertEqual(unpainted.styles.map { $0["padding"] }, [pad10, nil], "padding outside")
    XCTAssertEqual(unpainted.styles.map { $0["background"] }, [nil, red], "background inside")
    XCTAssertEqual(unpainted.inner, "text")

    let rounded = layers(nodes[2])
    XCTAssertEqual(rounded.styles.count, 1, "corners round the painted box: one box")
    XCTAssertEqual(rounded.styles.first?["cornerRadius"], .double(8))

    let framed = layers(nodes[3])
    XCTAssertEqual(framed.styles.map { $0["padding"] }, [[4.0, 4.0, 4.0, 4.0], nil])
    XCTAssertEqual(framed.styles.map { $0["frame"]?["width"] }, [nil, .double(80)])

    XCTAssertEqual(layers(nodes[4]).styles.map { $0["background"] }, [blue, red])
    XCTAssertEqual(
      layers(nodes[5]).styles.map { $0["background"] }, [red, nil],
      "the clip is inside, the background behind it is not clipped")
    XCTAssertEqual(layers(nodes[5]).styles.map { $0["cornerRadius"] }, [nil, .double(8)])
  }

  func testABoxChangedAfterAnOffsetScaleOrRotationIsANewLayer() {
    let nodes = galleryChildren { _ in
      VStack {
        Text("Moved, painted where it was").offset(x: 40).background(Color.red)
        Text("Painted, then moved").background(Color.red).offset(x: 40)
        Text("Moved twice").offset(x: 10).offset(y: 5)
        Text("Scaled, then padded").scaleEffect(2).padding(4)
        Text("Turned, then faded").rotationEffect(.degrees(90)).opacity(0.5)
      }
    }
    let red: JSONValue = ["color": ["name": "red"]]
    let moved = layers(nodes[0])
    XCTAssertEqual(moved.styles.map { $0["background"] }, [red, nil], "background outside")
    XCTAssertEqual(moved.styles.map { $0["offset"] }, [nil, [40.0, 0.0]], "offset inside")
    XCTAssertEqual(moved.inner, "text")

    let paintedThenMoved = layers(nodes[1])
    XCTAssertEqual(paintedThenMoved.styles.count, 1, "the painted box moves: one box")
    XCTAssertEqual(paintedThenMoved.styles.first?["offset"], [40.0, 0.0])

    XCTAssertEqual(layers(nodes[2]).styles.map { $0["offset"] }, [[0.0, 5.0], [10.0, 0.0]])
    XCTAssertEqual(layers(nodes[3]).styles.map { $0["scale"] }, [nil, .double(2)])
    XCTAssertEqual(layers(nodes[3]).styles.map { $0["padding"] }, [[4.0, 4.0, 4.0, 4.0], nil])
    XCTAssertEqual(layers(nodes[4]).styles.count, 1, "opacity joins a turned box")
  }
}

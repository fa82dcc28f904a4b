import Testing

@testable import VellumModel

/// The pointer's keys: `canvas.pointer`, `pointerStyle` and `pointerInteraction`, with UIKit's
/// names and errors that name the JSON path.
@Suite struct PointerDecodingTests {
  func decode(canvas: String = #""width":600,"height":400"#, _ root: String = #"{"spacer":{}}"#) throws(Diagnostic)
    -> Document
  {
    try DocumentDecoder.decode(Array(#"{"vellum":1,"canvas":{\#(canvas)},"root":\#(root)}"#.utf8))
  }

  func error(canvas: String = #""width":600,"height":400"#, _ root: String = #"{"spacer":{}}"#) -> String {
    do {
      _ = try decode(canvas: canvas, root)
      return ""
    } catch {
      return error.description
    }
  }

  @Test func aPointerHasALocationOrATransition() throws {
    let d = try decode(canvas: #""width":600,"height":400,"pointer":{"location":[10,20],"isPressed":true}"#)
    #expect(d.canvas.pointer?.location == Point(x: 10, y: 20) && d.canvas.pointer?.isPressed == true)
    let t = try decode(
      canvas:
        #""width":600,"height":400,"pointer":{"transition":{"pointerFrom":[0,0],"pointerTo":[5,6],"progress":0.5}}"#)
    #expect(t.canvas.pointer?.location == Point(x: 5, y: 6))
    #expect(
      t.canvas.pointer?.transition == Pointer.Transition(from: Point(x: 0, y: 0), to: Point(x: 5, y: 6), progress: 0.5))
    // A transition without an end ends at the location.
    let u = try decode(canvas: #""width":600,"pointer":{"location":[7,8],"transition":{"pointerFrom":[1,1]}}"#)
    #expect(u.canvas.pointer?.transition?.to == Point(x: 7, y: 8))
  }

  @Test func badPointersNameTheirPath() {
    let outside = error(canvas: #""width":600,"height":400,"pointer":{"location":[700,20]}"#)
    #expect(outside.hasPrefix("canvas.pointer.location: the pointer at (700, 20) is outside the 600 × 400 canvas"))
    #expect(outside.contains("line 1"))
    #expect(error(canvas: #""width":600,"pointer":{"location":[10,-1]}"#).contains("is outside the 600 pt wide canvas"))
    #expect(
      error(canvas: #""width":600,"pointer":{"location":[10]}"#)
        .hasPrefix("canvas.pointer.location: expected a point [x, y], found an array"))
    #expect(error(canvas: #""width":600,"pointer":{}"#).contains("a pointer needs a \"location\""))
    #expect(
      error(canvas: #""width":600,"pointer":{"location":[1,1],"transition":{"pointerFrom":[0,0],"pointerTo":[2,2]}}"#)
        .hasPrefix("canvas.pointer.transition.pointerTo: the transition ends at \"pointerTo\", not at \"location\""))
    #expect(
      error(canvas: #""width":600,"pointer":{"location":[1,1],"locaton":[1,1]}"#).contains("did you mean \"location\"?")
    )
    // The transition's own points are on the canvas too, and it needs a start and an end.
    #expect(
      error(canvas: #""width":600,"height":400,"pointer":{"transition":{"pointerFrom":[0,0],"pointerTo":[0,500]}}"#)
        .hasPrefix("canvas.pointer.transition.pointerTo: the pointer at (0, 500) is outside the 600 × 400 canvas"))
    #expect(
      error(canvas: #""width":600,"pointer":{"location":[1,1],"transition":{"pointerTo":[1,1]}}"#)
        .hasPrefix("canvas.pointer.transition.pointerFrom: a pointer transition needs \"pointerFrom\""))
    #expect(
      error(canvas: #""width":600,"pointer":{"transition":{"pointerFrom":[0,0],"progress":0.5}}"#)
        .hasPrefix("canvas.pointer.transition.pointerTo: a pointer transition needs \"pointerTo\" (or the pointer's"))
    #expect(
      error(canvas: #""width":600,"pointer":{"location":[1,1],"transition":{"pointerFrom":[0,0],"progres":1}}"#)
        .hasPrefix("canvas.pointer.transition.progres: unknown key \"progres\"; did you mean \"progress\"?"))
    #expect(
      error(canvas: #""width":600,"pointer":{"location":[1,1],"transition":{"pointerFrom":[0,0],"progress":2}}"#)
        .hasPrefix("canvas.pointer.transition.progress: 2 is out of range; expected 0…1"))
  }

  /// The pointer's keys are declared once (`Pointer.keys`, `Pointer.Transition.keys`): the
  /// decoder, the schema and the encoder read the same names.
  @Test func thePointersKeysAreDeclaredOnce() {
    #expect(Pointer.properties.map(\.name) == ["location", "isPressed", "transition"])
    #expect(Pointer.Transition.properties.map(\.name) == ["pointerFrom", "pointerTo", "progress"])
    #expect(Pointer.Transition.properties.filter(\.isRequired).map(\.name) == ["pointerFrom"])
  }

  @Test func stylesUseUIKitsNamesAndSuggestTheNearest() throws {
    let d = try decode(
      #"{"button":{"title":"Go","pointerStyle":{"effect":"hover","tintMode":"underlay","prefersShadow":true,"prefersScaledContent":false}}}"#
    )
    guard let c = d.root.control, let b = c.value as? Button else { throw Failure() }
    #expect(b.common.pointerStyle?.effect == .hover && b.common.pointerStyle?.tintMode == .underlay)
    #expect(b.common.pointerStyle?.prefersShadow == true && b.common.pointerStyle?.prefersScaledContent == false)
    #expect(
      error(#"{"button":{"title":"Go","pointerStyle":{"effect":"hilight"}}}"#)
        .hasPrefix(#"root.button.pointerStyle.effect: unknown effect "hilight"; did you mean "highlight"?"#))
    #expect(
      error(#"{"button":{"title":"Go","pointerStyle":{"effect":"lift","prefersShadow":true}}}"#)
        .hasPrefix("root.button.pointerStyle.prefersShadow: \"prefersShadow\" belongs to the hover effect"))
    #expect(
      error(#"{"button":{"title":"Go","pointerStyle":{"hidden":true,"effect":"lift"}}}"#)
        .hasPrefix("root.button.pointerStyle.effect: a hidden pointer has no \"effect\""))
    #expect(
      error(#"{"switch":{"pointerStyle":{},"pointerInteraction":{}}}"#)
        .hasPrefix("root.switch.pointerInteraction: give \"pointerStyle\" or \"pointerInteraction\", not both"))
  }

  @Test func shapesAreExactlyOneOfUIKitsFour() throws {
    func shape(_ json: String) throws -> PointerShape? {
      let d = try decode(#"{"image":{"systemName":"star","pointerInteraction":{"style":{"shape":\#(json)}}}}"#)
      guard let i = d.root.as(ImageComponent.self) else { return nil }
      return i.pointerInteraction?.style?.shape
    }
    #expect(try shape(#"{"verticalBeam":{"length":22}}"#) == .verticalBeam(length: 22))
    #expect(
      try shape(#"{"roundedRect":{"insetBy":{"dx":-8,"dy":-4}}}"#)
        == .roundedRect(nil, insetBy: Size(width: -8, height: -4), cornerRadius: nil))
    let path = try #require(try shape(#"{"path":"M0 0 l10 0 q 5 5 0 10 z"}"#))
    guard case .path(let p) = path else { throw Failure() }
    #expect(p.elements.count == 4)
    #expect(p.elements[1] == .line(Point(x: 10, y: 0)))
    guard case .curve(_, _, let end) = p.elements[2] else { throw Failure() }
    #expect(end == Point(x: 10, y: 10))
    let root = #"{"image":{"systemName":"star","pointerInteraction":{"style":{"shape":SHAPE}}}}"#
    func err(_ s: String) -> String { error(root.replacingOccurrences(of: "SHAPE", with: s)) }
    #expect(err("{}").contains("a shape needs one of: roundedRect, verticalBeam, horizontalBeam, path"))
    #expect(
      err(#"{"verticalBeam":{"length":2},"path":"M0 0"}"#).contains("found path and verticalBeam")
        || err(#"{"verticalBeam":{"length":2},"path":"M0 0"}"#).contains("found verticalBeam and path"))
    #expect(err(#"{"verticalBeam":{}}"#).contains("a beam needs a \"length\""))
    #expect(
      err(#"{"path":"M 0 0 X 4"}"#)
        .hasPrefix(#"root.image.pointerInteraction.style.shape.path: bad path data: unexpected "X" at character 7"#))
    #expect(err(#"{"path":"L 1 1"}"#).contains("must start with a move"))
    // Compact SVG numbers: ".5.5" is two numbers, "1e-2-3" too.
    let compact = try #require(try shape(#"{"path":"M0 0 L.5.5 L1e-2-3"}"#))
    guard case .path(let cp) = compact else { throw Failure() }
    #expect(cp.elements == [.move(Point(x: 0, y: 0)), .line(Point(x: 0.5, y: 0.5)), .line(Point(x: 0.01, y: -3))])
    #expect(err(#"{"path":"M 0 0 é"}"#).contains(#"unexpected "é""#))
    #expect(err(#"{"path":"M 0 1e400"}"#).contains("expected a number"))
  }

  @Test func regionsAreRectanglesWithSizes() throws {
    let d = try decode(
      #"{"stack":{"pointerInteraction":{"regions":[{"identifier":"canvas","rect":{"x":1,"y":2,"width":3,"height":4},"gridSpacing":20,"barsAlpha":0}]}}}"#
    )
    guard let s = d.root.as(Stack.self), let region = s.pointerInteraction?.regions.first else { throw Failure() }
    #expect(region.rect == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(region.name == "canvas" && region.gridSpacing == 20 && region.barsAlpha == 0)
    #expect(
      error(#"{"stack":{"pointerInteraction":{"regions":[{"rect":{"width":-3,"height":4}}]}}}"#)
        .hasPrefix("root.stack.pointerInteraction.regions[0].rect.width: -3 is out of range; expected 0…100000"))
    #expect(
      error(#"{"stack":{"pointerInteraction":{"regions":[{"rect":{"width":3}}]}}}"#)
        .hasPrefix("root.stack.pointerInteraction.regions[0].rect.height: a rect needs \"width\" and \"height\""))
    #expect(
      error(#"{"text":{"string":"a","pointerInteraction":{"regions":[{"gridSpacing":0}]}}}"#)
        .contains("regions[0].gridSpacing: 0 is out of range"))
  }

  struct Failure: Error {}
}

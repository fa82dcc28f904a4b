import Foundation
import Testing

@Suite struct VariantsCLITests {
  /// `--system-version 18,26` draws both looks from one document, a file each; the tint is each
  /// look's `systemBlue`; one value sets the canvas's version.
  @Test func bothLooksFromOneDocument() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let doc = dir + "/tint.json"
    try #"""
    { "vellum": 1, "canvas": { "width": 40, "height": 40, "scale": 1 },
      "root": { "stack": { "background": "tintColor", "children": [{ "spacer": {} }] } } }
    """#.write(toFile: doc, atomically: true, encoding: .utf8)
    #expect(try run(["render", doc, "-o", dir + "/out/", "--tree", "--system-version", "18,26"]).status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted()
    #expect(files == ["tint.ios18.png", "tint.ios18.tree.txt", "tint.ios26.png", "tint.ios26.tree.txt"])
    #expect(
      try String(contentsOfFile: dir + "/out/tint.ios18.tree.txt", encoding: .utf8).contains("fill 0,0 40x40 #007AFF"))
    #expect(
      try String(contentsOfFile: dir + "/out/tint.ios26.tree.txt", encoding: .utf8).contains("fill 0,0 40x40 #0088FF"))
    let one = try run(["tree", doc, "--system-version", "26", "--appearance", "dark"])
    #expect(one.status == 0 && String(decoding: one.stdout, as: UTF8.self).contains("#0091FF"))
    let typo = try run(["tree", doc, "--system-version", "25"])
    #expect(typo.status == 64 && typo.stderr.contains("--system-version: unknown value \"25\""))
  }

  /// A document's variants render to a file each, named by their values; overrides with lists
  /// add (or replace) axes; `check` checks every combination.
  @Test func everyCombinationIsAFileAndASnapshot() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let doc = #"""
      { "vellum": 1, "canvas": { "width": 120, "scale": 1 },
        "variants": { "appearance": ["light", "dark"], "state": [ { "name": "plain" }, { "cells": ["a"], "isSelected": true } ] },
        "root": { "cell": { "id": "a", "content": { "text": "A" } } } }
      """#
    try FileManager.default.createDirectory(atPath: dir + "/Samples", withIntermediateDirectories: true)
    try doc.write(toFile: dir + "/Samples/cell.json", atomically: true, encoding: .utf8)
    #expect(try run(["render", dir + "/Samples/cell.json", "-o", dir + "/out/", "--tree"]).status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted()
    #expect(
      files == [
        "cell.dark.plain.png", "cell.dark.plain.tree.txt", "cell.dark.selected.png", "cell.dark.selected.tree.txt",
        "cell.light.plain.png", "cell.light.plain.tree.txt", "cell.light.selected.png", "cell.light.selected.tree.txt",
      ])
    // An override with one value replaces the axis; the file names say so.
    #expect(
      try run(["render", dir + "/Samples/cell.json", "-o", dir + "/one.png", "--appearance", "dark"]).status == 0)
    #expect(FileManager.default.fileExists(atPath: dir + "/one.dark.plain.png"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/one.light.plain.png"))
    // Lists on a document without variants make them.
    let plain = root + "/Samples/cells/states.json"
    #expect(
      try run(["render", plain, "-o", dir + "/s.png", "--appearance", "light,dark", "--direction", "rightToLeft"])
        .status
        == 0)
    #expect(
      FileManager.default.fileExists(atPath: dir + "/s.light.png")
        && FileManager.default.fileExists(atPath: dir + "/s.dark.png"))
    // All of them as pages of one PDF.
    #expect(try run(["render", dir + "/Samples/cell.json", "-o", dir + "/all.pdf"]).status == 0)
    let pdf = try String(decoding: Data(contentsOf: URL(fileURLWithPath: dir + "/all.pdf")), as: UTF8.self)
    #expect(pdf.contains("/Count 4"))
    // Bad uses.
    let stdout = try run(["render", dir + "/Samples/cell.json", "-o", "-"])
    #expect(stdout.status == 64 && stdout.stderr.contains("has 4 variants; standard output takes one image"))
    let svg = try run(["render", dir + "/Samples/cell.json", "-o", dir + "/x.svg"])
    #expect(svg.status == 64 && svg.stderr.contains("an SVG holds one image"))
    let twice = try run(["render", plain, "-o", dir + "/t.png", "--appearance", "dark,dark"])
    #expect(twice.status == 64 && twice.stderr.contains("\"dark\" is given twice"))
    // Contrast and device presets too; a device sets the canvas size and scale.
    #expect(
      try run(["render", plain, "-o", dir + "/d.png", "--device", "iPhone SE,iPad 11-inch", "--contrast", "high"])
        .status
        == 0)
    let se = try Data(contentsOf: URL(fileURLWithPath: dir + "/d.iPhoneSE.png"))
    #expect(se[16..<24] == Data([0, 0, 2, 0xEE, 0, 0, 5, 0x36]))  // 750×1334: 375×667 pt at 2x
    #expect(FileManager.default.fileExists(atPath: dir + "/d.iPad11inch.png"))
    // States by the names their files get; any other name is a custom state.
    #expect(
      try run([
        "render", dir + "/Samples/cell.json", "-o", dir + "/st.png", "--state", "normal,selected,lifting,archived",
      ])
      .status == 0)
    for name in ["normal", "selected", "lifting", "archived"] {
      #expect(FileManager.default.fileExists(atPath: dir + "/st.light.\(name).png"), "\(name)")
    }
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: dir + "/st.light.selected.png"))
        != Data(contentsOf: URL(fileURLWithPath: dir + "/st.light.normal.png")))
    // Pseudolanguages, by the names their files get; the tree shows the transformed text.
    #expect(try run(["render", plain, "-o", dir + "/p.png", "--pseudo", "none,long,rtl", "--tree"]).status == 0)
    for name in ["pseudoNone", "pseudoLong", "pseudoRTL"] {
      #expect(FileManager.default.fileExists(atPath: dir + "/p.\(name).png"), "\(name)")
    }
    let longTree = try String(contentsOfFile: dir + "/p.pseudoLong.tree.txt", encoding: .utf8)
    #expect(longTree.contains("[Favourites one]") && longTree.hasPrefix("canvas 390x"))
    #expect(try String(contentsOfFile: dir + "/p.pseudoRTL.tree.txt", encoding: .utf8).contains(" rtl background"))
    let pseudoTypo = try run(["render", plain, "-o", dir + "/t.png", "--pseudo", "acented"])
    #expect(
      pseudoTypo.status == 64
        && pseudoTypo.stderr.contains("--pseudo: unknown value \"acented\"; did you mean \"accented\"?"))
    let badState = try run(["render", plain, "-o", dir + "/t.png", "--state", "sel ected"])
    #expect(badState.status == 64 && badState.stderr.contains("is not a state"))
    let device = try run(["render", plain, "-o", dir + "/t.png", "--device", "iPhone 99"])
    #expect(device.status == 64 && device.stderr.contains("--device: unknown device \"iPhone 99\""))
    let typo = try run(["render", plain, "-o", dir + "/t.png", "--appearance", "light,drak"])
    #expect(typo.status == 64 && typo.stderr.contains("did you mean \"dark\"?"))
    // check records and then passes every combination; prune counts them as the document's.
    let check = try run(["check", dir + "/Samples", "--snapshots", dir + "/Snapshots", "--record", "missing"], in: dir)
    #expect(String(decoding: check.stdout, as: UTF8.self).contains("4 recorded") || check.status == 0)
    let again = try run(["check", dir + "/Samples", "--snapshots", dir + "/Snapshots", "--record", "never"], in: dir)
    #expect(again.status == 0 && String(decoding: again.stdout, as: UTF8.self).contains("4 passed"))
    let prune = try run(["prune", "--snapshots", dir + "/Snapshots", "--samples", dir + "/Samples"], in: dir)
    #expect(prune.status == 0 && !String(decoding: prune.stdout, as: UTF8.self).contains(".png"))
  }

  /// `--sheet` and `"sheet": true` make one labelled image of every combination: one file, one
  /// PDF page, one snapshot.
  @Test func aContactSheetIsOneFileOnePageAndOneSnapshot() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let cell = #"{ "cell": { "id": "a", "content": { "text": "A" } } }"#
    let axes =
      #""variants": { "appearance": ["light", "dark"], "state": [ { "name": "plain" }, { "isSelected": true } ] }"#
    try FileManager.default.createDirectory(atPath: dir + "/Samples", withIntermediateDirectories: true)
    try #"{ "vellum": 1, "canvas": { "width": 120, "scale": 1 }, "#.appending(axes + #", "root": "# + cell + "}")
      .write(toFile: dir + "/Samples/cell.json", atomically: true, encoding: .utf8)
    try #"{ "vellum": 1, "canvas": { "width": 120, "scale": 1 }, "sheet": { "title": "Board" }, "#
      .appending(axes + #", "root": "# + cell + "}")
      .write(toFile: dir + "/Samples/board.json", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
    let sheet = try run(["render", dir + "/Samples/cell.json", "-o", dir + "/out/cell.png", "--sheet", "--tree"])
    #expect(sheet.status == 0, "\(sheet.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted() == ["cell.png", "cell.tree.txt"])
    let tree = try String(contentsOfFile: dir + "/out/cell.tree.txt", encoding: .utf8)
    // Titled by the document's name; labelled by the values; four framed images.
    for label in ["\"cell\"", "\"light\"", "\"dark\"", "\"plain\"", "\"selected\"", "\"A\""] {
      #expect(tree.contains("text ") && tree.contains(label), "\(label)")
    }
    #expect(tree.components(separatedBy: "\n").filter { $0.hasPrefix("stroke") }.count >= 4)
    // One image: standard output takes it; a PDF gets one page.
    let stdout = try run(["render", dir + "/Samples/cell.json", "-o", "-", "--sheet"])
    #expect(stdout.status == 0 && stdout.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(try run(["render", dir + "/Samples/board.json", "-o", dir + "/board.pdf"]).status == 0)
    let pdf = try String(decoding: Data(contentsOf: URL(fileURLWithPath: dir + "/board.pdf")), as: UTF8.self)
    #expect(pdf.contains("/Count 1"))
    // check: four snapshots for the plain document, one for the board; prune keeps them all.
    let check = try run(["check", dir + "/Samples", "--snapshots", dir + "/Snapshots", "--record", "missing"], in: dir)
    #expect(check.status == 0 || String(decoding: check.stdout, as: UTF8.self).contains("5 recorded"))
    let again = try run(["check", dir + "/Samples", "--snapshots", dir + "/Snapshots", "--record", "never"], in: dir)
    #expect(again.status == 0 && String(decoding: again.stdout, as: UTF8.self).contains("5 passed"))
    #expect(FileManager.default.fileExists(atPath: dir + "/Snapshots/board.png"))
    let prune = try run(["prune", "--snapshots", dir + "/Snapshots", "--samples", dir + "/Samples"], in: dir)
    #expect(prune.status == 0 && !String(decoding: prune.stdout, as: UTF8.self).contains(".png"))
  }
}

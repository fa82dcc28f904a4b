// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Vellum",
  products: [
    .library(
      name: "Vellum",
      targets: [
        "VellumModel", "VellumBuilder", "VellumLayout", "VellumImage", "VellumCompare", "VellumCairo", "VellumSnapshot",
      ]),
    .library(name: "VellumSnapshotTesting", targets: ["VellumSnapshotTesting"]),
    .executable(name: "vellum", targets: ["VellumMain"]),
  ],
  targets: [
    // C libraries from Debian packages. Only VellumImage (zlib, ISA-L inflate, libpng),
    // VellumCairo (Cairo, Pango, fontconfig) and the tests' VellumTestDeflaters import these.
    .systemLibrary(
      name: "CPango", pkgConfig: "pangoft2",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev"])]),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    // Intel's ISA-L: its inflate reads PNG rows (PNGRowReader); its igzip deflate, several times
    // faster than zlib at level 1, is only in the tests' comparisons (not byte-stable here).
    .systemLibrary(name: "CIsal", pkgConfig: "libisal", providers: [.apt(["libisal-dev"])]),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),

    // The pipeline: model → layout/render tree → Cairo backend → snapshots → CLI.
    .target(name: "VellumModel", linkerSettings: [.linkedLibrary("m")]),
    // Swift result builders that make the same `Document` values the JSON decoder does.
    .target(name: "VellumBuilder", dependencies: ["VellumModel"]),
    .target(name: "VellumLayout", dependencies: ["VellumModel"]),
    // A deflate encoder for rendered screens: Swift only, fast, and the same bytes everywhere.
    .target(name: "VellumDeflate"),
    // Pixel loops in C with run-time chosen SIMD (byte shuffles baseline x86-64 Swift lacks).
    .target(name: "CVellumKernels"),
    // A PNG file read through with libpng as Cairo's loader reads it, a row at a time: whether
    // drawing it would fail, found before drawing.
    .target(name: "CPNGCheck", dependencies: ["CPNG"]),
    // Images and files, no fonts: RGBA images, the PNG encoder (over VellumDeflate), the PNG
    // decoders and row reader, APNG, and the rules for reading and writing files. The comparator
    // (VellumCompare) needs only this.
    .target(
      name: "VellumImage", dependencies: ["VellumDeflate", "CVellumKernels", "CZlib", "CIsal", "CPNG", "CPNGCheck"]),
    // The image comparator, no fonts: exact and pixelmatch metrics, allowances, ignore regions,
    // diff images, PNG files compared row by row as they inflate; and the line diff of texts.
    // What `vellum compare` runs; it builds without Pango. Re-exports VellumImage.
    .target(name: "VellumCompare", dependencies: ["VellumImage"]),
    // Fonts and painting: Pango text, the painter over Cairo, PDF/SVG; re-exports VellumImage.
    .target(name: "VellumCairo", dependencies: ["VellumLayout", "VellumImage", "CVellumKernels", "CPango"]),
    // Snapshots: rendering, record modes, reports, the gallery; re-exports VellumCompare.
    .target(name: "VellumSnapshot", dependencies: ["VellumModel", "VellumLayout", "VellumCairo", "VellumCompare"]),
    // The deflates the product does not use, for the tests that hold Vellum's own against them:
    // zlib (streaming, and in ParallelDeflater's blocks) and ISA-L's igzip. In no product.
    .target(name: "VellumTestDeflaters", dependencies: ["VellumImage", "VellumDeflate", "CZlib", "CIsal"]),
    // Test assertions (XCTest and Swift Testing) on top of the comparator; import it from tests only.
    .target(name: "VellumSnapshotTesting", dependencies: ["VellumSnapshot"]),
    // Stubs for the rendering libraries' functions, so `vellum` starts without those libraries
    // and loads them when it first draws (scripts/make-lazy-backend.py lists the functions).
    // Linked into the `vellum` executable only (it acts on the whole process; ProductBoundaryTests).
    .target(
      name: "CVellumLazyBackend", exclude: ["symbols.def", "as-needed.cfg"], linkerSettings: [.linkedLibrary("dl")]),
    // The command line's verbs (a library in no product): what CLITests test in-process. Nothing
    // here acts on the whole process; the executable adds that.
    .target(name: "vellum", dependencies: ["VellumModel", "VellumLayout", "VellumCairo", "VellumSnapshot"]),
    // The `vellum` executable (its product's name): main.swift over the verbs, with the C target
    // that acts on the whole process. Tests run it as a subprocess; no test target links it.
    .executableTarget(
      name: "VellumMain",
      dependencies: ["vellum", "CVellumLazyBackend"],
      // --as-needed, from a clang configuration file because its options come before every
      // library (an -Xlinker flag comes after them all): a library whose functions the stubs all
      // stand for is not recorded, so the loader does not map it at start-up.
      linkerSettings: [
        .unsafeFlags([
          "-Xclang-linker", "--config=\(Context.packageDirectory)/Sources/CVellumLazyBackend/as-needed.cfg",
        ])
      ]),

    .testTarget(name: "VellumModelTests", dependencies: ["VellumModel"]),
    .testTarget(name: "VellumBuilderTests", dependencies: ["VellumBuilder"]),
    .testTarget(name: "VellumLayoutTests", dependencies: ["VellumLayout"]),
    .testTarget(name: "VellumDeflateTests", dependencies: ["VellumDeflate", "CZlib"]),
    .testTarget(
      name: "VellumImageTests",
      dependencies: ["VellumImage", "VellumTestDeflaters", "VellumModel", "CZlib", "CVellumKernels"]),
    // The comparator without Pango: nothing here depends on VellumCairo.
    .testTarget(name: "VellumCompareTests", dependencies: ["VellumCompare", "VellumImage", "VellumTestDeflaters"]),
    .testTarget(name: "VellumCairoTests", dependencies: ["VellumCairo", "CVellumKernels"]),
    .testTarget(
      name: "VellumSnapshotTests", dependencies: ["VellumSnapshot", "VellumSnapshotTesting", "VellumBuilder"]),
    .testTarget(name: "SampleTests", dependencies: ["VellumSnapshotTesting"]),
    // Runs the built `vellum` executable as a user would (a subprocess); its verb table, and the
    // snapshot assertions whose failures `vellum accept` takes, in-process.
    .testTarget(name: "CLITests", dependencies: ["vellum", "VellumModel", "VellumSnapshot"]),
  ]
)

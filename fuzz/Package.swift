// swift-tools-version: 6.0
// libFuzzer harnesses over Vellum, built by scripts/fuzz.sh (not by the main package) with
// -sanitize=fuzzer,address:
//   fuzz-document: JSON bytes -> DocumentDecoder -> LayoutEngine -> Renderer (small canvases)
//   fuzz-png:      PNG bytes  -> PNGDecoder -> ImageComparison against itself and a copy
//   fuzz-svg:      SVG bytes  -> CustomSymbol and SymbolOutline -> every drawing fitted to the grid
//   fuzz-markdown: UTF-8 bytes -> Markdown.runs
import PackageDescription

let package = Package(
  name: "VellumFuzz",
  dependencies: [.package(name: "Vellum", path: "..")],
  targets: [
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "fuzz-document", dependencies: ["FuzzDriver", .product(name: "Vellum", package: "Vellum")]),
    .executableTarget(name: "fuzz-png", dependencies: ["FuzzDriver", .product(name: "Vellum", package: "Vellum")]),
    .executableTarget(name: "fuzz-svg", dependencies: ["FuzzDriver", .product(name: "Vellum", package: "Vellum")]),
    .executableTarget(
      name: "fuzz-markdown", dependencies: ["FuzzDriver", .product(name: "Vellum", package: "Vellum")]),
  ]
)

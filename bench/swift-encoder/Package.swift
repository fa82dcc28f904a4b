// swift-tools-version: 6.0
// Times Vellum's own PNGEncoder (Sources/VellumImage/PNGEncoder.swift) with several options on
// the same pixels as bench/png-encoders.c. Build it outside /work/main/.build:
//   swift build -c release --package-path bench/swift-encoder --scratch-path /tmp/bench-swift-build
import PackageDescription

let package = Package(
  name: "VellumEncoderBench",
  dependencies: [.package(name: "Vellum", path: "../..")],
  targets: [
    .executableTarget(name: "png-swift", dependencies: [.product(name: "Vellum", package: "Vellum")])
  ]
)

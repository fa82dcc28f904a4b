import VellumImage

// The deflates Vellum does not use, for the tests that hold its own deflate against them: zlib
// (one streaming deflate, or `ParallelDeflater`'s blocks) and ISA-L's igzip. Not in any product;
// `PNGEncoder.Options(deflate:)` takes them.
extension DeflaterChoice {
  /// ISA-L's igzip, levels 0–3 (clamped): about 4.5 times faster than zlib at level 1, 6 % larger
  /// on list screens (bench/png.sh), and not byte-stable here (see `PNGEncoder.Options`).
  package static func isal(level: Int32) -> Self {
    Self(name: "isal level \(min(max(level, 0), 3))") { _, _ in try IsalDeflater(level: level) }
  }

  /// zlib, levels 0–9 (clamped), one streaming deflate on the calling thread.
  package static func zlib(level: Int32) -> Self {
    Self(name: "zlib level \(min(max(level, 0), 9))") { _, _ in try ZlibDeflater(level: level) }
  }

  /// zlib, levels 0–9 (clamped), in `ParallelDeflater`'s 512 KiB blocks on up to 4 cores: the
  /// same bytes every time and on any machine; files about 0.1 % larger than `zlib`'s.
  package static func parallelZlib(level: Int32) -> Self {
    Self(name: "parallel zlib level \(min(max(level, 0), 9))") { _, concurrent in
      try ParallelDeflater(.zlib(level: level), concurrent: concurrent)
    }
  }
}

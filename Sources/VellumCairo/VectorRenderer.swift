import CPango
import VellumLayout
import VellumModel

/// Vector output through Cairo's PDF and SVG surfaces.
public enum VectorFormat: String, Sendable, CaseIterable {
  /// One page per document, text kept as text (selectable and searchable).
  case pdf
  /// One document: shapes and symbols as paths, text as glyph outlines, images embedded.
  case svg

  /// The format a file name asks for by its extension, if it is one of these.
  public init?(path: String) {
    let lower = path.lowercased()
    if lower.hasSuffix(".pdf") {
      self = .pdf
    } else if lower.hasSuffix(".svg") {
      self = .svg
    } else {
      return nil
    }
  }
}

/// One page of vector output: a laid-out tree and the folder its images are relative to.
public struct VectorPage: Sendable {
  public var tree: RenderTree
  public var baseDirectory: String
  public init(tree: RenderTree, baseDirectory: String = ".") {
    self.tree = tree
    self.baseDirectory = baseDirectory
  }
}

extension Renderer {
  /// Writes `pages` as a PDF (a page each, sized in points like the canvases) or one page as an
  /// SVG, handing the bytes to `sink` as Cairo produces them. Everything stays vector except
  /// backdrop blurs, which are drawn from a raster of what lies under them at the canvas scale
  /// and embedded as images. The output carries no date, so the same pages give the same bytes.
  public func writeVector(
    _ pages: [VectorPage], format: VectorFormat, title: String? = nil,
    sink: @escaping ([UInt8]) throws -> Void
  ) throws(RenderError) {
    guard let first = pages.first else { throw RenderError.internal("no pages to write") }
    if format == .svg && pages.count > 1 {
      throw RenderError.internal("an SVG holds one page; \(pages.count) were given")
    }
    for page in pages { try Self.checkSize(page.tree) }
    let stream = VectorStream(sink: sink)
    let context = Unmanaged.passUnretained(stream).toOpaque()
    let write: cairo_write_func_t = { closure, data, length in
      let stream = Unmanaged<VectorStream>.fromOpaque(closure!).takeUnretainedValue()
      guard stream.error == nil, let data else { return CAIRO_STATUS_WRITE_ERROR }
      do {
        try stream.sink(Array(UnsafeBufferPointer(start: data, count: Int(length))))
        return CAIRO_STATUS_SUCCESS
      } catch {
        stream.error = error
        return CAIRO_STATUS_WRITE_ERROR
      }
    }
    let size = first.tree.size
    let surface: OpaquePointer
    switch format {
    case .pdf:
      surface = cairo_pdf_surface_create_for_stream(write, context, size.width, size.height)
      // A fixed date (PDF's epoch) instead of now: the bytes must not depend on the clock.
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Vellum")
      if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
    case .svg:
      // Unitless: user units are CSS pixels, one to a point, as the web draws an iPhone's screen.
      surface = cairo_svg_surface_create_for_stream(write, context, size.width, size.height)
      cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_USER)
    }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      throw RenderError.internal("cannot create the \(format.rawValue) surface")
    }
    for page in pages {
      if format == .pdf { cairo_pdf_surface_set_size(surface, page.tree.size.width, page.tree.size.height) }
      let cr = cairo_create(surface)!
      defer { cairo_destroy(cr) }
      try paintVectorPage(page, on: cr, surface: surface)
      cairo_show_page(cr)
    }
    cairo_surface_finish(surface)
    if let error = stream.error {
      throw RenderError.io(path: "output", reason: "\(error)")
    }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.internal("cairo: \(String(cString: cairo_status_to_string(status)))")
    }
  }

  /// The bytes of `pages` in `format`.
  public func renderVector(_ pages: [VectorPage], format: VectorFormat, title: String? = nil) throws(RenderError)
    -> [UInt8]
  {
    var bytes: [UInt8] = []
    try writeVector(pages, format: format, title: title) { bytes.append(contentsOf: $0) }
    return bytes
  }

  private func paintVectorPage(_ page: VectorPage, on cr: OpaquePointer, surface: OpaquePointer)
    throws(RenderError)
  {
    let tree = page.tree
    let bg = tree.background
    cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
    cairo_paint(cr)
    let painter = Painter(library: library, images: images, baseDirectory: page.baseDirectory)
    try paintNodes(tree, tree.nodes.indices, on: cr) { index, node throws(RenderError) in
      if case .glass(let glass) = node.kind {
        cairo_save(cr)
        if let c = node.clip {
          roundedRect(cr, c.rect, radius: c.cornerRadius, corners: c.corners)
          cairo_clip(cr)
        }
        let corners: Corners = glass.hasContinuousCorners ? [.all, .continuous] : .all
        // Merged glass's outline is no rounded rectangle: its image holds the glass and its
        // shadow over the frame grown by the shadow's reach, transparent elsewhere
        // (`GlassPainter.paintAsImage`).
        let merged = !glass.shapes.isEmpty
        let reach = Glass.shadowReach
        let area =
          merged
          ? node.frame.inset(by: EdgeInsets(top: -reach, left: -reach, bottom: -reach, right: -reach)) : node.frame
        var look = Glass.Look.light
        try paintBackdrop(
          tree, below: index, frame: area, cornerRadius: merged ? 0 : glass.cornerRadius, corners: corners,
          baseDirectory: page.baseDirectory, on: cr
        ) { rc, raster in
          if merged {
            GlassPainter.paintAsImage(glass, on: rc, surface: raster, frame: node.frame)
          } else {
            look = GlassPainter.paint(glass, on: rc, surface: raster, frame: node.frame, shadow: false)
          }
        }
        if !merged, look == .light { GlassPainter.shadow(glass, on: cr, frame: node.frame) }
        cairo_restore(cr)
        return
      }
      if case .scrollEdgeEffect(let effect) = node.kind {
        cairo_save(cr)
        if let c = node.clip {
          roundedRect(cr, c.rect, radius: c.cornerRadius, corners: c.corners)
          cairo_clip(cr)
        }
        try paintBackdrop(
          tree, below: index, frame: node.frame, cornerRadius: 0, baseDirectory: page.baseDirectory, on: cr
        ) { rc, raster in
          ScrollEdgeEffectPainter.paint(effect, on: rc, surface: raster, frame: node.frame)
        }
        cairo_restore(cr)
        return
      }
      if case .backdropBlur(let tint, let radius, let corner) = node.kind {
        cairo_save(cr)
        if let c = node.clip {
          roundedRect(cr, c.rect, radius: c.cornerRadius, corners: c.corners)
          cairo_clip(cr)
        }
        try paintBackdrop(
          tree, below: index, frame: node.frame, cornerRadius: corner, baseDirectory: page.baseDirectory, on: cr
        ) { rc, raster in
          Blur.backdrop(on: rc, surface: raster, frame: node.frame, radius: radius, cornerRadius: corner)
        }
        cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha)
        roundedRect(cr, node.frame, radius: corner, corners: .all)
        cairo_fill(cr)
        cairo_restore(cr)
        return
      }
      try paintClipped(node, painter: painter, on: cr, surface: surface)
    }
  }

  /// A backdrop effect on a vector page (a blur, glass): what the nodes before `index` paint
  /// under `frame`, rasterised at the canvas scale, `effect` applied as on a PNG, and placed as
  /// an image in the frame's shape.
  private func paintBackdrop(
    _ tree: RenderTree, below index: Int, frame: Rect, cornerRadius: Double, corners: Corners = .all,
    baseDirectory: String, on cr: OpaquePointer, effect: (_ cr: OpaquePointer, _ raster: OpaquePointer) -> Void
  ) throws(RenderError) {
    let scale = Double(tree.scale)
    let w = Int32(max(1, (frame.width * scale).rounded(.up)))
    let h = Int32(max(1, (frame.height * scale).rounded(.up)))
    guard frame.width > 0, frame.height > 0, let raster = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h),
      cairo_surface_status(raster) == CAIRO_STATUS_SUCCESS
    else { return }
    defer { cairo_surface_destroy(raster) }
    let rc = cairo_create(raster)!
    defer { cairo_destroy(rc) }
    let bg = tree.background
    cairo_set_source_rgba(rc, bg.red, bg.green, bg.blue, bg.alpha)
    cairo_paint(rc)
    cairo_scale(rc, scale, scale)
    cairo_translate(rc, -frame.x, -frame.y)
    let painter = Painter(library: library, images: images, baseDirectory: baseDirectory)
    try paintNodes(tree, 0..<index, on: rc) { _, node throws(RenderError) in
      guard node.reach.intersects(frame) else { return }
      try paintClipped(node, painter: painter, on: rc, surface: raster)
    }
    effect(rc, raster)
    cairo_surface_flush(raster)
    cairo_save(cr)
    roundedRect(cr, frame, radius: cornerRadius, corners: corners)
    cairo_clip(cr)
    cairo_translate(cr, frame.x, frame.y)
    cairo_scale(cr, 1 / scale, 1 / scale)
    cairo_set_source_surface(cr, raster, 0, 0)
    cairo_paint(cr)
    cairo_restore(cr)
  }
}

/// Where Cairo's stream callback sends bytes, and the first error the sink threw.
private final class VectorStream {
  let sink: ([UInt8]) throws -> Void
  var error: (any Error)?
  init(sink: @escaping ([UInt8]) throws -> Void) { self.sink = sink }
}

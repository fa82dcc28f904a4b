import CPango
import CVellumKernels
import VellumLayout

/// Gaussian-like blurs (three box passes) for shadows and backdrop materials.
///
/// Backdrop blur is an honest approximation of UIKit's materials: the pixels already painted
/// under the frame (within the current strip) are blurred, then the material's tint is laid
/// over them. Vibrancy and saturation boosts are not modelled.
enum Blur {
  /// Paints a soft shadow of a rounded rectangle.
  /// With `knockout`, nothing is painted inside that rounded rectangle (an outer shadow).
  static func shadow(
    on cr: OpaquePointer, frame: Rect, radius: Double, blur: Double, color: Color, knockout: Rect? = nil
  ) {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let scale = m.xx
    let pad = blur * 2
    // Only the part that can reach the current strip (plus the blur's own reach) is masked,
    // so a tall shadow costs a strip's worth of work and never exceeds Cairo's surface limit.
    var cx0 = 0.0
    var cy0 = 0.0
    var cx1 = 0.0
    var cy1 = 0.0
    cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
    let x0 = max(frame.x - pad, cx0 - pad)
    let y0 = max(frame.y - pad, cy0 - pad)
    let x1 = min(frame.maxX + pad, cx1 + pad)
    let y1 = min(frame.maxY + pad, cy1 + pad)
    guard x1 > x0, y1 > y0 else { return }
    let region = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    let wpx = Int32(min(32767, (region.width * scale).rounded(.up)))
    let hpx = Int32(min(32767, (region.height * scale).rounded(.up)))
    guard wpx > 0, hpx > 0, let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, wpx, hpx),
      cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS
    else { return }
    defer { cairo_surface_destroy(mask) }
    let mcr = cairo_create(mask)!
    cairo_scale(mcr, scale, scale)
    cairo_set_source_rgba(mcr, 0, 0, 0, 1)
    roundedRect(
      mcr, Rect(x: frame.x - region.x, y: frame.y - region.y, width: frame.width, height: frame.height), radius: radius,
      corners: .all)
    cairo_fill(mcr)
    cairo_destroy(mcr)
    cairo_surface_flush(mask)
    boxBlur(surface: mask, channels: 1, radius: Int((blur * scale / 2).rounded()))
    cairo_surface_mark_dirty(mask)
    if let k = knockout {
      let kcr = cairo_create(mask)!
      cairo_scale(kcr, scale, scale)
      cairo_set_operator(kcr, CAIRO_OPERATOR_CLEAR)
      roundedRect(
        kcr, Rect(x: k.x - region.x, y: k.y - region.y, width: k.width, height: k.height), radius: radius, corners: .all
      )
      cairo_fill(kcr)
      cairo_destroy(kcr)
      cairo_surface_flush(mask)
    }
    cairo_save(cr)
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    cairo_translate(cr, region.x, region.y)
    cairo_scale(cr, 1 / scale, 1 / scale)
    cairo_mask_surface(cr, mask, 0, 0)
    cairo_restore(cr)
  }

  /// Blurs the already-painted pixels of `surface` under `frame`, clipped to its rounded shape.
  static func backdrop(
    on cr: OpaquePointer, surface: OpaquePointer, frame: Rect, radius: Double, cornerRadius: Double,
    corners: Corners = .all
  ) {
    guard let blurred = Blurred(surface, under: frame, radius: radius, cr: cr) else { return }
    cairo_save(cr)
    roundedRect(cr, frame, radius: cornerRadius, corners: corners)
    cairo_clip(cr)
    blurred.paint(on: cr)
    cairo_restore(cr)
  }

  /// The already-painted pixels of a surface under a frame, blurred at a quarter of the
  /// resolution (a large radius loses nothing): what glass and backdrop blurs lay back, scaled up.
  final class Blurred {
    /// The blurred pixels, premultiplied ARGB32, `factor` times smaller than the device's.
    let small: OpaquePointer
    /// The device pixel the first small pixel starts at.
    let x: Int
    let y: Int
    static let factor = 4.0

    /// Blurs what `surface` holds under `frame` (in `cr`'s user space) by box passes of
    /// `radius` points; nil when the frame covers no pixel.
    init?(_ surface: OpaquePointer, under frame: Rect, radius: Double, cr: OpaquePointer) {
      let (px, py, pw, ph, x0, x1) = pixels(under: frame, of: surface, cr: cr)
      guard pw > 0, ph > 0, let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) else {
        return nil
      }
      defer { cairo_surface_destroy(copy) }
      cairo_surface_flush(surface)
      let c = cairo_create(copy)!
      cairo_set_source_surface(c, surface, Double(-px), Double(-py))
      cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
      cairo_paint(c)
      cairo_destroy(c)
      cairo_surface_flush(copy)
      let factor = Self.factor
      let sw4 = Int32(max(1, (Double(pw) / factor).rounded(.up)))
      let sh4 = Int32(max(1, (Double(ph) / factor).rounded(.up)))
      guard let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, sw4, sh4) else { return nil }
      // Pad, so that edge pixels never sample transparency from outside the copy.
      shrink(copy, from: 0, 0, into: small, by: factor)
      let r = Int((radius * (x1 - x0) / max(frame.width, 0.001) / 2 / factor).rounded())
      boxBlur(surface: small, channels: 4, radius: r)
      cairo_surface_mark_dirty(small)
      (self.small, x, y) = (small, px, py)
    }

    deinit { cairo_surface_destroy(small) }

    /// Lays the blurred pixels back where they were taken from, within `cr`'s clip (and
    /// `mask`'s coverage when given: an A8 surface whose first pixel is at device `maskOrigin`).
    func paint(on cr: OpaquePointer, mask: OpaquePointer? = nil, maskOrigin: (x: Double, y: Double) = (0, 0)) {
      cairo_save(cr)
      cairo_identity_matrix(cr)
      cairo_translate(cr, Double(x), Double(y))
      cairo_scale(cr, Self.factor, Self.factor)
      cairo_set_source_surface(cr, small, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
      cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      if let mask {
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, mask, maskOrigin.x, maskOrigin.y)
      } else {
        cairo_paint(cr)
      }
      cairo_restore(cr)
    }
  }

  /// The radius `backdrop` takes (in points) whose three box passes make a Gaussian of `sigma`
  /// points at `scale` pixels a point.
  static func boxRadius(sigma: Double, scale: Double) -> Double {
    let sigmaPixels = sigma * scale
    let box = ((4 * sigmaPixels * sigmaPixels + 1).squareRoot() - 1) / 2
    return 2 * box / scale
  }

  /// Draws `source`'s pixels from (`x`, `y`) into `small`, `factor` times smaller (a good
  /// filter, its edges padded so that no transparency from outside is sampled).
  static func shrink(_ source: OpaquePointer, from x: Int, _ y: Int, into small: OpaquePointer, by factor: Double) {
    let sc = cairo_create(small)!
    cairo_scale(sc, 1 / factor, 1 / factor)
    cairo_set_source_surface(sc, source, Double(-x), Double(-y))
    cairo_pattern_set_filter(cairo_get_source(sc), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(sc), CAIRO_EXTEND_PAD)
    cairo_set_operator(sc, CAIRO_OPERATOR_SOURCE)
    cairo_paint(sc)
    cairo_destroy(sc)
    cairo_surface_flush(small)
  }

  /// `frame`'s top-left and bottom-right corners (in `cr`'s user space) in device space.
  static func deviceCorners(of frame: Rect, cr: OpaquePointer) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
    var x0 = frame.x
    var y0 = frame.y
    var x1 = frame.maxX
    var y1 = frame.maxY
    cairo_user_to_device(cr, &x0, &y0)
    cairo_user_to_device(cr, &x1, &y1)
    return (x0, y0, x1, y1)
  }

  /// The device pixels of `surface` that `frame` (in `cr`'s user space) covers, rounded
  /// outwards and cut to the surface: the first column and row, the width and height; and the
  /// frame's left and right edges in device space.
  static func pixels(under frame: Rect, of surface: OpaquePointer, cr: OpaquePointer) -> (
    x: Int, y: Int, width: Int, height: Int, x0: Double, x1: Double
  ) {
    let (x0, y0, x1, y1) = deviceCorners(of: frame, cr: cr)
    let px = max(0, Int(x0.rounded(.down)))
    let py = max(0, Int(y0.rounded(.down)))
    let pw = min(Int(cairo_image_surface_get_width(surface)), Int(x1.rounded(.up))) - px
    let ph = min(Int(cairo_image_surface_get_height(surface)), Int(y1.rounded(.up))) - py
    return (px, py, pw, ph, x0, x1)
  }

  /// Three horizontal and vertical box passes over every channel of an image surface of
  /// `channels` bytes a pixel: 1 for A8, 4 for ARGB32 (a C kernel: the same integer arithmetic
  /// in every build, and quick in debug builds too).
  static func boxBlur(surface: OpaquePointer, channels: Int, radius: Int) {
    guard radius > 0, let data = cairo_image_surface_get_data(surface) else { return }
    _ = vellum_box_blur(
      data, Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)),
      Int(cairo_image_surface_get_stride(surface)), channels, radius)
  }
}

/// Liquid Glass (`Glass`), drawn from the pixels already painted behind its shape.
enum GlassPainter {
  /// Paints `glass` over `frame` on `cr`, whose target `surface` holds what is behind it; with
  /// `shadow` false, all but the light look's shadow (`shadow(_:on:frame:)`); with `refracts`
  /// false, without the refraction at the edge. Returns the look.
  @discardableResult
  static func paint(
    _ glass: Glass, on cr: OpaquePointer, surface: OpaquePointer, frame: Rect, shadow: Bool = true,
    refracts: Bool = true
  ) -> Glass.Look {
    if !glass.shapes.isEmpty {
      return paintMerged(glass, on: cr, surface: surface, frame: frame, shadow: shadow, refracts: refracts)
    }
    let corners: Corners = glass.hasContinuousCorners ? [.all, .continuous] : .all
    let look = glass.look(overLuminance: meanLuminance(surface, under: frame, cr: cr))
    if look == .light, shadow { self.shadow(glass, on: cr, frame: frame) }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let blurred = Blur.Blurred(
      surface, under: frame, radius: Blur.boxRadius(sigma: Glass.blurSigma, scale: m.xx), cr: cr)
    cairo_save(cr)
    roundedRect(cr, frame, radius: glass.cornerRadius, corners: corners)
    cairo_clip(cr)
    blurred?.paint(on: cr)
    cairo_restore(cr)
    cairo_save(cr)
    let lift = glass.lift(look)
    cairo_set_source_rgba(cr, lift.red, lift.green, lift.blue, lift.alpha)
    roundedRect(cr, frame, radius: glass.cornerRadius, corners: corners)
    cairo_fill(cr)
    if refracts, let blurred {
      refract(
        [GlassShape(rect: frame, cornerRadius: glass.cornerRadius)], blend: 0, lift: lift.alpha, from: blurred,
        on: cr, surface: surface)
    }
    // The rim: a band a device pixel wide for each colour, from the edge inwards.
    let px = 1 / m.xx
    for (i, band) in glass.rim(look).enumerated() {
      let inset = (Double(i) + 0.5) * px
      let r = Rect(
        x: frame.x + inset, y: frame.y + inset, width: frame.width - 2 * inset, height: frame.height - 2 * inset)
      guard r.width > 0, r.height > 0 else { break }
      cairo_set_source_rgba(cr, band.red, band.green, band.blue, band.alpha)
      cairo_set_line_width(cr, px)
      roundedRect(cr, r, radius: max(0, glass.cornerRadius - inset), corners: corners)
      cairo_stroke(cr)
    }
    cairo_restore(cr)
    return look
  }

  /// Glass merged from several shapes in a container (`Glass.shapes`): their smooth union, a
  /// neck joining shapes up to `Glass.blend` apart, drawn through coverage masks of it.
  static func paintMerged(
    _ glass: Glass, on cr: OpaquePointer, surface: OpaquePointer, frame: Rect, shadow: Bool, refracts: Bool
  ) -> Glass.Look {
    let look = glass.look(overLuminance: meanLuminance(surface, under: frame, cr: cr))
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let shapes = glass.parts(in: frame)
    // The masks cover the frame's pixels, grown by the shadow's reach.
    let reach = look == .light && shadow ? Glass.shadowReach : 1
    guard let masks = MergedMasks(glass, frame: frame, reach: reach, cr: cr) else { return look }
    let (ox, oy) = (masks.x, masks.y)
    guard let cover = masks.mask(from: 0, to: .infinity) else { return look }
    defer { cairo_surface_destroy(cover) }
    let blurred = Blur.Blurred(
      surface, under: frame, radius: Blur.boxRadius(sigma: Glass.blurSigma, scale: m.xx), cr: cr)
    cairo_save(cr)
    if look == .light, shadow, let s = masks.mask(from: 0, to: .infinity) {
      // The shadow: the coverage blurred, dropped, outside the shape only.
      defer { cairo_surface_destroy(s) }
      let sh = Glass.shadow
      Blur.boxBlur(surface: s, channels: 1, radius: Int((sh.blur * m.xx / 2).rounded()))
      cairo_surface_mark_dirty(s)
      let kc = cairo_create(s)!
      cairo_set_operator(kc, CAIRO_OPERATOR_DEST_OUT)
      cairo_mask_surface(kc, cover, 0, -sh.offsetY * m.yy)
      cairo_destroy(kc)
      cairo_surface_flush(s)
      cairo_identity_matrix(cr)
      cairo_set_source_rgba(cr, sh.color.red, sh.color.green, sh.color.blue, sh.color.alpha)
      cairo_mask_surface(cr, s, ox, oy + sh.offsetY * m.yy)
      cairo_set_matrix(cr, &m)
    }
    blurred?.paint(on: cr, mask: cover, maskOrigin: (ox, oy))
    cairo_identity_matrix(cr)
    let lift = glass.lift(look)
    cairo_set_source_rgba(cr, lift.red, lift.green, lift.blue, lift.alpha)
    cairo_mask_surface(cr, cover, ox, oy)
    cairo_set_matrix(cr, &m)
    if refracts, let blurred {
      refract(shapes, blend: glass.blend, lift: lift.alpha, from: blurred, on: cr, surface: surface)
    }
    cairo_identity_matrix(cr)
    for (i, band) in glass.rim(look).enumerated() {
      guard let b = masks.mask(from: Double(i), to: Double(i + 1)) else { break }
      cairo_set_source_rgba(cr, band.red, band.green, band.blue, band.alpha)
      cairo_mask_surface(cr, b, ox, oy)
      cairo_surface_destroy(b)
    }
    cairo_restore(cr)
    return look
  }

  /// Paints merged `glass` (`Glass.shapes`) on `surface` (`cr` drawing on it), which holds the
  /// raster of its backdrop under `frame` grown by the shadow's reach, as the image vector
  /// output lays over the vector backdrop: the glass and its shadow, transparent where they
  /// leave the backdrop as it is, so that laid over it the image makes the pixels `paint` makes.
  static func paintAsImage(_ glass: Glass, on cr: OpaquePointer, surface: OpaquePointer, frame: Rect) {
    guard let backdrop = copy(surface) else { return }
    defer { cairo_surface_destroy(backdrop) }
    paint(glass, on: cr, surface: surface, frame: frame)
    guard let masks = MergedMasks(glass, frame: frame, reach: Glass.shadowReach, cr: cr),
      let cover = masks.mask(from: 0, to: .infinity)
    else { return }
    defer { cairo_surface_destroy(cover) }
    cairo_surface_flush(surface)
    guard let out = cairo_image_surface_get_data(surface), let under = cairo_image_surface_get_data(backdrop),
      let coverage = cairo_image_surface_get_data(cover)
    else { return }
    let (w, h) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let coverStride = Int(cairo_image_surface_get_stride(cover))
    let (mx, my) = (Int(masks.x), Int(masks.y))
    for y in 0..<h {
      for x in 0..<w {
        let (cx, cy) = (x - mx, y - my)
        let c = cx >= 0 && cy >= 0 && cx < masks.width && cy < masks.height ? Int(coverage[cy * coverStride + cx]) : 0
        // An image pixel that, laid over the backdrop's, makes the painted one: the painted one
        // less (1 − alpha) of the backdrop's (premultiplied, alpha last in native byte order),
        // its alpha the glass's coverage, or more where the backdrop is darkened or lightened
        // more than that shows (the shadow; the glass's antialiased edge).
        let p = out + y * stride + x * 4
        let b = under + y * stride + x * 4
        var a = c
        for i in 0..<3 {
          let (pv, bv) = (Int(p[i]), Int(b[i]))
          if pv < bv {
            a = max(a, (255 * (bv - pv) + bv - 1) / bv)
          } else if pv > bv {
            a = max(a, (255 * (pv - bv) + 254 - bv) / (255 - bv))
          }
        }
        func less(_ i: Int) -> Int { Int(p[i]) - ((255 - a) * Int(b[i]) + 127) / 255 }
        let alpha = min(255, max(0, less(3)))
        for i in 0..<3 { p[i] = UInt8(min(alpha, max(0, less(i)))) }
        p[3] = UInt8(alpha)
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  /// A copy of the ARGB32 image surface `surface`; the caller destroys it.
  static func copy(_ surface: OpaquePointer) -> OpaquePointer? {
    cairo_surface_flush(surface)
    guard
      let c = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface)),
      cairo_surface_status(c) == CAIRO_STATUS_SUCCESS
    else { return nil }
    let cr = cairo_create(c)!
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(c)
    return c
  }

  /// Coverage masks of merged glass's outline (the smooth union of `Glass.shapes`) over a frame
  /// grown by a reach: A8 surfaces on the device pixels of the context they were made for, the
  /// first at device (`x`, `y`).
  struct MergedMasks {
    let device: [vellum_glass_shape]
    /// The union's smoothing, in device pixels.
    let blend: Double
    let x: Double
    let y: Double
    let width: Int
    let height: Int

    /// The masks of `glass` over `frame` grown by `reach` points, on `cr`'s device pixels (its
    /// matrix a scale and a translation); nil when they would cover no pixel or too many.
    init?(_ glass: Glass, frame: Rect, reach: Double, cr: OpaquePointer) {
      var m = cairo_matrix_t()
      cairo_get_matrix(cr, &m)
      device = glass.parts(in: frame).map { $0.device(m) }
      blend = glass.blend * m.xx
      let grown = frame.inset(by: EdgeInsets(top: -reach, left: -reach, bottom: -reach, right: -reach))
      let (x0, y0, x1, y1) = Blur.deviceCorners(of: grown, cr: cr)
      (x, y) = (x0.rounded(.down), y0.rounded(.down))
      (width, height) = (Int(x1.rounded(.up) - x), Int(y1.rounded(.up) - y))
      guard width > 0, height > 0, width < 32768, height < 32768 else { return nil }
    }

    /// The coverage of the band between `from` and `to` device pixels inside the edge (0 and
    /// infinity: the whole shape); the caller destroys it.
    func mask(from: Double, to: Double) -> OpaquePointer? {
      guard let s = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
        cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(s)
      else { return nil }
      cairo_surface_flush(s)
      vellum_glass_mask(
        data, width, height, Int(cairo_image_surface_get_stride(s)), x, y, device, device.count, blend, from, to)
      cairo_surface_mark_dirty(s)
      return s
    }
  }

  /// Refraction at the edge of the smooth union of `shapes` (`blend` points: the union's
  /// smoothing), painted with lifted glass of `lift` alpha over `blurred`: the blurred backdrop
  /// a little further in, showing through a lift that falls off towards the edge
  /// (`vellum_glass_refract`). Within `cr`'s clip rectangle; nothing changes over a flat backdrop.
  static func refract(
    _ shapes: [GlassShape], blend: Double, lift: Double, from blurred: Blur.Blurred, on cr: OpaquePointer,
    surface: OpaquePointer
  ) {
    guard let data = cairo_image_surface_get_data(surface), !shapes.isEmpty else { return }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let scale = m.xx
    let device = shapes.map { $0.device(m) }
    let bounds = shapes.dropFirst().reduce(shapes[0].rect) { $0.union($1.rect) }
    var cx0 = 0.0
    var cy0 = 0.0
    var cx1 = 0.0
    var cy1 = 0.0
    cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
    let visible = Rect(x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0).intersection(bounds)
    guard visible.width > 0, visible.height > 0 else { return }
    let p = Blur.pixels(under: visible, of: surface, cr: cr)
    guard p.width > 0, p.height > 0 else { return }
    cairo_surface_flush(surface)
    let small = blurred.small
    cairo_surface_flush(small)
    guard let smallData = cairo_image_surface_get_data(small) else { return }
    vellum_glass_refract(
      data, Int(cairo_image_surface_get_stride(surface)), p.x, p.y, p.x + p.width, p.y + p.height, smallData,
      Int(cairo_image_surface_get_width(small)), Int(cairo_image_surface_get_height(small)),
      Int(cairo_image_surface_get_stride(small)), Double(blurred.x), Double(blurred.y), Blur.Blurred.factor, device,
      device.count, blend * scale, Glass.refraction.band * scale, Glass.refraction.shift * scale, lift)
    cairo_surface_mark_dirty(surface)
  }

  /// The light look's soft shadow, strongest below, outside the shape only.
  static func shadow(_ glass: Glass, on cr: OpaquePointer, frame: Rect) {
    let s = Glass.shadow
    Blur.shadow(
      on: cr, frame: frame.offsetBy(dx: 0, dy: s.offsetY), radius: glass.cornerRadius, blur: s.blur, color: s.color,
      knockout: frame)
  }

  /// The mean luminance (0 … 1, Rec. 709 weights) of the pixels of `surface` under `frame`,
  /// sampled on a grid of at most 32 × 32; 1 when none is painted there.
  static func meanLuminance(_ surface: OpaquePointer, under frame: Rect, cr: OpaquePointer) -> Double {
    cairo_surface_flush(surface)
    let rowBytes = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { return 1 }
    let p = Blur.pixels(under: frame, of: surface, cr: cr)
    let (px0, px1) = (p.x, p.x + p.width)
    let (py0, py1) = (p.y, p.y + p.height)
    guard px1 > px0, py1 > py0 else { return 1 }
    let stepX = max(1, (px1 - px0) / 32)
    let stepY = max(1, (py1 - py0) / 32)
    var sum = 0.0
    var count = 0
    for y in stride(from: py0, to: py1, by: stepY) {
      for x in stride(from: px0, to: px1, by: stepX) {
        // ARGB32, premultiplied, in native byte order: B, G, R, A on little-endian machines.
        let p = data + y * rowBytes + x * 4
        let a = Double(p[3])
        let (b, g, r) = a > 0 ? (Double(p[0]) / a, Double(p[1]) / a, Double(p[2]) / a) : (1, 1, 1)
        sum += 0.2126 * r + 0.7152 * g + 0.0722 * b
        count += 1
      }
    }
    return count > 0 ? sum / Double(count) : 1
  }
}

/// iOS 26's scroll edge effect (`ScrollEdgeEffect`), drawn from the pixels already painted under
/// its frame: the backdrop blurred where the effect is strong, then the fade laid over it.
enum ScrollEdgeEffectPainter {
  /// The effect's strength is sampled this many times across the frame for the gradients.
  static let stops = 16
  /// The blur runs at this fraction of the resolution (its σ is several points: nothing is lost).
  static let factor = 8.0

  static func paint(_ effect: ScrollEdgeEffect, on cr: OpaquePointer, surface: OpaquePointer, frame: Rect) {
    guard frame.width > 0, frame.height > 0 else { return }
    let (y0, y1) = effect.edge == .top ? (frame.y, frame.maxY) : (frame.maxY, frame.y)
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    if effect.style == .soft, effect.blurSigma > 0,
      let (small, px, py) = blurred(surface, under: frame, sigma: effect.blurSigma, cr: cr)
    {
      // The blurred backdrop, each of its rows weighed by the blur's strength there, scaled back
      // up over the sharp one (one bilinear pass, no mask).
      defer { cairo_surface_destroy(small) }
      weigh(small, originY: py, effect: effect, frame: frame, matrix: m)
      let source = cairo_pattern_create_for_surface(small)!
      defer { cairo_pattern_destroy(source) }
      // User space to the small surface's pixels: to the device, from its first pixel, shrunk.
      var userToSmall = cairo_matrix_t(
        xx: m.xx / factor, yx: m.yx / factor, xy: m.xy / factor, yy: m.yy / factor, x0: (m.x0 - px) / factor,
        y0: (m.y0 - py) / factor)
      cairo_pattern_set_matrix(source, &userToSmall)
      cairo_pattern_set_filter(source, CAIRO_FILTER_BILINEAR)
      cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
      cairo_save(cr)
      cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
      cairo_clip(cr)
      cairo_set_source(cr, source)
      cairo_paint(cr)
      cairo_restore(cr)
    }
    let fade = cairo_pattern_create_linear(0, y0, 0, y1)
    let c = effect.color
    for i in 0...stops {
      let t = Double(i) / Double(stops)
      let a = effect.style == .hard ? 1 : effect.opacity * effect.strength(at: t)
      cairo_pattern_add_color_stop_rgba(fade, t, c.red, c.green, c.blue, c.alpha * a)
    }
    cairo_save(cr)
    cairo_set_source(cr, fade)
    cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
    cairo_fill(cr)
    cairo_restore(cr)
    cairo_pattern_destroy(fade)
  }

  /// Multiplies each row of the premultiplied `small` surface (whose first row is device row
  /// `originY`, `factor` device rows a row) by the blur's strength at its centre.
  static func weigh(
    _ small: OpaquePointer, originY: Double, effect: ScrollEdgeEffect, frame: Rect, matrix m: cairo_matrix_t
  ) {
    guard let data = cairo_image_surface_get_data(small) else { return }
    let width = Int(cairo_image_surface_get_width(small))
    let height = Int(cairo_image_surface_get_height(small))
    let stride = Int(cairo_image_surface_get_stride(small))
    for row in 0..<height {
      // The row's centre in user space (the effect's frame is upright: no rotation).
      let deviceY = originY + (Double(row) + 0.5) * factor
      let y = (deviceY - m.y0) / m.yy
      let t = effect.edge == .top ? (y - frame.y) / frame.height : (frame.maxY - y) / frame.height
      let w = UInt32((effect.blurStrength(at: min(1, max(0, t))) * 256).rounded())
      let line = data + row * stride
      for i in 0..<(width * 4) { line[i] = UInt8((UInt32(line[i]) * w) >> 8) }
    }
    cairo_surface_mark_dirty(small)
  }

  /// What `surface` holds under `frame`, read straight into a surface `factor` times smaller
  /// and blurred there to a Gaussian of `sigma` points; with the device pixel it starts at.
  static func blurred(_ surface: OpaquePointer, under frame: Rect, sigma: Double, cr: OpaquePointer)
    -> (OpaquePointer, Double, Double)?
  {
    let (px, py, pw, ph, x0, x1) = Blur.pixels(under: frame, of: surface, cr: cr)
    guard pw > 0, ph > 0,
      let small = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32((Double(pw) / factor).rounded(.up)), Int32((Double(ph) / factor).rounded(.up)))
    else { return nil }
    cairo_surface_flush(surface)
    Blur.shrink(surface, from: px, py, into: small, by: factor)
    let scale = (x1 - x0) / frame.width
    let r = Int((Blur.boxRadius(sigma: sigma, scale: scale) * scale / 2 / factor).rounded())
    Blur.boxBlur(surface: small, channels: 4, radius: r)
    cairo_surface_mark_dirty(small)
    return (small, Double(px), Double(py))
  }
}

extension Glass {
  /// `shapes` in user space, for glass over `frame`.
  func parts(in frame: Rect) -> [GlassShape] {
    shapes.map {
      GlassShape(
        rect: $0.rect.offsetBy(dx: frame.x, dy: frame.y), cornerRadius: $0.cornerRadius,
        continuous: $0.hasContinuousCorners)
    }
  }
}

/// One rounded rectangle of a glass shape, in user space.
struct GlassShape {
  var rect: Rect
  var cornerRadius: Double
  /// The corners are continuous (`ContinuousCorner`), not circular arcs.
  var continuous = false

  /// The shape in device pixels under `m` (a scale and a translation).
  func device(_ m: cairo_matrix_t) -> vellum_glass_shape {
    var s = vellum_glass_shape()
    (s.x, s.y, s.width, s.height) = (m.x0 + rect.x * m.xx, m.y0 + rect.y * m.yy, rect.width * m.xx, rect.height * m.yy)
    s.radius = cornerRadius * m.xx
    if continuous {
      let k = ContinuousCorner(radius: s.radius, room: min(s.width, s.height) / 2)
      guard k.radius > 0 else { return s }
      s.radius = k.radius
      vellum_glass_shape_set_continuous(&s, k.extent, k.a, k.b, k.c, k.d, k.arcStart)
    }
    return s
  }
}

import CPango
import Glibc
import VellumLayout

/// The private font set: only the font files named here, loaded into a fontconfig
/// configuration of our own, so the machine's fonts are never consulted and the same
/// document renders to the same pixels everywhere these packages are installed. The
/// configuration is never made the process's current one: other users of fontconfig and Pango
/// in the same process see the fonts they would without Vellum. Its Pango font map is not safe
/// to share between threads: use a library from one thread at a time.
public final class FontLibrary {
  /// A font file Vellum needs and the Debian package that installs it.
  public struct FontFile: Sendable {
    public var path: String
    public var package: String
    /// For a collection (.ttc), the one face Vellum uses; nil loads every face of the file.
    public var face: Int32? = nil
  }

  /// Inter for text (with Inter Display from 20 pt, spec §1.1b), upright and italic (symbols
  /// are drawn from their outlines, `SymbolLibrary`), DejaVu Sans Mono for SF Mono (monospaced
  /// runs, markdown's `code`), Noto Sans CJK for Japanese and other CJK text, Noto Sans Arabic
  /// and Hebrew for right-to-left scripts, Noto Color Emoji for emoji.
  public static let files: [FontFile] = {
    let inter = "/usr/share/fonts/opentype/inter/"
    let weights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
    var files = weights.flatMap { w in
      [
        FontFile(path: inter + "Inter-\(w).otf", package: "fonts-inter"),
        FontFile(path: inter + "InterDisplay-\(w).otf", package: "fonts-inter"),
      ]
    }
    // The italics: "Inter-Italic.otf" is the regular weight's.
    files += weights.flatMap { w in
      let name = w == "Regular" ? "Italic" : w + "Italic"
      return [
        FontFile(path: inter + "Inter-\(name).otf", package: "fonts-inter"),
        FontFile(path: inter + "InterDisplay-\(name).otf", package: "fonts-inter"),
      ]
    }
    let dejavu = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono"
    for style in ["", "-Bold", "-Oblique", "-BoldOblique"] {
      files.append(FontFile(path: dejavu + style + ".ttf", package: "fonts-dejavu-core"))
    }
    // Face 0 of each collection is Noto Sans CJK JP; scanning the other nine faces would
    // triple font set-up time for nothing.
    files.append(
      FontFile(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk", face: 0))
    files.append(
      FontFile(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", package: "fonts-noto-cjk", face: 0))
    for script in ["Arabic", "Hebrew"] {
      for weight in ["Regular", "Bold"] {
        files.append(
          FontFile(path: "/usr/share/fonts/truetype/noto/NotoSans\(script)-\(weight).ttf", package: "fonts-noto-core"))
      }
    }
    files.append(FontFile(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"))
    return files
  }()

  /// Families tried in order for text after Inter: CJK, Arabic, Hebrew, then emoji.
  static let fallbackFamilies = "Noto Sans CJK JP,Noto Sans Arabic,Noto Sans Hebrew,Noto Color Emoji"

  /// Our fontconfig rules: they scale bitmap fonts (Noto Color Emoji's 109 px strike) to the
  /// requested size, as fontconfig's stock 10-scale-bitmap-fonts.conf does. (Inter's factors are
  /// on its patterns instead, `cutMatrix`: as 18 more rules, parsing took ~2.7 M instructions, a
  /// third of font set-up, at every start.)
  static let rules = """
    <?xml version="1.0"?>
    <fontconfig>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
        <edit name="matrix" mode="assign">
          <times><name>matrix</name>
            <matrix><name>pixelsizefixupfactor</name><double>0</double>
                    <double>0</double><name>pixelsizefixupfactor</name></matrix>
          </times>
        </edit>
        <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
      </match>
    </fontconfig>
    """

  /// The factors the face of `pattern` is drawn at, as its `matrix`: its cut's
  /// (`SubstituteFont.cuts`, by family and weight) for an Inter face, nil for any other, drawn
  /// at the requested size as SF Pro's fallbacks are on iOS. fontconfig hands a face's matrix to
  /// the font Pango makes of it (Pango's request names none).
  static func cutMatrix(_ pattern: OpaquePointer) -> FcMatrix? {
    var weight = 0.0
    guard FcPatternGetDouble(pattern, "weight", 0, &weight) == FcResultMatch else { return nil }
    var families: [String] = []
    var family: UnsafeMutablePointer<FcChar8>?
    while FcPatternGetString(pattern, "family", Int32(families.count), &family) == FcResultMatch, let family {
      families.append(String(cString: family))
    }
    var matrix: FcMatrix?
    for cut in SubstituteFont.cuts where Double(cut.fontconfigWeight) == weight && families.contains(cut.family) {
      var m = matrix ?? FcMatrix(xx: 1, xy: 0, yx: 0, yy: 1)
      m.xx *= cut.widthScale
      m.yy *= cut.heightScale
      matrix = m
    }
    return matrix
  }

  let config: OpaquePointer
  let fontMap: UnsafeMutablePointer<PangoFontMap>

  /// Where the patterns were read from this time (tests check the cache is used): `.cache` when
  /// fontconfig's cache file was mapped, `.fontFiles` when FreeType read the files (querying
  /// them, or scanning them to write the cache).
  public enum PatternSource: Sendable, Equatable { case fontFiles, cache }
  public let patternSource: PatternSource

  /// Loads the font files into a fresh fontconfig configuration. Throws when a file is missing,
  /// naming the package that installs it. The fonts' patterns come from fontconfig's binary cache
  /// of a private folder of links to them (`FontSetCache`, in `cacheDirectory`, default
  /// `$XDG_CACHE_HOME/vellum` or `~/.cache/vellum`; nil: none), valid while every file keeps its
  /// size and modification time, so start-up need not read the font files; without a usable
  /// cache the files are queried. The patterns, and so the rendering, are the same either way.
  public init(cacheDirectory: String? = FontLibrary.defaultCacheDirectory) throws(RenderError) {
    for f in Self.files where access(f.path, R_OK) != 0 {
      throw RenderError.missingFont(path: f.path, package: f.package)
    }
    guard let config = FcConfigCreate() else {
      throw RenderError.internal("fontconfig could not create a configuration")
    }
    guard FcConfigParseAndLoadFromMemory(config, Self.rules, 1) != 0 else {
      FcConfigDestroy(config)
      throw RenderError.internal("fontconfig rejected Vellum's rules")
    }
    // A fresh configuration has no application font set until something is added to it: adding
    // a folder that does not exist makes the empty set and reads nothing.
    _ = FcConfigAppFontAddDir(config, "/nonexistent/vellum-fonts")
    guard let applicationFonts = FcConfigGetFonts(config, FcSetApplication) else {
      FcConfigDestroy(config)
      throw RenderError.internal("fontconfig has no application font set")
    }
    let cached = cacheDirectory.flatMap { FontSetCache(directory: $0, files: Self.files).load() }
    patternSource = cached?.source ?? .fontFiles
    var patterns = cached?.patterns
    if patterns == nil {
      do throws(RenderError) {
        patterns = try Self.queryPatterns()
      } catch {
        FcConfigDestroy(config)
        throw error
      }
    }
    for p in patterns! {
      if var matrix = Self.cutMatrix(p), FcPatternAddMatrix(p, "matrix", &matrix) == 0 {
        FcConfigDestroy(config)
        throw RenderError.internal("fontconfig could not add a font's matrix")
      }
      guard FcFontSetAdd(applicationFonts, p) != 0 else {
        FcConfigDestroy(config)
        throw RenderError.internal("fontconfig could not add a font")
      }
    }
    self.config = config
    // A font map of our own, given the configuration explicitly: Pango matches and sorts with
    // it; the process's current configuration (another library's fonts) is left as it is.
    let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
    pango_fc_font_map_set_config(OpaquePointer(map), config)
    self.fontMap = map
  }

  /// The patterns in the configuration's application font set, in order (for tests).
  var applicationPatterns: [OpaquePointer] {
    guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
    return (0..<Int(set.pointee.nfont)).compactMap { set.pointee.fonts[$0] }
  }

  deinit {
    g_object_unref(fontMap)
    FcConfigDestroy(config)
  }

  /// `$XDG_CACHE_HOME/vellum`, else `$HOME/.cache/vellum`, else none.
  public static var defaultCacheDirectory: String? {
    if let x = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), x.hasPrefix("/") { return x + "/vellum" }
    if let h = getenv("HOME").map({ String(cString: $0) }), h.hasPrefix("/") { return h + "/.cache/vellum" }
    return nil
  }

  /// Every face Vellum uses, queried from the font files (FreeType reads each one).
  static func queryPatterns(_ files: [FontFile] = files) throws(RenderError) -> [OpaquePointer] {
    var patterns: [OpaquePointer] = []
    for f in files {
      if let face = f.face {
        var count: Int32 = 0
        guard let p = FcFreeTypeQuery(f.path, UInt32(face), nil, &count) else {
          throw RenderError.missingFont(path: f.path, package: f.package)
        }
        patterns.append(p)
      } else {
        guard let set = FcFontSetCreate() else { throw RenderError.internal("fontconfig could not create a font set") }
        defer { FcFontSetDestroy(set) }
        var count: UInt32 = 0
        guard FcFreeTypeQueryAll(f.path, UInt32.max, nil, &count, set) > 0 else {
          throw RenderError.missingFont(path: f.path, package: f.package)
        }
        for i in 0..<Int(set.pointee.nfont) {
          // The set gives its patterns up: take a reference of our own before it goes.
          let p = set.pointee.fonts[i]!
          FcPatternReference(p)
          patterns.append(p)
        }
      }
    }
    return patterns
  }

  /// Fixed font options: grey antialiasing, no hinting, unhinted metrics, so that text
  /// looks the same whatever the machine's settings.
  static func fontOptions() -> OpaquePointer {
    let o = cairo_font_options_create()!
    cairo_font_options_set_antialias(o, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(o, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(o, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(o, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    return o
  }

  /// A Pango context on the private font map with the fixed options and a base direction.
  func makeContext(direction: LayoutDirection) -> OpaquePointer {
    let ctx = pango_font_map_create_context(fontMap)!
    let options = Self.fontOptions()
    pango_cairo_context_set_font_options(ctx, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(ctx, 0)
    pango_context_set_base_dir(ctx, direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
    pango_context_set_language(ctx, pango_language_from_string("en"))
    return ctx
  }

  /// The Pango font description for a resolved font.
  static func description(for font: FontDescriptor) -> OpaquePointer {
    let d = pango_font_description_new()!
    // Inter (Display from 20 pt) at the requested size; fontconfig applies the cut's factor.
    pango_font_description_set_family(d, font.substitute.family + "," + fallbackFamilies)
    pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(font.weight.numericValue)))
    if font.italic { pango_font_description_set_style(d, PANGO_STYLE_ITALIC) }
    pango_font_description_set_absolute_size(d, font.size * Double(PANGO_SCALE))
    return d
  }

  /// The family fontconfig would pick for a family name; proves that unknown or system
  /// families resolve to our fonts only.
  public func resolvedFamily(for family: String) -> String {
    let ctx = pango_font_map_create_context(fontMap)!
    defer { g_object_unref(UnsafeMutableRawPointer(ctx)) }
    let d = pango_font_description_from_string(family)!
    defer { pango_font_description_free(d) }
    guard let font = pango_font_map_load_font(fontMap, ctx, d) else { return "" }
    defer { g_object_unref(font) }
    let described = pango_font_describe(font)!
    defer { pango_font_description_free(described) }
    return String(cString: pango_font_description_get_family(described))
  }

  /// Library and font versions that decide the pixels, for snapshot failure reports.
  public var fingerprint: String {
    var major: Int32 = 0
    var minor: Int32 = 0
    var patch: Int32 = 0
    var lib: FT_Library?
    if FT_Init_FreeType(&lib) == 0 {
      FT_Library_Version(lib, &major, &minor, &patch)
      FT_Done_FreeType(lib)
    }
    var parts = [
      "cairo \(String(cString: cairo_version_string()))",
      "pango \(String(cString: pango_version_string()))",
      "harfbuzz \(String(cString: hb_version_string()))",
      "freetype \(major).\(minor).\(patch)",
      "fontconfig \(FcGetVersion() / 10000).\(FcGetVersion() / 100 % 100).\(FcGetVersion() % 100)",
    ]
    var st = stat()
    for f in Self.files where stat(f.path, &st) == 0 {
      let name = f.path.split(separator: "/").last.map(String.init) ?? f.path
      parts.append("\(name) \(st.st_size)")
    }
    return parts.joined(separator: ", ")
  }
}

// The keys of a document's root object, of its `canvas` and of its `assets` entries, each
// declared once: the decoder's key checks, `vellum schema` (and so the order `vellum fmt`
// writes them in) and the canonical encoder read these lists.

// MARK: The root object

/// One key of a document's root object: its name, its schema, and what a document without it
/// is told (nil: it may be left out). The decoder reads each key's value itself (the canvas
/// before the components, `variants` after them).
struct DocumentKey: Sendable {
  let name: String
  let schema: SchemaNode
  /// Thrown as `missing "name": …` at the document when the key is absent.
  let missing: String?

  init(_ name: String, _ schema: SchemaNode, missing: String? = nil) {
    self.name = name
    self.schema = schema
    self.missing = missing
  }
}

extension Document {
  /// The root object's keys, in the order the schema lists them.
  static let keys: [DocumentKey] = {
    typealias S = SchemaNode
    return [
      DocumentKey(
        "$schema",
        .object([("description", "The schema this document follows, for editors (any value; Vellum ignores it).")])),
      DocumentKey(
        "vellum",
        .object([("description", "The document format version. This build reads version 1."), ("const", 1)]),
        missing: "the format version (1)"),
      DocumentKey(
        "canvas",
        S.ref(
          "canvas",
          "The surface the document draws on and the traits it is drawn with (a `UIWindow` and its `UITraitCollection`). Omitted: a 390-point-wide light iPhone canvas at 3x."
        )),
      DocumentKey(
        "variants",
        S.ref(
          "variants",
          "Axes over the canvas's traits and the cells' state (`{ \"appearance\": [\"light\", \"dark\"] }`): the document stands for every combination."
        )),
      DocumentKey(
        "sheet",
        .object([
          (
            "description",
            "`true` (or options): every combination of `variants` as one labelled contact sheet, a grid with the axes' values as row and column labels, instead of an image each."
          ),
          ("oneOf", [.object([("type", "boolean")]), S.ref("contactSheet", "Contact sheet options.")]),
        ])),
      DocumentKey(
        "assets",
        .object([
          (
            "description",
            "The document's image assets and their appearances, as an asset catalogue holds them: each PNG path (as `file` keys name it) and the PNG drawn in its place in dark mode."
          ),
          ("type", "object"),
          // Each key is a PNG's path, as the decoder checks it (`Decoding.checkPNGFile`).
          ("propertyNames", S.ref("pngFile", "The PNG's path, as `file` keys name it.")),
          ("additionalProperties", S.controlObject("One PNG's appearances.", Asset.properties)),
        ])),
      DocumentKey(
        "root", S.ref("component", "The component to draw, usually a `stack` or a `list`."),
        missing: "the component to draw"),
    ]
  }()

  /// One entry of `assets` (`{ "darkFile": "photo-dark.png" }`): a PNG's appearances, as an
  /// asset catalogue holds them. The decoder checks both paths (`Decoding.assets`).
  struct Asset: KeyedValue {
    var darkFile = ""

    static let keys: [ModelKey<Asset>] = [
      ModelKey(
        "darkFile", \.darkFile, .text(maxLength: DocumentDecoder.maximumTextLength),
        "The PNG drawn in dark mode, by path relative to the document.", ref: "pngFile",
        missing: "an asset needs \"darkFile\": the PNG drawn in dark mode")
    ]
  }
}

// MARK: The canvas

extension Orientation: PropertyChoice {}
extension UserInterfaceStyle: PropertyChoice {}
extension AccessibilityContrast: PropertyChoice {}
extension UserInterfaceLevel: PropertyChoice {}
extension ContentSizeCategory: PropertyChoice {}
extension LayoutDirection: PropertyChoice {}
extension UserInterfaceIdiom: PropertyChoice {}
extension Pseudolanguage: PropertyChoice {}
extension SystemVersion: PropertyChoice {}

extension Canvas {
  /// How the device preset is turned: `landscape` when its width and height are the preset's
  /// swapped (`"orientation": "landscape"`), else (and without a device) `portrait`. Setting it
  /// turns the device; the canvas's own size follows in decoding (`didDecode`).
  public internal(set) var orientation: Orientation {
    get {
      guard let device, let preset = DevicePreset.named(device.name), device != preset,
        device.width == preset.height, device.height == preset.width
      else { return .portrait }
      return .landscape
    }
    set {
      guard var turned = device, newValue != orientation else { return }
      swap(&turned.width, &turned.height)
      device = turned
    }
  }
}

extension Canvas: KeyedValue {
  public init() { self.init(width: 390) }

  /// The canvas's keys. A `device` is read first, so `orientation` turns it, and `didDecode`
  /// sizes the canvas to it where `width`, `height`, `scale` and `idiom` are not given.
  package static let keys: [ModelKey<Canvas>] = [
    ModelKey(
      "device", \.device, .choice(DevicePreset.all.map(\.name)),
      "A device preset: sets `width`, `height` and `scale` to the device's screen (portrait), which explicit `width`, `height` and `scale` then override.",
      decode: { (_, value, _) throws(Diagnostic) in String(propertyValue: value).flatMap(DevicePreset.named) },
      encode: { _, device in device.map { .string($0.name) } }),
    ModelKey.cases(
      "orientation", \.orientation,
      "The device's orientation (`UIDeviceOrientation`); `landscape` swaps the preset's width and height. Needs `device`."
    ).written { $0.device != nil },
    .cases(
      "systemVersion", \.systemVersion,
      "`UIDevice.systemVersion`'s major version: the system whose look the screen shows. `26` draws iOS 26's look (Liquid Glass: its colours, lists, controls, bars and presentations); `17` and `18` the look before it (`vellum fmt --state-system-version 18` keeps it in documents written before `26` became the default).",
      what: "system version"),
    ModelKey(
      "designRequiresCompatibility", \.designRequiresCompatibility, .boolean,
      "`UIDesignRequiresCompatibility` (the Info.plist key): an iOS 26 app that keeps the iOS 18 look."),
    ModelKey(
      "width", \.width, .number(1...4096),
      "Width in points (an iPhone 15 is 393, an iPad 11-inch 834). Default 390, or the device's.",
      statesDefault: false),
    ModelKey(
      "height", \.height, .number(1...Double(DocumentDecoder.maximumCanvasHeightPixels)),
      "Height in points; omitted, the device's height, or the canvas fits its content. At most 1,000,000 pixels (height rounded up × scale)."
    ),
    ModelKey(
      "scale", \.scale, .integer(1...3),
      "Device pixels per point (`UITraitCollection.displayScale`): 1, 2 or 3. Default 3, or the device's.",
      statesDefault: false),
    .cases("appearance", \.appearance, "`UITraitCollection.userInterfaceStyle`: light or dark mode."),
    .cases(
      "contrast", \.contrast, "`UITraitCollection.accessibilityContrast`: `high` uses the Increase Contrast colours."),
    .cases(
      "level", \.level,
      "`UITraitCollection.userInterfaceLevel`: `elevated` (sheets, popovers) lightens dark backgrounds."),
    .cases(
      "contentSizeCategory", \.contentSizeCategory,
      "`UITraitCollection.preferredContentSizeCategory`: the Dynamic Type size every text style scales to. The `accessibility…` sizes switch list cells to the accessibility layout.",
      what: "content size category"),
    .cases(
      "layoutDirection", \.layoutDirection,
      "`UITraitCollection.layoutDirection`: `rightToLeft` mirrors the layout (Arabic, Hebrew).",
      what: "layout direction"),
    ModelKey(
      "tintColor", \.tintColor, .color,
      "The window's `tintColor`, which the `tintColor` colour name and selected sidebar rows use. Default `systemBlue`."
    ),
    ModelKey("background", \.background, .color, "The colour behind everything. Default `systemBackground`."),
    ModelKey(
      "keyboard", \.keyboard,
      "The software keyboard over the bottom of the screen (iPhone layout); sheets rise above it."),
    ModelKey(
      "pointer", \.pointer,
      "The iPadOS pointer over the screen: a circle, or what the element under it makes of it (a highlight platter, a lift, a hover, a text beam, a custom shape). Every point lies on the canvas.",
      ref: "pointer"),
    ModelKey(
      "idiom", \.idiom, .choice(UserInterfaceIdiom.allCases.map(\.rawValue)),
      "`UIUserInterfaceIdiom`: `mac` draws controls optimised for Mac (smaller, Mac checkboxes). Default `pad` for iPad devices, else `phone`.",
      statesDefault: false),
    .cases(
      "pseudo", \.pseudo,
      "A pseudolanguage for the app's strings, as Xcode's and Android's: `accented` (`Šéţţîñĝš`), `long` (about 40 % longer, bracketed: `[Settings one]`), `rtl` (mirrored layout, text running right to left), `all`. Strings without letters, placeholders (`%@`, `{0}`) and `verbatim` strings stay, as do the status bar and keyboard.",
      what: "pseudolanguage"),
    ModelKey(
      "verbatim", \.verbatim, .texts(maxLength: maximumVerbatimLength, maxCount: maximumVerbatimCount),
      "Strings a pseudolanguage leaves as they are: names, brands (SwiftUI's `Text(verbatim:)`)."),
    ModelKey(
      "deviceFrame", \.deviceFrame, .booleanOrObject(DeviceFrame.properties, objectSummary: "Device frame options."),
      "`true` (or options): a generic, vector-drawn device around the screen, by the preset's rule (its screen corners, Dynamic Island, notch or home button, its buttons), for App Store style and documentation images; the image grows to hold it. Needs `device`.",
      decode: { (_, value, _) throws(Diagnostic) in
        switch value {
        case .bool(let on): return on ? DeviceFrame() : nil
        case .object(var options): return try DeviceFrame(&options)
        default: return nil
        }
      },
      encode: { _, frame in
        // A frame with every option at its default is `true`.
        frame.map {
          let options = $0.minimalPropertyValues
          return options.values.isEmpty ? .bool(true) : .object(options)
        }
      }),
  ]

  /// The most `verbatim` strings, and the longest, in characters.
  static let maximumVerbatimCount = 1000
  static let maximumVerbatimLength = 10_000

  /// The rules between keys: a device sizes the canvas where `width`, `height`, `scale` and
  /// `idiom` are not given (an iPad's idiom is `pad`); `orientation` and `deviceFrame` (even
  /// `false`) need a device; the height at the scale is at most
  /// `DocumentDecoder.maximumCanvasHeightPixels` pixels; every point of the pointer lies on the
  /// canvas.
  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    if let device {
      if !p.has("width") { width = device.width }
      if !p.has("height") { height = device.height }
      if !p.has("scale") { scale = device.scale }
      if !p.has("idiom"), device.isPad { idiom = .pad }
    } else if p.has("orientation") {
      throw p.error("orientation", "\"orientation\" needs a \"device\"")
    }
    let limit = DocumentDecoder.maximumCanvasHeightPixels
    if let h = height, Int(h.rounded(.up)) * scale > limit {
      throw p.error("height", "canvas is taller than \(limit) pixels at scale \(scale)")
    }
    if let pointer = p.object("pointer") { try Pointer.checkOnCanvas(pointer, width: width, height: height) }
    if p.has("deviceFrame"), device == nil {
      throw p.error("deviceFrame", "\"deviceFrame\" needs a \"device\": the frame is drawn by the preset's rule")
    }
  }
}

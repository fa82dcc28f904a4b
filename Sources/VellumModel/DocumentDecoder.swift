/// Turns JSON into a `Document`, with a `Diagnostic` naming the JSON path, line and column
/// for the first problem found.
public enum DocumentDecoder {
  /// The longest string accepted anywhere in a document, in characters (grapheme clusters).
  package static let maximumTextLength = 10_000
  /// The most Unicode scalars a string may have: 4 for each character it may have (40,000 for
  /// the longest), so that 10,000 characters of Devanagari, Thai or emoji with skin tones fit
  /// and a few characters of 15 million combining marks do not.
  package static func maximumTextScalars(forLength length: Int) -> Int { 4 * length }
  /// The most UTF-8 bytes a string may have: 4 for each scalar (160,000 for the longest).
  /// Checked first, in constant time, so a 30 MB string is refused before it is read.
  package static func maximumTextBytes(forLength length: Int) -> Int { 4 * maximumTextScalars(forLength: length) }
  /// The most Unicode scalars one character (grapheme cluster) may have. Unicode's stream-safe
  /// text allows a base and 30 combining marks; the longest emoji (a family with skin tones)
  /// has 11 scalars, the longest Indic conjuncts fewer than 16.
  package static let maximumClusterScalars = 32
  /// The deepest component nesting accepted (stacks in stacks …).
  package static let maximumComponentDepth = 32
  /// Canvas bounds: at most 4096 points wide (12,288 pixels at 3x) and this many pixels high
  /// (tall canvases render in strips, so memory stays flat; this bounds time and file size).
  package static let maximumCanvasHeightPixels = 1_000_000
  /// The most pixels a canvas may have (width × height at its scale): half a gigapixel, a
  /// 1170-pixel-wide screen about 450,000 pixels tall. Rendering that takes a few seconds.
  /// Checked before painting (JSON Schema cannot state a product, so the decoder does not).
  package static let maximumCanvasPixels = 512 << 20
  /// The most components (cells, stack children, controls …) one document may hold. More
  /// rows than this are taller than any canvas; the limit bounds memory (about 15 KB a row).
  package static let maximumComponentCount = 30_000
  /// The largest document accepted, in bytes.
  package static let maximumDocumentBytes = 32 << 20

  /// Decodes a document. `fileExists` reports whether a relative image path exists next to
  /// the document (nil skips the check); `symbolFileProblem` says what is wrong with a custom
  /// symbol's file and `imageFileProblem` with a PNG's (`file`, `assets`), nil when it can be
  /// drawn (nil skips the check, `fileExists` then checks it exists); `imageSets` reads the
  /// image sets `file`s name (nil leaves them unread: layout then has nothing to draw for them).
  public static func decode(
    _ bytes: [UInt8], fileExists: ((String) -> Bool)? = nil,
    symbolFileProblem: ((String) -> DocumentFileProblem?)? = nil,
    imageFileProblem: ((String) -> DocumentFileProblem?)? = nil, imageSets: ImageSetFiles? = nil
  ) throws(Diagnostic) -> Document {
    try decode(
      bytes, fileExists: fileExists, symbolFileProblem: symbolFileProblem, imageFileProblem: imageFileProblem,
      imageSets: imageSets, catalogue: .standard)
  }

  /// Decodes a document whose components are the kinds of `catalogue`.
  package static func decode(
    _ bytes: [UInt8], fileExists: ((String) -> Bool)? = nil,
    symbolFileProblem: ((String) -> DocumentFileProblem?)? = nil,
    imageFileProblem: ((String) -> DocumentFileProblem?)? = nil, imageSets: ImageSetFiles? = nil,
    catalogue: ComponentCatalog
  )
    throws(Diagnostic) -> Document
  {
    try decode(
      parse(bytes), fileExists: fileExists, symbolFileProblem: symbolFileProblem, imageFileProblem: imageFileProblem,
      imageSets: imageSets, catalogue: catalogue)
  }

  /// The JSON of a document's bytes, for `decode(_:fileExists:symbolFileProblem:imageSets:catalogue:)`
  /// (a caller that lets go of the bytes before decoding holds less: a long list's file is as
  /// large as its cells). Refuses more than `maximumDocumentBytes`.
  package static func parse(_ bytes: [UInt8]) throws(Diagnostic) -> JSONValue {
    guard bytes.count <= maximumDocumentBytes else {
      throw Diagnostic(
        path: "", message: tooLargeMessage(bytes: bytes.count), location: SourceLocation(line: 0, column: 0))
    }
    return try JSONParser.parse(bytes)
  }

  /// Decodes a document from its parsed JSON (`parse(_:)`). `includeFiles` reads the files
  /// `include`s name (nil leaves them unread: each stands as an empty placeholder, with a
  /// warning).
  package static func decode(
    _ json: JSONValue, fileExists: ((String) -> Bool)? = nil,
    symbolFileProblem: ((String) -> DocumentFileProblem?)? = nil,
    imageFileProblem: ((String) -> DocumentFileProblem?)? = nil, imageSets: ImageSetFiles? = nil,
    includeFiles: IncludeFiles? = nil, catalogue: ComponentCatalog = .standard
  ) throws(Diagnostic) -> Document {
    var d = Decoding(
      fileExists: fileExists, symbolFileProblem: symbolFileProblem, imageFileProblem: imageFileProblem,
      imageSetFiles: imageSets, includeFiles: includeFiles, catalogue: catalogue)
    return try d.document(json)
  }

  /// What a document over `maximumDocumentBytes` is told.
  package static func tooLargeMessage(bytes: Int) -> String {
    "the document is \(bytes) bytes; the largest accepted is \(maximumDocumentBytes) bytes (\(maximumDocumentBytes >> 20) MB)"
  }
}

/// Warnings gathered while decoding one document, how many components it has so far, and the
/// image sets it names.
final class WarningLog {
  var log: [Diagnostic] = []
  var components = 0
  /// The path of the first control decoded with its menu open (iOS shows one at a time).
  var openMenu: String?
  /// Each image set named, by its folder as written (`Document.imageSets`).
  var imageSets: [String: ImageSet] = [:]
  /// Each image set read, by its folder's identity (`ImageSetFiles.identity`): other
  /// spellings of a folder share what was read.
  var imageSetsRead: [String: ImageSet] = [:]
  /// The bytes of the image sets' `Contents.json` files read so far.
  var imageSetContentsBytes = 0
  /// Where each image set read is first named: its errors found later are reported there.
  var imageSetUses: [String: (ObjectReader, String)] = [:]
  /// Each included file parsed, by its identity (`IncludeFiles.read`): a file included again is
  /// not read again.
  var included: [String: JSONValue] = [:]
  /// What each include's path stands for (a document's root, or the fragment), as decoded.
  var includedValues: [String: JSONValue] = [:]
  /// The included files' paths, as their `include`s name them, each once in the order read.
  var includedFiles: [String] = []
  /// The bytes of the included files read so far.
  var includedBytes = 0
}

/// Why a file a document names beside it cannot be used (the decoder's file checks).
public enum DocumentFileProblem: Sendable, Equatable {
  /// There is no such file.
  case missing
  /// It is there but cannot be used: why (unreadable, not a format Vellum draws …).
  case unusable(String)
}

package struct Decoding {
  let fileExists: ((String) -> Bool)?
  var symbolFileProblem: ((String) -> DocumentFileProblem?)? = nil
  /// Why a PNG (`file`, `assets`) cannot be drawn; nil leaves it to `fileExists`.
  var imageFileProblem: ((String) -> DocumentFileProblem?)? = nil
  /// Reads the image sets `file`s name; nil leaves them unread.
  var imageSetFiles: ImageSetFiles? = nil
  /// Reads the files `include`s name; nil leaves them unread.
  var includeFiles: IncludeFiles? = nil
  /// The files being included around the value being decoded, outermost first.
  var includeChain: [IncludeLink] = []
  /// The component kinds the document may use.
  var catalogue = ComponentCatalog.standard
  let warnings = WarningLog()
  /// How deep the component being decoded nests (controls can hold components).
  var depth = 0
  /// The canvas's height when the document gives one (a device or `height`): sheet detents
  /// may not be taller.
  var screenHeight: Double?
  /// The canvas's width: a popover's source off it is warned about.
  var screenWidth: Double?
  /// The content style of the cells decoded here when theirs names none: `sidebarCell` in a
  /// sidebar list, else `cell` (`PropertyValues.cellContentStyle` passes it to `Cell`).
  var cellContentStyle = ListContentConfiguration.Style.cell
  /// The content style of the cell whose keys are being read (its outline children's parent).
  var parentContentStyle = ListContentConfiguration.Style.cell
  /// The path of the `glassEffect` of the outermost component with one around the component
  /// being decoded: glass inside it is not drawn (iOS draws no glass on glass).
  var glassEffectPath: String?

  mutating func document(_ json: JSONValue) throws(Diagnostic) -> Document {
    let r = try ObjectReader(json, path: "")
    try r.allowOnly(Document.keys.map(\.name))
    guard let version = try r.integer("vellum", in: 1...Int.max) else { throw Self.missing("vellum", r) }
    guard Document.supportedVersions.contains(version) else {
      throw r.error("vellum", "format version \(version) is not supported; this build reads version 1")
    }
    let canvas =
      try r.object("canvas").map { (c) throws(Diagnostic) in try Canvas.decode(c, decoding: self) } ?? Canvas()
    screenHeight = canvas.height
    screenWidth = canvas.width
    guard let root = r["root"] else { throw Self.missing("root", r) }
    var document = Document(version: version, canvas: canvas, root: try component(root, path: "root", depth: 0))
    if document.canvas.keyboard != nil {
      let included = warnings.includedValues
      document.canvas.keyboard?.editingFieldType = Self.editingKeyboardType(in: root, included: included)
      document.canvas.keyboard?.editingFieldContentType = Self.editingField(in: root, included: included).flatMap {
        field in
        field.first { $0.key == "textContentType" }.flatMap { m in
          if case .string(let name) = m.value.kind { TextContentType(rawValue: name) } else { nil }
        }
      }
    }
    if let a = try r.object("assets") { document.darkFiles = try assets(a) }
    if let v = try r.object("variants") { document.variants = try variants(v, root: document.root) }
    if r["sheet"] != nil { document.sheet = try contactSheet(r, axes: document.variants.axes) }
    if document.sheet != nil, let tooLarge = document.sheetTooLarge { throw r.error("sheet", tooLarge) }
    try checkImageSetsUsable(document)
    document.imageSets = warnings.imageSets
    document.includedFiles = warnings.includedFiles
    document.warnings = warnings.log
    return document
  }

  /// The `keyboardType` of the first text field that is editing, in document order (already
  /// checked where the field was decoded): what a keyboard of the `default` type shows.
  static func editingKeyboardType(in value: JSONValue, included: [String: JSONValue] = [:])
    -> Keyboard.KeyboardType?
  {
    guard let field = editingField(in: value, included: included) else { return nil }
    let type = field.first { $0.key == "keyboardType" }.flatMap { m in
      if case .string(let name) = m.value.kind { Keyboard.KeyboardType(rawValue: name) } else { nil }
    }
    return type ?? .default
  }

  /// The keys of the first text field that is editing, in document order, in the files it
  /// includes too (`included`: what each include's path stands for, as decoded).
  static func editingField(in value: JSONValue, included: [String: JSONValue] = [:]) -> [(
    key: String, value: JSONValue
  )]? {
    switch value.kind {
    case .object(let members):
      if isInclude(value), case .string(let path) = members[0].value.kind, let inner = included[path] {
        return editingField(in: inner, included: included)
      }
      for (key, member) in members {
        if key == TextField.kind, case .object(let field) = member.kind,
          field.contains(where: { $0.key == "isEditing" && $0.value.kind == .bool(true) })
        {
          return field
        }
        if let found = editingField(in: member, included: included) { return found }
      }
      return nil
    case .array(let items):
      for item in items { if let found = editingField(in: item, included: included) { return found } }
      return nil
    default:
      return nil
    }
  }

  /// What a document without its required key `name` is told (`Document.keys`).
  static func missing(_ name: String, _ r: ObjectReader) -> Diagnostic {
    let what = Document.keys.first { $0.name == name }?.missing ?? "a required key"
    return Diagnostic(path: "", message: "missing \"\(name)\": \(what)", location: r.value.location)
  }

  /// `{ "photo.png": { "darkFile": "photo-dark.png" } }`: each PNG's dark appearance.
  func assets(_ r: ObjectReader) throws(Diagnostic) -> [String: String] {
    var dark: [String: String] = [:]
    for file in r.keys {
      let ar = try ObjectReader(r[file]!, path: r.join(file))
      try Self.checkPNGFile(file, r, key: file)
      let darkFile = try Document.Asset.decode(ar, decoding: self).darkFile
      try Self.checkPNGFile(darkFile, ar, key: "darkFile")
      try checkDrawable(file, r, key: file)
      try checkDrawable(darkFile, ar, key: "darkFile")
      dark[file] = darkFile
    }
    return dark
  }

  /// Refuses the PNG at `path` (a `file`, an `assets` key or dark file) when it cannot be drawn.
  func checkDrawable(_ path: String, _ r: ObjectReader, key: String) throws(Diagnostic) {
    if let problem = imageFileProblem {
      switch problem(path) {
      case nil: break
      case .missing?: throw r.error(key, "image file \"\(path)\" does not exist next to the document")
      case .unusable(let why)?: throw r.error(key, "image file \"\(path)\": \(why)")
      }
    } else if let exists = fileExists, !exists(path) {
      throw r.error(key, "image file \"\(path)\" does not exist next to the document")
    }
  }

  /// A PNG path, or an image set's folder (`Name.imageset`), that stays in the document's folder.
  static func checkImageFile(_ path: String, _ r: ObjectReader, key: String) throws(Diagnostic) {
    try checkRelative(path, r, key: key, what: "image")
    guard path.lowercased().hasSuffix(".png") || ImageSet.isImageSet(path) else {
      throw r.error(
        key, "image \"\(path)\" is not a PNG file or an image set (only PNG images and .imageset folders are supported)"
      )
    }
  }

  /// A PNG path that stays in the document's folder: an `assets` entry (an image set has its
  /// dark appearance in its `Contents.json`).
  static func checkPNGFile(_ path: String, _ r: ObjectReader, key: String) throws(Diagnostic) {
    try checkRelative(path, r, key: key, what: "image")
    if ImageSet.isImageSet(path) {
      throw r.error(key, "image set \"\(path)\" gives its dark appearance in its Contents.json, not in \"assets\"")
    }
    guard path.lowercased().hasSuffix(".png") else {
      throw r.error(key, "image \"\(path)\" is not a PNG file (only PNG images are supported)")
    }
  }

  // MARK: Components

  func component(_ v: JSONValue, path: String, depth: Int) throws(Diagnostic) -> Component {
    if Self.isInclude(v) {
      return try included(ObjectReader(v, path: path), placeholder: Component(Spacer())) {
        (json, innerPath, inner) throws(Diagnostic) in try inner.component(json, path: innerPath, depth: depth)
      }
    }
    guard depth < DocumentDecoder.maximumComponentDepth else {
      throw Diagnostic(
        path: path, message: "components nest deeper than \(DocumentDecoder.maximumComponentDepth) levels",
        location: v.location)
    }
    try countComponent(path: path, location: v.location)
    let r = try ObjectReader(v, path: path)
    guard r.keys.count == 1, let kind = r.keys.first, let entry = catalogue.entry(named: kind) else {
      throw componentShapeProblem(r)
    }
    var body = try ObjectReader(r[kind]!, path: r.join(kind))
    body.alsoAllowed = entry.modifierProperties.map(\.name)
    var nested = self
    nested.depth = depth + 1
    if let glass = body[Self.glassEffectKey], glass.kind != .bool(false),
      entry.modifierProperties.contains(where: { $0.name == Self.glassEffectKey })
    {
      let here = body.join(Self.glassEffectKey)
      if let outer = glassEffectPath {
        warnings.log.append(
          Diagnostic(
            path: here,
            message: "glass inside glass (\(outer)): iOS draws no glass on glass, so only the outer glass is drawn",
            location: glass.location))
      } else {
        nested.glassEffectPath = here
      }
    }
    let value = try entry.decode(body, nested)
    var modifiers = try PropertyValues(
      body, specs: entry.modifierProperties, decoding: nested, checkingKeys: false)
    let component = Component(value, modifiers: try ComponentModifiers(&modifiers))
    warnings.log += modifiers.warnings
    return component
  }

  /// The modifier key of SwiftUI's `glassEffect` (`ComponentModifiers.glassEffect`).
  static let glassEffectKey = "glassEffect"

  /// The keys of an image source, each naming one.
  static let imageSourceKeys = ["systemName", "file", "symbolFile"]

  /// `{ "systemName": … }`, `{ "file": … }` or `{ "symbolFile": … }` inside `r`.
  func imageSource(_ r: ObjectReader) throws(Diagnostic) -> ImageSource {
    let given = Self.imageSourceKeys.filter { r[$0] != nil }
    guard let key = given.first else {
      throw Diagnostic(
        path: r.path, message: "an image needs \"systemName\", \"file\" or \"symbolFile\"", location: r.value.location)
    }
    guard given.count == 1 else {
      throw r.error(given[1], "give either \"\(given[0])\" or \"\(given[1])\", not both")
    }
    switch key {
    case "systemName":
      let name = try r.string("systemName")!
      guard SymbolCatalog.recipe(for: name) != nil else {
        throw r.error("systemName", SymbolCatalog.unknownNameMessage(name))
      }
      return .systemName(name)
    case "file":
      let path = try r.string("file")!
      try Self.checkImageFile(path, r, key: "file")
      if ImageSet.isImageSet(path) {
        try imageSet(path, r, key: "file")
      } else {
        try checkDrawable(path, r, key: "file")
      }
      return .file(path: path)
    default:
      let path = try r.string("symbolFile")!
      try Self.checkRelative(path, r, key: "symbolFile", what: "symbol file")
      guard path.lowercased().hasSuffix(".svg") else {
        throw r.error("symbolFile", "symbol file \"\(path)\" is not an SVG file (a custom symbol is an .svg)")
      }
      if let problem = symbolFileProblem {
        switch problem(path) {
        case nil: break
        case .missing?: throw r.error("symbolFile", "symbol file \"\(path)\" does not exist next to the document")
        case .unusable(let why)?: throw r.error("symbolFile", "symbol file \"\(path)\": \(why)")
        }
      } else if let exists = fileExists, !exists(path) {
        throw r.error("symbolFile", "symbol file \"\(path)\" does not exist next to the document")
      }
      return .symbolFile(path: path)
    }
  }

  /// Refuses a path that is empty, absolute, home-relative or climbs out with `..`, and one
  /// holding a control character (a NUL would end the path the system sees).
  static func checkRelative(_ path: String, _ r: ObjectReader, key: String, what: String) throws(Diagnostic) {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    if path.isEmpty || path.hasPrefix("/") || parts.contains("..") || path.hasPrefix("~") {
      throw r.error(key, "\(what) path \"\(path)\" must be relative and stay inside the document's folder")
    }
    if FileName.hasControlCharacters(path) {
      throw r.error(key, "\(what) path \"\(path)\" holds a control character, which no file name may")
    }
  }

  // MARK: Cells and lists

  /// Counts one more component, refusing a document with more than `maximumComponentCount`.
  func countComponent(path: String, location: SourceLocation) throws(Diagnostic) {
    warnings.components += 1
    guard warnings.components <= DocumentDecoder.maximumComponentCount else {
      throw Diagnostic(
        path: path,
        message: "the document has more than \(DocumentDecoder.maximumComponentCount) components (cells, stack "
          + "children, controls); split it into several documents",
        location: location)
    }
  }

  /// A cell (`Cell.keys`) whose content takes `defaultStyle` when it names none.
  func cell(_ r: ObjectReader, defaultStyle: ListContentConfiguration.Style) throws(Diagnostic) -> Cell {
    var here = self
    here.cellContentStyle = defaultStyle
    return try here.cell(r)
  }

  /// A cell (`Cell.keys`) whose content takes `cellContentStyle` when it names none.
  func cell(_ r: ObjectReader) throws(Diagnostic) -> Cell {
    try countComponent(path: r.path, location: r.value.location)
    try r.allowOnly(Cell.keyNames)
    // Its outline children's place: where the cell's content names its own style, that style
    // decides (`Cell.childContentStyle`); a misspelt one is reported when the content is read.
    var here = self
    if let content = r["content"].flatMap({ try? ObjectReader($0, path: r.path + ".content") }),
      case .string(let name)? = content["style"]?.kind, let style = ListContentConfiguration.Style(rawValue: name)
    {
      here.parentContentStyle = style
    } else {
      here.parentContentStyle = cellContentStyle
    }
    var p = try PropertyValues(r, specs: Cell.decodedProperties, decoding: here, checkingKeys: false)
    let cell = try Cell(&p)
    warnings.log += p.warnings
    return cell
  }

  /// The cells of a list's section (`inList`) or a cell's outline children: their content takes
  /// `cellContentStyle`, or for children the style `Cell.childContentStyle` makes of it and of
  /// their parent's.
  func cells(_ v: JSONValue, path: String, inList: Bool) throws(Diagnostic) -> [Cell] {
    let items = try ObjectReader.array(v, path: path)
    var here = self
    if !inList { here.cellContentStyle = Cell.childContentStyle(parent: parentContentStyle, place: cellContentStyle) }
    // One allocation of the right size: doubling would leave up to half a long list's cells
    // (over 500 bytes each) as slack.
    var cells: [Cell] = []
    cells.reserveCapacity(items.count)
    for (i, item) in items.enumerated() {
      let r = try ObjectReader(item, path: path + "[\(i)]")
      if inList, r["cell"] != nil, r.keys.count == 1 {
        throw r.error(
          "cell",
          "a list item is a cell itself: write the cell's keys (\"content\", \"accessories\", …) directly, "
            + "without the { \"cell\": … } wrapper a stack's children take")
      }
      if Self.isInclude(item) {
        cells.append(
          try here.included(r, placeholder: Cell()) { (json, innerPath, inner) throws(Diagnostic) in
            // A cell's file holds its keys, or a cell component (`{ "cell": … }`, a document's root).
            if case .object(let m) = json.kind, m.count == 1, m[0].key == Cell.kind {
              return try inner.cell(ObjectReader(m[0].value, path: innerPath.isEmpty ? Cell.kind : innerPath + ".cell"))
            }
            return try inner.cell(ObjectReader(json, path: innerPath))
          })
        continue
      }
      cells.append(try here.cell(r))
    }
    return cells
  }

  /// `{ "disclosureIndicator": {} }`, `{ "label": { "text": "Details" } }`, …: one key naming
  /// the kind (`CellAccessory.declarations`), its object the kind's keys.
  func accessory(_ v: JSONValue, path: String) throws(Diagnostic) -> CellAccessory {
    let r = try ObjectReader(v, path: path)
    guard r.keys.count == 1, let name = r.keys.first else {
      throw Diagnostic(
        path: path,
        message: "an accessory is an object with one key naming it: "
          + CellAccessory.Kind.names.joined(separator: ", "),
        location: v.location)
    }
    guard let declaration = CellAccessory.declarations.first(where: { $0.name == name }) else {
      throw r.error(name, unknownName(name, what: "accessory", names: CellAccessory.Kind.names))
    }
    // A custom view nests one level below the cell, as a cell's other components do.
    var row = self
    row.depth += 1
    return try declaration.decode(ObjectReader(r[name]!, path: r.join(name)), row)
  }

  /// A list (`List.keys`): its cells' content takes the style of its appearance when it names
  /// none, so the appearance is looked at first (a misspelt one is refused before the sections
  /// are read, as its key comes first).
  func list(_ r: ObjectReader) throws(Diagnostic) -> List {
    var given = List()
    if case .string(let name)? = r["appearance"]?.kind, let appearance = ListAppearance(rawValue: name) {
      given.appearance = appearance
    }
    var inList = self
    inList.cellContentStyle = given.cellContentStyle
    return try List.decode(r, decoding: inList)
  }

  // MARK: State

  /// The state keys of `r` (`StatePattern.keys`); `extraKeys` are allowed besides them (and
  /// read by the caller).
  func statePattern(_ r: ObjectReader, extraKeys: [String] = []) throws(Diagnostic) -> StatePattern {
    try r.allowOnly(StatePattern.keyNames + extraKeys)
    var p = try PropertyValues(r, specs: StatePattern.properties, decoding: self, checkingKeys: false)
    return try StatePattern(&p)
  }

  // MARK: Values

  /// The colour name a UIKit or SwiftUI spelling stands for: a `UIColor.` or `Color.` prefix or a
  /// leading dot dropped, a `Color` suffix dropped, "grey" read as "gray", case ignored.
  static func colorName(uikitSpelling s: String, in names: [String]) -> String? {
    var t = Substring(s)
    for prefix in ["UIColor.", "Color.", "."] where t.hasPrefix(prefix) { t = t.dropFirst(prefix.count) }
    var lower = t.lowercased()
    if lower.hasSuffix("color") && lower.count > 5 { lower.removeLast(5) }
    lower = lower.split(separator: "grey", omittingEmptySubsequences: false).joined(separator: "gray")
    return names.first { $0.lowercased() == lower && $0 != s }
  }

  func color(_ v: JSONValue, path: String) throws(Diagnostic) -> ColorValue {
    switch v.kind {
    case .string(let s):
      if s.hasPrefix("#") {
        guard let c = Color(hex: s) else {
          throw Diagnostic(
            path: path, message: "invalid hex colour \"\(s)\"; expected #RGB, #RRGGBB or #RRGGBBAA",
            location: v.location)
        }
        return .fixed(c)
      }
      switch s {
      case "tintColor": return .tint
      default:
        if let c = SystemColor(rawValue: s) { return .system(c) }
        if let c = ColorValue.classColors.first(where: { $0.name == s }) { return .fixed(c.color) }
        let names = DocumentSchema.colorNames
        // UIKit's and SwiftUI's spellings: "UIColor.systemGrayColor", ".systemGray", "systemGrey".
        if let name = Self.colorName(uikitSpelling: s, in: names) {
          throw Diagnostic(
            path: path, message: "unknown colour \"\(s)\"; did you mean \"\(name)\"?", location: v.location)
        }
        throw Diagnostic(path: path, message: unknownName(s, what: "colour", names: names), location: v.location)
      }
    case .object:
      return try DynamicColorKeys.decode(ObjectReader(v, path: path), decoding: self).color
    default:
      throw Diagnostic(
        path: path,
        message:
          "expected a colour (a system colour name, \"tintColor\", a UIKit class colour such as \"clear\", a hex string or "
          + "{ \"light\": …, \"dark\": … }), found \(v.typeDescription)",
        location: v.location)
    }
  }

  func font(_ v: JSONValue, path: String) throws(Diagnostic) -> FontSpec {
    switch v.kind {
    case .string(let s):
      // A weight where a text style is expected ("bold"): the weight is a key of the font object.
      if TextStyle(rawValue: s) == nil,
        let weight = FontWeight.allCases.first(where: { $0.rawValue.lowercased() == s.lowercased() })
      {
        throw Diagnostic(
          path: path,
          message: "\"\(s)\" is a font weight, not a text style: give it as { \"weight\": \"\(weight.rawValue)\" } "
            + "beside a text style or a size, as in { \"textStyle\": \"body\", \"weight\": \"\(weight.rawValue)\" }",
          location: v.location)
      }
      return .style(try ObjectReader.enumeration(v, path: path, TextStyle.self, what: "text style"))
    case .object:
      return try FontKeys.decode(ObjectReader(v, path: path), decoding: self).font
    default:
      throw Diagnostic(
        path: path,
        message: "expected a font (a text style name or { \"size\": …, \"weight\": … }), found \(v.typeDescription)",
        location: v.location)
    }
  }

  func insets(_ v: JSONValue, path: String) throws(Diagnostic) -> DirectionalEdgeInsets {
    if case .number = v.kind {
      return DirectionalEdgeInsets(all: try ObjectReader.number(v, path: path, in: 0...10_000))
    }
    return try DirectionalEdgeInsets.decode(ObjectReader(v, path: path), decoding: self)
  }
}

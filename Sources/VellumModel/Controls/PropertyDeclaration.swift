import Synchronization

/// One JSON key of a component or a control: its name, the values it takes and what it means. A
/// kind's list of these (`ComponentModel.properties`) is the single source of its decoding
/// (allowed keys, "did you mean", value checks with JSON paths), of its part of `vellum schema`
/// and of the keys the canonical encoder writes, so the three cannot drift.
/// A nested keyed object's keys, made the first time they are read, then kept: a document
/// that never gives the object never builds them (each key's key path is made at run time,
/// ~40,000 instructions the first time, and its own nested objects' keys with it).
package final class DeferredDeclarations: Sendable {
  private let make: @Sendable () -> [PropertyDeclaration]
  private let made = Mutex<[PropertyDeclaration]?>(nil)

  package init(_ make: @escaping @Sendable () -> [PropertyDeclaration]) { self.make = make }

  /// The keys (made on the first call; `make` runs outside the lock, so a keyed value whose
  /// keys name itself again is fine).
  package var all: [PropertyDeclaration] {
    if let kept = made.withLock({ $0 }) { return kept }
    let keys = make()
    return made.withLock { kept in
      if let kept { return kept }
      kept = keys
      return keys
    }
  }
}

package struct PropertyDeclaration: Sendable {
  package indirect enum ValueType: Sendable {
    case number(ClosedRange<Double>)
    /// A length in points in this range, or `"infinity"` (SwiftUI's `.infinity`: as much as is
    /// offered), read as `Double.infinity`.
    case length(ClosedRange<Double>)
    case integer(ClosedRange<Int>)
    case boolean
    /// A string of at most this many characters.
    case text(maxLength: Int)
    /// One of these names.
    case choice([String])
    case color
    /// A colour, or `null` for none (UIKit's `nil`), read as `clear`.
    case colorOrNone
    /// `{ "systemName": … }` or `{ "file": … }`.
    case image
    /// `{ "file": … }` only: a PNG (a background configuration's image).
    case imageFile
    /// An array of at most `maxCount` objects, each taking these keys.
    case objects([PropertyDeclaration], maxCount: Int)
    /// An object of images keyed by index (`{ "0": { "systemName": "bookmark.fill" } }`).
    case indexedImages
    /// An array of names, each one of these.
    case choices([String])
    /// An array of at most `maxCount` strings, each at most `maxLength` characters.
    case texts(maxLength: Int, maxCount: Int)
    /// An array of at most `maxCount` colours.
    case colors(maxCount: Int)
    /// A `UIMenu` object.
    case menu
    /// A nested component (a context menu's content and preview).
    case component
    /// One nested object taking these keys.
    case object([PropertyDeclaration])
    /// One nested object taking a keyed value's keys, made when first read (`DeferredDeclarations`).
    case keyedObject(DeferredDeclarations)
    /// A string standing for the object `{ stringKey: string }`, or an object taking these keys
    /// (a section's `"header": "Accounts"` for `{ "text": "Accounts" }`), read as `.object`.
    case stringOrObject([PropertyDeclaration], stringKey: String)
    /// `true`, `false`, or an object taking these keys (`"deviceFrame": true` or its options),
    /// read as `.bool` or `.object`; `objectSummary` describes the object in the schema.
    case booleanOrObject([PropertyDeclaration], objectSummary: String)
    /// One of these names, or an object taking these keys (a glass effect's `"shape":
    /// "capsule"` or `{ "cornerRadius": 12 }`), read as `.string` or `.object`;
    /// `objectSummary` describes the object in the schema.
    case choiceOrObject([String], [PropertyDeclaration], objectSummary: String)
    /// Sheet detents: `"medium"`, `"large"` or `{ "identifier", "height" | "fraction" }`.
    case detents(maxCount: Int)
    /// A menu's children (`{"action": …}`, `{"menu": …}`, `{"deferred": …}`), at most `maxCount`.
    case menuElements(maxCount: Int)
    /// A font (`$defs/font`): a text style name, `{ "textStyle", "weight" }` or `{ "size", "weight" }`.
    case font
    /// `NSDirectionalEdgeInsets` (`$defs/insets`): one number, or `{ "top", "leading", … }`.
    case insets
    /// SwiftUI's `.margins(_:_:)` and `.padding(_:_:)` (`EdgeInsetsOverride`): one number for
    /// every edge, or an object of some of its keys (`top`, …, `horizontal`, `vertical`), each
    /// in `edges` (a stack's padding may be negative, a hosting configuration's margins not).
    case margins(edges: ClosedRange<Double>)
    /// A `CGPoint` as `[x, y]`.
    case point
    /// An array of nested components (a stack's children), one level deeper; `item` describes
    /// one in the schema. Decoded after the object's other keys.
    case components(item: String)
    /// An image as keys of the object itself: `systemName`, `file` or `symbolFile`, exactly one
    /// (an image view's). The property's own name is no key; the summaries describe the keys.
    case imageSource(systemName: String, file: String, symbolFile: String)
    /// An SF Symbol name, checked against the catalogue (`$defs/systemName`).
    case symbolName
    /// A `UIPointerInteraction` (`$defs/pointerInteraction`), built as soon as it is read.
    case pointerInteraction
    /// `accessibilityTraits` as components take them: an array of trait names of at most 100
    /// characters each. (Controls take `.choices`, whose messages differ.)
    case accessibilityTraits
    /// An array of objects taking these keys, each described by the schema's shared definition
    /// `definition` (`$defs/swipeAction`), which `item` introduces.
    case definedObjects([PropertyDeclaration], definition: String, item: String)
    /// An array of list cells (`$defs/cell`, `item` describing one), decoded where they stand:
    /// a list's items (`inList`, which refuse a stack child's `{ "cell": … }` wrapper) or a
    /// cell's outline children. Their content takes the style of the place when it names none
    /// (`PropertyValues.cellContentStyle`). Decoded after the object's other keys.
    case cells(item: String, inList: Bool)
    /// A list's sections (`$defs/listSection`), each decoded where it stands (a long list's
    /// are not all held as properties first).
    case listSections
    /// A cell's accessories (`$defs/accessory`): objects of one key naming the kind.
    case accessories
    /// Custom cell states (`UIConfigurationStateCustomKey`): an object of names, each true or
    /// false, a number or a string, kept in document order.
    case customStates
    /// A value of this type one component level below its object (a cell's hosted content
    /// nests below the cell, as its other components do).
    case nestedOneLevel(ValueType)
  }

  package var name: String
  package var type: ValueType
  /// What UIKit property it mirrors and what it does, for the schema.
  package var summary: String
  /// The object is incomplete without it (the decoder's own check says so with the path).
  package var isRequired = false
  /// The value an omitted key stands for, stated in the schema for a number, an integer or a
  /// name spelt out in place (nil: none stated).
  package var defaultValue: PropertyValues.Value?
  /// What an unknown name is called in the message (`line break mode`); nil, the key's name.
  package var what: String?
  /// The shared definition (`$defs`) the schema refers to for the values, instead of spelling
  /// them out.
  package var schemaRef: String?
  /// Thrown, with the key's path, when the key is absent: a required key checked in its turn,
  /// before the keys after it.
  package var missingMessage: String?

  package init(
    _ name: String, _ type: ValueType, _ summary: String, required: Bool = false,
    default defaultValue: PropertyValues.Value? = nil, what: String? = nil, ref schemaRef: String? = nil,
    missing missingMessage: String? = nil
  ) {
    self.name = name
    self.type = type
    self.summary = summary
    self.isRequired = required || missingMessage != nil
    self.defaultValue = defaultValue
    self.what = what
    self.schemaRef = schemaRef
    self.missingMessage = missingMessage
  }

  /// The JSON keys the property takes: its name, or `systemName`, `file` and `symbolFile` for
  /// an image source.
  var keys: [String] {
    if case .imageSource = type { Decoding.imageSourceKeys } else { [name] }
  }

  /// A `pointerInteraction` key.
  package static func pointerInteraction(_ summary: String) -> PropertyDeclaration {
    PropertyDeclaration("pointerInteraction", .pointerInteraction, summary)
  }

  /// A `CGSize`-like `{ "width", "height" }` object in points.
  package static func size(_ name: String, _ summary: String) -> PropertyDeclaration {
    PropertyDeclaration(name, .size, summary)
  }

  /// A choice among the cases of `E`.
  package static func cases<E: RawRepresentable & CaseIterable>(
    _ name: String, _ type: E.Type, _ summary: String, default d: E? = nil, what: String? = nil,
    ref: String? = nil
  ) -> PropertyDeclaration where E.RawValue == String {
    PropertyDeclaration(
      name, .choice(E.allCases.map(\.rawValue)), summary, default: d.map { .string($0.rawValue) }, what: what,
      ref: ref)
  }
}

extension PropertyDeclaration.ValueType {
  var isImageFile: Bool { if case .imageFile = self { true } else { false } }
}

/// The decoded, type-checked keys of one control object. Controls read their values from it and
/// report clamping (UIKit's way with out-of-range values) as warnings that name the JSON path.
package struct PropertyValues: Sendable {
  package enum Value: Sendable {
    case number(Double)
    case bool(Bool)
    case string(String)
    case color(ColorValue)
    case image(ImageSource)
    case objects([PropertyValues])
    case images([Int: ImageSource])
    case strings([String])
    case menu(Menu)
    case menuElements([MenuElement])
    case component(Component)
    case object(PropertyValues)
    case detents([Sheet.Detent])
    case colors([ColorValue])
    case font(FontSpec)
    case insets(DirectionalEdgeInsets)
    case margins(EdgeInsetsOverride)
    case point(Point)
    case components([Component])
    case pointerInteraction(PointerInteraction)
    /// Cells, and the content style of their place (what the encoder leaves out).
    case cells([Cell], contentStyle: ListContentConfiguration.Style)
    /// Sections, and the content style of their list's cells (what the encoder leaves out).
    case sections([List.Section], cellContentStyle: ListContentConfiguration.Style)
    case accessories([CellAccessory])
    case customStates([(String, CustomStateValue)])
  }

  /// The JSON path of the object.
  package let path: String
  let values: [String: Value]
  let locations: [String: SourceLocation]
  let location: SourceLocation
  /// Clamped values and other things worth telling, in document order.
  package var warnings: [Diagnostic] = []
  /// The canvas being decoded for (its height when it has one), to check positions against;
  /// nil for properties set in code.
  package private(set) var canvas: (width: Double, height: Double?)?
  /// The content style a cell decoded here takes when its content names none: its list's
  /// (`sidebarCell` in a sidebar list), else `cell` (also for properties set in code).
  package private(set) var cellContentStyle = ListContentConfiguration.Style.cell

  /// Properties set in code (tests, the Swift API): no paths, no checks.
  package init(_ values: [String: Value] = [:]) {
    self.path = ""
    self.values = values
    self.locations = [:]
    self.location = SourceLocation(line: 0, column: 0)
  }

  /// Reads `specs` from `r`; `checkingKeys` false leaves other keys to another reader of the
  /// same object.
  init(_ r: ObjectReader, specs: [PropertyDeclaration], decoding: Decoding, checkingKeys: Bool = true)
    throws(Diagnostic)
  {
    if checkingKeys { try r.allowOnly(specs.flatMap(\.keys)) }
    path = r.path
    location = r.value.location
    var values: [String: Value] = [:]
    var locations: [String: SourceLocation] = [:]
    // In the order given, nested components last (after the object's own keys).
    func nests(_ spec: PropertyDeclaration) -> Bool {
      switch spec.type {
      case .components, .cells: true
      default: false
      }
    }
    // (Two passes over `specs` rather than a reordered copy: no arrays made per object.)
    for pass in 0..<2 {
      for spec in specs where nests(spec) == (pass == 1) {
        try read(spec)
      }
    }
    func read(_ spec: PropertyDeclaration) throws(Diagnostic) {
      if case .imageSource = spec.type {
        let (key, value): (String, String) =
          switch try decoding.imageSource(r) {
          case .systemName(let name): ("systemName", name)
          case .file(let path): ("file", path)
          case .symbolFile(let path): ("symbolFile", path)
          }
        values[key] = .string(value)
        locations[key] = r[key]?.location
        return
      }
      guard let v = r[spec.name] else {
        if let message = spec.missingMessage { throw r.error(spec.name, message) }
        return
      }
      values[spec.name] = try Self.value(v, spec: spec, path: r.join(spec.name), decoding: decoding)
      locations[spec.name] = v.location
    }
    self.values = values
    self.locations = locations
    canvas = decoding.screenWidth.map { ($0, decoding.screenHeight) }
    cellContentStyle = decoding.cellContentStyle
  }

  /// The one key `key` of an object the JSON value at `path` stands for (a section's
  /// `"header": "Accounts"`, the text of its content configuration).
  private init(_ key: String, _ value: Value, path: String, location: SourceLocation, decoding: Decoding) {
    self.path = path
    self.values = [key: value]
    self.locations = [key: location]
    self.location = location
    canvas = decoding.screenWidth.map { ($0, decoding.screenHeight) }
    cellContentStyle = decoding.cellContentStyle
  }

  /// The value of `spec` that `v`, at `path`, gives, checked against the key's type.
  private static func value(_ v: JSONValue, spec: PropertyDeclaration, path: String, decoding: Decoding)
    throws(Diagnostic) -> Value
  {
    switch spec.type {
    // Numbers, names and other single values.
    case .number(let range): return .number(try ObjectReader.number(v, path: path, in: range))
    case .length(let range): return try length(v, in: range, path: path)
    case .integer(let range): return try integer(v, in: range, path: path)
    case .boolean: return try boolean(v, path: path)
    case .text(let maxLength): return .string(try ObjectReader.string(v, path: path, maxLength: maxLength))
    case .choice(let names): return try choice(v, names, what: spec.what ?? spec.name, path: path)
    case .symbolName: return try symbolName(v, path: path)
    case .color: return .color(try decoding.color(v, path: path))
    case .colorOrNone:
      if case .null = v.kind { return .color(.fixed(.clear)) }
      return .color(try decoding.color(v, path: path))
    case .font: return .font(try decoding.font(v, path: path))
    case .insets: return .insets(try decoding.insets(v, path: path))
    case .margins(let edges): return try margins(v, edges: edges, path: path, decoding: decoding)
    case .point: return try point(v, path: path)
    // Images.
    case .image, .imageFile: return try image(v, fileOnly: spec.type.isImageFile, path: path, decoding: decoding)
    case .indexedImages: return try indexedImages(v, path: path, decoding: decoding)
    case .imageSource: preconditionFailure("an image source is read from the object's own keys")
    // Arrays.
    case .objects(let specs, let maxCount):
      return try objects(v, specs, maxCount: maxCount, path: path, decoding: decoding)
    case .definedObjects(let specs, _, _): return try objects(v, specs, maxCount: nil, path: path, decoding: decoding)
    case .choices(let names): return try choices(v, names, what: spec.what ?? spec.name, path: path)
    case .accessibilityTraits: return try accessibilityTraits(v, path: path)
    case .texts(let maxLength, let maxCount): return try texts(v, maxLength: maxLength, maxCount: maxCount, path: path)
    case .colors(let maxCount): return try colors(v, maxCount: maxCount, path: path, decoding: decoding)
    case .detents(let maxCount): return try detents(v, maxCount: maxCount, path: path, decoding: decoding)
    case .menuElements(let maxCount): return try menuElements(v, maxCount: maxCount, path: path, decoding: decoding)
    case .components: return try components(v, path: path, decoding: decoding)
    case .cells(_, let inList):
      return .cells(try decoding.cells(v, path: path, inList: inList), contentStyle: decoding.cellContentStyle)
    case .listSections: return try listSections(v, path: path, decoding: decoding)
    case .accessories: return try accessories(v, path: path, decoding: decoding)
    // Objects, and the alternatives of a string, a boolean or a name to an object.
    case .object(let specs):
      return .object(try PropertyValues(ObjectReader(v, path: path), specs: specs, decoding: decoding))
    case .keyedObject(let specs):
      return .object(try PropertyValues(ObjectReader(v, path: path), specs: specs.all, decoding: decoding))
    case .component: return .component(try decoding.component(v, path: path, depth: decoding.depth))
    case .menu: return try menu(v, path: path, decoding: decoding)
    case .pointerInteraction:
      return .pointerInteraction(try PointerInteraction.decode(ObjectReader(v, path: path), decoding: decoding))
    case .customStates: return try customStates(v, path: path)
    case .stringOrObject(let specs, let key):
      return try stringOrObject(v, specs, key: key, path: path, decoding: decoding)
    case .booleanOrObject(let specs, _): return try booleanOrObject(v, specs, path: path, decoding: decoding)
    case .choiceOrObject(let names, let specs, _):
      return try choiceOrObject(v, names, specs, what: spec.what ?? spec.name, path: path, decoding: decoding)
    case .nestedOneLevel(let type):
      var below = decoding
      below.depth += 1
      var inner = spec
      inner.type = type
      return try value(v, spec: inner, path: path, decoding: below)
    }
  }

  // MARK: Typed access

  /// `name`'s value as `T`, nil when it is absent or of another kind (`T`'s conformance reads it).
  package func value<T: PropertyValueRepresentable>(_ name: String, as type: T.Type = T.self) -> T? {
    values[name].flatMap(T.init(propertyValue:))
  }

  package func number(_ name: String) -> Double? { value(name) }
  package func integer(_ name: String) -> Int? { number(name).map { Int($0) } }
  package func bool(_ name: String) -> Bool? { value(name) }
  package func string(_ name: String) -> String? { value(name) }
  package func color(_ name: String) -> ColorValue? { value(name) }
  package func image(_ name: String) -> ImageSource? { value(name) }
  package func objects(_ name: String) -> [PropertyValues] {
    if case .objects(let o)? = values[name] { return o }
    return []
  }
  package func has(_ name: String) -> Bool { values[name] != nil }
  package func detents(_ name: String) -> [Sheet.Detent] {
    if case .detents(let d)? = values[name] { return d }
    return []
  }
  /// A `size(_:_:)` property's value (an omitted dimension is 0).
  package func size(_ name: String) -> Size? { value(name) }
  package func object(_ name: String) -> PropertyValues? {
    if case .object(let o)? = values[name] { return o }
    return nil
  }
  package func component(_ name: String) -> Component? { value(name) }
  package func colors(_ name: String) -> [ColorValue] {
    if case .colors(let c)? = values[name] { return c }
    return []
  }
  package func strings(_ name: String) -> [String] {
    if case .strings(let s)? = values[name] { return s }
    return []
  }
  package func menu(_ name: String) -> Menu? { value(name) }
  package func menuElements(_ name: String) -> [MenuElement] {
    if case .menuElements(let m)? = values[name] { return m }
    return []
  }
  package func images(_ name: String) -> [Int: ImageSource] {
    if case .images(let i)? = values[name] { return i }
    return [:]
  }
  package func font(_ name: String) -> FontSpec? { value(name) }
  package func insets(_ name: String) -> DirectionalEdgeInsets? { value(name) }
  package func components(_ name: String) -> [Component] {
    if case .components(let c)? = values[name] { return c }
    return []
  }
  package func point(_ name: String) -> Point? { value(name) }
  package func pointerInteraction(_ name: String) -> PointerInteraction? { value(name) }
  /// An `imageSource` property's value: its `systemName`, `file` or `symbolFile`; throws when
  /// it has none.
  package func imageSource() throws(Diagnostic) -> ImageSource {
    if let name = string("systemName") { return .systemName(name) }
    if let path = string("file") { return .file(path: path) }
    if let path = string("symbolFile") { return .symbolFile(path: path) }
    throw error(nil, "an image needs \"systemName\", \"file\" or \"symbolFile\"")
  }
  /// A choice as its Swift enum (the decoder has already checked the name).
  package func choice<E: RawRepresentable>(_ name: String, _ type: E.Type) -> E? where E.RawValue == String {
    string(name).flatMap(E.init(rawValue:))
  }

  // MARK: Diagnostics

  /// An error about key `name` (or the object itself when nil), with its path and location.
  package func error(_ name: String?, _ message: String) -> Diagnostic {
    Diagnostic(
      path: name.map { path.isEmpty ? $0 : "\(path).\($0)" } ?? path, message: message,
      location: name.flatMap { locations[$0] } ?? location)
  }

  /// `value` limited to `range`, as UIKit clamps it; a warning names the key when it had to.
  package mutating func clamp(_ name: String, _ value: Double, to range: ClosedRange<Double>) -> Double {
    let clamped = min(max(value, range.lowerBound), range.upperBound)
    if clamped != value {
      warnings.append(
        error(
          name,
          "\(format(value)) is outside \(format(range.lowerBound))…\(format(range.upperBound)); UIKit clamps it to \(format(clamped))"
        ))
    }
    return clamped
  }

  /// The warnings of nested objects, gathered into this one's.
  package mutating func absorbWarnings(of nested: [PropertyValues]) {
    for n in nested { warnings += n.warnings }
  }
}

// MARK: Reading each kind of value

extension PropertyValues {
  // Numbers, names and other single values.

  /// A number of points in `range`, or `"infinity"`.
  private static func length(_ v: JSONValue, in range: ClosedRange<Double>, path: String) throws(Diagnostic) -> Value {
    if case .string(let s) = v.kind {
      guard s == "infinity" else {
        throw Diagnostic(
          path: path, message: "expected a length in points or \"infinity\", found \"\(s)\"", location: v.location)
      }
      return .number(.infinity)
    }
    return .number(try ObjectReader.number(v, path: path, in: range))
  }

  /// A whole number in `range`.
  private static func integer(_ v: JSONValue, in range: ClosedRange<Int>, path: String) throws(Diagnostic) -> Value {
    let n = try ObjectReader.number(v, path: path)
    guard n == n.rounded(), let i = Int(exactly: n) else {
      throw Diagnostic(path: path, message: "expected a whole number, found \(format(n))", location: v.location)
    }
    guard range.contains(i) else {
      throw Diagnostic(
        path: path, message: "\(i) is out of range; expected \(range.lowerBound)…\(range.upperBound)",
        location: v.location)
    }
    return .number(Double(i))
  }

  private static func boolean(_ v: JSONValue, path: String) throws(Diagnostic) -> Value {
    guard case .bool(let b) = v.kind else {
      throw Diagnostic(path: path, message: "expected true or false, found \(v.typeDescription)", location: v.location)
    }
    return .bool(b)
  }

  /// One of `names`; an unknown one is called `what` in the message.
  private static func choice(_ v: JSONValue, _ names: [String], what: String, path: String) throws(Diagnostic)
    -> Value
  {
    let s = try ObjectReader.string(v, path: path)
    guard names.contains(s) else {
      throw Diagnostic(path: path, message: unknownName(s, what: what, names: names), location: v.location)
    }
    return .string(s)
  }

  /// An SF Symbol name the catalogue draws.
  private static func symbolName(_ v: JSONValue, path: String) throws(Diagnostic) -> Value {
    let name = try ObjectReader.string(v, path: path)
    guard SymbolCatalog.recipe(for: name) != nil else {
      throw Diagnostic(path: path, message: SymbolCatalog.unknownNameMessage(name), location: v.location)
    }
    return .string(name)
  }

  /// One number for every edge, or an object of some edges, each in `edges`.
  private static func margins(_ v: JSONValue, edges: ClosedRange<Double>, path: String, decoding: Decoding)
    throws(Diagnostic) -> Value
  {
    if case .number = v.kind {
      let all = try ObjectReader.number(v, path: path, in: EdgeInsetsOverride.range)
      return .margins(EdgeInsetsOverride(top: all, leading: all, bottom: all, trailing: all))
    }
    var sides = try PropertyValues(
      ObjectReader(v, path: path), specs: EdgeInsetsOverride.properties(edgesIn: edges), decoding: decoding)
    return .margins(try EdgeInsetsOverride(&sides))
  }

  /// `[x, y]`.
  private static func point(_ v: JSONValue, path: String) throws(Diagnostic) -> Value {
    guard case .array(let a) = v.kind, a.count == 2 else {
      throw Diagnostic(path: path, message: "expected a point [x, y], found \(v.typeDescription)", location: v.location)
    }
    return .point(
      Point(x: try ObjectReader.number(a[0], path: path + "[0]"), y: try ObjectReader.number(a[1], path: path + "[1]")))
  }

  // Images.

  /// An image object: `systemName`, `file` or `symbolFile`, or only `file` when `fileOnly`.
  private static func image(_ v: JSONValue, fileOnly: Bool, path: String, decoding: Decoding) throws(Diagnostic)
    -> Value
  {
    let r = try ObjectReader(v, path: path)
    try r.allowOnly(fileOnly ? ["file"] : Decoding.imageSourceKeys)
    return .image(try decoding.imageSource(r))
  }

  /// An object of image objects keyed by page index (`"0"`, `"1"`, …).
  private static func indexedImages(_ v: JSONValue, path: String, decoding: Decoding) throws(Diagnostic) -> Value {
    let r = try ObjectReader(v, path: path)
    var images: [Int: ImageSource] = [:]
    for key in r.keys {
      guard let i = Int(key), i >= 0, i < 10_000, String(i) == key else {
        throw r.error(key, "expected a page index (0, 1, 2, …) as the key, found \"\(key)\"")
      }
      let image = try ObjectReader(r[key]!, path: r.join(key))
      try image.allowOnly(Decoding.imageSourceKeys)
      images[i] = try decoding.imageSource(image)
    }
    return .images(images)
  }

  // Arrays.

  /// An array of objects taking `specs`, at most `maxCount` of them when it is given.
  private static func objects(
    _ v: JSONValue, _ specs: [PropertyDeclaration], maxCount: Int?, path: String, decoding: Decoding
  ) throws(Diagnostic) -> Value {
    let items = try ObjectReader.array(v, path: path)
    if let maxCount, items.count > maxCount {
      throw Diagnostic(
        path: path, message: "\(items.count) items; at most \(maxCount) are supported", location: v.location)
    }
    var out: [PropertyValues] = []
    for (i, item) in items.enumerated() {
      out.append(try PropertyValues(ObjectReader(item, path: path + "[\(i)]"), specs: specs, decoding: decoding))
    }
    return .objects(out)
  }

  /// An array of names, each one of `names`; an unknown one is called `what` in the message.
  private static func choices(_ v: JSONValue, _ names: [String], what: String, path: String) throws(Diagnostic)
    -> Value
  {
    guard case .array(let items) = v.kind else {
      throw Diagnostic(
        path: path, message: "expected an array of names, found \(v.typeDescription)", location: v.location)
    }
    var out: [String] = []
    for (i, item) in items.enumerated() {
      let s = try ObjectReader.string(item, path: path + "[\(i)]")
      guard names.contains(s) else {
        throw Diagnostic(
          path: path + "[\(i)]", message: unknownName(s, what: what, names: names), location: item.location)
      }
      out.append(s)
    }
    return .strings(out)
  }

  /// An array of accessibility trait names, each at most 100 characters.
  private static func accessibilityTraits(_ v: JSONValue, path: String) throws(Diagnostic) -> Value {
    let items = try ObjectReader.array(v, path: path)
    var out: [String] = []
    for (i, item) in items.enumerated() {
      let itemPath = path + "[\(i)]"
      let name = try ObjectReader.string(item, path: itemPath, maxLength: 100)
      guard AccessibilityTraits(name: name) != nil else {
        throw Diagnostic(
          path: itemPath,
          message: unknownName(name, what: "accessibility trait", names: AccessibilityTraits.named.map(\.name)),
          location: item.location)
      }
      out.append(name)
    }
    return .strings(out)
  }

  /// `v`'s items: an array of at most `maxCount` `noun` (what the messages call them).
  private static func arrayItems(_ v: JSONValue, of noun: String, maxCount: Int, path: String) throws(Diagnostic)
    -> [JSONValue]
  {
    guard case .array(let items) = v.kind else {
      throw Diagnostic(
        path: path, message: "expected an array of \(noun), found \(v.typeDescription)", location: v.location)
    }
    guard items.count <= maxCount else {
      throw Diagnostic(
        path: path, message: "\(items.count) \(noun); at most \(maxCount) are supported", location: v.location)
    }
    return items
  }

  /// An array of at most `maxCount` strings, each at most `maxLength` characters.
  private static func texts(_ v: JSONValue, maxLength: Int, maxCount: Int, path: String) throws(Diagnostic) -> Value {
    let items = try arrayItems(v, of: "strings", maxCount: maxCount, path: path)
    var out: [String] = []
    for (i, item) in items.enumerated() {
      out.append(try ObjectReader.string(item, path: path + "[\(i)]", maxLength: maxLength))
    }
    return .strings(out)
  }

  /// An array of at most `maxCount` colours.
  private static func colors(_ v: JSONValue, maxCount: Int, path: String, decoding: Decoding) throws(Diagnostic)
    -> Value
  {
    let items = try arrayItems(v, of: "colours", maxCount: maxCount, path: path)
    var out: [ColorValue] = []
    for (i, item) in items.enumerated() { out.append(try decoding.color(item, path: path + "[\(i)]")) }
    return .colors(out)
  }

  /// At most `maxCount` sheet detents: `"medium"`, `"large"` or a custom detent's object.
  private static func detents(_ v: JSONValue, maxCount: Int, path: String, decoding: Decoding) throws(Diagnostic)
    -> Value
  {
    let items = try ObjectReader.array(v, path: path)
    guard items.count <= maxCount else {
      throw Diagnostic(path: path, message: "\(items.count) detents; at most \(maxCount)", location: v.location)
    }
    var out: [Sheet.Detent] = []
    for (i, item) in items.enumerated() {
      let itemPath = path + "[\(i)]"
      if case .string(let s) = item.kind {
        guard s == "medium" || s == "large" else {
          throw Diagnostic(
            path: itemPath, message: unknownName(s, what: "detent", names: ["medium", "large"]),
            location: item.location)
        }
        out.append(Sheet.Detent(identifier: s, size: s == "medium" ? .medium : .large))
        continue
      }
      let custom = try Sheet.CustomDetent.decode(ObjectReader(item, path: itemPath), decoding: decoding)
      out.append(custom.detent)
    }
    return .detents(out)
  }

  /// At most `maxCount` menu elements.
  private static func menuElements(_ v: JSONValue, maxCount: Int, path: String, decoding: Decoding)
    throws(Diagnostic) -> Value
  {
    let items = try ObjectReader.array(v, path: path)
    guard items.count <= maxCount else {
      throw Diagnostic(
        path: path, message: "\(items.count) items; at most \(maxCount) are supported", location: v.location)
    }
    var out: [MenuElement] = []
    for (i, item) in items.enumerated() {
      out.append(try MenuElement.decode(item, path: path + "[\(i)]", decoding: decoding))
    }
    return .menuElements(out)
  }

  /// An array of nested components, at the object's depth.
  private static func components(_ v: JSONValue, path: String, decoding: Decoding) throws(Diagnostic) -> Value {
    let items = try ObjectReader.array(v, path: path)
    var out: [Component] = []
    for (i, item) in items.enumerated() {
      out.append(try decoding.component(item, path: path + "[\(i)]", depth: decoding.depth))
    }
    return .components(out)
  }

  /// A list's sections, each decoded where it stands.
  private static func listSections(_ v: JSONValue, path: String, decoding: Decoding) throws(Diagnostic) -> Value {
    let items = try ObjectReader.array(v, path: path)
    var out: [List.Section] = []
    out.reserveCapacity(items.count)
    for (i, item) in items.enumerated() {
      out.append(try List.Section.decode(ObjectReader(item, path: path + "[\(i)]"), decoding: decoding))
    }
    return .sections(out, cellContentStyle: decoding.cellContentStyle)
  }

  /// A cell's accessories.
  private static func accessories(_ v: JSONValue, path: String, decoding: Decoding) throws(Diagnostic) -> Value {
    let items = try ObjectReader.array(v, path: path)
    var out: [CellAccessory] = []
    for (i, item) in items.enumerated() { out.append(try decoding.accessory(item, path: path + "[\(i)]")) }
    return .accessories(out)
  }

  // Objects, and the alternatives of a string, a boolean or a name to an object.

  /// A `UIMenu` shown by its owner (so not opened by its own `isMenuPresented`).
  private static func menu(_ v: JSONValue, path: String, decoding: Decoding) throws(Diagnostic) -> Value {
    let menu = try Menu.decode(ObjectReader(v, path: path), decoding: decoding)
    if menu.isMenuPresented {
      throw Diagnostic(
        path: "\(path).isMenuPresented",
        message: "only a submenu (a child menu) opens with this key; what shows this menu opens it",
        location: v.location)
    }
    return .menu(menu)
  }

  /// Custom states: names, each true or false, a number or a string, in document order.
  private static func customStates(_ v: JSONValue, path: String) throws(Diagnostic) -> Value {
    let r = try ObjectReader(v, path: path)
    var out: [(String, CustomStateValue)] = []
    for key in r.keys {
      let value = r[key]!
      switch value.kind {
      case .bool(let b): out.append((key, .bool(b)))
      case .number(let n): out.append((key, .number(n)))
      case .string(let s): out.append((key, .string(s)))
      default:
        throw r.error(key, "a custom state is true/false, a number or a string, found \(value.typeDescription)")
      }
    }
    return .customStates(out)
  }

  /// A string standing for `{ key: string }`, or an object taking `specs`.
  private static func stringOrObject(
    _ v: JSONValue, _ specs: [PropertyDeclaration], key: String, path: String, decoding: Decoding
  ) throws(Diagnostic) -> Value {
    switch v.kind {
    case .string:
      let spec = specs.first { $0.name == key }!
      return .object(
        PropertyValues(
          key, try value(v, spec: spec, path: path, decoding: decoding), path: path, location: v.location,
          decoding: decoding))
    case .object:
      return .object(try PropertyValues(ObjectReader(v, path: path), specs: specs, decoding: decoding))
    default:
      throw Diagnostic(
        path: path, message: "expected a string (the \"\(key)\") or an object, found \(v.typeDescription)",
        location: v.location)
    }
  }

  /// `true`, `false`, or an object taking `specs`; a name one of its keys takes is pointed to that key.
  private static func booleanOrObject(_ v: JSONValue, _ specs: [PropertyDeclaration], path: String, decoding: Decoding)
    throws(Diagnostic) -> Value
  {
    switch v.kind {
    case .bool(let b): return .bool(b)
    case .object: return .object(try PropertyValues(ObjectReader(v, path: path), specs: specs, decoding: decoding))
    default:
      let keys = specs.map { "\"\($0.name)\"" }.joined(separator: ", ")
      var message = "expected true or an object { \(keys) }, found \(v.typeDescription)"
      // A name one of the object's keys takes: that key, with it.
      if case .string(let s) = v.kind,
        let key = specs.first(where: { if case .choice(let names) = $0.type { names.contains(s) } else { false } })
      {
        message += "; write { \"\(key.name)\": \"\(s)\" }"
      }
      throw Diagnostic(path: path, message: message, location: v.location)
    }
  }

  /// One of `names` (an unknown one called `what`), or an object taking `specs`.
  private static func choiceOrObject(
    _ v: JSONValue, _ names: [String], _ specs: [PropertyDeclaration], what: String, path: String,
    decoding: Decoding
  ) throws(Diagnostic) -> Value {
    let keys = specs.map { "\"\($0.name)\"" }.joined(separator: ", ")
    switch v.kind {
    case .string(let s):
      guard names.contains(s) else {
        var message = unknownName(s, what: what, names: names)
        if !message.hasSuffix("?") { message += ", or an object { \(keys) }" }
        throw Diagnostic(path: path, message: message, location: v.location)
      }
      return .string(s)
    case .object: return .object(try PropertyValues(ObjectReader(v, path: path), specs: specs, decoding: decoding))
    default:
      let quoted = names.map { "\"\($0)\"" }.joined(separator: ", ")
      throw Diagnostic(
        path: path, message: "expected one of \(quoted) or an object { \(keys) }, found \(v.typeDescription)",
        location: v.location)
    }
  }
}

extension SchemaNode {
  /// The schema of one control property.
  static func control(_ p: PropertyDeclaration) -> SchemaNode {
    typealias S = SchemaNode
    if case .stringOrObject(let specs, let key) = p.type { return stringOrObject(p, specs, key: key) }
    if let ref = p.schemaRef { return S.ref(ref, p.summary) }
    var defaultNumber: Double? { if case .number(let n)? = p.defaultValue { n } else { nil } }
    switch p.type {
    // Numbers, names and other single values.
    case .number(let range): return S.number(p.summary, range, default: defaultNumber)
    case .length(let range): return lengthOrInfinity(p.summary, range)
    case .integer(let range): return S.integer(p.summary, range, default: defaultNumber.map { Int($0) })
    case .boolean:
      if case .bool(let d)? = p.defaultValue { return S.boolean(p.summary, default: d) }
      return S.boolean(p.summary)
    case .text(let maxLength): return S.text(p.summary, maxLength: maxLength)
    case .choice(let names):
      if case .string(let d)? = p.defaultValue { return S.names(p.summary, names, default: d) }
      return S.names(p.summary, names)
    case .symbolName: return S.ref("systemName", p.summary)
    case .color: return S.ref("color", p.summary)
    case .colorOrNone: return colorOrNone(p.summary)
    case .font: return S.ref("font", p.summary)
    case .insets: return S.ref("insets", p.summary)
    case .margins(let edges): return margins(p.summary, edges: edges)
    case .point: return S.point(p.summary)
    // Images.
    case .image: return S.ref("contentImage", p.summary)
    case .imageFile: return S.ref("backgroundImage", p.summary)
    case .indexedImages: return indexedImages(p.summary)
    case .imageSource: preconditionFailure("an image source is two keys of its object (controlObject)")
    // Arrays.
    case .objects(let specs, let maxCount):
      return boundedArray(p.summary, maxCount: maxCount, items: controlObject("One item.", specs))
    case .definedObjects(_, let definition, let item): return S.array(p.summary, items: S.ref(definition, item))
    case .choices(let names): return namesArray(p.summary, names)
    case .accessibilityTraits: return namesArray(p.summary, AccessibilityTraits.named.map(\.name))
    case .texts(let maxLength, let maxCount):
      return boundedArray(
        p.summary, maxCount: maxCount, items: .object([("type", "string"), ("maxLength", .number(Double(maxLength)))]))
    case .colors(let maxCount): return boundedArray(p.summary, maxCount: maxCount, items: S.ref("color", "A colour."))
    case .detents(let maxCount): return detents(p.summary, maxCount: maxCount)
    case .menuElements(let maxCount):
      return boundedArray(p.summary, maxCount: maxCount, items: S.ref("menuElement", "One element."))
    case .components(let item): return S.array(p.summary, items: S.ref("component", item))
    case .cells(let item, _): return S.array(p.summary, items: S.ref("cellOrInclude", item))
    case .listSections: return S.array(p.summary, items: S.ref("listSection", "One section."))
    case .accessories: return S.array(p.summary, items: S.ref("accessory", "One accessory."))
    // Objects, and the alternatives of a string, a boolean or a name to an object.
    case .object(let specs): return controlObject(p.summary, specs)
    case .keyedObject(let specs): return controlObject(p.summary, specs.all)
    case .component: return S.ref("component", p.summary)
    case .menu: return S.ref("uiMenu", p.summary)
    case .pointerInteraction: return S.ref("pointerInteraction", p.summary)
    case .customStates: return customStates(p.summary)
    case .stringOrObject: preconditionFailure("a string or an object is described above")
    case .booleanOrObject(let specs, let objectSummary):
      return oneOf(p.summary, .object([("type", "boolean")]), controlObject(objectSummary, specs))
    case .choiceOrObject(let names, let specs, let objectSummary):
      return oneOf(p.summary, S.names("By name.", names), controlObject(objectSummary, specs))
    case .nestedOneLevel(let type):
      var inner = p
      inner.type = type
      return control(inner)
    }
  }

  // Numbers, names and other single values.

  /// A number of points in `range`, or `"infinity"`.
  private static func lengthOrInfinity(_ description: String, _ range: ClosedRange<Double>) -> SchemaNode {
    .object([
      ("description", .string(description)),
      (
        "anyOf",
        [number("Points.", range), .object([("description", "As much as is offered."), ("const", "infinity")])]
      ),
    ])
  }

  /// A colour, or `null`.
  private static func colorOrNone(_ description: String) -> SchemaNode {
    .object([
      ("description", .string(description)),
      ("anyOf", [ref("color", "A colour."), .object([("description", "None (`nil`)."), ("type", "null")])]),
    ])
  }

  /// One number for all four edges, or an object of some edges in `edges` (an edge and the
  /// pair holding it not both).
  private static func margins(_ description: String, edges: ClosedRange<Double>) -> SchemaNode {
    .object([
      ("description", .string(description)),
      (
        "anyOf",
        [
          number("The same on all four edges, in points.", EdgeInsetsOverride.range),
          controlObject(
            "Some edges in points.", EdgeInsetsOverride.properties(edgesIn: edges),
            rules: EdgeInsetsOverride.edgeSets.flatMap { set, sides in
              sides.map { .object([("not", .object([("required", [.string($0), .string(set)])]))]) }
            }),
        ]
      ),
    ])
  }

  // Images.

  /// An object of content images keyed by page index.
  private static func indexedImages(_ description: String) -> SchemaNode {
    .object([
      ("description", .string(description)), ("type", "object"),
      ("propertyNames", .object([("pattern", "^(0|[1-9][0-9]{0,3})$")])),
      ("additionalProperties", ref("contentImage", "The image for that index.")),
    ])
  }

  // Arrays.

  /// An array of at most `maxCount` `items`.
  private static func boundedArray(_ description: String, maxCount: Int, items: SchemaNode) -> SchemaNode {
    .object([
      ("description", .string(description)), ("type", "array"), ("maxItems", .number(Double(maxCount))),
      ("items", items),
    ])
  }

  /// From 1 to `maxCount` sheet detents: `"medium"`, `"large"` or a custom detent.
  private static func detents(_ description: String, maxCount: Int) -> SchemaNode {
    let custom = controlObject(
      "A custom detent: an identifier and a height (points above the bottom safe area) or a fraction of the largest.",
      Sheet.CustomDetent.properties, exactlyOneOf: ["height", "fraction"])
    return .object([
      // UIKit refuses a sheet without detents (`Sheet.detentIdentifiers`).
      ("description", .string(description)), ("type", "array"), ("minItems", 1),
      ("maxItems", .number(Double(maxCount))),
      (
        "items",
        .object([
          ("oneOf", .array([.object([("type", "string"), ("enum", ["medium", "large"])]), custom]))
        ])
      ),
    ])
  }

  // Objects, and the alternatives of a string, a boolean or a name to an object.

  /// Custom states: an object of names, each true or false, a number or a string.
  private static func customStates(_ description: String) -> SchemaNode {
    .object([
      ("description", .string(description)), ("type", "object"),
      (
        "additionalProperties",
        .object([
          ("description", "A custom state's value: true/false, a number or a string."),
          ("type", ["boolean", "number", "string"]),
        ])
      ),
    ])
  }

  /// `p`'s string standing for the object's `key`, or the object taking `specs` (its shared
  /// definition when `p` names one).
  private static func stringOrObject(_ p: PropertyDeclaration, _ specs: [PropertyDeclaration], key: String)
    -> SchemaNode
  {
    var string = specs.first { $0.name == key }!
    string.summary = "The object's `\(key)`."
    let object = p.schemaRef.map { ref($0, "The object.") } ?? controlObject("The object.", specs)
    return .object([("description", .string(p.summary)), ("anyOf", [control(string), object])])
  }

  /// Exactly one of `first` and `second`.
  private static func oneOf(_ description: String, _ first: SchemaNode, _ second: SchemaNode) -> SchemaNode {
    .object([("description", .string(description)), ("oneOf", [first, second])])
  }

  /// An array of names, each one of `names`.
  private static func namesArray(_ description: String, _ names: [String]) -> SchemaNode {
    .object([
      ("description", .string(description)), ("type", "array"),
      ("items", .object([("type", "string"), ("enum", .array(names.map(SchemaNode.string)))])),
    ])
  }

  /// The `oneOf` of an image source: exactly one of `systemName`, `file` and `symbolFile`.
  static var imageSourceAlternatives: SchemaNode {
    .array(Decoding.imageSourceKeys.map { .object([("required", [.string($0)])]) })
  }

  /// An object taking exactly these control properties, and exactly one of `exactlyOneOf`;
  /// `more` adds members to the object's schema (an `anyOf`).
  static func controlObject(
    _ description: String, _ specs: [PropertyDeclaration], exactlyOneOf: [String] = [], rules: [SchemaNode] = [],
    more extra: [(String, SchemaNode)] = []
  ) -> SchemaNode {
    typealias S = SchemaNode
    var more: [(String, SchemaNode)] = []
    if !exactlyOneOf.isEmpty {
      more.append(("oneOf", .array(exactlyOneOf.map { .object([("required", [.string($0)])]) })))
    }
    if !rules.isEmpty { more.append(("allOf", .array(rules))) }
    more += extra
    var members: [(String, SchemaNode)] = []
    for p in specs {
      guard case .imageSource(let symbol, let file, let symbolFile) = p.type else {
        members.append((p.name, control(p)))
        continue
      }
      members += [
        ("systemName", S.ref("systemName", symbol)), ("file", S.ref("imageFile", file)),
        ("symbolFile", S.ref("symbolFile", symbolFile)),
      ]
      more.append(("oneOf", SchemaNode.imageSourceAlternatives))
    }
    return SchemaNode.object(description, members, required: specs.filter(\.isRequired).map(\.name), more: more)
  }
}

// MARK: Encoding

/// A value of a control property (short for `PropertyValues.Value`).
typealias PropertyValue = PropertyValues.Value

extension PropertyValues {
  /// Properties with these values, the nil ones left out (what `propertyValues` returns).
  init(compacting values: [String: Value?]) { self.init(values.compactMapValues { $0 }) }

  /// These properties without each key, tried in `order`, whose absence `decode` reads back as
  /// the same value with no more warnings: what the document encoder writes. A default that
  /// depends on other keys (a slider's `value` defaults to its `minimumValue`) is only left out
  /// where it holds.
  func minimized<T: Equatable>(
    order: [PropertyDeclaration], _ decode: (inout PropertyValues) throws(Diagnostic) -> T
  ) -> PropertyValues {
    func read(_ values: [String: Value]) -> (value: T, warnings: Int)? {
      var p = PropertyValues(values)
      guard let value = try? decode(&p) else { return nil }
      return (value, p.warnings.count)
    }
    guard let full = read(values) else { return self }
    var kept = values
    // A required key is always written, even at the value its absence would read.
    for spec in order where kept[spec.name] != nil && spec.missingMessage == nil {
      var trial = kept
      trial[spec.name] = nil
      if let t = read(trial), t.value == full.value, t.warnings <= full.warnings { kept = trial }
    }
    return PropertyValues(kept)
  }
}

extension PropertyValues.Value {
  /// A `choice` property's value: the case's name.
  static func choice<E: RawRepresentable>(_ value: E) -> Self where E.RawValue == String { .string(value.rawValue) }

  /// `{ "x", "y", "width", "height" }`, the origin left out where it is 0 (the decoders' default).
  static func rect(_ r: Rect) -> Self {
    .object(
      PropertyValues(compacting: [
        "x": r.x == 0 ? nil : .number(r.x), "y": r.y == 0 ? nil : .number(r.y), "width": .number(r.width),
        "height": .number(r.height),
      ]))
  }

  /// A `PropertyDeclaration.size` value, a 0 dimension left out (the decoder's default).
  static func size(_ s: Size) -> Self {
    .object(
      PropertyValues(compacting: [
        "width": s.width == 0 ? nil : .number(s.width), "height": s.height == 0 ? nil : .number(s.height),
      ]))
  }
}

extension PropertyDeclaration.ValueType {
  /// A `CGSize`-like `{ "width", "height" }` object in points (`Size`; an omitted dimension is 0).
  package static let size = PropertyDeclaration.ValueType.object([
    PropertyDeclaration("width", .number(0...4096), "Width in points."),
    PropertyDeclaration("height", .number(0...4096), "Height in points."),
  ])
}

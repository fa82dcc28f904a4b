/// The JSON Schema (draft 2020-12) of Vellum documents, format version 1, as `vellum schema`
/// prints it for editors.
///
/// The kinds of the component catalogue (stacks, texts, images, spacers and every control) are
/// described from the same `PropertyDeclaration` lists the decoder reads them with. For the rest,
/// `DocumentDecoder` is the source of truth: every key list below mirrors one of its
/// `allowOnly` lists, every range one of its value checks, and every list of names comes from
/// the Swift enums themselves (`SystemColor.allCases`, `ListContentConfiguration.Style.allCases`,
/// `SymbolCatalog.map`, …); the mutation test in SchemaTests holds the two together.
///
/// What a schema cannot say (the decoder still checks it): components nest at most
/// `DocumentDecoder.maximumComponentDepth` levels; keys are unique within an object; text length
/// is counted in characters (grapheme clusters) where JSON Schema counts code points; an image
/// `file` must exist next to the document, and a `symbolFile` must be an SVG Vellum can draw.
package enum DocumentSchema {
  /// The schema, pretty-printed with 2-space indentation, in a fixed key order, ending with a newline.
  package static var json: String { text(schema) }

  /// The schema of documents whose components are the kinds of `catalogue`.
  package static func json(for catalogue: ComponentCatalog) -> String { text(schema(for: catalogue)) }

  private static func text(_ schema: SchemaNode) -> String {
    var out = ""
    SchemaNode.write(schema, indent: "", into: &out)
    return out + "\n"
  }

  /// The schema's `$id`.
  package static let id = "https://vellum.dev/schema/v1.json"

  /// The colour names the decoder accepts besides hex strings: every system colour, then
  /// `tintColor`, then UIKit's class colours (`clear`, `white`, `black`, `darkGray`, `red` …).
  package static var colorNames: [String] {
    SystemColor.allCases.map(\.rawValue) + ["tintColor"] + ColorValue.classColors.map(\.name)
  }

  /// The hex colour pattern (`#RGB`, `#RRGGBB`, `#RRGGBBAA`).
  package static let hexColorPattern = "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"

  /// A relative PNG path that stays inside the document's folder: not empty, not starting
  /// with `/` or `~`, no `..` segment, no control character, ending in `.png` (any case).
  package static let pngFilePattern = "^" + relativePathRules + "[\\s\\S]*\\.[Pp][Nn][Gg]$"
  /// An image's `file`: such a PNG path, or one of an asset catalogue's image set (ending in
  /// `.imageset`).
  package static let imageFilePattern = "^" + relativePathRules + "[\\s\\S]*(\\.[Pp][Nn][Gg]|\\.imageset)$"
  /// A custom symbol's path: relative, inside the document's folder, an `.svg`.
  package static let symbolFilePattern = "^" + relativePathRules + "[\\s\\S]*\\.[Ss][Vv][Gg]$"
  /// An include's path: relative, inside the document's folder, a `.json`.
  package static let includeFilePattern = "^" + relativePathRules + "[\\s\\S]*\\.[Jj][Ss][Oo][Nn]$"
  /// What every file path a document gives is not: starting with `/` or `~`, holding a `..`
  /// segment or a control character (C0, DEL, C1).
  static let relativePathRules = "(?![/~])(?!([\\s\\S]*/)?\\.\\.(/|$))(?![\\s\\S]*[\\u0000-\\u001F\\u007F-\\u009F])"

  // MARK: The schema

  /// The standard catalogue's schema, built once.
  static let schema = schema(for: .standard)

  static func schema(for catalogue: ComponentCatalog) -> SchemaNode {
    typealias S = SchemaNode
    return .object([
      ("$schema", "https://json-schema.org/draft/2020-12/schema"),
      ("$id", .string(id)),
      ("title", "Vellum document (format version 1)"),
      (
        "description",
        .string(
          "An iOS-style screen for `vellum render`: a canvas (the device, its traits) and one root component. "
            + "Names follow UIKit: `UIStackView`, `UILabel`, `UIImageView`, `UICollectionViewListCell` with "
            + "`UIListContentConfiguration`, `UIBackgroundConfiguration` and `UICellConfigurationState`.")
      ),
      ("type", "object"),
      ("properties", .object(Document.keys.map { ($0.name, $0.schema) })),
      ("required", .array(Document.keys.filter { $0.missing != nil }.map { .string($0.name) })),
      ("additionalProperties", false),
      ("$defs", .object(definitions(catalogue))),
    ])
  }

  /// The definitions: the shared ones, with `component` and the catalogue's kinds (a cell and a
  /// list among them) before what a cell holds, and its controls at the end.
  private static func definitions(_ catalogue: ComponentCatalog) -> [(String, SchemaNode)] {
    var defs = sharedDefinitions
    defs.insert(contentsOf: componentDefinitions(catalogue), at: defs.firstIndex { $0.0 == "cellOrInclude" }!)
    defs += catalogue.entries.compactMap(\.control).map { type in
      (type.kind, SchemaNode.controlObject(type.summary, ControlCatalog.properties(of: type)))
    }
    // Every kind's object takes the modifier keys too; a cell as a component does (a list's
    // cells do not), so its body is `cellComponent`.
    let modifiers = ComponentModifiers.properties.map { ($0.name, SchemaNode.control($0)) }
    let kinds = Set(catalogue.kinds)
    defs = defs.map { kinds.contains($0.0) && $0.0 != Cell.kind ? ($0.0, $0.1.addingProperties(modifiers)) : $0 }
    if let cell = defs.firstIndex(where: { $0.0 == Cell.kind }) {
      defs.insert((componentBody(Cell.kind), defs[cell].1.addingProperties(modifiers)), at: cell + 1)
    }
    return defs
  }

  /// The definition a component's `{ kind: body }` refers to for its body.
  static func componentBody(_ kind: String) -> String { kind == Cell.kind ? "cellComponent" : kind }

  /// Everything but `component` and the catalogue's kinds.
  private static var sharedDefinitions: [(String, SchemaNode)] {
    canvasDefinitions + cellDefinitions + listDefinitions + contentConfigurationDefinitions
      + backgroundConfigurationDefinitions + stateAndVariantDefinitions + colorDefinitions + fontDefinitions
      + geometryDefinitions + imageSourceDefinitions + SchemaNode.menuDefinitions
  }

  /// `canvas`, `pointer` and `pointerInteraction`: the surface, its traits and the iPadOS pointer.
  private static var canvasDefinitions: [(String, SchemaNode)] {
    typealias S = SchemaNode
    return [
      (
        "canvas",
        S.controlObject(
          "The surface the document draws on and the traits it is drawn with (a `UIWindow` and its `UITraitCollection`).",
          Canvas.properties,
          more: [
            ("dependentRequired", .object([("orientation", ["device"]), ("deviceFrame", ["device"])])),
            ("allOf", .array(pixelLimits)),
          ])
      ),
      (
        "pointer",
        S.controlObject(
          "The iPadOS pointer: its hot spot, whether it is pressed, and its move over `--frames`. Without a `location`, its transition ends where it is.",
          Pointer.properties,
          more: [
            (
              "anyOf",
              .array([
                .object([("required", ["location"])]),
                .object([
                  ("required", ["transition"]),
                  (
                    "properties",
                    .object([
                      (
                        "transition",
                        .object([
                          ("description", "Without a `location`, the transition names its end."),
                          ("required", ["pointerTo"]),
                        ])
                      )
                    ])
                  ),
                ]),
              ])
            )
          ])
      ),
      (
        "pointerInteraction",
        S.controlObject(
          "A `UIPointerInteraction`: the pointer's style over the view, or per region as its delegate answers.",
          PointerInteraction.properties)
      ),
    ]
  }

  /// What a cell holds: `cellOrInclude` and `include`, accessories, swipe actions, its separator
  /// and its `when` clauses. `component` and the catalogue's kinds (`cell` among them) go before
  /// these (`definitions`).
  private static var cellDefinitions: [(String, SchemaNode)] {
    typealias S = SchemaNode
    return [
      (
        "cellOrInclude",
        .object([
          ("description", "A cell, or `{ \"include\": path }`: the cell a file holds."),
          ("oneOf", [S.ref("cell", "A cell."), S.includeObject]),
        ])
      ),
      (
        "include",
        filePath(
          "A .json file, by a path relative to the document that stays inside its folder (as every path an "
            + "included file gives): a document (its `root` stands here) or a fragment (a component, or a "
            + "cell's keys). Includes nest at most \(DocumentDecoder.maximumIncludeDepth) files deep, without "
            + "cycles.",
          maxLength: DocumentDecoder.maximumIncludePathLength, pattern: includeFilePattern)
      ),
      (
        "accessory",
        .object([
          (
            "description",
            "A `UICellAccessory`: an object with exactly one key naming it (`disclosureIndicator`, `checkmark`, `label`, …)."
          ),
          (
            "oneOf",
            .array(
              CellAccessory.declarations.map { d in
                .object([
                  ("type", "object"),
                  ("properties", .object([(d.name, S.controlObject(d.summary, d.properties))])),
                  ("required", .array([.string(d.name)])),
                  ("additionalProperties", false),
                ])
              })
          ),
        ])
      ),
      (
        "swipeAction", S.controlObject("A `UIContextualAction`.", SwipeAction.properties)
      ),
      (
        "separatorConfiguration",
        S.controlObject("`UIListSeparatorConfiguration` for one cell.", SeparatorConfiguration.properties)
      ),
      (
        "stateOverride",
        S.controlObject(
          "A `when` clause: configuration values to apply when the cell's state matches (as in `updateConfiguration(using:)`).",
          StateOverride.properties)
      ),
    ]
  }

  /// `listSection` (`list` is a catalogue kind).
  private static var listDefinitions: [(String, SchemaNode)] {
    typealias S = SchemaNode
    return [
      (
        "listSection",
        S.controlObject("A section of a list: an optional header and footer around its cells.", List.Section.properties)
      )
    ]
  }

  /// A cell's `UIListContentConfiguration` (and its `when` override), its image and its text and
  /// image properties.
  private static var contentConfigurationDefinitions: [(String, SchemaNode)] {
    typealias S = SchemaNode
    return [
      ("contentConfiguration", contentConfiguration(isOverride: false)),
      ("contentConfigurationOverride", contentConfiguration(isOverride: true)),
      (
        "contentImage",
        S.object(
          "`UIListContentConfiguration.image`: an SF Symbol, a PNG file or a custom symbol's SVG; give exactly one of `systemName`, `file` and `symbolFile`.",
          [
            ("systemName", S.ref("systemName", "An SF Symbol name, as for `UIImage(systemName:)`.")),
            ("file", S.ref("imageFile", ImageComponent.fileDescription)),
            ("symbolFile", S.ref("symbolFile", "A custom symbol's SVG, by path relative to the document.")),
          ],
          more: [("oneOf", SchemaNode.imageSourceAlternatives)])
      ),
      (
        "textProperties",
        S.controlObject(
          "`UIListContentConfiguration.TextProperties`. Every value left out takes the style's default for the state.",
          TextProperties.properties)
      ),
      (
        "imageProperties",
        S.controlObject(
          "`UIListContentConfiguration.ImageProperties`. Every value left out takes the style's default for the state.",
          ImageProperties.properties)
      ),
    ]
  }

  /// A cell's `UIBackgroundConfiguration` (and its `when` override) and its image.
  private static var backgroundConfigurationDefinitions: [(String, SchemaNode)] {
    typealias S = SchemaNode
    return [
      ("backgroundConfiguration", backgroundConfiguration(isOverride: false)),
      ("backgroundConfigurationOverride", backgroundConfiguration(isOverride: true)),
      (
        "backgroundImage",
        S.object(
          "`UIBackgroundConfiguration.image`: a PNG file drawn to fill the background.",
          [("file", S.ref("imageFile", ImageComponent.fileDescription))],
          required: ["file"])
      ),
    ]
  }

  /// `cellState`, and what a document renders as: its `variants` (a `stateVariant` among them)
  /// and the `contactSheet` showing them.
  private static var stateAndVariantDefinitions: [(String, SchemaNode)] {
    typealias S = SchemaNode
    return [
      (
        "cellState",
        S.object(
          "`UICellConfigurationState`: the state a cell is drawn in (or, in a `when` clause, the states to match).",
          cellStateProperties)
      ),
      (
        "variants",
        S.object(
          "The combinations of traits and cell states the document stands for: each rendered and checked as its own image, "
            + "named by its values (`settings.dark.accessibilityLarge.rtl`); at most 512 combinations.",
          variantAxes)
      ),
      ("contactSheet", S.controlObject("How the contact sheet is laid out.", ContactSheet.properties)),
      (
        "stateVariant",
        S.object(
          "A `state` variant: the state keys to set on the cells named in `cells` (every cell when omitted), and the "
            + "`name` the variant takes in file names (made from the keys when omitted).",
          cellStateProperties + [
            (
              "name",
              .object([
                (
                  "description",
                  .string(
                    "The variant's name in file names: ASCII letters, digits, ., - and _ (not . or ..). Without it, "
                      + "the name is made from the keys, so custom state keys must be such names too.")
                ), ("type", "string"),
                ("pattern", #"^(?!\.\.?$)[A-Za-z0-9._-]{1,60}$"#),
              ])
            ),
            (
              "cells",
              S.array("The `id`s of the cells to set the state on.", items: S.text("A cell's `id`.", maxLength: 200))
            ),
          ])
      ),
    ]
  }

  /// `color` (a name, a hex string or a `dynamicColor`) and `dynamicColor`.
  private static var colorDefinitions: [(String, SchemaNode)] {
    typealias S = SchemaNode
    return [
      (
        "color",
        .object([
          (
            "description",
            .string(
              "A colour (`UIColor`): a system colour by name, resolved for light/dark, Increase Contrast and elevation; "
                + "`tintColor`; `clear`, `white`, `black`; a hex string `#RGB`, `#RRGGBB` or `#RRGGBBAA`; or "
                + "`{ \"light\": colour, \"dark\": colour }` (`UIColor(dynamicProvider:)`).")
          ),
          (
            "anyOf",
            .array([
              S.names(
                "A system colour (`UIColor.systemBlue`, `.label`, …), the canvas `tintColor`, or `clear`, `white`, `black`.",
                colorNames),
              .object([
                ("description", "A hex sRGB colour: `#RGB`, `#RRGGBB` or `#RRGGBBAA` (alpha last)."),
                ("type", "string"),
                ("pattern", .string(hexColorPattern)),
              ]),
              S.ref("dynamicColor", "A colour for each appearance."),
            ])
          ),
        ])
      ),
      (
        "dynamicColor",
        S.controlObject(
          "A dynamic colour (`UIColor(dynamicProvider:)`): one colour in light mode, another in dark mode.",
          DynamicColorKeys.properties)
      ),
    ]
  }

  /// `font`, the `textStyle` and `fontWeight` it names, and the text's `lineBreakMode` and
  /// `textAlignment`.
  private static var fontDefinitions: [(String, SchemaNode)] {
    typealias S = SchemaNode
    return [
      (
        "font",
        .object([
          (
            "description",
            "A font: a Dynamic Type text style (`UIFont.preferredFont(forTextStyle:)`), the same re-weighted, or a fixed-size system font (`UIFont.systemFont(ofSize:weight:)`)."
          ),
          (
            "oneOf",
            .array([
              S.ref("textStyle", "A Dynamic Type text style, scaled by the canvas content size category."),
              S.controlObject(
                "A Dynamic Type text style with another weight, or a system font of a fixed size (not scaled by Dynamic Type).",
                FontKeys.properties, exactlyOneOf: ["textStyle", "size"]),
            ])
          ),
        ])
      ),
      ("textStyle", S.cases("`UIFont.TextStyle`: a Dynamic Type text style.", TextStyle.self)),
      ("fontWeight", S.cases("`UIFont.Weight`.", FontWeight.self)),
      ("lineBreakMode", S.cases("`NSLineBreakMode`.", LineBreakMode.self)),
      ("textAlignment", S.cases("`NSTextAlignment`; `natural` follows the layout direction.", TextAlignment.self)),
    ]
  }

  /// `insets` and `size`, in points.
  private static var geometryDefinitions: [(String, SchemaNode)] {
    typealias S = SchemaNode
    return [
      (
        "insets",
        .object([
          (
            "description",
            "`NSDirectionalEdgeInsets`: one number for all four edges, or each edge (leading/trailing follow the layout direction)."
          ),
          (
            "anyOf",
            .array([
              S.number("The same inset on all four edges, in points.", 0...10_000),
              S.controlObject("Each edge in points; an omitted edge is 0.", DirectionalEdgeInsets.properties),
            ])
          ),
        ])
      ),
      (
        "size",
        S.object(
          "A `CGSize` in points; an omitted dimension is 0.",
          [
            ("width", S.number("Width.", -1...100_000, default: 0)),
            ("height", S.number("Height.", -1...100_000, default: 0)),
          ])
      ),
    ]
  }

  /// Where an image comes from: an SF Symbol's `systemName`, an `imageFile`, a `pngFile` or a
  /// custom symbol's `symbolFile`.
  private static var imageSourceDefinitions: [(String, SchemaNode)] {
    let maxLength = DocumentDecoder.maximumTextLength
    return [
      (
        "systemName",
        SchemaNode.names(
          "An SF Symbol name (`UIImage(systemName:)`), drawn from the outline Vellum maps it to (`vellum symbols` lists them).",
          SymbolCatalog.map.keys.sorted())
      ),
      (
        "imageFile",
        filePath(
          "A PNG file, or an asset catalogue's image set (a `Name.imageset` folder holding Xcode's `Contents.json`), by a path relative to the document that stays inside its folder (no leading `/` or `~`, no `..`).",
          maxLength: maxLength, pattern: imageFilePattern)
      ),
      (
        "pngFile",
        filePath(
          "A PNG file, by a path relative to the document that stays inside its folder (no leading `/` or `~`, no `..`).",
          maxLength: maxLength, pattern: pngFilePattern)
      ),
      (
        "symbolFile",
        filePath(
          "A custom symbol: an SVG file (plain, or a template exported by the SF Symbols app), by a path relative to the document that stays inside its folder (no leading `/` or `~`, no `..`).",
          maxLength: maxLength, pattern: symbolFilePattern)
      ),
    ]
  }

  /// A string naming a file by a path that matches `pattern`, of at most `maxLength` characters.
  private static func filePath(_ description: String, maxLength: Int, pattern: String) -> SchemaNode {
    .object([
      ("description", .string(description)),
      ("type", "string"),
      ("maxLength", .number(Double(maxLength))),
      ("pattern", .string(pattern)),
    ])
  }

  /// `component`, one of the catalogue's kinds, and the kinds declared by their models
  /// (controls come last, after the shared definitions).
  private static func componentDefinitions(_ catalogue: ComponentCatalog) -> [(String, SchemaNode)] {
    typealias S = SchemaNode
    let component = SchemaNode.object([
      (
        "description",
        .string(
          "One node of the screen: an object with exactly one key naming its kind ("
            + catalogue.entries.filter { $0.control == nil }.map { "`\($0.kind)`" }.joined(separator: ", ")
            + ", or a control: "
            + catalogue.entries.filter { $0.control != nil }.map { "`\($0.kind)`" }.joined(separator: ", ")
            + "), or `{ \"include\": path }`: the component a file holds. Components nest at most "
            + "\(DocumentDecoder.maximumComponentDepth) levels deep."
        )
      ),
      (
        "oneOf",
        .array(
          catalogue.entries.map { (entry) -> SchemaNode in
            .object([
              ("type", "object"),
              ("properties", .object([(entry.kind, S.ref(componentBody(entry.kind), entry.brief))])),
              ("required", .array([.string(entry.kind)])),
              ("additionalProperties", false),
            ])
          } + [SchemaNode.includeObject])
      ),
    ])
    return [("component", component)]
      + catalogue.entries.compactMap { (entry) -> (String, SchemaNode)? in
        guard entry.control == nil else { return nil }
        let type = entry.model
        return (
          type.kind,
          SchemaNode.controlObject(
            type.summary, type.properties, exactlyOneOf: type.exclusiveKeys, rules: type.keyRules.map(\.schema))
        )
      }
  }

  /// The keys of a cell's `state` (also those of a `state` variant).
  private static var cellStateProperties: [(String, SchemaNode)] {
    StatePattern.stateProperties.map { ($0.name, SchemaNode.control($0)) }
  }

  /// `variants`: one array of values per axis.
  private static var variantAxes: [(String, SchemaNode)] {
    typealias S = SchemaNode
    func axis(_ description: String, _ item: SchemaNode) -> SchemaNode {
      .object([
        ("description", .string(description + " Each value once.")), ("type", "array"), ("minItems", 1),
        ("items", item),
      ])
    }
    return [
      ("appearance", axis("`userInterfaceStyle` values.", S.cases("An appearance.", UserInterfaceStyle.self))),
      (
        "contentSizeCategory",
        axis("`preferredContentSizeCategory` values.", S.cases("A content size category.", ContentSizeCategory.self))
      ),
      ("layoutDirection", axis("Layout directions.", S.cases("A layout direction.", LayoutDirection.self))),
      ("contrast", axis("`accessibilityContrast` values.", S.cases("A contrast.", AccessibilityContrast.self))),
      (
        "device",
        axis(
          "Device presets (each sets the canvas's size and scale).",
          S.names("A device preset.", DevicePreset.all.map(\.name)))
      ),
      ("state", axis("Cell states.", S.ref("stateVariant", "A state variant."))),
      ("pseudo", axis("Pseudolanguages (`canvas.pseudo`).", S.cases("A pseudolanguage.", Pseudolanguage.self))),
      (
        "systemVersion",
        axis(
          "System versions (`canvas.systemVersion`): each look side by side.",
          S.cases("A system version.", SystemVersion.self))
      ),
    ]
  }

  /// At most `maximumCanvasHeightPixels` pixels: height rounded up × scale, where the scale is
  /// the explicit one, else the device preset's, else the default.
  private static var pixelLimits: [SchemaNode] {
    typealias S = SchemaNode
    let defaultScale = Canvas().scale
    return (1...3).map { scale in
      var when: [SchemaNode] = [
        .object([
          (
            "properties",
            .object([
              ("scale", .object([("description", .string("Scale \(scale).")), ("const", .number(Double(scale)))]))
            ])
          ),
          ("required", ["scale"]),
        ])
      ]
      let devices = DevicePreset.all.filter { $0.scale == scale }.map(\.name)
      if !devices.isEmpty {
        when.append(
          .object([
            ("not", .object([("required", ["scale"])])),
            ("properties", .object([("device", S.names("A device of scale \(scale).", devices))])),
            ("required", ["device"]),
          ]))
      }
      if scale == defaultScale {
        when.append(
          .object([
            ("not", .object([("anyOf", [.object([("required", ["scale"])]), .object([("required", ["device"])])])]))
          ]))
      }
      let limit = (Double(DocumentDecoder.maximumCanvasHeightPixels) / Double(scale)).rounded(.down)
      return .object([
        ("if", .object([("anyOf", .array(when))])),
        (
          "then",
          .object([
            (
              "properties",
              .object([
                (
                  "height",
                  .object([
                    ("description", .string("At scale \(scale), at most \(Int(limit)) points.")),
                    ("maximum", .number(limit)),
                  ])
                )
              ])
            )
          ])
        ),
      ])
    }
  }

  private static func contentConfiguration(isOverride: Bool) -> SchemaNode {
    SchemaNode.controlObject(
      isOverride
        ? "`UIListContentConfiguration` values to set in a `when` clause (the factory `style` is the cell's)."
        : "`UIListContentConfiguration`: the content of a list cell, header or footer. Every value left out takes the "
          + "factory's default for the cell's state (`updated(for:)`).",
      ListContentConfiguration.properties.filter {
        !isOverride || !ListContentConfiguration.omittedInOverrides.contains($0.name)
      })
  }

  private static func backgroundConfiguration(isOverride: Bool) -> SchemaNode {
    SchemaNode.controlObject(
      isOverride
        ? "`UIBackgroundConfiguration` values to set in a `when` clause (the factory `style` is the cell's)."
        : "`UIBackgroundConfiguration`: the background of a list cell. Every value left out takes the factory's "
          + "default for the cell's state (`updated(for:)`).",
      BackgroundConfiguration.properties.filter {
        !isOverride || !BackgroundConfiguration.omittedInOverrides.contains($0.name)
      })
  }
}

// MARK: - A tiny JSON builder

/// A JSON value for building the schema; object members keep the order they are given in,
/// so the output is deterministic.
indirect enum SchemaNode: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([SchemaNode])
  case object([(String, SchemaNode)])

  init(stringLiteral s: String) { self = .string(s) }
  init(integerLiteral n: Int) { self = .number(Double(n)) }
  init(booleanLiteral b: Bool) { self = .bool(b) }
  init(arrayLiteral elements: SchemaNode...) { self = .array(elements) }

  // MARK: Schema shorthands (each with its description first)

  /// An object schema with `more` properties after its own (those it has not: its own stay).
  func addingProperties(_ more: [(String, SchemaNode)]) -> SchemaNode {
    guard case .object(var members) = self, let i = members.firstIndex(where: { $0.0 == "properties" }),
      case .object(let own) = members[i].1
    else { return self }
    members[i].1 = .object(own + more.filter { m in !own.contains { $0.0 == m.0 } })
    return .object(members)
  }

  /// `{ "include": path }`: what a file holds, where a component or a cell stands.
  static let includeObject = SchemaNode.object([
    ("type", "object"),
    (
      "properties",
      .object([(DocumentDecoder.includeKey, ref("include", "The file, relative to the document's folder."))])
    ),
    ("required", .array([.string(DocumentDecoder.includeKey)])),
    ("additionalProperties", false),
  ])

  static func ref(_ name: String, _ description: String) -> SchemaNode {
    .object([("description", .string(description)), ("$ref", .string("#/$defs/" + name))])
  }

  static func number(_ description: String, _ range: ClosedRange<Double>, default d: Double? = nil) -> SchemaNode {
    var m: [(String, SchemaNode)] = [
      ("description", .string(description)), ("type", "number"),
      ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound)),
    ]
    if let d { m.append(("default", .number(d))) }
    return .object(m)
  }

  static func integer(_ description: String, _ range: ClosedRange<Int>, default d: Int? = nil) -> SchemaNode {
    var m: [(String, SchemaNode)] = [
      ("description", .string(description)), ("type", "integer"),
      ("minimum", .number(Double(range.lowerBound))), ("maximum", .number(Double(range.upperBound))),
    ]
    if let d { m.append(("default", .number(Double(d)))) }
    return .object(m)
  }

  /// A string of at most `maxLength` characters.
  static func text(_ description: String, maxLength: Int = DocumentDecoder.maximumTextLength) -> SchemaNode {
    .object([("description", .string(description)), ("type", "string"), ("maxLength", .number(Double(maxLength)))])
  }

  /// A point `[x, y]`.
  static func point(_ description: String) -> SchemaNode {
    .object([
      ("description", .string(description)), ("type", "array"), ("minItems", 2), ("maxItems", 2),
      ("items", .object([("type", "number")])),
    ])
  }

  static func boolean(_ description: String, default d: Bool? = nil) -> SchemaNode {
    .object([("description", .string(description)), ("type", "boolean")] + (d.map { [("default", .bool($0))] } ?? []))
  }

  static func names(_ description: String, _ names: [String], default d: String? = nil) -> SchemaNode {
    var m: [(String, SchemaNode)] = [
      ("description", .string(description)), ("type", "string"), ("enum", .array(names.map(SchemaNode.string))),
    ]
    if let d { m.append(("default", .string(d))) }
    return .object(m)
  }

  /// A string naming a case of `E` (the decoder's `ObjectReader.enumeration`).
  static func cases<E: RawRepresentable & CaseIterable>(_ description: String, _ type: E.Type, default d: E? = nil)
    -> SchemaNode where E.RawValue == String
  {
    names(description, E.allCases.map(\.rawValue), default: d?.rawValue)
  }

  static func array(_ description: String, items: SchemaNode) -> SchemaNode {
    .object([("description", .string(description)), ("type", "array"), ("items", items)])
  }

  /// An object that accepts only `properties` (the decoder's `allowOnly`).
  static func object(
    _ description: String, _ properties: [(String, SchemaNode)], required: [String] = [],
    more: [(String, SchemaNode)] = []
  ) -> SchemaNode {
    var m: [(String, SchemaNode)] = [
      ("description", .string(description)), ("type", "object"), ("properties", .object(properties)),
    ]
    if !required.isEmpty { m.append(("required", .array(required.map(SchemaNode.string)))) }
    m.append(("additionalProperties", false))
    return .object(m + more)
  }

  // MARK: Serialising

  /// Pretty JSON with 2-space indentation; members in the order given.
  static func write(_ node: SchemaNode, indent: String, into out: inout String) {
    switch node {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    case .string(let s): quote(s, into: &out)
    case .array(let a) where a.isEmpty: out += "[]"
    case .array(let a):
      out += "[\n"
      for (i, v) in a.enumerated() {
        out += indent + "  "
        write(v, indent: indent + "  ", into: &out)
        out += i == a.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let m) where m.isEmpty: out += "{}"
    case .object(let m):
      out += "{\n"
      var seen: Set<String> = []
      for (i, (key, v)) in m.enumerated() {
        precondition(seen.insert(key).inserted, "duplicate schema key \(key)")
        out += indent + "  "
        quote(key, into: &out)
        out += ": "
        write(v, indent: indent + "  ", into: &out)
        out += i == m.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }

  private static func quote(_ s: String, into out: inout String) { TextEscaping.jsonQuote(s, into: &out) }
}

import FoundationEssentials
import Glibc
import VellumCairo
import VellumModel
import VellumSnapshot

/// A document read from disk (or standard input) with the folder its images are relative to.
struct LoadedDocument {
  var path: String
  var document: Document
  var baseDirectory: String
  /// The JSON as read, when the loader was asked to keep it (the gallery shows it); empty
  /// otherwise, so a render does not hold a long document's bytes while it paints.
  var source: [UInt8]
  /// The SF Symbol names its JSON gives (`"systemName"` values), when the loader was asked for
  /// them: a one-shot render reads their outlines while its fonts are set up.
  var symbolNames: Set<String> = []
}

/// Overrides of canvas traits from the command line, and where a document on standard input
/// finds its files.
struct CanvasOverrides {
  var scale: Int?
  /// `--base`: the folder a document on standard input names its files in. Without it, such a
  /// document may name no file: it would otherwise read whatever the current folder holds.
  var standardInputBase: String?
  /// Trait overrides, each one or more values (`--appearance light,dark`): one value sets the
  /// trait; several make (or replace) a variant axis, as the document's `variants` would.
  var axes: [VariantAxis] = []
  /// `--device-frame`: a device frame around the screen, when the document has none.
  var deviceFrame = false

  /// The flags of `render` and `tree` that override the canvas's traits, as given.
  struct Flags: OptionGroup {
    var scale: String?
    var appearance: String?
    var contentSize: String?
    var direction: String?
    var contrast: String?
    var device: String?
    var deviceFrame = false
    var state: String?
    var systemVersion: String?
    var pseudo: String?
    var base: String?

    static let bindings: [FlagBinding<Self>] = [
      .option(\.scale, "--scale", "1|2|3", help: "override the canvas scale", completes: .words(["1", "2", "3"])),
      .option(
        \.appearance, "--appearance", "light|dark", help: "override the appearance",
        completes: words(UserInterfaceStyle.self)),
      .option(
        \.contentSize, "--content-size", "NAME", help: "override the content size category (e.g. accessibilityLarge)",
        completes: words(ContentSizeCategory.self)),
      .option(
        \.direction, "--direction", "leftToRight|rightToLeft", help: "override the layout direction",
        completes: words(LayoutDirection.self)),
      .option(
        \.contrast, "--contrast", "normal|high", help: "Increase Contrast", completes: words(AccessibilityContrast.self)
      ),
      .option(\.device, "--device", "NAME", help: "a device preset (\"iPhone SE\"): its size, scale and idiom"),
      .switch(
        \.deviceFrame, "--device-frame",
        help: """
          draw a generic device around the screen (as "deviceFrame":
          true does; the document's options kept): needs a device
          """),
      .option(
        \.state, "--state", "NAME",
        help: """
          every cell's state: normal, selected, highlighted, disabled,
          focused, editing, swiped, expanded, lifting, dragging,
          dropTarget, or a custom state set to true (archived)
          """,
        completes: .words(stateNames)),
      .option(
        \.systemVersion, "--system-version", "17|18|26",
        help: "the system whose look the screen shows (26: iOS 26's)", completes: words(SystemVersion.self)),
      .option(
        \.pseudo, "--pseudo", "accented|long|rtl|all|none",
        help: """
          show the app's strings in a pseudolanguage (accents, 40 %
          longer and bracketed, right to left, or all three)
          each of these eight takes a list too (--appearance light,dark):
          a variant axis, a file per combination (see "variants" in the
          README), replacing the document's axis of that name
          """,
        completes: words(Pseudolanguage.self)),
      .option(
        \.base, "--base", "DIR",
        help: """
          a document on standard input (-): the folder its files
          (images, symbols, image sets) are in; without it, it may
          name none
          """, completes: .files),
    ]
  }

  /// The states `--state` knows by name (any other name is a custom state).
  static let stateNames = [
    "normal", "highlighted", "selected", "disabled", "focused", "editing", "swiped", "expanded", "lifting", "dragging",
    "dropTarget",
  ]

  private static func words<E: RawRepresentable & CaseIterable>(_: E.Type) -> WordCompletion
  where E.RawValue == String {
    .words(E.allCases.map(\.rawValue))
  }

  /// The overrides `a` gives, for the documents `positionals` (`--base` is for standard input's).
  init(_ a: Flags, positionals: [String]) throws(CLIError) {
    deviceFrame = a.deviceFrame
    if let base = a.base {
      guard positionals.contains("-") else { throw .usage("--base is for a document on standard input (-)") }
      guard isDirectory(atPath: base) else { throw .usage("--base: \(base) is not a folder") }
      standardInputBase = base
    }
    if let s = a.scale {
      guard let v = Int(s), (1...3).contains(v) else { throw .usage("--scale takes 1, 2 or 3") }
      scale = v
    }
    if let v = try Self.parse(a.appearance, "--appearance", UserInterfaceStyle.self) {
      axes.append(VariantAxis(kind: .appearance, values: v.map { .appearance($0) }))
    }
    if let v = try Self.parse(a.contentSize, "--content-size", ContentSizeCategory.self) {
      axes.append(VariantAxis(kind: .contentSizeCategory, values: v.map { .contentSizeCategory($0) }))
    }
    if let v = try Self.parse(a.direction, "--direction", LayoutDirection.self) {
      axes.append(VariantAxis(kind: .layoutDirection, values: v.map { .layoutDirection($0) }))
    }
    if let v = try Self.parse(a.contrast, "--contrast", AccessibilityContrast.self) {
      axes.append(VariantAxis(kind: .contrast, values: v.map { .contrast($0) }))
    }
    if let v = try Self.parse(a.pseudo, "--pseudo", Pseudolanguage.self) {
      axes.append(VariantAxis(kind: .pseudo, values: v.map { .pseudo($0) }))
    }
    if let v = try Self.parse(a.systemVersion, "--system-version", SystemVersion.self) {
      axes.append(VariantAxis(kind: .systemVersion, values: v.map { .systemVersion($0) }))
    }
    if let list = a.device {
      var devices: [DevicePreset] = []
      for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
        guard let d = DevicePreset.named(name) else {
          throw .usage("--device: " + unknownName(name, what: "device", names: DevicePreset.all.map(\.name)))
        }
        guard !devices.contains(where: { $0.name == d.name }) else {
          throw .usage("--device: \"\(name)\" is given twice")
        }
        devices.append(d)
      }
      axes.append(VariantAxis(kind: .device, values: devices.map { .device($0) }))
    }
    if let list = a.state {
      var states: [StateVariant] = []
      for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
        let state = try Self.state(named: name)
        guard !states.contains(where: { $0.name == state.name }) else {
          throw .usage("--state: \"\(name)\" is given twice")
        }
        states.append(state)
      }
      axes.append(VariantAxis(kind: .state, values: states.map { .state($0) }))
    }
  }

  /// A state by the name a `state` variant would get (`StateVariant.defaultName`): `normal`,
  /// `highlighted`, `selected`, `disabled`, `focused`, `editing`, `swiped`, `expanded`,
  /// `lifting`, `dragging`, `dropTarget`; any other name is a custom state set to true
  /// (`archived`). Every cell takes it.
  static func state(named name: String) throws(CLIError) -> StateVariant {
    var pattern = StatePattern()
    let flag = "is" + name.prefix(1).uppercased() + name.dropFirst()
    if name == "normal" {
    } else if ConfigurationState.flagNames.contains(flag) {
      pattern.flags = [(flag, true)]
    } else if let drag = ConfigurationState.DragState(rawValue: name), drag != .none {
      pattern.cellDragState = drag
    } else if name == "dropTarget" {
      pattern.cellDropState = .targeted
    } else if !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }),
      name.first!.isLetter
    {
      pattern.custom = [(name, .bool(true))]
    } else {
      throw .usage(
        "--state: \"\(name)\" is not a state: " + stateNames.joined(separator: ", ")
          + ", or a custom state's name (letters, digits, _)")
    }
    return StateVariant(name: name, state: pattern)
  }

  /// A comma-separated list of values (one or more, no repeats).
  private static func parse<E: RawRepresentable & CaseIterable & Equatable>(
    _ s: String?, _ flag: String, _: E.Type
  ) throws(CLIError) -> [E]? where E.RawValue == String {
    guard let s else { return nil }
    var values: [E] = []
    for part in s.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      let e = try one(part, flag, E.self)
      guard !values.contains(e) else { throw .usage("\(flag): \"\(part)\" is given twice") }
      values.append(e)
    }
    return values
  }

  private static func one<E: RawRepresentable & CaseIterable>(_ s: String, _ flag: String, _: E.Type)
    throws(CLIError) -> E
  where E.RawValue == String {
    if let e = E(rawValue: s) { return e }
    let names = E.allCases.map(\.rawValue)
    var m = "\(flag): unknown value \"\(s)\""
    if let near = nearestName(to: s, in: names) {
      m += "; did you mean \"\(near)\"?"
    } else {
      m += "; expected one of: " + names.joined(separator: ", ")
    }
    throw .usage(m)
  }

  /// Why the overrides cannot apply to `d`, or nil: a device frame needs a device (the
  /// document's, or `--device`'s).
  func problem(with d: Document) -> String? {
    guard deviceFrame, d.canvas.deviceFrame == nil, d.canvas.device == nil,
      !axes.contains(where: { $0.kind == .device }), !d.variants.axes.contains(where: { $0.kind == .device })
    else { return nil }
    return "--device-frame needs a device: give the canvas a \"device\", or --device \"iPhone 15\""
  }

  func apply(to d: inout Document) {
    if let scale { d.canvas.scale = scale }
    if deviceFrame, d.canvas.deviceFrame == nil { d.canvas.deviceFrame = DeviceFrame() }
    for axis in axes {
      if let i = d.variants.axes.firstIndex(where: { $0.kind == axis.kind }) {
        d.variants.axes[i] = axis
      } else if axis.values.count == 1 {
        axis.values[0].apply(to: &d)
      } else {
        d.variants.axes.append(axis)
      }
    }
  }
}

enum DocumentLoader {
  /// What a document on standard input is told when it names a file without `--base`.
  static let standardInputFiles =
    "a document on standard input names files only with --base DIR (the folder they are in)"

  /// Reads and decodes a document; `-` reads standard input, whose files are in the folder
  /// `--base` names (without it, it may name none). Its warnings go to standard error unless
  /// `warn` is false; `keepingSource` keeps the bytes read in `source`, `findingSymbols` the
  /// symbol names its JSON gives in `symbolNames`.
  static func load(
    _ path: String, overrides: CanvasOverrides? = nil, warn: Bool = true, keepingSource: Bool = false,
    findingSymbols: Bool = false
  ) throws(CLIError) -> LoadedDocument {
    var bytes: [UInt8]
    let base: String?
    let limit = DocumentDecoder.maximumDocumentBytes
    if path == "-" {
      // Standard input is read up to the limit, never on to the end of an endless stream.
      switch FileBytes.read(descriptor: 0, limit: limit) {
      case .success(let b): bytes = b
      case .failure(.tooLarge):
        throw CLIError(
          code: ExitCode.dataError,
          message:
            "<stdin>: the document is more than \(limit) bytes; the largest accepted is \(limit) bytes (\(limit >> 20) MB)"
        )
      case .failure(let f): throw CLIError(code: ExitCode.noInput, message: "<stdin>: cannot be read (\(f))")
      }
      base = overrides?.standardInputBase
    } else {
      switch FileBytes.contents(path, limit: limit) {
      case .success(let b): bytes = b
      case .failure(.missing): throw CLIError(code: ExitCode.noInput, message: "\(path): no such file")
      case .failure(.notRegular("a folder")):
        throw CLIError(
          code: ExitCode.noInput,
          message: "\(path): is a folder; give its documents (\(path)/*.json) or use vellum check")
      case .failure(.tooLarge):
        // A huge file is refused before it is read.
        var info = stat()
        let size = stat(path, &info) == 0 ? Int(info.st_size) : limit + 1
        throw CLIError(
          code: ExitCode.dataError, message: "\(path): \(DocumentDecoder.tooLargeMessage(bytes: size))")
      case .failure(let f): throw CLIError(code: ExitCode.noInput, message: "\(path): \(f)")
      }
      base = path.deletingLastPathComponent.isEmpty ? "." : path.deletingLastPathComponent
    }
    let name = path == "-" ? "<stdin>" : path
    var document: Document
    var symbolNames: Set<String> = []
    do {
      let json = try DocumentDecoder.parse(bytes)
      // The bytes go before the cells are made (unless kept): a long list's file is about as
      // large as its decoded cells, and both were held at once.
      if !keepingSource { bytes = [] }
      if let base {
        document = try DocumentFolder.decode(json, baseDirectory: base)
      } else {
        document = try DocumentFolder.decode(json, refusingFiles: Self.standardInputFiles)
      }
      if findingSymbols { symbolNames = Self.symbolNames(in: json) }
    } catch {
      throw CLIError(code: ExitCode.dataError, message: "\(name): \(error)")
    }
    if let problem = overrides?.problem(with: document) {
      throw CLIError(code: ExitCode.usage, message: "\(name): \(problem)")
    }
    overrides?.apply(to: &document)
    // What UIKit would have clamped: rendered anyway, and said.
    for w in document.warnings where warn { printError("vellum: \(name): warning: \(w)") }
    // A document without a folder has no files to look for: "." is never read.
    return LoadedDocument(
      path: path, document: document, baseDirectory: base ?? ".", source: keepingSource ? bytes : [],
      symbolNames: symbolNames)
  }

  /// Every string a `"systemName"` key gives anywhere in `json` (images, cells' and controls'
  /// symbols, variants' overrides).
  static func symbolNames(in json: JSONValue) -> Set<String> {
    var names: Set<String> = []
    var pending = [json]
    while let value = pending.popLast() {
      switch value.kind {
      case .array(let items): pending += items
      case .object(let members):
        for member in members {
          if member.key == "systemName", case .string(let name) = member.value.kind {
            names.insert(name)
          } else {
            pending.append(member.value)
          }
        }
      default: break
      }
    }
    return names
  }
}

/// `variants`: axes over the canvas's traits and the cells' state. A document with variants
/// stands for every combination of their values, each rendered and checked as its own image
/// named by the values (`settings.dark.accessibilityLarge.rtl`).
public struct Variants: Sendable, Equatable {
  /// The axes in document order; the first varies slowest.
  public var axes: [VariantAxis] = []
  /// The most combinations one document may ask for.
  package static let maximumCombinations = 512

  public init(axes: [VariantAxis] = []) { self.axes = axes }

  /// How many combinations the axes make (1 without axes: the document itself).
  public var count: Int { axes.reduce(1) { $0 * $1.values.count } }

  /// Every combination, the first axis varying slowest; one empty variant without axes.
  package var combinations: [Variant] {
    axes.reduce([Variant(values: [])]) { partial, axis in
      partial.flatMap { v in axis.values.map { Variant(values: v.values + [$0]) } }
    }
  }
}

/// One axis of `variants`: a trait or the cells' state, and the values it takes.
public struct VariantAxis: Sendable, Equatable {
  /// The axis names, as JSON keys and CLI overrides take them.
  public enum Kind: String, Sendable, CaseIterable {
    case appearance, contentSizeCategory, layoutDirection, contrast, device, state, pseudo, systemVersion
  }
  public var kind: Kind
  public var values: [VariantValue]
  public init(kind: Kind, values: [VariantValue]) {
    self.kind = kind
    self.values = values
  }
}

/// A value of one axis.
public enum VariantValue: Sendable, Equatable {
  case appearance(UserInterfaceStyle)
  case contentSizeCategory(ContentSizeCategory)
  case layoutDirection(LayoutDirection)
  case contrast(AccessibilityContrast)
  case device(DevicePreset)
  case state(StateVariant)
  case pseudo(Pseudolanguage)
  case systemVersion(SystemVersion)

  /// How the value appears in file names and on contact sheets: `dark`, `accessibilityLarge`,
  /// `rtl`, `highContrast`, `iPhoneSE`, `ios26`, or the state's name.
  package var label: String {
    switch self {
    case .appearance(let a): a.rawValue
    case .contentSizeCategory(let c): c.rawValue
    case .layoutDirection(let d): d == .leftToRight ? "ltr" : "rtl"
    case .contrast(let c): c == .high ? "highContrast" : "normalContrast"
    case .device(let d): d.name.filter { $0.isLetter || $0.isNumber || $0 == "." }
    case .state(let s): s.name
    case .pseudo(let p): p.label
    case .systemVersion(let v): v.label
    }
  }

  /// Sets this value on `document`.
  package func apply(to document: inout Document) {
    switch self {
    case .appearance(let a): document.canvas.appearance = a
    case .contentSizeCategory(let c): document.canvas.contentSizeCategory = c
    case .layoutDirection(let d): document.canvas.layoutDirection = d
    case .pseudo(let p): document.canvas.pseudo = p
    case .systemVersion(let v): document.canvas.systemVersion = v
    case .contrast(let c): document.canvas.contrast = c
    case .device(let d): document.canvas.adopt(d)
    case .state(let s):
      document.root = document.root.mappingCells { cell in
        guard s.cells.map({ ids in cell.id.map(ids.contains) ?? false }) ?? true else { return cell }
        var c = cell
        c.state.apply(s.state)
        return c
      }
    }
  }
}

/// A `state` variant: the state keys it sets (`isSelected`, `cellDragState`, custom states),
/// on the cells named by `id`, or on every cell.
public struct StateVariant: Sendable, Equatable {
  /// The name in file names: given, or made from the keys (`selected`, `selected-disabled`,
  /// `lifting`, `normal` for none).
  public var name: String
  public var state: StatePattern
  /// The `id`s of the cells it applies to; nil, every cell.
  public var cells: [String]?
  public init(name: String, state: StatePattern, cells: [String]? = nil) {
    self.name = name
    self.state = state
    self.cells = cells
  }

  /// The name a state pattern gets when the document gives none.
  package static func defaultName(for p: StatePattern) -> String {
    var parts: [String] = []
    for (key, on) in p.flags {
      let word = key.hasPrefix("is") ? String(key.dropFirst(2)) : key
      let lower = word.prefix(1).lowercased() + word.dropFirst()
      parts.append(on ? lower : "not" + word)
    }
    if let d = p.cellDragState { parts.append(d.rawValue) }
    if let d = p.cellDropState {
      parts.append(d == .targeted ? "dropTarget" : "drop" + d.rawValue.prefix(1).uppercased() + d.rawValue.dropFirst())
    }
    for (key, value) in p.custom {
      switch value {
      case .bool(let b): parts.append(b ? key : "not" + key.prefix(1).uppercased() + key.dropFirst())
      default: parts.append(key)
      }
    }
    return parts.isEmpty ? "normal" : parts.joined(separator: "-")
  }
}

/// One combination of variant values.
package struct Variant: Sendable, Equatable {
  package var values: [VariantValue]
  package init(values: [VariantValue]) { self.values = values }

  /// What the combination adds to a document's name: `.dark.accessibilityLarge.rtl`, or
  /// nothing for the document itself.
  package var suffix: String { values.map { "." + $0.label }.joined() }

  /// `document` with every value applied (and its variants gone).
  package func applied(to document: Document) -> Document {
    var d = document
    d.variants = Variants()
    d.sheet = nil
    for v in values { v.apply(to: &d) }
    return d
  }
}

extension ConfigurationState {
  /// Sets every state `pattern` names, leaving the rest as they are.
  package mutating func apply(_ pattern: StatePattern) {
    for (k, v) in pattern.flags { setFlag(k, v) }
    if let d = pattern.cellDragState { cellDragState = d }
    if let d = pattern.cellDropState { cellDropState = d }
    for (k, v) in pattern.custom { custom[k] = v }
  }
}

/// `sheet`: every combination of the document's variants laid out as one labelled contact
/// sheet (a grid with the axes' values as row and column labels, like a design review board)
/// instead of an image each. `"sheet": true` takes the defaults.
public struct ContactSheet: Sendable, Equatable {
  /// The heading; nil takes the document's name (`Document.images(named:)` fills it in).
  public var title: String?
  /// The axes whose values run across, in document order; nil: the first axis. The other
  /// axes run down. Empty: one column, every axis down.
  public var columns: [VariantAxis.Kind]?
  public init(title: String? = nil, columns: [VariantAxis.Kind]? = nil) {
    self.title = title
    self.columns = columns
  }
}

extension ContactSheet: KeyedValue {
  public init() { self.init(title: nil) }

  /// The options object's keys (`"sheet": true` is a sheet with none of them). That each column
  /// is an axis of the document, once, is checked where the axes are known
  /// (`Decoding.contactSheet`).
  package static let keys: [ModelKey<ContactSheet>] = [
    ModelKey("title", \.title, .text(maxLength: 200), "The heading (default: the document's name)."),
    ModelKey(
      "columns", \.columns, .choices(VariantAxis.Kind.allCases.map(\.rawValue)),
      "The variant axes whose values run across (default: the first axis); the others run down. Empty: one column.",
      what: "variant axis"),
  ]
}

extension VariantAxis.Kind: PropertyChoice, PropertyArrayElement {
  /// The named axes in the order given (the decoder has checked each name).
  package static func elements(of value: PropertyValues.Value) -> [Self]? {
    guard case .strings(let names) = value else { return nil }
    return names.compactMap(Self.init(rawValue:))
  }
  package static func propertyValue(of elements: [Self]) -> PropertyValues.Value {
    .strings(elements.map(\.rawValue))
  }
}

extension Document {
  /// Why this document's contact sheet may not be laid out, or nil: a sheet holds every
  /// combination at once, so together they may have at most as many components as one
  /// document (`DocumentDecoder.maximumComponentCount`).
  package var sheetTooLarge: String? {
    let each = root.componentCount
    let total = variants.count * each
    guard total > DocumentDecoder.maximumComponentCount else { return nil }
    return "a contact sheet of \(variants.count) combinations of \(each) components lays out \(total) components; "
      + "at most \(DocumentDecoder.maximumComponentCount) (fewer axis values, or a file per combination without the sheet)"
  }

  /// The images this document stands for, each with what it adds to the document's `name`:
  /// one per combination of its variants (`.dark.rtl`), or, with a `sheet`, the one contact
  /// sheet of them all (nothing added; the sheet titled `name`'s last part unless it has a title).
  package func images(named name: String) -> [(suffix: String, document: Document)] {
    if var sheet {
      if sheet.title == nil { sheet.title = String(name.split(separator: "/").last ?? Substring(name)) }
      var d = self
      d.sheet = sheet
      return [("", d)]
    }
    return variants.combinations.map { ($0.suffix, $0.applied(to: self)) }
  }
}

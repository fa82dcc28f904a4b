/// `UIPickerView`: spinning wheels, one per component, each with its rows and selected row.
public struct PickerView: Control {
  public struct Component: Sendable, Equatable {
    public var rows: [String]
    public var selectedRow: Int
    /// `widthForComponent`; nil: the widest row's width.
    public var width: Double?
    public init(rows: [String], selectedRow: Int = 0, width: Double? = nil) {
      self.rows = rows
      self.selectedRow = selectedRow
      self.width = width
    }
  }

  public static let kind = "pickerView"
  public static let summary = "A `UIPickerView`: a wheel per component, the selected rows in the selection band."
  public static let properties = [
    ControlProperty(
      "components",
      .objects(
        [
          ControlProperty(
            "rows", .texts(maxLength: 200, maxCount: 1000), "The component's rows (`titleForRow`).", required: true),
          ControlProperty(
            "selectedRow", .integer(0...10_000),
            "`selectedRow(inComponent:)`; past the last row it is the last, with a warning. Default 0."),
          ControlProperty("width", .number(1...4096), "`widthForComponent` in points; omitted, the widest row's."),
        ], maxCount: 10), "The components, leading to trailing (`numberOfComponents`).", required: true)
  ]

  public var components: [Component] = []
  public var common = ControlCommon()

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    guard p.has("components") else { throw p.error("components", "a picker view needs \"components\"") }
    for var c in p.objects("components") {
      guard c.has("rows") else { throw c.error("rows", "a component needs \"rows\"") }
      let rows = c.strings("rows")
      var selected = c.integer("selectedRow") ?? 0
      if !rows.isEmpty, selected >= rows.count {
        selected = Int(c.clamp("selectedRow", Double(selected), to: 0...Double(rows.count - 1)))
      }
      components.append(Component(rows: rows, selectedRow: rows.isEmpty ? 0 : selected, width: c.number("width")))
      p.absorbWarnings(of: [c])
    }
  }

  public init(components: [Component]) { self.components = components }
}

extension PickerView {
  public var propertyValues: ControlProperties {
    let components = components.map { c in
      ControlProperties(compacting: [
        "rows": .strings(c.rows), "selectedRow": c.selectedRow == 0 ? nil : .number(Double(c.selectedRow)),
        "width": c.width.map(PropertyValue.number),
      ])
    }
    return ControlProperties(["components": .objects(components)])
  }
}

/// `UIPickerView`: spinning wheels, one per component, each with its rows and selected row.
public struct PickerView: ControlModel {
  public struct Component: KeyedValue {
    public var rows: [String] = []
    public var selectedRow = 0
    /// `widthForComponent`; nil: the widest row's width.
    public var width: Double?
    public init() {}
    public init(rows: [String], selectedRow: Int = 0, width: Double? = nil) {
      self.rows = rows
      self.selectedRow = selectedRow
      self.width = width
    }

    package static let keys: [ModelKey<Self>] = [
      ModelKey(
        "rows", \.rows, .texts(maxLength: 200, maxCount: 1000), "The component's rows (`titleForRow`).",
        missing: "a component needs \"rows\""),
      ModelKey(
        "selectedRow", \.selectedRow, .integer(0...10_000),
        "`selectedRow(inComponent:)`; past the last row it is the last, with a warning."),
      ModelKey("width", \.width, .number(1...4096), "`widthForComponent` in points; omitted, the widest row's."),
    ]

    package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
      if rows.isEmpty {
        selectedRow = 0
      } else if selectedRow >= rows.count {
        selectedRow = Int(p.clamp("selectedRow", Double(selectedRow), to: 0...Double(rows.count - 1)))
      }
    }
  }

  public static let kind = "pickerView"
  package static let summary = "A `UIPickerView`: a wheel per component, the selected rows in the selection band."
  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "components", \.components, maxCount: 10, "The components, leading to trailing (`numberOfComponents`).",
      missing: "a picker view needs \"components\"")
  ]

  public var components: [Component] = []
  public var common = ControlCommon()

  public init() {}

  public init(components: [Component]) { self.components = components }
}

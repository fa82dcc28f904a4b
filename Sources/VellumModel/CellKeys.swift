/// The keys of a list, its sections, a cell and a cell's `when` clauses, each declared once:
/// the decoder, the schema (`$defs/list`, `listSection`, `cell`, `stateOverride`) and the
/// encoder read them.
///
/// What a key cannot say alone is where a cell stands: a cell whose `content` names no `style`
/// takes its place's (`PropertyValues.cellContentStyle`: `sidebarCell` in a sidebar list,
/// else `cell`), and the encoder leaves that style out (`encodedValues(contentStyle:)`).

extension Cell: KeyedValue {
  public init() { self.init(content: ListContentConfiguration()) }

  package static let keys: [ModelKey<Cell>] =
    [
      ModelKey("id", \.id, .text(maxLength: 200), "A name for the cell that `state` variants can target."),
      ModelKey(
        "content", \.content,
        "`contentConfiguration`, a `UIListContentConfiguration`. Omitted: `cell()` (`sidebarCell()` in sidebar lists) with no text.",
        ref: "contentConfiguration"),
      ModelKey(
        "background", \.background,
        "`backgroundConfiguration`, a `UIBackgroundConfiguration`. Omitted: the default for where the cell stands (the list's appearance, or `listPlainCell`).",
        ref: "backgroundConfiguration"),
      ModelKey(
        "state", \.state.pattern,
        "`configurationState`: the state the cell is drawn in. Every value left out takes the factory's default for this state (`updated(for:)`).",
        ref: "cellState"),
      ModelKey(
        "when", \.when, ref: "stateOverride", item: "One override.",
        "Overrides applied in order after `updated(for:)`, each when its `state` matches the cell's."),
      ModelKey(
        "accessories", \.accessories, .accessories,
        "`accessories` (`UICellAccessory`), in order: editing controls (`delete`, `insert`, `multiselect`) lead, the rest trail."
      ),
      ModelKey(
        "swipeActions", \.swipeActions, ref: "swipeAction", item: "One action, the first at the trailing edge.",
        "Trailing swipe actions (`trailingSwipeActionsConfiguration`: `UIContextualAction`s), revealed when `state.isSwiped`."
      ),
      ModelKey(
        "leadingSwipeActions", \.leadingSwipeActions, ref: "swipeAction",
        item: "One action, the first at the leading edge.",
        "Leading swipe actions (`leadingSwipeActionsConfiguration`), revealed when `state.isSwiped` and `swipe.edge` is `leading`."
      ),
      ModelKey("swipe", \.swipe, "Which swipe `state.isSwiped` shows."),
      ModelKey(
        "separatorConfiguration", \.separatorConfiguration,
        "The cell's `UIListSeparatorConfiguration` (its bottom separator).", ref: "separatorConfiguration"),
      ModelKey(
        "children", \.children, .cells(item: "A child cell.", inList: false),
        "Outline children (`NSDiffableDataSourceSectionSnapshot`), shown below the cell when `state.isExpanded`. A `sidebarHeader` parent's children default to `sidebarCell`."
      ),
      ModelKey(
        "pointerInteraction", \.pointerInteraction, .pointerInteraction,
        "A `UIPointerInteraction` on the cell (iPadOS); omitted, sidebar rows highlight and other rows take the pointer without an effect."
      ),
      // The hosted content nests one level below the cell, as a cell's other components do.
      ModelKey(
        "hostingConfiguration", \.hostingConfiguration,
        "`UIHostingConfiguration`: the row's content as components (a Mail row, a profile row) instead of `content`'s image and texts, in the cell's layout margins and at least its minimum height, with its background, accessories, separators (aligned with the first text) and state; one accessibility element whose label joins the content's."
      ).withType(.nestedOneLevel(.object(HostingConfiguration.properties))),
    ] + ModelKey.inline(\.accessibility, AccessibilityOverrides.componentKeys)

  /// The keys as the decoder reads them, made once (a long list reads them for every row).
  static let decodedProperties = properties

  /// The JSON keys.
  static let keyNames = keys.map(\.property.name)

  /// The content style of a cell's outline children whose content names none, where the cell's
  /// own is `parent` and its place gives `place`: a `sidebarHeader`'s children are sidebar cells
  /// (Mail's and Files' outline sections, wherever the header stands), others take the place's.
  static func childContentStyle(parent: ListContentConfiguration.Style, place: ListContentConfiguration.Style)
    -> ListContentConfiguration.Style
  {
    parent == .sidebarHeader ? .sidebarCell : place
  }

  /// The content takes the place's style when it names none, and a `when` clause's content (which
  /// names none) the cell's; a cell has one content configuration; a swipe shows actions the cell has.
  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    if p.object("content")?.has("style") != true { content.style = p.cellContentStyle }
    for i in when.indices where when[i].content != nil { when[i].content!.style = content.style }
    if p.has("hostingConfiguration"), p.has("content") {
      throw p.error(
        "content", "a cell has one content configuration: give \"content\" or \"hostingConfiguration\", not both")
    }
    if let swipe = p.object("swipe") {
      let (key, actions) =
        swipeEdge == .trailing ? ("swipeActions", swipeActions) : ("leadingSwipeActions", leadingSwipeActions)
      if actions.isEmpty, swipe.has("edge") {
        throw swipe.error("edge", "a \(swipeEdge.rawValue) swipe shows the cell's \"\(key)\", and it has none")
      } else if actions.isEmpty {
        throw swipe.error(
          nil,
          "a swipe shows the cell's swipe actions, and it has none: give \"swipeActions\" or \"leadingSwipeActions\"")
      }
    }
  }

  /// The keys the encoder writes for the cell where a content naming no style takes
  /// `contentStyle`: every key off its default, the content's style only where it differs.
  func encodedValues(contentStyle: ListContentConfiguration.Style) -> PropertyValues {
    var values = valuesOffDefault(leaving: ["content", "children"])
    if content != ListContentConfiguration(style: contentStyle) {
      values["content"] = .object(content.encodedValues(defaultStyle: contentStyle))
    }
    if !children.isEmpty {
      values["children"] = .cells(
        children, contentStyle: Self.childContentStyle(parent: content.style, place: contentStyle))
    }
    return PropertyValues(values)
  }
}

extension ListContentConfiguration {
  /// The keys the encoder writes, the style only where it differs from `defaultStyle`, the one
  /// its place gives (none in a `when` clause: nil).
  func encodedValues(defaultStyle: Style?) -> PropertyValues {
    var values = minimalPropertyValues.values
    values["style"] = defaultStyle.flatMap { style == $0 ? nil : .string(style.rawValue) }
    return PropertyValues(values)
  }
}

extension StateOverride: KeyedValue {
  public init() { self.init(state: StatePattern()) }

  /// The keys of a `when` clause. Its content and background leave out the factory `style`:
  /// it is the cell's.
  package static let keys: [ModelKey<StateOverride>] = [
    ModelKey(
      "state", \.state,
      "The states to match: only those named are compared; unset custom states count as `false`.", ref: "cellState",
      missing: "a \"when\" clause needs a \"state\" to match"),
    ModelKey(
      "content", \.content, "Content values to set when the state matches (the factory `style` stays the cell's).",
      omitting: ListContentConfiguration.omittedInOverrides, ref: "contentConfigurationOverride"),
    ModelKey(
      "background", \.background,
      "Background values to set when the state matches (the factory `style` stays the cell's).",
      omitting: BackgroundConfiguration.omittedInOverrides, ref: "backgroundConfigurationOverride"),
  ]
}

extension ListAppearance: PropertyChoice {}

extension List: KeyedValue {
  package static let keys: [ModelKey<List>] = [
    .cases("appearance", \.appearance, "`UICollectionLayoutListConfiguration.Appearance`.", what: "list appearance"),
    ModelKey(
      "sections", \.sections, .listSections, "The list's sections, top to bottom.",
      decode: { (_, value, _) throws(Diagnostic) in [Section](propertyValue: value) ?? [] },
      encode: { list, sections in
        sections.isEmpty ? nil : .sections(sections, cellContentStyle: list.cellContentStyle)
      }),
    ModelKey("refreshControl", \.refreshControl, RefreshControl.summary),
  ]

  /// The content style of the list's cells when theirs names none: `sidebarCell` in a sidebar.
  package var cellContentStyle: ListContentConfiguration.Style {
    appearance == .sidebar || appearance == .sidebarPlain ? .sidebarCell : .cell
  }
}

extension List.Section: KeyedValue {
  package static let keys: [ModelKey<List.Section>] = [
    content(
      "header", \.header, .header,
      "The section header's `UIListContentConfiguration`, or its `text` alone (`\"header\": \"Accounts\"`). Omitted `style`: iOS 18's adaptive `header`."
    ),
    content(
      "footer", \.footer, .footer,
      "The section footer's `UIListContentConfiguration`, or its `text` alone. Omitted `style`: iOS 18's adaptive `footer`."
    ),
    ModelKey("items", \.items, .cells(item: "A list cell.", inList: true), "The section's cells, top to bottom."),
  ]

  /// A header's or footer's content configuration, of style `defaultStyle` when it names none
  /// (which the encoder leaves out); a string is its text. The encoder writes the object.
  private static func content(
    _ name: String, _ keyPath: @autoclosure @escaping @Sendable () -> WritableKeyPath<Self, ListContentConfiguration?>,
    _ defaultStyle: ListContentConfiguration.Style, _ summary: String
  ) -> ModelKey<Self> {
    ModelKey(
      name, keyPath(), .stringOrObject(ListContentConfiguration.properties, stringKey: "text"), summary,
      ref: "contentConfiguration",
      decode: { (_, value, _) throws(Diagnostic) in
        guard case .object(var p) = value else { return nil }
        var c = try ListContentConfiguration(&p)
        if !p.has("style") { c.style = defaultStyle }
        return c
      },
      encode: { _, c in c.map { .object($0.encodedValues(defaultStyle: defaultStyle)) } })
  }

  /// The keys the encoder writes for the section of a list whose cells' content defaults to
  /// `cellContentStyle`.
  func encodedValues(cellContentStyle: ListContentConfiguration.Style) -> PropertyValues {
    var values = valuesOffDefault(leaving: ["items"])
    if !items.isEmpty { values["items"] = .cells(items, contentStyle: cellContentStyle) }
    return PropertyValues(values)
  }
}

extension List.Section: PropertyArrayElement {
  package static func elements(of value: PropertyValues.Value) -> [List.Section]? {
    if case .sections(let s, _) = value { s } else { nil }
  }
  /// Sections of a list whose cells' content defaults to `cell`.
  package static func propertyValue(of elements: [List.Section]) -> PropertyValues.Value {
    .sections(elements, cellContentStyle: .cell)
  }
}

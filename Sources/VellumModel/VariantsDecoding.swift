extension Decoding {
  /// `variants`: `{ "appearance": ["light", "dark"], "state": [{ "isSelected": true }], … }`.
  func variants(_ r: ObjectReader, root: Component) throws(Diagnostic) -> Variants {
    try r.allowOnly(VariantAxis.Kind.allCases.map(\.rawValue))
    var ids: Set<String> = []
    _ = root.mappingCells { cell in
      if let id = cell.id { ids.insert(id) }
      return cell
    }
    var variants = Variants()
    for key in r.keys {
      let kind = VariantAxis.Kind(rawValue: key)!
      let items = try r.array(key) ?? []
      guard !items.isEmpty else { throw r.error(key, "a variant axis needs at least one value") }
      var values: [VariantValue] = []
      for (i, item) in items.enumerated() {
        let path = "\(r.join(key))[\(i)]"
        let value = try variantValue(kind, item, path: path, cellIDs: ids)
        if values.contains(where: { $0.label == value.label }) {
          throw Diagnostic(
            path: path, message: "\"\(value.label)\" is already a value of \(key)", location: item.location)
        }
        values.append(value)
      }
      variants.axes.append(VariantAxis(kind: kind, values: values))
    }
    guard variants.count <= Variants.maximumCombinations else {
      let sizes = variants.axes.map { "\($0.values.count) \($0.kind.rawValue)" }.joined(separator: " × ")
      throw Diagnostic(
        path: r.path,
        message: "\(sizes) make \(variants.count) combinations; at most \(Variants.maximumCombinations)",
        location: r.value.location)
    }
    return variants
  }

  /// `sheet`: `true`, `false`, or `{ "title": …, "columns": ["appearance"] }` (`ContactSheet.keys`),
  /// each column an axis of `axes`, once.
  func contactSheet(_ document: ObjectReader, axes: [VariantAxis]) throws(Diagnostic) -> ContactSheet? {
    if case .bool(let on)? = document["sheet"]?.kind { return on ? ContactSheet() : nil }
    guard let r = try document.object("sheet") else { return nil }
    let sheet = try ContactSheet.decode(r, decoding: self)
    guard let columns = sheet.columns, case .array(let items)? = r["columns"]?.kind else { return sheet }
    for (i, kind) in columns.enumerated() {
      let path = "\(r.join("columns"))[\(i)]"
      guard axes.contains(where: { $0.kind == kind }) else {
        let names = axes.map(\.kind.rawValue)
        throw Diagnostic(
          path: path,
          message: "the document has no \(kind.rawValue) variants"
            + (names.isEmpty ? "" : "; its axes are " + names.joined(separator: ", ")),
          location: items[i].location)
      }
      guard !columns[..<i].contains(kind) else {
        throw Diagnostic(
          path: path, message: "\"\(kind.rawValue)\" is already a column axis", location: items[i].location)
      }
    }
    return sheet
  }

  private func variantValue(_ kind: VariantAxis.Kind, _ v: JSONValue, path: String, cellIDs: Set<String>)
    throws(Diagnostic) -> VariantValue
  {
    switch kind {
    case .appearance:
      return .appearance(try ObjectReader.enumeration(v, path: path, UserInterfaceStyle.self, what: "appearance"))
    case .contentSizeCategory:
      return .contentSizeCategory(
        try ObjectReader.enumeration(v, path: path, ContentSizeCategory.self, what: "content size category"))
    case .layoutDirection:
      return .layoutDirection(
        try ObjectReader.enumeration(v, path: path, LayoutDirection.self, what: "layout direction"))
    case .contrast:
      return .contrast(try ObjectReader.enumeration(v, path: path, AccessibilityContrast.self, what: "contrast"))
    case .pseudo:
      return .pseudo(try ObjectReader.enumeration(v, path: path, Pseudolanguage.self, what: "pseudolanguage"))
    case .systemVersion:
      return .systemVersion(try ObjectReader.enumeration(v, path: path, SystemVersion.self, what: "system version"))
    case .device:
      let name = try ObjectReader.string(v, path: path, maxLength: 100)
      guard let device = DevicePreset.named(name) else {
        throw Diagnostic(
          path: path, message: unknownName(name, what: "device", names: DevicePreset.all.map(\.name)),
          location: v.location)
      }
      return .device(device)
    case .state:
      let r = try ObjectReader(v, path: path)
      let pattern = try statePattern(r, extraKeys: ["name", "cells"])
      var cells: [String]?
      if let list = try r.array("cells") {
        var names: [String] = []
        for (i, item) in list.enumerated() {
          let id = try ObjectReader.string(item, path: "\(r.join("cells"))[\(i)]", maxLength: 200)
          guard cellIDs.contains(id) else {
            throw Diagnostic(
              path: "\(r.join("cells"))[\(i)]",
              message: unknownName(id, what: "cell id", names: cellIDs.sorted()) + " (give the cell an \"id\")",
              location: item.location)
          }
          names.append(id)
        }
        cells = names
      }
      var name: String
      if let given = try r.string("name", maxLength: 60) {
        guard FileName.isSafePart(given) else {
          throw r.error("name", "a state's name is \(FileName.allowedDescription) (it becomes part of file names)")
        }
        name = given
      } else {
        // The name is made from the keys, so each custom key becomes part of file names.
        if let custom = try r.object("custom") {
          for key in custom.keys where !FileName.isSafePart(key) {
            throw custom.error(
              key,
              "this custom state's name becomes part of file names, so it is \(FileName.allowedDescription) "
                + "(at most \(FileName.maximumPartLength)); or give the variant a \"name\"")
          }
        }
        name = StateVariant.defaultName(for: pattern)
        guard FileName.isSafePart(name) else {
          throw Diagnostic(
            path: path,
            message:
              "the variant's name would be longer than \(FileName.maximumPartLength) characters; give it a \"name\"",
            location: v.location)
        }
      }
      return .state(StateVariant(name: name, state: pattern, cells: cells))
    }
  }
}

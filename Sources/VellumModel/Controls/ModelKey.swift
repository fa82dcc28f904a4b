/// One JSON key of a model, declared once: what it is (its name, values and summary, a
/// `PropertyDeclaration`) bound by key path to the stored property it sets. A `KeyedValue`'s list of
/// these is all there is to its decoding, its schema (defaults included, read off the model's
/// `init()`) and its canonical encoding: the key's name, its default and its Swift property are
/// each written once.
package struct ModelKey<Model>: Sendable {
  // `Model` is unconstrained here (the keys are made in `extension ModelKey where Model:
  // KeyedValue`): a generic requirement would make the runtime look the conformance up, a scan
  // of every conformance in the binary, the first time each kind's `[ModelKey<Kind>]` is made.
  // The key path is taken as an autoclosure and made where a closure first uses it: the runtime
  // builds a key path object (and its `WritableKeyPath<Model, Value>` class) on first use,
  // ~35,000 instructions, and a document names a few of the keys whose lists it builds.

  /// The key's parts, behind one reference: decoding walks a kind's keys for every object it
  /// reads, and copying a key is then one retain, not seven closures' and two properties'.
  private final class Storage: Sendable {
    let property: PropertyDeclaration
    let read: @Sendable (inout Model, inout PropertyValues) throws(Diagnostic) -> Void
    let write: @Sendable (Model) -> PropertyValues.Value?
    let describeDefault: @Sendable (Model) -> String?
    let overlay: @Sendable (_ model: inout Model, _ other: Model, _ defaults: Model) -> Void
    let statedProperty: PropertyDeclaration
    let encode: @Sendable (Model, inout [String: PropertyValues.Value]) -> Void
    let matchesDefault: (@Sendable (_ model: Model, _ defaults: Model) -> Bool)?

    init(
      property: PropertyDeclaration,
      read: @escaping @Sendable (inout Model, inout PropertyValues) throws(Diagnostic) -> Void,
      write: @escaping @Sendable (Model) -> PropertyValues.Value?,
      describeDefault: @escaping @Sendable (Model) -> String?,
      overlay: @escaping @Sendable (_ model: inout Model, _ other: Model, _ defaults: Model) -> Void,
      statedProperty: PropertyDeclaration,
      encode: @escaping @Sendable (Model, inout [String: PropertyValues.Value]) -> Void,
      matchesDefault: (@Sendable (_ model: Model, _ defaults: Model) -> Bool)?
    ) {
      self.property = property
      self.read = read
      self.write = write
      self.describeDefault = describeDefault
      self.overlay = overlay
      self.statedProperty = statedProperty
      self.encode = encode
      self.matchesDefault = matchesDefault
    }
  }

  private let storage: Storage

  private init(storage: Storage) { self.storage = storage }

  /// The key as the decoder, the schema and the README check see it (the default not yet stated).
  package var property: PropertyDeclaration { storage.property }
  /// Sets the bound property from the key's decoded value, when the key is present (a nested
  /// value's warnings join `p`'s).
  var read: @Sendable (inout Model, inout PropertyValues) throws(Diagnostic) -> Void { storage.read }
  /// The bound property's value as the key writes it; nil leaves the key out.
  var write: @Sendable (Model) -> PropertyValues.Value? { storage.write }
  /// How the summary states the default (`100`, `` `medium` ``), for a property that has one.
  var describeDefault: @Sendable (Model) -> String? { storage.describeDefault }
  /// Sets ours from `other`'s when `other` sets it: an optional property that is not nil, any
  /// other that differs from `defaults`.
  var overlay: @Sendable (_ model: inout Model, _ other: Model, _ defaults: Model) -> Void { storage.overlay }
  /// The key as the schema states it, its default read off `Model()` once, when the key is made
  /// (decoding reads this on every object, so the summary is not rebuilt each time).
  var statedProperty: PropertyDeclaration { storage.statedProperty }
  /// Adds the key's values to an object's (`write` under the key's name; an image source's
  /// under `systemName`, `file` or `symbolFile`).
  var encode: @Sendable (Model, inout [String: PropertyValues.Value]) -> Void { storage.encode }
  /// Whether the bound property of `model` equals that of `defaults` (made by `init()`); nil for
  /// a key bound to no single property of its own (an image's source).
  var matchesDefault: (@Sendable (_ model: Model, _ defaults: Model) -> Bool)? { storage.matchesDefault }
}

extension ModelKey where Model: KeyedValue {
  private init(
    property: PropertyDeclaration,
    read: @escaping @Sendable (inout Model, inout PropertyValues) throws(Diagnostic) -> Void,
    write: @escaping @Sendable (Model) -> PropertyValues.Value?,
    describeDefault: @escaping @Sendable (Model) -> String?,
    overlay: @escaping @Sendable (_ model: inout Model, _ other: Model, _ defaults: Model) -> Void,
    encode: (@Sendable (Model, inout [String: PropertyValues.Value]) -> Void)? = nil,
    matchesDefault: (@Sendable (_ model: Model, _ defaults: Model) -> Bool)?
  ) {
    let name = property.name
    storage = Storage(
      property: property, read: read, write: write, describeDefault: describeDefault, overlay: overlay,
      statedProperty: Self.stated(property, defaults: Model(), write: write, describeDefault: describeDefault),
      encode: encode ?? { model, values in values[name] = write(model) }, matchesDefault: matchesDefault)
  }

  /// Whether a model's value at `keyPath` is the defaults'.
  private static func matching<Value: Equatable>(
    _ keyPath: @escaping @Sendable () -> WritableKeyPath<Model, Value>
  ) -> @Sendable (Model, Model) -> Bool {
    { model, defaults in
      let keyPath = keyPath()
      return model[keyPath: keyPath] == defaults[keyPath: keyPath]
    }
  }

  /// Takes `other`'s value at `keyPath` where it is not the defaults' (what `overlaid(with:)` does
  /// per key).
  private static func overlaying<Value: Equatable>(
    _ keyPath: @escaping @Sendable () -> WritableKeyPath<Model, Value>
  ) -> @Sendable (inout Model, Model, Model) -> Void {
    { model, other, defaults in
      let keyPath = keyPath()
      if other[keyPath: keyPath] != defaults[keyPath: keyPath] { model[keyPath: keyPath] = other[keyPath: keyPath] }
    }
  }

  /// A key bound to a property that always has a value: an omitted key leaves the model's default.
  /// `overlays` false keeps ours in `overlaid(with:)` (a background's factory `style`); with
  /// `missing`, the key is required and an object without it is an error with this message.
  /// `statesDefault` false leaves the default unsaid where it depends on where the value stands
  /// (a content configuration's `style` follows its list).
  package init<Value: PropertyValueRepresentable>(
    _ name: String, _ keyPath: @autoclosure @escaping @Sendable () -> WritableKeyPath<Model, Value>,
    _ type: PropertyDeclaration.ValueType,
    _ summary: String, what: String? = nil, ref: String? = nil, overlays: Bool = true, missing: String? = nil,
    statesDefault: Bool = true
  ) {
    self.init(
      property: PropertyDeclaration(name, type, summary, what: what, ref: ref, missing: missing),
      read: { model, p in
        if let value = p.values[name].flatMap(Value.init(propertyValue:)) { model[keyPath: keyPath()] = value }
      },
      write: { $0[keyPath: keyPath()].propertyValue },
      describeDefault: { statesDefault ? $0[keyPath: keyPath()].defaultDescription : nil },
      overlay: { model, other, defaults in
        let keyPath = keyPath()
        if overlays, other[keyPath: keyPath] != defaults[keyPath: keyPath] {
          model[keyPath: keyPath] = other[keyPath: keyPath]
        }
      },
      matchesDefault: Self.matching(keyPath))
  }

  /// A key bound to an optional property: an omitted key is nil (UIKit's "unset": the system's
  /// choice, which the summary describes). With `missing`, the key is required (the property is
  /// optional only because `init()` has no value for it) and an object without it is an error.
  package init<Value: PropertyValueRepresentable>(
    _ name: String, _ keyPath: @autoclosure @escaping @Sendable () -> WritableKeyPath<Model, Value?>,
    _ type: PropertyDeclaration.ValueType,
    _ summary: String, what: String? = nil, ref: String? = nil, missing: String? = nil
  ) {
    self.init(
      property: PropertyDeclaration(name, type, summary, what: what, ref: ref, missing: missing),
      read: { model, p in
        if let value = p.values[name].flatMap(Value.init(propertyValue:)) { model[keyPath: keyPath()] = value }
      },
      write: { $0[keyPath: keyPath()]?.propertyValue },
      describeDefault: { _ in nil },
      overlay: { model, other, _ in
        let keyPath = keyPath()
        if let value = other[keyPath: keyPath] { model[keyPath: keyPath] = value }
      },
      matchesDefault: Self.matching(keyPath))
  }

  /// A key whose JSON value stands for the bound property through `decode` and `encode` (an
  /// alert's `preferredAction`: an action's title in JSON, its index in Swift; a navigation
  /// bar's `backStack`: objects in JSON, titles in Swift). `decode` runs after the keys before
  /// it are set, and throws `error(message)` (at the key's path) for a value that stands for
  /// nothing; an omitted key leaves the default (nil for an optional property).
  /// `decode` is given the value as the decoder checked it against `type`; `ref` names the
  /// schema's definition of the value.
  package init<Stored: Equatable & Sendable>(
    _ name: String, _ keyPath: @autoclosure @escaping @Sendable () -> WritableKeyPath<Model, Stored>,
    _ type: PropertyDeclaration.ValueType,
    _ summary: String, ref: String? = nil,
    decode:
      @escaping @Sendable (Model, PropertyValues.Value, _ error: (String) -> Diagnostic) throws(Diagnostic) -> Stored,
    encode: @escaping @Sendable (Model, Stored) -> PropertyValues.Value?
  ) {
    self.init(
      property: PropertyDeclaration(name, type, summary, ref: ref),
      read: { (model, p) throws(Diagnostic) in
        guard let value = p.values[name] else { return }
        let given = p
        model[keyPath: keyPath()] = try decode(model, value) { given.error(name, $0) }
      },
      write: { model in encode(model, model[keyPath: keyPath()]) },
      describeDefault: { _ in nil },
      overlay: Self.overlaying(keyPath),
      matchesDefault: Self.matching(keyPath))
  }

  /// A key taking an object of `Value`'s keys (or only those of `properties`; or all but
  /// `omitting`, which are not written either), bound to an optional property: an omitted key
  /// is nil; overlaying one set value on another overlays their keys. `ref` names the schema's
  /// definition of the object.
  package init<Value: KeyedValue>(
    _ name: String, _ keyPath: @autoclosure @escaping @Sendable () -> WritableKeyPath<Model, Value?>, _ summary: String,
    taking properties: [PropertyDeclaration]? = nil, omitting: [String] = [], ref: String? = nil
  ) {
    let taken = DeferredDeclarations { (properties ?? Value.properties).filter { !omitting.contains($0.name) } }
    self.init(
      property: PropertyDeclaration(name, .keyedObject(taken), summary, ref: ref),
      read: { (model, p) throws(Diagnostic) in
        guard var nested = p.object(name) else { return }
        model[keyPath: keyPath()] = try Value(&nested)
        p.warnings += nested.warnings
      },
      write: {
        $0[keyPath: keyPath()].map { value in
          guard !omitting.isEmpty else { return .object(value.minimalPropertyValues) }
          var values = value.minimalPropertyValues.values
          for key in omitting { values[key] = nil }
          return .object(PropertyValues(values))
        }
      },
      describeDefault: { _ in nil },
      overlay: { model, other, _ in
        let keyPath = keyPath()
        guard let value = other[keyPath: keyPath] else { return }
        model[keyPath: keyPath] = model[keyPath: keyPath].map { $0.overlaid(with: value) } ?? value
      },
      matchesDefault: Self.matching(keyPath))
  }

  /// A key taking an object of `Value`'s keys, bound to a property that always has one (a
  /// content configuration's `textProperties`): an omitted key leaves the default, and the key
  /// is not written at it; overlaying overlays their keys. `ref` names the schema's definition
  /// of `Value`'s object; with `missing`, the key is required (always written) and an object
  /// without it is an error with this message.
  package init<Value: KeyedValue>(
    _ name: String, _ keyPath: @autoclosure @escaping @Sendable () -> WritableKeyPath<Model, Value>, _ summary: String,
    ref: String? = nil,
    missing: String? = nil
  ) {
    self.init(
      property: PropertyDeclaration(
        name, .keyedObject(DeferredDeclarations { Value.properties }), summary, ref: ref, missing: missing),
      read: { (model, p) throws(Diagnostic) in
        guard var nested = p.object(name) else { return }
        model[keyPath: keyPath()] = try Value(&nested)
        p.warnings += nested.warnings
      },
      write: { model in
        let value = model[keyPath: keyPath()]
        if missing == nil, value == Model()[keyPath: keyPath()] { return nil }
        return .object(value.minimalPropertyValues)
      },
      describeDefault: { _ in nil },
      overlay: { model, other, _ in
        let keyPath = keyPath()
        model[keyPath: keyPath] = model[keyPath: keyPath].overlaid(with: other[keyPath: keyPath])
      },
      matchesDefault: Self.matching(keyPath))
  }

  /// A key taking an array of at most `maxCount` objects of `Value`'s keys (a segmented
  /// control's segments), bound to an array property: an omitted key leaves the default.
  /// Without `maxCount`, any number, each described by the schema's definition `ref`, which
  /// `item` introduces (a cell's swipe actions).
  package init<Value: KeyedValue>(
    _ name: String, _ keyPath: @autoclosure @escaping @Sendable () -> WritableKeyPath<Model, [Value]>,
    maxCount: Int? = nil, ref: String? = nil,
    item: String = "One item.", _ summary: String, missing: String? = nil
  ) {
    let type: PropertyDeclaration.ValueType =
      if let maxCount { .objects(Value.properties, maxCount: maxCount) } else {
        .definedObjects(Value.properties, definition: ref!, item: item)
      }
    self.init(
      property: PropertyDeclaration(name, type, summary, missing: missing),
      read: { (model, p) throws(Diagnostic) in
        guard p.has(name) else { return }
        var items: [Value] = []
        for var item in p.objects(name) {
          items.append(try Value(&item))
          p.warnings += item.warnings
        }
        model[keyPath: keyPath()] = items
      },
      write: { .objects($0[keyPath: keyPath()].map(\.minimalPropertyValues)) },
      describeDefault: { _ in nil },
      overlay: Self.overlaying(keyPath),
      matchesDefault: Self.matching(keyPath))
  }

  /// A key taking an array of at most `maxCount` objects of `keys`, some of the model's own
  /// (a tab group's children take a tab's keys but `children`), bound to an array of the model's
  /// own type: an omitted key leaves it empty. The objects' `didDecode` is not run.
  static func nested(
    _ name: String, _ keyPath: @autoclosure @escaping @Sendable () -> WritableKeyPath<Model, [Model]>,
    keys: [ModelKey], maxCount: Int, _ summary: String
  ) -> ModelKey {
    ModelKey(
      property: PropertyDeclaration(name, .objects(keys.map(\.statedProperty), maxCount: maxCount), summary),
      read: { (model, p) throws(Diagnostic) in
        guard p.has(name) else { return }
        var items: [Model] = []
        for var item in p.objects(name) {
          var value = Model()
          for key in keys { try key.read(&value, &item) }
          items.append(value)
          p.warnings += item.warnings
        }
        model[keyPath: keyPath()] = items
      },
      write: { model in
        let items = model[keyPath: keyPath()]
        return items.isEmpty ? nil : .objects(items.map(\.minimalPropertyValues))
      },
      describeDefault: { _ in nil },
      overlay: Self.overlaying(keyPath),
      matchesDefault: Self.matching(keyPath))
  }

  /// `keys` of the value stored at `keyPath`, taken at this model's own level (a component's
  /// `accessibilityLabel` … keys, stored in its `accessibility`). `Inner.didDecode` is not run:
  /// the model checks what spans the keys.
  package static func inline<Inner: KeyedValue>(
    _ keyPath: @autoclosure @escaping @Sendable () -> WritableKeyPath<Model, Inner>, _ keys: [ModelKey<Inner>]
  ) -> [ModelKey] {
    keys.map { key in
      var matchesDefault: (@Sendable (Model, Model) -> Bool)?
      if let matches = key.matchesDefault {
        matchesDefault = { model, defaults in
          let keyPath = keyPath()
          return matches(model[keyPath: keyPath], defaults[keyPath: keyPath])
        }
      }
      return ModelKey(
        property: key.property,
        read: { (model, p) throws(Diagnostic) in try key.read(&model[keyPath: keyPath()], &p) },
        write: { key.write($0[keyPath: keyPath()]) },
        describeDefault: { key.describeDefault($0[keyPath: keyPath()]) },
        overlay: { model, other, defaults in
          let keyPath = keyPath()
          key.overlay(&model[keyPath: keyPath], other[keyPath: keyPath], defaults[keyPath: keyPath])
        },
        encode: { model, values in key.encode(model[keyPath: keyPath()], &values) },
        matchesDefault: matchesDefault)
    }
  }

  /// A key the decoder accepts that sets no property of its own: an alias `didDecode` reads (a
  /// sheet's `smallestUndimmedDetentIdentifier`) or a key a still image has no use for. It is
  /// not written back.
  package static func accepted(_ property: PropertyDeclaration) -> ModelKey {
    ModelKey(
      property: property, read: { _, _ in }, write: { _ in nil }, describeDefault: { _ in nil },
      overlay: { _, _, _ in }, matchesDefault: nil)
  }

  /// This key with its values of `type` instead (the same Swift value read from them).
  package func withType(_ type: PropertyDeclaration.ValueType) -> ModelKey {
    var property = property
    property.type = type
    return ModelKey(
      property: property, read: read, write: write, describeDefault: describeDefault, overlay: overlay, encode: encode,
      matchesDefault: matchesDefault)
  }

  /// This key written only where `condition` holds (a key the decoder refuses without another,
  /// such as a canvas's `orientation` without a `device`); read and stated as before, its
  /// default included.
  package func written(when condition: @escaping @Sendable (Model) -> Bool) -> ModelKey {
    let (write, encode) = (self.write, self.encode)
    return ModelKey(
      storage: Storage(
        property: property, read: read, write: { condition($0) ? write($0) : nil }, describeDefault: describeDefault,
        overlay: overlay, statedProperty: statedProperty,
        encode: { model, values in if condition(model) { encode(model, &values) } }, matchesDefault: matchesDefault))
  }

  /// The key of an image's source, `property` of type `.imageSource`: exactly one of
  /// `systemName`, `file` and `symbolFile`, bound to a property that always has one.
  package static func imageSource(
    _ property: PropertyDeclaration,
    _ keyPath: @autoclosure @escaping @Sendable () -> WritableKeyPath<Model, ImageSource>
  ) -> ModelKey {
    ModelKey(
      property: property,
      read: { (model, p) throws(Diagnostic) in model[keyPath: keyPath()] = try p.imageSource() },
      write: { _ in nil }, describeDefault: { _ in nil },
      overlay: { model, other, _ in
        let keyPath = keyPath()
        model[keyPath: keyPath] = other[keyPath: keyPath]
      },
      encode: { model, values in
        switch model[keyPath: keyPath()] {
        case .systemName(let name): values["systemName"] = .string(name)
        case .file(let path): values["file"] = .string(path)
        case .symbolFile(let path): values["symbolFile"] = .string(path)
        }
      }, matchesDefault: nil)
  }

  /// A key taking one of the cases of `E`, bound to a property of that type.
  package static func cases<E: PropertyChoice>(
    _ name: String, _ keyPath: @autoclosure @escaping @Sendable () -> WritableKeyPath<Model, E>, _ summary: String,
    what: String? = nil,
    ref: String? = nil
  ) -> ModelKey {
    ModelKey(name, keyPath(), .choice(E.allCases.map(\.rawValue)), summary, what: what, ref: ref)
  }

  /// A key taking one of the cases of `E`, bound to an optional property (nil: unset).
  package static func cases<E: PropertyChoice>(
    _ name: String, _ keyPath: @autoclosure @escaping @Sendable () -> WritableKeyPath<Model, E?>, _ summary: String,
    what: String? = nil,
    ref: String? = nil
  ) -> ModelKey {
    ModelKey(name, keyPath(), .choice(E.allCases.map(\.rawValue)), summary, what: what, ref: ref)
  }

  /// `property` as the schema states it: its default (the value `defaults`, made by `init()`,
  /// holds) given as the schema's `default` for numbers, booleans and names, and as the summary's
  /// last sentence.
  private static func stated(
    _ property: PropertyDeclaration, defaults model: Model, write: (Model) -> PropertyValues.Value?,
    describeDefault: (Model) -> String?
  ) -> PropertyDeclaration {
    var p = property
    // A required key has no default to state.
    guard p.missingMessage == nil, let stated = describeDefault(model) else { return p }
    switch (p.type, write(model)) {
    case (.number, let v?), (.integer, let v?), (.choice, let v?), (.boolean, let v?): p.defaultValue = v
    default: break
    }
    p.summary += " Default \(stated)."
    return p
  }
}

/// A value whose keys are `ModelKey`s (a component's, a control's, or an object nested in a
/// cell's configuration, such as `textProperties`): decoding starts from `init()` and sets each
/// key given, then `didDecode(_:)` applies UIKit's clamps and the rules between keys;
/// `properties`, `propertyValues`, the canonical encoding and `overlaid(with:)` are read off the
/// same keys.
package protocol KeyedValue: Sendable, Equatable {
  /// The value with every property at its default: what an empty JSON object decodes to.
  init()
  /// The keys, in the order the schema lists them.
  static var keys: [ModelKey<Self>] { get }
  /// After the keys are set: clamps (each a warning in `p`) and the checks between keys, which
  /// throw with the key's path. Default none.
  mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic)
}

/// How `KeyedValue.minimalPropertyValues` finds the keys it leaves out.
enum KeyedMinimization {
  /// True: by decoding without each key in turn from all the keys, not first leaving out those
  /// at their defaults (the tests compare both ways).
  @TaskLocal static var triesEveryKey = false
}

extension KeyedValue {
  /// The keys as the decoder and the schema take them, their defaults stated.
  package static var properties: [PropertyDeclaration] { keys.map(\.statedProperty) }

  /// The value the checked properties `p` stand for.
  package init(_ p: inout PropertyValues) throws(Diagnostic) {
    self.init()
    for key in Self.keys { try key.read(&self, &p) }
    try didDecode(&p)
  }

  /// Every key's value (nil ones left out), as `init(_:)` reads them back.
  package var propertyValues: PropertyValues {
    var values: [String: PropertyValues.Value] = [:]
    for key in Self.keys { key.encode(self, &values) }
    return PropertyValues(values)
  }

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {}

  /// This value with every property `other` sets (an optional one that is not nil) replacing
  /// ours: how an author's values go over a style's.
  package func overlaid(with other: Self) -> Self {
    var r = self
    let defaults = Self()
    for key in Self.keys { key.overlay(&r, other, defaults) }
    return r
  }

  /// Decodes the object `r` (its keys checked, "did you mean" for others, each value's path in
  /// its messages; warnings go to the document's).
  static func decode(_ r: ObjectReader, decoding: Decoding, omitting: [String] = []) throws(Diagnostic) -> Self {
    let specs = omitting.isEmpty ? properties : properties.filter { !omitting.contains($0.name) }
    var p = try PropertyValues(r, specs: specs, decoding: decoding)
    let value = try Self(&p)
    decoding.warnings.log += p.warnings
    return value
  }

  /// The keys the canonical encoder writes: those whose absence would decode differently; nil
  /// when there are none.
  var encodedNode: SchemaNode? {
    let kept = minimalPropertyValues
    return kept.values.isEmpty ? nil : kept.node
  }

  /// `propertyValues` without the keys whose absence decodes the same: the keys whose property
  /// is at its default go first, together, when the rest decode the same (no key's value is then
  /// taken on trust, however the keys depend on one another), then each key left is tried
  /// without, in turn (usually a few: those off their defaults).
  var minimalPropertyValues: PropertyValues {
    let values = propertyValues
    let order = Self.keys.map(\.property)
    let decode = { (p: inout PropertyValues) throws(Diagnostic) in try Self(&p) }
    if !KeyedMinimization.triesEveryKey, let offDefault = Self.keysOffDefault(values) {
      return offDefault.minimized(order: order, decode)
    }
    return values.minimized(order: order, decode)
  }

  /// Every key whose property is not at its default (`init()`'s), as the key writes it: what
  /// the encoder writes for a value whose keys are independent of one another in that sense
  /// (a cell's), without decoding it again. A key bound to no single property is always written;
  /// the keys named in `leaving` are not (the caller writes them).
  func valuesOffDefault(leaving: [String] = []) -> [String: PropertyValues.Value] {
    let defaults = Self()
    var values: [String: PropertyValues.Value] = [:]
    for key in Self.keys where !(key.matchesDefault?(self, defaults) ?? false) {
      if !leaving.isEmpty, leaving.contains(key.property.name) { continue }
      key.encode(self, &values)
    }
    return values
  }

  /// `values` without the keys whose property `values` decodes to is at its default (a
  /// required key is always kept), checked: nil unless what is kept decodes to the same value
  /// with no more warnings (a key whose default another key overrides), when a key has no
  /// property of its own to compare, or when `values` does not decode.
  private static func keysOffDefault(_ values: PropertyValues) -> PropertyValues? {
    var p = PropertyValues(values.values)
    guard let decoded = try? Self(&p) else { return nil }
    let defaults = Self()
    var kept = values.values
    for key in keys where kept[key.property.name] != nil && key.property.missingMessage == nil {
      guard let matches = key.matchesDefault else { return nil }
      if matches(decoded, defaults) { kept[key.property.name] = nil }
    }
    guard kept.count < values.values.count else { return values }
    var check = PropertyValues(kept)
    guard let again = try? Self(&check), again == decoded, check.warnings.count <= p.warnings.count else { return nil }
    return PropertyValues(kept)
  }
}

/// A Swift value a `ModelKey` can be bound to: how it is read from a decoded key and written back.
package protocol PropertyValueRepresentable: Sendable, Equatable {
  /// The value of a decoded key, nil when the key's value is of another type.
  init?(propertyValue: PropertyValues.Value)
  var propertyValue: PropertyValues.Value { get }
  /// How the schema's summary states this value as a default; nil states none (a colour, an
  /// image: their defaults are the system's, which the summary describes).
  var defaultDescription: String? { get }
}

extension PropertyValueRepresentable {
  package var defaultDescription: String? { nil }
}

/// An enum a key names a case of, by its raw value (`"medium"`).
package protocol PropertyChoice: PropertyValueRepresentable, RawRepresentable, CaseIterable
where RawValue == String {}

extension PropertyChoice {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .string(let s) = propertyValue else { return nil }
    self.init(rawValue: s)
  }
  package var propertyValue: PropertyValues.Value { .string(rawValue) }
  package var defaultDescription: String? { "`\(rawValue)`" }
}

extension Double: PropertyValueRepresentable {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .number(let n) = propertyValue else { return nil }
    self = n
  }
  package var propertyValue: PropertyValues.Value { .number(self) }
  package var defaultDescription: String? { format(self) }
}

extension Int: PropertyValueRepresentable {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .number(let n) = propertyValue else { return nil }
    self = Int(n)
  }
  package var propertyValue: PropertyValues.Value { .number(Double(self)) }
  package var defaultDescription: String? { String(self) }
}

extension Bool: PropertyValueRepresentable {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .bool(let b) = propertyValue else { return nil }
    self = b
  }
  package var propertyValue: PropertyValues.Value { .bool(self) }
  package var defaultDescription: String? { String(self) }
}

extension String: PropertyValueRepresentable {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .string(let s) = propertyValue else { return nil }
    self = s
  }
  package var propertyValue: PropertyValues.Value { .string(self) }
  package var defaultDescription: String? { isEmpty ? nil : "\"\(self)\"" }
}

extension ColorValue: PropertyValueRepresentable {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .color(let c) = propertyValue else { return nil }
    self = c
  }
  package var propertyValue: PropertyValues.Value { .color(self) }
}

extension FontSpec: PropertyValueRepresentable {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .font(let f) = propertyValue else { return nil }
    self = f
  }
  package var propertyValue: PropertyValues.Value { .font(self) }
}

extension Menu: PropertyValueRepresentable {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .menu(let m) = propertyValue else { return nil }
    self = m
  }
  package var propertyValue: PropertyValues.Value { .menu(self) }
}

extension DirectionalEdgeInsets: PropertyValueRepresentable {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .insets(let i) = propertyValue else { return nil }
    self = i
  }
  package var propertyValue: PropertyValues.Value { .insets(self) }
}

extension EdgeInsetsOverride: PropertyValueRepresentable {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .margins(let m) = propertyValue else { return nil }
    self = m
  }
  package var propertyValue: PropertyValues.Value { .margins(self) }
}

extension Point: PropertyValueRepresentable {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .point(let p) = propertyValue else { return nil }
    self = p
  }
  package var propertyValue: PropertyValues.Value { .point(self) }
}

extension ImageSource: PropertyValueRepresentable {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .image(let i) = propertyValue else { return nil }
    self = i
  }
  package var propertyValue: PropertyValues.Value { .image(self) }
}

extension Dictionary: PropertyValueRepresentable where Key == Int, Value == ImageSource {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .images(let i) = propertyValue else { return nil }
    self = i
  }
  package var propertyValue: PropertyValues.Value { .images(self) }
}

extension Set: PropertyValueRepresentable where Element: PropertyChoice {
  /// The named cases (the decoder has checked each name), written in the order of `allCases`.
  package init?(propertyValue: PropertyValues.Value) {
    guard case .strings(let names) = propertyValue else { return nil }
    self = Set(names.compactMap(Element.init(rawValue:)))
  }
  package var propertyValue: PropertyValues.Value { .strings(Element.allCases.filter(contains).map(\.rawValue)) }
  package var defaultDescription: String? { nil }
}

/// A value an array key holds a list of (`favorites`' colours, `segments`' objects): how the
/// list is read from a decoded key and written back.
package protocol PropertyArrayElement: Sendable, Equatable {
  static func elements(of value: PropertyValues.Value) -> [Self]?
  static func propertyValue(of elements: [Self]) -> PropertyValues.Value
}

extension Array: PropertyValueRepresentable where Element: PropertyArrayElement {
  package init?(propertyValue: PropertyValues.Value) {
    guard let elements = Element.elements(of: propertyValue) else { return nil }
    self = elements
  }
  package var propertyValue: PropertyValues.Value { Element.propertyValue(of: self) }
}

extension ColorValue: PropertyArrayElement {
  package static func elements(of value: PropertyValues.Value) -> [ColorValue]? {
    if case .colors(let c) = value { c } else { nil }
  }
  package static func propertyValue(of elements: [ColorValue]) -> PropertyValues.Value { .colors(elements) }
}

extension String: PropertyArrayElement {
  package static func elements(of value: PropertyValues.Value) -> [String]? {
    if case .strings(let s) = value { s } else { nil }
  }
  package static func propertyValue(of elements: [String]) -> PropertyValues.Value { .strings(elements) }
}

extension AccessibilityTraits: PropertyValueRepresentable {
  /// The union of the named traits (the decoder has checked each name).
  package init?(propertyValue: PropertyValues.Value) {
    guard case .strings(let names) = propertyValue else { return nil }
    self = names.reduce(into: AccessibilityTraits()) { $0.formUnion(AccessibilityTraits(name: $1) ?? []) }
  }
  package var propertyValue: PropertyValues.Value { .strings(names) }
}

extension PointerInteraction: PropertyValueRepresentable {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .pointerInteraction(let i) = propertyValue else { return nil }
    self = i
  }
  package var propertyValue: PropertyValues.Value { .pointerInteraction(self) }
}

extension Component: PropertyArrayElement {
  package static func elements(of value: PropertyValues.Value) -> [Component]? {
    if case .components(let c) = value { c } else { nil }
  }
  package static func propertyValue(of elements: [Component]) -> PropertyValues.Value { .components(elements) }
}

extension Component: PropertyValueRepresentable {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .component(let c) = propertyValue else { return nil }
    self = c
  }
  package var propertyValue: PropertyValues.Value { .component(self) }
}

extension Size: PropertyValueRepresentable {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .object(let p) = propertyValue else { return nil }
    self.init(width: p.number("width") ?? 0, height: p.number("height") ?? 0)
  }
  package var propertyValue: PropertyValues.Value { .size(self) }
}

extension Cell: PropertyArrayElement {
  package static func elements(of value: PropertyValues.Value) -> [Cell]? {
    if case .cells(let c, _) = value { c } else { nil }
  }
  /// Cells whose content defaults to `cell` (the encoder states the place's style itself).
  package static func propertyValue(of elements: [Cell]) -> PropertyValues.Value {
    .cells(elements, contentStyle: .cell)
  }
}

extension CellAccessory: PropertyArrayElement {
  package static func elements(of value: PropertyValues.Value) -> [CellAccessory]? {
    if case .accessories(let a) = value { a } else { nil }
  }
  package static func propertyValue(of elements: [CellAccessory]) -> PropertyValues.Value { .accessories(elements) }
}

extension CustomStates: PropertyValueRepresentable {
  package init?(propertyValue: PropertyValues.Value) {
    guard case .customStates(let s) = propertyValue else { return nil }
    self.init(s)
  }
  package var propertyValue: PropertyValues.Value { .customStates(entries) }
}

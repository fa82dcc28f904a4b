import VellumModel

extension Document {
  /// A document whose root is what `root` builds: one component as it is, several in a
  /// vertical `Stack`.
  ///
  /// The canvas starts as JSON's does: a `device` sets the width, height, scale and idiom
  /// (`orientation` swaps width and height), then `width`, `height` and `scale` override
  /// them; omitted traits take the decoder's defaults.
  public init(
    device: DevicePreset? = nil, orientation: Orientation = .portrait, width: Double? = nil, height: Double? = nil,
    scale: Int? = nil, appearance: UserInterfaceStyle = .light, contrast: AccessibilityContrast = .normal,
    level: UserInterfaceLevel = .base, contentSizeCategory: ContentSizeCategory = .large,
    layoutDirection: LayoutDirection = .leftToRight, tintColor: ColorValue = .system(.systemBlue),
    background: ColorValue = .system(.systemBackground), idiom: UserInterfaceIdiom? = nil,
    systemVersion: SystemVersion? = nil, designRequiresCompatibility: Bool = false,
    @ComponentBuilder _ root: () -> [Component]
  ) {
    var canvas = Canvas(
      appearance: appearance, contrast: contrast, level: level, contentSizeCategory: contentSizeCategory,
      layoutDirection: layoutDirection, tintColor: tintColor, background: background)
    if let systemVersion { canvas.systemVersion = systemVersion }
    canvas.designRequiresCompatibility = designRequiresCompatibility
    if var device {
      if orientation == .landscape { swap(&device.width, &device.height) }
      canvas.adopt(device)
    }
    if let scale { canvas.scale = scale }
    if let width { canvas.width = width }
    if let height { canvas.height = height }
    if let idiom { canvas.idiom = idiom }
    let children = root()
    let component: Component
    if children.count == 1 {
      component = children[0]
    } else {
      var stack = Stack()
      stack.children = children
      component = .stack(stack)
    }
    self.init(canvas: canvas, root: component)
  }

  /// `canvas`, changed by `change` (`keyboard`, `pointer`, `time` …).
  public func canvas(_ change: (inout Canvas) -> Void) -> Document { configure { change(&$0.canvas) } }
  /// `canvas.keyboard`: the software keyboard over the bottom of the screen.
  public func keyboard(_ value: Keyboard?) -> Document { canvas { $0.keyboard = value } }
  /// `canvas.pointer`: the iPadOS pointer.
  public func pointer(_ value: Pointer?) -> Document { canvas { $0.pointer = value } }
  /// `canvas.pseudo`, and the strings it leaves as they are (`verbatim`).
  public func pseudo(_ value: Pseudolanguage, verbatim: [String] = []) -> Document {
    canvas {
      $0.pseudo = value
      $0.verbatim = verbatim
    }
  }

  /// `variants`: the axes `axes` builds, the first varying slowest.
  public func variants(@VariantsBuilder _ axes: () -> [VariantAxis]) -> Document {
    with(\.variants, Variants(axes: axes()))
  }
  /// `variants`: these axes, the first varying slowest.
  public func variants(_ axes: VariantAxis...) -> Document { with(\.variants, Variants(axes: axes)) }
  /// `sheet`: every variant on one labelled contact sheet, `columns` running across.
  public func sheet(title: String? = nil, columns: [VariantAxis.Kind]? = nil) -> Document {
    with(\.sheet, ContactSheet(title: title, columns: columns))
  }
}

extension VariantAxis {
  /// An `appearance` axis.
  public static func appearance(_ values: UserInterfaceStyle...) -> VariantAxis {
    VariantAxis(kind: .appearance, values: values.map { .appearance($0) })
  }
  /// A `contentSizeCategory` axis.
  public static func contentSizeCategory(_ values: ContentSizeCategory...) -> VariantAxis {
    VariantAxis(kind: .contentSizeCategory, values: values.map { .contentSizeCategory($0) })
  }
  /// A `layoutDirection` axis.
  public static func layoutDirection(_ values: LayoutDirection...) -> VariantAxis {
    VariantAxis(kind: .layoutDirection, values: values.map { .layoutDirection($0) })
  }
  /// A `contrast` axis.
  public static func contrast(_ values: AccessibilityContrast...) -> VariantAxis {
    VariantAxis(kind: .contrast, values: values.map { .contrast($0) })
  }
  /// A `device` axis.
  public static func device(_ values: DevicePreset...) -> VariantAxis {
    VariantAxis(kind: .device, values: values.map { .device($0) })
  }
  /// A `pseudo` axis.
  public static func pseudo(_ values: Pseudolanguage...) -> VariantAxis {
    VariantAxis(kind: .pseudo, values: values.map { .pseudo($0) })
  }
  /// A `systemVersion` axis: the looks side by side.
  public static func systemVersion(_ values: SystemVersion...) -> VariantAxis {
    VariantAxis(kind: .systemVersion, values: values.map { .systemVersion($0) })
  }
  /// A `state` axis: cell states (`.state(isSelected: true)`, `.normal` …).
  public static func state(_ values: StateVariant...) -> VariantAxis {
    VariantAxis(kind: .state, values: values.map { .state($0) })
  }
}

extension StateVariant {
  /// The states given, on the cells with these `id`s (nil: every cell), named `name` or, as
  /// the decoder names it, after the states (`selected`, `lifting` …).
  public static func state(
    name: String? = nil, isHighlighted: Bool? = nil, isSelected: Bool? = nil, isDisabled: Bool? = nil,
    isFocused: Bool? = nil, isEditing: Bool? = nil, isSwiped: Bool? = nil, isExpanded: Bool? = nil,
    cellDragState: ConfigurationState.DragState? = nil, cellDropState: ConfigurationState.DropState? = nil,
    custom: KeyValuePairs<String, CustomStateValue> = [:], cells: [String]? = nil
  ) -> StateVariant {
    let pattern = StatePattern(
      isHighlighted: isHighlighted, isSelected: isSelected, isDisabled: isDisabled, isFocused: isFocused,
      isEditing: isEditing, isSwiped: isSwiped, isExpanded: isExpanded, cellDragState: cellDragState,
      cellDropState: cellDropState, custom: custom)
    return StateVariant(name: name ?? StateVariant.defaultName(for: pattern), state: pattern, cells: cells)
  }
  /// No state set: the cells as the document draws them, named `normal`.
  public static var normal: StateVariant { state() }
}

extension DevicePreset {
  private static func preset(_ name: String) -> DevicePreset { named(name)! }
  /// iPhone SE, 375 × 667 at 2x.
  public static var iPhoneSE: DevicePreset { preset("iPhone SE") }
  /// iPhone 13, 390 × 844 at 3x.
  public static var iPhone13: DevicePreset { preset("iPhone 13") }
  /// iPhone 14, 390 × 844 at 3x.
  public static var iPhone14: DevicePreset { preset("iPhone 14") }
  /// iPhone 15, 393 × 852 at 3x.
  public static var iPhone15: DevicePreset { preset("iPhone 15") }
  /// iPhone 16, 393 × 852 at 3x.
  public static var iPhone16: DevicePreset { preset("iPhone 16") }
  /// iPhone 14 Plus, 428 × 926 at 3x.
  public static var iPhone14Plus: DevicePreset { preset("iPhone 14 Plus") }
  /// iPhone 15 Pro Max, 430 × 932 at 3x.
  public static var iPhone15ProMax: DevicePreset { preset("iPhone 15 Pro Max") }
  /// iPad 11-inch, 834 × 1194 at 2x.
  public static var iPad11Inch: DevicePreset { preset("iPad 11-inch") }
  /// iPad 12.9-inch, 1024 × 1366 at 2x.
  public static var iPad12Point9Inch: DevicePreset { preset("iPad 12.9-inch") }
  /// iPhone 16e, 390 × 844 at 3x.
  public static var iPhone16e: DevicePreset { preset("iPhone 16e") }
  /// iPhone 16 Pro, 402 × 874 at 3x.
  public static var iPhone16Pro: DevicePreset { preset("iPhone 16 Pro") }
  /// iPhone 16 Pro Max, 440 × 956 at 3x.
  public static var iPhone16ProMax: DevicePreset { preset("iPhone 16 Pro Max") }
  /// iPhone 17, 402 × 874 at 3x.
  public static var iPhone17: DevicePreset { preset("iPhone 17") }
  /// iPhone 17 Pro, 402 × 874 at 3x.
  public static var iPhone17Pro: DevicePreset { preset("iPhone 17 Pro") }
  /// iPhone 17 Pro Max, 440 × 956 at 3x.
  public static var iPhone17ProMax: DevicePreset { preset("iPhone 17 Pro Max") }
  /// iPhone Air, 420 × 912 at 3x.
  public static var iPhoneAir: DevicePreset { preset("iPhone Air") }
  /// iPad Pro 11-inch (M4), 834 × 1210 at 2x.
  public static var iPadPro11InchM4: DevicePreset { preset("iPad Pro 11-inch (M4)") }
  /// iPad Pro 13-inch (M4), 1032 × 1376 at 2x.
  public static var iPadPro13InchM4: DevicePreset { preset("iPad Pro 13-inch (M4)") }
  /// iPad Air 11-inch (M3), 820 × 1180 at 2x.
  public static var iPadAir11InchM3: DevicePreset { preset("iPad Air 11-inch (M3)") }
  /// iPad Air 13-inch (M3), 1024 × 1366 at 2x.
  public static var iPadAir13InchM3: DevicePreset { preset("iPad Air 13-inch (M3)") }
  /// iPad mini (A17 Pro), 744 × 1133 at 2x.
  public static var iPadMiniA17Pro: DevicePreset { preset("iPad mini (A17 Pro)") }
}

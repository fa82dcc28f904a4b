/// A UIKit control as a document component: `{ "slider": { "value": 0.4 } }`.
///
/// Each control lives in one file of this folder: its value type, its defaults and UIKit's
/// clamping, and its keys (`KeyedValue.keys`), which drive
/// decoding, the schema and the encoder. Its layout is one file
/// in VellumLayout/Controls. `ControlCatalog.all` lists them once.
public protocol Control: ComponentValue {
  /// The keys every control takes.
  var common: ControlCommon { get set }
  /// False for views that are not `UIControl`s (progress views, activity indicators): they have
  /// no disabled look, and `isEnabled: false` is ignored with a warning.
  static var hasDisabledLook: Bool { get }
}

extension Control {
  public static var hasDisabledLook: Bool { true }
}

/// A control declared by its keys: a `ComponentModel` whose `properties` are its own keys, the
/// common ones of `ControlCommon` added to them. Every control type is one.
package protocol ControlModel: Control, ComponentModel {}

extension ControlModel {
  package static var bodyProperties: [PropertyDeclaration] { ControlCatalog.properties(of: Self.self) }

  /// The control with the keys every control shares (`ControlCatalog.decode`).
  package static func decodeBody(_ body: ObjectReader, decoding: Decoding) throws(Diagnostic) -> Self {
    try ControlCatalog.decode(Self.self, body, decoding: decoding).control.value as! Self
  }

  /// The keys the encoder writes, common ones included: every one whose absence would decode
  /// to a different control (as `ControlCatalog.decode` builds it).
  package var encodedProperties: PropertyValues {
    let all = PropertyValues(propertyValues.values.merging(common.propertyValues.values) { own, _ in own })
    return all.minimized(order: ControlCatalog.properties(of: Self.self)) {
      (p: inout PropertyValues) throws(Diagnostic) in
      var control = try Self(&p)
      control.common = try ControlCommon(&p)
      return control
    }
  }
}

/// What every control takes besides its own keys.
public struct ControlCommon: Sendable, Equatable {
  /// `isEnabled`: false draws the disabled look.
  public var isEnabled = true
  /// `isHighlighted`: the pressed look, where UIKit has one.
  public var isHighlighted = false
  /// `tintColor`; nil inherits the canvas tint.
  public var tintColor: ColorValue?
  /// A frame size overriding the intrinsic one, as Auto Layout constraints do.
  public var width: Double?
  public var height: Double?
  /// The iPadOS pointer's style over the control (`pointerStyleProvider`'s answer); nil, the
  /// control's own behaviour.
  public var pointerStyle: PointerStyle?
  /// A `UIPointerInteraction` with regions on the control.
  public var pointerInteraction: PointerInteraction?
  /// `UIAccessibility` keys, over what the control's class reports.
  public var accessibility = AccessibilityOverrides()
  public init() {}
}

extension ControlCommon: KeyedValue {
  package static let keys: [ModelKey<ControlCommon>] =
    [
      ModelKey(
        "isEnabled", \.isEnabled, .boolean,
        "`isEnabled`: false draws the disabled look (not for progress views and activity indicators, which have none)."
      ),
      ModelKey("isHighlighted", \.isHighlighted, .boolean, "`isHighlighted`: the pressed look, where UIKit has one."),
      ModelKey("tintColor", \.tintColor, .color, "`tintColor`; omitted, the canvas tint."),
      ModelKey("width", \.width, .number(0...4096), "A width constraint in points, overriding the intrinsic width."),
      ModelKey(
        "height", \.height, .number(0...4096), "A height constraint in points, overriding the intrinsic height."),
      ModelKey(
        "pointerStyle", \.pointerStyle,
        "The iPadOS pointer's style over the control (`pointerStyleProvider`); omitted, the control's own (buttons: none unless `isPointerInteractionEnabled`)."
      ),
      ModelKey(
        "pointerInteraction", \.pointerInteraction,
        "A `UIPointerInteraction` added to the control, with regions and styles as its delegate returns them."),
    ] + ModelKey.inline(\.accessibility, AccessibilityOverrides.keys)

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    if pointerStyle != nil && pointerInteraction != nil {
      throw p.error("pointerInteraction", "give \"pointerStyle\" or \"pointerInteraction\", not both")
    }
  }
}

/// A control of any kind, comparable by value.
public struct AnyControl: Sendable, Equatable {
  public var value: any Control
  public init(_ value: any Control) { self.value = value }
  public var kind: String { type(of: value).kind }

  public static func == (a: AnyControl, b: AnyControl) -> Bool {
    func same<C: Control>(_ x: C) -> Bool { (b.value as? C) == x }
    return same(a.value)
  }
}

/// Every control kind, once: the decoder, the encoder, the schema and the README table read it
/// (layout reaches a control through its value's `ComponentLayout` conformance, not this list).
package enum ControlCatalog {
  package static let all: [any ControlModel.Type] = [
    Slider.self, ProgressView.self, ActivityIndicator.self, PageControl.self, SegmentedControl.self, Switch.self,
    Stepper.self, Button.self, TextField.self, DatePicker.self, PickerView.self, ColorPicker.self, MenuView.self,
    ContextMenu.self, NavigationBar.self, Toolbar.self,
    NavigationController.self, SplitViewController.self, Sheet.self, Popover.self, TabBarController.self,
    AlertController.self,
  ]

  package static func type(named kind: String) -> (any ControlModel.Type)? { all.first { $0.kind == kind } }

  /// A control's keys with the common ones.
  package static func properties(of type: any ControlModel.Type) -> [PropertyDeclaration] {
    type.properties + ControlCommon.properties
  }

  /// Decodes the body of `{ kind: body }`; `extra` keys are accepted too (an accessory's
  /// `displayed`), their values left in `properties`.
  static func decode(
    _ type: any ControlModel.Type, _ r: ObjectReader, decoding: Decoding, extra: [PropertyDeclaration] = []
  ) throws(Diagnostic) -> (control: AnyControl, properties: PropertyValues) {
    var p = try PropertyValues(r, specs: properties(of: type) + extra, decoding: decoding)
    var control = try type.init(&p)
    control.common = try ControlCommon(&p)
    if !type.hasDisabledLook, p.bool("isEnabled") == false {
      p.warnings.append(
        p.error("isEnabled", "a \(type.kind) is a UIView, not a UIControl: it has no disabled look, so this is ignored")
      )
    }
    // iOS shows one menu at a time; layout opens the first (context menus keep their own rule).
    if type.kind != ContextMenu.kind, p.bool("isMenuPresented") == true, p.values["menu"] != nil {
      if let first = decoding.warnings.openMenu {
        p.warnings.append(
          p.error(
            "isMenuPresented",
            "a menu is open already (\(first)); iOS shows one menu at a time, so this one stays closed"))
      } else {
        decoding.warnings.openMenu = p.path
      }
    }
    decoding.warnings.log += p.warnings
    return (AnyControl(control), p)
  }
}

import VellumModel

// SwiftUI's modifiers on any component, as `ComponentModifiers` holds them: each returns the
// `Component` (a kind's own modifiers, such as a stack's `padding`, keep returning the kind).

extension ComponentValue {
  /// The value as a component, to take modifiers.
  public var component: Component { Component(self) }

  /// `frame(width:height:alignment:)`: a fixed size (either may be nil), the content aligned in it.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: FrameAlignment = .center) -> Component {
    component.frame(width: width, height: height, alignment: alignment)
  }
  /// `frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`; `.infinity` takes all that is offered.
  public func frame(
    minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: FrameAlignment = .center
  ) -> Component {
    component.frame(
      minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment)
  }
  /// `aspectRatio(_:contentMode: .fit)`: width over height.
  public func aspectRatio(_ ratio: Double) -> Component { component.aspectRatio(ratio) }
  /// `layoutPriority`: in a row, higher priorities take their width first.
  public func layoutPriority(_ value: Double) -> Component { component.layoutPriority(value) }
  /// `setContentHuggingPriority(_:for:)`: how much the component keeps to its content's length.
  public func contentHuggingPriority(_ priority: Double, for axis: Stack.Axis) -> Component {
    component.contentHuggingPriority(priority, for: axis)
  }
  /// `setContentCompressionResistancePriority(_:for:)`: how much it resists being shortened.
  public func contentCompressionResistancePriority(_ priority: Double, for axis: Stack.Axis) -> Component {
    component.contentCompressionResistancePriority(priority, for: axis)
  }
  /// `offset(x:y:)`: drawn moved, laid out where it was.
  public func offset(x: Double = 0, y: Double = 0) -> Component { component.offset(x: x, y: y) }
  /// `overlay(alignment:content:)`: what `content` builds, over this component.
  public func overlay(alignment: FrameAlignment = .center, @ComponentBuilder _ content: () -> [Component]) -> Component
  {
    component.overlay(alignment: alignment, content)
  }
  /// `background(_:)`: a colour filling the frame behind the component.
  public func background(_ color: ColorValue) -> Component { component.background(color) }
  /// `clipShape(.rect(cornerRadius:style:))`: rounds the background and border, clips the content.
  public func clipShape(cornerRadius: Double, style: ImageComponent.CornerCurve = .circular) -> Component {
    component.clipShape(cornerRadius: cornerRadius, style: style)
  }
  /// `border(_:width:)`: a line inside the frame's edge.
  public func border(_ color: ColorValue, width: Double = 1) -> Component { component.border(color, width: width) }
  /// `glassEffect(_:in:)`: Liquid Glass behind the component, in `shape` in its frame.
  public func glassEffect(_ glass: GlassEffect = .regular, in shape: GlassEffect.Shape = .capsule) -> Component {
    component.glassEffect(glass, in: shape)
  }
}

extension Component {
  private func modified(_ change: (inout ComponentModifiers) -> Void) -> Component {
    var c = self
    change(&c.modifiers)
    return c
  }

  private func framed(_ change: (inout Frame) -> Void) -> Component {
    modified { m in
      var f = m.frame ?? Frame()
      change(&f)
      m.frame = f
    }
  }

  /// `frame(width:height:alignment:)`: a fixed size (either may be nil), the content aligned in it.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: FrameAlignment = .center) -> Component {
    framed {
      $0.width = width
      $0.height = height
      $0.alignment = alignment
    }
  }
  /// `frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`; `.infinity` takes all that is offered.
  public func frame(
    minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: FrameAlignment = .center
  ) -> Component {
    framed {
      ($0.minWidth, $0.maxWidth, $0.minHeight, $0.maxHeight) = (minWidth, maxWidth, minHeight, maxHeight)
      $0.alignment = alignment
    }
  }
  /// `aspectRatio(_:contentMode: .fit)`: width over height.
  public func aspectRatio(_ ratio: Double) -> Component { framed { $0.aspectRatio = ratio } }
  /// `layoutPriority`: in a row, higher priorities take their width first.
  public func layoutPriority(_ value: Double) -> Component { modified { $0.layoutPriority = value } }
  /// `setContentHuggingPriority(_:for:)`: how much the component keeps to its content's length.
  public func contentHuggingPriority(_ priority: Double, for axis: Stack.Axis) -> Component {
    modified { m in
      var p = m.contentHuggingPriority ?? AxisPriorities()
      p[axis] = priority
      m.contentHuggingPriority = p
    }
  }
  /// `setContentCompressionResistancePriority(_:for:)`: how much it resists being shortened.
  public func contentCompressionResistancePriority(_ priority: Double, for axis: Stack.Axis) -> Component {
    modified { m in
      var p = m.contentCompressionResistancePriority ?? AxisPriorities()
      p[axis] = priority
      m.contentCompressionResistancePriority = p
    }
  }
  /// `offset(x:y:)`: drawn moved, laid out where it was.
  public func offset(x: Double = 0, y: Double = 0) -> Component { modified { $0.offset = Point(x: x, y: y) } }
  /// `overlay(alignment:content:)`: what `content` builds, over this component.
  public func overlay(alignment: FrameAlignment = .center, @ComponentBuilder _ content: () -> [Component]) -> Component
  {
    let built = content()
    return modified { m in
      m.overlays.append(
        Overlay(alignment: alignment, content: built.count == 1 ? built[0] : .zStack(ZStack(children: built))))
    }
  }
  /// `background(_:)`: a colour filling the frame behind the component.
  public func background(_ color: ColorValue) -> Component { modified { $0.background = color } }
  /// `clipShape(.rect(cornerRadius:style:))`: rounds the background and border, clips the content.
  public func clipShape(cornerRadius: Double, style: ImageComponent.CornerCurve = .circular) -> Component {
    modified {
      $0.cornerRadius = cornerRadius
      $0.cornerCurve = style
    }
  }
  /// `border(_:width:)`: a line inside the frame's edge.
  public func border(_ color: ColorValue, width: Double = 1) -> Component {
    modified { $0.border = Border(color: color, width: width) }
  }
  /// `glassEffect(_:in:)`: Liquid Glass behind the component, in `shape` in its frame.
  public func glassEffect(_ glass: GlassEffect = .regular, in shape: GlassEffect.Shape = .capsule) -> Component {
    modified {
      var g = glass
      g.shape = shape
      $0.glassEffect = g
    }
  }
}

extension ZStack {
  /// A `ZStack` of the components `content` builds, back to front.
  public init(alignment: FrameAlignment = .center, @ComponentBuilder _ content: () -> [Component]) {
    self.init(alignment: alignment, children: content())
  }
}

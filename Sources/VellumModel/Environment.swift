/// `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Sendable, CaseIterable { case leftToRight, rightToLeft }

/// `UICollectionLayoutListConfiguration.Appearance`.
public enum ListAppearance: String, Sendable, CaseIterable {
  case plain, grouped, insetGrouped, sidebar, sidebarPlain
}

/// The traits configurations resolve against (`UITraitCollection` plus the list environment).
public struct Environment: Sendable, Equatable {
  public var colors: ColorTraits
  public var contentSizeCategory: ContentSizeCategory
  public var layoutDirection: LayoutDirection
  /// The enclosing list's appearance; nil outside a list.
  public var listAppearance: ListAppearance?
  /// Whether a sidebar has keyboard/primary focus, so that its selection is tint-filled
  /// with white content (spec §3.4: the normal case when no supplementary column shows).
  public var isSidebarKey: Bool

  public init(
    colors: ColorTraits = ColorTraits(), contentSizeCategory: ContentSizeCategory = .large,
    layoutDirection: LayoutDirection = .leftToRight, listAppearance: ListAppearance? = nil,
    isSidebarKey: Bool = true
  ) {
    self.colors = colors
    self.contentSizeCategory = contentSizeCategory
    self.layoutDirection = layoutDirection
    self.listAppearance = listAppearance
    self.isSidebarKey = isSidebarKey
  }

  public func resolve(_ c: ColorValue) -> Color { c.resolve(colors) }

  /// The look the environment draws in (the canvas's, through its colours).
  public var look: DesignLook { colors.look }
}

/// `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Sendable, CaseIterable { case leftToRight, rightToLeft }

/// `UICollectionLayoutListConfiguration.Appearance`.
public enum ListAppearance: String, Sendable, CaseIterable {
  case plain, grouped, insetGrouped, sidebar, sidebarPlain
}

/// The traits configurations resolve against (`UITraitCollection` plus the list environment).
package struct Environment: Sendable, Equatable {
  package var colors: ColorTraits
  package var contentSizeCategory: ContentSizeCategory
  package var layoutDirection: LayoutDirection
  /// The enclosing list's appearance; nil outside a list.
  package var listAppearance: ListAppearance?
  /// Whether a sidebar has keyboard/primary focus, so that its selection is tint-filled
  /// with white content (spec §3.4: the normal case when no supplementary column shows).
  package var isSidebarKey: Bool

  package init(
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

  package func resolve(_ c: ColorValue) -> Color { c.resolve(colors) }

  /// The look the environment draws in (the canvas's, through its colours).
  package var look: DesignLook { colors.look }
}

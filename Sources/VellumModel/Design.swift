/// The system a document shows (`UIDevice.systemVersion`'s major version): `canvas.systemVersion`.
public enum SystemVersion: String, Sendable, CaseIterable {
  case ios17 = "17"
  case ios18 = "18"
  case ios26 = "26"

  /// How the version appears in file names and on contact sheets: `ios18`, `ios26`.
  package var label: String { "ios" + rawValue }
}

/// The look a canvas is drawn in: iOS 17 and 18 share one, iOS 26 ("Liquid Glass") has its
/// own, and an iOS 26 app that sets `UIDesignRequiresCompatibility` keeps the old one.
package enum DesignLook: String, Sendable, CaseIterable {
  case ios18
  case ios26

  /// The look `version` draws, unless the app asks for the compatible (old) design.
  package init(_ version: SystemVersion, requiresCompatibility: Bool) {
    self = version == .ios26 && !requiresCompatibility ? .ios26 : .ios18
  }
}

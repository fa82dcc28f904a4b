import Foundation
import Testing
import VellumBuilder
import VellumModel

/// Samples rebuilt in Swift: each must be the document the JSON decodes to, and encode to the
/// sample's canonical text.
@Suite struct SampleRebuildTests {
  static func sample(_ name: String) throws -> [UInt8] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Samples/\(name).json")
    return Array(try Data(contentsOf: url))
  }

  /// The built document equals the decoded sample (warnings aside), and writes the same
  /// canonical JSON. That text is not byte for byte the sample's: samples spell out some
  /// defaults (`"scale": 3`, `"axis": "vertical"`) that `canonicalJSON()` leaves out, so the
  /// sample's canonical form (`CanonicalJSON.format`) must decode to the built document instead.
  func expectSame(_ built: Document, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws
  {
    let bytes = try Self.sample(name)
    var decoded = try DocumentDecoder.decode(bytes)
    decoded.warnings = []
    #expect(built == decoded, "\(name): the built document differs", sourceLocation: sourceLocation)
    let text = built.canonicalJSON()
    #expect(text == decoded.canonicalJSON(), "\(name)", sourceLocation: sourceLocation)
    #expect(try CanonicalJSON.format(Array(text.utf8)) == text, "\(name)", sourceLocation: sourceLocation)
    var formatted = try DocumentDecoder.decode(Array(try CanonicalJSON.format(bytes).utf8))
    formatted.warnings = []
    #expect(formatted == built, "\(name)", sourceLocation: sourceLocation)
  }

  @Test func settingsList() throws {
    let doc = Document(width: 390, scale: 3, appearance: .light, systemVersion: .ios18) {
      List(.insetGrouped) {
        Section {
          Cell(.cell(text: "Airplane Mode", image: .systemName("airplane")))
          Cell(.valueCell(text: "Wi-Fi", secondaryText: "Home", image: .systemName("wifi")))
            .accessories(.disclosureIndicator)
          Cell(.valueCell(text: "Bluetooth", secondaryText: "On", image: .systemName("link")))
            .accessories(.disclosureIndicator)
        }
        Section(
          "Notifications", footer: "Allow notifications to show on the Lock Screen and in Notification Centre."
        ) {
          for (text, symbol) in [
            ("Notifications", "bell.badge"), ("Sounds & Haptics", "speaker.wave.2"), ("Focus", "moon"),
          ] {
            Cell(.cell(text: text, image: .systemName(symbol))).accessories(.disclosureIndicator)
          }
        }
      }
    }
    try expectSame(doc, "lists/insetGrouped-light")
  }

  @Test func profileHeaderWithSwiftUIModifiers() throws {
    func stat(_ value: String, _ name: String) -> Component {
      VStack(alignment: .center, spacing: 2) {
        Text(value).font(.headline)
        Text(name).font(.caption1).color(.secondaryLabel)
      }
      .frame(maxWidth: .infinity)
    }
    let badge = VStack(alignment: .center) {
      Text("3").font(.system(size: 12, weight: .semibold)).color(.white)
    }
    .background(.systemRed).cornerRadius(9).padding(top: 0, leading: 5, bottom: 0, trailing: 5)
    let doc = Document(width: 390, systemVersion: .ios18) {
      VStack(alignment: .center, spacing: 8) {
        Image(systemName: "person.crop.circle.fill").pointSize(88).tintColor(.systemGray2)
          .overlay(alignment: .bottomTrailing) {
            Image(systemName: "checkmark.seal.fill").pointSize(26).tintColor(.systemBlue).offset(x: 2, y: 2)
          }
        Text("Anna Haro").font(.title2, weight: .bold)
        Text("anna.haro@example.com").font(.subheadline).color(.secondaryLabel).frame(maxWidth: .infinity)
          .offset(y: -4)
        Divider()
        HStack {
          stat("128", "Posts")
          Divider()
          stat("2.4K", "Followers")
          Divider()
          stat("312", "Following")
        }
        .frame(height: 56)
        Divider()
        HStack(alignment: .center, spacing: 14) {
          Image(systemName: "bell.fill").pointSize(22).tintColor(.systemOrange)
            .overlay(alignment: .topTrailing) { badge.frame(minWidth: 18).frame(height: 18).offset(x: 8, y: -7) }
          Text("Notifications").font(.body)
          Spacer()
          Text("Edit").color(.tint)
        }
        .padding(top: 10)
        .frame(maxWidth: .infinity)
      }
      .padding(top: 60, leading: 20, bottom: 24, trailing: 20)
    }
    try expectSame(doc, "compose/profile-header-light")
  }

  @Test func cellStates() throws {
    func favourite() -> Cell {
      Cell(.valueCell(text: "Favourites", secondaryText: "12 items", image: .systemName("star.fill")))
        .background(.listPlainCell())
    }
    func label(_ s: String) -> Text { Text(s).font(.footnote).color(.secondaryLabel) }
    let states: [(String, Cell)] = [
      ("normal", favourite()),
      ("highlighted", favourite().state(isHighlighted: true)),
      ("selected", favourite().state(isSelected: true)),
      ("disabled", favourite().state(isDisabled: true)),
      ("focused", favourite().state(isFocused: true)),
      ("editing + selected", favourite().state(isSelected: true, isEditing: true)),
      ("swiped + disabled", favourite().state(isDisabled: true, isSwiped: true)),
      ("drop target + highlighted", favourite().state(isHighlighted: true, cellDropState: .targeted)),
      ("lifting (drag)", favourite().state(cellDragState: .lifting)),
    ]
    let doc = Document(width: 390, scale: 3, background: .systemGroupedBackground, systemVersion: .ios18) {
      VStack(spacing: 6) {
        for (name, cell) in states {
          label(name)
          cell
        }
      }
      .padding(16)
    }
    try expectSame(doc, "cells/states")
  }

  @Test func sliders() throws {
    func caption(_ s: String) -> Text { Text(s).font(.footnote).color(.secondaryLabel) }
    let doc = Document(width: 390, scale: 3, appearance: .light, systemVersion: .ios18) {
      VStack(spacing: 20) {
        Text("UISlider").font(.title2, weight: .bold)
        VStack(spacing: 8) {
          caption("value 0 · 0.5 · 1")
          Slider()
          Slider(value: 0.5)
          Slider(value: 1)
        }
        VStack(spacing: 8) {
          caption("minimumValueImage and maximumValueImage")
          Slider(
            value: 0.35, minimumValueImage: .systemName("speaker.fill"),
            maximumValueImage: .systemName("speaker.wave.3.fill"))
        }
        VStack(spacing: 8) {
          caption("Track and thumb tints")
          Slider(
            value: 0.7, minimumTrackTintColor: .systemOrange, maximumTrackTintColor: .systemGray4,
            thumbTintColor: .systemYellow)
        }
        VStack(spacing: 8) {
          caption("Disabled")
          Slider(value: 0.6).isEnabled(false)
        }
      }
      .padding(top: 16, leading: 20, bottom: 24, trailing: 20)
    }
    try expectSame(doc, "controls/slider-light")
  }

  @Test func navigationScreen() throws {
    let doc = Document(device: .iPhone13, appearance: .light, systemVersion: .ios18) {
      NavigationController(
        navigationBar: NavigationBar(title: "Wi-Fi", backStack: ["Settings", "Network"])
          .configure { $0.isBackMenuPresented = true }
      ) {
        List(.insetGrouped) {
          Section {
            Cell(.cell(text: "Wi-Fi")).accessories(.control(Switch(isOn: true)))
          }
        }
      }
    }
    try expectSame(doc, "seeds/000-back-button-menu-light")
  }

  @Test func navigationBars() throws {
    let doc = Document(width: 390, scale: 3, appearance: .light, background: .systemGroupedBackground, systemVersion: .ios18) {
      VStack(spacing: 16) {
        NavigationBar(
          title: "Mailboxes", prefersLargeTitles: true, rightBarButtonItems: [BarButtonItem(systemItem: .edit)]
        )
        .searchController(placeholder: "Search")
        NavigationBar(
          title: "Inbox", backStack: ["Mailboxes"],
          rightBarButtonItems: [
            BarButtonItem(systemItem: .compose), BarButtonItem(image: .systemName("line.3.horizontal.decrease.circle")),
          ], appearance: .standard)
        NavigationBar(
          title: "Compose", leftBarButtonItems: [BarButtonItem(systemItem: .cancel)],
          rightBarButtonItems: [BarButtonItem(title: "Send").style(.done)], appearance: .standard
        )
        .configure { $0.prompt = "Drafts are saved automatically" }
        NavigationBar(
          title: "Details", backStack: ["A very long previous screen title"],
          rightBarButtonItems: [BarButtonItem(systemItem: .done).isEnabled(false)])
        NavigationBar(
          title: "Minimal", backStack: ["Inbox"], rightBarButtonItems: [BarButtonItem(systemItem: .action)]
        )
        .configure { $0.backButtonDisplayMode = .minimal }
      }
    }
    try expectSame(doc, "bars/navigation-bars-light")
  }

  @Test func cellStateVariants() throws {
    let doc = Document(width: 390, background: .systemGroupedBackground, systemVersion: .ios18) {
      VStack {
        Cell(.valueCell(text: "Inbox", secondaryText: "12", image: .systemName("tray")))
          .id("inbox")
          .background(.listGroupedCell().cornerRadius(10))
          .accessories(.outlineDisclosure)
          .swipeActions(SwipeAction("Delete", style: .destructive, systemName: "trash"))
      }
      .padding(16)
    }
    .variants {
      VariantAxis.appearance(.light, .dark)
      VariantAxis.state(
        .normal, .state(isHighlighted: true), .state(isSelected: true), .state(isDisabled: true),
        .state(isFocused: true), .state(isEditing: true), .state(isSwiped: true), .state(isExpanded: true),
        .state(cellDragState: .lifting), .state(isHighlighted: true, cellDropState: .targeted))
    }
    try expectSame(doc, "variants/cell-states")
  }

  @Test func composedStack() throws {
    let doc = Document(width: 390, scale: 3, tintColor: .systemIndigo, background: .systemGroupedBackground, systemVersion: .ios18) {
      VStack(spacing: 12) {
        Text("Settings").font(.largeTitle).color(.label)
        HStack(alignment: .center, spacing: 12) {
          Image(file: "assets/sunset.png").frame(width: 120, height: 80).cornerRadius(12)
          VStack(spacing: 2) {
            Text("Golden hour").font(.headline)
            Text("A stack composing text, an image and cells").font(.subheadline).color(.secondaryLabel)
              .numberOfLines(0)
          }
        }
        Cell(
          .subtitleCell(text: "Hello WWDC!", secondaryText: "Tap to open", image: .systemName("star.fill"))
            .textProperties {
              $0.font = .style(.headline)
              $0.numberOfLines = 1
              $0.lineBreakMode = .byTruncatingMiddle
            }
            .imageProperties { $0.tintColor = .systemOrange }
            .directionalLayoutMargins(top: 8, leading: 20, bottom: 8, trailing: 20)
        )
        .background(.listGroupedCell().cornerRadius(10).strokeColor(.separator).strokeWidth(1))
        .state(isSelected: true)
        Spacer(minLength: 8)
        Text("A very long title that must be truncated in the middle to fit one line")
          .font(.body).numberOfLines(1).lineBreakMode(.byTruncatingMiddle)
        Text(
          "Tail truncation after two lines of body text: the quick brown fox jumps over the lazy dog, again and again and again."
        )
        .font(.callout).color(.secondaryLabel).numberOfLines(2)
      }
      .padding(16)
    }
    try expectSame(doc, "compose/stack")
  }
}

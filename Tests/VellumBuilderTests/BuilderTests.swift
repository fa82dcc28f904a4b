import Foundation
import Testing
import VellumBuilder
import VellumModel

/// The builders' control flow, modifiers and escape hatches.
@Suite struct BuilderTests {
  func titles(_ l: List) -> [[String?]] { l.sections.map { $0.items.map(\.content.text) } }

  @Test func ifElseAndForInCellsAndSections() {
    func list(signedIn: Bool, extra: Bool) -> List {
      List(.plain) {
        Section {
          if signedIn {
            Cell(.cell(text: "Account"))
          } else {
            Cell(.cell(text: "Sign In"))
          }
          if extra { Cell(.cell(text: "Extra")) }
          for i in 1...2 { Cell(.cell(text: "Row \(i)")) }
        }
        if extra {
          Section("More") { Cell(.cell(text: "More")) }
        }
        for name in ["A", "B"] {
          Section(header: .groupedHeader(text: name)) {}
        }
      }
    }
    #expect(titles(list(signedIn: true, extra: false)) == [["Account", "Row 1", "Row 2"], [], []])
    #expect(titles(list(signedIn: false, extra: true)) == [["Sign In", "Extra", "Row 1", "Row 2"], ["More"], [], []])
    let l = list(signedIn: true, extra: true)
    #expect(l.appearance == .plain)
    #expect(l.sections[1].header == ListContentConfiguration(.header, text: "More"))
    #expect(l.sections[2].header?.style == .groupedHeader)
  }

  @Test func aHostingCellIsTheDecodedOne() throws {
    let built = Cell(hosting: {
      TextComponent("Anna Haro").font(.headline)
      TextComponent("Dinner on Friday?")
    })
    .margins(EdgeInsetsOverride(leading: 8))
    .minHeight(60)
    let json = #"""
      {"vellum":1,"root":{"cell":{"hostingConfiguration":{"content":{"stack":{"children":[
        {"text":{"string":"Anna Haro","font":"headline"}},{"text":{"string":"Dinner on Friday?"}}]}},
        "margins":{"leading":8},"minHeight":60}}}}
      """#
    #expect(try DocumentDecoder.decode(Array(json.utf8)).root == .cell(built))
  }

  @Test func backgroundClipShapeAndBorderAreTheDecodedModifiers() throws {
    let built = TextComponent("New").background(.system(.systemBlue)).clipShape(cornerRadius: 6, style: .continuous)
      .border(.system(.separator), width: 0.5)
    let json = #"""
      {"vellum":1,"root":{"text":{"string":"New","background":"systemBlue","cornerRadius":6,"cornerCurve":"continuous",
        "border":{"color":"separator","width":0.5}}}}
      """#
    #expect(try DocumentDecoder.decode(Array(json.utf8)).root == built)
  }

  @Test func glassEffectIsTheDecodedModifier() throws {
    func decoded(_ glass: String) throws -> Component {
      try DocumentDecoder.decode(Array(#"{"vellum":1,"root":{"text":{"string":"Hi","glassEffect":\#(glass)}}}"#.utf8))
        .root
    }
    #expect(try decoded("true") == TextComponent("Hi").glassEffect())
    #expect(
      try decoded(#"{"style":"clear","tint":"systemBlue","shape":"circle","interactive":true}"#)
        == TextComponent("Hi").glassEffect(.clear.tint(.system(.systemBlue)).interactive(), in: .circle))
    #expect(try decoded(#"{"shape":"rect"}"#) == TextComponent("Hi").glassEffect(in: .rect))
    #expect(
      try decoded(#"{"shape":{"cornerRadius":16}}"#) == TextComponent("Hi").glassEffect(in: .rect(cornerRadius: 16)))
  }

  @Test func conditionalsInStacksAndOutlineChildren() {
    func stack(_ flag: Bool) -> Stack {
      HStack(alignment: .center, spacing: 4) {
        Text("A")
        if flag { Image(systemName: "star") } else { Spacer() }
        for i in 0..<3 { Slider(value: Double(i) / 2) }
        if !flag { Switch(isOn: true) }
      }
    }
    let on = stack(true)
    #expect(on.axis == .horizontal && on.alignment == .center && on.spacing == 4)
    #expect(on.children.count == 5)
    #expect(on.children[1] == .image(ImageComponent(source: .systemName("star"))))
    let off = stack(false)
    #expect(off.children.count == 6)
    #expect(off.children[1] == .spacer(Spacer()))
    guard let s = off.children[5].control else {
      Issue.record("not a control")
      return
    }
    #expect((s.value as? Switch)?.isOn == true)

    let folder = Cell(.sidebarCell(text: "Folders")) {
      for name in ["Work", "Home"] { Cell(.sidebarCell(text: name)) }
    }
    .state(isExpanded: true)
    #expect(folder.children.map(\.content.text) == ["Work", "Home"])
    #expect(folder.state.isExpanded)
  }

  @Test func severalRootComponentsMakeAVerticalStack() throws {
    let doc = Document(device: .iPhoneSE, orientation: .landscape, appearance: .dark) {
      Text("One")
      Text("Two")
    }
    guard let s = doc.root.as(Stack.self) else {
      Issue.record("not a stack")
      return
    }
    #expect(s.axis == .vertical && s.children.count == 2)
    #expect(doc.canvas.width == 667 && doc.canvas.height == 375 && doc.canvas.scale == 2)
    #expect(doc.canvas.appearance == .dark)
    // Encoding and decoding it again gives the same document.
    #expect(try DocumentDecoder.decode(Array(doc.canonicalJSON().utf8)) == doc)
  }

  @Test func whenClausesCustomStatesAndEscapeHatches() throws {
    let doc = Document(width: 320, contentSizeCategory: .accessibilityLarge, layoutDirection: .rightToLeft) {
      List(.insetGrouped) {
        Section {
          Cell(.subtitleCell(text: "Message", secondaryText: "Preview"))
            .state(custom: ["archived": .bool(true)])
            .when(StatePattern(custom: ["archived": .bool(true)]), content: { $0.textProperties.color = .systemGray })
            .when(StatePattern(isSelected: true), background: { $0.backgroundColor = .systemBlue })
            .separatorConfiguration(SeparatorConfiguration(bottomSeparatorVisibility: .hidden))
            .accessories(.badge("3", color: .systemRed), .label("New").displayed(.whenNotEditing), .delete)
            .configure { $0.pointerInteraction = nil }
        }
      }
      .refreshControl(RefreshControl(isRefreshing: true, title: "Updating"))
    }
    .canvas { $0.level = .elevated }
    .variants(.contentSizeCategory(.large, .accessibilityLarge), .layoutDirection(.leftToRight, .rightToLeft))
    let again = try DocumentDecoder.decode(Array(doc.canonicalJSON().utf8))
    #expect(again == doc)
    #expect(doc.variants.count == 4)
    #expect(doc.canvas.level == .elevated)
  }

  @Test func controlsAndSheets() throws {
    let doc = Document(device: .iPhone15) {
      Sheet(detents: [.medium, .large], prefersGrabberVisible: true) {
        NavigationController(
          navigationBar: NavigationBar(title: "Files"),
          toolbar: Toolbar(.flexibleSpace(), BarButtonItem(systemItem: .add))
        ) {
          VStack(spacing: 8) {
            SegmentedControl(["One", "Two"], selectedSegmentIndex: 0)
            Stepper(value: 3, maximumValue: 10)
            Button(.filled, title: "Continue").tintColor(.systemGreen)
            ProgressView(progress: 0.4, progressViewStyle: .bar)
            TextField(placeholder: "Name")
            PageControl(numberOfPages: 4, currentPage: 1)
            ActivityIndicator(style: .large)
          }
        }
      } content: {
        Slider(value: 0.25).configure { $0.thumbTintColor = .systemPink }
      }
    }
    let again = try DocumentDecoder.decode(Array(doc.canonicalJSON().utf8))
    #expect(again == doc)
    guard let c = doc.root.control, let sheet = c.value as? Sheet else {
      Issue.record("not a sheet")
      return
    }
    #expect(sheet.detents.map(\.identifier) == ["medium", "large"])
    #expect(sheet.selectedDetentIdentifier == "medium")
  }

  /// The README's example (and the catalog's) is the document its JSON spells.
  @Test func readmeExampleIsItsJSON() throws {
    let settings = Document(device: .iPhone13, appearance: .dark) {
      List(.insetGrouped) {
        Section("General") {
          Cell(.valueCell(text: "Wi-Fi", secondaryText: "Home")).accessories(.disclosureIndicator)
          Cell(.cell(text: "Bluetooth", image: .systemName("link"))).accessories(.control(Switch(isOn: true)))
        }
      }
    }.variants(.appearance(.light, .dark))
    let json = #"""
      {"vellum": 1, "canvas": {"device": "iPhone 13", "appearance": "dark"},
       "variants": {"appearance": ["light", "dark"]},
       "root": {"list": {"appearance": "insetGrouped", "sections": [{"header": {"text": "General"}, "items": [
         {"content": {"style": "valueCell", "text": "Wi-Fi", "secondaryText": "Home"},
          "accessories": [{"disclosureIndicator": {}}]},
         {"content": {"text": "Bluetooth", "image": {"systemName": "link"}},
          "accessories": [{"switch": {"isOn": true}}]}]}]}}}
      """#
    #expect(try DocumentDecoder.decode(Array(json.utf8)) == settings)
  }

  /// A custom symbol and the symbol configuration, built in Swift, are the document the JSON is.
  @Test func customSymbolsAndTheirConfiguration() throws {
    let doc = Document(width: 390) {
      HStack(spacing: 8) {
        Image(symbolFile: "assets/nib.svg").weight(.bold).scale(.large).textStyle(.title1)
        Image(symbolFile: "assets/sparkle-ring.svg").renderingMode(.palette).paletteColors([.system(.systemRed)])
          .backgroundColor(.system(.systemIndigo)).cornerRadius(7)
      }
    }
    let json = #"""
      {"vellum": 1, "canvas": {"width": 390}, "root": {"stack": {"axis": "horizontal", "spacing": 8, "children": [
        {"image": {"symbolFile": "assets/nib.svg", "weight": "bold", "scale": "large", "textStyle": "title1"}},
        {"image": {"symbolFile": "assets/sparkle-ring.svg", "renderingMode": "palette", "paletteColors": ["systemRed"],
                   "backgroundColor": "systemIndigo", "cornerRadius": 7}}]}}}
      """#
    #expect(try DocumentDecoder.decode(Array(json.utf8)) == doc)
    #expect(try DocumentDecoder.decode(Array(doc.canonicalJSON().utf8)) == doc)
  }

  /// Every control kind can be built in Swift, and the document round-trips through JSON.
  @Test func everyControlKindIsBuildable() throws {
    let menu = Menu(title: "Sort", children: [.action(MenuAction(title: "Name")), .action(MenuAction(title: "Date"))])
    let date = DatePicker(date: Date(timeIntervalSince1970: 0), mode: .date)
    let doc = Document(device: .iPad11Inch) {
      SplitViewController(
        primary: .list(List(.sidebar) { Section { Cell(.sidebarCell(text: "Inbox")) } }),
        secondary: .control(
          AnyControl(
            Popover(sourceRect: Rect(x: 10, y: 10, width: 44, height: 44)) {
              VStack(spacing: 4) {
                Slider(value: 0.5)
                ProgressView(progress: 0.2)
                ActivityIndicator()
                PageControl(numberOfPages: 3)
                SegmentedControl(["A", "B"])
                Switch(isOn: false)
                Stepper(value: 1)
                Button(.tinted, title: "Go")
                TextField(text: "Hello")
                date
                PickerView(components: [PickerView.Component(rows: ["1", "2"])])
                ColorPicker(selectedColor: .systemRed)
                MenuView(menu)
                ContextMenu(menu) { Text("Hold me") }
                NavigationBar(title: "Bar")
                  .toolbar([
                    ToolbarItem(BarButtonItem(systemItem: .add), id: "add", placement: .primaryAction),
                    ToolbarItem(
                      BarButtonItem(title: "Format"),
                      controlGroup: ToolbarItem.ControlGroup(
                        title: "Format", items: [BarButtonItem(image: .systemName("bold"))])),
                  ])
                Toolbar(BarButtonItem(systemItem: .done), .fixedSpace(8))
                NavigationController()
                TabBarController([TabBarItem(title: "Home", image: .systemName("house"))]) { Text("Home") }
                AlertController(title: "Delete?", actions: [AlertAction(title: "Delete", style: .destructive)]) {
                  Text("Under")
                }
              }
            } content: {
              Sheet(detents: [.custom("small", height: 200), .large]) {
                Text("Under")
              } content: {
                Text("Over")
              }
            })))
    }
    var kinds: Set<String> = []
    func collect(_ c: Component) {
      if let control = c.control {
        kinds.insert(control.kind)
        _ = control.value.mappingComponents {
          collect($0)
          return $0
        }
      }
      if let s = c.as(Stack.self) { s.children.forEach(collect) }
    }
    collect(doc.root)
    // Every control kind, from the package's catalogue (package access): the one line of these tests a
    // user could not write; the rest holds VellumBuilder to what a user sees.
    #expect(kinds == Set(ControlCatalog.all.map { $0.kind }))
    #expect(try DocumentDecoder.decode(Array(doc.canonicalJSON().utf8)) == doc)
  }
}

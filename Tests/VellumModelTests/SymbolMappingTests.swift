import Foundation
import Testing

@testable import VellumModel

/// The symbol table draws from Phosphor (designed fills) and, where Phosphor lacks the concept,
/// Lucide (docs/symbols.md): its names, its everyday list and the files it needs.
@Suite struct SymbolMappingTests {
  /// Where `scripts/dev.sh` installs Phosphor's SVGs, or `VELLUM_PHOSPHOR_DIR`.
  static let phosphorDirectory =
    ProcessInfo.processInfo.environment["VELLUM_PHOSPHOR_DIR"].flatMap { $0.isEmpty ? nil : $0 }
    ?? "/usr/local/share/vellum/symbols/phosphor-2.1.0"
  /// Where `scripts/dev.sh` installs Lucide's SVGs, or `VELLUM_SYMBOL_DIR`.
  static let lucideDirectory =
    ProcessInfo.processInfo.environment["VELLUM_SYMBOL_DIR"].flatMap { $0.isEmpty ? nil : $0 }
    ?? "/usr/local/share/vellum/symbols/lucide-1.1.4"

  /// The files a recipe's base is drawn from that are not installed.
  static func missingFiles(_ recipe: SymbolRecipe) -> [String] {
    var files: [String] = []
    switch recipe.base {
    case .phosphor(let stem):
      files.append(phosphorDirectory + "/regular/" + stem + ".svg")
      if recipe.isFilled { files.append(phosphorDirectory + "/fill/" + stem + "-fill.svg") }
    case .outline(let name): files.append(lucideDirectory + "/" + name + ".svg")
    case .path, .text, .file: break
    }
    return files.filter { !FileManager.default.fileExists(atPath: $0) }
  }

  /// docs/symbols-everyday.txt: the names apps use most, one a line, `#` lines heading groups.
  static func everydayNames() throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../docs/symbols-everyday.txt")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
  }

  @Test func everyEverydayNameIsDrawnFromInstalledFiles() throws {
    let names = try Self.everydayNames()
    #expect(names.count >= 300, "\(names.count) names")
    #expect(Set(names).count == names.count, "a name is listed twice")
    var unknown: [String] = []
    var missing: [String] = []
    for name in names {
      guard let recipe = SymbolCatalog.recipe(for: name) else {
        unknown.append(name)
        continue
      }
      missing += Self.missingFiles(recipe).map { name + ": " + $0 }
    }
    #expect(unknown.isEmpty, "not in the table: \(unknown)")
    #expect(missing.isEmpty, "\(missing.prefix(20))")
  }

  @Test func everyNameOfTheTableIsDrawnFromInstalledFiles() {
    var missing: [String] = []
    for (name, recipe) in SymbolCatalog.map { missing += Self.missingFiles(recipe).map { name + ": " + $0 } }
    #expect(missing.isEmpty, "\(missing.sorted().prefix(20))")
  }

  /// The names the issue found missing are drawn.
  @Test func theNamesOnceMissingAreKnown() {
    for name in [
      "figure.run", "personalhotspot", "switch.2", "sos", "tablecells", "chart.bar.fill", "battery.100percent",
      "pencil.tip.crop.circle", "list.bullet.rectangle", "heart.text.square", "xmark.octagon.fill",
    ] {
      #expect(SymbolCatalog.map[name] != nil, "\(name) is missing")
    }
  }

  /// Every name (and derived form) the table defined when it drew from Lucide alone is still
  /// known: the switch to Phosphor lost none.
  @Test func everyNameOfTheLucideTableIsStillKnown() {
    var lost: [String] = []
    for line in Self.lucideTable.utf8.split(separator: UInt8(ascii: "\n")) {
      for e in SymbolCatalog.entries(of: line) where SymbolCatalog.map[e.name] == nil { lost.append(e.name) }
    }
    #expect(lost.isEmpty, "\(lost)")
  }

  @Test func theIconWordNamesAPhosphorStemOrALucideFile() {
    let phosphor = SymbolCatalog.entries(of: Array("gear gear fc".utf8))
    #expect(phosphor.map(\.name) == ["gear", "gear.fill", "gear.circle", "gear.circle.fill"])
    #expect(phosphor[1].recipe.base == .phosphor("gear") && phosphor[1].recipe.isFilled)
    let lucide = SymbolCatalog.entries(of: Array("tortoise lucide:turtle f".utf8))
    #expect(lucide.map(\.recipe.base) == [.outline("turtle"), .outline("turtle")])
    let path = SymbolCatalog.entries(of: Array("info @M12 10.5v9M12 5h.01 cs".utf8))
    #expect(path[0].recipe.base == .path("M12 10.5v9M12 5h.01") && path.count == 5)
    #expect(SymbolCatalog.map["gearshape.fill"]!.summary == "phosphor gear fill")
    #expect(SymbolCatalog.map["tortoise"]!.summary == "lucide turtle")
  }

  /// A designed enclosed icon is drawn in place of the enclosure composed around its base, and
  /// a designed slashed icon in place of the slash composed across it.
  @Test func designedIconsBeatComposedOnes() {
    for (name, stem) in [
      ("checkmark.circle.fill", "check-circle"), ("xmark.circle", "x-circle"), ("plus.square.fill", "plus-square"),
      ("info.circle", "info"), ("questionmark.circle.fill", "question"), ("person.circle", "user-circle"),
      ("arrow.up.circle.fill", "arrow-circle-up"), ("chevron.right.circle", "caret-circle-right"),
      ("play.circle.fill", "play-circle"), ("ellipsis.circle", "dots-three-circle"), ("bell.slash.fill", "bell-slash"),
      ("phone.slash.fill", "phone-slash"), ("wifi.slash", "wifi-slash"),
    ] {
      let r = SymbolCatalog.map[name]
      #expect(
        r?.base == .phosphor(stem) && r?.enclosure == SymbolRecipe.Enclosure.none && r?.hasSlash == false, "\(name)")
      #expect(r?.isFilled == name.hasSuffix(".fill"), "\(name)")
    }
    // Without a designed one, the enclosure is composed around the base.
    let heart = SymbolCatalog.map["heart.circle.fill"]
    #expect(heart?.base == .phosphor("heart") && heart?.enclosure == .circle && heart?.isEnclosureFilled == true)
  }

  /// SF's avatar is a disc with the person knocked out and cropped by the circle (Phosphor's
  /// `user-circle-fill` is a ring around a filled figure): the line's own `F` and `C` flags.
  @Test func theAvatarIsAPersonKnockedOutOfADiscAndCroppedByIt() throws {
    for name in ["person.crop.circle.fill", "person.circle.fill"] {
      let r = try #require(SymbolCatalog.map[name])
      guard case .path = r.base else {
        Issue.record("\(name): \(r.summary)")
        continue
      }
      #expect(r.isFilled && r.enclosure == .circle && r.isEnclosureFilled && r.cropsToEnclosure, "\(name)")
      #expect(SymbolCatalog.recipe(for: name) == r)
    }
    // The outlined avatar stays Phosphor's, and the flags are the line's own name's only.
    #expect(SymbolCatalog.map["person.crop.circle"]?.base == .phosphor("user-circle"))
    #expect(SymbolCatalog.map["person.crop.circle.fill.badge.plus"]?.cropsToEnclosure == false)
  }

  /// The everyday contact sheet (a golden) draws the list's names, in its order
  /// (`scripts/make-everyday-sheet.py` writes it).
  @Test func theEverydaySheetDrawsTheList() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let sample = try String(
      contentsOf: root.appendingPathComponent("Samples/symbols/everyday-light.json"), encoding: .utf8)
    let drawn = sample.components(separatedBy: "\"systemName\": \"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(drawn == (try Self.everydayNames()))
  }

  /// SF Symbols' directions where Phosphor's differ: an airplane points right, the location
  /// arrow up and to the right.
  @Test func turnedAndMirroredIcons() {
    #expect(
      SymbolCatalog.map["airplane"]
        == {
          var r = SymbolRecipe(base: .phosphor("airplane"))
          r.quarterTurns = 1
          return r
        }())
    #expect(SymbolCatalog.map["location.fill"]?.mirrored == true)
    #expect(SymbolCatalog.map["sparkles"]?.base == .phosphor("sparkle"))
    #expect(SymbolCatalog.map["accessibility"]?.base == .phosphor("person-simple-circle"))
  }

  /// The names no table may drop: the lines of the table that drew every name from Lucide 1.1.4
  /// (`name lucide-file flags`; only the names and flags are read).
  static let lucideTable = """
    chevron.left chevron-left cs
    chevron.right chevron-right cs
    chevron.up chevron-up cs
    chevron.down chevron-down cs
    chevron.forward chevron-right cs
    chevron.backward chevron-left cs
    chevron.left.2 chevrons-left
    chevron.right.2 chevrons-right
    chevron.up.2 chevrons-up
    chevron.down.2 chevrons-down
    chevron.up.chevron.down chevrons-up-down
    chevron.compact.down chevron-down
    chevron.compact.up chevron-up
    chevron.compact.left chevron-left
    chevron.compact.right chevron-right
    chevron.left.forwardslash.chevron.right code-xml
    arrow.left arrow-left cs
    arrow.right arrow-right cs
    arrow.up arrow-up cs
    arrow.down arrow-down cs
    arrow.forward arrow-right cs
    arrow.backward arrow-left cs
    arrow.up.left arrow-up-left cs
    arrow.up.right arrow-up-right cs
    arrow.down.left arrow-down-left cs
    arrow.down.right arrow-down-right cs
    arrow.up.forward arrow-up-right cs
    arrow.up.backward arrow-up-left cs
    arrow.down.forward arrow-down-right cs
    arrow.down.backward arrow-down-left cs
    arrow.left.arrow.right arrow-left-right cs
    arrow.right.arrow.left arrow-right-left cs
    arrow.up.arrow.down arrow-up-down cs
    arrow.down.arrow.up arrow-down-up cs
    arrow.up.and.down move-vertical c
    arrow.left.and.right move-horizontal c
    arrow.up.left.and.arrow.down.right maximize-2 cs
    arrow.down.right.and.arrow.up.left minimize-2 cs
    arrow.up.and.down.and.arrow.left.and.right move
    arrow.up.to.line arrow-up-to-line
    arrow.down.to.line arrow-down-to-line
    arrow.left.to.line arrow-left-to-line
    arrow.right.to.line arrow-right-to-line
    arrow.clockwise rotate-cw c
    arrow.counterclockwise rotate-ccw c
    arrow.triangle.2.circlepath refresh-cw c
    arrow.2.circlepath refresh-ccw c
    arrow.trianglehead.clockwise rotate-cw
    arrow.trianglehead.counterclockwise rotate-ccw
    arrow.trianglehead.2.clockwise refresh-cw
    arrow.triangle.branch git-branch
    arrow.triangle.merge git-merge
    arrow.triangle.pull git-pull-request
    arrow.triangle.swap arrow-right-left
    arrow.uturn.backward undo-2 c
    arrow.uturn.forward redo-2 c
    arrow.uturn.left undo-2 c
    arrow.uturn.right redo-2 c
    arrow.turn.up.left corner-up-left
    arrow.turn.up.right corner-up-right
    arrow.turn.down.left corner-down-left
    arrow.turn.down.right corner-down-right
    arrow.turn.left.up corner-left-up
    arrow.turn.right.up corner-right-up
    arrow.turn.left.down corner-left-down
    arrow.turn.right.down corner-right-down
    arrowshape.turn.up.left reply fc
    arrowshape.turn.up.right forward fc
    arrowshape.turn.up.left.2 reply-all f
    arrowshape.left arrow-big-left fc
    arrowshape.right arrow-big-right fc
    arrowshape.up arrow-big-up fc
    arrowshape.down arrow-big-down fc
    arrowshape.backward arrow-big-left fc
    arrowshape.forward arrow-big-right fc
    arrowtriangle.up triangle fcs
    arrowtriangle.down triangle fcs r2
    arrowtriangle.left triangle fcs r3
    arrowtriangle.right triangle fcs r1
    arrowtriangle.forward triangle fcs r1
    arrowtriangle.backward triangle fcs r3
    arrow.up.doc file-up f
    arrow.down.doc file-down f
    arrow.3.trianglepath recycle
    repeat repeat c
    repeat.1 repeat-1 c
    shuffle shuffle c
    return corner-down-left
    circle circle f
    square square f
    app squircle f
    rectangle rectangle-horizontal f
    rectangle.portrait rectangle-vertical f
    oval ellipse f
    triangle triangle f
    diamond diamond f
    octagon octagon f
    hexagon hexagon f
    pentagon pentagon f
    seal badge f
    star star fcsx
    star.leadinghalf.filled star-half
    heart heart fcs
    heart.slash heart-off f
    shield shield fcx
    shield.lefthalf.filled shield-half
    checkmark.shield shield-check f
    xmark.shield shield-x f
    exclamationmark.shield shield-alert f
    largecircle.fill.circle circle-dot
    smallcircle.filled.circle circle-dot
    record.circle circle-dot f
    circle.dashed circle-dashed
    square.dashed square-dashed
    circle.grid.2x2 layout-grid f
    square.grid.2x2 layout-grid f
    square.grid.3x3 grid-3x3 f
    square.split.2x1 columns-2 f
    square.split.1x2 rows-2 f
    square.split.2x2 grid-2x2 f
    rectangle.split.3x1 columns-3 f
    rectangle.grid.2x2 layout-grid f
    rectangle.grid.1x2 rows-2 f
    square.on.square copy f
    square.stack square-stack f
    square.stack.3d.up layers f
    square.3.layers.3d layers f
    rectangle.stack gallery-vertical-end f
    rectangle.on.rectangle copy f
    plus.square.on.square copy-plus f
    sidebar.left panel-left
    sidebar.right panel-right
    sidebar.leading panel-left
    sidebar.trailing panel-right
    rectangle.leadinghalf.inset.filled panel-left
    rectangle.bottomthird.inset.filled panel-bottom
    pencil pencil cs
    pencil.slash pencil-off
    pencil.line pencil-line
    pencil.and.ruler pencil-ruler f
    square.and.pencil square-pen
    highlighter highlighter f
    eraser eraser f
    trash trash-2 fcsx
    scissors scissors c
    doc file fcb
    doc.text file-text f
    doc.plaintext file-text f
    doc.richtext file-text f
    doc.on.doc files f
    doc.on.clipboard clipboard-copy f
    doc.zipper file-archive f
    doc.viewfinder scan-text
    doc.text.magnifyingglass file-search f
    doc.badge.gearshape file-cog f
    doc.questionmark file-question-mark f
    doc.append file-plus f
    clipboard clipboard f
    list.clipboard clipboard-list f
    list.bullet.clipboard clipboard-list f
    checklist list-checks
    list.bullet list c
    list.number list-ordered
    list.dash list
    list.bullet.indent list-indent-increase
    line.3.horizontal menu c
    line.horizontal.3 menu c
    line.3.horizontal.decrease list-filter c
    line.horizontal.3.decrease list-filter c
    line.3.horizontal.reorder menu
    text.alignleft text-align-start
    text.aligncenter text-align-center
    text.alignright text-align-end
    text.justify text-align-justify
    text.justify.leading text-align-start
    bold bold
    italic italic
    underline underline
    strikethrough strikethrough
    textformat a-large-small
    textformat.size a-large-small
    textformat.abc case-lower
    textformat.superscript superscript
    textformat.subscript subscript
    character.cursor.ibeam text-cursor
    paragraphsign pilcrow
    quote.opening quote
    quote.closing quote m
    quote.bubble message-square-quote f
    increase.indent list-indent-increase
    decrease.indent list-indent-decrease
    text.quote text-quote
    text.word.spacing whole-word
    link link c
    paperclip paperclip c
    ruler ruler f
    eyedropper pipette f
    eyedropper.halffull pipette
    paintbrush paintbrush f
    paintbrush.pointed paintbrush-vertical f
    paintpalette palette f
    scribble line-squiggle
    scribble.variable line-squiggle
    signature signature
    lasso lasso
    wand.and.stars wand-sparkles
    wand.and.rays wand
    sparkles sparkles
    sparkle sparkle f
    crop crop
    rotate.right rotate-cw-square f
    rotate.left rotate-ccw-square f
    slider.horizontal.3 sliders-horizontal
    slider.vertical.3 sliders-vertical
    gauge gauge f
    gauge.medium gauge f
    gauge.with.dots.needle.50percent gauge f
    speedometer gauge f
    square.and.arrow.up share fc
    square.and.arrow.down import f
    externaldrive hard-drive fb
    archivebox archive fc
    tray inbox fc
    tray.full inbox f
    tray.and.arrow.down inbox f
    tray.and.arrow.up inbox f
    tray.2 inbox f
    folder folder fcb
    folder.badge.gearshape folder-cog f
    folder.badge.person.crop folder-open f
    paperplane send fc
    envelope mail fcbd
    envelope.open mail-open f
    at at-sign c
    message message-circle fcd
    bubble.left message-circle fc
    bubble.right message-circle fc m
    bubble.left.and.bubble.right messages-square f
    bubble.middle.bottom message-square f
    bubble message-square f
    ellipsis.bubble message-circle-more f
    ellipsis.message message-circle-more f
    plus.bubble message-circle-plus f
    exclamationmark.bubble message-circle-warning f
    checkmark.message message-circle-check f
    text.bubble message-square-text f
    phone phone fcsb
    phone.slash phone-off f
    phone.arrow.up.right phone-outgoing f
    phone.arrow.down.left phone-incoming f
    phone.connection phone-call f
    phone.badge.waveform phone-call f
    video video fcsb
    video.slash video-off f
    mic mic fcs
    mic.slash mic-off f
    antenna.radiowaves.left.and.right radio c
    antenna.radiowaves.left.and.right.slash radio-off
    dot.radiowaves.left.and.right radio
    dot.radiowaves.up.forward rss
    dot.radiowaves.right rss
    megaphone megaphone f
    speaker volume f
    speaker.slash volume-off fc
    speaker.wave.1 volume-1 f
    speaker.wave.2 volume-2 fc
    speaker.wave.3 volume-2 f
    speaker.xmark volume-x f
    headphones headphones fc
    hifispeaker speaker f
    airplayvideo airplay f
    airplayaudio airplay f
    tv tv fc
    tv.slash tv-minimal f
    display monitor f
    display.slash monitor-off f
    desktopcomputer monitor f
    laptopcomputer laptop f
    iphone smartphone f
    ipad tablet f
    ipad.landscape tablet f r1
    iphone.landscape smartphone f r1
    iphone.gen3 smartphone f
    applewatch watch f
    keyboard keyboard f
    keyboard.slash keyboard-off f
    keyboard.chevron.compact.down keyboard f
    printer printer f
    cpu cpu f
    memorychip memory-stick f
    opticaldisc disc f
    server.rack server f
    gamecontroller gamepad-2 f
    computermouse mouse f
    camera camera fcb
    camera.slash camera-off f
    camera.rotate switch-camera f
    camera.aperture aperture
    camera.macro flower f
    viewfinder scan
    qrcode qr-code
    qrcode.viewfinder scan-qr-code
    barcode barcode
    barcode.viewfinder scan-barcode
    battery.100 battery-full f
    battery.75 battery-medium f
    battery.50 battery-medium f
    battery.25 battery-low f
    battery.0 battery f
    battery.100.bolt battery-charging f
    bolt zap fcs
    bolt.slash zap-off f
    power power c
    powerplug plug f
    cable.connector cable
    lightbulb lightbulb fc
    lightbulb.slash lightbulb-off f
    flashlight.on flashlight f
    flashlight.off flashlight-off f
    wifi wifi cs
    wifi.slash wifi-off
    cellularbars signal
    network network
    globe globe c
    globe.slash globe-off
    globe.americas earth f
    globe.europe.africa earth f
    globe.asia.australia earth f
    airplane plane c
    airplane.departure plane-takeoff
    airplane.arrival plane-landing
    location navigation fcs
    location.slash navigation-off f
    location.north navigation-2 fc
    mappin map-pin fc
    mappin.slash map-pin-off f
    mappin.and.ellipse map-pin f
    map map fc
    signpost.right signpost f
    signpost.left signpost f m
    point.topleft.down.curvedto.point.bottomright.up route f
    binoculars binoculars f
    scope crosshair
    safari compass fc
    compass.drawing drafting-compass
    house house fcs
    building building f
    building.2 building-2 f
    building.columns landmark fc
    storefront store f
    tent tent
    car car fcs
    car.side car f
    car.rear car-front f
    bus bus fc
    tram tram-front fc
    train.side.front.car train-front f
    bicycle bike c
    scooter scooter
    figure.walk person-standing c
    figure.stand person-standing c
    figure.wave person-standing
    figure.roll accessibility c
    accessibility accessibility fc
    ferry ship f
    sailboat sailboat f
    fuelpump fuel fc
    ev.charger ev-charger f
    parkingsign.circle circle-parking f
    road.lanes road
    motorcycle motorbike
    truck.box truck f
    box.truck truck f
    cablecar cable-car f
    person user fcsbx
    person.2 users fc
    person.3 users f
    person.crop.circle circle-user fb
    person.crop.square square-user f
    person.crop.rectangle contact f
    person.text.rectangle id-card f
    person.badge.key user-key f
    person.badge.clock user-round f
    hand.raised hand fcx
    hand.thumbsup thumbs-up fc
    hand.thumbsdown thumbs-down fc
    hand.point.up.left pointer f
    hand.tap pointer f
    hand.draw signature
    handshake handshake f
    face.smiling smile fc
    faceid scan-face
    touchid fingerprint-pattern
    eye eye fcs
    eye.slash eye-off f
    eyeglasses glasses
    brain brain f
    ear ear f
    crown crown f
    graduationcap graduation-cap fc
    backpack backpack fc
    bag shopping-bag fcsb
    cart shopping-cart fcb
    basket shopping-basket f
    creditcard credit-card fc
    gift gift fc
    giftcard gift f
    banknote banknote f
    dollarsign dollar-sign cs
    eurosign euro cs
    sterlingsign pound-sterling cs
    yensign japanese-yen cs
    indianrupeesign indian-rupee cs
    bitcoinsign bitcoin cs
    percent percent cs
    tag tag fcsx
    ticket ticket f
    wallet.pass wallet-cards f
    wallet.bifold wallet f
    chart.bar chart-no-axes-column
    chart.bar.xaxis chart-column f
    chart.pie chart-pie f
    chart.line.uptrend.xyaxis chart-line
    chart.xyaxis.line chart-spline
    chart.line.downtrend.xyaxis trending-down
    chart.bar.doc.horizontal file-chart-column f
    waveform audio-lines c
    waveform.path audio-waveform
    waveform.path.ecg activity
    scalemass weight f
    play play fcs
    play.slash play-off f
    pause pause fcs
    stop square fc
    forward fast-forward fc
    backward rewind fc
    forward.end skip-forward fc
    backward.end skip-back fc
    forward.frame step-forward f
    backward.frame step-back f
    gobackward rotate-ccw
    goforward rotate-cw
    music.note music-2 f
    music.note.list list-music
    music.quarternote.3 music f
    music.mic mic-vocal f
    guitars guitar f
    pianokeys piano
    film film fc
    photo image fc
    photo.on.rectangle images f
    photo.stack images f
    photo.badge.plus image-plus f
    captions.bubble captions f
    pip picture-in-picture f
    pip.enter picture-in-picture-2 f
    radio radio-receiver f
    metronome metronome f
    books.vertical library
    book book-open fc
    book.closed book f
    magazine newspaper f
    newspaper newspaper fc
    bookmark bookmark fcsx
    text.book.closed book-text f
    character.book.closed book-a f
    note.text notepad-text f
    note sticky-note f
    calendar calendar fcb
    calendar.badge.clock calendar-clock f
    clock clock fcb
    clock.arrow.circlepath history
    alarm alarm-clock f
    stopwatch timer f
    timer timer fc
    hourglass hourglass fc
    hourglass.bottomhalf.filled hourglass f
    hourglass.tophalf.filled hourglass f
    sunrise sunrise f
    sunset sunset f
    sun.max sun fc
    sun.min sun-dim f
    sun.haze haze f
    sun.horizon sunset f
    moon moon fc
    moon.stars moon-star f
    cloud cloud fcx
    cloud.rain cloud-rain f
    cloud.drizzle cloud-drizzle f
    cloud.heavyrain cloud-rain-wind f
    cloud.snow cloud-snow f
    cloud.hail cloud-hail f
    cloud.sleet cloud-hail f
    cloud.fog cloud-fog f
    cloud.bolt cloud-lightning f
    cloud.bolt.rain cloud-lightning f
    cloud.sun cloud-sun f
    cloud.moon cloud-moon f
    cloud.sun.rain cloud-sun-rain f
    cloud.moon.rain cloud-moon-rain f
    icloud cloud fx
    icloud.and.arrow.up cloud-upload f
    icloud.and.arrow.down cloud-download f
    smoke cloudy f
    wind wind
    snowflake snowflake c
    tornado tornado
    thermometer thermometer f
    thermometer.medium thermometer f
    thermometer.sun thermometer-sun f
    thermometer.snowflake thermometer-snowflake f
    humidity droplets f
    drop droplet fcx
    flame flame fc
    umbrella umbrella f
    rainbow rainbow
    leaf leaf fc
    tree tree-deciduous f
    mountain.2 mountain f
    pawprint paw-print fc
    hare rabbit f
    tortoise turtle f
    bird bird f
    fish fish f
    ladybug bug f
    dog dog f
    cat cat f
    carrot carrot f
    atom atom
    wrench wrench f
    wrench.adjustable wrench f
    wrench.and.screwdriver wrench f
    hammer hammer fc
    gear cog fc
    gearshape settings fc
    key key fc
    lock lock fcsx
    lock.open lock-open fc
    lock.rotation rotate-ccw-key f
    briefcase briefcase fc
    suitcase luggage f
    suitcase.rolling luggage f
    pin pin fcx
    flag flag fcsx
    bell bell fcsbdx
    bell.and.waves.left.and.right bell-ring f
    magnifyingglass search c
    plus.magnifyingglass zoom-in
    minus.magnifyingglass zoom-out
    text.magnifyingglass text-search
    cup.and.saucer coffee f
    mug coffee f
    wineglass wine f
    takeoutbag.and.cup.and.straw cup-soda f
    fork.knife utensils c
    birthday.cake cake f
    balloon balloon f
    party.popper party-popper f
    trophy trophy fc
    medal medal f
    rosette award f
    puzzlepiece puzzle f
    dice dices f
    theatermasks drama f
    cube box f
    shippingbox package fc
    lamp.desk lamp-desk f
    lamp.floor lamp-floor f
    lamp.ceiling lamp-ceiling f
    fan fan f
    bed.double bed-double f
    sofa sofa f
    chair armchair f
    bathtub bath f
    shower shower-head f
    toilet toilet f
    washer washing-machine f
    refrigerator refrigerator f
    microwave microwave f
    door.left.hand.open door-open f
    door.left.hand.closed door-closed f
    stethoscope stethoscope
    cross cross fc
    cross.case briefcase-medical f
    pill pill fc
    pills tablets f
    syringe syringe f
    bandage bandage f
    testtube.2 test-tubes
    flask flask-conical f
    dumbbell dumbbell f
    volleyball volleyball f
    bolt.heart heart-pulse f
    simcard card-sim f
    homekit house-wifi f
    iphone.radiowaves.left.and.right smartphone-nfc f
    applelogo apple f
    plus plus cs
    minus minus cs
    xmark x cs
    multiply x cs
    checkmark check cs
    checkmark.seal badge-check f
    xmark.seal badge-x f
    exclamationmark.triangle triangle-alert f
    exclamationmark.octagon octagon-alert f
    exclamationmark @M12 4.5v10M12 19.5h.01 cs
    questionmark @M7.5 8.5a4.5 4.5 0 0 1 9 0c0 3-4.5 3.5-4.5 6.5M12 19.5h.01 cs
    info @M12 10.5v9M12 5h.01 cs
    ellipsis ellipsis cs
    number hash cs
    asterisk asterisk c
    equal equal cs
    divide divide cs
    infinity infinity c
    sum sigma
    command command cs
    option option
    shift arrow-big-up f
    capslock arrow-big-up-dash f
    delete.left delete f
    delete.right delete f m
    space space
    control chevron-up
    lessthan chevron-left cs
    greaterthan chevron-right cs
    nosign ban
    slash.circle circle-slash f
    power.circle circle-power f
    rectangle.portrait.and.arrow.right log-out
    rectangle.portrait.and.arrow.forward log-out
    rectangle.portrait.and.arrow.left log-in
    person.crop.circle.badge.questionmark circle-user f
    """
}

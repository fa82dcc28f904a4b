import Synchronization

/// SF Symbol names and how each is drawn from Lucide's stroke outlines (README "Symbols"):
/// a base outline, filled or not, alone or composed with an enclosure, a slash or a badge.
public enum SymbolCatalog {
  /// Every known SF Symbol name → its recipe.
  public static let map: [String: SymbolRecipe] = build()

  /// The known names, sorted.
  public static let names: [String] = map.keys.sorted()

  /// The recipe drawn for an SF Symbol name, or nil when the name is unknown.
  public static func recipe(for systemName: String) -> SymbolRecipe? {
    if let known = lookups.withLock({ $0[systemName] }) { return known }
    let r = lookUp(systemName)
    lookups.withLock {
      if $0.count >= 4096 { $0.removeAll(keepingCapacity: true) }
      $0[systemName] = r
    }
    return r
  }

  /// The recipes of the names looked up so far (every `systemName` a decoded document gives),
  /// in no particular order.
  public static var recipesLookedUp: [SymbolRecipe] { lookups.withLock { $0.values.compactMap { $0 } } }

  /// The bases of the table: `name outline [flags]`. An outline is a Lucide file name, or `@` and
  /// SVG path data on the 24-unit grid. Flags: `f` a `.fill` form, `c` `.circle` and
  /// `.circle.fill`, `s` `.square` and `.square.fill`, `x` `.slash`, `b` `.badge.plus`,
  /// `.badge.minus`, `.badge.checkmark`, `.badge.xmark`, `d` `.badge` (a dot); `r1`…`r3` quarter
  /// turns clockwise, `m` mirrored.
  static let table = """
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

  /// The recipes one line of the table defines, in the order `build()` adds them: the line's own
  /// name first (explicit: no derived name replaces it), then its derived forms.
  static func entries(of line: some Collection<UInt8>) -> [(name: String, recipe: SymbolRecipe)] {
    var words = line.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
    let name = words.removeFirst()
    let base: SymbolRecipe.Base
    if words[0].hasPrefix("@") {
      // Path data runs to the last word that is not a flag.
      var data = [String(words.removeFirst().dropFirst())]
      while let w = words.first, !isFlags(w) {
        data.append(w)
        words.removeFirst()
      }
      base = .path(data.joined(separator: " "))
    } else {
      base = .outline(words.removeFirst())
    }
    var plain = SymbolRecipe(base: base)
    var flags = ""
    for w in words {
      if w == "m" {
        plain.mirrored = true
      } else if w.hasPrefix("r"), let turns = Int(w.dropFirst()) {
        plain.quarterTurns = turns
      } else {
        flags += w
      }
    }
    var out: [(name: String, recipe: SymbolRecipe)] = []
    func add(_ n: String, _ r: SymbolRecipe) { out.append((n, r)) }
    let fill = flags.contains("f")
    add(name, plain)
    var filled = plain
    filled.isFilled = true
    if fill { add(name + ".fill", filled) }
    for (flag, enclosure) in enclosures where flags.contains(flag) {
      var r = plain
      r.enclosure = enclosure
      add(name + "." + enclosure.rawValue, r)
      r.isEnclosureFilled = true
      r.isFilled = fill
      add(name + "." + enclosure.rawValue + ".fill", r)
    }
    if flags.contains("x") {
      var r = plain
      r.hasSlash = true
      add(name + ".slash", r)
      r.isFilled = true
      if fill { add(name + ".slash.fill", r) }
    }
    if flags.contains("b") {
      for badge in badges {
        var r = plain
        r.badge = badge
        add(name + ".badge." + badge.rawValue, r)
        r.isFilled = true
        if fill { add(name + ".fill.badge." + badge.rawValue, r) }
      }
    }
    if flags.contains("d") {
      var r = plain
      r.badge = .dot
      add(name + ".badge", r)
      r.isFilled = true
      if fill { add(name + ".badge.fill", r) }
    }
    return out
  }

  static let enclosures = [("c", SymbolRecipe.Enclosure.circle), ("s", .square)]
  static let badges = [SymbolRecipe.Badge.plus, .minus, .checkmark, .xmark]
  /// Index symbols: 0…50 and a…z, in a circle or a square, outlined or filled.
  static let indexLabels = (0...50).map(String.init) + "abcdefghijklmnopqrstuvwxyz".map(String.init)

  static func build() -> [String: SymbolRecipe] {
    // Split as bytes (the table is ASCII; splitting Characters walks grapheme breaks), with room
    // made once.
    var map: [String: SymbolRecipe] = [:]
    map.reserveCapacity(8192)
    var explicit: Set<String> = []
    explicit.reserveCapacity(1024)
    func add(_ name: String, _ r: SymbolRecipe, explicitly: Bool = false) {
      if explicitly {
        explicit.insert(name)
        map[name] = r
      } else if !explicit.contains(name), map[name] == nil {
        map[name] = r
      }
    }
    for line in table.utf8.split(separator: UInt8(ascii: "\n")) {
      for (i, e) in entries(of: line).enumerated() { add(e.name, e.recipe, explicitly: i == 0) }
    }
    // A `.slash.fill` drawn from a slashed outline (Lucide's `-off` icons break the body into
    // pieces where the slash crosses it, so filling them fills nothing) is the base's `.fill`
    // with the slash composed across it, as SF Symbols draw it.
    for (name, recipe) in map where name.hasSuffix(".slash.fill") && !recipe.hasSlash {
      let base = String(name.dropLast(".slash.fill".count))
      guard var filled = map[base + ".fill"], filled.isFilled, filled.enclosure == .none, filled.badge == .none,
        !filled.hasSlash
      else { continue }
      filled.hasSlash = true
      map[name] = filled
    }
    for label in indexLabels {
      for enclosure in [SymbolRecipe.Enclosure.circle, .square] {
        var r = SymbolRecipe(base: .text(label))
        r.enclosure = enclosure
        add(label + "." + enclosure.rawValue, r)
        r.isEnclosureFilled = true
        add(label + "." + enclosure.rawValue + ".fill", r)
      }
    }
    return map
  }

  /// The recipes looked up so far (`recipe(for:)`), nil for a name that is unknown.
  private static let lookups = Mutex<[String: SymbolRecipe?]>([:])

  /// `map[name]` without building the map: only the table's lines whose name is `name` or a
  /// prefix of it followed by a dot are parsed, and the rules `build()` applies to the whole
  /// table (a line's own name wins, then the first line deriving it; `.slash.fill` composed;
  /// index symbols last) are applied to them. `SymbolTests` checks it against `map` for every
  /// name and for names near them.
  static func lookUp(_ name: String) -> SymbolRecipe? {
    if let r = fromLines(name) {
      guard name.hasSuffix(".slash.fill"), !r.hasSlash else { return r }
      let base = String(name.dropLast(".slash.fill".count))
      guard var filled = fromLines(base + ".fill"), filled.isFilled, filled.enclosure == .none,
        filled.badge == .none, !filled.hasSlash
      else { return r }
      filled.hasSlash = true
      return filled
    }
    for enclosure in [SymbolRecipe.Enclosure.circle, .square] {
      for filled in [false, true] {
        let suffix = "." + enclosure.rawValue + (filled ? ".fill" : "")
        guard name.hasSuffix(suffix) else { continue }
        let label = String(name.dropLast(suffix.count))
        guard indexLabels.contains(label) else { continue }
        var r = SymbolRecipe(base: .text(label))
        r.enclosure = enclosure
        r.isEnclosureFilled = filled
        return r
      }
    }
    return nil
  }

  /// What the table's lines define for `name` (before `.slash.fill` is composed): the last line
  /// named `name`, else the first derived form of that name.
  private static func fromLines(_ name: String) -> SymbolRecipe? {
    var target = name
    return target.withUTF8 { want -> SymbolRecipe? in
      var text = Self.table
      return text.withUTF8 { bytes -> SymbolRecipe? in
        var explicit: SymbolRecipe?
        var derived: SymbolRecipe?
        var start = 0
        let n = bytes.count
        while start < n {
          let end = lineEnd(bytes, from: start)
          // The line's first word, compared with `name` and its prefixes.
          var i = start
          while i < end, bytes[i] == UInt8(ascii: " ") { i += 1 }
          let wordStart = i
          var k = 0
          while i < end, bytes[i] != UInt8(ascii: " "), k < want.count, bytes[i] == want[k] {
            i += 1
            k += 1
          }
          let wordEnds = i == end || bytes[i] == UInt8(ascii: " ")
          if wordEnds, i > wordStart, k == want.count || (k < want.count && want[k] == UInt8(ascii: ".")) {
            let isOwn = k == want.count
            if isOwn || derived == nil {
              let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
              let es = entries(of: line)
              if isOwn {
                explicit = es[0].recipe
              } else if let e = es.dropFirst().first(where: { $0.name == name }) {
                derived = e.recipe
              }
            }
          }
          start = end + 1
        }
        return explicit ?? derived
      }
    }
  }

  /// Where the line at `from` ends: the index of the next "\n" (`bytes.count` if none), found
  /// eight bytes at a time (a byte-at-a-time scan of the table was most of a look-up's cost).
  @inline(__always) private static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
    var i = from
    let n = bytes.count
    if let base = bytes.baseAddress {
      while i + 8 <= n {
        // A byte of `w` is zero where the text has "\n"; the lowest flagged byte is the first.
        let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) ^ 0x0A0A_0A0A_0A0A_0A0A
        let zero = (w &- 0x0101_0101_0101_0101) & ~w & 0x8080_8080_8080_8080
        if zero != 0 { return i + zero.trailingZeroBitCount >> 3 }
        i += 8
      }
    }
    while i < n, bytes[i] != UInt8(ascii: "\n") { i += 1 }
    return i
  }

  /// The known names a pattern matches: a glob (`*`, `?`) matches whole names, other text any
  /// name containing it; nil matches every name.
  public static func names(matching pattern: String?) -> [String] {
    guard let pattern, !pattern.isEmpty else { return names }
    guard pattern.contains("*") || pattern.contains("?") else { return names.filter { $0.contains(pattern) } }
    let p = Array(pattern)
    func matches(_ s: [Character], _ i: Int, _ j: Int) -> Bool {
      if j == p.count { return i == s.count }
      if p[j] == "*" { return (i...s.count).contains { matches(s, $0, j + 1) } }
      guard i < s.count, p[j] == "?" || p[j] == s[i] else { return false }
      return matches(s, i + 1, j + 1)
    }
    return names.filter { matches(Array($0), 0, 0) }
  }

  /// The error for an unknown symbol name: the nearest known name, preferring one of the same
  /// base (`play.rectangle.fil` → a `play` symbol, not `plus.rectangle.fill`), and where the list is.
  public static func unknownNameMessage(_ name: String) -> String {
    let base = String(name.prefix { $0 != "." })
    let sameBase = names.filter { $0 == base || $0.hasPrefix(base + ".") }
    // Within the base, the closest whole name by edits (the base alone is seldom what was meant).
    let target = Array(name)
    let near =
      sameBase.isEmpty
      ? nearestName(to: name, in: names)
      : sameBase.min { a, b in
        let (da, db) = (
          editDistance(target, Array(a), bound: Int.max), editDistance(target, Array(b), bound: Int.max)
        )
        return da != db ? da < db : a < b
      }
    var message = "unknown symbol \"\(name)\""
    if let near { message += "; did you mean \"\(near)\"?" }
    return message + " (`vellum symbols` lists the known names)"
  }

  static func isFlags(_ w: String) -> Bool {
    w == "m" || w.allSatisfy { "fcsxbd".contains($0) } || (w.hasPrefix("r") && Int(w.dropFirst()) != nil)
  }
}

/// How one symbol is drawn: a base, possibly filled, turned, enclosed, slashed or badged.
public struct SymbolRecipe: Sendable, Equatable, Hashable {
  /// What the symbol is made from.
  public enum Base: Sendable, Equatable, Hashable {
    /// A Lucide outline, by file name (without `.svg`).
    case outline(String)
    /// A Phosphor icon, by its stem (`gear-six`): `regular/STEM.svg`, and `fill/STEM-fill.svg`
    /// for the `.fill` form.
    case phosphor(String)
    /// SVG path data on the 24-unit grid, stroked like an outline.
    case path(String)
    /// A short label (an index symbol's digits or letter).
    case text(String)
    /// A custom symbol's SVG file, by path relative to the document.
    case file(String)
  }
  /// The shape around the base.
  public enum Enclosure: String, Sendable, Hashable { case none, circle, square }
  /// The badge at a corner of the base.
  public enum Badge: String, Sendable, Hashable { case none, plus, minus, checkmark, xmark, dot }

  public var base: Base
  /// The base's closed shapes are filled, its inner details knocked out (the `.fill` form).
  public var isFilled = false
  public var enclosure = Enclosure.none
  /// The enclosure is filled and the base knocked out of it.
  public var isEnclosureFilled = false
  /// A diagonal slash is drawn across the base (the `.slash` form).
  public var hasSlash = false
  public var badge = Badge.none
  /// Quarter turns clockwise of the base.
  public var quarterTurns = 0
  /// The base is mirrored left to right.
  public var mirrored = false

  public init(base: Base) { self.base = base }

  /// A custom symbol, drawn from its file.
  public var isCustom: Bool { if case .file = base { true } else { false } }

  /// The base's set draws its `.fill` form (Phosphor's fill weight): nothing is guessed.
  public var usesDesignedFill: Bool { if case .phosphor = base { true } else { false } }

  /// Drawing it knocks ink out of its own ink (a fill's details, a filled enclosure, a slash's
  /// gap, a badge's ring), so it is painted through a group.
  public var knocksOut: Bool { isFilled || isEnclosureFilled || hasSlash || badge != .none }

  /// A short description for tree dumps: `outline house fill circle`.
  public var summary: String {
    var parts: [String]
    switch base {
    case .outline(let n): parts = ["outline", n]
    case .phosphor(let n): parts = ["phosphor", n]
    case .path: parts = ["path"]
    case .text(let t): parts = ["text", t]
    case .file(let p): parts = ["file", TextEscaping.dumpWord(p)]
    }
    if isFilled { parts.append("fill") }
    if quarterTurns != 0 { parts.append("r\(quarterTurns)") }
    if mirrored { parts.append("mirrored") }
    if enclosure != .none { parts.append(enclosure.rawValue + (isEnclosureFilled ? ".fill" : "")) }
    if hasSlash { parts.append("slash") }
    if badge != .none { parts.append("badge." + badge.rawValue) }
    return parts.joined(separator: " ")
  }
}

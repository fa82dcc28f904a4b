import Synchronization

/// SF Symbol names and how each is drawn from Phosphor's icons, or Lucide's outlines where
/// Phosphor lacks the concept (docs/symbols.md): a base, filled or not, alone or composed with
/// an enclosure, a slash or a badge.
package enum SymbolCatalog {
  /// Every known SF Symbol name → its recipe.
  package static let map: [String: SymbolRecipe] = build()

  /// The known names, sorted.
  package static let names: [String] = map.keys.sorted()

  /// The recipe drawn for an SF Symbol name, or nil when the name is unknown.
  package static func recipe(for systemName: String) -> SymbolRecipe? {
    if let known = lookups.withLock({ $0[systemName] }) { return known }
    let r = lookUp(systemName)
    lookups.withLock {
      if $0.count >= 4096 { $0.removeAll(keepingCapacity: true) }
      $0[systemName] = r
    }
    return r
  }

  /// The bases of the table: `name icon [flags]`. The icon is a Phosphor stem (`gear-six`: its
  /// `regular/gear-six.svg`, and `fill/gear-six-fill.svg` for a `.fill` form); `lucide:` and a
  /// Lucide file name where Phosphor has no icon for the concept; or `@` and SVG path data on
  /// Lucide's 24-unit grid. Flags: `f` a `.fill` form (Phosphor's designed fill; a Lucide
  /// outline's is guessed), `c` `.circle` and `.circle.fill`, `s` `.square` and `.square.fill`
  /// (composed around the base), `x` `.slash`, `b` `.badge.plus`, `.badge.minus`,
  /// `.badge.checkmark`, `.badge.xmark`, `d` `.badge` (a dot); `r1`…`r3` quarter turns clockwise,
  /// `m` mirrored; for the line's own name, `F` drawn filled and `C` knocked out of a filled
  /// circle at full size, which crops it (SF's `person.crop.circle.fill`). A line's own name always wins; otherwise the first line deriving a name does,
  /// so a designed enclosed icon (`checkmark.circle check-circle f`) comes before the line that
  /// would compose it. docs/symbols.md gives the sets and the mapping rules.
  static let table = """
    chevron.left.circle caret-circle-left f
    chevron.right.circle caret-circle-right f
    chevron.up.circle caret-circle-up f
    chevron.down.circle caret-circle-down f
    chevron.forward.circle caret-circle-right f
    chevron.backward.circle caret-circle-left f
    chevron.left lucide:chevron-left cs
    chevron.right lucide:chevron-right cs
    chevron.up lucide:chevron-up cs
    chevron.down lucide:chevron-down cs
    chevron.forward lucide:chevron-right cs
    chevron.backward lucide:chevron-left cs
    chevron.left.2 caret-double-left
    chevron.right.2 caret-double-right
    chevron.up.2 caret-double-up
    chevron.down.2 caret-double-down
    chevron.up.chevron.down caret-up-down
    chevron.compact.down lucide:chevron-down
    chevron.compact.up lucide:chevron-up
    chevron.compact.left lucide:chevron-left
    chevron.compact.right lucide:chevron-right
    chevron.left.forwardslash.chevron.right code
    arrow.left.circle arrow-circle-left f
    arrow.right.circle arrow-circle-right f
    arrow.up.circle arrow-circle-up f
    arrow.down.circle arrow-circle-down f
    arrow.forward.circle arrow-circle-right f
    arrow.backward.circle arrow-circle-left f
    arrow.up.left.circle arrow-circle-up-left f
    arrow.up.right.circle arrow-circle-up-right f
    arrow.down.left.circle arrow-circle-down-left f
    arrow.down.right.circle arrow-circle-down-right f
    arrow.up.forward.circle arrow-circle-up-right f
    arrow.up.backward.circle arrow-circle-up-left f
    arrow.down.forward.circle arrow-circle-down-right f
    arrow.down.backward.circle arrow-circle-down-left f
    arrow.left.square arrow-square-left f
    arrow.right.square arrow-square-right f
    arrow.up.square arrow-square-up f
    arrow.down.square arrow-square-down f
    arrow.forward.square arrow-square-right f
    arrow.backward.square arrow-square-left f
    arrow.up.left.square arrow-square-up-left f
    arrow.up.right.square arrow-square-up-right f
    arrow.down.left.square arrow-square-down-left f
    arrow.down.right.square arrow-square-down-right f
    arrow.up.forward.square arrow-square-up-right f
    arrow.up.backward.square arrow-square-up-left f
    arrow.down.forward.square arrow-square-down-right f
    arrow.down.backward.square arrow-square-down-left f
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
    arrow.left.arrow.right arrows-left-right cs
    arrow.right.arrow.left arrows-left-right cs m
    arrow.up.arrow.down arrows-down-up cs m
    arrow.down.arrow.up arrows-down-up cs
    arrow.up.and.down arrows-vertical c
    arrow.left.and.right arrows-horizontal c
    arrow.up.left.and.arrow.down.right arrows-out-simple cs
    arrow.down.right.and.arrow.up.left arrows-in-simple cs
    arrow.up.and.down.and.arrow.left.and.right arrows-out-cardinal
    arrow.up.to.line arrow-line-up
    arrow.down.to.line arrow-line-down
    arrow.left.to.line arrow-line-left
    arrow.right.to.line arrow-line-right
    arrow.clockwise arrow-clockwise c
    arrow.counterclockwise arrow-counter-clockwise c
    arrow.triangle.2.circlepath arrows-clockwise c
    arrow.2.circlepath arrows-clockwise c
    arrow.trianglehead.clockwise arrow-clockwise
    arrow.trianglehead.counterclockwise arrow-counter-clockwise
    arrow.trianglehead.2.clockwise arrows-clockwise
    arrow.triangle.branch arrows-split
    arrow.triangle.merge arrows-merge
    arrow.triangle.pull git-pull-request
    arrow.triangle.swap arrows-left-right
    arrow.triangle.turn.up.right.diamond traffic-sign f
    arrow.uturn.backward arrow-u-up-left c
    arrow.uturn.forward arrow-u-up-right c
    arrow.uturn.left arrow-u-up-left c
    arrow.uturn.right arrow-u-up-right c
    arrow.turn.up.left arrow-bend-up-left
    arrow.turn.up.right arrow-bend-up-right
    arrow.turn.down.left arrow-bend-down-left
    arrow.turn.down.right arrow-bend-down-right
    arrow.turn.left.up arrow-bend-left-up
    arrow.turn.right.up arrow-bend-right-up
    arrow.turn.left.down arrow-bend-left-down
    arrow.turn.right.down arrow-bend-right-down
    arrowshape.turn.up.left share-fat fc m
    arrowshape.turn.up.right share-fat fc
    arrowshape.turn.up.left.2 arrow-bend-double-up-left f
    arrowshape.left arrow-fat-left fc
    arrowshape.right arrow-fat-right fc
    arrowshape.up arrow-fat-up fc
    arrowshape.down arrow-fat-down fc
    arrowshape.backward arrow-fat-left fc
    arrowshape.forward arrow-fat-right fc
    arrowtriangle.up triangle fcs
    arrowtriangle.down triangle fcs r2
    arrowtriangle.left triangle fcs r3
    arrowtriangle.right triangle fcs r1
    arrowtriangle.forward triangle fcs r1
    arrowtriangle.backward triangle fcs r3
    arrow.up.doc file-arrow-up f
    arrow.down.doc file-arrow-down f
    arrow.3.trianglepath recycle
    repeat repeat c
    repeat.1 repeat-once c
    shuffle shuffle c
    return arrow-elbow-down-left
    circle circle f
    square square f
    app lucide:squircle fd
    rectangle rectangle f
    rectangle.portrait rectangle f r1
    oval lucide:ellipse f
    triangle triangle f
    diamond diamond f
    octagon octagon f
    hexagon hexagon f
    pentagon pentagon f
    seal seal f
    star star fcsx
    star.leadinghalf.filled star-half F
    heart heart fcsx
    shield.slash shield-slash f
    shield shield fcx
    shield.lefthalf.filled lucide:shield-half
    checkmark.shield shield-check f
    xmark.shield lucide:shield-x f
    exclamationmark.shield shield-warning f
    largecircle.fill.circle radio-button F
    smallcircle.filled.circle radio-button F
    record.circle.fill record F
    record.circle radio-button F
    circle.dashed circle-dashed
    square.dashed selection
    circle.grid.2x2 circles-four f
    circle.grid.3x3 @M2.8 5a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0M9.8 5a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0M16.8 5a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0M2.8 12a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0M9.8 12a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0M16.8 12a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0M2.8 19a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0M9.8 19a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0M16.8 19a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0
    circle.grid.3x3.fill dots-nine
    square.grid.2x2 squares-four f
    square.grid.3x3 grid-nine f
    square.split.2x1 square-split-horizontal f
    square.split.1x2 square-split-vertical f
    square.split.2x2 grid-four f
    rectangle.split.3x1 lucide:columns-3 f
    rectangle.grid.2x2 squares-four f
    rectangle.grid.1x2 rows f
    square.on.square copy f
    square.stack cards-three f
    square.stack.3d.up stack f
    square.3.layers.3d stack f
    rectangle.stack cards-three f
    rectangle.on.rectangle cards f
    plus.square.on.square lucide:copy-plus f
    sidebar.left sidebar
    sidebar.right sidebar m
    sidebar.leading sidebar
    sidebar.trailing sidebar m
    rectangle.leadinghalf.inset.filled square-half m
    rectangle.bottomthird.inset.filled square-half-bottom
    pencil.circle pencil-circle f
    pencil pencil-simple cs
    pencil.slash pencil-simple-slash
    pencil.line pencil-simple-line
    pencil.and.ruler pencil-ruler f
    pencil.tip.crop.circle marker-circle f
    square.and.pencil note-pencil
    highlighter highlighter f
    eraser eraser f
    trash trash-simple fcsx
    scissors scissors c
    doc file fcb
    doc.text file-text f
    doc.plaintext file-text f
    doc.richtext file-text f
    doc.on.doc files f
    doc.on.clipboard clipboard-text f
    doc.zipper file-zip f
    doc.viewfinder lucide:scan-text
    doc.text.magnifyingglass file-magnifying-glass f
    doc.badge.gearshape lucide:file-cog f
    doc.questionmark lucide:file-question-mark f
    doc.append file-plus f
    clipboard clipboard f
    list.clipboard clipboard-text f
    list.bullet.clipboard clipboard-text f
    checklist list-checks
    list.bullet.rectangle article f
    list.bullet list-bullets c
    list.number list-numbers
    list.dash list-dashes
    list.bullet.indent text-indent
    line.3.horizontal list c
    line.horizontal.3 list c
    line.3.horizontal.decrease funnel-simple c
    line.horizontal.3.decrease funnel-simple c
    line.3.horizontal.reorder list
    text.alignleft text-align-left
    text.aligncenter text-align-center
    text.alignright text-align-right
    text.justify text-align-justify
    text.justify.leading text-align-left
    bold text-b
    italic text-italic
    underline text-underline
    strikethrough text-strikethrough
    textformat text-aa
    textformat.size text-aa
    textformat.abc lucide:case-lower
    textformat.superscript text-superscript
    textformat.subscript text-subscript
    character.cursor.ibeam cursor-text
    paragraphsign paragraph
    quote.opening quotes r2
    quote.closing quotes
    quote.bubble lucide:message-square-quote f
    increase.indent text-indent
    decrease.indent text-outdent
    text.quote lucide:text-quote
    text.word.spacing lucide:whole-word
    link link c
    paperclip paperclip c
    ruler ruler f
    eyedropper eyedropper f
    eyedropper.halffull eyedropper-sample
    paintbrush paint-brush f
    paintbrush.pointed paint-brush f
    paintpalette palette f
    scribble scribble
    scribble.variable scribble-loop
    signature signature
    lasso lasso
    wand.and.stars magic-wand
    wand.and.rays magic-wand
    sparkles sparkle
    sparkle star-four f
    crop crop
    rotate.right lucide:rotate-cw-square f
    rotate.left lucide:rotate-ccw-square f
    slider.horizontal.3 sliders r1
    slider.vertical.3 sliders
    switch.2 sliders-horizontal
    gauge gauge f
    gauge.medium gauge f
    gauge.with.dots.needle.50percent gauge f
    speedometer speedometer f
    square.and.arrow.up export fc
    square.and.arrow.down download f
    externaldrive hard-drive fb
    archivebox archive fc
    tray tray fc
    tray.full tray f
    tray.and.arrow.down tray-arrow-down f
    tray.and.arrow.up tray-arrow-up f
    tray.2 tray f
    folder folder fcb
    folder.badge.gearshape lucide:folder-cog f
    folder.badge.person.crop folder-user f
    paperplane paper-plane-tilt fc
    envelope envelope-simple fcbd
    envelope.open envelope-simple-open f
    at at c
    message chat-circle fcd
    bubble.left chat-circle fc
    bubble.right chat-circle fc m
    bubble.left.and.bubble.right chats-circle f
    bubble.middle.bottom chat-centered f
    bubble chat-circle f
    ellipsis.bubble chat-circle-dots f
    ellipsis.message chat-circle-dots f
    plus.bubble lucide:message-circle-plus f
    exclamationmark.bubble lucide:message-circle-warning f
    checkmark.message lucide:message-circle-check f
    text.bubble chat-circle-text f
    phone phone fcsb
    phone.slash phone-slash f
    phone.down phone-disconnect f
    phone.arrow.up.right phone-outgoing f
    phone.arrow.down.left phone-incoming f
    phone.connection phone-call f
    phone.badge.waveform phone-call f
    video video-camera fcsb
    video.slash video-camera-slash f
    mic microphone fcs
    mic.slash microphone-slash f
    antenna.radiowaves.left.and.right cell-tower cx
    dot.radiowaves.left.and.right broadcast
    dot.radiowaves.up.forward rss-simple
    dot.radiowaves.right wifi-high r1
    personalhotspot link-simple-horizontal
    megaphone megaphone f
    speaker speaker-none f
    speaker.slash speaker-slash fc
    speaker.wave.1 speaker-low f
    speaker.wave.2 speaker-high fc
    speaker.wave.3 speaker-high f
    speaker.xmark speaker-x f
    headphones headphones fc
    hifispeaker speaker-hifi f
    airplayvideo airplay f
    airplayaudio airplay f
    tv monitor fcx
    display desktop fx
    desktopcomputer desktop f
    laptopcomputer laptop f
    iphone device-mobile f
    ipad device-tablet f
    ipad.landscape device-tablet f r1
    iphone.landscape device-mobile f r1
    iphone.gen3 device-mobile-camera f
    iphone.radiowaves.left.and.right vibrate f
    applewatch watch f
    keyboard keyboard fx
    keyboard.chevron.compact.down keyboard f
    printer printer f
    cpu cpu f
    memorychip memory f
    opticaldisc disc f
    server.rack hard-drives f
    gamecontroller game-controller f
    computermouse mouse-simple f
    camera camera fcb
    camera.slash camera-slash f
    camera.rotate camera-rotate f
    camera.aperture aperture
    camera.macro flower-tulip f
    viewfinder scan
    qrcode qr-code
    qrcode.viewfinder lucide:scan-qr-code
    barcode barcode
    barcode.viewfinder barcode
    battery.100 battery-full f
    battery.75 battery-high f
    battery.50 battery-medium f
    battery.25 battery-low f
    battery.0 battery-empty f
    battery.100percent battery-full
    battery.75percent battery-high
    battery.50percent battery-medium
    battery.25percent battery-low
    battery.0percent battery-empty
    battery.100.bolt battery-charging f
    battery.100percent.bolt battery-charging
    bolt lightning fcs
    bolt.slash lightning-slash f
    power power c
    powerplug plug f
    cable.connector lucide:cable
    lightbulb lightbulb fcx
    flashlight.on flashlight f
    flashlight.off flashlight f
    wifi wifi-high cs
    wifi.slash wifi-slash
    cellularbars cell-signal-full
    network network
    globe globe cx
    globe.americas globe-hemisphere-west f
    globe.europe.africa globe-hemisphere-east f
    globe.asia.australia globe-hemisphere-east f
    airplane airplane c r1
    airplane.departure airplane-takeoff
    airplane.arrival airplane-landing
    location navigation-arrow fcsx m
    location.north lucide:navigation-2 fc
    mappin map-pin-simple fcx
    mappin.and.ellipse map-pin-simple-area f
    map map-trifold fc
    signpost.right signpost f
    signpost.left signpost f m
    point.topleft.down.curvedto.point.bottomright.up path f
    binoculars binoculars f
    scope crosshair
    safari compass fc
    compass.drawing compass-tool
    house house fcs
    homekit house-line f
    building building f
    building.2 building-office f
    building.columns bank fc
    storefront storefront f
    tent tent
    car car fcs
    car.side car-profile f
    car.rear car-simple f
    bus bus fc
    tram tram fc
    train.side.front.car train f
    bicycle bicycle c m
    scooter scooter
    motorcycle motorcycle
    figure.walk person-simple-walk c
    figure.run person-simple-run c
    figure.stand person c
    figure.wave person-simple
    figure.roll wheelchair c
    figure.mind.and.body person-simple-tai-chi
    figure.pool.swim person-simple-swim
    figure.hiking person-simple-hike
    figure.outdoor.cycle person-simple-bike
    figure.skiing.downhill person-simple-ski
    figure.snowboarding person-simple-snowboard
    accessibility person-simple-circle fc
    ferry boat f
    sailboat sailboat f
    fuelpump gas-pump fc
    ev.charger charging-station f
    parkingsign.circle letter-circle-p f
    road.lanes road-horizon
    truck.box truck f
    box.truck truck f
    cablecar cable-car f
    person.circle.fill @M12 5.4a3.8 3.8 0 1 1 0 7.6a3.8 3.8 0 1 1 0-7.6zM3.4 23.6C4 18.5 7.6 15.3 12 15.3s8 3.2 8.6 8.3z FC
    person.crop.circle.fill @M12 5.4a3.8 3.8 0 1 1 0 7.6a3.8 3.8 0 1 1 0-7.6zM3.4 23.6C4 18.5 7.6 15.3 12 15.3s8 3.2 8.6 8.3z FC
    person.circle user-circle f
    person.square user-square f
    person user fcsbx
    person.2 users fc
    person.3 users-three f
    person.crop.circle user-circle fb
    person.crop.square user-square f
    person.crop.rectangle user-rectangle f
    person.text.rectangle identification-card f
    person.badge.key lucide:user-key f
    person.badge.clock clock-user f
    hand.raised hand fcx
    hand.thumbsup thumbs-up fc
    hand.thumbsdown thumbs-down fc
    hand.point.up.left hand-pointing f
    hand.tap hand-tap f
    hand.draw signature
    handshake handshake f
    face.smiling smiley fc
    faceid scan-smiley
    touchid fingerprint
    eye eye fcs
    eye.slash eye-slash f
    eyeglasses eyeglasses
    brain brain f
    ear lucide:ear f
    crown crown f
    graduationcap graduation-cap fc
    backpack backpack fc
    bag bag-simple fcsb
    cart shopping-cart fcb
    basket basket f
    creditcard credit-card fc
    gift gift fc
    giftcard gift f
    banknote money f
    dollarsign.circle currency-circle-dollar f
    dollarsign currency-dollar cs
    eurosign currency-eur cs
    sterlingsign currency-gbp cs
    yensign currency-jpy cs
    indianrupeesign currency-inr cs
    bitcoinsign currency-btc cs
    percent percent cs
    tag tag fcsx
    ticket ticket f
    wallet.pass cardholder f
    wallet.bifold wallet f
    chart.bar chart-bar f
    chart.bar.xaxis chart-bar f
    chart.pie chart-pie-slice f
    chart.line.uptrend.xyaxis chart-line-up
    chart.xyaxis.line chart-line
    chart.line.downtrend.xyaxis chart-line-down
    chart.bar.doc.horizontal lucide:file-chart-column f
    waveform waveform c
    waveform.path lucide:audio-waveform
    waveform.path.ecg pulse
    scalemass lucide:weight f
    play.circle play-circle f
    play play fcsx
    pause.circle pause-circle f
    pause pause fcs
    stop.circle stop-circle f
    stop stop fc
    forward.circle fast-forward-circle f
    forward fast-forward fc
    backward.circle rewind-circle f
    backward rewind fc
    forward.end.circle skip-forward-circle f
    forward.end skip-forward fc
    backward.end.circle skip-back-circle f
    backward.end skip-back fc
    forward.frame skip-forward f
    backward.frame skip-back f
    gobackward arrow-counter-clockwise
    goforward arrow-clockwise
    music.note music-note f
    music.note.list playlist
    music.quarternote.3 music-notes f
    music.mic microphone-stage f
    guitars guitar f
    pianokeys piano-keys
    film film-strip fc
    photo image fc
    photo.badge.plus lucide:image-plus f
    photo.on.rectangle images f
    photo.stack images-square f
    captions.bubble chat-centered-text f
    pip picture-in-picture f
    pip.enter picture-in-picture f
    radio radio f
    metronome metronome f
    books.vertical books
    book book-open fc
    book.closed book f
    magazine newspaper-clipping f
    newspaper newspaper fc
    bookmark bookmark-simple fcsx
    text.book.closed notebook f
    character.book.closed lucide:book-a f
    note.text notepad f
    note note-blank f
    calendar calendar-dots fcb
    calendar.badge.clock lucide:calendar-clock f
    clock clock fcb
    clock.arrow.circlepath clock-counter-clockwise
    alarm alarm f
    stopwatch timer f
    timer timer fc
    hourglass hourglass fc
    hourglass.bottomhalf.filled hourglass-simple-low f
    hourglass.tophalf.filled hourglass-simple-high f
    sunrise sun-horizon f
    sunset sun-horizon f
    sun.max sun fc
    sun.min sun-dim f
    sun.haze lucide:haze f
    sun.horizon sun-horizon f
    moon moon fc
    moon.stars moon-stars f
    cloud.slash cloud-slash f
    cloud cloud fcx
    cloud.rain cloud-rain f
    cloud.drizzle cloud-rain f
    cloud.heavyrain cloud-rain f
    cloud.snow cloud-snow f
    cloud.hail lucide:cloud-hail f
    cloud.sleet lucide:cloud-hail f
    cloud.fog cloud-fog f
    cloud.bolt cloud-lightning f
    cloud.bolt.rain cloud-lightning f
    cloud.sun cloud-sun f
    cloud.moon cloud-moon f
    cloud.sun.rain lucide:cloud-sun-rain f
    cloud.moon.rain lucide:cloud-moon-rain f
    icloud cloud fx
    icloud.and.arrow.up cloud-arrow-up f
    icloud.and.arrow.down cloud-arrow-down f
    smoke lucide:cloudy f
    wind wind
    snowflake snowflake c
    tornado tornado
    hurricane hurricane
    thermometer thermometer-simple f
    thermometer.medium thermometer-simple f
    thermometer.sun thermometer-hot f
    thermometer.snowflake thermometer-cold f
    humidity drop-half-bottom f
    drop.slash drop-slash f
    drop drop fcx
    flame flame fc
    umbrella umbrella f
    rainbow rainbow
    leaf leaf fc
    tree tree f
    mountain.2 mountains f
    pawprint paw-print fc
    hare rabbit f
    tortoise lucide:turtle f
    bird bird f
    fish fish f
    ladybug bug-beetle f
    dog dog f
    cat cat f
    carrot carrot f
    atom atom
    wrench wrench f
    wrench.adjustable wrench f
    wrench.and.screwdriver wrench f
    hammer hammer fc
    gear gear fc
    gearshape gear fc
    key key fc
    lock lock-simple fcsx
    lock.open lock-simple-open fc
    lock.rotation lucide:rotate-ccw-key f
    briefcase briefcase fc
    suitcase suitcase-simple f
    suitcase.rolling suitcase-rolling f
    pin.slash push-pin-slash f
    pin push-pin fcx
    flag flag fcsx
    bell.slash bell-slash f
    bell bell fcsbdx
    bell.and.waves.left.and.right bell-ringing f
    magnifyingglass magnifying-glass c
    plus.magnifyingglass magnifying-glass-plus
    minus.magnifyingglass magnifying-glass-minus
    text.magnifyingglass list-magnifying-glass
    cup.and.saucer coffee f
    mug coffee f
    wineglass wine f
    takeoutbag.and.cup.and.straw lucide:cup-soda f
    fork.knife fork-knife c
    birthday.cake cake f
    balloon balloon f
    party.popper confetti f
    trophy trophy fc
    medal medal-military f
    rosette medal f
    puzzlepiece puzzle-piece f
    dice dice-five f
    theatermasks lucide:drama f
    cube cube f
    shippingbox package fc
    lamp.desk lamp f
    lamp.floor lamp f
    lamp.ceiling lamp-pendant f
    fan fan f
    bed.double bed fc
    sofa couch f
    chair armchair f
    bathtub bathtub f
    shower shower f
    toilet toilet f
    washer washing-machine f
    refrigerator lucide:refrigerator f
    microwave lucide:microwave f
    door.left.hand.open door-open f
    door.left.hand.closed door f
    stethoscope stethoscope
    cross first-aid fc
    cross.case first-aid-kit f
    pill pill fc
    pills pill f
    syringe syringe f
    bandage bandaids f
    testtube.2 test-tube
    flask flask f
    dumbbell barbell f
    volleyball volleyball f
    bolt.heart heartbeat f
    heart.text list-heart s
    simcard sim-card f
    applelogo apple-logo f
    plus.circle plus-circle f
    plus.square plus-square f
    plus plus cs
    minus.circle minus-circle f
    minus.square minus-square f
    minus minus cs
    xmark.circle x-circle f
    xmark.square x-square f
    xmark x cs
    xmark.octagon lucide:octagon-x f
    multiply.circle x-circle f
    multiply.square x-square f
    multiply x cs
    checkmark.circle check-circle f
    checkmark.square check-square f
    checkmark check cs
    checkmark.seal seal-check f
    xmark.seal lucide:badge-x f
    exclamationmark.triangle warning f
    exclamationmark.octagon warning-octagon f
    exclamationmark.circle warning-circle f
    exclamationmark exclamation-mark cs
    questionmark.circle question f
    questionmark question-mark cs
    info.circle info f
    info @M12 10.5v9M12 5h.01 cs
    ellipsis.circle dots-three-circle f
    ellipsis dots-three cs
    number hash cs
    asterisk asterisk c
    equal equals cs
    divide divide cs
    infinity infinity c
    sum sigma
    command command cs
    option option
    shift arrow-fat-up f
    capslock arrow-fat-line-up f
    delete.left backspace f
    delete.right backspace f m
    space lucide:space
    control caret-up
    lessthan less-than cs
    greaterthan greater-than cs
    nosign prohibit
    slash.circle prohibit f
    sos @M6.5 9.2a2.5 1.9 0 0 0-5 0c0 2.4 5 1.6 5 4.6a2.5 1.9 0 0 1-5 0M12 7.3a2.5 4.2 0 1 0 0 8.4a2.5 4.2 0 1 0 0-8.4M22.5 9.2a2.5 1.9 0 0 0-5 0c0 2.4 5 1.6 5 4.6a2.5 1.9 0 0 1-5 0 c
    tablecells table f
    recordingtape voicemail
    rectangle.portrait.and.arrow.right sign-out
    rectangle.portrait.and.arrow.forward sign-out
    rectangle.portrait.and.arrow.left sign-out m
    person.crop.circle.badge.questionmark user-circle f
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
    } else if words[0].hasPrefix("lucide:") {
      base = .outline(String(words.removeFirst().dropFirst("lucide:".count)))
    } else {
      base = .phosphor(words.removeFirst())
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
    var own = plain
    own.isFilled = flags.contains("F")
    if flags.contains("C") {
      own.enclosure = .circle
      own.isEnclosureFilled = true
      own.cropsToEnclosure = true
    }
    add(name, own)
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
  static let indexLabels: [String] = (0...50).map { String($0) } + "abcdefghijklmnopqrstuvwxyz".map { String($0) }

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

  /// A memo of `recipe(for:)` (decoding and layout look each name up), nil for a name that is
  /// unknown; emptied when it holds 4,096 names.
  private static let lookups = Mutex<[String: SymbolRecipe?]>([:])

  /// `map[name]` without building the map: only the table's lines whose name is `name` or a
  /// prefix of it followed by a dot are parsed, and the rules `build()` applies to the whole
  /// table (a line's own name wins, then the first line deriving it; index symbols last) are
  /// applied to them. `SymbolCatalogLookupTests` checks it against `map` for every name and for
  /// names near them.
  static func lookUp(_ name: String) -> SymbolRecipe? {
    if let r = fromLines(name) { return r }
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

  /// What the table's lines define for `name`: the last line named `name`, else the first
  /// derived form of that name.
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
  /// eight bytes at a time (scanning the table is most of a look-up's cost).
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
  package static func names(matching pattern: String?) -> [String] {
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
  package static func unknownNameMessage(_ name: String) -> String {
    let base = String(name.prefix { $0 != "." })
    let sameBase = names.filter { $0 == base || $0.hasPrefix(base + ".") }
    // Within the base, the closest whole name by edits (the base alone is seldom what was meant).
    let target = Array(name.unicodeScalars)
    let near =
      sameBase.isEmpty
      ? nearestName(to: name, in: names)
      : sameBase.min { a, b in
        let (da, db) = (
          editDistance(target, Array(a.unicodeScalars)), editDistance(target, Array(b.unicodeScalars))
        )
        return da != db ? da < db : a < b
      }
    var message = "unknown symbol \"\(name)\""
    if let near { message += "; did you mean \"\(near)\"?" }
    return message + " (`vellum symbols` lists the known names)"
  }

  static func isFlags(_ w: String) -> Bool {
    w == "m" || w.allSatisfy { "fcsxbdFC".contains($0) } || (w.hasPrefix("r") && Int(w.dropFirst()) != nil)
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
  /// The base is drawn at full size in its enclosure, which crops it, rather than shrunk inside.
  public var cropsToEnclosure = false
  /// A diagonal slash is drawn across the base (the `.slash` form).
  public var hasSlash = false
  public var badge = Badge.none
  /// Quarter turns clockwise of the base.
  public var quarterTurns = 0
  /// The base is mirrored left to right.
  public var mirrored = false

  public init(base: Base) { self.base = base }

  /// A custom symbol, drawn from its file.
  package var isCustom: Bool { if case .file = base { true } else { false } }

  /// The base's set draws its `.fill` form (Phosphor's fill weight): nothing is guessed.
  package var usesDesignedFill: Bool { if case .phosphor = base { true } else { false } }

  /// Drawing it knocks ink out of its own ink (a fill's details, a filled enclosure, a slash's
  /// gap, a badge's ring), so it is painted through a group.
  package var knocksOut: Bool { isFilled || isEnclosureFilled || hasSlash || badge != .none }

  /// A short description for tree dumps: `phosphor house fill circle`, `lucide tent`.
  package var summary: String {
    var parts: [String]
    switch base {
    case .outline(let n): parts = ["lucide", n]
    case .phosphor(let n): parts = ["phosphor", n]
    case .path: parts = ["path"]
    case .text(let t): parts = ["text", t]
    case .file(let p): parts = ["file", TextEscaping.dumpWord(p)]
    }
    if isFilled { parts.append("fill") }
    if quarterTurns != 0 { parts.append("r\(quarterTurns)") }
    if mirrored { parts.append("mirrored") }
    if enclosure != .none {
      parts.append(enclosure.rawValue + (isEnclosureFilled ? ".fill" : "") + (cropsToEnclosure ? " crop" : ""))
    }
    if hasSlash { parts.append("slash") }
    if badge != .none { parts.append("badge." + badge.rawValue) }
    return parts.joined(separator: " ")
  }
}

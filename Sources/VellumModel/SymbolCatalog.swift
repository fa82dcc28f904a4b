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

  /// The bases of the table: `name icon [flags]`. The icon is a Phosphor stem (`gear-six`: its
  /// `regular/gear-six.svg`, and `fill/gear-six-fill.svg` for a `.fill` form); `lucide:` and a
  /// Lucide file name; or `@` and SVG path data on Lucide's 24-unit grid. Flags: `f` a `.fill` form, `c` `.circle` and
  /// `.circle.fill`, `s` `.square` and `.square.fill`, `x` `.slash`, `b` `.badge.plus`,
  /// `.badge.minus`, `.badge.checkmark`, `.badge.xmark`, `d` `.badge` (a dot); `r1`…`r3` quarter
  /// turns clockwise, `m` mirrored.
  static let table = """
    chevron.left lucide:chevron-left cs
    chevron.right lucide:chevron-right cs
    chevron.up lucide:chevron-up cs
    chevron.down lucide:chevron-down cs
    chevron.forward lucide:chevron-right cs
    chevron.backward lucide:chevron-left cs
    chevron.left.2 lucide:chevrons-left
    chevron.right.2 lucide:chevrons-right
    chevron.up.2 lucide:chevrons-up
    chevron.down.2 lucide:chevrons-down
    chevron.up.chevron.down lucide:chevrons-up-down
    chevron.compact.down lucide:chevron-down
    chevron.compact.up lucide:chevron-up
    chevron.compact.left lucide:chevron-left
    chevron.compact.right lucide:chevron-right
    chevron.left.forwardslash.chevron.right lucide:code-xml
    arrow.left lucide:arrow-left cs
    arrow.right lucide:arrow-right cs
    arrow.up lucide:arrow-up cs
    arrow.down lucide:arrow-down cs
    arrow.forward lucide:arrow-right cs
    arrow.backward lucide:arrow-left cs
    arrow.up.left lucide:arrow-up-left cs
    arrow.up.right lucide:arrow-up-right cs
    arrow.down.left lucide:arrow-down-left cs
    arrow.down.right lucide:arrow-down-right cs
    arrow.up.forward lucide:arrow-up-right cs
    arrow.up.backward lucide:arrow-up-left cs
    arrow.down.forward lucide:arrow-down-right cs
    arrow.down.backward lucide:arrow-down-left cs
    arrow.left.arrow.right lucide:arrow-left-right cs
    arrow.right.arrow.left lucide:arrow-right-left cs
    arrow.up.arrow.down lucide:arrow-up-down cs
    arrow.down.arrow.up lucide:arrow-down-up cs
    arrow.up.and.down lucide:move-vertical c
    arrow.left.and.right lucide:move-horizontal c
    arrow.up.left.and.arrow.down.right lucide:maximize-2 cs
    arrow.down.right.and.arrow.up.left lucide:minimize-2 cs
    arrow.up.and.down.and.arrow.left.and.right lucide:move
    arrow.up.to.line lucide:arrow-up-to-line
    arrow.down.to.line lucide:arrow-down-to-line
    arrow.left.to.line lucide:arrow-left-to-line
    arrow.right.to.line lucide:arrow-right-to-line
    arrow.clockwise lucide:rotate-cw c
    arrow.counterclockwise lucide:rotate-ccw c
    arrow.triangle.2.circlepath lucide:refresh-cw c
    arrow.2.circlepath lucide:refresh-ccw c
    arrow.trianglehead.clockwise lucide:rotate-cw
    arrow.trianglehead.counterclockwise lucide:rotate-ccw
    arrow.trianglehead.2.clockwise lucide:refresh-cw
    arrow.triangle.branch lucide:git-branch
    arrow.triangle.merge lucide:git-merge
    arrow.triangle.pull lucide:git-pull-request
    arrow.triangle.swap lucide:arrow-right-left
    arrow.uturn.backward lucide:undo-2 c
    arrow.uturn.forward lucide:redo-2 c
    arrow.uturn.left lucide:undo-2 c
    arrow.uturn.right lucide:redo-2 c
    arrow.turn.up.left lucide:corner-up-left
    arrow.turn.up.right lucide:corner-up-right
    arrow.turn.down.left lucide:corner-down-left
    arrow.turn.down.right lucide:corner-down-right
    arrow.turn.left.up lucide:corner-left-up
    arrow.turn.right.up lucide:corner-right-up
    arrow.turn.left.down lucide:corner-left-down
    arrow.turn.right.down lucide:corner-right-down
    arrowshape.turn.up.left lucide:reply fc
    arrowshape.turn.up.right lucide:forward fc
    arrowshape.turn.up.left.2 lucide:reply-all f
    arrowshape.left lucide:arrow-big-left fc
    arrowshape.right lucide:arrow-big-right fc
    arrowshape.up lucide:arrow-big-up fc
    arrowshape.down lucide:arrow-big-down fc
    arrowshape.backward lucide:arrow-big-left fc
    arrowshape.forward lucide:arrow-big-right fc
    arrowtriangle.up lucide:triangle fcs
    arrowtriangle.down lucide:triangle fcs r2
    arrowtriangle.left lucide:triangle fcs r3
    arrowtriangle.right lucide:triangle fcs r1
    arrowtriangle.forward lucide:triangle fcs r1
    arrowtriangle.backward lucide:triangle fcs r3
    arrow.up.doc lucide:file-up f
    arrow.down.doc lucide:file-down f
    arrow.3.trianglepath lucide:recycle
    repeat lucide:repeat c
    repeat.1 lucide:repeat-1 c
    shuffle lucide:shuffle c
    return lucide:corner-down-left
    circle lucide:circle f
    square lucide:square f
    app lucide:squircle f
    rectangle lucide:rectangle-horizontal f
    rectangle.portrait lucide:rectangle-vertical f
    oval lucide:ellipse f
    triangle lucide:triangle f
    diamond lucide:diamond f
    octagon lucide:octagon f
    hexagon lucide:hexagon f
    pentagon lucide:pentagon f
    seal lucide:badge f
    star lucide:star fcsx
    star.leadinghalf.filled lucide:star-half
    heart lucide:heart fcs
    heart.slash lucide:heart-off f
    shield lucide:shield fcx
    shield.lefthalf.filled lucide:shield-half
    checkmark.shield lucide:shield-check f
    xmark.shield lucide:shield-x f
    exclamationmark.shield lucide:shield-alert f
    largecircle.fill.circle lucide:circle-dot
    smallcircle.filled.circle lucide:circle-dot
    record.circle lucide:circle-dot f
    circle.dashed lucide:circle-dashed
    square.dashed lucide:square-dashed
    circle.grid.2x2 lucide:layout-grid f
    square.grid.2x2 lucide:layout-grid f
    square.grid.3x3 lucide:grid-3x3 f
    square.split.2x1 lucide:columns-2 f
    square.split.1x2 lucide:rows-2 f
    square.split.2x2 lucide:grid-2x2 f
    rectangle.split.3x1 lucide:columns-3 f
    rectangle.grid.2x2 lucide:layout-grid f
    rectangle.grid.1x2 lucide:rows-2 f
    square.on.square lucide:copy f
    square.stack lucide:square-stack f
    square.stack.3d.up lucide:layers f
    square.3.layers.3d lucide:layers f
    rectangle.stack lucide:gallery-vertical-end f
    rectangle.on.rectangle lucide:copy f
    plus.square.on.square lucide:copy-plus f
    sidebar.left lucide:panel-left
    sidebar.right lucide:panel-right
    sidebar.leading lucide:panel-left
    sidebar.trailing lucide:panel-right
    rectangle.leadinghalf.inset.filled lucide:panel-left
    rectangle.bottomthird.inset.filled lucide:panel-bottom
    pencil lucide:pencil cs
    pencil.slash lucide:pencil-off
    pencil.line lucide:pencil-line
    pencil.and.ruler lucide:pencil-ruler f
    square.and.pencil lucide:square-pen
    highlighter lucide:highlighter f
    eraser lucide:eraser f
    trash lucide:trash-2 fcsx
    scissors lucide:scissors c
    doc lucide:file fcb
    doc.text lucide:file-text f
    doc.plaintext lucide:file-text f
    doc.richtext lucide:file-text f
    doc.on.doc lucide:files f
    doc.on.clipboard lucide:clipboard-copy f
    doc.zipper lucide:file-archive f
    doc.viewfinder lucide:scan-text
    doc.text.magnifyingglass lucide:file-search f
    doc.badge.gearshape lucide:file-cog f
    doc.questionmark lucide:file-question-mark f
    doc.append lucide:file-plus f
    clipboard lucide:clipboard f
    list.clipboard lucide:clipboard-list f
    list.bullet.clipboard lucide:clipboard-list f
    checklist lucide:list-checks
    list.bullet lucide:list c
    list.number lucide:list-ordered
    list.dash lucide:list
    list.bullet.indent lucide:list-indent-increase
    line.3.horizontal lucide:menu c
    line.horizontal.3 lucide:menu c
    line.3.horizontal.decrease lucide:list-filter c
    line.horizontal.3.decrease lucide:list-filter c
    line.3.horizontal.reorder lucide:menu
    text.alignleft lucide:text-align-start
    text.aligncenter lucide:text-align-center
    text.alignright lucide:text-align-end
    text.justify lucide:text-align-justify
    text.justify.leading lucide:text-align-start
    bold lucide:bold
    italic lucide:italic
    underline lucide:underline
    strikethrough lucide:strikethrough
    textformat lucide:a-large-small
    textformat.size lucide:a-large-small
    textformat.abc lucide:case-lower
    textformat.superscript lucide:superscript
    textformat.subscript lucide:subscript
    character.cursor.ibeam lucide:text-cursor
    paragraphsign lucide:pilcrow
    quote.opening lucide:quote
    quote.closing lucide:quote m
    quote.bubble lucide:message-square-quote f
    increase.indent lucide:list-indent-increase
    decrease.indent lucide:list-indent-decrease
    text.quote lucide:text-quote
    text.word.spacing lucide:whole-word
    link lucide:link c
    paperclip lucide:paperclip c
    ruler lucide:ruler f
    eyedropper lucide:pipette f
    eyedropper.halffull lucide:pipette
    paintbrush lucide:paintbrush f
    paintbrush.pointed lucide:paintbrush-vertical f
    paintpalette lucide:palette f
    scribble lucide:line-squiggle
    scribble.variable lucide:line-squiggle
    signature lucide:signature
    lasso lucide:lasso
    wand.and.stars lucide:wand-sparkles
    wand.and.rays lucide:wand
    sparkles lucide:sparkles
    sparkle lucide:sparkle f
    crop lucide:crop
    rotate.right lucide:rotate-cw-square f
    rotate.left lucide:rotate-ccw-square f
    slider.horizontal.3 lucide:sliders-horizontal
    slider.vertical.3 lucide:sliders-vertical
    gauge lucide:gauge f
    gauge.medium lucide:gauge f
    gauge.with.dots.needle.50percent lucide:gauge f
    speedometer lucide:gauge f
    square.and.arrow.up lucide:share fc
    square.and.arrow.down lucide:import f
    externaldrive lucide:hard-drive fb
    archivebox lucide:archive fc
    tray lucide:inbox fc
    tray.full lucide:inbox f
    tray.and.arrow.down lucide:inbox f
    tray.and.arrow.up lucide:inbox f
    tray.2 lucide:inbox f
    folder lucide:folder fcb
    folder.badge.gearshape lucide:folder-cog f
    folder.badge.person.crop lucide:folder-open f
    paperplane lucide:send fc
    envelope lucide:mail fcbd
    envelope.open lucide:mail-open f
    at lucide:at-sign c
    message lucide:message-circle fcd
    bubble.left lucide:message-circle fc
    bubble.right lucide:message-circle fc m
    bubble.left.and.bubble.right lucide:messages-square f
    bubble.middle.bottom lucide:message-square f
    bubble lucide:message-square f
    ellipsis.bubble lucide:message-circle-more f
    ellipsis.message lucide:message-circle-more f
    plus.bubble lucide:message-circle-plus f
    exclamationmark.bubble lucide:message-circle-warning f
    checkmark.message lucide:message-circle-check f
    text.bubble lucide:message-square-text f
    phone lucide:phone fcsb
    phone.slash lucide:phone-off f
    phone.arrow.up.right lucide:phone-outgoing f
    phone.arrow.down.left lucide:phone-incoming f
    phone.connection lucide:phone-call f
    phone.badge.waveform lucide:phone-call f
    video lucide:video fcsb
    video.slash lucide:video-off f
    mic lucide:mic fcs
    mic.slash lucide:mic-off f
    antenna.radiowaves.left.and.right lucide:radio c
    antenna.radiowaves.left.and.right.slash lucide:radio-off
    dot.radiowaves.left.and.right lucide:radio
    dot.radiowaves.up.forward lucide:rss
    dot.radiowaves.right lucide:rss
    megaphone lucide:megaphone f
    speaker lucide:volume f
    speaker.slash lucide:volume-off fc
    speaker.wave.1 lucide:volume-1 f
    speaker.wave.2 lucide:volume-2 fc
    speaker.wave.3 lucide:volume-2 f
    speaker.xmark lucide:volume-x f
    headphones lucide:headphones fc
    hifispeaker lucide:speaker f
    airplayvideo lucide:airplay f
    airplayaudio lucide:airplay f
    tv lucide:tv fc
    tv.slash lucide:tv-minimal f
    display lucide:monitor f
    display.slash lucide:monitor-off f
    desktopcomputer lucide:monitor f
    laptopcomputer lucide:laptop f
    iphone lucide:smartphone f
    ipad lucide:tablet f
    ipad.landscape lucide:tablet f r1
    iphone.landscape lucide:smartphone f r1
    iphone.gen3 lucide:smartphone f
    applewatch lucide:watch f
    keyboard lucide:keyboard f
    keyboard.slash lucide:keyboard-off f
    keyboard.chevron.compact.down lucide:keyboard f
    printer lucide:printer f
    cpu lucide:cpu f
    memorychip lucide:memory-stick f
    opticaldisc lucide:disc f
    server.rack lucide:server f
    gamecontroller lucide:gamepad-2 f
    computermouse lucide:mouse f
    camera lucide:camera fcb
    camera.slash lucide:camera-off f
    camera.rotate lucide:switch-camera f
    camera.aperture lucide:aperture
    camera.macro lucide:flower f
    viewfinder lucide:scan
    qrcode lucide:qr-code
    qrcode.viewfinder lucide:scan-qr-code
    barcode lucide:barcode
    barcode.viewfinder lucide:scan-barcode
    battery.100 lucide:battery-full f
    battery.75 lucide:battery-medium f
    battery.50 lucide:battery-medium f
    battery.25 lucide:battery-low f
    battery.0 lucide:battery f
    battery.100.bolt lucide:battery-charging f
    bolt lucide:zap fcs
    bolt.slash lucide:zap-off f
    power lucide:power c
    powerplug lucide:plug f
    cable.connector lucide:cable
    lightbulb lucide:lightbulb fc
    lightbulb.slash lucide:lightbulb-off f
    flashlight.on lucide:flashlight f
    flashlight.off lucide:flashlight-off f
    wifi lucide:wifi cs
    wifi.slash lucide:wifi-off
    cellularbars lucide:signal
    network lucide:network
    globe lucide:globe c
    globe.slash lucide:globe-off
    globe.americas lucide:earth f
    globe.europe.africa lucide:earth f
    globe.asia.australia lucide:earth f
    airplane lucide:plane c
    airplane.departure lucide:plane-takeoff
    airplane.arrival lucide:plane-landing
    location lucide:navigation fcs
    location.slash lucide:navigation-off f
    location.north lucide:navigation-2 fc
    mappin lucide:map-pin fc
    mappin.slash lucide:map-pin-off f
    mappin.and.ellipse lucide:map-pin f
    map lucide:map fc
    signpost.right lucide:signpost f
    signpost.left lucide:signpost f m
    point.topleft.down.curvedto.point.bottomright.up lucide:route f
    binoculars lucide:binoculars f
    scope lucide:crosshair
    safari lucide:compass fc
    compass.drawing lucide:drafting-compass
    house lucide:house fcs
    building lucide:building f
    building.2 lucide:building-2 f
    building.columns lucide:landmark fc
    storefront lucide:store f
    tent lucide:tent
    car lucide:car fcs
    car.side lucide:car f
    car.rear lucide:car-front f
    bus lucide:bus fc
    tram lucide:tram-front fc
    train.side.front.car lucide:train-front f
    bicycle lucide:bike c
    scooter lucide:scooter
    figure.walk lucide:person-standing c
    figure.stand lucide:person-standing c
    figure.wave lucide:person-standing
    figure.roll lucide:accessibility c
    accessibility lucide:accessibility fc
    ferry lucide:ship f
    sailboat lucide:sailboat f
    fuelpump lucide:fuel fc
    ev.charger lucide:ev-charger f
    parkingsign.circle lucide:circle-parking f
    road.lanes lucide:road
    motorcycle lucide:motorbike
    truck.box lucide:truck f
    box.truck lucide:truck f
    cablecar lucide:cable-car f
    person lucide:user fcsbx
    person.2 lucide:users fc
    person.3 lucide:users f
    person.crop.circle lucide:circle-user fb
    person.crop.square lucide:square-user f
    person.crop.rectangle lucide:contact f
    person.text.rectangle lucide:id-card f
    person.badge.key lucide:user-key f
    person.badge.clock lucide:user-round f
    hand.raised lucide:hand fcx
    hand.thumbsup lucide:thumbs-up fc
    hand.thumbsdown lucide:thumbs-down fc
    hand.point.up.left lucide:pointer f
    hand.tap lucide:pointer f
    hand.draw lucide:signature
    handshake lucide:handshake f
    face.smiling lucide:smile fc
    faceid lucide:scan-face
    touchid lucide:fingerprint-pattern
    eye lucide:eye fcs
    eye.slash lucide:eye-off f
    eyeglasses lucide:glasses
    brain lucide:brain f
    ear lucide:ear f
    crown lucide:crown f
    graduationcap lucide:graduation-cap fc
    backpack lucide:backpack fc
    bag lucide:shopping-bag fcsb
    cart lucide:shopping-cart fcb
    basket lucide:shopping-basket f
    creditcard lucide:credit-card fc
    gift lucide:gift fc
    giftcard lucide:gift f
    banknote lucide:banknote f
    dollarsign lucide:dollar-sign cs
    eurosign lucide:euro cs
    sterlingsign lucide:pound-sterling cs
    yensign lucide:japanese-yen cs
    indianrupeesign lucide:indian-rupee cs
    bitcoinsign lucide:bitcoin cs
    percent lucide:percent cs
    tag lucide:tag fcsx
    ticket lucide:ticket f
    wallet.pass lucide:wallet-cards f
    wallet.bifold lucide:wallet f
    chart.bar lucide:chart-no-axes-column
    chart.bar.xaxis lucide:chart-column f
    chart.pie lucide:chart-pie f
    chart.line.uptrend.xyaxis lucide:chart-line
    chart.xyaxis.line lucide:chart-spline
    chart.line.downtrend.xyaxis lucide:trending-down
    chart.bar.doc.horizontal lucide:file-chart-column f
    waveform lucide:audio-lines c
    waveform.path lucide:audio-waveform
    waveform.path.ecg lucide:activity
    scalemass lucide:weight f
    play lucide:play fcs
    play.slash lucide:play-off f
    pause lucide:pause fcs
    stop lucide:square fc
    forward lucide:fast-forward fc
    backward lucide:rewind fc
    forward.end lucide:skip-forward fc
    backward.end lucide:skip-back fc
    forward.frame lucide:step-forward f
    backward.frame lucide:step-back f
    gobackward lucide:rotate-ccw
    goforward lucide:rotate-cw
    music.note lucide:music-2 f
    music.note.list lucide:list-music
    music.quarternote.3 lucide:music f
    music.mic lucide:mic-vocal f
    guitars lucide:guitar f
    pianokeys lucide:piano
    film lucide:film fc
    photo lucide:image fc
    photo.on.rectangle lucide:images f
    photo.stack lucide:images f
    photo.badge.plus lucide:image-plus f
    captions.bubble lucide:captions f
    pip lucide:picture-in-picture f
    pip.enter lucide:picture-in-picture-2 f
    radio lucide:radio-receiver f
    metronome lucide:metronome f
    books.vertical lucide:library
    book lucide:book-open fc
    book.closed lucide:book f
    magazine lucide:newspaper f
    newspaper lucide:newspaper fc
    bookmark lucide:bookmark fcsx
    text.book.closed lucide:book-text f
    character.book.closed lucide:book-a f
    note.text lucide:notepad-text f
    note lucide:sticky-note f
    calendar lucide:calendar fcb
    calendar.badge.clock lucide:calendar-clock f
    clock lucide:clock fcb
    clock.arrow.circlepath lucide:history
    alarm lucide:alarm-clock f
    stopwatch lucide:timer f
    timer lucide:timer fc
    hourglass lucide:hourglass fc
    hourglass.bottomhalf.filled lucide:hourglass f
    hourglass.tophalf.filled lucide:hourglass f
    sunrise lucide:sunrise f
    sunset lucide:sunset f
    sun.max lucide:sun fc
    sun.min lucide:sun-dim f
    sun.haze lucide:haze f
    sun.horizon lucide:sunset f
    moon lucide:moon fc
    moon.stars lucide:moon-star f
    cloud lucide:cloud fcx
    cloud.rain lucide:cloud-rain f
    cloud.drizzle lucide:cloud-drizzle f
    cloud.heavyrain lucide:cloud-rain-wind f
    cloud.snow lucide:cloud-snow f
    cloud.hail lucide:cloud-hail f
    cloud.sleet lucide:cloud-hail f
    cloud.fog lucide:cloud-fog f
    cloud.bolt lucide:cloud-lightning f
    cloud.bolt.rain lucide:cloud-lightning f
    cloud.sun lucide:cloud-sun f
    cloud.moon lucide:cloud-moon f
    cloud.sun.rain lucide:cloud-sun-rain f
    cloud.moon.rain lucide:cloud-moon-rain f
    icloud lucide:cloud fx
    icloud.and.arrow.up lucide:cloud-upload f
    icloud.and.arrow.down lucide:cloud-download f
    smoke lucide:cloudy f
    wind lucide:wind
    snowflake lucide:snowflake c
    tornado lucide:tornado
    thermometer lucide:thermometer f
    thermometer.medium lucide:thermometer f
    thermometer.sun lucide:thermometer-sun f
    thermometer.snowflake lucide:thermometer-snowflake f
    humidity lucide:droplets f
    drop lucide:droplet fcx
    flame lucide:flame fc
    umbrella lucide:umbrella f
    rainbow lucide:rainbow
    leaf lucide:leaf fc
    tree lucide:tree-deciduous f
    mountain.2 lucide:mountain f
    pawprint lucide:paw-print fc
    hare lucide:rabbit f
    tortoise lucide:turtle f
    bird lucide:bird f
    fish lucide:fish f
    ladybug lucide:bug f
    dog lucide:dog f
    cat lucide:cat f
    carrot lucide:carrot f
    atom lucide:atom
    wrench lucide:wrench f
    wrench.adjustable lucide:wrench f
    wrench.and.screwdriver lucide:wrench f
    hammer lucide:hammer fc
    gear lucide:cog fc
    gearshape lucide:settings fc
    key lucide:key fc
    lock lucide:lock fcsx
    lock.open lucide:lock-open fc
    lock.rotation lucide:rotate-ccw-key f
    briefcase lucide:briefcase fc
    suitcase lucide:luggage f
    suitcase.rolling lucide:luggage f
    pin lucide:pin fcx
    flag lucide:flag fcsx
    bell lucide:bell fcsbdx
    bell.and.waves.left.and.right lucide:bell-ring f
    magnifyingglass lucide:search c
    plus.magnifyingglass lucide:zoom-in
    minus.magnifyingglass lucide:zoom-out
    text.magnifyingglass lucide:text-search
    cup.and.saucer lucide:coffee f
    mug lucide:coffee f
    wineglass lucide:wine f
    takeoutbag.and.cup.and.straw lucide:cup-soda f
    fork.knife lucide:utensils c
    birthday.cake lucide:cake f
    balloon lucide:balloon f
    party.popper lucide:party-popper f
    trophy lucide:trophy fc
    medal lucide:medal f
    rosette lucide:award f
    puzzlepiece lucide:puzzle f
    dice lucide:dices f
    theatermasks lucide:drama f
    cube lucide:box f
    shippingbox lucide:package fc
    lamp.desk lucide:lamp-desk f
    lamp.floor lucide:lamp-floor f
    lamp.ceiling lucide:lamp-ceiling f
    fan lucide:fan f
    bed.double lucide:bed-double f
    sofa lucide:sofa f
    chair lucide:armchair f
    bathtub lucide:bath f
    shower lucide:shower-head f
    toilet lucide:toilet f
    washer lucide:washing-machine f
    refrigerator lucide:refrigerator f
    microwave lucide:microwave f
    door.left.hand.open lucide:door-open f
    door.left.hand.closed lucide:door-closed f
    stethoscope lucide:stethoscope
    cross lucide:cross fc
    cross.case lucide:briefcase-medical f
    pill lucide:pill fc
    pills lucide:tablets f
    syringe lucide:syringe f
    bandage lucide:bandage f
    testtube.2 lucide:test-tubes
    flask lucide:flask-conical f
    dumbbell lucide:dumbbell f
    volleyball lucide:volleyball f
    bolt.heart lucide:heart-pulse f
    simcard lucide:card-sim f
    homekit lucide:house-wifi f
    iphone.radiowaves.left.and.right lucide:smartphone-nfc f
    applelogo lucide:apple f
    plus lucide:plus cs
    minus lucide:minus cs
    xmark lucide:x cs
    multiply lucide:x cs
    checkmark lucide:check cs
    checkmark.seal lucide:badge-check f
    xmark.seal lucide:badge-x f
    exclamationmark.triangle lucide:triangle-alert f
    exclamationmark.octagon lucide:octagon-alert f
    exclamationmark @M12 4.5v10M12 19.5h.01 cs
    questionmark @M7.5 8.5a4.5 4.5 0 0 1 9 0c0 3-4.5 3.5-4.5 6.5M12 19.5h.01 cs
    info @M12 10.5v9M12 5h.01 cs
    ellipsis lucide:ellipsis cs
    number lucide:hash cs
    asterisk lucide:asterisk c
    equal lucide:equal cs
    divide lucide:divide cs
    infinity lucide:infinity c
    sum lucide:sigma
    command lucide:command cs
    option lucide:option
    shift lucide:arrow-big-up f
    capslock lucide:arrow-big-up-dash f
    delete.left lucide:delete f
    delete.right lucide:delete f m
    space lucide:space
    control lucide:chevron-up
    lessthan lucide:chevron-left cs
    greaterthan lucide:chevron-right cs
    nosign lucide:ban
    slash.circle lucide:circle-slash f
    power.circle lucide:circle-power f
    rectangle.portrait.and.arrow.right lucide:log-out
    rectangle.portrait.and.arrow.forward lucide:log-out
    rectangle.portrait.and.arrow.left lucide:log-in
    person.crop.circle.badge.questionmark lucide:circle-user f
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

  /// Drawing it knocks ink out of its own ink (a fill's details, a filled enclosure, a slash's
  /// gap, a badge's ring), so it is painted through a group.
  public var knocksOut: Bool { isFilled || isEnclosureFilled || hasSlash || badge != .none }

  /// A short description for tree dumps: `phosphor house fill circle`, `lucide tent`.
  public var summary: String {
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
    if enclosure != .none { parts.append(enclosure.rawValue + (isEnclosureFilled ? ".fill" : "")) }
    if hasSlash { parts.append("slash") }
    if badge != .none { parts.append("badge." + badge.rawValue) }
    return parts.joined(separator: " ")
  }
}

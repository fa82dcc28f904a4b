/// The iPhone software keyboard (an estimate of iOS 16's, measured from screenshots: 45 pt
/// QuickType bar, four 42 pt key rows 12 pt apart with 6 pt gaps, 75 pt below on Face ID phones,
/// keys rounded 5 with a 1 pt shadow), drawn over the bottom of the canvas.
extension LayoutEngine {
  static let suggestionBar = 45.0
  static let keyRows = 216.0

  /// iPadOS's keyboard: a 55 pt shortcut bar and four rows of 56 pt keys 12 pt apart (estimates).
  static let padShortcutBar = 55.0
  static let padKeyRows: Double = 4 * 56 + 3 * 12 + 16

  var isPadKeyboard: Bool { canvas.idiom != .phone && canvas.width >= 600 }

  /// The keyboard's height on this canvas (0 without one).
  var keyboardHeight: Double {
    guard let k = canvas.keyboard else { return 0 }
    if isPadKeyboard { return Self.padShortcutBar + Self.padKeyRows + safeBottom }
    let bottom = safeBottom > 0 ? 75.0 : 0
    return (Self.showsSuggestionBar(k) ? Self.suggestionBar : 0) + Self.keyRows + bottom
  }

  /// Whether the QuickType bar is above the keys: over letters, and over a number pad when
  /// AutoFill suggests a code from Messages.
  static func showsSuggestionBar(_ k: Keyboard) -> Bool {
    !k.shownType.isDigitPad || k.editingFieldContentType?.suggestion == .codeFromMessages
  }

  /// The bottom safe area of the canvas's device (34 on Face ID phones).
  var safeBottom: Double {
    if let d = canvas.device { return d.safeAreaInsets.bottom }
    return canvas.idiom == .phone ? 34 : 20
  }

  func keyboardNodes(width: Double, canvasHeight: Double) -> [RenderNode] {
    guard let k = canvas.keyboard else { return [] }
    if isPadKeyboard { return padKeyboardNodes(k, width: width, canvasHeight: canvasHeight) }
    let ctx = ControlContext(engine: self, common: ControlCommon())
    let top = canvasHeight - keyboardHeight
    let look = design.keyboard
    var keys = KeyPainter(ctx: ctx, radius: look?.keyCorner ?? 5, symbolSize: 24, textSize: 22.5, lift: 1, look: look)
    keys.nodes = [materialNode(look, ctx, top: top, width: width)]
    var y = top
    if let suggestion = k.editingFieldContentType?.suggestion {
      keys.nodes += autoFillNodes(suggestion, ctx, label: keys.label, width: width, y: y)
      y += Self.suggestionBar
    } else if !k.shownType.isDigitPad {
      keys.nodes += quickTypeNodes(ctx, label: keys.label, width: width, y: y)
      y += Self.suggestionBar
    }
    if case .digits(let pad) = k.shownType.layout {
      digitPadKeys(pad, width: width, y: y, &keys)
    } else {
      letterKeys(k, width: width, y: y, &keys)
    }
    if safeBottom > 0 {
      keys.nodes += belowKeysNodes(width: width, canvasHeight: canvasHeight, top: top, ctx)
    }
    return keys.nodes
  }

  /// The phone's key spacing: 6 pt gaps, 3 pt margins, 42 pt rows.
  private static let keyGap = 6.0
  private static let keyMargin = 3.0
  private static let keyRowHeight = 42.0

  /// QuickType suggestions across the bar at `y`: three slots between hairlines.
  private func quickTypeNodes(_ ctx: ControlContext, label: Color, width: Double, y: Double) -> [RenderNode] {
    var nodes: [RenderNode] = []
    let slot = width / 3
    for (i, word) in ["I", "The", "I'm"].enumerated() {
      let font = FontDescriptor(size: 17)
      let h = measure(word, font)
      nodes.append(
        ctx.text(
          word, font, label,
          in: Rect(x: Double(i) * slot, y: y + (Self.suggestionBar - h) / 2, width: slot, height: h)))
      if i > 0 {
        nodes.append(
          ctx.fill(
            Rect(x: Double(i) * slot, y: y + 10, width: 0.5, height: 25), ctx.pick(light: "#B1B3B8", dark: "#4A4A4C"))
        )
      }
    }
    return nodes
  }

  /// A phone's digit pad below `y`: three columns of digits (a phone pad's with their letters),
  /// the pad's extra key, 0 and delete below.
  private func digitPadKeys(_ pad: Keyboard.KeyboardType.DigitPad, width: Double, y: Double, _ keys: inout KeyPainter) {
    let (ctx, letter, label) = (keys.ctx, keys.letter, keys.label)
    let (gap, margin) = (Self.keyGap, Self.keyMargin)
    func key(_ f: Rect, _ fill: Color, text: String? = nil, size: Double = 22.5, symbol: String? = nil) {
      keys.key(f, fill, text: text, size: size, symbol: symbol)
    }
    let w = (width - 2 * margin - 2 * gap) / 3
    let corner = pad == .decimal ? "." : pad == .phone ? "+*#" : ""
    let digits = ["1", "2", "3", "4", "5", "6", "7", "8", "9", corner, "0", "⌫"]
    let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ", "", "+", ""]
    let h = (Self.keyRows - 12 - 3 * gap) / 4
    for (i, d) in digits.enumerated() {
      let f = Rect(x: margin + Double(i % 3) * (w + gap), y: y + 6 + Double(i / 3) * (h + gap), width: w, height: h)
      if d.isEmpty { continue }
      if d == "⌫" {
        keys.nodes.append(ctx.symbol("delete.left", size: 26, color: label, center: Point(x: f.midX, y: f.midY)))
      } else if i == 9 {
        // The extra key sits on the keyboard's background, as delete does.
        let font = FontDescriptor(size: d.count > 1 ? 20 : 25)
        let th = measure(d, font)
        keys.nodes.append(
          ctx.text(d, font, label, in: Rect(x: f.x, y: f.midY - th / 2, width: f.width, height: th)))
      } else if pad == .phone {
        // The digit over its letters (iOS's phone pad).
        key(
          Rect(x: f.x, y: f.y - (letters[i].isEmpty ? 0 : 5), width: f.width, height: f.height), letter, text: d,
          size: 25)
        if !letters[i].isEmpty {
          let font = FontDescriptor(size: 10, weight: .bold)
          let th = measure(letters[i], font)
          keys.nodes.append(
            ctx.text(
              letters[i], font, label, in: Rect(x: f.x, y: f.maxY - 8 - th, width: f.width, height: th)))
        }
      } else {
        key(f, letter, text: d, size: 25)
      }
    }
  }

  /// The letter (or numbers and punctuation) keys below `y`: the rows, shift and delete beside
  /// the third, then the bottom row.
  private func letterKeys(_ k: Keyboard, width: Double, y: Double, _ keys: inout KeyPainter) {
    let (letter, function) = (keys.letter, keys.function)
    let (gap, margin, rowHeight) = (Self.keyGap, Self.keyMargin, Self.keyRowHeight)
    func key(_ f: Rect, _ fill: Color, text: String? = nil, size: Double = 22.5, symbol: String? = nil) {
      keys.key(f, fill, text: text, size: size, symbol: symbol)
    }
    let rows = k.shownType.layout == .numbersAndPunctuation ? Keyboard.numbersAndPunctuationRows : k.letterRows
    let n = Double(rows.map(\.count).max() ?? 10)
    let letterWidth = (width - 2 * margin - (n - 1) * gap) / n
    for (r, row) in rows.enumerated() {
      let ry = y + 6 + Double(r) * (rowHeight + 12)
      // The punctuation page's last row: five wide keys between `#+=` and delete.
      let w =
        r == 2 && k.shownType.layout == .numbersAndPunctuation
        ? (width - 2 * (margin + 42 + 12) - Double(row.count - 1) * gap) / Double(row.count) : letterWidth
      let rowWidth = Double(row.count) * w + Double(row.count - 1) * gap
      var x = (width - rowWidth) / 2
      for ch in row {
        key(Rect(x: x, y: ry, width: w, height: rowHeight), letter, text: ch)
        x += w + gap
      }
      if r == 2, k.shownType.layout == .numbersAndPunctuation {
        key(Rect(x: margin, y: ry, width: 42, height: rowHeight), function, text: "#+=", size: 16)
        key(Rect(x: width - margin - 42, y: ry, width: 42, height: rowHeight), function, symbol: "delete.left")
      } else if r == 2 {
        key(Rect(x: margin, y: ry, width: 42, height: rowHeight), function, symbol: "shift")
        key(Rect(x: width - margin - 42, y: ry, width: 42, height: rowHeight), function, symbol: "delete.left")
      }
    }
    bottomRowKeys(k, width: width, y: y + 6 + 3 * (rowHeight + 12), letterWidth: letterWidth, &keys)
  }

  /// The bottom row at `ry`: 123, space (with @ and . for email; . / .com for URLs), return.
  private func bottomRowKeys(_ k: Keyboard, width: Double, y ry: Double, letterWidth: Double, _ keys: inout KeyPainter)
  {
    let (ctx, letter, function) = (keys.ctx, keys.letter, keys.function)
    let (gap, margin, rowHeight) = (Self.keyGap, Self.keyMargin, Self.keyRowHeight)
    func key(_ f: Rect, _ fill: Color, text: String? = nil, size: Double = 22.5, symbol: String? = nil) {
      keys.key(f, fill, text: text, size: size, symbol: symbol)
    }
    let side = 88 * width / 390
    key(
      Rect(x: margin, y: ry, width: side, height: rowHeight), function,
      text: k.shownType.layout == .numbersAndPunctuation ? "ABC" : "123", size: 16)
    let returnFrame = Rect(x: width - margin - side, y: ry, width: side, height: rowHeight)
    if keys.look != nil, Self.returnKeyIsBlue(k) {
      // iOS 26: an action's return key in the system's blue with a white title.
      keys.key(
        returnFrame, ctx.color(.system(.systemBlue)), text: k.returnTitle, size: 16, symbol: nil, textColor: .white)
    } else {
      key(returnFrame, function, text: k.returnTitle, size: 16)
    }
    var extras: [String] = []
    switch k.shownType {
    case .emailAddress: extras = ["@", "."]
    case .URL: extras = [".", "/", ".com"]
    case .twitter: extras = ["@", "#"]
    case .webSearch: extras = ["."]
    default: break
    }
    var x = margin + side + gap
    let end = width - margin - side - gap
    let extraWidth = letterWidth
    let spaceWidth = end - x - Double(extras.count) * (extraWidth + gap)
    key(Rect(x: x, y: ry, width: spaceWidth, height: rowHeight), letter, text: "space", size: 16)
    x += spaceWidth + gap
    for e in extras {
      let ew = e == ".com" ? extraWidth * 1.6 : extraWidth
      key(Rect(x: x, y: ry, width: ew, height: rowHeight), letter, text: e, size: e.count > 1 ? 16 : 22.5)
      x += ew + gap
    }
  }

  /// Emoji and dictation below the keys on a phone with a home indicator; the indicator over them.
  private func belowKeysNodes(width: Double, canvasHeight: Double, top: Double, _ ctx: ControlContext) -> [RenderNode] {
    let look = design.keyboard
    var nodes: [RenderNode] = []
    let by = top + keyboardHeight - 75 + 22
    let color = ctx.color(.system(look == nil ? .secondaryLabel : .label))
    nodes.append(
      ctx.symbol("face.smiling", size: look?.bottomSymbolSize ?? 30, color: color, center: Point(x: 34, y: by)))
    nodes.append(
      ctx.symbol("mic.fill", size: look?.bottomSymbolSize ?? 28, color: color, center: Point(x: width - 34, y: by)))
    nodes.append(
      NavigationController.homeIndicator(in: Rect(x: 0, y: 0, width: width, height: canvasHeight), ctx))
    return nodes
  }

  /// The iPad keyboard: undo, redo and paste with the suggestions in the shortcut bar; delete and
  /// return at the ends of the first two rows; shifts at both ends of the third with the `!,` and
  /// `?.` keys; `.?123`, emoji, dictation, space, `.?123` and hide-keyboard below.
  func padKeyboardNodes(_ k: Keyboard, width: Double, canvasHeight: Double) -> [RenderNode] {
    let ctx = ControlContext(engine: self, common: ControlCommon())
    let top = canvasHeight - keyboardHeight
    let look = design.keyboard
    var keys = KeyPainter(ctx: ctx, radius: look?.padKeyCorner ?? 6, symbolSize: 26, textSize: 24, lift: 0, look: look)
    keys.nodes = [materialNode(look, ctx, top: top, width: width)]
    let (letter, function) = (keys.letter, keys.function)
    let label = keys.label
    func key(_ f: Rect, _ fill: Color, text: String? = nil, size: Double = 24, symbol: String? = nil) {
      keys.key(f, fill, text: text, size: size, symbol: symbol)
    }
    // Shortcut bar.
    let barMid = top + Self.padShortcutBar / 2
    for (i, name) in ["arrow.uturn.backward", "arrow.uturn.forward", "doc.on.clipboard"].enumerated() {
      keys.nodes.append(ctx.symbol(name, size: 24, color: label, center: Point(x: 30 + Double(i) * 46, y: barMid)))
    }
    let slot = (width - 340) / 3
    for (i, word) in ["I", "The", "I'm"].enumerated() {
      let font = FontDescriptor(size: 17)
      let h = measure(word, font)
      keys.nodes.append(
        ctx.text(word, font, label, in: Rect(x: 170 + Double(i) * slot, y: barMid - h / 2, width: slot, height: h)))
    }
    let gap = 12.0
    let margin = 6.0
    let rowHeight = 56.0
    let rows = k.letterRows
    let n = Double((rows.first?.count ?? 10) + 1)
    let w = (width - 2 * margin - (n - 1) * gap) / n
    let keysTop = top + Self.padShortcutBar + 8
    func row(_ r: Int) -> Double { keysTop + Double(r) * (rowHeight + gap) }
    // Row 1: letters, then delete filling to the edge.
    var x = margin
    for ch in rows[0] {
      key(Rect(x: x, y: row(0), width: w, height: rowHeight), letter, text: ch)
      x += w + gap
    }
    key(Rect(x: x, y: row(0), width: width - margin - x, height: rowHeight), function, symbol: "delete.left")
    // Row 2: indented half a key, then return.
    x = margin + w / 2
    for ch in rows[1] {
      key(Rect(x: x, y: row(1), width: w, height: rowHeight), letter, text: ch)
      x += w + gap
    }
    let returnFrame = Rect(x: x, y: row(1), width: width - margin - x, height: rowHeight)
    if look != nil, Self.returnKeyIsBlue(k) {
      keys.key(
        returnFrame, ctx.color(.system(.systemBlue)), text: k.returnTitle, size: 18, symbol: nil, textColor: .white)
    } else {
      key(returnFrame, function, text: k.returnTitle, size: 18)
    }
    // Row 3: shift, letters and punctuation, shift.
    key(Rect(x: margin, y: row(2), width: w, height: rowHeight), function, symbol: "shift")
    x = margin + w + gap
    for ch in rows[2] + ["! ,", "? ."] {
      key(Rect(x: x, y: row(2), width: w, height: rowHeight), letter, text: ch, size: ch.count > 1 ? 18 : 24)
      x += w + gap
    }
    key(Rect(x: x, y: row(2), width: width - margin - x, height: rowHeight), function, symbol: "shift")
    // Row 4.
    let small = w * 1.2
    x = margin
    key(Rect(x: x, y: row(3), width: small * 1.3, height: rowHeight), function, text: ".?123", size: 18)
    x += small * 1.3 + gap
    key(Rect(x: x, y: row(3), width: w, height: rowHeight), function, symbol: "face.smiling")
    x += w + gap
    key(Rect(x: x, y: row(3), width: w, height: rowHeight), function, symbol: "mic.fill")
    x += w + gap
    let rightStart = width - margin - w - gap - small * 1.3
    key(Rect(x: x, y: row(3), width: rightStart - gap - x, height: rowHeight), letter)
    key(Rect(x: rightStart, y: row(3), width: small * 1.3, height: rowHeight), function, text: ".?123", size: 18)
    key(
      Rect(x: width - margin - w, y: row(3), width: w, height: rowHeight), function,
      symbol: "keyboard.chevron.compact.down")
    if safeBottom > 0 {
      keys.nodes.append(
        NavigationController.homeIndicator(in: Rect(x: 0, y: 0, width: width, height: canvasHeight), ctx))
    }
    return keys.nodes
  }

  /// The keyboard's background from `top` down: iOS 18's opaque grey, or iOS 26's translucent
  /// material with its top corners rounded, running past the canvas's bottom so that only the
  /// top ones show.
  private func materialNode(_ look: Design.KeyboardMetrics?, _ ctx: ControlContext, top: Double, width: Double)
    -> RenderNode
  {
    guard let look else {
      return ctx.fill(
        Rect(x: 0, y: top, width: width, height: keyboardHeight), ctx.pick(light: "#D1D3D9", dark: "#2B2B2B"))
    }
    return RenderNode(
      frame: Rect(x: 0, y: top, width: width, height: keyboardHeight + look.topCorner),
      kind: .backdropBlur(
        tint: ctx.pick(light: look.backgroundLight, dark: look.backgroundDark), radius: look.blurRadius,
        cornerRadius: look.topCorner))
  }

  /// Whether iOS 26 draws the return key in the system's blue: an action's (Go, Search, Send,
  /// Done).
  static func returnKeyIsBlue(_ k: Keyboard) -> Bool { [.go, .search, .send, .done].contains(k.returnKeyType) }

  private func measure(_ s: String, _ font: FontDescriptor) -> Double {
    resources.measure(TextRequest(string: s, font: font, maxWidth: nil, numberOfLines: 1)).size.height
  }
}

/// Draws keyboard keys: a rounded key over its 1 pt shadow (iOS 26: continuous corners, no
/// shadow), with a centred letter or symbol.
struct KeyPainter {
  let ctx: ControlContext
  let radius: Double
  let symbolSize: Double
  let textSize: Double
  /// Large letters sit this much above the centre (the phone's lower-case letters).
  let lift: Double
  /// iOS 26's keys (nil: iOS 18's).
  var look: Design.KeyboardMetrics? = nil
  var nodes: [RenderNode] = []

  var letter: Color {
    look.map { ctx.pick(light: $0.letterLight, dark: $0.letterDark) } ?? ctx.pick(light: "#FFFFFF", dark: "#6B6B6B")
  }
  var function: Color {
    look.map { ctx.pick(light: $0.functionLight, dark: $0.functionDark) }
      ?? ctx.pick(light: "#ACB0BC", dark: "#464646")
  }
  var label: Color { ctx.color(.system(.label)) }

  mutating func key(_ f: Rect, _ fill: Color, text: String?, size: Double, symbol: String?, textColor: Color? = nil) {
    if look == nil {
      nodes.append(ctx.fill(f.offsetBy(dx: 0, dy: 1), ctx.pick(light: "#898A8D", dark: "#000000"), radius: radius))
      nodes.append(ctx.fill(f, fill, radius: radius))
    } else {
      nodes.append(RenderNode(frame: f, kind: .fill(fill, cornerRadius: radius, corners: [.all, .continuous])))
    }
    if let text {
      let font = FontDescriptor(size: size)
      let h = ctx.measure(text, font).size.height
      let nudge = size > 20 ? lift : 0
      nodes.append(
        ctx.text(
          text, font, textColor ?? label, in: Rect(x: f.x, y: f.midY - h / 2 - nudge, width: f.width, height: h)))
    }
    if let symbol {
      nodes.append(ctx.symbol(symbol, size: symbolSize, color: label, center: Point(x: f.midX, y: f.midY)))
    }
  }
}

extension LayoutEngine {
  /// The code AutoFill offers from Messages for a `oneTimeCode` field.
  static let codeFromMessages = "123456"

  /// AutoFill's suggestion across the QuickType bar at `y`: a code from Messages (the code over
  /// "From Messages"), or the key with "Passwords" or "Use Strong Password".
  func autoFillNodes(
    _ suggestion: TextContentType.Suggestion, _ ctx: ControlContext, label: Color, width: Double, y: Double
  ) -> [RenderNode] {
    let bar = Self.suggestionBar
    switch suggestion {
    case .codeFromMessages:
      let code = FontDescriptor(size: 17)
      let caption = FontDescriptor(size: 12)
      let (h1, h2) = (measure(Self.codeFromMessages, code), measure("From Messages", caption))
      let top = y + (bar - h1 - h2) / 2
      return [
        ctx.text(Self.codeFromMessages, code, label, in: Rect(x: 0, y: top, width: width, height: h1)),
        ctx.text(
          "From Messages", caption, ctx.pick(light: "#6C6C70", dark: "#AEAEB2"),
          in: Rect(x: 0, y: top + h1, width: width, height: h2)),
      ]
    case .passwords, .strongPassword:
      let title = suggestion == .passwords ? "Passwords" : "Use Strong Password"
      let font = FontDescriptor(size: 17)
      let h = measure(title, font)
      let w = ctx.measure(title, font).size.width
      let symbol = 18.0
      let gap = 6.0
      let x = (width - symbol - gap - w) / 2
      return [
        ctx.symbol("key.fill", size: symbol, color: label, center: Point(x: x + symbol / 2, y: y + bar / 2)),
        ctx.text(title, font, label, in: Rect(x: x + symbol + gap, y: y + (bar - h) / 2, width: w, height: h)),
      ]
    }
  }
}

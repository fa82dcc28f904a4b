import Testing

@testable import VellumLayout
@testable import VellumModel

/// The dump's numbers and colours are written digit by digit into the string; they read as the
/// general formatting reads them.
@Suite struct DumpFormattingTests {
  @Test func numbersReadAsTheGeneralFormattingReadsThem() {
    var values: [Double] = [
      0, -0.0, 1, -1, 0.5, -0.5, 0.05, 0.001, -0.001, 0.0004, -0.0004, 0.0005, 999.9995, 1e11 + 0.25,
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let scale = [1.0, 10, 1000, 1e6][Int.random(in: 0..<4, using: &generator)]
      values.append(Double.random(in: -scale...scale, using: &generator))
    }
    for v in values {
      let r = (v * 1000).rounded() / 1000
      #expect(num(v) == numInGeneral(r), "\(v)")
    }
    #expect(num(12.5) == "12.5" && num(-3.25) == "-3.25" && num(0.1234) == "0.123" && num(-0.0001) == "0")
    #expect(num(390) == "390" && num(1e13) == "10000000000000")
  }

  @Test func coloursAreTwoUppercaseHexDigitsAChannel() {
    #expect(Color(hex: "#0A0B0C")!.description == "#0A0B0C")
    #expect(Color(hex: "#FFFFFF80")!.description == "#FFFFFF80")
    #expect(Color.black.withAlpha(0.2).description == "#00000033")
    for v in stride(from: 0.0, through: 1.0, by: 1 / 255) {
      let c = Color(red: v, green: 1 - v, blue: v / 2, alpha: 1)
      let hex = [c.red, c.green, c.blue].map { channel -> String in
        let s = String(Int((channel * 255).rounded()), radix: 16, uppercase: true)
        return s.count == 1 ? "0" + s : s
      }
      #expect(c.description == "#" + hex.joined())
    }
  }

  @Test func aSymbolFilesNameIsOneWordWithItsControlCharactersEscaped() throws {
    // Documents built in code: the decoder refuses control characters in file names.
    func symbolLine(_ file: String) throws -> String {
      var document = try DocumentDecoder.decode(Array(#"{"vellum":1,"root":{"image":{"symbolFile":"a.svg"}}}"#.utf8))
      var image = try #require(document.root.value as? ImageComponent)
      image.source = .symbolFile(path: file)
      document.root.value = image
      let dump = LayoutEngine.layout(document, resources: FixedAdvanceMeasurer()).dump()
      return String(try #require(dump.split(separator: "\n").first { $0.hasPrefix("symbol ") }))
    }
    // A terminal title, a colour and a carriage return: written escaped, the name quoted.
    let hostile = try symbolLine("e\u{1B}]0;PWNED\u{07}\u{1B}[31mRED\r x.svg")
    #expect(!hostile.unicodeScalars.contains { $0.value < 0x20 }, "\(hostile)")
    let quoted = #""e\u001B]0;PWNED\u0007\u001B[31mRED\r x.svg""#
    #expect(hostile.contains(" \(quoted) (file \(quoted)) "), "\(hostile)")
    // A plain name stays as it is.
    #expect(try symbolLine("assets/nib.svg").contains(" assets/nib.svg (file assets/nib.svg) "))
  }
}

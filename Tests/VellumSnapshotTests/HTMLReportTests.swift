import Foundation
import Testing
import VellumSnapshot

@Suite struct HTMLReportTests {
  static let chromium = "/usr/bin/chromium"

  @Test func reportListsFailuresFirstWithEveryView() throws {
    let project = try SampleProject()
    defer { project.remove() }
    Fixtures.write(Fixtures.json(color: "#FF0000"), to: project.samples + "/green.json")
    let run = try project.check(record: .never)
    let html = HTMLReport.html(run, reportDirectory: project.root + "/report")
    let failure = try #require(html.range(of: "<article class=\"failure\" id=\"failure-0\" data-name=\"green\">"))
    let pass = try #require(html.range(of: "<li class=\"pass\">"))
    #expect(failure.lowerBound < pass.lowerBound)
    // The expected image is the copy taken at failure time, so accepting later does not change the report.
    #expect(html.contains("src=\"../.vellum/artifacts/green.expected.png\""))
    #expect(html.contains("src=\"../.vellum/artifacts/green.diff.png\""))
    #expect(html.contains("class=\"slider-input\"") && html.contains("class=\"onion-input\""))
    #expect(html.contains("vellum accept green --snapshots"))
    // What changed, by component, with its frame outlined on the expected and actual images.
    #expect(
      html.contains(
        #"<li class="changed" data-change="0">root.stack: colour #33CC66 → #FF0000; 1 primitive changed</li>"#))
    #expect(
      html.contains(
        #"<span class="outline changed" data-change="0" style="left:0.000%;top:0.000%;width:100.000%;height:100.000%"></span>"#
      ))
    #expect(!html.contains("http://") && !html.contains("https://"))
  }

  /// Every image the page shows is a file of the report's own folder: it stays after the
  /// artefacts are gone (as `vellum accept` leaves them) and after the folder is moved.
  @Test func theReportKeepsItsImagesAfterAcceptAndWhenMoved() throws {
    let project = try SampleProject()
    defer { project.remove() }
    Fixtures.write(Fixtures.json(color: "#FF0000"), to: project.samples + "/green.json")
    let run = try project.check(record: .never)
    #expect(run.failedCount == 1)
    let expectedBytes = try #require(
      FileManager.default.contents(atPath: run.artifactsDirectory + "/green.expected.png"))
    let page = try HTMLReport.write(run, to: project.root + "/report")
    try FileManager.default.removeItem(atPath: run.artifactsDirectory)
    try FileManager.default.moveItem(atPath: project.root + "/report", toPath: project.root + "/moved")
    let moved = project.root + "/moved"
    let html = try String(contentsOfFile: moved + "/" + (page as NSString).lastPathComponent, encoding: .utf8)
    let sources = html.matches(of: /src="([^"]+)"/).map { String($0.output.1) }
    #expect(sources.count >= 4, "\(sources)")
    for source in sources {
      #expect(!source.hasPrefix("../") && !source.hasPrefix("/"), "\(source) is outside the report")
      #expect(FileManager.default.fileExists(atPath: moved + "/" + source), "\(source) is gone")
    }
    #expect(sources.contains("images/green.expected.png") && sources.contains("images/green.diff.png"))
    #expect(FileManager.default.contents(atPath: moved + "/images/green.expected.png") == expectedBytes)
  }

  /// Opens a generated report in headless Chromium and checks the DOM its script leaves.
  /// Skipped (not failed) when Chromium is absent.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: HTMLReportTests.chromium),
      "/usr/bin/chromium is not installed (apt-get install chromium)"),
    .timeLimit(.minutes(1)))
  func reportLoadsInHeadlessChromium() throws {
    let project = try SampleProject()
    defer { project.remove() }
    // A passing sample whose text is too faint: the report tags it with the audit's warning.
    Fixtures.write(
      ##"{"vellum":1,"canvas":{"width":120,"scale":1},"root":{"text":{"string":"Faint","color":"#C7C7CC"}}}"##,
      to: project.samples + "/faint.json")
    _ = try project.check(record: .missing)
    Fixtures.write(Fixtures.json(color: "#FF0000"), to: project.samples + "/green.json")
    Fixtures.write(Fixtures.json(color: "#000000", height: 20), to: project.samples + "/cells/blue.json")
    let run = try project.check(record: .never)
    #expect(run.failedCount == 2)
    let page = try HTMLReport.write(run, to: project.root + "/report")

    let dom = try Self.dumpDOM(page, profile: project.root + "/chromium-profile")
    let body = try #require(dom.range(of: "<body[^>]*>", options: .regularExpression).map { String(dom[$0]) })
    #expect(body.contains("data-ready=\"true\""), "the page's script did not finish: \(body)")
    #expect(body.contains("data-failures=\"2\""))
    #expect(!body.contains("data-script-error"))
    #expect(dom.contains("<strong id=\"failure-count\">2</strong>"))
    // Each failure lists its changed component and outlines it on the expected, diff and actual images.
    #expect(dom.components(separatedBy: "<li class=\"changed\" data-change=\"0\">").count == 3)
    #expect(dom.components(separatedBy: "class=\"outline changed\"").count == 7)
    for failure in run.failures {
      #expect(dom.contains("data-name=\"\(failure.name)\""), "\(failure.name) is not shown")
    }
    #expect(
      dom.contains(
        ##"<span class="tag a11y" title="contrast 1.68:1 below 4.5:1: &quot;Faint&quot; #C7C7CC on #FFFFFF (root.text)">1 accessibility warning</span>"##
      ), "\(dom)")
  }

  /// A document's file name and its text reach the report as text, never as markup: a sample
  /// named like an `<img onerror>` and a text that closes the page's script run nothing.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: HTMLReportTests.chromium),
      "/usr/bin/chromium is not installed (apt-get install chromium)"),
    .timeLimit(.minutes(1)))
  func namesAndTextsFromDocumentsAreEscaped() throws {
    let project = try SampleProject()
    defer { project.remove() }
    let name = #"<img src=x onerror="document.body.dataset.pwned=1">"#
    func text(_ string: String) -> String {
      let escaped = string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      return #"{"vellum":1,"canvas":{"width":120,"scale":1},"root":{"text":{"string":""# + escaped + #""}}}"#
    }
    Fixtures.write(text("a"), to: project.samples + "/\(name).json")
    _ = try project.check(record: .all)
    let payload = #"</script><script>document.body.dataset.pwned2=1</script><b onmouseover=x>&amp;"#
    Fixtures.write(text(payload), to: project.samples + "/\(name).json")
    let run = try project.check(record: .never)
    #expect(run.failedCount == 1)
    let page = try HTMLReport.write(run, to: project.root + "/report")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(!html.contains("<img src=x"))
    #expect(!html.contains("<script>document"))
    #expect(html.contains("&lt;img src=x onerror="))

    let dom = try Self.dumpDOM(page, profile: project.root + "/chromium-profile")
    let body = try #require(dom.range(of: "<body[^>]*>", options: .regularExpression).map { String(dom[$0]) })
    #expect(body.contains("data-ready=\"true\""), "the page's script did not finish: \(body)")
    #expect(!body.contains("pwned"), "a document's name or text ran as script: \(body)")
    #expect(!dom.contains("<img src=\"x\"") && !dom.contains("<b onmouseover"))
    #expect(dom.contains("&lt;img src=x onerror="))
  }

  /// The DOM of `page` (a file, opened with `query` after its URL, e.g. `?q=x`) once loaded.
  static func dumpDOM(_ page: String, query: String = "", profile: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = [
      "20", chromium, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
      "--user-data-dir=\(profile)", "--dump-dom", URL(fileURLWithPath: page).absoluteString + query,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

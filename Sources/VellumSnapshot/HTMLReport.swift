import FoundationEssentials
import VellumModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A static, self-contained HTML report of a check: inline CSS and JavaScript, and a copy of
/// every image it shows in its own `images/` folder (hard links where the file system allows),
/// so it stays whole after `vellum accept` removes the artefacts and when the folder is moved or
/// attached to a CI run; no network access and no build step.
///
/// Failures come first, each with expected, diff and actual side by side, a slider and an
/// onion-skin view, the measured values, what changed by component (its frames outlined on the
/// expected and actual images), the tree diff and the accept command; passes follow.
/// When its script has run, the page sets `data-ready="true"` and `data-failures` (the number
/// of failure entries) on `<body>`, and writes that count into `#failure-count`.
public enum HTMLReport {
  /// The file name written in the report folder.
  public static let fileName = "index.html"

  /// The file that marks a folder as holding a Vellum report, so that a later report may
  /// replace its page.
  public static let marker = ".vellum-report"

  /// Writes `<reportDirectory>/index.html` (and the ``marker`` beside it) and returns its path.
  /// The folder must be new, empty or an earlier report (``checkFolder(_:artifactsDirectory:)``):
  /// a report never overwrites the `index.html` of some other site.
  @discardableResult
  public static func write(_ run: SnapshotRun, to reportDirectory: String) throws(SnapshotIOError) -> String {
    try checkFolder(reportDirectory, artifactsDirectory: run.artifactsDirectory)
    try SnapshotFiles.write(
      Array("a Vellum snapshot report; vellum check and merge-reports may replace it\n".utf8),
      to: join(reportDirectory, marker))
    let shown = try copyImages(run, into: reportDirectory)
    let path = join(reportDirectory, fileName)
    try SnapshotFiles.write(Array(html(shown, reportDirectory: reportDirectory).utf8), to: path)
    return path
  }

  /// The folder below the report that holds the copies of the images it shows.
  public static let imagesFolder = "images"

  /// `run` with each image the page shows (references, and the expected, actual, diff and
  /// composite images of failures) placed in `<reportDirectory>/images/<name><suffix>` and its
  /// paths pointing there. Each source is the file of the result's name in the run's snapshots
  /// folder (references) or artefacts folder (the rest), as ``SnapshotPaths`` makes it, and must
  /// resolve inside that folder: the paths a results file records are never read (a shard's
  /// results come from another machine), and a golden that is a link to somewhere else is not
  /// copied into a page meant to be shared. A file is hard-linked when it can be (accept
  /// replaces goldens by renaming, so a link keeps the bytes that were compared), else copied;
  /// a file that is not there is left where it would be (the page shows it missing).
  static func copyImages(_ run: SnapshotRun, into reportDirectory: String) throws(SnapshotIOError) -> SnapshotRun {
    var shown = run
    let images = join(reportDirectory.isEmpty ? "." : reportDirectory, imagesFolder)
    // An earlier report's copies go first (links inside it are removed, never followed).
    try? FileManager.default.removeItem(atPath: images)
    let snapshots = ReportMerge.realPath(run.snapshotsDirectory.isEmpty ? "." : run.snapshotsDirectory)
    let artifacts = ReportMerge.realPath(run.artifactsDirectory.isEmpty ? "." : run.artifactsDirectory)
    func place(_ source: String, inside folder: String?, _ name: String, _ suffix: String) throws(SnapshotIOError)
      -> String
    {
      guard case .success(let resolved) = ReportMerge.resolve(source, inside: folder) else { return source }
      let target = join(images, name + suffix)
      try SnapshotFiles.createParent(of: target)
      _ = unlink(target)
      if link(resolved, target) == 0 { return target }
      return try ReportMerge.copy(resolved, to: target, inside: folder) == nil ? target : source
    }
    for i in shown.results.indices {
      var result = shown.results[i]
      // The name is checked before anything is read or written under it (no "..", no absolute path).
      guard ReportMerge.checkName(result.name) == nil else {
        shown.results[i] = Self.withoutPaths(result)
        continue
      }
      let paths = SnapshotPaths(
        name: result.name, snapshotsDirectory: run.snapshotsDirectory, artifactsDirectory: run.artifactsDirectory)
      if !result.referencePNG.isEmpty {
        result.referencePNG =
          result.problems.contains(.missingReference)
          ? paths.referencePNG : try place(paths.referencePNG, inside: snapshots, result.name, ".png")
      }
      if var a = result.artifacts {
        func artefact(_ recorded: String?, _ source: String, _ suffix: String) throws(SnapshotIOError) -> String? {
          guard recorded != nil else { return nil }
          return try place(source, inside: artifacts, result.name, suffix)
        }
        a.expectedPNG = try artefact(a.expectedPNG, paths.expectedPNG, ".expected.png")
        a.actualPNG = try artefact(a.actualPNG, paths.actualPNG, ".actual.png")
        a.diffPNG = try artefact(a.diffPNG, paths.diffPNG, ".diff.png")
        a.compositePNG = try artefact(a.compositePNG, paths.compositePNG, ".composite.png")
        result.artifacts = a
      }
      shown.results[i] = result
    }
    return shown
  }

  /// `result` showing no image: a name that is not a plain relative path names no file.
  static func withoutPaths(_ result: SnapshotResult) -> SnapshotResult {
    var result = result
    result.referencePNG = ""
    result.artifacts = nil
    return result
  }

  /// Throws unless a report may be written into `reportDirectory`: it does not exist, or it is
  /// a folder that holds an earlier report (its ``marker``) or nothing, the folder of the run's
  /// artefacts aside when `artifactsDirectory` lies inside it (`merge-reports --report DIR`
  /// copies the artefacts to `DIR/artifacts` before the page is written).
  public static func checkFolder(_ reportDirectory: String, artifactsDirectory: String? = nil)
    throws(SnapshotIOError)
  {
    let dir = reportDirectory.isEmpty ? "." : reportDirectory
    var info = stat()
    if lstat(dir, &info) != 0 && errno == ENOENT { return }
    guard isDirectory(atPath: dir) else {
      throw SnapshotIOError(
        message: "\(reportDirectory): exists and is not a folder; give an empty or new folder for the report")
    }
    var markerInfo = stat()
    if lstat(join(dir, marker), &markerInfo) == 0 && markerInfo.st_mode & S_IFMT == S_IFREG { return }
    let contents: [String]
    do { contents = try FileManager.default.contentsOfDirectory(atPath: dir) } catch {
      throw SnapshotIOError(message: "\(reportDirectory): cannot list the folder: \(failureReason(error))")
    }
    var allowed: String?
    if let artifactsDirectory {
      let relative = PathUtilities.relative(from: dir, to: artifactsDirectory)
      if relative != ".", relative != "..", !relative.hasPrefix("../") {
        allowed = relative.split(separator: "/").first.map(String.init)
      }
    }
    guard contents.allSatisfy({ $0 == allowed }) else {
      throw SnapshotIOError(
        message:
          "\(reportDirectory): exists and is neither empty nor an earlier Vellum report (it has no \(marker)); "
          + "give an empty or new folder for the report")
    }
  }

  /// The page for `run`, with image links relative to `reportDirectory`.
  public static func html(_ run: SnapshotRun, reportDirectory: String) -> String {
    let link = { (path: String) in escape(PathUtilities.relative(from: reportDirectory, to: path)) }
    let failures = run.failures
    let others = run.results.filter { !$0.failed }
    var body = """
      <header>
      <h1>Vellum snapshots</h1>
      <p id="summary">\(escape(run.summaryLine))</p>
      <p>Failures shown: <strong id="failure-count">?</strong> · record mode \(escape(run.record.rawValue))</p>
      </header>
      <section id="failures">
      <h2>Failures (\(failures.count))</h2>

      """
    for (index, result) in failures.enumerated() {
      body += failureEntry(result, index: index, run: run, link: link)
    }
    body += "</section>\n<section id=\"passes\">\n<h2>Passed (\(others.count))</h2>\n<ul class=\"passes\">\n"
    for result in others {
      var note = result.status == .recorded ? " <span class=\"tag\">recorded</span>" : ""
      if let warnings = result.accessibilityWarnings, !warnings.isEmpty {
        // The audit's findings, one per line in the tooltip.
        note +=
          " <span class=\"tag a11y\" title=\"\(escape(warnings.joined(separator: "\n")))\">\(warnings.count) accessibility warning\(warnings.count == 1 ? "" : "s")</span>"
      }
      body += "<li class=\"pass\"><img loading=\"lazy\" src=\"\(link(result.referencePNG))\" alt=\"\">"
      body += "<span>\(escape(result.name))\(note)</span></li>\n"
    }
    body += "</ul>\n</section>\n"
    return page(
      title: "Vellum snapshots: \(run.summaryLine)", style: style, total: run.results.count, body: body, script: script)
  }

  /// A whole self-contained page: the style and scripts inline, the error trap (which marks
  /// `<body>` when a script fails) before anything else runs, `data-total` on `<body>`.
  static func page(title: String, style: String, total: Int, body: String, script: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escape(title))</title>
    <style>\(style)</style>
    <script>\(errorTrap)</script>
    </head>
    <body data-total="\(total)">
    \(body)<script>\(script)</script>
    </body>
    </html>

    """
  }

  static func failureEntry(
    _ result: SnapshotResult, index: Int, run: SnapshotRun, link: (String) -> String
  ) -> String {
    let expected =
      result.problems.contains(.missingReference) ? nil : (result.artifacts?.expectedPNG ?? result.referencePNG)
    let actual = result.artifacts?.actualPNG
    var out = "<article class=\"failure\" id=\"failure-\(index)\" data-name=\"\(escape(result.name))\">\n"
    out += "<h3>\(escape(result.name))</h3>\n"
    out += "<p class=\"problems\">\(result.problems.map { escape($0.rawValue) }.joined(separator: " · "))</p>\n"
    out += "<p class=\"headline\">\(escape(FailureMessage.headline(result)))</p>\n"
    if let pixels = result.pixels { out += measuredList(pixels) }
    if let error = result.error { out += "<p class=\"error\">\(escape(error))</p>\n" }
    out += imageViews(result, expected: expected, actual: actual, link: link)
    out += detailBlocks(result)
    if result.artifacts?.actualPNG != nil {
      let command = FailureMessage.acceptCommands(
        for: result, testFilter: nil, snapshotsDirectory: run.snapshotsDirectory,
        artifactsDirectory: run.artifactsDirectory
      ).joined(separator: "\n")
      out +=
        "<p class=\"accept\">accept: <code>\(escape(command))</code> <button type=\"button\" class=\"copy\">copy</button></p>\n"
    }
    out += "</article>\n"
    return out
  }

  /// What the comparison measured: the differing and total pixels, their ratio, the allowance and
  /// the sizes when they differ.
  static func measuredList(_ pixels: SnapshotResult.PixelReport) -> String {
    var out = "<dl class=\"measured\">"
    out += "<dt>differing pixels</dt><dd>\(pixels.diffPixels)</dd>"
    out += "<dt>total pixels</dt><dd>\(pixels.totalPixels)</dd>"
    out += "<dt>ratio</dt><dd>\(pixels.ratio)</dd>"
    out += "<dt>allowed</dt><dd>\(pixels.allowedPixels)</dd>"
    if let e = pixels.expectedSize, let a = pixels.actualSize {
      out += "<dt>size</dt><dd>expected \(escape(e)), actual \(escape(a))</dd>"
    }
    out += "</dl>\n"
    return out
  }

  /// The images and the tabs between their views: side by side (with the changed components'
  /// outlines), and, with both images, a slider and an onion skin.
  static func imageViews(_ result: SnapshotResult, expected: String?, actual: String?, link: (String) -> String)
    -> String
  {
    var out = "<div class=\"tabs\" role=\"tablist\">"
    let views = expected != nil && actual != nil ? ["side", "slider", "onion"] : ["side"]
    for view in views {
      let label = ["side": "Side by side", "slider": "Slider", "onion": "Onion skin"][view]!
      out +=
        "<button type=\"button\" data-view=\"\(view)\"\(view == "side" ? " class=\"active\"" : "")>\(label)</button>"
    }
    out += "</div>\n<div class=\"view\" data-view=\"side\">"
    let semantic = result.semanticDiff
    for (label, path) in [("Expected", expected), ("Diff", result.artifacts?.diffPNG), ("Actual", actual)] {
      guard let path else { continue }
      out += "<figure><div class=\"boxed\"><img src=\"\(link(path))\" alt=\"\(label)\">"
      if let semantic {
        // The changed components' frames: where they were on the expected image, where they are on the others.
        let before = label == "Expected"
        out += outlines(semantic, before: before)
      }
      out += "</div><figcaption>\(label)</figcaption></figure>"
    }
    out += "</div>\n"
    if let expected, let actual {
      out += "<div class=\"view\" data-view=\"slider\" hidden><div class=\"stack\">"
      out +=
        "<img src=\"\(link(expected))\" alt=\"Expected\"><img class=\"over\" src=\"\(link(actual))\" alt=\"Actual\""
      out += " style=\"clip-path: inset(0 50% 0 0)\"></div>"
      out +=
        "<label>actual ◀ <input type=\"range\" class=\"slider-input\" min=\"0\" max=\"100\" value=\"50\"> ▶ expected</label></div>\n"
      out += "<div class=\"view\" data-view=\"onion\" hidden><div class=\"stack\">"
      out +=
        "<img src=\"\(link(expected))\" alt=\"Expected\"><img class=\"over\" src=\"\(link(actual))\" alt=\"Actual\""
      out += " style=\"opacity: 0.5\"></div>"
      out +=
        "<label>expected <input type=\"range\" class=\"onion-input\" min=\"0\" max=\"100\" value=\"50\"> actual</label></div>\n"
    }
    return out
  }

  /// What changed (the semantic diff's lines), the tree and accessibility diffs, the
  /// accessibility warnings, and the environments recorded and rendered in.
  static func detailBlocks(_ result: SnapshotResult) -> String {
    var out = ""
    if let semantic = result.semanticDiff, !semantic.changes.isEmpty {
      out += "<details open class=\"changes\"><summary>what changed</summary><ol class=\"changes\">"
      for (i, change) in semantic.changes.enumerated() {
        out += "<li class=\"\(change.kind.rawValue)\" data-change=\"\(i)\">\(escape(change.line))</li>"
      }
      out += "</ol></details>\n"
    }
    if let tree = result.treeDiff, !tree.isEmpty { out += diffBlock("render tree diff", tree, open: false) }
    if let diff = result.accessibilityDiff, !diff.isEmpty {
      out += diffBlock("accessibility tree diff", diff, open: true)
    }
    if let warnings = result.accessibilityWarnings, !warnings.isEmpty {
      out +=
        "<details class=\"a11y\"><summary>\(warnings.count) accessibility warning\(warnings.count == 1 ? "" : "s")</summary><ul>"
      for w in warnings { out += "<li>\(escape(w))</li>" }
      out += "</ul></details>\n"
    }
    if let fingerprint = result.referenceFingerprint {
      out +=
        "<p class=\"env\">recorded with \(escape(fingerprint))<br>rendered with \(escape(result.fingerprint ?? "?"))</p>\n"
    }
    return out
  }

  /// A unified diff in a collapsible block, its added, removed and hunk lines coloured.
  static func diffBlock(_ title: String, _ diff: String, open: Bool) -> String {
    var out = "<details\(open ? " open" : "")><summary>\(title)</summary><pre class=\"tree-diff\">"
    for line in diff.split(separator: "\n") {
      let kind = line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : line.hasPrefix("@@") ? "hunk" : "ctx"
      out += "<span class=\"\(kind)\">\(escape(String(line)))</span>\n"
    }
    return out + "</pre></details>\n"
  }

  /// Outlines over an image of the canvas: each change's frames before (on the expected image)
  /// or after, placed in percentages of the canvas so they follow the image's displayed size.
  static func outlines(_ semantic: SemanticDiff, before: Bool) -> String {
    guard let canvas = before ? semantic.expectedSize : semantic.actualSize, canvas.width > 0, canvas.height > 0
    else { return "" }
    func pct(_ v: Double, _ of: Double) -> String {
      // printf's "%.3f%%", without Foundation's String(format:).
      var buffer = [CChar](repeating: 0, count: 64)
      _ = withVaList([v / of * 100]) { vsnprintf(&buffer, buffer.count, "%.3f%%", $0) }
      return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    var out = ""
    for (i, change) in semantic.changes.enumerated() {
      for box in before ? change.before : change.after {
        out +=
          "<span class=\"outline \(change.kind.rawValue)\" data-change=\"\(i)\" style=\"left:\(pct(box.x, canvas.width));"
        out +=
          "top:\(pct(box.y, canvas.height));width:\(pct(box.width, canvas.width));height:\(pct(box.height, canvas.height))\"></span>"
      }
    }
    return out
  }

  /// HTML text and attribute escaping (`TextEscaping.markupEscaped`).
  static func escape(_ s: String) -> String { TextEscaping.markupEscaped(s) }

  static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:0 auto;max-width:1400px;padding:16px;color:#1c1c1e;background:#f2f2f7}
    h1{margin:0 0 4px}h3{margin:0 0 4px;font-family:ui-monospace,monospace}
    .failure{background:#fff;border-left:4px solid #ff3b30;border-radius:8px;padding:12px 16px;margin:12px 0}
    .problems{color:#ff3b30;font-weight:600;margin:0}.error{color:#c00}
    .measured{display:grid;grid-template-columns:max-content auto;gap:2px 12px;margin:8px 0}
    .measured dt{color:#636366}.measured dd{margin:0;font-family:ui-monospace,monospace}
    .tabs button{border:1px solid #c7c7cc;background:#fff;padding:4px 10px;border-radius:6px;cursor:pointer}
    .tabs button.active{background:#007aff;color:#fff;border-color:#007aff}
    .view{margin:8px 0}.view[data-view=side]{display:flex;gap:12px;align-items:flex-start;flex-wrap:wrap}
    .view[hidden]{display:none}
    figure{margin:0;max-width:32%}figure img{max-width:100%;border:1px solid #d1d1d6;background:#fff}
    figcaption{text-align:center;color:#636366}
    .stack{position:relative;display:inline-block;max-width:420px;border:1px solid #d1d1d6}
    .stack img{display:block;width:100%}.stack img.over{position:absolute;left:0;top:0}
    .view label{display:block;margin-top:4px}.view input[type=range]{width:300px;vertical-align:middle}
    .boxed{position:relative;display:inline-block;max-width:100%}.boxed img{display:block}
    .outline{position:absolute;box-sizing:border-box;border:2px solid #ff9500;pointer-events:none}
    .outline.added{border-color:#34c759}.outline.removed{border-color:#ff3b30;border-style:dashed}
    .outline.moved{border-color:#64d2ff;border-style:dotted}.outline.hot{border-width:4px;background:#ff950033}
    ol.changes{font-family:ui-monospace,monospace;font-size:12px;margin:4px 0;padding-left:28px}
    ol.changes li{cursor:default}ol.changes li:hover{background:#fff3e0}
    pre.tree-diff{background:#1c1c1e;color:#e5e5ea;padding:8px;overflow:auto;font-size:12px}
    .add{color:#30d158}.del{color:#ff6961}.hunk{color:#64d2ff}
    code{background:#f2f2f7;padding:2px 4px;border-radius:4px;white-space:pre-wrap}
    .passes{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:8px}
    .pass{background:#fff;border-left:4px solid #34c759;border-radius:8px;padding:6px;display:flex;gap:8px;align-items:center}
    .pass img{height:48px;border:1px solid #d1d1d6}.tag{color:#ff9500;font-size:12px}
    """

  /// Records uncaught script errors on `<body>` (or the root element before `<body>` exists).
  static let errorTrap = """
    window.addEventListener('error',function(e){var t=document.body||document.documentElement;\
    t.setAttribute('data-script-error',String(e.message||e));});
    """

  static let script = """
    (function(){
    'use strict';
    var failures=document.querySelectorAll('article.failure');
    failures.forEach(function(article){
      var buttons=article.querySelectorAll('.tabs button');
      buttons.forEach(function(button){
        button.addEventListener('click',function(){
          buttons.forEach(function(b){b.classList.toggle('active',b===button);});
          article.querySelectorAll('.view').forEach(function(v){v.hidden=v.dataset.view!==button.dataset.view;});
        });
      });
      var slider=article.querySelector('.slider-input');
      if(slider){var top=article.querySelector('[data-view=slider] img.over');
        var clip=function(){top.style.clipPath='inset(0 '+(100-Number(slider.value))+'% 0 0)';};
        slider.addEventListener('input',clip);clip();}
      var onion=article.querySelector('.onion-input');
      if(onion){var over=article.querySelector('[data-view=onion] img.over');
        var fade=function(){over.style.opacity=String(Number(onion.value)/100);};
        onion.addEventListener('input',fade);fade();}
      article.querySelectorAll('ol.changes li').forEach(function(li){
        var boxes=article.querySelectorAll('.outline[data-change="'+li.dataset.change+'"]');
        li.addEventListener('mouseenter',function(){boxes.forEach(function(b){b.classList.add('hot');});});
        li.addEventListener('mouseleave',function(){boxes.forEach(function(b){b.classList.remove('hot');});});
      });
      var copy=article.querySelector('button.copy');
      if(copy){copy.addEventListener('click',function(){
        var text=article.querySelector('.accept code').textContent;
        try{navigator.clipboard.writeText(text);copy.textContent='copied';}catch(e){copy.textContent='select and copy';}
      });}
    });
    document.getElementById('failure-count').textContent=String(failures.length);
    document.body.setAttribute('data-failures',String(failures.length));
    document.body.setAttribute('data-ready','true');
    })();
    """
}

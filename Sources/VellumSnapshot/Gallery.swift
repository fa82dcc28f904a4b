/// A static gallery of rendered documents: one self-contained `index.html` (inline CSS and
/// JavaScript, no network, no server) beside the images it links, every document with its JSON,
/// filterable by name, light and dark side by side.
///
/// Documents named `…-light` and `…-dark` are shown as one entry; a document's variants (and
/// so its light and dark combinations) are shown together. The filter also reads `?q=` from the
/// page's address. When its script has run, the page sets `data-ready="true"` and
/// `data-shown` (entries matching the filter) on `<body>`.
public enum Gallery {
  /// The file name of the page in the gallery's folder.
  public static let fileName = "index.html"

  /// One rendered document.
  public struct Document: Sendable, Equatable {
    /// The document's path below the gallery's inputs, without `.json` (`controls/switch-light`).
    public var name: String
    /// The JSON as written.
    public var source: String
    public var images: [Image]
    public init(name: String, source: String, images: [Image]) {
      self.name = name
      self.source = source
      self.images = images
    }
  }

  /// One image of a document: the document itself, a combination of its variants, or its sheet.
  public struct Image: Sendable, Equatable {
    /// What the image shows beyond its document (`dark.rtl`); empty for the document itself.
    public var label: String
    /// The PNG, relative to the gallery's folder.
    public var path: String
    /// The size the image is shown at, in CSS pixels (the canvas's points).
    public var width: Int
    public var height: Int
    public init(label: String, path: String, width: Int, height: Int) {
      self.label = label
      self.path = path
      self.width = width
      self.height = height
    }
  }

  /// One entry of the page: a document, or a light/dark pair of them.
  public struct Entry: Sendable, Equatable {
    /// The name shown: the document's, or the pair's without `-light`/`-dark`.
    public var name: String
    public var documents: [Document]
  }

  /// Documents grouped into entries, sorted by name: `x-light` and `x-dark` (both present) make
  /// one entry `x`, light first.
  public static func entries(_ documents: [Document]) -> [Entry] {
    let names = Set(documents.map(\.name))
    var groups: [String: [Document]] = [:]
    for d in documents {
      var key = d.name
      for (mine, other) in [("-light", "-dark"), ("-dark", "-light")] where d.name.hasSuffix(mine) {
        let stem = String(d.name.dropLast(mine.count))
        if names.contains(stem + other) { key = stem }
      }
      groups[key, default: []].append(d)
    }
    return groups.keys.sorted().map { key in
      Entry(
        name: key,
        documents: groups[key]!.sorted {
          ($0.name.hasSuffix("-dark") ? 1 : 0, $0.name) < ($1.name.hasSuffix("-dark") ? 1 : 0, $1.name)
        })
    }
  }

  /// The page for `documents`.
  public static func html(_ documents: [Document], title: String = "Vellum gallery") -> String {
    let entries = entries(documents)
    let imageCount = documents.reduce(0) { $0 + $1.images.count }
    var body = """
      <header>
      <h1>\(escape(title))</h1>
      <p id="summary">\(documents.count) documents · \(imageCount) images · <strong id="shown-count">\(entries.count)</strong> shown</p>
      <input id="filter" type="search" placeholder="Filter by name" aria-label="Filter by name" autocomplete="off">
      </header>
      <main>

      """
    var folder: String?
    for entry in entries {
      let top = entry.name.contains("/") ? String(entry.name.split(separator: "/")[0]) : ""
      if top != folder {
        if folder != nil { body += "</section>\n" }
        folder = top
        body += "<section class=\"folder\">\n<h2>\(escape(top.isEmpty ? "(top level)" : top))</h2>\n"
      }
      body += article(entry)
    }
    if folder != nil { body += "</section>\n" }
    body += "<p id=\"nothing\" hidden>No document matches the filter.</p>\n</main>\n"
    return HTMLReport.page(title: title, style: style, total: entries.count, body: body, script: script)
  }

  static func article(_ entry: Entry) -> String {
    let searchable = ([entry.name] + entry.documents.map(\.name)).joined(separator: " ").lowercased()
    var out = "<article class=\"entry\" id=\"\(escape(anchor(entry.name)))\" data-name=\"\(escape(searchable))\">\n"
    out += "<h3><a href=\"#\(escape(anchor(entry.name)))\">\(escape(entry.name))</a></h3>\n<div class=\"images\">\n"
    for document in entry.documents {
      let tail = String(document.name.split(separator: "/").last ?? "")
      for image in document.images {
        let caption =
          entry.documents.count > 1 || image.label.isEmpty
          ? tail + (image.label.isEmpty ? "" : "." + image.label) : image.label
        out += "<figure><a href=\"\(escape(image.path))\"><img loading=\"lazy\" src=\"\(escape(image.path))\""
        out +=
          " width=\"\(image.width)\" height=\"\(image.height)\" alt=\"\(escape(document.name + (image.label.isEmpty ? "" : "." + image.label)))\"></a>"
        out += "<figcaption>\(escape(caption))</figcaption></figure>\n"
      }
    }
    out += "</div>\n"
    for document in entry.documents {
      out +=
        "<details><summary>\(escape(document.name)).json</summary><pre>\(escape(document.source))</pre></details>\n"
    }
    return out + "</article>\n"
  }

  /// An element id from a name, one name to one id: ASCII letters, digits and `-` stay, every
  /// other UTF-8 byte (`_` included) is written `_` and two hex digits (`a/b.c` → `d-a_2Fb_2Ec`),
  /// so names that differ only in `#`, `.` or `%2e` keep distinct anchors.
  static func anchor(_ name: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = Array("d-".utf8)
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
        out.append(byte)
      default:
        out += [UInt8(ascii: "_"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  static func escape(_ s: String) -> String { HTMLReport.escape(s) }

  static let style = """
    :root { color-scheme: light dark; --fg: #1c1c1e; --muted: #6c6c70; --line: #d1d1d6; --card: #fff; --bg: #f2f2f7; }
    @media (prefers-color-scheme: dark) { :root { --fg: #f2f2f7; --muted: #98989f; --line: #3a3a3c; --card: #1c1c1e; --bg: #000; } }
    body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
    header { position: sticky; top: 0; z-index: 1; padding: 12px 24px; background: var(--card); border-bottom: 1px solid var(--line); display: flex; gap: 16px; align-items: baseline; flex-wrap: wrap; }
    header h1 { font-size: 20px; margin: 0; }
    header p { margin: 0; color: var(--muted); }
    #filter { margin-left: auto; min-width: 260px; padding: 6px 10px; font: inherit; border: 1px solid var(--line); border-radius: 8px; background: var(--bg); color: var(--fg); }
    main { padding: 8px 24px 48px; }
    h2 { font-size: 15px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 28px 0 8px; }
    .entry { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 12px 16px; margin: 12px 0; }
    .entry h3 { margin: 0 0 10px; font-size: 15px; }
    .entry h3 a { color: inherit; text-decoration: none; }
    .images { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    figure { margin: 0; max-width: 100%; }
    figure img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); }
    figcaption { color: var(--muted); font-size: 12px; margin-top: 4px; }
    details { margin-top: 8px; }
    summary { cursor: pointer; color: var(--muted); }
    pre { max-height: 420px; overflow: auto; padding: 8px; background: var(--bg); border-radius: 8px; font-size: 12px; }
    .hidden { display: none; }
    """

  static let script = """
    (function () {
      var input = document.getElementById('filter');
      var entries = Array.prototype.slice.call(document.querySelectorAll('article.entry'));
      var sections = Array.prototype.slice.call(document.querySelectorAll('section.folder'));
      function apply() {
        var words = input.value.toLowerCase().split(/\\s+/).filter(Boolean);
        var shown = 0;
        entries.forEach(function (e) {
          var name = e.getAttribute('data-name');
          var match = words.every(function (w) { return name.indexOf(w) >= 0; });
          e.classList.toggle('hidden', !match);
          if (match) shown += 1;
        });
        sections.forEach(function (s) {
          s.classList.toggle('hidden', !s.querySelector('article.entry:not(.hidden)'));
        });
        document.getElementById('shown-count').textContent = String(shown);
        document.getElementById('nothing').hidden = shown > 0;
        document.body.setAttribute('data-shown', String(shown));
      }
      var query = new URLSearchParams(window.location.search).get('q');
      if (query) input.value = query;
      input.addEventListener('input', apply);
      apply();
      document.body.setAttribute('data-ready', 'true');
    })();
    """
}

/// Reads the files a document's `include`s name (`{ "include": "screens/home.json" }`), each a
/// path relative to the document's folder that must resolve inside it.
public struct IncludeFiles {
  /// The file at a path: its identity (the same for every spelling of it, and every link to it:
  /// its real path) and its bytes; or why it cannot be read.
  public var read: (String) -> Result<IncludedFile, DocumentFileProblem>

  public init(read: @escaping (String) -> Result<IncludedFile, DocumentFileProblem>) { self.read = read }
}

/// One included file as read.
public struct IncludedFile: Sendable {
  /// The same for every spelling of the file (its real path).
  public var identity: String
  public var bytes: [UInt8]

  public init(identity: String, bytes: [UInt8]) {
    self.identity = identity
    self.bytes = bytes
  }
}

/// One file of a chain of includes: as its `include` names it, and its identity.
struct IncludeLink {
  var path: String
  var identity: String
}

extension DocumentDecoder {
  /// The key of an include: `{ "include": "screens/home.json" }`.
  package static let includeKey = "include"
  /// The most files an include may pass through (a file including one including one …).
  package static let maximumIncludeDepth = 16
  /// The longest path an `include` may give.
  static let maximumIncludePathLength = 1024
}

extension Decoding {
  /// Whether `v` is `{ "include": … }`.
  static func isInclude(_ v: JSONValue) -> Bool {
    guard case .object(let m) = v.kind, m.count == 1 else { return false }
    return m[0].key == DocumentDecoder.includeKey
  }

  /// Decodes what the `include` of `r` names with `body`, given the included JSON (a
  /// document's `root`, or the file's value), its path in the file (`root`, or empty) and the
  /// decoding to use inside it. Problems inside the file are reported at the `include`, naming
  /// the file and their path, line and column in it. Without `includeFiles` the file is not
  /// read: `placeholder` stands in for it, with a warning.
  func included<T>(
    _ r: ObjectReader, placeholder: T,
    _ body: (JSONValue, String, Decoding) throws(Diagnostic) -> T
  ) throws(Diagnostic) -> T {
    let key = DocumentDecoder.includeKey
    guard let path = try r.string(key, maxLength: DocumentDecoder.maximumIncludePathLength) else {
      throw r.error(key, "expected a path")
    }
    try Self.checkRelative(path, r, key: key, what: "include")
    guard path.lowercased().hasSuffix(".json") else {
      throw r.error(key, "include \"\(path)\" is not a .json file (an include names a document or a fragment of one)")
    }
    guard let includeFiles else {
      warnings.log.append(
        r.error(
          key,
          "\"\(path)\" is not read (the document was decoded without its folder): an empty placeholder stands in for it"
        ))
      return placeholder
    }
    let chain = includeChain.map(\.path) + [path]
    let file: IncludedFile
    switch includeFiles.read(path) {
    case .success(let f): file = f
    case .failure(.missing): throw r.error(key, "included file \"\(path)\" does not exist in the document's folder")
    case .failure(.unusable(let why)): throw r.error(key, "included file \"\(path)\": \(why)")
    }
    if includeChain.contains(where: { $0.identity == file.identity }) {
      throw r.error(key, "include cycle: " + chain.joined(separator: " → "))
    }
    guard includeChain.count < DocumentDecoder.maximumIncludeDepth else {
      throw r.error(
        key,
        "includes nest deeper than \(DocumentDecoder.maximumIncludeDepth) files: " + chain.joined(separator: " → "))
    }
    let json: JSONValue
    if let parsed = warnings.included[file.identity] {
      json = parsed
    } else {
      warnings.includedBytes += file.bytes.count
      guard warnings.includedBytes <= DocumentDecoder.maximumDocumentBytes else {
        throw r.error(
          key,
          "included file \"\(path)\": the included files come to \(warnings.includedBytes) bytes, more than the "
            + "\(DocumentDecoder.maximumDocumentBytes) bytes (\(DocumentDecoder.maximumDocumentBytes >> 20) MB) a "
            + "document may include")
      }
      do { json = try JSONParser.parse(file.bytes) } catch { throw Self.inFile(error, path: path, at: r.join(key)) }
      warnings.included[file.identity] = json
      if !warnings.includedFiles.contains(path) { warnings.includedFiles.append(path) }
    }
    // A document stands for its root; anything else is the fragment itself.
    var value = json
    var innerPath = ""
    if case .object(let m) = json.kind, m.contains(where: { $0.key == "vellum" }) {
      guard let root = m.first(where: { $0.key == "root" })?.value else {
        throw Self.inFile(
          Diagnostic(path: "", message: "the included document has no \"root\"", location: json.location),
          path: path, at: r.join(key))
      }
      value = root
      innerPath = "root"
    }
    warnings.includedValues[path] = value
    var inner = self
    inner.includeChain.append(IncludeLink(path: path, identity: file.identity))
    let warned = warnings.log.count
    let result: T
    do { result = try body(value, innerPath, inner) } catch { throw Self.inFile(error, path: path, at: r.join(key)) }
    for i in warned..<warnings.log.count {
      warnings.log[i] = Self.inFile(warnings.log[i], path: path, at: r.join(key))
    }
    return result
  }

  /// `problem`, found in the included file `path`, reported at `at` (the `include`): its path
  /// in the file joins the message, and its line and column name the file (or the file a
  /// further include names).
  static func inFile(_ problem: Diagnostic, path: String, at: String) -> Diagnostic {
    Diagnostic(
      path: at,
      message: "in \"\(path)\": " + (problem.path.isEmpty ? problem.message : "\(problem.path): \(problem.message)"),
      location: problem.location, file: problem.file ?? path)
  }
}

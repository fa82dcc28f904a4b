import FoundationEssentials
import VellumCairo
import VellumModel

extension Document {
  /// Reads and decodes the document at `url` (a file URL), checking that the image files it
  /// names exist beside it and remembering its folder as `baseDirectory`, so that
  /// rendering and snapshots find those files wherever the caller runs from.
  ///
  /// ```swift
  /// let screen = try Document(contentsOf: URL(filePath: "Samples/settings.json"))
  /// expectSnapshot(of: screen, named: "settings")
  /// ```
  public init(contentsOf url: URL) throws(DocumentFileError) {
    try self.init(contentsOfFile: url.path)
  }

  /// ``init(contentsOf:)`` for a path.
  public init(contentsOfFile path: String) throws(DocumentFileError) {
    let bytes: [UInt8]
    switch FileBytes.contents(path, limit: DocumentDecoder.maximumDocumentBytes) {
    case .success(let b): bytes = b
    case .failure(let failure): throw DocumentFileError(path: path, message: "cannot be read: \(failure)")
    }
    let folder = path.deletingLastPathComponent
    let base = folder.isEmpty ? "." : folder
    do {
      self = try DocumentFolder.decode(bytes, baseDirectory: base)
    } catch {
      throw DocumentFileError(path: path, message: "\(error)", diagnostic: error)
    }
    baseDirectory = base
  }
}

/// Why a document file could not be loaded: it could not be read, or it is not a valid document
/// (``diagnostic`` then names the JSON path, line and column).
public struct DocumentFileError: Error, Sendable, CustomStringConvertible {
  /// The file, as the caller named it.
  public var path: String
  /// What is wrong, without the path.
  public var message: String
  /// The decoder's diagnostic, when the file was read but did not decode.
  public var diagnostic: Diagnostic?

  public init(path: String, message: String, diagnostic: Diagnostic? = nil) {
    self.path = path
    self.message = message
    self.diagnostic = diagnostic
  }

  /// `Samples/x.json: root.image.file: image file "a.png" does not exist next to the document (line 3, column 12)`.
  public var description: String { "\(path): \(message)" }
}

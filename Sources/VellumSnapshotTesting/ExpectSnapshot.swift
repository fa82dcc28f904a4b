import FoundationEssentials
import Testing
import VellumModel
import VellumSnapshot

/// Swift Testing's form of ``assertSnapshot(of:named:baseDirectory:options:record:file:line:function:)``:
/// expects that `document` renders like its references in the package containing the calling
/// test file, recording an `Issue` at the call site when it does not.
public func expectSnapshot(
  of document: Document, named name: String, baseDirectory: String? = nil, options: ComparisonOptions = .init(),
  record: RecordMode? = nil, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
  column: Int = #column, function: String = #function
) {
  let outcome = SnapshotAssertion.verify(
    document, named: name, baseDirectory: baseDirectory, options: options, record: record, filePath: filePath,
    testName: function)
  report(outcome, Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Swift Testing's form of ``assertSnapshot(contentsOf:named:options:record:file:line:function:)``:
/// loads the document file at `url` (its images are read from its folder) and expects that it
/// renders like `Snapshots/<name>.png`, `name` defaulting to the file's name.
///
/// ```swift
/// @Test func settings() {
///   expectSnapshot(contentsOf: URL(filePath: #filePath).deletingLastPathComponent().appending(path: "settings.json"))
/// }
/// ```
public func expectSnapshot(
  contentsOf url: URL, named name: String? = nil, options: ComparisonOptions = .init(), record: RecordMode? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
  function: String = #function
) {
  let outcome = SnapshotAssertion.verify(
    contentsOf: url, named: name, options: options, record: record, filePath: filePath, testName: function)
  report(outcome, Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Swift Testing's form of ``assertSnapshot(of:as:named:baseDirectory:record:file:line:function:)``:
/// expects that `value`, snapshotted with `strategy`, matches `Snapshots/<name>.<pathExtension>`.
///
/// ```swift
/// expectSnapshot(of: screen, as: .image.pullback { $0.document }, named: "login")
/// ```
public func expectSnapshot<Value, Format>(
  of value: Value, as strategy: Snapshotting<Value, Format>, named name: String, baseDirectory: String? = nil,
  record: RecordMode? = nil, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
  column: Int = #column, function: String = #function
) {
  let outcome = SnapshotAssertion.verify(
    value, as: strategy, named: name, baseDirectory: baseDirectory, record: record, filePath: filePath,
    testName: function)
  report(outcome, Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Prints an outcome's note and records its failure as an `Issue` at `location`.
private func report(_ outcome: SnapshotAssertion.Outcome, _ location: Testing.SourceLocation) {
  if let note = outcome.note { print(note) }
  if let message = outcome.failureMessage { Issue.record(Comment(rawValue: message), sourceLocation: location) }
}

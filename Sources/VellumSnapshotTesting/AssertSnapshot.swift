@_exported import VellumModel
@_exported import VellumSnapshot
import XCTest

/// Asserts that `document` renders like its references `Snapshots/<name>.png` and
/// `Snapshots/<name>.tree.txt`, in the package containing the calling test file; fails with
/// `XCTFail` naming the files to open, the measured against the allowed difference, the
/// environment when it differs from the recording one, and the commands that accept the change.
///
/// Recording a missing (or, with `record: .failed`/`.all`, a changed) reference passes and
/// prints a note. `record` overrides `VELLUM_RECORD`, whose default is `never` when `CI` is set
/// and `missing` otherwise.
public func assertSnapshot(
  of document: Document, named name: String, baseDirectory: String? = nil, options: ComparisonOptions = .init(),
  record: RecordMode? = nil, file: StaticString = #filePath, line: UInt = #line, function: String = #function
) {
  let outcome = SnapshotAssertion.verify(
    document, named: name, baseDirectory: baseDirectory, options: options, record: record,
    filePath: "\(file)", testName: function)
  report(outcome, file: file, line: line)
}

/// Loads the document file at `url` (its images are read from its folder) and asserts that it
/// renders like `Snapshots/<name>.png`, `name` defaulting to the file's name without `.json`. A
/// file that cannot be loaded fails with its path, the JSON path, line and column.
public func assertSnapshot(
  contentsOf url: URL, named name: String? = nil, options: ComparisonOptions = .init(), record: RecordMode? = nil,
  file: StaticString = #filePath, line: UInt = #line, function: String = #function
) {
  let outcome = SnapshotAssertion.verify(
    contentsOf: url, named: name, options: options, record: record, filePath: "\(file)", testName: function)
  report(outcome, file: file, line: line)
}

/// Asserts that `value`, snapshotted with `strategy`, matches its reference
/// `Snapshots/<name>.<pathExtension>` in the package containing the calling test file; records
/// and fails like ``assertSnapshot(of:named:baseDirectory:options:record:file:line:function:)``.
///
/// ```swift
/// assertSnapshot(of: screen, as: .image.pullback { $0.document }, named: "login")
/// ```
public func assertSnapshot<Value, Format>(
  of value: Value, as strategy: Snapshotting<Value, Format>, named name: String, baseDirectory: String? = nil,
  record: RecordMode? = nil, file: StaticString = #filePath, line: UInt = #line, function: String = #function
) {
  let outcome = SnapshotAssertion.verify(
    value, as: strategy, named: name, baseDirectory: baseDirectory, record: record, filePath: "\(file)",
    testName: function)
  report(outcome, file: file, line: line)
}

/// Prints an outcome's note and fails the test with its message at `file`:`line`.
private func report(_ outcome: SnapshotAssertion.Outcome, file: StaticString, line: UInt) {
  if let note = outcome.note { print(note) }
  if let message = outcome.failureMessage { XCTFail(message, file: file, line: line) }
}

import FoundationEssentials
import Testing

@testable import VellumImage

/// `activeProcessorCount` (how many blocks deflate at once, `--jobs`' default) answers as
/// Foundation's does, without making `ProcessInfo`.
@Suite struct ProcessorCountTests {
  @Test func theCoresAreFoundationsCount() {
    #expect(activeProcessorCount >= 1)
    #expect(activeProcessorCount == ProcessInfo.processInfo.activeProcessorCount)
  }
}

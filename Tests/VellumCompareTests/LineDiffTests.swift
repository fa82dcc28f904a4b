import Testing
import VellumCompare

@Suite struct LineDiffTests {
  @Test func equalTextsHaveNoChanges() {
    let diff = LineDiff(expected: "a\nb\n", actual: "a\nb\n")
    #expect(!diff.hasChanges)
    #expect(diff.unified() == "")
  }

  @Test func changedLineIsRemovedThenAdded() {
    let expected = "canvas\nfill 0,0 10x10 #FF0000\ntext a\ntext b\ntext c\ntext d\n"
    let actual = "canvas\nfill 0,0 10x10 #00FF00\ntext a\ntext b\ntext c\ntext d\n"
    let diff = LineDiff(expected: expected, actual: actual)
    #expect(diff.removedCount == 1 && diff.addedCount == 1)
    #expect(
      diff.unified(context: 1) == """
        --- expected
        +++ actual
        @@ -1,3 +1,3 @@
         canvas
        -fill 0,0 10x10 #FF0000
        +fill 0,0 10x10 #00FF00
         text a

        """)
  }

  @Test func insertionKeepsCommonLines() {
    let diff = LineDiff(expected: "a\nb\nc\n", actual: "a\nx\nb\nc\n")
    #expect(diff.lines == [.same("a"), .added("x"), .same("b"), .same("c")])
    #expect(diff.unified(context: 0).contains("@@ -2,0 +2,1 @@\n+x"))
  }

  @Test func longDiffsAreCut() {
    let expected = (0..<50).map { "old \($0)" }.joined(separator: "\n")
    let actual = (0..<50).map { "new \($0)" }.joined(separator: "\n")
    let text = LineDiff(expected: expected, actual: actual).unified(maxLines: 10)
    #expect(text.split(separator: "\n").count == 11)
    #expect(text.hasSuffix("… 93 more lines\n"))
  }
}

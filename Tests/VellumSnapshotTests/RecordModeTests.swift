import Testing
import VellumSnapshot

@Suite struct RecordModeTests {
  @Test func defaultIsMissingLocallyAndNeverOnCI() {
    #expect(RecordMode.defaultMode(environment: [:]) == .missing)
    #expect(RecordMode.defaultMode(environment: ["CI": "true"]) == .never)
    #expect(RecordMode.defaultMode(environment: ["CI": "1"]) == .never)
    #expect(RecordMode.defaultMode(environment: ["CI": "false"]) == .missing)
    #expect(RecordMode.defaultMode(environment: ["CI": "0"]) == .missing)
    #expect(RecordMode.defaultMode(environment: ["CI": ""]) == .missing)
    #expect(RecordMode.defaultMode(environment: ["CI": " FALSE "]) == .missing)
  }

  @Test func explicitBeatsEnvironmentWhichBeatsDefault() throws {
    #expect(try RecordMode.resolve(explicit: "all", environment: ["VELLUM_RECORD": "never"]) == .all)
    #expect(try RecordMode.resolve(environment: ["VELLUM_RECORD": "failed", "CI": "1"]) == .failed)
    #expect(try RecordMode.resolve(environment: ["VELLUM_RECORD": " ", "CI": "1"]) == .never)
    #expect(try RecordMode.resolve(environment: ["VELLUM_RECORD": "Missing"]) == .missing)
  }

  @Test func unknownNamesAreErrors() {
    #expect(throws: RecordModeError(value: "sometimes")) {
      try RecordMode.resolve(environment: ["VELLUM_RECORD": "sometimes"])
    }
    #expect(RecordModeError(value: "x").description.contains("all, failed, missing, never"))
  }

  @Test func whichReferencesAreWritten() {
    let cases: [(RecordMode, exists: Bool, matches: Bool, writes: Bool)] = [
      (.all, true, true, true), (.all, false, false, true),
      (.failed, true, true, false), (.failed, true, false, true), (.failed, false, false, true),
      (.missing, true, false, false), (.missing, false, false, true),
      (.never, false, false, false), (.never, true, false, false),
    ]
    for c in cases {
      #expect(c.0.records(referenceExists: c.exists, matches: c.matches) == c.writes, "\(c)")
    }
  }
}

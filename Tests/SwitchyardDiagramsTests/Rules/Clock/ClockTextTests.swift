import PropertyBased
import Testing

@testable import SwitchyardDiagrams

/// Virtual time as `simulate` and `paths` print it and read it back (`Rules/Clock/ClockText.swift`).
@Suite(.timeLimit(.minutes(5)))
struct ClockTextTests {
    @Test func wholeSecondsThenWholeMillisecondsThenAFraction() {
        #expect(ClockText.text(.seconds(5)) == "5s")
        #expect(ClockText.text(.milliseconds(1500)) == "1500ms")
        #expect(ClockText.text(.microseconds(250)) == "0.25ms")
        #expect(ClockText.text(.zero) == "0s")
    }

    @Test func readsWhatSCXMLDelaysSay() {
        #expect(ClockText.duration("1s") == .seconds(1))
        #expect(ClockText.duration("1.5s") == .milliseconds(1500))
        #expect(ClockText.duration("500ms") == .milliseconds(500))
        #expect(ClockText.duration(" 0.5 s ") == .milliseconds(500))
    }

    @Test func refusesWhatIsNotADuration() {
        for text in ["", "s", "ms", ".s", "1..2s", "-1s", "1e3ms", "5", "5 minutes", "infs", "1000000000s"] {
            #expect(ClockText.duration(text) == nil, "\(text)")
        }
    }

    @Test func millisecondsAreRoundedToTheMicrosecond() {
        #expect(ClockText.duration(milliseconds: 0.0004) == .zero)
        #expect(ClockText.duration(milliseconds: 0.0006) == .microseconds(1))
        #expect(ClockText.duration(milliseconds: 1500) == .milliseconds(1500))
        #expect(ClockText.milliseconds(.microseconds(1_234_567)) == 1234.567)
    }

    /// What is printed can be typed back: the text of any duration on the clock's microsecond grid reads back as
    /// that duration.
    @Test func printedTimeReadsBack() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...999_999_999_999)) { microseconds in
            let duration = Duration.microseconds(microseconds)
            #expect(ClockText.duration(ClockText.text(duration)) == duration)
        }
    }
}

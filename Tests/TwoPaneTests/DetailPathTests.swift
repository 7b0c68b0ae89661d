import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Navigation by value in the detail: values pushed map to their pages through the app's
/// destination; the path is read and set whole; Back and another selection shorten it.
final class DetailPathTests: LayoutTestCase {
    struct Pitch: Hashable, LosslessStringConvertible {
        let number: Int
        var description: String { String(number) }
        init(_ number: Int) { self.number = number }
        init?(_ text: String) {
            guard let number = Int(text) else { return nil }
            self.number = number
        }
    }

    @MainActor private func layout() throws -> LayoutHarness {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)
        harness.layout.detailDestination(for: Pitch.self, named: "pitch") { peak, pitch in
            DetailPageContent(title: "\(peak.name) pitch \(pitch.number)", content: Label("pitch \(pitch.number)"))
        }
        return harness
    }

    @MainActor func testPushedValuesShowTheirPagesAndThePathFollowsBackAndSelection() async throws {
        let harness = try layout()
        harness.layout.pushDetailValue(Pitch(1))
        harness.layout.pushDetailValue(Pitch(2))
        try harness.pump(until: { harness.layout.detailPageTitles == ["K2 pitch 1", "K2 pitch 2"] }, "two pages")
        XCTAssertEqual(harness.layout.detailPath, [Pitch(1), Pitch(2)])
        XCTAssertEqual(harness.widgets.title(of: .detail), "K2 pitch 2", "the top page titles the header")

        try harness.press("Escape")
        try harness.pump(until: { harness.layout.detailPath == [Pitch(1)] }, "Back pops one value")

        harness.layout.pushDetailValue("no destination for text")
        harness.selection.value = Peak.everest.id
        try harness.pump(until: { harness.layout.detailPath.isEmpty }, "another selection starts over")
    }

    @MainActor func testSettingThePathReplacesThePages() async throws {
        let harness = try layout()
        harness.layout.pushDetailValue(Pitch(7))
        harness.layout.detailPath = [Pitch(1), Pitch(2), Pitch(3)]
        try harness.pump(until: { harness.layout.layoutState.detailDepth == 3 }, "three pages")
        XCTAssertEqual(harness.layout.detailPath, [Pitch(1), Pitch(2), Pitch(3)])
        XCTAssertEqual(harness.layout.detailPageTitles, ["K2 pitch 1", "K2 pitch 2", "K2 pitch 3"])

        harness.layout.detailPath = []
        try harness.pump(until: { harness.layout.layoutState.detailDepth == 0 }, "an empty path: the detail itself")
    }
}

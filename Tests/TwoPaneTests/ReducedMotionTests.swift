import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Reduced motion: a back swipe's release, the one animation the layout runs itself, slides
/// the page the rest of the way only while GTK's animations are on (`gtk-enable-animations`,
/// off when the desktop asks for reduced motion); off, Back happens the moment the fingers
/// lift. The setting is read at each release, so a change applies to the next swipe. The
/// fingers are the gesture's own entry points (a touchpad's scrolls cannot be made under
/// Xvfb; trails_swipe_test drives real ones under sway).
final class ReducedMotionTests: LayoutTestCase {
    func testABackSwipesReleaseSlidesOnlyWhileAnimationsAreOn() throws {
        try MainActor.assumeIsolated { try Self.releaseFollowsTheSetting() }
    }

    @MainActor private static func releaseFollowsTheSetting() throws {
        let enabled = Settings.enablesAnimations
        defer { Settings.enablesAnimations = enabled }
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)
        try harness.resize(to: 450)  // collapsing with a selection shows its detail (L4)
        let gesture = try XCTUnwrap(harness.layout.backSwipe)

        Settings.enablesAnimations = true
        try swipeBackTwoThirds(gesture, harness)
        XCTAssertNotNil(gesture.swipe, "animations on: the page is still sliding after the fingers lift")
        try harness.pump(until: { gesture.swipe == nil }, "the release's slide ends")
        XCTAssertNil(harness.selection.value, "Back: nothing selected")

        harness.selection.value = Peak.k2.id
        try harness.pump(
            until: { harness.layout.isSettled && harness.layout.installedPresentation == .stacked(.detail) },
            "K2's detail again")
        Settings.enablesAnimations = false  // the desktop asks for reduced motion
        try swipeBackTwoThirds(gesture, harness)
        XCTAssertNil(gesture.swipe, "animations off: the swipe ended the moment the fingers lifted")
        XCTAssertNil(harness.selection.value, "Back at once: nothing selected")
        try harness.pump(until: { harness.layout.isSettled }, "the list shown")
        XCTAssertEqual(harness.layout.installedPresentation, .stacked(.list))
    }

    /// Fingers down on K2's detail, two thirds of the page toward the list, a rest, lifted.
    @MainActor private static func swipeBackTwoThirds(_ gesture: BackSwipeGesture, _ harness: LayoutHarness) throws {
        XCTAssertEqual(harness.layout.installedPresentation, .stacked(.detail), "on the detail")
        gesture.fingersDown()
        XCTAssertTrue(gesture.fingersMoved(dx: -300, dy: 0, at: 1_000), "the swipe takes the fingers")
        XCTAssertNotNil(gesture.swipe)
        gesture.fingersLifted(at: 1_200)  // after a rest: no speed left, two thirds: Back
    }
}

import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// The layout's Show Sidebar toggle action (a menu's check item, F9 in an app): its state
/// is the sidebar toggle's (L11), and it is disabled while collapsed.
final class ShowSidebarActionTests: LayoutTestCase {
    @MainActor func testTheActionFollowsAndDrivesTheToggle() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)
        let action = harness.layout.showSidebarAction
        XCTAssertEqual(action.name, "show-sidebar")
        XCTAssertTrue(action.isOn, "the sidebar starts shown")
        XCTAssertTrue(action.isEnabled, "expanded, the sidebar can be toggled")

        action.activate()
        harness.assertShows(
            .sideBySide(selected: .k2, row: 1, leadingColumnVisible: false), after: "activating the action")
        XCTAssertFalse(action.isOn, "the action's state follows the hidden sidebar")
        XCTAssertFalse(harness.widgets.sidebarToggle.isActive, "the toggle button agrees")

        harness.widgets.sidebarToggle.isActive = true  // emits "toggled", as a click does
        XCTAssertTrue(action.isOn, "the button shows the sidebar, and the action's state follows")

        try harness.resize(to: 480)
        XCTAssertFalse(action.isEnabled, "collapsed, the action is disabled (L11: collapsing ignores the toggle)")
        action.activate()
        harness.assertShows(.stackedDetail(.k2, row: 1), after: "activating the disabled action while collapsed")

        try harness.resize(to: 1000)
        XCTAssertTrue(action.isEnabled, "expanded again, the action is enabled")
        XCTAssertTrue(action.isOn)
    }
}

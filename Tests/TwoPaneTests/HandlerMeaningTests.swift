import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// Every `on…` means one thing: it adds a handler, run after those added before, and returns
/// the connection that blocks, unblocks and disconnects that handler alone.
final class HandlerMeaningTests: LayoutTestCase {
    @MainActor func testAButtonRunsEveryHandlerAddedUntilItsConnectionGoes() async throws {
        let button = Button(iconName: "go-previous-symbolic", accessibleLabel: "Back")
        var ran: [String] = []
        let first = button.onClick { ran.append("first") }
        let second = button.onClick { ran.append("second") }
        button.click()
        XCTAssertEqual(ran, ["first", "second"], "a second onClick adds, in order; it does not replace")
        first.block()
        button.click()
        XCTAssertEqual(ran, ["first", "second", "second"], "blocking the first leaves the second")
        first.unblock()
        second.disconnect()
        button.click()
        XCTAssertEqual(ran, ["first", "second", "second", "first"], "disconnecting the second leaves the first")
    }

    @MainActor func testAToggleButtonRunsEveryHandlerAdded() async throws {
        let toggle = ToggleButton(iconName: "sidebar-show-symbolic", accessibleLabel: "Show Sidebar")
        var states: [String] = []
        toggle.onToggle { states.append("a \($0)") }
        let second = toggle.onToggle { states.append("b \($0)") }
        toggle.isActive = true
        XCTAssertEqual(states, ["a true", "b true"])
        second.disconnect()
        toggle.isActive = false
        XCTAssertEqual(states, ["a true", "b true", "a false"])
    }

    @MainActor func testAnActionsHandlersCanBeBlocked() async throws {
        let action = Action(name: "refresh")
        var activations = 0
        let connection = action.onActivate { activations += 1 }
        action.activate()
        connection.block()
        action.activate()
        connection.unblock()
        action.activate()
        XCTAssertEqual(activations, 2, "the blocked activation ran no handler")
    }

    /// A row clicked once: the list's own event (not one of GTK's signals), connected and
    /// blocked like every other, beside the layout's own handler (collapsed, it opens the row).
    @MainActor func testRowClicksAreConnectionsLikeAnyOther() async throws {
        let harness = try LayoutHarness(width: 480, height: 700)
        let list = harness.layout.listView
        var clicked: [String] = []
        let first = list.onRowClick { clicked.append("first \($0.rawValue)") }
        list.onRowClick { clicked.append("second \($0.rawValue)") }
        try harness.clickInLayout(x: 100, y: 8)  // inside the first row
        try harness.pump(until: { clicked.count == 2 }, "both handlers hear the click")
        XCTAssertEqual(clicked, ["first 0", "second 0"])
        try harness.pump(
            until: { harness.layout.installedPresentation == .stacked(.detail) }, "the layout's handler opened the row")
        first.block()
        try harness.press("Escape")
        try harness.pump(until: { harness.layout.installedPresentation == .stacked(.list) }, "back on the list")
        try harness.clickInLayout(x: 100, y: 8)
        try harness.pump(until: { clicked.count == 3 }, "the second click is heard")
        XCTAssertEqual(clicked, ["first 0", "second 0", "second 0"], "the blocked handler did not run")
    }
}

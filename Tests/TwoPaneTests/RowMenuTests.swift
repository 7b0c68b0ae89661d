import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Row menus: a right-click, Shift+F10 or the Menu key opens the row's menu with its first
/// item focused; its items act on the row's item through actions with the item's id as
/// target, even after the rows changed under the open menu; Escape closes it and focus goes
/// back to the row.
final class RowMenuTests: LayoutTestCase {
    /// A layout whose rows have "Mark" and "Flag" items activating `test.mark` and
    /// `test.flag` with the peak's id; `acted` collects what they received ("mark k2").
    @MainActor private func layoutWithRowMenus(acted: @escaping @MainActor (String) -> Void) throws -> LayoutHarness {
        let harness = try LayoutHarness(width: 1000, height: 700)
        let mark = Action(name: "mark", parameter: .text)
        mark.onActivate(withText: { acted("mark \($0)") })
        let flag = Action(name: "flag", parameter: .text)
        flag.onActivate(withText: { acted("flag \($0)") })
        harness.window.addActions([mark, flag], prefix: "test")
        harness.layout.rowMenu = { peak in
            Menu().appending("Mark \(peak.name)", action: "test.mark", target: peak.id)
                .appending("Flag \(peak.name)", action: "test.flag", target: peak.id)
        }
        return harness
    }

    @MainActor func testARightClickOpensTheRowsMenuAndItsItemActsOnThatRow() async throws {
        var acted: [String] = []
        let harness = try layoutWithRowMenus { acted.append($0) }
        try harness.clickInLayout(x: 100, y: 8, button: 3)  // Everest's row
        try harness.pump(until: { harness.layout.isRowMenuOpen }, "a right-click opens the row's menu")
        XCTAssertNil(harness.selection.value, "a right-click does not select or open the row")

        try harness.pressInMenu("Return")
        try harness.pump(until: { acted == ["mark everest"] }, "Enter on the first item acts on Everest")
        try harness.pump(until: { !harness.layout.isRowMenuOpen }, "choosing an item closes the menu")
    }

    /// Focuses K2's row and opens its menu with Shift+F10.
    @MainActor private func openK2sMenu(_ harness: LayoutHarness) throws {
        let list = harness.widgets.list
        list.focusRow(ShownRowIndex(1))
        try harness.pump(until: { list.focusedRowPosition == RowPosition(1) }, "K2's row has focus")
        try harness.press("shift+F10")
        try harness.pump(until: { harness.layout.isRowMenuOpen }, "Shift+F10 opens the focused row's menu")
    }

    @MainActor func testShiftF10OpensTheFocusedRowsMenuAndEscapeGivesTheRowFocusBack() async throws {
        var acted: [String] = []
        let harness = try layoutWithRowMenus { acted.append($0) }
        let list = harness.widgets.list
        try openK2sMenu(harness)
        try harness.pressInMenu("Escape")
        try harness.pump(until: { !harness.layout.isRowMenuOpen }, "Escape closes it")
        try harness.pump(until: { list.focusedRowPosition == RowPosition(1) }, "focus is back on K2's row")
        XCTAssertTrue(acted.isEmpty)
        XCTAssertNil(harness.selection.value, "Escape in the menu is not Back, nor a selection")

        try harness.press("Menu")
        try harness.pump(until: { harness.layout.isRowMenuOpen }, "the Menu key opens it too")
        try harness.pressInMenu("Down", "Return")
        try harness.pump(until: { acted == ["flag k2"] }, "Down, Enter: the second item acts on K2")
        try harness.pump(
            until: { list.focusedRowPosition == RowPosition(1) && !harness.layout.isRowMenuOpen }, "back on K2")
    }

    @MainActor func testTheMenuActsOnItsItemAfterTheRowsChangedUnderIt() async throws {
        var acted: [String] = []
        let harness = try layoutWithRowMenus { acted.append($0) }
        let list = harness.widgets.list
        try openK2sMenu(harness)

        harness.layout.setItems([Peak(id: "new", name: "New")] + Peak.all)  // every row moves down
        try harness.pump(until: { list.count == Peak.all.count + 1 }, "a row inserted above")
        XCTAssertTrue(harness.layout.isRowMenuOpen, "the menu survives its row being rebound")
        try harness.pressInMenu("Return")
        try harness.pump(until: { acted == ["mark k2"] }, "the item still acts on K2")
        try harness.pump(until: { list.focusedRowPosition == RowPosition(2) }, "focus back on K2's row, now one lower")
    }
}

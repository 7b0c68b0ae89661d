import TwoPaneModel
import XCTest

/// L2: the list column starts at `listWidth` clamped to [200, 480], follows the divider,
/// and never leaves the detail less than 300 px.
final class ColumnWidthTests: XCTestCase {
    func testClampedToBoundsTable() {
        let table: [(requested: Int, expected: Int)] = [
            (.min, 200), (-5, 200), (0, 200), (199, 200), (200, 200), (201, 201),
            (320, 320), (479, 479), (480, 480), (481, 480), (10_000, 480), (.max, 480),
        ]
        for row in table {
            XCTAssertEqual(ColumnWidth.defaultList.clamped(row.requested), row.expected, "requested \(row.requested)")
        }
    }

    func testClampedTable() {
        let table: [(requested: Int, available: Int, expected: Int)] = [
            (320, 1000, 320),
            (320, 620, 320),  // exactly 300 px left for the detail
            (320, 619, 319),
            (320, 599, 299),  // a 600 px layout less the 1 px divider
            (320, 500, 200),  // the list's own minimum wins over the detail's
            (320, 400, 200),
            (320, 0, 200),
            (320, -100, 200),
            (480, 780, 480),
            (480, 779, 479),
            (480, 700, 400),
            (480, 10_000, 480),
            (900, 10_000, 480),
            (100, 10_000, 200),
            (-50, 1000, 200),
            (200, 500, 200),
            (250, 520, 220),
            (250, 549, 249),
            (250, 550, 250),
        ]
        for row in table {
            XCTAssertEqual(
                ColumnWidth.defaultList.clamped(
                    row.requested, availableWidth: row.available, leaving: SplitLayoutConfiguration.minimumDetailWidth),
                row.expected,
                "requested \(row.requested), available \(row.available)")
        }
    }

    func testDividerMovedStoresClampedPreference() {
        let store = LayoutStore.expanded()
        for (requested, stored) in [(400, 400), (150, 200), (9_999, 480), (-20, 200), (480, 480)] {
            store.send(.dividerMoved(requested)) {
                $0.preferredListWidth = stored
                $0.listColumnWidth = stored
            }
        }
        store.sendExpectingNoChange(.dividerMoved(480))
        store.sendExpectingNoChange(.dividerMoved(481))
    }

    func testListColumnShrinksToKeepDetailMinimumAndRestoresWhenWidened() {
        let store = LayoutStore.expanded(selection: "alps")
        store.send(.dividerMoved(450)) {
            $0.preferredListWidth = 450
            $0.listColumnWidth = 450
        }
        // 1 px divider + 300 px detail: the list keeps 450 px down to a 751 px layout; at
        // 1000 px again it is 450 px, the preference never overwritten.
        for (width, listColumnWidth) in [(751, 450), (750, 449), (700, 399), (612, 311), (600, 299), (1000, 450)] {
            store.resize(to: width, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: listColumnWidth)
        }
    }

    func testPreferenceSurvivesCollapseAndExpand() {
        let store = LayoutStore.expanded()
        store.send(.dividerMoved(260)) {
            $0.preferredListWidth = 260
            $0.listColumnWidth = 260
        }
        store.resize(to: 400, showing: .stacked(.list), listColumnWidth: 200)
        store.resize(to: 900, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 260)
    }

    func testDetailKeepsItsMinimumAtEveryExpandedWidth() {
        for preferred in [200, 250, 320, 400, 480] {
            var state = State(items: trails, configuration: .init(listWidth: preferred))
            for width in 600...1600 {
                state.handle(.widthChanged(width))
                let list = state.listColumnWidth
                XCTAssertEqual(state.presentation, .sideBySide(leadingColumnVisible: true), "width \(width)")
                XCTAssertGreaterThanOrEqual(width - 1 - list, 300, "preferred \(preferred), width \(width)")
                XCTAssertTrue((200...preferred).contains(list), "preferred \(preferred), width \(width): \(list)")
                if width - 1 - preferred >= 300 {
                    XCTAssertEqual(list, preferred, "preferred \(preferred), width \(width)")
                }
            }
        }
    }

    func testConfiguredListWidthIsClampedToBounds() {
        XCTAssertEqual(SplitLayoutConfiguration(listWidth: 100).listWidth, 200)
        XCTAssertEqual(SplitLayoutConfiguration(listWidth: 1000).listWidth, 480)
        XCTAssertEqual(SplitLayoutConfiguration(listWidth: 280).listWidth, 280)

        let narrow = LayoutStore(configuration: .init(listWidth: 100), expected: .unallocated(listWidth: 200))
        narrow.resize(to: 1000, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 200)

        let wide = LayoutStore(configuration: .init(listWidth: 1000), expected: .unallocated(listWidth: 480))
        wide.resize(to: 1000, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 480)
        wide.resize(to: 700, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 399)
    }

    func testWiderDividerTakesFromAvailableWidth() {
        let store = LayoutStore(configuration: .init(dividerWidth: 6))
        store.resize(to: 700, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 320)
        store.resize(to: 620, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 314)
    }

    func testLowBreakpointKeepsListMinimum() {
        // Breakpoint 300: side by side at 400 px, where list and detail cannot both have
        // their minimums; the list keeps its 200 px.
        LayoutStore(configuration: .init(breakpoint: 300))
            .resize(to: 400, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 200)
    }
}

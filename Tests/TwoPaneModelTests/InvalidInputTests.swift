import TwoPaneModel
import XCTest

/// Events naming unknown ids, negative widths, and configuration normalisation.
final class InvalidInputTests: XCTestCase {
    func testEventsNamingUnknownIdChangeNothing() {
        let stores: [(String, LayoutStore)] = [
            ("unallocated", LayoutStore(selection: "alps")),
            ("expanded, nothing selected", LayoutStore.expanded(focus: .list)),
            ("expanded, alps selected", LayoutStore.expanded(selection: "alps", focus: .detail)),
            ("collapsed on list", LayoutStore.collapsedOnList(selection: "alps", focus: .list)),
            ("collapsed on detail", LayoutStore.collapsedOnDetail("alps", focus: .backButton)),
        ]
        for (name, store) in stores {
            store.context = name
            store.sendExpectingNoChange(.listSelectionChanged("everest"))
            store.sendExpectingNoChange(.itemActivated("everest"))
            store.sendExpectingNoChange(.selectionAssigned("everest"))
            store.sendExpectingNoChange(.itemActivated(""))
        }
    }

    func testNegativeFirstWidthCountsAsZero() {
        let store = LayoutStore()
        store.send(.widthChanged(-50)) {
            $0.width = 0
            $0.show(.stacked(.list))
            $0.listColumnWidth = 200
        }
        store.send(.widthChanged(.min)) { _ in }
        let huge = LayoutStore()
        huge.send(.widthChanged(.max)) {
            $0.width = SplitLayoutConfiguration.largestWidth  // widths are limited so sums cannot overflow
        }
    }

    func testNegativeWidthCollapsesExpandedLayout() {
        let store = LayoutStore.expanded(selection: "alps", focus: .list)
        store.send(.widthChanged(-1)) {
            $0.width = 0
            $0.show(.stacked(.detail))
            $0.listColumnWidth = 200
            $0.focus = .detail
        }
        store.send(.widthChanged(.min)) { _ in }
    }

    func testConfigurationNormalisation() {
        let table:
            [(
                configuration: SplitLayoutConfiguration,
                breakpoint: Int, hysteresis: Int, listWidth: Int, dividerWidth: Int
            )] = [
                (.init(), 600, 12, 320, 1),
                (.init(hysteresis: -5), 600, 0, 320, 1),
                (.init(hysteresis: .min), 600, 0, 320, 1),
                (.init(breakpoint: 0), 1, 12, 320, 1),
                (.init(breakpoint: -100), 1, 12, 320, 1),
                (.init(breakpoint: 1), 1, 12, 320, 1),
                (.init(listWidth: 10), 600, 12, 200, 1),
                (.init(listWidth: -10), 600, 12, 200, 1),
                (.init(listWidth: 999), 600, 12, 480, 1),
                (.init(dividerWidth: -3), 600, 12, 320, 0),
                (.init(breakpoint: 700, hysteresis: 20, listWidth: 280, dividerWidth: 2), 700, 20, 280, 2),
            ]
        for row in table {
            let c = row.configuration
            XCTAssertEqual(c.breakpoint, row.breakpoint, "\(c)")
            XCTAssertEqual(c.hysteresis, row.hysteresis, "\(c)")
            XCTAssertEqual(c.listWidth, row.listWidth, "\(c)")
            XCTAssertEqual(c.dividerWidth, row.dividerWidth, "\(c)")
            XCTAssertEqual(c.expandWidth, row.breakpoint + row.hysteresis, "\(c)")
        }
        XCTAssertEqual(SplitLayoutConfiguration(hysteresis: -5), SplitLayoutConfiguration(hysteresis: 0))
        XCTAssertEqual(SplitLayoutConfiguration(breakpoint: -7), SplitLayoutConfiguration(breakpoint: 1))
    }

    func testNormalisedConfigurationDrivesTheLayout() {
        // A negative hysteresis behaves as 0: expand again right at the breakpoint.
        let noHysteresis = LayoutStore(configuration: .init(hysteresis: -30))
        noHysteresis.resize(to: 599, showing: .stacked(.list), listColumnWidth: 298)
        noHysteresis.resize(to: 600, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 299)

        // A breakpoint below 1 behaves as 1: only a zero width collapses.
        let tiny = LayoutStore(configuration: .init(breakpoint: -5, hysteresis: 0))
        tiny.resize(to: 0, showing: .stacked(.list), listColumnWidth: 200)
        tiny.resize(to: 1, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 200)
    }
}

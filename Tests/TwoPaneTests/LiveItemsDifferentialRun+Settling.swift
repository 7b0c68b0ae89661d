import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// Waiting after a step until the layout and the C list have settled, and giving the C list
/// what the layout decided on its own: the list's size and whether it is shown (the layout
/// narrowed, or showing the detail page or "No results"), the selection (kept by id, L12, where
/// GTK's selection drops a replaced item), and the scroll to the selected row on expanding (L4).
extension LiveItemsDifferentialRun {
    /// What both lists show after a frame; equal for two frames in a row means settled.
    struct Frame: Equatable {
        var layoutRows: [ShownRow]
        var layoutOffset: Double
        var layoutSize: [Int]
        var oracleRows: [ShownRow]
        var oracleOffset: Double
        var oracleSize: [Int]
    }

    /// Waits until the layout has applied the step, mirrors it into the C list, then waits
    /// for two frames of both windows in a row that show the same. `wasCollapsed`: whether
    /// the layout was collapsed before the step.
    func settle(wasCollapsed: Bool) throws {
        let layout = self.layout
        let width = self.width
        try wait(
            until: {
                layout.widget.allocatedWidth == width && layout.layoutState.width == width && layout.isSettled
                    && layout.pendingFocus == nil && !layout.isRenderScheduled && layout.isSearchSettled
            }, "the layout is allocated \(width) px and has applied its state")
        var scrollingToSelection = wasCollapsed && !layout.layoutState.isCollapsed
        var previous: Frame?
        for _ in 0..<50 {
            // Again before every frame: the layout may show its list a frame later ("No
            // results" gone once the search's last step is drawn).
            mirrorIntoOracle(scrollingToSelection: &scrollingToSelection)
            try waitForFrames()
            let frame = currentFrame()
            let sizesAgree = !layout.listView.isDrawable || frame.layoutSize == frame.oracleSize
            if frame == previous, sizesAgree { return }
            previous = frame
        }
        try fail(["the lists did not settle in 50 frames: last \(String(describing: previous))"])
    }

    /// Gives the C list what the layout decided on its own. `scrollingToSelection`: the
    /// layout expanded, and the C list has yet to scroll to the selected row as it did (L4).
    private func mirrorIntoOracle(scrollingToSelection: inout Bool) {
        let list = layout.listView
        let shown = list.isDrawable
        if oracle.isListVisible != shown { oracle.isListVisible = shown }
        // The C list is as wide and high as the layout's: 320 px beside the detail, the
        // window's width when collapsed. (Compared with the size asked for, not the list's: a
        // hidden list keeps the size it had.) While the layout's list is hidden, so is the C
        // list, and only the model is checked.
        if shown, oracle.requestedSize != (list.allocatedWidth, list.allocatedHeight) {
            oracle.resize(width: list.allocatedWidth, height: list.allocatedHeight)
        }
        if oracle.selectedPosition != list.selectedPosition { oracle.selectedPosition = list.selectedPosition }
        // L4: the layout scrolls its selected row into view when it expands.
        if scrollingToSelection, shown {
            if let selected = list.selectedPosition { oracle.scrollToRow(selected) }
            scrollingToSelection = false
        }
        if let label = list.focusedRowLabel, focusedRowLeft {
            // The focused item was removed or searched away: where focus goes then is the
            // list's choice (GTK guesses a row from the change it is told); the C list
            // follows the layout's.
            oracle.focusRow(labelled: label)
        } else if list.focusedRowLabel != nil, oracle.focusedRowLabel == nil {
            // The layout gives focus back to its list (L13, and around a change of the focused
            // row); GTK moves a hidden or removed row's focus away: give it back the same way.
            oracle.focusList()
        }
    }

    private func waitForFrames() throws {
        let (layoutPaints, oraclePaints) = (paints, oracle.paintCount)
        window.requestFrame()
        oracle.requestFrame()
        try wait(
            until: { self.paints > layoutPaints && self.oracle.paintCount > oraclePaints },
            "both windows paint a frame")
    }

    func currentFrame() -> Frame {
        let list = layout.listView
        let oracleSize = oracle.listSize
        return Frame(
            layoutRows: list.isDrawable ? list.shownRows : [], layoutOffset: list.scrollPosition.offset,
            layoutSize: [list.allocatedWidth, list.allocatedHeight],
            oracleRows: oracle.isListVisible ? oracle.shownRows : [], oracleOffset: oracle.scrollOffset,
            oracleSize: [oracleSize.width, oracleSize.height])
    }

    /// Runs the main loop until `condition` holds; fails the run (seed, step, history) after
    /// 10 s.
    func wait(until condition: () -> Bool, _ description: @autoclosure () -> String) throws {
        if MainLoop.run(until: condition, timeout: TestTimeouts.scaled(10)) { return }
        try fail(["timed out waiting until \(description())"])
    }
}

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
                    && layout.pendingFocus == nil && !layout.structure.isRenderAwaited && layout.isSearchSettled
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
            if frame == previous, sizesAgree {
                // A crossing, or the list shown again (Back to it): the layout gave its list
                // focus again, as L13 has it.
                let crossed = wasCollapsed != layout.layoutState.isCollapsed || !listWasShown
                guard followsLayoutsView(frame, afterCrossing: crossed) else { return }
                previous = nil
                continue
            }
            previous = frame
        }
        try fail(["the lists did not settle in 50 frames: last \(String(describing: previous))"])
    }

    /// After a search, or a crossing of the breakpoint, once both lists have settled: gives the
    /// C list the layout's view; whether it did.
    ///
    /// The layout shows a query's matches in steps of its own (from the top for a new query,
    /// around the rows shown for an emptied one), GTK's filter model in batches of 512 rows; a
    /// crossing moves the layout's list to another parent, and a focused row that was
    /// scrolled out of view then no longer has focus: focus goes back to the list (L13),
    /// which gives it to a row and scrolls there, where the C list, never moved, keeps both.
    /// Where each list then is, which row has focus (the layout keeps it on its row through a
    /// search, GTK's filter model empties the list first) and which row GTK anchors the view
    /// on (the row it keeps in place when rows change later), differ. So the C list's focus
    /// goes to the layout's focused row, and
    /// both lists are scrolled a pixel away and back, as a user would: GTK anchors both on the
    /// row at the top, and the rows are compared at the layout's offset. (Only on a settled C
    /// list: GTK warns that it cannot scroll a list whose rows are not laid out.)
    private func followsLayoutsView(_ frame: Frame, afterCrossing crossed: Bool) -> Bool {
        let isSearch = if case .search = lastStep { true } else { false }
        guard isSearch || crossed, !searchReanchored, layout.listView.isDrawable, layout.listView.count > 0,
            oracle.count == layout.listView.count, oracle.maxScrollOffset + 0.5 >= frame.layoutOffset
        else { return false }
        searchReanchored = true
        if let label = layout.listView.focusedRowLabel, oracle.focusedRowLabel != label {
            oracle.focusRow(labelled: label)
            focusedID = model.shown.first { $0.name == label }?.id
        }
        let offset = frame.layoutOffset
        let nudged = offset >= 1 ? offset - 1 : offset + 1
        guard nudged <= min(oracle.maxScrollOffset, layout.listView.maxScrollOffset) else { return false }
        for target in [nudged, offset] {
            layout.listView.scroll(toOffset: target)
            oracle.scroll(toOffset: target)
        }
        return true
    }

    /// Gives the C list what the layout decided on its own. `scrollingToSelection`: the
    /// layout expanded, and the C list has yet to scroll to the selected row as it did (L4).
    private func mirrorIntoOracle(scrollingToSelection: inout Bool) {
        giveOracleTheRowChanges()
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
        // The C list shows every row: its positions are the layout's list's shown indices.
        let selectedRow = list.selectedIndex?.rawValue
        if oracle.selectedPosition != selectedRow { oracle.selectedPosition = selectedRow }
        // L4: the layout scrolls its selected row into view when it expands.
        if scrollingToSelection, shown {
            if let selected = list.selectedIndex { oracle.scrollToRow(selected.rawValue) }
            scrollingToSelection = false
        }
        if let label = list.focusedRowLabel, focusedRowLeft || focusedRowMoved {
            // The focused item was removed or searched away: where focus goes then is the
            // list's choice (GTK guesses a row from the change it is told); the C list
            // follows the layout's. Or its row moved: the layout's focus follows it (L17),
            // GTK's does not, and the C list is given it.
            oracle.focusRow(labelled: label)
        } else if list.focusedRowLabel != nil, oracle.focusedRowLabel == nil {
            // The layout gives focus back to its list (L13, and around a change of the focused
            // row); GTK moves a hidden or removed row's focus away: give it back the same way.
            oracle.focusList()
        }
    }

    /// The C list is told the changes the layout's list view was told, in order (its rows
    /// are the shown rows of the model: a plain list, no filter of its own), then its labels
    /// become the model's: an update relabels its row in place, as the layout builds the row
    /// again. So both lists are given the same operations, and GTK's own list shows what it
    /// makes of them.
    private func giveOracleTheRowChanges() {
        for change in rowChanges {
            let added = [String](repeating: "", count: change.added)
            oracle.splice(at: change.position, removing: change.removed, adding: added)
            oracleLabels.replaceSubrange(change.position..<(change.position + change.removed), with: added)
        }
        rowChanges = []
        let expected = model.shown.map(\.name)
        if expected.count == oracleLabels.count {
            for (position, label) in expected.enumerated() where oracleLabels[position] != label {
                oracle.relabel(at: position, to: label)
                oracleLabels[position] = label
            }
        }
        if scrollsOracleToTop, oracle.isListVisible, oracle.count > 0 {
            oracle.scrollToRow(0)
            scrollsOracleToTop = false
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

import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// The checks after each step: the layout against the model, then against the C list.
extension LiveItemsDifferentialRun {
    /// Checks everything; on a problem fails the test with the seed, the step and the last
    /// steps, and throws to end the run.
    func check() throws {
        var problems = modelProblems()
        let list = layout.listView
        if list.isDrawable {
            let frame = currentFrame()
            problems += rowProblems(frame.layoutRows, offset: frame.layoutOffset)
            if let kept = rowsReadStillTogether() {
                problems += readingProblems(kept, frame)
                problems += oracleProblems(frame)
            } else if frame.layoutSize != frame.oracleSize {
                problems.append("the lists differ in size: \(frame.layoutSize) and the C list's \(frame.oracleSize)")
            }
        }
        problems += focusProblems()
        if !problems.isEmpty { try fail(problems) }
    }

    /// The items, the selection (L12) and the detail.
    private func modelProblems() -> [String] {
        var problems: [String] = []
        let shown = model.shown
        let ids = Array(layout.layoutState.items)
        if ids != shown.map(\.id) {
            let index = zip(ids, shown).prefix { $0 == $1.id }.count
            problems.append(
                "the layout's items are \(ids.count) ids, expected \(shown.count): at \(index) "
                    + "\(describe(ids.dropFirst(index).first)), expected \(describe(shown.dropFirst(index).first?.id))")
        }
        let list = layout.listView
        if list.count != shown.count { problems.append("the list has \(list.count) rows, expected \(shown.count)") }
        if selection.value != model.selection || layout.layoutState.selection != model.selection {
            problems.append(
                "the selection is \(describe(selection.value)) (model \(describe(layout.layoutState.selection))), "
                    + "expected \(describe(model.selection))")
        }
        let selectedRow = model.selection.flatMap { id in shown.firstIndex { $0.id == id } }
        if list.selectedIndex != selectedRow.map(ShownRowIndex.init) {
            problems.append(
                "the list selects row \(describe(list.selectedIndex?.rawValue)), expected \(describe(selectedRow))")
        }
        let detail = layout.shownDetail?.item
        if detail != model.selectedEntry {
            problems.append("the detail shows \(describe(detail)), expected \(describe(model.selectedEntry))")
        }
        return problems
    }

    /// Every row on screen shows the shown item at its place, the selected one highlighted,
    /// and no row of the view is missing.
    private func rowProblems(_ rows: [ShownRow], offset: Double) -> [String] {
        let shown = model.shown
        guard let rowHeight = rows.first?.height, rowHeight > 0 else {
            return shown.isEmpty ? [] : ["the list shows no rows, expected \(shown.count)"]
        }
        let selectedRow = model.selection.flatMap { id in shown.firstIndex { $0.id == id } }
        let viewHeight = Double(layout.listView.allocatedHeight)
        let first = Int((offset / rowHeight).rounded(.down))
        let end = min(shown.count, Int(((offset + viewHeight) / rowHeight).rounded(.up)))
        var problems: [String] = []
        if rows.count != max(0, end - first) {
            problems.append(
                "\(rows.count) rows on screen, expected \(max(0, end - first)) (rows \(first)..<\(end) at offset \(offset))"
            )
        }
        for row in rows {
            let index = Int(((row.y + offset) / rowHeight).rounded())
            guard index >= 0, index < shown.count else {
                problems.append("row \(row) is at row \(index), past the \(shown.count) items")
                continue
            }
            var wrong: [String] = []
            if row.label != shown[index].name { wrong.append("expected \(shown[index])") }
            if abs(Double(index) * rowHeight - offset - row.y) > 1 { wrong.append("not at a row's place") }
            if row.isSelected != (index == selectedRow) {
                wrong.append(row.isSelected ? "wrongly selected" : "not selected")
            }
            if !wrong.isEmpty { problems.append("row \(index) shows \(row): \(wrong.joined(separator: ", "))") }
        }
        return problems
    }

    /// The rows the user read before an edit, when the edit left them together (it changed
    /// rows above them or below them, not between): they must still be where they were (L17).
    /// Nil when the edit changed rows among them, or removed one, or moved the open item's
    /// focused row (focus follows it, L23): where the view goes then is
    /// GTK's choice from the row it anchors the view on, which differs between lists whose
    /// histories differ, and the C list is not compared for this step (the next step starts
    /// both from the layout's view). Every other step keeps them.
    private func rowsReadStillTogether() -> [ShownRow]? {
        guard case .edit = lastStep else { return [] }
        // The open item's focused row moved, and focus with it, scrolling to it (L23).
        guard !focusedRowMoved else { return nil }
        guard let first = rowsReadBefore.first else { return [] }
        let names = model.shown.map(\.name)
        guard let start = names.firstIndex(of: first.label), start + rowsReadBefore.count <= names.count,
            Array(names[start..<(start + rowsReadBefore.count)]) == rowsReadBefore.map(\.label)
        else { return nil }
        return rowsReadBefore
    }

    /// The rows read before an edit that left them together are under the same pixels (L17)
    /// when the rows changed were above the view or below it. A list at its very top has
    /// nothing above its view: rows inserted before the first row read are at the top of the
    /// view, and push the others down.
    private func readingProblems(_ read: [ShownRow], _ frame: Frame) -> [String] {
        guard case .edit = lastStep, let first = read.first else { return [] }
        let startAfter = model.shown.firstIndex { $0.name == first.label }
        if startAfter != firstReadIndexBefore, firstReadIndexBefore == 0 { return [] }
        let moved = read.filter { before in
            guard let after = frame.layoutRows.first(where: { $0.label == before.label }) else { return true }
            return abs(after.y - before.y) > 1
        }
        guard !moved.isEmpty else { return [] }
        return ["rows changed above or below the rows on screen moved them (L17): \(moved.map(\.label))"]
    }

    /// The same rows at the same pixels and the same scroll offset as the C list (±1 px).
    private func oracleProblems(_ frame: Frame) -> [String] {
        var problems: [String] = []
        if frame.layoutSize != frame.oracleSize {
            problems.append("the lists differ in size: \(frame.layoutSize) and the C list's \(frame.oracleSize)")
        }
        if abs(frame.layoutOffset - frame.oracleOffset) > 1 {
            problems.append("scrolled to \(frame.layoutOffset) px, the C list to \(frame.oracleOffset) px")
        }
        let same =
            frame.layoutRows.count == frame.oracleRows.count
            && zip(frame.layoutRows, frame.oracleRows).allSatisfy { mine, theirs in
                mine.label == theirs.label && abs(mine.y - theirs.y) <= 1 && mine.isSelected == theirs.isSelected
            }
        if !same {
            problems.append(
                "the rows on screen differ from the C list's:\n    layout: \(frame.layoutRows)\n    C list: \(frame.oracleRows)"
            )
        }
        return problems
    }

    /// Focus stays in the list across a crossing (L13) and on the row that had it while that
    /// item is shown (L17), the same row as in the C list's, unless the step took the focused
    /// row away. While focus is elsewhere (the detail page, "No results" hiding the list)
    /// there is no row to check.
    private func focusProblems() -> [String] {
        let list = layout.listView
        let inList = list.isDrawable && list.holdsFocus
        let label = inList ? list.focusedRowLabel : nil
        defer { if let label, let entry = model.shown.first(where: { $0.name == label }) { focusedID = entry.id } }
        var problems: [String] = []
        if case .resize = lastStep, focusWasInList, list.isDrawable, !inList {
            problems.append("crossing the breakpoint took focus out of the list, to a \(list.focusTypeName) (L13)")
        }
        guard inList else { return problems }
        if !focusedRowLeft, focusWasInList, let expected = focusedID,
            let entry = model.shown.first(where: { $0.id == expected }), label != entry.name
        {
            problems.append("focus is on \(label.map { "row \"\($0)\"" } ?? "no row"), expected \(entry)")
        }
        if !focusedRowLeft, label != oracle.focusedRowLabel {
            problems.append(
                "focus is on row \(describe(label)), in the C list on row \(describe(oracle.focusedRowLabel))")
        }
        return problems
    }

    /// Fails the test with `problems`, the seed, the step and the last steps; throws.
    func fail(_ problems: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let message = """
            seed \(seed), step \(step) of \(steps) (replay with TWOPANE_DIFF_SEED=\(seed)):
              \(problems.joined(separator: "\n  "))
            model: \(model.items.count) items, \(model.shown.count) shown for "\(model.query)", \
            selected \(describe(model.selection)), focused \(describe(focusedID)); layout \(layout.layoutState.presentation), \
            focus in the \(describe(layout.focusTarget())) part on a \(layout.listView.focusTypeName)
            last steps:
              \(history.suffix(16).joined(separator: "\n  "))
            """
        XCTFail(message, file: file, line: line)
        throw GtkTestError.toolFailed("seed \(seed), step \(step): \(problems.first ?? "")")
    }

    private func describe<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "nil" }
}

import TestSupport
import TwoPaneGtk
import TwoPaneModel

@testable import TwoPane

/// One step of the differential test.
enum LiveStep: CustomStringConvertible {
    /// The items changed: given to the layout as the new items (it diffs them) or with the
    /// changes made (`withChanges`); the C list is given the changes of rows the layout's
    /// list view is given.
    case edit([LiveEdit], withChanges: Bool)
    case select(LiveEntry?)
    /// Keyboard focus to the item's row (on screen), as a click gives it.
    case focus(LiveEntry)
    case scroll(toOffset: Double)
    case search(String)
    case resize(width: Int)

    var description: String {
        switch self {
        case .edit(let edits, let withChanges):
            "\(edits.map(\.description).joined(separator: ", "))\(withChanges ? " (with changes)" : " (diffed)")"
        case .select(let entry): "select \(entry?.description ?? "nothing")"
        case .focus(let entry): "focus \(entry)"
        case .scroll(let offset): "scroll to \(offset) px"
        case .search(let text): "search \"\(text)\""
        case .resize(let width): "resize to \(width) px"
        }
    }
}

/// Picking each step at random: changes above, in and below the rows on screen, and what a
/// user does meanwhile.
extension LiveItemsDifferentialRun {
    /// Which part of the list a change goes to: the rows above those on screen, on screen, below.
    private enum Region: CaseIterable { case above, inView, below }

    /// The next step: an edit about half the time, else a selection, a row focused, a scroll,
    /// a search or a crossing of the breakpoint.
    func pickStep() -> LiveStep {
        let listShown = layout.listView.isDrawable
        switch random.below(100) {
        case 0..<42: return .edit(pickEdits(), withChanges: random.percent(50))
        case 42..<52 where model.selection != nil:
            return .edit(pickOpenItemEdit(), withChanges: random.percent(50))
        case 52..<64: return .select(pickSelection())
        case 64..<69 where listShown && !rows(of: .inView, shownCount: model.shown.count).isEmpty:
            let rows = rows(of: .inView, shownCount: model.shown.count)
            return .focus(model.shown[rows.lowerBound + random.below(rows.count)])
        case 69..<82 where listShown && layout.listView.maxScrollOffset > 0:
            return .scroll(toOffset: Double(random.below(Int(layout.listView.maxScrollOffset) + 1)))
        case 82..<92: return .search(random.percent(35) ? "" : random.pick(Self.queries))
        case 92..<100: return .resize(width: width == Self.wideWidth ? Self.narrowWidth : Self.wideWidth)
        default: return .edit(pickEdits(), withChanges: random.percent(50))  // no row to focus or scroll
        }
    }

    private static let queries = ["ka", "ri", "lo", "me", "su", "a", "o", "i", "kari"]

    /// The open item edited as a notes app saves it (L22, L23): a new value, often one the
    /// query no longer matches, moved to the top or another place (a section it now belongs
    /// to), or left where it is.
    private func pickOpenItemEdit() -> [LiveEdit] {
        guard let id = model.selection, let from = model.items.firstIndex(where: { $0.id == id }) else {
            return pickEdits()
        }
        let edited = LiveEntry(id: id, name: name(id: id))
        switch random.below(3) {
        case 0: return [.update(at: from, edited)]
        case 1 where from > 0: return [.move(from: from, to: 0), .update(at: 0, edited)]
        default:
            let to = random.below(model.items.count)
            return from == to ? [.update(at: from, edited)] : [.move(from: from, to: to), .update(at: to, edited)]
        }
    }

    /// One edit, or now and then two or three made at once.
    private func pickEdits() -> [LiveEdit] {
        var scratch = model
        var edits: [LiveEdit] = []
        for _ in 0..<(random.percent(20) ? 2 + random.below(2) : 1) {
            let edit = pickEdit(in: scratch)
            scratch.apply(edit)
            edits.append(edit)
        }
        return edits
    }

    private func pickEdit(in model: LiveItemsModel) -> LiveEdit {
        let count = model.items.count
        let insertOdds = count < 20 ? 70 : count > 150 ? 15 : 40
        if count == 0 || random.percent(insertOdds) {
            let entries = (0..<1 + random.below(3)).map { _ in newEntry() }
            return .insert(entries, at: pickGap(in: model))
        }
        let position = pickPosition(in: model)
        switch random.below(3) {
        case 0:
            return .remove(at: position, count: min(1 + random.below(3), count - position))
        case 1:
            var target = model
            target.apply(.remove(at: position, count: 1))
            return .move(from: position, to: pickGap(in: target))
        default:
            return .update(
                at: position, LiveEntry(id: model.items[position].id, name: name(id: model.items[position].id)))
        }
    }

    /// The shown rows of `model` a region covers, given where the layout's list is scrolled.
    private func rows(of region: Region, shownCount: Int) -> Range<Int> {
        let list = layout.listView
        let rowHeight = list.shownRows.first?.height ?? 0
        guard rowHeight > 0, list.isDrawable else { return 0..<shownCount }
        let offset = list.scrollPosition.offset
        let first = min(shownCount, Int(offset / rowHeight))
        let end = min(shownCount, max(first, Int(((offset + Double(list.allocatedHeight)) / rowHeight).rounded(.up))))
        switch region {
        case .above: return 0..<first
        case .inView: return first..<end
        case .below: return end..<shownCount
        }
    }

    /// A position among all the items for an item already there: mostly a shown one in a
    /// random region, sometimes any (searched away, perhaps).
    private func pickPosition(in model: LiveItemsModel) -> Int {
        let shown = model.shown
        let rows = rows(of: random.pick(Region.allCases), shownCount: shown.count)
        guard !rows.isEmpty, random.percent(85) else { return random.below(model.items.count) }
        let id = shown[rows.lowerBound + random.below(rows.count)].id
        return model.items.firstIndex { $0.id == id } ?? 0
    }

    /// A position among all the items to insert at: before a shown item in a random region,
    /// after the last one, or anywhere.
    private func pickGap(in model: LiveItemsModel) -> Int {
        let shown = model.shown
        let rows = rows(of: random.pick(Region.allCases), shownCount: shown.count)
        guard random.percent(85), !shown.isEmpty else { return random.below(model.items.count + 1) }
        let gap = rows.isEmpty ? shown.count : rows.lowerBound + random.below(rows.count + 1)
        guard gap < shown.count else {
            return (model.items.firstIndex { $0.id == shown[shown.count - 1].id } ?? model.items.count - 1) + 1
        }
        return model.items.firstIndex { $0.id == shown[gap].id } ?? 0
    }

    /// A shown item, mostly one on screen, or nothing; on a collapsed detail page, often
    /// nothing (back to the list).
    private func pickSelection() -> LiveEntry? {
        let shown = model.shown
        let nothingOdds = layout.layoutState.presentation == .stacked(.detail) ? 50 : 15
        guard !shown.isEmpty, !random.percent(nothingOdds) else { return nil }
        return pickRow(preferring: .inView)
    }

    /// A shown item, mostly (70 %) one in `region`. There must be one.
    private func pickRow(preferring region: Region) -> LiveEntry {
        let shown = model.shown
        let rows = rows(of: random.percent(70) ? region : random.pick(Region.allCases), shownCount: shown.count)
        return rows.isEmpty ? random.pick(shown) : shown[rows.lowerBound + random.below(rows.count)]
    }
}

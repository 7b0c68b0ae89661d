import TwoPaneGtk
import TwoPaneModel

/// The selection of a layout that selects several items (`selection:
/// ObservableValue<Set<ID>>`): the app's set, and the ids selected while there are two or
/// more. One item selected, or none, is the model's own selection (the detail shows that
/// item, L1–L24 hold as ever); two or more are this part's, while the model has none and
/// the detail column shows ``multipleDetail`` in the placeholder's place.
@MainActor
@usableFromInline
final class SeveralSelected<Item: Identifiable> where Item.ID: Sendable {
    typealias ID = Item.ID
    /// The app's set, written back after each render.
    let binding: ObservableValue<Set<ID>>
    /// The detail of several items (list order).
    let multipleDetail: @MainActor ([Item]) -> Widget
    /// The ids selected while there are two or more; empty otherwise.
    private(set) var ids: Set<ID> = [] {
        didSet { if ids != oldValue { version += 1 } }
    }
    /// A new number for each change of ``ids`` or of the rows: whether the detail of several
    /// shown is still theirs.
    private(set) var version = 0
    /// Whether the list's own selection is ``ids`` already (it came from the list, or a
    /// render gave it): a render need not set it again.
    var isShownByList = false
    /// The count last said to a screen reader, so each new count is said once.
    private var announcedCount = 0
    private var observation: Observation?
    /// The set being written back, while it is: not heard as the app's.
    private var writing: Set<ID>?

    init(binding: ObservableValue<Set<ID>>, multipleDetail: (@MainActor ([Item]) -> Widget)?) {
        self.binding = binding
        self.multipleDetail = multipleDetail ?? Self.countDetail
    }

    /// Whether two or more items are selected.
    var isActive: Bool { !ids.isEmpty }

    /// Takes `ids` (two or more) as the selection; `fromList`: the list shows them already.
    func take(_ ids: Set<ID>, fromList: Bool) {
        precondition(ids.count > 1, "several means two or more")
        if ids != self.ids { isShownByList = false }
        self.ids = ids
        isShownByList = isShownByList || fromList
    }

    /// No longer several: one item or none, the model's.
    func clear() {
        ids = []
        isShownByList = false
    }

    /// Keeps the ids that pass `isShown` (the rows changed: their detail is built again);
    /// what is left, when that is one id or none, is no longer several and is returned as
    /// `.some` for the model to select.
    func keep(where isShown: (ID) -> Bool) -> ID?? {
        guard isActive else { return nil }
        let kept = ids.filter(isShown)
        isShownByList = false
        version += 1  // the items changed: their detail is built again, in their new order
        guard kept.count > 1 else {
            ids = []
            return .some(kept.first)
        }
        ids = kept
        return nil
    }

    /// Hears the app's assignments to the set: `assigned` gets each (not the layout's own).
    func observe(_ assigned: @escaping @MainActor (Set<ID>) -> Void) {
        observation = binding.observe { [weak self] newValue in
            guard let self, newValue != self.writing else { return }
            assigned(newValue)
        }
    }

    /// Writes the selection to the app's set, when it differs: `ids`, or the model's one.
    func writeBack(modelSelection: ID?) {
        let current = isActive ? ids : Set(modelSelection.map { [$0] } ?? [])
        guard binding.value != current else { return }
        writing = current
        defer { writing = nil }
        binding.value = current
    }

    /// What a screen reader is told of a new count ("3 Selected"), once per count: nil when
    /// the count was said or there are not several.
    func countToAnnounce() -> String? {
        defer { announcedCount = ids.count }
        guard isActive, ids.count != announcedCount else { return nil }
        return Self.countTitle(ids.count)
    }

    /// "3 Selected".
    static func countTitle(_ count: Int) -> String {
        Localization.format(localizedPlural("%d Selected", "%d Selected", count: count), "\(count)")
    }

    /// The default detail of several items: "3 Selected", as a content-unavailable state.
    private static func countDetail(_ items: [Item]) -> Widget {
        ContentUnavailableView(ContentUnavailable(title: countTitle(items.count), iconName: "edit-select-all-symbolic"))
    }
}

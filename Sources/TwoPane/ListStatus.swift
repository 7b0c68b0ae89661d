import TwoPaneGtk

/// What the list column says instead of its rows, and the load of the items under way: the
/// app's state (``TwoPaneSplitLayout/listStatus``), a load's loading or error state, the
/// empty list's state, "No results". This part holds what should show; the render shows it
/// (``ListColumn/showUnavailable(_:)``).
@MainActor
final class ListStatus {
    /// The state shown instead of the rows while set: the app's, or a load's.
    private(set) var status: ContentUnavailable?
    /// Whether ``status`` is a load's (its loading or error state), not the app's.
    private(set) var isFromLoad = false
    /// Shown when there are no items (and no search); nil leaves an empty list blank.
    var emptyList: ContentUnavailable?
    /// The load under way (``TwoPaneSplitLayout/loadItems(keepingItems:loading:failure:_:)``):
    /// letting it go cancels its task.
    var load: ItemsLoad?
    /// A loading state's title to say once, when it starts.
    private var loadingToAnnounce: String?
    /// How many loads were started: the next one's number.
    private var loadsStarted = 0

    /// The number of a load about to start.
    func nextLoadNumber() -> Int {
        loadsStarted += 1
        return loadsStarted
    }

    /// Shows `status` from the next render on, marked as a load's if `fromLoad`; says its
    /// title first if it is a loading state that starts (`announcingItsLoading`).
    func set(_ status: ContentUnavailable?, fromLoad: Bool, announcingItsLoading: Bool) {
        self.status = status
        isFromLoad = fromLoad && status != nil
        loadingToAnnounce = announcingItsLoading ? status?.title : nil
    }

    /// The app's assignment: a loading state is said when it starts, not again while one shows.
    func setByApp(_ status: ContentUnavailable?) {
        let startsLoading = status?.isLoading == true && self.status?.isLoading != true
        set(status, fromLoad: false, announcingItsLoading: startsLoading)
    }

    /// Takes a load's state off the list, if the state shown is a load's.
    func clearLoadState() {
        if isFromLoad { set(nil, fromLoad: false, announcingItsLoading: false) }
    }

    /// What the column shows, in this order of precedence: the state set, "No results",
    /// the empty list's state; nil: the rows.
    func content(nothingFound: Bool, isEmpty: Bool, isSearching: Bool) -> ContentUnavailable? {
        status ?? (nothingFound ? ListColumn.noResults : nil) ?? (isEmpty && !isSearching ? emptyList : nil)
    }

    /// The loading state to say now, once.
    func takeLoadingAnnouncement() -> String? {
        defer { loadingToAnnounce = nil }
        return loadingToAnnounce
    }
}

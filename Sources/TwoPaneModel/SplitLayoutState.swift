/// The whole state of an adaptive split layout, as a value.
///
/// It holds the rules L1–L13 of DESIGN.md §2. Nothing changes it but ``handle(_:)``; what
/// the layout shows (``layout``, ``detail``, ``headerTitle``, …) is derived from it, so a
/// renderer can apply the derived values idempotently.
///
/// ```swift
/// var state = SplitLayoutState(items: ["alps", "rockies"], selection: "alps")
/// state.handle(.widthChanged(480))   // starts collapsed: the list shows first (L7)
/// state.handle(.itemActivated("rockies"))
/// state.layout                       // .stacked(.detail)
/// ```
public struct SplitLayoutState<ID: Hashable & Sendable>: Equatable, Sendable {
    public let configuration: SplitLayoutConfiguration
    /// The items' ids, in order, each once.
    public private(set) var items: [ID]
    /// The selected item, always one of `items`.
    public private(set) var selection: ID?
    /// The last allocated width; `nil` until the layout is first allocated.
    public private(set) var width: Int?
    /// One page at a time instead of side by side (L1).
    public private(set) var isCollapsed = false
    /// Which page a collapsed layout shows: the detail (`true`) or the list. Always `false`
    /// while expanded.
    public private(set) var showsDetail = false
    /// The user's choice to show the list while expanded (L11); kept while collapsed.
    public private(set) var sidebarVisible = true
    /// The list column width the user asked for, within [200, 480] (L2).
    public private(set) var preferredListWidth: Int
    /// Where keyboard focus is, if it is in the layout at all (L13).
    public private(set) var focus: FocusTarget?

    /// Each item's position in `items`: constant-time membership and lookup at a million
    /// items (one hashing pass serves the model and the renderer).
    internal private(set) var positions: [ID: Int]

    /// A layout of `items` (a repeated id keeps its first place); a `selection` that is not
    /// among them is dropped.
    public init(items: [ID], selection: ID? = nil, configuration: SplitLayoutConfiguration = .init()) {
        self.configuration = configuration
        (self.items, self.positions) = Self.uniqued(items)
        self.preferredListWidth = configuration.listWidth
        if let selection, positions[selection] != nil { self.selection = selection }
    }

    /// Applies one event. This is the only way the state changes.
    public mutating func handle(_ event: SplitLayoutEvent<ID>) {
        switch event {
        case .widthChanged(let newWidth):
            applyWidth(min(max(0, newWidth), SplitLayoutConfiguration.largestWidth))
        case .listSelectionChanged(let id):
            // Collapsed, the list's own selection moves with arrow keys: focus only (L6).
            guard !isCollapsed else { break }
            if let id { select(id) } else { clearSelection() }
        case .itemActivated(let id):
            open(id)
        case .backRequested:
            guard isCollapsed, showsDetail else { break }
            clearSelection()
            focus = .list
        case .selectionAssigned(let id):
            guard let id else { clearSelection(); break }
            open(id)
        case .sidebarVisibilityRequested(let visible):
            guard !isCollapsed else { break }
            sidebarVisible = visible
        case .itemsChanged(let newItems):
            (items, positions) = Self.uniqued(newItems)
            if let selection, positions[selection] == nil { clearSelection() }
        case .dividerMoved(let listWidth):
            preferredListWidth = ListColumnWidth.clampedToBounds(listWidth)
        case .focusMoved(let target):
            focus = target
        }
        moveFocusOffHiddenParts()
    }

    private mutating func applyWidth(_ newWidth: Int) {
        let isFirstWidth = width == nil
        width = newWidth
        if isFirstWidth {
            // The first width decides with no history; starting collapsed shows the list (L7).
            isCollapsed = newWidth < configuration.breakpoint
            showsDetail = false
        } else if isCollapsed, newWidth >= configuration.expandWidth {
            isCollapsed = false
            showsDetail = false
        } else if !isCollapsed, newWidth < configuration.breakpoint {
            // Collapsing with a selection shows the detail; without one, the list (L4).
            isCollapsed = true
            showsDetail = selection != nil
        }
    }

    private mutating func select(_ id: ID) {
        guard positions[id] != nil else { return }
        selection = id
    }

    /// Selects `id`, one of the items, and shows its detail: a collapsed layout pushes the
    /// detail page (L6, L10). An unknown id changes nothing.
    private mutating func open(_ id: ID) {
        guard positions[id] != nil else { return }
        selection = id
        if isCollapsed { showDetailPage() }
    }

    /// Pushes the detail page; focus that was in the layout follows it into the page.
    private mutating func showDetailPage() {
        guard !showsDetail else { return }
        showsDetail = true
        if focus != nil { focus = .detail }
    }

    /// Clears the selection; a collapsed layout pops back to the list (L10).
    private mutating func clearSelection() {
        selection = nil
        showsDetail = false
    }

    /// Focus in a part that is no longer shown goes to the list, or the detail when the
    /// list is not shown either (L13).
    private mutating func moveFocusOffHiddenParts() {
        guard let target = focus, !isShown(target) else { return }
        focus = isShown(.list) ? .list : .detail
    }

    /// The ids without repeats (each keeps its first place), and their positions.
    private static func uniqued(_ ids: [ID]) -> ([ID], [ID: Int]) {
        var positions = [ID: Int](minimumCapacity: ids.count)
        var hasRepeats = false
        for position in ids.indices {
            // One hash per id: insert, and put the first position back for a repeat.
            if let first = positions.updateValue(position, forKey: ids[position]) {
                let id = ids[position]
                positions[id] = first
                hasRepeats = true
            }
        }
        guard hasRepeats else { return (ids, positions) }
        var unique: [ID] = []
        unique.reserveCapacity(positions.count)
        for (position, id) in ids.enumerated() where positions[id] == position {
            positions[id] = unique.count
            unique.append(id)
        }
        return (unique, positions)
    }
}

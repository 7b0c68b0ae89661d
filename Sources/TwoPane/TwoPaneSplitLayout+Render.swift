import TwoPaneGtk
import TwoPaneModel

/// Model out: one idempotent render that applies what the model and the parts' state derive,
/// run by the queue (``CommandQueue``) once after each command that asks. It only reads the
/// model; what it learns (where focus landed) it returns, and ``apply(_:rendering:)`` tells
/// the model.
extension TwoPaneSplitLayout {
    /// Shows the current state: the list's content, the structure, the headers, the detail,
    /// the selection, focus. Computes every value, applies only what differs, with the
    /// handlers of the signals it emits blocked (``DuringRender``) so these changes do not
    /// come back as events. Returns the model event for where focus really landed, when it
    /// is not where the model put it (a part with nothing focusable passes it on).
    func render() -> SplitLayoutEvent<ID>? {
        // Anything else happening ends a back swipe first: the page goes back in place.
        if backSwipe.swipe != nil { backSwipe.endBackSwipe(goingBack: false) }
        let state = layoutState
        let window = self.window
        // The list's own content first: its state in place of its rows (which may move focus
        // out of the rows), its sections' headers, its title.
        withOwnHandlersBlocked {
            renderListContent()
            renderSectionHeaders()
            listColumn.showTitle()
            sidebarColumn?.showTitle()
        }
        let wasStacked = structure.installedPresentation?.isStacked
        let isCrossing = wasStacked != nil && wasStacked != state.isCollapsed
        let rememberedFocus = window?.focusedWidget
        let moving = structure.movingColumns(for: state, crossing: isCrossing)
        let shownHeaders = self.shownHeaders(state)
        let givingUpFocus =
            structure.columnsGivingUpFocus(among: moving, for: state.arrangement)
            + headers.controlsMoving(for: shownHeaders)
        let keptFocusMoving = rememberedFocus.flatMap { focused in
            moving.contains { focused.isInside($0) } && !givingUpFocus.contains { focused.isInside($0) } ? focused : nil
        }
        let selectedItem = detailItem(state.detail)
        let severalItems = severalSelected()
        let leavingDetail =
            rememberedFocus.map { details.takesAway($0, for: state, item: selectedItem, several: severalItems) }
            ?? false
        withOwnHandlersBlocked {
            focus.release(
                rememberedFocus, in: window, hiddenIn: state, givingUpFocus: givingUpFocus,
                leavingDetail: leavingDetail)
            structure.show(state, crossing: isCrossing)
            renderHeaders(state, shownHeaders)
            details.show(state.detail, item: selectedItem, several: severalItems)
            details.showPages(depth: state.detailDepth)
            if let items = details.takeNewItems() { headers.show(detailItems: items) }
            // A crossing titles its pages after its frame is painted (the pages of a stack
            // are new each time, and naming them is accessibility-bus traffic); any other
            // change now, before focus goes into a page and a screen reader reads its name.
            if !isCrossing { renderPageTitles(state) }
            renderListSelection(state)
            sidebarColumn?.select(state.sidebarSelection)
            if !state.isCollapsed {
                structure.applyColumnWidths(state)
                if wasStacked == true { listColumn.scrollToSelectedRow() }  // L4
            }
            focus.restore(
                rememberedFocus, to: state.focus, in: window, topDetailPage: details.topPage,
                inPlace: moving.isEmpty && !isCrossing)
            structure.drawsColumns = true
        }
        focus.rendered()
        bindings.writeBack(state)
        finishSeveral(state)
        announceShownColumnsAfterThisFrame()
        if isCrossing || keptFocusMoving != nil { finishForAssistiveTechnologiesAfterThisFrame(keptFocusMoving) }
        focus.noteChanges(
            leadingColumnVisible: state.leadingColumnVisible,
            placeholder: state.detail == .placeholder && several?.isActive != true,
            placeholderTitle: placeholder.title, collapsed: state.isCollapsed)
        guard focus.pendingFocus == nil else { return nil }  // focus moves after this frame's layout
        focus.deliverAnnouncement(in: window)
        let landed = focus.focusedPart(in: window)
        return state.focus != nil && landed != state.focus ? .focusMoved(landed) : nil
    }

    /// Tells the app what the layout shows (``shownColumns``) once the frame showing a change
    /// of it is painted: once per change, however many renders the frame had.
    private func announceShownColumnsAfterThisFrame() {
        if shownReport.needsTelling(layoutState.shownColumns) { sendAfterNextPaint(.tellShownColumns) }
    }

    /// Gives the focus the last render could not, once the frame's layout has allocated the
    /// widgets that were just shown; the model hears where it landed.
    func retryPendingFocus() {
        var given = false
        withOwnHandlersBlocked {
            given = focus.givePendingFocus(
                shownIn: layoutState, topDetailPage: details.topPage, focused: window?.focusedWidget)
        }
        guard given else { return }
        focus.deliverAnnouncement(in: window)
        let landed = focus.focusedPart(in: window)
        if landed != layoutState.focus { apply(.focusMoved(landed), rendering: .byCaller) }
    }

    /// The item the detail shows, if it shows one.
    private func detailItem(_ content: DetailContent<ID>) -> Item? {
        guard case .item(let id) = content else { return nil }
        return item(withID: id)
    }

    /// What a crossing owes assistive technologies, done once the frame showing it is painted
    /// (each of these is accessibility-bus traffic, about a millisecond in all, kept out of
    /// the crossing's frame): the pages are titled, and a focused widget whose column moved,
    /// which kept GTK's focus while assistive technologies lost the object they knew, loses
    /// focus and gets it back: one focus change a screen reader announces.
    private func finishForAssistiveTechnologiesAfterThisFrame(_ movedFocus: FocusedWidget?) {
        sendWhenIdle(.finishCrossingForAssistiveTechnologies(movedFocus))
    }

    /// Idle after a crossing: what ``finishForAssistiveTechnologiesAfterThisFrame(_:)`` left.
    /// Focus is given again only while an assistive technology listens: without one, nobody
    /// hears it, and the accessible objects it makes GTK export cost every later crossing.
    func finishCrossingForAssistiveTechnologies(_ movedFocus: FocusedWidget?) {
        withOwnHandlersBlocked {
            renderPageTitles(layoutState)
            guard let movedFocus, let window, movedFocus.isFocused, AssistiveTechnologies.areListening else { return }
            window.clearFocus()
            movedFocus.restoreIfShown()
        }
    }

    /// The header of each column `state` shows (L20).
    private func shownHeaders(_ state: SplitLayoutState<ID>) -> [SplitColumn: ColumnHeader<ID>] {
        var shown: [SplitColumn: ColumnHeader<ID>] = [:]
        for (column, _) in headers.pages {
            if let header = state.header(of: column) { shown[column] = header }
        }
        return shown
    }

    /// Each shown column's header (L20): its title, Back, the toggle, its window controls; and
    /// the widgets a new detail brings.
    private func renderHeaders(_ state: SplitLayoutState<ID>, _ shown: [SplitColumn: ColumnHeader<ID>]) {
        headers.show(shown, title: { column in shown[column]?.title.map(self.text(of:)) ?? "" })
        headers.showLeadingColumn(state.leadingColumnVisible, toggleOffered: state.showsSidebarToggle)
    }

    /// What a header titled `title` says.
    func text(of title: HeaderTitle<ID>) -> String {
        switch title {
        case .sidebar: sidebar?.title ?? self.title
        case .list: self.title
        case .item(let id): item(withID: id).map(title(of:)) ?? self.title
        case .detailPage(let depth): details.title(ofPageAt: depth) ?? self.title
        case .sidebarItem(let position): sidebar?.rowTitle(at: position) ?? self.title
        }
    }

    /// Names every page for assistive technologies, as the header would title it: the
    /// sidebar and the list by their titles, the detail and its root page by the item (or
    /// the placeholder's title, "Nothing selected"), each pushed page by its own title. A
    /// screen reader says the name when focus enters a page: "Dolomites", where GTK 4.8 would
    /// say "GtkStackPage". Expanded too: the collapsed layout's stack is in the window then,
    /// its pages on the accessibility bus.
    private func renderPageTitles(_ state: SplitLayoutState<ID>) {
        let itemTitle =
            state.selection.flatMap(item(withID:)).map(title(of:))
            ?? several.flatMap { $0.isActive ? SeveralSelected<Item>.countTitle($0.ids.count) : nil }
            ?? placeholder.title
        details.titlePages(itemTitle: itemTitle)
        structure.titlePages(collapsed: state.isCollapsed) { column in
            switch column {
            case .sidebar: self.sidebar?.title
            case .list: self.title
            case .detail: itemTitle
            }
        }
    }
}

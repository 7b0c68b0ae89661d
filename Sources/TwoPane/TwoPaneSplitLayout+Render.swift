import TwoPaneGtk
import TwoPaneModel

/// Model out: one idempotent render that applies what the state derives.
extension TwoPaneSplitLayout {
    /// Shows the current state. Computes every value, applies only what differs, with the
    /// layout's own signal handlers blocked so these changes do not come back as events.
    func render() {
        // Anything else happening ends a back swipe first: the page goes back in place.
        if backSwipe != nil { endBackSwipe(goingBack: false) }
        let state = layoutState
        let layout = state.layout
        let wasStacked = installedLayout?.isStacked
        let isCrossing = wasStacked != nil && wasStacked != state.isCollapsed
        let rememberedFocus = window?.focusedWidget
        let moving = movingColumns(for: state.arrangement)
        let givingUpFocus = columnsGivingUpFocus(among: moving, for: state.arrangement)
        let keptFocusMoving = rememberedFocus.flatMap { focused in
            moving.contains { focused.isInside($0) } && !givingUpFocus.contains { focused.isInside($0) } ? focused : nil
        }
        withOwnHandlersBlocked {
            releaseFocus(rememberedFocus, ifHiddenIn: state, givingUpFocus: givingUpFocus)
            installStructure(state.arrangement)
            showColumns(state, crossing: isCrossing)
            renderHeader(state)
            renderDetail(state.detail)
            renderDetailPages(depth: state.detailDepth)
            // A crossing titles its pages after its frame is painted (the pages of a stack
            // are new each time, and naming them is accessibility-bus traffic); any other
            // change now, before focus goes into a page and a screen reader reads its name.
            if !isCrossing { renderPageTitles(state) }
            widgets.list.selectedPosition = state.selectedPosition
            widgets.list.navigationKeysSelect = !state.isCollapsed
            widgets.sidebarList?.selectedPosition = state.sidebarSelection
            if !state.isCollapsed {
                applyColumnWidths(state)
                if wasStacked == true, let selected = widgets.list.selectedPosition {
                    widgets.list.scrollToRow(selected) // L4: expanding shows the selected row
                }
            }
            restoreFocus(rememberedFocus, to: state.focus)
            installedLayout = layout
            widgets.root.drawsChild = true
        }
        writeBindingsBack(state)
        if isCrossing || keptFocusMoving != nil { finishForAssistiveTechnologiesAfterThisFrame(keptFocusMoving) }
        announceChanges(state)
        guard pendingFocus == nil else { return } // focus moves after this frame's layout
        deliverAnnouncement()
        // Where focus really landed (a detail may have nothing focusable). Compared first:
        // handling an event while `state` still shares the model's storage would copy it.
        let landed = focusTarget()
        if state.focus != nil, landed != state.focus { layoutState.handle(.focusMoved(landed)) }
    }

    /// What a crossing owes assistive technologies, done once the frame showing it is painted
    /// (each of these is accessibility-bus traffic, about a millisecond in all, kept out of
    /// the crossing's frame): the pages are titled, and a focused widget whose column moved,
    /// which kept GTK's focus while assistive technologies lost the object they knew, loses
    /// focus and gets it back: one focus change a screen reader announces.
    private func finishForAssistiveTechnologiesAfterThisFrame(_ movedFocus: FocusedWidget?) {
        MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            self.renderPageTitles(self.layoutState)
            guard let movedFocus, let window = self.window, movedFocus.isFocused else { return }
            self.withOwnHandlersBlocked {
                window.clearFocus()
                movedFocus.restoreIfShown()
            }
        }
    }

    /// Gives focus to the part the model wants, once the frame's layout has allocated the
    /// widgets that were just shown.
    func retryPendingFocus() {
        guard let target = pendingFocus else { return }
        pendingFocus = nil
        withOwnHandlersBlocked { grabFocus(in: target) }
        deliverAnnouncement()
        let landed = focusTarget()
        if landed != layoutState.focus { layoutState.handle(.focusMoved(landed)) }
    }

    /// Takes focus off a part of the layout that is about to be hidden, or off a detail that
    /// is about to be replaced, before GTK sees a focused widget disappear: it would keep it
    /// focused off screen, or warn that a GtkPaned lost track of its focus child.
    private func releaseFocus(_ focused: FocusedWidget?, ifHiddenIn state: SplitLayoutState<ID>,
                              givingUpFocus: [Widget]) {
        guard let focused else { return }
        // Focus leaves a column GTK's paned would lose track of, and is given back once the
        // column is in place.
        if givingUpFocus.contains(where: { focused.isInside($0) }) {
            window?.clearFocus()
            return
        }
        let poppingPage = detailPages.count > state.detailDepth
            && detailPages[state.detailDepth...].contains { focused.isInside($0.widget) }
        if poppingPage || (focused.isInside(widgets.detailHost) && detailWillChange(to: state.detail)) {
            window?.clearFocus()
            return
        }
        for (target, region) in widgets.focusRegions where focused.isInside(region) && !state.isShown(target) {
            window?.clearFocus()
            return
        }
    }

    /// Whether showing `content` replaces the widget the detail column holds now.
    private func detailWillChange(to content: DetailContent<ID>) -> Bool {
        switch content {
        case .placeholder:
            return shownDetail != nil || !widgets.placeholder.isChild(of: widgets.detailHost)
        case .item(let id):
            guard let item = item(withID: id) else { return false }
            return shownDetail?.item != item
        }
    }

    private func renderHeader(_ state: SplitLayoutState<ID>) {
        widgets.backButton.isVisible = state.showsBackButton
        widgets.sidebarToggle.isVisible = state.showsSidebarToggle
        widgets.sidebarToggle.isActive = state.sidebarVisible
        showSidebarAction.isOn = state.sidebarVisible
        showSidebarAction.isEnabled = state.showsSidebarToggle
        switch state.headerTitle {
        case .list:
            widgets.titleLabel.text = title
        case .item(let id):
            widgets.titleLabel.text = item(withID: id).map(title(of:)) ?? title
        case .detailPage(let depth):
            widgets.titleLabel.text = detailPageTitle(at: depth) ?? title
        case .sidebarItem(let position):
            widgets.titleLabel.text = sidebar?.rowTitle(at: position) ?? title
        }
    }

    /// Tells a screen-reader user what changed on screen where focus did not go: the sidebar
    /// shown or hidden by the toggle (F9, the menu, the app), and the placeholder replacing a
    /// detail (Done, the selection cleared). Crossing the breakpoint announces nothing: focus
    /// moving says enough. Said once focus has settled (``deliverAnnouncement()``).
    private func announceChanges(_ state: SplitLayoutState<ID>) {
        let shown = (sidebarVisible: state.sidebarVisible, placeholder: state.detail == .placeholder,
                     collapsed: state.isCollapsed)
        defer { announced = shown }
        guard let before = announced, !state.isCollapsed, !before.collapsed else { return }
        var parts: [String] = []
        if before.sidebarVisible != shown.sidebarVisible {
            parts.append(shown.sidebarVisible ? localized("Sidebar shown") : localized("Sidebar hidden"))
        }
        if shown.placeholder && !before.placeholder { parts.append(localized("Nothing selected")) }
        if !parts.isEmpty { pendingAnnouncement = parts.joined(separator: ". ") }
    }

    /// Says the pending announcement through the widget with focus (GTK 4.8 cannot announce
    /// otherwise); with no focus in the window, nothing is said.
    func deliverAnnouncement() {
        guard let text = pendingAnnouncement else { return }
        pendingAnnouncement = nil
        guard let focused = window?.focusedWidget else { return }
        focused.announce(text)
        lastAnnouncement = text
    }

    /// Names every page for assistive technologies, as the header would title it: the
    /// sidebar and the list by their titles, the detail and its root page by the item (or
    /// "Nothing selected"), each pushed page by its own title. A screen reader says the name
    /// when focus enters a page: "Dolomites", where GTK 4.8 would say "GtkStackPage".
    private func renderPageTitles(_ state: SplitLayoutState<ID>) {
        let itemTitle = state.selection.flatMap(item(withID:)).map(title(of:)) ?? localized("Nothing selected")
        widgets.detailColumn.setTitle(itemTitle, ofPageShowing: widgets.detailHost)
        for page in detailPages { widgets.detailColumn.setTitle(page.title, ofPageShowing: page.widget) }
        guard state.isCollapsed else { return }
        let stack = widgets.stack
        if let sidebarColumn = widgets.sidebarColumn, let sidebar {
            stack.setTitle(sidebar.title, ofPageShowing: sidebarColumn)
        }
        stack.setTitle(title, ofPageShowing: widgets.listColumn)
        stack.setTitle(itemTitle, ofPageShowing: widgets.detailColumn)
    }

    /// The placeholder, or the item's detail; a new widget only for a different item, or for
    /// the same item whose value changed (L8, L9).
    private func renderDetail(_ content: DetailContent<ID>) {
        let host = widgets.detailHost
        guard detailWillChange(to: content) else { return }
        switch content {
        case .placeholder:
            host.removeAll()
            host.append(widgets.placeholder)
            shownDetail = nil
        case .item(let id):
            guard let item = item(withID: id) else { return }
            let detail = makeDetail(for: item)
            detail.expandsHorizontally = true
            detail.expandsVertically = true
            host.removeAll()
            host.append(detail)
            shownDetail = (item, detail)
        }
    }

    /// Focus stays on the same widget if it is still shown, else goes where the model says
    /// (L13); when that part has nothing to focus, to the next shown part that has.
    private func restoreFocus(_ remembered: FocusedWidget?, to target: FocusTarget?) {
        guard let target else { return }
        let part = region(of: target)
        if let remembered, remembered.isInside(part), remembered.restoreIfShown() { return }
        // Not `part.containsFocus`: GTK keeps that flag on a part whose focused child is gone.
        // And the part's own widget: a stack showing a page focuses its first focusable
        // widget (the search field), which is not where focus goes back to (L13).
        if window?.focusedWidget?.isInside(widget(for: target)) == true { return }
        // Focus moves once this frame has laid out and mapped what was just shown: GTK does
        // not focus a widget it has not laid out, and tells assistive technologies about
        // the focus of a widget only once it is realized.
        pendingFocus = target
        widgets.root.queueAllocate()
    }

    /// Focuses `target`'s part, or the next shown part that takes focus; whether one did.
    @discardableResult
    private func grabFocus(in target: FocusTarget) -> Bool {
        let fallbacks: [FocusTarget] = [target, .list, .sidebar, .detail, .backButton, .sidebarToggle]
        for candidate in fallbacks where layoutState.isShown(candidate) {
            if widget(for: candidate).grabFocus() { return true }
        }
        return false
    }

    /// Everything that counts as `target`'s part: focus anywhere inside stays there.
    private func region(of target: FocusTarget) -> Widget {
        widgets.focusRegions.first { $0.target == target }?.region ?? widgets.listColumn
    }

    /// The widget that takes focus for `target`.
    private func widget(for target: FocusTarget) -> Widget {
        switch target {
        case .list: widgets.list
        case .sidebar: widgets.sidebarList ?? widgets.list
        case .detail: topDetailPage
        case .backButton: widgets.backButton
        case .sidebarToggle: widgets.sidebarToggle
        }
    }
}

import TwoPaneGtk
import TwoPaneModel

/// GTK signals in, model events out.
extension TwoPaneSplitLayout {
    func connectWidgets() {
        let list = widgets.list
        ownHandlers.append(list.onSelectionChange { [weak self] position in
            guard let self else { return }
            self.probes.listSelectionReceived?()
            self.handle(.listSelectionChanged(position.flatMap(self.id(at:))))
        })
        ownHandlers.append(list.onActivate { [weak self] position in
            guard let self, let id = self.id(at: position) else { return }
            self.handle(.itemActivated(id))
        })
        list.onRowClick { [weak self] position in
            // Expanded, the list's own selection already follows the click.
            guard let self, self.layoutState.isCollapsed, let id = self.id(at: position) else { return }
            self.handle(.itemActivated(id))
        }
        widgets.backButton.onClick { [weak self] in self?.handle(.backRequested) }
        if let searchEntry = widgets.searchEntry {
            searchEntry.onSearchChanged { [weak self] in self?.searchChanged() }
            // Escape in the field clears it; in an empty field it goes back, as elsewhere.
            searchEntry.onStopSearch { [weak self] in
                guard let self else { return }
                if self.searchFieldText.isEmpty { self.goBack() } else { self.searchFieldText = "" }
            }
        }
        ownHandlers.append(widgets.sidebarToggle.onToggle { [weak self] visible in
            self?.handle(.sidebarVisibilityRequested(visible))
        })
        showSidebarAction.onStateChangeRequest { [weak self] visible in
            self?.handle(.sidebarVisibilityRequested(visible))
        }
        ownHandlers.append(widgets.paned.onPositionChange { [weak self] in self?.dividerMoved() })
        ownHandlers.append(widgets.outerPaned.onPositionChange { [weak self] in self?.sidebarDividerMoved() })
        widgets.dismissGesture.onReleased { [weak self] _, x, _ in self?.overlayClicked(atX: x) }
        connectSidebar()
        connectBackSwipe()
        // On release: going back on the press would hide the pressed widget mid-press (see
        // ActivationOnRelease in TwoPaneGtk).
        widgets.backGesture.onReleased { [weak self] _, _, _ in self?.goBack() }
        widgets.root.onAllocate { [weak self] width, _ in self?.allocated(width: width) }
        widgets.root.onLayoutPassDone { [weak self] in self?.layoutPassDone() }
    }

    func installShortcuts() {
        let root = widgets.root
        root.addShortcut("F9") { [weak self] in self?.toggleSidebar() ?? false }
        root.addShortcut("<Control>f") { [weak self] in self?.focusSearchField() ?? false }
        root.addShortcut("Escape") { [weak self] in self?.goBack() ?? false }
        root.addShortcut("<Alt>Left") { [weak self] in
            guard let self, !self.widgets.root.isRightToLeft else { return false }
            return self.goBack()
        }
        root.addShortcut("<Alt>Right") { [weak self] in
            guard let self, self.widgets.root.isRightToLeft else { return false }
            return self.goBack()
        }
    }

    /// Back, from a key or the mouse; whether there was anywhere to go back to. Columns drawn
    /// over the detail are dismissed first.
    @discardableResult
    func goBack() -> Bool {
        if layoutState.arrangement?.overlaid.isEmpty == false {
            handle(.overlayDismissed)
            return true
        }
        guard layoutState.showsBackButton else { return false }
        handle(.backRequested)
        return true
    }

    /// F9; whether the sidebar could be toggled (not while collapsed).
    func toggleSidebar() -> Bool {
        guard layoutState.showsSidebarToggle else { return false }
        handle(.sidebarVisibilityRequested(!layoutState.sidebarVisible))
        return true
    }

    func id(at position: Int) -> ID? {
        position >= 0 && position < rows.count ? rows[position].id : nil
    }

    /// The width is known inside size allocation: decide now, change the widget tree once
    /// the layout pass is over (still within this frame).
    func allocated(width: Int) {
        guard width != layoutState.width else { return }
        let wasCollapsed = layoutState.isCollapsed
        let arrangement = layoutState.arrangement
        layoutState.handle(.widthChanged(width))
        if layoutState.isCollapsed != wasCollapsed { probes.collapseDecided?(layoutState.isCollapsed) }
        if layoutState.isCollapsed != wasCollapsed || installedLayout?.isStacked != layoutState.isCollapsed
            || layoutState.arrangement != arrangement {
            widgets.root.drawsChild = false
            scheduleRender()
        } else if !layoutState.isCollapsed {
            // A property, not the tree: the paned is allocated right after this.
            withOwnHandlersBlocked { applyColumnWidths(layoutState) }
        }
    }

    /// Renders when this frame's layout pass is over (``layoutPassDone()``), so the frame
    /// being drawn already shows the new structure.
    func scheduleRender() {
        isRenderScheduled = true
    }

    func layoutPassDone() {
        placeInitialFocus()
        if isRenderScheduled {
            isRenderScheduled = false
            render()
        } else {
            retryPendingFocus()
        }
    }

    /// GTK gives a new window's focus to its first focusable widget, the search field when
    /// there is one; a GNOME list starts focused on the list. Once, at the first layout pass.
    private func placeInitialFocus() {
        guard !hasPlacedInitialFocus, let window, let searchEntry = widgets.searchEntry else { return }
        hasPlacedInitialFocus = true
        guard window.focusedWidget.map({ $0.isInside(searchEntry) }) ?? true, layoutState.isShown(.list) else { return }
        widgets.list.grabFocus()
    }

    /// The divider moved: by the user's drag, unless GTK moved it while allocating.
    private func dividerMoved() {
        guard !widgets.root.isAllocating, !layoutState.isCollapsed, widgets.paned.startChild != nil else { return }
        handle(.dividerMoved(widgets.paned.position))
    }

    /// The sidebar's divider moved: by the user's drag, unless GTK moved it while allocating.
    private func sidebarDividerMoved() {
        guard !widgets.root.isAllocating, widgets.outerPaned.startChild != nil,
              layoutState.arrangement?.sideBySide.contains(.sidebar) == true else { return }
        handle(.sidebarDividerMoved(widgets.outerPaned.position))
    }

    /// Three columns: the sidebar list's selection, activation and clicks become model events.
    private func connectSidebar() {
        guard let sidebarList = widgets.sidebarList else { return }
        ownHandlers.append(sidebarList.onSelectionChange { [weak self] position in
            self?.handle(.sidebarSelectionChanged(position))
        })
        ownHandlers.append(sidebarList.onActivate { [weak self] position in
            self?.handle(.sidebarItemActivated(position))
        })
        sidebarList.onRowClick { [weak self] position in
            // Expanded, the sidebar's own selection already follows the click.
            guard let self, self.layoutState.isCollapsed else { return }
            self.handle(.sidebarItemActivated(position))
        }
    }

    func focusChanged() {
        handle(.focusMoved(focusTarget()))
    }

    /// The part of the layout that has keyboard focus.
    func focusTarget() -> FocusTarget? {
        guard let focused = window?.focusedWidget else { return nil }
        return widgets.focusRegions.first { focused.isInside($0.region) }?.target
    }

    func withOwnHandlersBlocked(_ body: () -> Void) {
        for handler in ownHandlers { handler.block() }
        defer { for handler in ownHandlers { handler.unblock() } }
        body()
    }
}

extension SplitLayout {
    var isStacked: Bool {
        if case .stacked = self { return true }
        return false
    }
}

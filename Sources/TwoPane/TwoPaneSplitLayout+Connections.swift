import TwoPaneGtk
import TwoPaneModel

/// Whether a signal handler of the layout runs while the layout renders.
enum DuringRender {
    /// Blocked: the render's own changes emit this signal (a selection it sets, a divider it
    /// moves, focus it gives), and they are not the user's.
    case blocked
    /// Delivered: only the user (or the frame clock) emits it, never a render.
    case delivered
}

/// Every signal the layout listens to, in one table: what it becomes, and whether it is
/// blocked while the layout renders (``DuringRender``), with the reason.
extension TwoPaneSplitLayout {
    func connectWidgets() {
        let list = widgets.list
        // Blocked: a render sets the list's selection.
        connect(
            .blocked,
            list.onSelectionChange { [weak self] position in
                guard let self else { return }
                self.probes.listSelectionReceived?()
                self.handle(.listSelectionChanged(position.flatMap(self.id(at:))))
            })
        // Blocked, as the selection it comes with: nothing a render does is a user activating a row.
        connect(
            .blocked,
            list.onActivate { [weak self] position in
                guard let self, let id = self.id(at: position) else { return }
                self.handle(.itemActivated(id))
            })
        // Delivered (cannot be blocked: a gesture's release): only a click.
        list.onRowClick { [weak self] position in
            // Expanded, the list's own selection already follows the click.
            guard let self, self.layoutState.isCollapsed, let id = self.id(at: position) else { return }
            self.handle(.itemActivated(id))
        }
        // Delivered: only a click, Enter or Space on the button.
        widgets.backButton.onClick { [weak self] in self?.handle(.backRequested) }
        if let searchEntry = widgets.searchEntry {
            // Delivered: a render never sets the field's text (the app does, through
            // `searchFieldText`, which searches at once).
            connect(.delivered, searchEntry.onSearchChanged { [weak self] in self?.searchChanged() })
            // Delivered: only Escape in the field. It clears it; in an empty field it goes back.
            connect(
                .delivered,
                searchEntry.onStopSearch { [weak self] in
                    guard let self else { return }
                    if self.searchFieldText.isEmpty { self.goBack() } else { self.searchFieldText = "" }
                })
        }
        // Blocked: a render sets the toggle to the model's visibility.
        connect(
            .blocked,
            widgets.sidebarToggle.onToggle { [weak self] visible in
                self?.handle(.sidebarVisibilityRequested(visible))
            })
        // Delivered: a state change *request* comes only from activating the action (a menu
        // item, F9 through the app's accelerator); a render sets the state directly.
        showSidebarAction.onStateChangeRequest { [weak self] visible in
            self?.handle(.sidebarVisibilityRequested(visible))
        }
        // Blocked: a render moves the dividers to the model's widths.
        connect(.blocked, widgets.paned.onPositionChange { [weak self] in self?.dividerMoved() })
        connect(.blocked, widgets.outerPaned.onPositionChange { [weak self] in self?.sidebarDividerMoved() })
        // Delivered: only a click.
        connect(.delivered, widgets.dismissGesture.onReleased { [weak self] _, x, _ in self?.overlayClicked(atX: x) })
        connectSidebar()
        // Delivered: only the mouse's back button; on release, as going back on the press
        // would hide the pressed widget mid-press (see ActivationOnRelease in TwoPaneGtk).
        connect(.delivered, widgets.backGesture.onReleased { [weak self] _, _, _ in self?.goBack() })
        // Delivered: the frame clock's allocation and layout pass drive the render itself.
        widgets.root.onAllocate { [weak self] width, _ in self?.allocated(width: width) }
        widgets.root.onLayoutPassDone { [weak self] in self?.layoutPassDone() }
        // Delivered: the touchpad's fingers (BackSwipeGesture connects its scroll controller).
    }

    /// Three columns: the sidebar list's selection, activation and clicks become model events.
    private func connectSidebar() {
        guard let sidebarList = widgets.sidebarList else { return }
        // Blocked: a render sets the sidebar's selection.
        connect(
            .blocked,
            sidebarList.onSelectionChange { [weak self] position in
                self?.handle(.sidebarSelectionChanged(position))
            })
        connect(
            .blocked,
            sidebarList.onActivate { [weak self] position in
                self?.handle(.sidebarItemActivated(position))
            })
        // Delivered (a gesture's release): only a click.
        sidebarList.onRowClick { [weak self] position in
            // Expanded, the sidebar's own selection already follows the click.
            guard let self, self.layoutState.isCollapsed else { return }
            self.handle(.sidebarItemActivated(position))
        }
    }

    /// The window's focus (``attach(to:)``). Blocked: a render gives focus; the model is told
    /// where it landed by the render itself.
    func connectWindow(_ window: Window) {
        let focusConnection = window.onFocusChange { [weak self] in self?.focusChanged() }
        connect(.blocked, focusConnection)
        windowConnections.append(focusConnection)
    }

    /// The bindings: the app's assignments are events, the model's values written back at the
    /// end of each render. Not signals: what the app assigns while a render writes back (from
    /// its observers) is handled after that render (``handle(_:rendering:)``).
    func bindValues() {
        bindings.bind(selection, assigned: { .selectionAssigned($0) }, modelValue: { $0.selection })
        if let sidebar {
            bindings.bind(
                sidebar.selection, assigned: { .sidebarSelectionAssigned($0) },
                modelValue: { $0.sidebarSelection })
        }
        if let columnVisibility {
            bindings.bind(
                columnVisibility, assigned: { .columnVisibilityAssigned($0) },
                modelValue: { $0.columnVisibility })
        }
        if let compactColumn {
            bindings.bind(compactColumn, assigned: { .compactColumnAssigned($0) }, modelValue: { $0.compactColumn })
        }
    }

    /// Keeps `connection`, blocked during renders when `during` says so.
    private func connect(_ during: DuringRender, _ connection: SignalConnection) {
        if during == .blocked {
            blockedDuringRender.append(connection)
        } else {
            deliveredDuringRender.append(connection)
        }
    }

    /// Runs `body` (a render's changes) with the handlers of the signals it emits blocked.
    func withOwnHandlersBlocked(_ body: () -> Void) {
        for handler in blockedDuringRender { handler.block() }
        defer { for handler in blockedDuringRender { handler.unblock() } }
        body()
    }
}

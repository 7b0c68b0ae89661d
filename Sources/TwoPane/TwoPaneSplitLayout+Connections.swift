import TwoPaneGtk
import TwoPaneModel

/// Whether a signal handler of the layout runs while the layout renders.
enum DuringRender {
    /// Blocked: the render's own changes emit this signal (a selection it sets, a divider it
    /// moves, focus it gives), and they are not the user's.
    case blocked
    /// Delivered: only the user, the frame clock or a slide the render started emits it, and
    /// its handler must run then.
    case delivered
}

/// Every signal, shortcut, frame callback and main-loop source the module listens to, in one
/// table: what command each sends, and whether it is blocked while the layout renders
/// (``DuringRender``), with the reason. `make test` checks that no `on…` call,
/// `g_signal_connect`, idle or after-paint callback in Sources/TwoPane is outside this file
/// (scripts/check-signal-table.sh). Handlers send commands (``LayoutCommand``) to the one
/// queue (``TwoPaneSplitLayout/send(_:)``), which holds what comes during a command or a
/// render until it is over.
extension TwoPaneSplitLayout {
    func connectWidgets() {
        let list = listColumn.list
        // Blocked: a render sets the list's selection.
        connect(.blocked, list.onSelectedRowsChange { [weak self] in self?.send(.listSelectionChanged) })
        // Blocked, as the selection it comes with: nothing a render does is a user activating a row.
        connect(
            .blocked,
            list.onActivate { [weak self] index in
                guard let self, let id = self.id(at: index) else { return }
                self.send(.event(.itemActivated(id)))
            })
        // Delivered: only a click (a gesture's release).
        connect(
            .delivered,
            list.onRowClick { [weak self] index in
                // Expanded, the list's own selection already follows the click.
                guard let self, self.layoutState.isCollapsed, let id = self.id(at: index) else { return }
                self.send(.event(.itemActivated(id)))
            })
        // Delivered: only a right-click, a long press, Shift+F10 or the Menu key on a row.
        connect(.delivered, list.onRowMenuRequest { [weak self] request in self?.send(.rowMenuRequested(request)) })
        // Delivered: only a click, Enter or Space on the button.
        connect(.delivered, headers.backButton.onClick { [weak self] in self?.send(.event(.backRequested)) })
        if let searchEntry = listColumn.searchEntry {
            // Delivered: a render never sets the field's text (the app does, through
            // `searchFieldText`, which searches at once).
            connect(.delivered, searchEntry.onSearchChanged { [weak self] in self?.send(.searchFieldChanged) })
            // Delivered: only Escape in the field. It clears the query and gives the list focus
            // (GNOME's search convention); in an empty field it goes back, if it can.
            connect(
                .delivered,
                searchEntry.onStopSearch { [weak self] in
                    guard let self else { return }
                    if self.searchFieldText.isEmpty, self.goBack(byEscape: true) { return }
                    self.searchFieldText = ""
                    self.send(.focusList)
                })
        }
        // Blocked: a render sets the toggle to the model's visibility.
        connect(
            .blocked,
            headers.sidebarToggle.onToggle { [weak self] visible in
                self?.send(.event(.sidebarVisibilityRequested(visible)))
            })
        // Delivered: a state change *request* comes only from activating the action (a menu
        // item, F9 through the app's accelerator); a render sets the state directly.
        connect(
            .delivered,
            showSidebarAction.onStateChangeRequest { [weak self] visible in
                self?.send(.event(.sidebarVisibilityRequested(visible)))
            })
        // Blocked: a render moves the dividers to the model's widths.
        connect(.blocked, structure.paned.onPositionChange { [weak self] in self?.send(.dividerMoved) })
        connect(.blocked, structure.outerPaned.onPositionChange { [weak self] in self?.send(.sidebarDividerMoved) })
        // Delivered: only a click.
        connect(
            .delivered, structure.dismissGesture.onReleased { [weak self] _, x, _ in self?.send(.overlayClicked(x: x)) }
        )
        connectSidebar()
        // Delivered: only the mouse's back button; on release, as going back on the press
        // would hide the pressed widget mid-press (see ActivationOnRelease in TwoPaneGtk).
        let backGesture = GestureClick(button: 8)
        structure.addController(backGesture)
        connect(.delivered, backGesture.onReleased { [weak self] _, _, _ in self?.goBack() })
        // Delivered: the frame clock's allocation and layout pass drive the render itself.
        connect(.delivered, structure.root.onAllocate { [weak self] width, _ in self?.send(.allocated(width: width)) })
        connect(.delivered, structure.root.onLayoutPassDone { [weak self] in self?.send(.layoutPassDone) })
        // Delivered: a slide a render starts must be reported busy while it runs.
        connect(.delivered, details.column.reportTransitionsAsBusy())
        connect(.delivered, structure.stack.reportTransitionsAsBusy())
        connectBackSwipe()
    }

    /// Three columns: the sidebar list's selection, activation and clicks become model events.
    private func connectSidebar() {
        guard let sidebarList = sidebarColumn?.list else { return }
        // Blocked: a render sets the sidebar's selection.
        connect(
            .blocked,
            sidebarList.onSelectionChange { [weak self] index in
                self?.send(.event(.sidebarSelectionChanged(index?.rawValue)))
            })
        connect(
            .blocked,
            sidebarList.onActivate { [weak self] index in
                self?.send(.event(.sidebarItemActivated(index.rawValue)))
            })
        // Delivered: only a click (a gesture's release).
        connect(
            .delivered,
            sidebarList.onRowClick { [weak self] index in
                // Expanded, the sidebar's own selection already follows the click.
                guard let self, self.layoutState.isCollapsed else { return }
                self.send(.event(.sidebarItemActivated(index.rawValue)))
            })
    }

    /// Delivered: only the touchpad's fingers, two of them moving sideways, and the frames
    /// of the page sliding the rest of the way once they lift.
    private func connectBackSwipe() {
        let scroll = backSwipe.scroll
        structure.addController(scroll)
        connect(.delivered, scroll.onBegin { [weak self] in self?.backSwipe.scrollBegan() })
        connect(.delivered, scroll.onScroll { [weak self] dx, dy in self?.backSwipe.scrolled(dx: dx, dy: dy) ?? false })
        connect(.delivered, scroll.onEnd { [weak self] in self?.backSwipe.scrollEnded() })
    }

    /// The frames of an animation of `widget`: `step` runs before each frame is drawn until it
    /// returns false. Delivered: the frame clock's.
    func connectFrames(of widget: Widget, _ step: @escaping @MainActor (Int64) -> Bool) {
        widget.runEachFrame(step)
    }

    /// Sends `command` once the next frame of the layout's window is painted; at once when the
    /// layout is in no window yet. The frame clock's: what the app is told of what the layout
    /// shows (``ShownColumnsReport``) waits until the user can see it.
    func sendAfterNextPaint(_ command: LayoutCommand<Item>) {
        let once = OneShot()
        once.connection = structure.root.onEveryPaint { [weak self] in
            once.connection?.disconnect()
            once.connection = nil
            self?.send(command)
        }
        if once.connection == nil { send(command) } else { structure.root.requestFrame() }
    }

    /// Sends `command` once the main loop is idle: after input, drawing and the main actor's
    /// jobs. A search's next step (each takes a few milliseconds, and keys and frames come
    /// first, L18), the row a search kept going once the click that chose another is over, focus
    /// back to a row once its closed menu's action ran, and the accessibility work a crossing
    /// leaves for after its frame.
    func sendWhenIdle(_ command: LayoutCommand<Item>) {
        MainLoop.whenIdle { [weak self] in self?.send(command) }
    }

    /// The keyboard shortcuts, installed by ``attach(to:)``. Delivered: only keys. F9 toggles
    /// the sidebar, Ctrl+F focuses the search field, Escape (while ``popsOnEscape``) and
    /// Alt+Left (Alt+Right in right-to-left) go back.
    func connectShortcuts() {
        let root = structure.root
        root.addShortcut("F9") { [weak self] in self?.toggleSidebar() ?? false }
        root.addShortcut("<Control>f") { [weak self] in self?.focusSearchField() ?? false }
        root.addShortcut("Escape") { [weak self] in self?.goBack(byEscape: true) ?? false }
        root.addShortcut("<Alt>Left") { [weak self] in
            guard let self, !self.structure.root.isRightToLeft else { return false }
            return self.goBack()
        }
        root.addShortcut("<Alt>Right") { [weak self] in
            guard let self, self.structure.root.isRightToLeft else { return false }
            return self.goBack()
        }
    }

    /// The window's focus (``attach(to:)``). Blocked: a render gives focus; the model is told
    /// where it landed by the render itself.
    func connectWindow(_ window: Window) {
        connections.attach(to: window, hearing: window.onFocusChange { [weak self] in self?.send(.focusChanged) })
    }

    /// The bindings: the app's assignments are events, the model's values written back at the
    /// end of each render. Not signals: what the app assigns while a render writes back (from
    /// its observers) is handled after that render (``send(_:)``).
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

    /// A row's menu, just made for the row of `id`: its closing.
    func connectClosing(of popover: PopoverMenu, rowID id: ID) {
        // Delivered: only the menu closing (an item chosen, Escape, a click elsewhere).
        // On idle: once the item has run its action, outside the menu's own signals.
        connect(.delivered, popover.onClosed { [weak self] in self?.sendWhenIdle(.focusRowOfClosedMenu(id)) })
    }

    /// Keeps `connection` blocked during renders when `during` says so. A delivered one needs
    /// no keeping: it lives as long as its object.
    private func connect(_ during: DuringRender, _ connection: SignalConnection) {
        if during == .blocked { connections.blockDuringRenders(connection) }
    }

    /// Runs `body` (a render's changes) with the handlers of the signals it emits blocked.
    func withOwnHandlersBlocked(_ body: () -> Void) {
        connections.withBlocked(body)
    }
}

extension SplitLayoutStateStore {
    /// Delivered: the window's closing saves the remembered layout.
    func connectClosing(of window: Window) -> SignalConnection {
        window.onCloseRequest { [weak self] in self?.save() }
    }
}

/// A connection that disconnects itself the first time its handler runs.
@MainActor
private final class OneShot {
    var connection: SignalConnection?
}

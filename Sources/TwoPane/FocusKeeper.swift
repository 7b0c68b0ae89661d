import TwoPaneGtk
import TwoPaneModel

/// Keyboard focus across renders (L13) and what a screen-reader user is told (L14): focus
/// leaves a part before it is hidden, moved where GTK would lose track of it, or replaced;
/// it goes back to the same widget when that is still shown, else where the model says,
/// once a frame has laid out what was just shown; and the changes focus does not show
/// ("Sidebar hidden", "Nothing selected") are said through the focused widget.
///
/// It has no widgets of its own: it looks at the parts' widgets (``FocusParts``), gives them
/// focus, and asks the structure for a layout pass when focus must wait for one.
@MainActor
final class FocusKeeper {
    private let parts: FocusParts
    private let queueLayoutPass: @MainActor () -> Void
    /// Focus the last render could not give yet: given after the next layout pass.
    private(set) var pendingFocus: FocusTarget?
    private var hasPlacedInitialFocus = false
    /// Whether focus was given back since the last render, and to a row on screen.
    private var hasGivenBack = false
    private var givesBackToARowOnScreen = false
    /// Whether the pending focus gives back focus GTK dropped on a container (``giveBack(_:)``),
    /// not focus a render moved.
    private var isGivingBack = false
    /// What the last render showed that a screen reader is told about when it changes.
    private var announced: (leadingColumnVisible: Bool, placeholder: Bool, collapsed: Bool)?
    /// What to tell a screen-reader user once focus has settled.
    private var pendingAnnouncement: String?
    /// The last announcement made, and how many were made (for tests).
    private(set) var lastAnnouncement: String?
    private(set) var announcementCount = 0

    init(parts: FocusParts, queueLayoutPass: @escaping @MainActor () -> Void) {
        self.parts = parts
        self.queueLayoutPass = queueLayoutPass
    }

    /// The part of the layout that has keyboard focus in `window`.
    func focusedPart(in window: Window?) -> FocusTarget? {
        guard let focused = window?.focusedWidget else { return nil }
        return parts.focusRegions.first { focused.isInside($0.region) }?.target
    }

    /// Takes focus off a part about to be hidden or replaced (`leavingDetail`), or off a
    /// column GTK's paned would lose track of (`givingUpFocus`), before GTK sees a focused
    /// widget disappear: it would keep it focused off screen, or warn that a GtkPaned lost
    /// track of its focus child.
    func release<ID>(
        _ focused: FocusedWidget?, in window: Window?, hiddenIn state: SplitLayoutState<ID>,
        givingUpFocus: [Widget], leavingDetail: Bool
    ) {
        guard let focused else { return }
        if givingUpFocus.contains(where: { focused.isInside($0) }) || leavingDetail {
            window?.clearFocus()
            return
        }
        for (target, region) in parts.focusRegions where focused.isInside(region) && !state.isShown(target) {
            window?.clearFocus()
            return
        }
    }

    /// Focus stays on the same widget if it is still shown, else goes to `target`'s part
    /// (`topDetailPage` for the detail) once this frame has laid it out. `inPlace`: no column
    /// moved. A row of the list that still has focus then keeps it untouched: grabbing a row's
    /// focus again anchors GTK's view on that row, and rows changing around it would then
    /// move what the user reads where a plain list keeps it (L17).
    func restore(
        _ remembered: FocusedWidget?, to target: FocusTarget?, in window: Window?, topDetailPage: Widget,
        inPlace: Bool
    ) {
        guard let target else { return }
        let part = region(of: target)
        if let remembered, inPlace, remembered.isFocused, remembered.isInside(parts.list) { return }
        // Back and the toggle sit in the header of whichever page shows them (the one Back
        // button moves from page to page): focus on them stays only where the model puts it
        // on them, never because a page it moved to is the target's (L24).
        if let remembered, remembered.isInside(part), !isOnAHeaderControl(remembered) || isAHeaderControl(part),
            remembered.restoreIfShown()
        {
            return
        }
        // Not `part.containsFocus`: GTK keeps that flag on a part whose focused child is gone.
        // And the part's own widget: a stack showing a page focuses its first focusable
        // widget (the search field), which is not where focus goes back to (L13).
        if window?.focusedWidget?.isInside(widget(for: target, topDetailPage: topDetailPage)) == true { return }
        // Focus moves once this frame has laid out and mapped what was just shown: GTK does
        // not focus a widget it has not laid out, and tells assistive technologies about
        // the focus of a widget only once it is realized.
        pendingFocus = target
        isGivingBack = false
        queueLayoutPass()
    }

    private func isOnAHeaderControl(_ focused: FocusedWidget) -> Bool {
        focused.isInside(parts.backButton) || focused.isInside(parts.sidebarToggle)
    }

    private func isAHeaderControl(_ part: Widget) -> Bool {
        part === parts.backButton || part === parts.sidebarToggle
    }

    /// Gives `target`'s part the focus again once the frame is laid out: GTK moved it onto
    /// one of the layout's own containers (a paned, the stack), having lost the widget that
    /// had it (a row scrolled out of view, in a list that moved to another parent). The list
    /// gives it to a row on screen. Once until the next render: whether it will.
    func giveBack(_ target: FocusTarget) -> Bool {
        guard !hasGivenBack else { return false }
        hasGivenBack = true
        givesBackToARowOnScreen = target == .list
        pendingFocus = target
        isGivingBack = true
        queueLayoutPass()
        return true
    }

    /// A render happened: focus may be given back again.
    func rendered() { hasGivenBack = false }

    /// Whether `focused` is one of the layout's own containers (inside its root, in no part).
    func isOnAContainer(_ focused: FocusedWidget) -> Bool {
        focused.isInside(parts.root) && !parts.focusRegions.contains { focused.isInside($0.region) }
    }

    /// Gives the focus the last render could not, now that the frame is laid out, to the
    /// part the model wants or the next shown part that takes focus; whether there was any.
    /// Focus GTK had dropped on a container and that is off it by now (`focused`: a row's
    /// menu, closing, gives its row the focus back) stays where it is.
    func givePendingFocus<ID>(
        shownIn state: SplitLayoutState<ID>, topDetailPage: Widget, focused: FocusedWidget?
    ) -> Bool {
        guard let target = pendingFocus else { return false }
        pendingFocus = nil
        let givingBack = isGivingBack
        let toARowOnScreen = givesBackToARowOnScreen
        isGivingBack = false
        givesBackToARowOnScreen = false
        if givingBack, let focused, !isOnAContainer(focused) { return false }
        if toARowOnScreen, target == .list, state.isShown(.list), parts.list.focusFirstRowOnScreen() { return true }
        grabFocus(in: target, shownIn: state, topDetailPage: topDetailPage)
        return true
    }

    /// GTK gives a new window's focus to its first focusable widget: the search field when
    /// there is one, or a header's button; a GNOME list starts focused on the list (three
    /// columns: on the sidebar's row, where Tab from the window's start reaches). Once, at
    /// the first layout pass. (Which widget GTK picks depends on what its first layout has
    /// shown: libadwaita's look picks a header's button where GTK's picks a row.)
    func placeInitialFocus(in window: Window?, listShown: Bool, sidebarShown: Bool) {
        guard !hasPlacedInitialFocus, let window else { return }
        hasPlacedInitialFocus = true
        // Where GTK put it: nowhere, the search field, or a button of a column's header (the
        // first focusable widgets, GTK 4.18 focuses the sidebar toggle). The app's own choice
        // anywhere else stays.
        let onAStart = window.focusedWidget.map { focused in
            parts.searchEntry.map(focused.isInside) == true || parts.headerBars.contains { focused.isInside($0) }
        }
        guard onAStart ?? true else { return }
        if sidebarShown, let sidebarList = parts.sidebarList {
            sidebarList.focusAsTabDoes()
        } else if listShown {
            parts.list.takeFirstFocus()
        }
    }

    /// Focuses `target`'s part, or the next shown part that takes focus.
    private func grabFocus<ID>(in target: FocusTarget, shownIn state: SplitLayoutState<ID>, topDetailPage: Widget) {
        let fallbacks: [FocusTarget] = [target, .list, .sidebar, .detail, .backButton, .sidebarToggle]
        for candidate in fallbacks where state.isShown(candidate) {
            if widget(for: candidate, topDetailPage: topDetailPage).grabFocus() { return }
        }
    }

    /// Everything that counts as `target`'s part: focus anywhere inside stays there.
    private func region(of target: FocusTarget) -> Widget {
        parts.focusRegions.first { $0.target == target }?.region ?? parts.focusRegions[0].region
    }

    /// The widget that takes focus for `target`.
    private func widget(for target: FocusTarget, topDetailPage: Widget) -> Widget {
        switch target {
        case .list: parts.list
        case .sidebar: parts.sidebarList ?? parts.list
        case .detail: topDetailPage
        case .backButton: parts.backButton
        case .sidebarToggle: parts.sidebarToggle
        }
    }

    // MARK: announcements

    /// Notes what a screen-reader user must be told after rendering `state`: the sidebar
    /// shown or hidden by the toggle (F9, the menu, the app), and the placeholder replacing a
    /// detail (Done, the selection cleared). Crossing the breakpoint announces nothing: focus
    /// moving says enough. Said once focus has settled (``deliverAnnouncement(in:)``).
    func noteChanges(leadingColumnVisible: Bool, placeholder: Bool, placeholderTitle: String, collapsed: Bool) {
        let shown = (leadingColumnVisible: leadingColumnVisible, placeholder: placeholder, collapsed: collapsed)
        defer { announced = shown }
        guard let before = announced, !collapsed, !before.collapsed else { return }
        var parts: [String] = []
        if before.leadingColumnVisible != shown.leadingColumnVisible {
            parts.append(shown.leadingColumnVisible ? localized("Sidebar shown") : localized("Sidebar hidden"))
        }
        if shown.placeholder && !before.placeholder { parts.append(placeholderTitle) }
        if !parts.isEmpty { announce(parts.joined(separator: ". ")) }
    }

    /// Says `text` once focus has settled after the next render (a list starting to load),
    /// after what is already to be said then ("No results. Select a Message").
    func announce(_ text: String) {
        pendingAnnouncement = pendingAnnouncement.map { $0 == text ? $0 : "\($0). \(text)" } ?? text
    }

    /// Says the pending announcement through the widget with focus (GTK 4.8 cannot announce
    /// otherwise); with no focus in the window, nothing is said.
    func deliverAnnouncement(in window: Window?) {
        guard let text = pendingAnnouncement else { return }
        pendingAnnouncement = nil
        guard let focused = window?.focusedWidget else { return }
        focused.announce(text)
        lastAnnouncement = text
        announcementCount += 1
    }
}

/// The widgets focus goes to, and the part of the layout each counts as: looked at and
/// focused, never changed, by ``FocusKeeper``.
@MainActor
struct FocusParts {
    /// Everything the layout shows.
    let root: Widget
    let list: ListView
    let sidebarList: ListView?
    let searchEntry: SearchEntry?
    let backButton: Widget
    let sidebarToggle: Widget
    /// Each column's header bar (L20).
    let headerBars: [Widget]
    /// Each part keyboard focus can be in, with everything that counts as inside it, in the
    /// order a focused widget is looked up.
    let focusRegions: [(target: FocusTarget, region: Widget)]

    init(
        structure: ColumnStructure<some Hashable & Sendable>, list: ListColumn, sidebar: SidebarColumn?,
        headers: ColumnHeaders
    ) {
        root = structure.root
        self.list = list.list
        sidebarList = sidebar?.list
        searchEntry = list.searchEntry
        backButton = headers.backButton
        sidebarToggle = headers.sidebarToggle
        headerBars = headers.pages.map(\.page.bar)
        // Back and the toggle first: they sit in a column's header, inside its page.
        let sidebarRegions: [(FocusTarget, Widget)] = structure.widget(of: .sidebar).map { [(.sidebar, $0)] } ?? []
        focusRegions =
            [(.backButton, headers.backButton), (.sidebarToggle, headers.sidebarToggle)]
            + [(.list, structure.widget(of: .list) ?? list.column)] + sidebarRegions
            + [(.detail, structure.widget(of: .detail) ?? list.column)]
    }
}

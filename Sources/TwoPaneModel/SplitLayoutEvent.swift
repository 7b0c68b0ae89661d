/// Something that happened to a split layout, named for what happened.
///
/// Events are the only way its state changes: see ``SplitLayoutState/handle(_:)``.
public enum SplitLayoutEvent<ID: Hashable & Sendable>: Equatable, Sendable {
    /// The layout was allocated this width, in pixels.
    case widthChanged(Int)
    /// The desktop's text size changed: a breakpoint in ``LengthUnit/sp`` is now this many
    /// pixels per unit (1 at the normal size). The width is compared with the moved
    /// breakpoints at once, with the same hysteresis as a new width.
    case textScaleChanged(Double)
    /// The list's selection changed under the user's pointer or arrow keys (`nil`: unselected).
    /// Expanded, the detail follows; collapsed, arrow keys only move focus (L6).
    case listSelectionChanged(ID?)
    /// A row was activated by Enter or a click: it opens the detail (L6).
    case itemActivated(ID)
    /// The user asked to go back: a back button, Escape, Alt+Left, the mouse back button (L5).
    /// A page pushed on the detail goes first; then a collapsed layout pops one column.
    case backRequested
    /// The app set the selection from code; `nil` clears it (L10).
    case selectionAssigned(ID?)
    /// The user asked to show or hide the sidebar: its toggle or F9 (L11).
    case sidebarVisibilityRequested(Bool)
    /// The app set which columns an expanded layout shows.
    case columnVisibilityAssigned(ColumnVisibility)
    /// The app chose the column a collapsed layout shows; a column that cannot be shown yet
    /// (the detail with nothing selected) gives the deepest one that can.
    case compactColumnAssigned(SplitColumn)
    /// The app's items changed; ids are unique (a repeated id stands for its first
    /// position) (L12).
    case itemsChanged(SplitLayoutItems<ID>)
    /// The user dragged the divider so the list column is this wide (L2).
    case dividerMoved(Int)
    /// The user dragged the sidebar's divider so the sidebar column is this wide.
    case sidebarDividerMoved(Int)
    /// Keyboard focus moved into this part of the layout, or out of it (`nil`).
    case focusMoved(FocusTarget?)
    /// Three columns: the sidebar's selection (a row position) changed under the user's
    /// pointer or arrow keys. Expanded, the list follows; collapsed, only focus moves.
    case sidebarSelectionChanged(Int?)
    /// Three columns: a sidebar row was activated by Enter or a click: it opens the list.
    case sidebarItemActivated(Int)
    /// Three columns: the app set the sidebar's selection from code; `nil` clears it and a
    /// collapsed layout pops back to the sidebar.
    case sidebarSelectionAssigned(Int?)
    /// Three columns: the sidebar's rows changed under the app's live data; the chosen row
    /// is now at this position (`nil`: it is gone). Nothing moves: no page opens or closes.
    case sidebarRowsChanged(Int?)
    /// The app pushed a page on the selected item's detail (drill-down).
    case detailPagePushed
    /// The app popped the top page off the detail.
    case detailPagePopped
    /// The user dismissed the columns overlaying the detail: Escape or a click outside them.
    case overlayDismissed
}

/// Something that happened to a split layout, named for what happened.
///
/// Events are the only way its state changes: see ``SplitLayoutState/handle(_:)``.
public enum SplitLayoutEvent<ID: Hashable & Sendable>: Equatable, Sendable {
    /// The layout was allocated this width, in pixels.
    case widthChanged(Int)
    /// The list's selection changed under the user's pointer or arrow keys (`nil`: unselected).
    /// Expanded, the detail follows; collapsed, arrow keys only move focus (L6).
    case listSelectionChanged(ID?)
    /// A row was activated by Enter or a click: it opens the detail (L6).
    case itemActivated(ID)
    /// The user asked to go back: a back button, Escape, Alt+Left, the mouse back button (L5).
    case backRequested
    /// The app set the selection from code; `nil` clears it (L10).
    case selectionAssigned(ID?)
    /// The user asked to show or hide the sidebar: its toggle or F9 (L11).
    case sidebarVisibilityRequested(Bool)
    /// The app's items changed; ids are unique (a repeated id keeps its first place) (L12).
    case itemsChanged([ID])
    /// The user dragged the divider so the list column is this wide (L2).
    case dividerMoved(Int)
    /// Keyboard focus moved into this part of the layout, or out of it (`nil`).
    case focusMoved(FocusTarget?)
}

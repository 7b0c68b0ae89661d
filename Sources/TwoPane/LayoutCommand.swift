import TwoPaneGtk
import TwoPaneModel

/// Everything the layout is asked to do, as a value: what the user did (a GTK signal, a
/// shortcut), what the app asked (its API), what the main loop brings back (an idle step, a
/// painted frame) and what a task found. Each goes through the one queue
/// (``CommandQueue``) and is performed by one switch (``TwoPaneSplitLayout/perform(_:)``);
/// which runs first after a click is the order they were sent in.
enum LayoutCommand<Item: Identifiable & Hashable> where Item.ID: Sendable {
    typealias ID = Item.ID

    // The model's events.
    /// A model event: the user's, or an assignment to one of the app's bound values.
    case event(SplitLayoutEvent<ID>)
    /// Something the model does not hold changed how it is shown (a title, the list's state,
    /// the placeholder, the primary menu): render again.
    case render

    // The user, through GTK (the signal table, TwoPaneSplitLayout+Connections.swift).
    /// The list's selection changed (a click, Ctrl+click, Shift+arrows, Ctrl+A).
    case listSelectionChanged
    /// Keyboard focus moved in the window.
    case focusChanged
    /// A divider was dragged: the list's, or the sidebar's.
    case dividerMoved
    case sidebarDividerMoved
    /// A click released at `x` while columns are drawn over the detail.
    case overlayClicked(x: Double)
    /// Escape with several items selected side by side: none is.
    case severalCleared
    /// A row's menu asked for (right-click, long press, Shift+F10, the Menu key).
    case rowMenuRequested(RowMenuRequest)
    /// The search field's text changed, once typing paused; Escape in it, once cleared.
    case searchFieldChanged
    case focusList

    // The frame clock and the main loop (named in the signal table).
    /// The root's width (and text scale) as its size allocation gives it.
    case allocated(width: Int)
    /// The frame's layout pass is over.
    case layoutPassDone
    /// Idle: the search's next step.
    case searchStep
    /// Idle: the row a search kept for the item that was open goes, once another is open.
    case dropKeptOpenRow
    /// Idle: a row's menu closed; focus goes back to its row.
    case focusRowOfClosedMenu(ID)
    /// Idle after a crossing: the pages titled, focus that moved given again.
    case finishCrossingForAssistiveTechnologies(FocusedWidget?)
    /// After a paint: the app told what the layout shows.
    case tellShownColumns

    // The app, through the layout's API.
    /// New items, with the changes the app told, if it did; `endingLoad`: the app's own
    /// items, which end a load under way.
    case setItems(LayoutItems<Item>, changes: [ItemsChange]?, endingLoad: Bool)
    /// A load of the items starts (``TwoPaneSplitLayout/loadItems(keepingItems:loading:failure:_:)``).
    case startLoad(ItemsLoadRequest<Item>)
    /// The load numbered `number` ended with these items or this error.
    case loadEnded(ItemsLoadRequest<Item>, number: Int, Result<LayoutItems<Item>, any Error>)
    /// The app's search was set or cleared.
    case appSearchChanged
    /// The app's search run numbered `run` returned for `query`, or threw.
    case appSearchFound(run: Int, query: String, [Item])
    case appSearchFailed(run: Int, any Error)
    /// The app assigned its set of selected ids.
    case severalAssigned(Set<ID>)
    /// The sidebar's rows change: `change` takes the new items and says how the rows moved.
    case sidebarRowsChange(@MainActor () -> (ItemsEdit, Int?))
    /// A page pushed on the detail, as a widget or by value; the whole path set.
    case pushPage(Widget, title: String)
    case pushValue(AnyHashable)
    case setDetailPath([AnyHashable])
}

extension LayoutCommand {
    /// Whether the command only asks for a render.
    var onlyRenders: Bool {
        if case .render = self { return true }
        return false
    }
}

/// A load of the items as the app asked for it: what it runs, and what it shows meanwhile and
/// if it fails. Sent again by Try Again.
struct ItemsLoadRequest<Item: Identifiable & Hashable> where Item.ID: Sendable {
    let keepingItems: Bool
    let loading: ContentUnavailable?
    let failure: (@MainActor (any Error) -> ContentUnavailable)?
    let load: @MainActor () async throws -> LayoutItems<Item>
}

import TwoPaneGtk
import TwoPaneModel

/// Commands in, one render out: every command, from GTK, the app, the main loop or a task,
/// is sent to the one queue (``CommandQueue``) and performed here, one at a time; a command
/// that changes what is shown asks for a render, which the queue runs once it is performed.
extension TwoPaneSplitLayout {
    /// Sends `command` to the queue: performed now, or after the command or render under way.
    func send(_ command: LayoutCommand<Item>) {
        queue.send(command)
    }

    /// Performs one command (the queue calls it, never while a render is under way).
    func perform(_ command: LayoutCommand<Item>) {
        switch command {
        case .event(let event): apply(event)
        case .render: queue.setNeedsRender()
        case .listSelectionChanged: listSelectionChanged()
        case .focusChanged: focusChanged()
        case .dividerMoved: dividerMoved()
        case .sidebarDividerMoved: sidebarDividerMoved()
        case .overlayClicked(let x): overlayClicked(atX: x)
        case .severalCleared: clearSeveral()
        case .rowMenuRequested(let request): openRowMenu(for: request)
        case .searchFieldChanged: searchChanged()
        case .focusList: focusList()
        case .allocated(let width): allocated(width: width)
        case .layoutPassDone: layoutPassDone()
        case .searchStep: takeSearchStep()
        case .dropKeptOpenRow: dropKeptOpenRow()
        case .focusRowOfClosedMenu(let id): focusRow(ofClosedMenu: id)
        case .finishCrossingForAssistiveTechnologies(let moved): finishCrossingForAssistiveTechnologies(moved)
        case .tellShownColumns: shownReport.tell(layoutState.shownColumns)
        case .setItems(let items, let changes, let endingLoad):
            setItems(items, changes: changes, endingLoad: endingLoad)
        case .startLoad(let request): startLoad(request)
        case .loadEnded(let request, let number, let result):
            if status.load?.number == number { loadEnded(request, result) }
        case .appSearchChanged: appSearchChanged()
        case .appSearchFound(let run, let query, let items):
            if appSearch.isLatest(run) { appSearchFound(items, for: query) }
        case .appSearchFailed(let run, let error):
            if appSearch.isLatest(run) { appSearchFailed(error) }
        case .severalAssigned(let ids): assignSeveral(ids)
        case .sidebarRowsChange(let change): changeSidebarRows(change)
        case .pushPage(let page, let title): pushPage(page, title: title)
        case .pushValue(let value): push(value)
        case .setDetailPath(let path): setDetailPath(path)
        }
    }

    /// Renders (the queue calls it), then tells the model where focus landed when that is not
    /// where it put it.
    func renderAndHearFocus() {
        if let landed = render() { apply(landed, rendering: .byCaller) }
    }

    /// How many renders the layout has run (for tests: one per command that changes what is
    /// shown).
    package var renderCount: Int { queue.renderCount }
}

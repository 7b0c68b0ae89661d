import TwoPaneGtk
import TwoPaneModel

/// Drill-down: pages the app pushes on the selected item's detail, in wide and collapsed
/// layouts alike. Back (the button, Escape, Alt+Left, the mouse back button) pops one page at
/// a time; selecting another item starts the detail over.
///
/// ```swift
/// let stages = StagesView(trail) { stage in layout.pushDetailPage(StageView(stage), title: stage.name) }
/// layout.pushDetailPage(stages, title: "Stages")
/// ```
extension TwoPaneSplitLayout {
    /// Pushes `page` on the selected item's detail, titled `title` in the header; it slides
    /// in and the back button shows. With nothing selected there is no detail to push on.
    /// Called while the layout renders (from a detail builder, say), the page is pushed once
    /// the render is over.
    public func pushDetailPage(_ page: Widget, title: String) {
        send(.pushPage(page, title: title))
    }

    /// Pushes `page` now, if an item is selected.
    func pushPage(_ page: Widget, title: String) {
        guard layoutState.selection != nil else { return }
        details.push(page, title: title)
        apply(.detailPagePushed)
    }

    /// Pops the top page off the detail, as Back would.
    public func popDetailPage() {
        send(.event(.detailPagePopped))
    }

    /// The titles of the pages pushed on the detail, bottom first.
    public var detailPageTitles: [String] { details.pages.map(\.title) }
}

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
    public func pushDetailPage(_ page: Widget, title: String) {
        guard layoutState.selection != nil else { return }
        detailPages.append(DetailPage(title: title, widget: page))
        handle(.detailPagePushed)
    }

    /// Pops the top page off the detail, as Back would.
    public func popDetailPage() {
        handle(.detailPagePopped)
    }

    /// The titles of the pages pushed on the detail, bottom first.
    public var detailPageTitles: [String] { detailPages.map(\.title) }

    /// The page shown at the top of the detail column: the top pushed page, else the root.
    var topDetailPage: Widget { detailPages.last?.widget ?? widgets.detailHost }

    /// Keeps the detail column's pages in step with the model: a pushed page slides in, the
    /// pages the model popped (Back, another selection) go, and the pages under the top are
    /// hidden for real (L14).
    func renderDetailPages(depth: Int) {
        let column = widgets.detailColumn
        var popped: [Widget] = []
        while detailPages.count > depth { popped.append(detailPages.removeLast().widget) }
        let top = topDetailPage
        for page in detailPages.map(\.widget) where !page.isChild(of: column) {
            page.expandsHorizontally = true
            page.expandsVertically = true
            column.addPage(page)
        }
        top.isVisible = true
        column.visibleChild = top // slides: a later page in from the trailing edge, an earlier one back
        for page in [widgets.detailHost] + detailPages.map(\.widget) where page !== top {
            page.isVisible = false
        }
        for page in popped { column.removePage(page) }
    }

    /// The header title of the page at `depth` (1 is the first pushed).
    func detailPageTitle(at depth: Int) -> String? {
        depth >= 1 && depth <= detailPages.count ? detailPages[depth - 1].title : nil
    }
}

/// A page pushed on the detail, and its title.
struct DetailPage {
    let title: String
    let widget: Widget
}

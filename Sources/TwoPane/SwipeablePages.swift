import TwoPaneGtk

/// A part with a stack of pages a back swipe can drag: the collapsed layout's stack
/// (``ColumnStructure``) or the detail's pushed pages (``DetailColumnContent``). The part alone
/// shows its pages, so a swipe asks it to.
@MainActor
protocol SwipeablePages: AnyObject {
    /// The part's stack of pages.
    var pageStack: Stack { get }
    /// The stack's page that shows `page` (the page itself, or the stack's page holding it).
    func stackPage(showing page: Widget) -> Widget
}

extension SwipeablePages {
    /// A swipe began: `below`, the page Back goes to, shows at once under the page dragged.
    func revealForSwipe(_ below: Widget) {
        below.isVisible = true
        pageStack.showWithoutSliding(stackPage(showing: below))
    }

    /// A swipe was cancelled: `page` shows again at once, and `below` as it was.
    func cancelSwipe(showing page: Widget, below: Widget, belowWasVisible: Bool) {
        pageStack.showWithoutSliding(stackPage(showing: page))
        below.isVisible = belowWasVisible
    }
}

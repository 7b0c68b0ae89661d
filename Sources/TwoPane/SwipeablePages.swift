import TwoPaneGtk

/// A part with a stack of pages a back swipe can drag: the collapsed layout's stack
/// (``ColumnStructure``) or the detail's pushed pages (``DetailColumnContent``). The part alone
/// shows its pages, so a swipe asks it to.
@MainActor
protocol SwipeablePages: AnyObject {
    /// A swipe began: `below`, the page Back goes to, shows at once under `page`, the page
    /// dragged (its image drawn over it).
    func revealForSwipe(_ below: Widget, under page: Widget)
    /// A swipe was cancelled: `page` shows again at once, and `below` as it was.
    func cancelSwipe(showing page: Widget, below: Widget, belowWasVisible: Bool)
}

import Glibc
import TwoPaneGtk
import TwoPaneModel

/// The page a back swipe now would drag, the page Back shows, and the part whose pages they
/// are, which alone shows them.
struct BackSwipeTarget {
    let pages: any SwipeablePages
    let page: Widget
    let below: Widget
}

/// A back swipe under way: the page being dragged toward the trailing edge (its image, in
/// ``BackSwipeGesture``'s sliding page), the page it goes back to, shown underneath, and how
/// far it has gone.
struct BackSwipe {
    let pages: any SwipeablePages
    let page: Widget
    let pageBelow: Widget
    let pageBelowWasVisible: Bool
    let focus: FocusedWidget?
    let width: Double
    /// 0 … 1 of the page's width.
    var progress = 0.0
    /// Widths per second toward the trailing edge, from the last two scrolls.
    var velocity = 0.0
    var lastScrollTime: UInt32

    /// How far the fingers travel before a sequence counts as a swipe or a scroll, in px.
    static let decisionDistance = 12.0
    /// Fingers resting this long (ms) before they lift have no speed left.
    static let restingTime: UInt32 = 100
    /// A release this fast toward the trailing edge (widths per second) goes back anyway.
    static let flickVelocity = 1.2
}

/// Where a touchpad scroll sequence stands as a back swipe.
enum BackSwipeScroll {
    /// No sequence of fingers.
    case idle
    /// Fingers moving, not far enough yet to tell a sideways swipe from a scroll.
    case undecided(dx: Double, dy: Double)
    case swiping
    /// A scroll, or a swipe away from Back: the children have it.
    case ignored
}

/// Back by swiping, as in GNOME and iOS: two fingers on the touchpad moving toward the
/// trailing edge (rightwards, leftwards right to left) drag the page away and reveal the one
/// Back goes to; released past half way, or flicked, Back happens; released early, the page
/// slides back. On a collapsed layout's detail (or list, with three columns) and on a page
/// pushed on the detail.
///
/// This part builds the touchpad's scroll controller and the sliding page image, and alone
/// changes the image; the pages it drags belong to other parts, which it asks to show them
/// (``SwipeablePages``). The layout's signal table connects the scroll controller's signals
/// and the animation's frames to it.
@MainActor
final class BackSwipeGesture {
    /// What the gesture needs from the layout: the page a swipe now would drag (nil: none),
    /// the window, running changes with the layout's render-time handlers blocked, Back,
    /// drawing the sliding page over the columns, and the animation's frames.
    struct Layout {
        let target: @MainActor () -> BackSwipeTarget?
        let window: @MainActor () -> Window?
        let isRightToLeft: @MainActor () -> Bool
        let withHandlersBlocked: @MainActor (() -> Void) -> Void
        let goBack: @MainActor () -> Void
        let addLayer: @MainActor (Widget) -> Void
        /// Calls its argument with each frame's time until it returns false.
        let eachFrame: @MainActor (_ of: Widget, _ step: @escaping @MainActor (Int64) -> Bool) -> Void
    }

    /// Two-finger touchpad scrolls: a sideways one toward the trailing edge is a back swipe.
    let scroll = EventControllerScroll()
    private let layout: Layout
    /// The page a back swipe drags, drawn over the page it goes back to; made by the first
    /// swipe.
    private(set) lazy var slidingPage: SlidingPageImage = {
        let image = SlidingPageImage()
        layout.addLayer(image)
        return image
    }()
    /// The swipe under way, if any.
    private(set) var swipe: BackSwipe?
    /// Where the touchpad's current scroll sequence stands.
    private var scrollState = BackSwipeScroll.idle

    init(layout: Layout) {
        self.layout = layout
    }

    /// A sequence of scrolls began: from fingers on a touchpad, it may become a swipe.
    func scrollBegan() {
        if scroll.isFromFingers { fingersDown() } else { scrollState = .ignored }
    }

    /// Fingers touched the touchpad: what they do next may be a swipe.
    func fingersDown() {
        scrollState = .undecided(dx: 0, dy: 0)
    }

    /// The fingers moved by `dx`, `dy` (the scroll's units); whether the swipe took them.
    func scrolled(dx: Double, dy: Double) -> Bool {
        let scale = scroll.pixelsPerUnit
        return fingersMoved(dx: dx * scale, dy: dy * scale, at: scroll.eventTime)
    }

    /// The sequence of scrolls ended: the fingers lifted.
    func scrollEnded() { fingersLifted(at: scroll.eventTime) }

    /// The fingers moved by `dx`, `dy` pixels at `time` (milliseconds); whether the swipe
    /// took them.
    func fingersMoved(dx: Double, dy: Double, at time: UInt32) -> Bool {
        let towardBack = layout.isRightToLeft() ? dx : -dx
        switch scrollState {
        case .idle, .ignored:
            return false
        case .undecided(let sumX, let sumY):
            let (x, y) = (sumX + dx, sumY + dy)
            guard hypot(x, y) >= BackSwipe.decisionDistance else {
                scrollState = .undecided(dx: x, dy: y)
                return false
            }
            let travel = layout.isRightToLeft() ? x : -x
            guard abs(x) > abs(y), travel > 0, beginBackSwipe(at: time) else {
                scrollState = .ignored
                return false
            }
            scrollState = .swiping
            moveBackSwipe(by: travel, at: time)
            return true
        case .swiping:
            moveBackSwipe(by: towardBack, at: time)
            return true
        }
    }

    /// The fingers lifted at `time`: the page goes the rest of the way, or back.
    func fingersLifted(at time: UInt32) {
        defer { scrollState = .idle }
        guard case .swiping = scrollState, var swipe else { return }
        if time &- swipe.lastScrollTime >= BackSwipe.restingTime { swipe.velocity = 0 }
        let goesBack = swipe.progress >= 0.5 || (swipe.velocity >= BackSwipe.flickVelocity && swipe.progress > 0)
        animateBackSwipe(to: goesBack ? 1 : 0)
    }

    /// Starts dragging: the page's image over it, the page Back goes to shown beneath.
    private func beginBackSwipe(at time: UInt32) -> Bool {
        guard swipe == nil, let target = layout.target(), target.page.allocatedWidth > 0,
            slidingPage.show(imageOf: target.page)
        else { return false }
        let (page, below) = (target.page, target.below)
        let window = layout.window()
        let started = BackSwipe(
            pages: target.pages, page: page, pageBelow: below, pageBelowWasVisible: below.isVisible,
            focus: window?.focusedWidget, width: Double(page.allocatedWidth), lastScrollTime: time)
        // The page beneath shows for real while the fingers move; the model is told only when
        // they lift. Focus leaves the dragged page (given back if the swipe is cancelled):
        // the stack would move it into the page beneath, to its first focusable widget.
        layout.withHandlersBlocked {
            window?.clearFocus()
            target.pages.revealForSwipe(below, under: page)
        }
        swipe = started
        return true
    }

    private func moveBackSwipe(by pixels: Double, at time: UInt32) {
        guard var swipe else { return }
        let elapsed = Double(time &- swipe.lastScrollTime) / 1000
        if elapsed > 0 { swipe.velocity = pixels / swipe.width / elapsed }
        swipe.lastScrollTime = time
        swipe.progress = min(1, max(0, swipe.progress + pixels / swipe.width))
        self.swipe = swipe
        showBackSwipe(swipe)
    }

    private func showBackSwipe(_ swipe: BackSwipe) {
        let direction = layout.isRightToLeft() ? -1.0 : 1.0
        slidingPage.offset = direction * swipe.progress * swipe.width
    }

    /// Slides the page the rest of the way (`end` 1: Back) or back in place (0), easing out
    /// over at most a quarter of a second, then ends the swipe. Without animations (the
    /// desktop's reduced motion, `gtk-enable-animations`, read now, so a change applies to
    /// the next swipe), it ends at once.
    private func animateBackSwipe(to end: Double) {
        guard let start = swipe?.progress else { return }
        guard Settings.enablesAnimations else { return endBackSwipe(goingBack: end == 1) }
        let duration = max(0.08, 0.25 * abs(end - start)) * 1_000_000
        var startTime: Int64?
        layout.eachFrame(slidingPage) { [weak self] time in
            guard let self, var swipe = self.swipe else { return false }
            let began = startTime ?? time
            startTime = began
            let t = min(1, Double(time - began) / duration)
            swipe.progress = start + (end - start) * (1 - pow(1 - t, 3))
            self.swipe = swipe
            self.showBackSwipe(swipe)
            guard t >= 1 else { return true }
            self.endBackSwipe(goingBack: end == 1)
            return false
        }
    }

    /// Ends the swipe: Back, as the back button does; or the page as it was, focus too.
    func endBackSwipe(goingBack: Bool) {
        guard let swipe else { return }
        self.swipe = nil
        slidingPage.clear()
        if goingBack {
            layout.goBack()
            return
        }
        layout.withHandlersBlocked {
            swipe.pages.cancelSwipe(
                showing: swipe.page, below: swipe.pageBelow, belowWasVisible: swipe.pageBelowWasVisible)
            _ = swipe.focus?.restoreIfShown()
        }
    }
}

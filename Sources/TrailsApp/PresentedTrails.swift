import TrailsData
import TwoPane

/// The first Trails window once it is presented, with what a benchmark drives in it: the
/// layout, and the parts Trails builds the first time they open.
@MainActor
public struct PresentedTrails {
    public let window: Window
    public let layout: TwoPaneSplitLayout<Trail>
    /// The header's primary menu button; its popover is built when it first opens.
    public let primaryMenu: MenuButton
    /// Shows the About window, as `app.about` does (built the first time), and returns it.
    public let showAbout: @MainActor () -> Window?
}

import TrailsData
import TwoPane

/// The Trails window and what it shows: the split layout of the trails and the store that
/// remembers it, made together when the first launch opens the window, so none of it is
/// ever missing.
///
/// A later launch's trails take the layout's place (``show(_:)``); the window, the state
/// file and the style stay.
@MainActor
final class TrailsWindow {
    let window: Window
    /// The layout shown.
    private(set) var layout: TwoPaneSplitLayout<Trail>
    /// The header's primary menu button, the layout's.
    private(set) var primaryMenuButton: MenuButton
    /// Remembers ``layout`` under its own group of ``stateFile``.
    private var stateStore: SplitLayoutStateStore
    /// The app's state file, which the first store loads.
    private let stateFile: StateFile
    /// The CSS of the trails' colours, shared by every layout the window shows.
    private let style: TrailsStyle

    /// A window of `application` showing `content`, restored from `stateFile` (a problem
    /// with it is reported on stderr); not presented yet.
    init(application: Application, stateFile: StateFile, content: TrailsContent) {
        window = application.makeWindow()
        window.title = "Trails"
        window.iconName = TrailsApplication.id
        window.setDefaultSize(width: 1000, height: 700)
        window.setSizeRequest(width: 360)
        window.addShortcutsWindow(fromResource: "/org/twopane/Trails/shortcuts-window.ui")
        window.addShortcut("<Control>w") { [weak window] in
            window?.close()
            return true
        }
        self.stateFile = stateFile
        style = TrailsStyle()
        (layout, stateStore, primaryMenuButton) = Self.attachLayout(
            showing: content, to: window, style: style, stateFile: stateFile)
    }

    /// Shows `content` in place of the trails shown, whose layout's state is saved first.
    func show(_ content: TrailsContent) {
        stateStore.save()
        layout.detach()
        (layout, stateStore, primaryMenuButton) = Self.attachLayout(
            showing: content, to: window, style: style, stateFile: stateFile)
    }

    /// Writes the layout's state, and the app's own values, to the state file.
    func save() {
        stateStore.save()
    }

    /// Puts a new layout showing `content` in `window`, with the primary menu, restored
    /// from what it was when the app last showed such a layout (two or three columns).
    private static func attachLayout(
        showing content: TrailsContent, to window: Window, style: TrailsStyle, stateFile: StateFile
    ) -> (TwoPaneSplitLayout<Trail>, SplitLayoutStateStore, MenuButton) {
        let layout = makeLayout(content, style: style)
        layout.attach(to: window)
        let primaryMenuButton = TrailsApplication.makePrimaryMenuButton()
        layout.primaryMenu = primaryMenuButton
        window.addAction(layout.showSidebarAction)
        // Window size, dividers, sidebar and selection survive a restart. Two and three
        // columns keep separate groups, so neither takes the other's for a broken one.
        let stateStore = SplitLayoutStateStore(
            file: stateFile, key: content.regions == nil ? "layout" : "regions-layout"
        ) {
            TrailsApplication.warn("\($0)")
        }
        stateStore.remember(layout, in: window)
        return (layout, stateStore, primaryMenuButton)
    }
}

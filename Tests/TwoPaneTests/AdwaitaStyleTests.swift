import CGtk
import CTwoPaneAdwaita
import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// libadwaita's widgets where the app asks for them (`Application(id:style: .adwaita)`): the
/// column headers are `AdwHeaderBar`s that leave the window's controls to the layout, the
/// leading list is a navigation sidebar (and, from libadwaita 1.4, its column the sidebar
/// pane while side by side), content-unavailable states are `AdwStatusPage`s that read as
/// before, and the colour scheme goes through `AdwStyleManager` (TwoPane setting GTK's dark
/// setting itself would make libadwaita warn, and warnings are fatal here). Run by `make check` with
/// `TWOPANE_TEST_STYLE=adwaita`; skipped in the plain run.
final class AdwaitaStyleTests: LayoutTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try XCTSkipUnless(GtkTestEnvironment.usesAdwaita, "libadwaita's run only (TWOPANE_TEST_STYLE=adwaita)")
    }

    @MainActor func testTheHeadersAreLibadwaitasAndTheListIsItsSidebar() async throws {
        let harness = try LayoutHarness(width: 1000)
        let widgets = harness.widgets
        for column in [SplitColumn.list, .detail] {
            let bar = try XCTUnwrap(widgets.headerBar(of: column))
            XCTAssertEqual(Self.typeName(bar), "AdwHeaderBar", "\(column)'s header")
            XCTAssertFalse(bar.showsWindowControls, "the layout places the window's controls itself (L20)")
        }
        XCTAssertEqual(widgets.windowControls(of: .detail), [.trailing], "the controls at the trailing header")
        XCTAssertTrue(widgets.list.hasStyleClass("navigation-sidebar"), "the leading list is a navigation sidebar")

        let paneClass = twopane_adw_minor_version() >= 4 ? "sidebar-pane" : nil
        if let paneClass {
            XCTAssertTrue(widgets.listColumn.hasStyleClass(paneClass), "side by side: the sidebar pane")
            XCTAssertEqual(Self.typeName(widgets.listColumn), "AdwToolbarView", "each column a toolbar view")
        }
        try harness.resize(to: 480)
        try harness.pump(until: { harness.layout.installedPresentation == .stacked(.list) }, "collapsed")
        if let paneClass {
            XCTAssertFalse(widgets.listColumn.hasStyleClass(paneClass), "a page of a collapsed layout is no pane")
        }
        XCTAssertEqual(Self.typeName(try XCTUnwrap(widgets.headerBar(of: .list))), "AdwHeaderBar")
    }

    @MainActor func testContentUnavailableIsAStatusPageThatReadsAsBefore() async throws {
        var retried = 0
        let view = ContentUnavailableView(
            ContentUnavailable(
                title: "Could Not Load", iconName: "dialog-error-symbolic", description: "The server did not answer.",
                action: .init(label: "Try Again") { retried += 1 }))
        let window = Window()
        window.child = view
        window.present()
        try pump(until: { view.isMapped }, "the view is shown")
        view.withUnsafeWidgetPointer { page in
            XCTAssertEqual(Self.typeName(page), "AdwStatusPage")
            XCTAssertEqual(String(cString: twopane_adw_status_page_get_title(page)), "Could Not Load")
            XCTAssertEqual(String(cString: twopane_adw_status_page_get_icon_name(page)), "dialog-error-symbolic")
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(page)), GTK_ACCESSIBLE_ROLE_GROUP)
        }
        let button = try XCTUnwrap(view.actionButton)
        XCTAssertTrue(button.isInside(view), "the action inside the page")
        try pump(until: { button.isMapped }, "the action button is shown")
        button.click()
        XCTAssertEqual(retried, 1)

        view.content = ContentUnavailable(title: "Loading…", isLoading: true)
        XCTAssertNil(view.actionButton)
        view.withUnsafeWidgetPointer { page in
            XCTAssertEqual(String(cString: twopane_adw_status_page_get_title(page)), "Loading…")
            XCTAssertTrue(twopane_adw_status_page_get_icon_name(page) == nil, "a spinner, not an icon")
        }
        window.destroy()
    }

    /// A status page with no button is not in the focus chain: Tab goes past it, as past
    /// GTK's own view (its scrolled window claimed the focus it could not take, and Tab stuck).
    @MainActor func testTabGoesPastAStatusPageWithoutAButton() async throws {
        let (before, after) = (Button(label: "Before"), Button(label: "After"))
        let status = ContentUnavailableView(ContentUnavailable(title: "Nothing Selected", iconName: "folder-symbolic"))
        let window = try presentWindow(width: 600, height: 400) { window in
            let box = Box(.vertical)
            box.append(before)
            box.append(status)
            box.append(after)
            window.child = box
        }
        XCTAssertTrue(before.grabFocus())
        try XInput.press(["Tab"], in: window)
        try pump(until: { after.containsFocus }, "Tab goes from Before past the status page to After")
        status.content = ContentUnavailable(title: "Could Not Load", action: .init(label: "Try Again") {})
        let tryAgain = try XCTUnwrap(status.actionButton)
        XCTAssertTrue(before.grabFocus())
        try XInput.press(["Tab"], in: window)
        try pump(until: { tryAgain.containsFocus }, "with a button, Tab goes to it")
        try XInput.press(["Tab"], in: window)
        try pump(until: { after.containsFocus }, "and on past the page")
        try destroy(window)
    }

    @MainActor func testTheSchemeGoesThroughTheStyleManager() async throws {
        var told: [ColorScheme] = []
        let connection = Appearance.onChange { told.append($0) }
        defer {
            Appearance.preferredColorScheme = nil
            connection.disconnect()
        }
        Appearance.followDesktop()
        XCTAssertEqual(Appearance.source, .platform, "libadwaita reads the desktop, not TwoPane's portal reading")
        Appearance.preferredColorScheme = .dark
        try pump(until: { Appearance.colorScheme == .dark }, "dark")
        XCTAssertTrue(twopane_adw_style_is_dark() != 0, "the style manager shows it")
        Appearance.preferredColorScheme = nil
        try pump(until: { Appearance.colorScheme == .light }, "a desktop without a preference: light")
        XCTAssertTrue(twopane_adw_style_is_dark() == 0)
        XCTAssertEqual(told, [.dark, .light], "each change told once")
    }

    @MainActor private static func typeName(_ widget: Widget) -> String { widget.withUnsafeWidgetPointer(typeName) }

    private static func typeName(_ pointer: UnsafeMutablePointer<GtkWidget>) -> String {
        String(
            cString: g_type_name_from_instance(
                UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GTypeInstance.self)))
    }
}

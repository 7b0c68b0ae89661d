import Foundation
import TestSupport
import TwoPaneGtk
import TwoPaneModel
import TwoPaneState
import XCTest

@testable import TwoPane

/// SplitLayoutStateStore in real windows: the window's size and maximised state, the
/// dividers, the shown columns, the selection and the sidebar row survive a save and a new
/// window; restored widths are clamped (L2) and a window narrower than its minimum is raised
/// to it; an item or row that is gone is not selected; every broken group is reported once,
/// the layout keeps its defaults and the next save writes a sound group; the app's own values
/// live beside the layout's.
final class LayoutStateStoreTests: LayoutTestCase {
    private var directory: TemporaryDirectory!
    private var path: String { directory.path + "/org.example.Test/state.ini" }

    override func setUp() {
        super.setUp()
        directory = TemporaryDirectory()
    }

    override func tearDown() {
        super.tearDown()  // the windows first: closing one saves
        directory = nil
    }

    // MARK: Round trips

    @MainActor func testTheDetailPathSurvivesARestartAndStopsBeforeAPageThatIsGone() async throws {
        let first = try StoredLayoutWindow(path: path, pitches: 3)
        first.fixture.selection.value = Peak.k2.id
        first.layout.detailPath = [1, 2]
        try first.pump(until: { first.layout.detailPageTitles == ["K2 pitch 1", "K2 pitch 2"] }, "two pitches pushed")
        first.store.file.set("kept", for: "app-note", in: "layout")  // the app's own key in the group
        first.window.close()
        try first.pump(until: { !first.window.isMapped }, "the window closes")
        let saved = StateFile(path: path)
        XCTAssertNil(saved.problemThrown(by: saved.read))
        XCTAssertEqual(saved.string("detail-page-1", in: "layout"), "pitch:1")
        XCTAssertEqual(saved.string("detail-page-2", in: "layout"), "pitch:2")
        XCTAssertEqual(saved.string("app-note", in: "layout"), "kept", "a save keeps the app's own keys")

        let second = try StoredLayoutWindow(path: path, pitches: 3)
        XCTAssertEqual(second.problems, [])
        try second.pump(until: { second.layout.detailPath == [1, 2] }, "the path comes back")
        XCTAssertEqual(second.layout.detailPageTitles, ["K2 pitch 1", "K2 pitch 2"])
        second.window.close()
        try second.pump(until: { !second.window.isMapped }, "the window closes")

        let third = try StoredLayoutWindow(path: path, pitches: 2)  // pitch 2 is gone
        try third.pump(until: { third.layout.detailPath == [1] }, "the path stops before the page that is gone")
        third.window.close()
        try third.pump(until: { !third.window.isMapped }, "the window closes")
        let resaved = StateFile(path: path)
        XCTAssertNil(resaved.problemThrown(by: resaved.read))
        XCTAssertFalse(resaved.hasKey("detail-page-2", in: "layout"), "the stale page's key goes")
    }

    @MainActor func testTheWindowAndTwoColumnsSurviveARestart() async throws {
        let first = try StoredLayoutWindow(path: path)
        XCTAssertEqual(first.problems, [], "no file yet: no problem")
        let frame = try windowFrame()
        try first.resize(to: 900, height: 650)
        first.widgets.paned.position = 410  // as a drag of the divider would
        try first.press("F9")
        try first.pump(until: { !first.layout.layoutState.leadingColumnVisible }, "F9 hides the list")
        first.widgets.list.selectedIndex = ShownRowIndex(2)  // as a click on Kangchenjunga would
        XCTAssertEqual(first.fixture.selection.value, Peak.kangchenjunga.id)
        first.window.close()  // as its close button would: the store saves
        try first.pump(until: { !first.window.isMapped }, "the window closes")

        let saved = StateFile(path: path)
        XCTAssertNil(saved.problemThrown(by: saved.read))
        XCTAssertEqual(saved.integer("window-width", in: "layout"), 900 + frame.width)
        XCTAssertEqual(saved.integer("window-height", in: "layout"), 650 + frame.height)
        XCTAssertEqual(saved.boolean("window-maximized", in: "layout"), false)
        XCTAssertEqual(saved.integer("list-width", in: "layout"), 410)
        XCTAssertEqual(saved.string("column-visibility", in: "layout"), "detail-only")
        XCTAssertEqual(saved.string("selection", in: "layout"), Peak.kangchenjunga.id)
        XCTAssertFalse(
            saved.hasKey("sidebar-width", in: "layout") || saved.hasKey("sidebar-selection", in: "layout"),
            "two columns: no sidebar keys")

        let second = try StoredLayoutWindow(path: path)
        XCTAssertEqual(second.problems, [])
        XCTAssertTrue(
            second.window.defaultSize == (900 + frame.width, 650 + frame.height),
            "default size \(second.window.defaultSize)")
        XCTAssertEqual(second.window.allocatedWidth, 900)
        XCTAssertEqual(second.layout.layoutState.preferredListWidth, 410)
        XCTAssertEqual(second.layout.layoutState.columnVisibility, .detailOnly)
        XCTAssertFalse(second.widgets.listColumn.isVisible, "the list stays hidden")
        XCTAssertFalse(second.widgets.sidebarToggle.isActive)
        XCTAssertEqual(second.fixture.selection.value, Peak.kangchenjunga.id)
        XCTAssertEqual(second.fixture.details.builds.last?.peak, Peak.kangchenjunga, "its detail is shown")

        try second.press("F9")
        try second.pump(
            until: { second.widgets.listColumn.allocatedWidth == 410 }, "F9 shows the list at its restored width")
    }

    /// Several selected are remembered as one is; one selected after them leaves no stale key.
    @MainActor func testSeveralSelectedSurviveARestart() async throws {
        let first = try StoredLayoutWindow(path: path, selectingSeveral: [])
        first.fixture.severalSelected?.value = [Peak.lhotse.id, Peak.everest.id]
        try first.pump(until: { first.layout.selection.value == nil }, "two selected")
        first.window.close()
        try first.pump(until: { !first.window.isMapped }, "the window closes")
        let saved = StateFile(path: path)
        XCTAssertNil(saved.problemThrown(by: saved.read))
        XCTAssertEqual(saved.string("selection", in: "layout"), "")
        XCTAssertEqual(saved.string("selected-item-1", in: "layout"), Peak.everest.id)
        XCTAssertEqual(saved.string("selected-item-2", in: "layout"), Peak.lhotse.id)

        let second = try StoredLayoutWindow(path: path, selectingSeveral: [])
        XCTAssertEqual(second.problems, [])
        XCTAssertEqual(second.fixture.severalSelected?.value, [Peak.everest.id, Peak.lhotse.id])
        try second.pump(
            until: { second.widgets.detailHost.firstLabelText == "2 peaks: Everest, Lhotse" }, "their detail")
        XCTAssertEqual(second.widgets.list.selectedIndices, [ShownRowIndex(0), ShownRowIndex(3)])
        second.fixture.severalSelected?.value = [Peak.k2.id]
        second.window.close()
        try second.pump(until: { !second.window.isMapped }, "the window closes")
        let resaved = StateFile(path: path)
        XCTAssertNil(resaved.problemThrown(by: resaved.read))
        XCTAssertEqual(resaved.string("selection", in: "layout"), Peak.k2.id)
        XCTAssertFalse(resaved.hasKey("selected-item-1", in: "layout"), "one selected: no stale keys")
    }

    @MainActor func testThreeColumnsRestoreTheRowBeforeTheItemInIt() async throws {
        let first = try StoredLayoutWindow(path: path, threeColumns: true, width: 1200)
        first.widgets.outerPaned.position = 200  // the sidebar's divider, dragged
        first.widgets.paned.position = 300
        first.widgets.sidebarList?.selectedIndex = ShownRowIndex(1)  // Karakoram, clicked
        try first.pump(until: { Array(first.layout.items) == [Peak.k2] }, "Karakoram's peaks are shown")
        first.widgets.list.selectedIndex = ShownRowIndex(0)  // K2, clicked
        XCTAssertEqual(first.fixture.selection.value, Peak.k2.id)
        first.store.save()

        let saved = StateFile(path: path)
        XCTAssertNil(saved.problemThrown(by: saved.read))
        XCTAssertEqual(saved.integer("sidebar-width", in: "layout"), 200)
        XCTAssertEqual(saved.integer("list-width", in: "layout"), 300)
        XCTAssertEqual(saved.integer("sidebar-selection", in: "layout"), 1)
        XCTAssertEqual(saved.string("selection", in: "layout"), Peak.k2.id)
        XCTAssertEqual(saved.string("column-visibility", in: "layout"), "automatic")

        // K2 is only in the second row's items: it is found because the row comes back first.
        let second = try StoredLayoutWindow(path: path, threeColumns: true, width: 1200)
        XCTAssertEqual(second.problems, [])
        XCTAssertEqual(second.sidebar?.selection.value, 1)
        XCTAssertEqual(Array(second.layout.items), [Peak.k2])
        XCTAssertEqual(second.fixture.selection.value, Peak.k2.id)
        XCTAssertEqual(second.widgets.list.selectedIndex, ShownRowIndex(0))
        try second.pump(
            until: {
                second.widgets.sidebarColumn?.allocatedWidth == 200 && second.widgets.listColumn.allocatedWidth == 300
            },
            "the columns have their restored widths")
    }

    @MainActor func testTheAppsOwnValuesAndOtherLayoutsLiveBesideTheLayout() async throws {
        let file = StateFile(path: path)
        let log = ProblemLog()
        let store = SplitLayoutStateStore(file: file, key: "layout") { log.problems.append($0) }
        let other = SplitLayoutStateStore(file: file, key: "archive") { log.problems.append($0) }
        store.file.set(true, for: "dark-style", in: "preferences")
        other.file.set(7, for: "list-width", in: "archive")
        store.save()
        XCTAssertEqual(log.problems, [])

        let reread = StateFile(path: path)
        XCTAssertNil(reread.problemThrown(by: reread.read))
        XCTAssertEqual(reread.boolean("dark-style", in: "preferences"), true)
        XCTAssertEqual(reread.integer("list-width", in: "archive"), 7)

        // A window restoring the layout keeps the other groups when it saves.
        let window = try StoredLayoutWindow(path: path)
        window.store.save()
        let third = StateFile(path: path)
        XCTAssertNil(third.problemThrown(by: third.read))
        XCTAssertEqual(third.boolean("dark-style", in: "preferences"), true)
        XCTAssertEqual(third.integer("list-width", in: "archive"), 7)
        XCTAssertEqual(third.integer("list-width", in: "layout"), 320)
    }

    // MARK: Restoring within bounds

    @MainActor func testARestoredDividerIsClampedToL2() async throws {
        let frame = try windowFrame()
        // (saved list width, window content width) → (preferred width, list column width)
        let cases: [(saved: Int, width: Int, preferred: Int, column: Int)] = [
            (900, 1000, 480, 480),  // above the maximum
            (10, 1000, 200, 200),  // below the minimum
            (0, 1000, 200, 200),
            (450, 700, 450, 399),  // within bounds, but the detail keeps 300 px: 700 − 1 − 300
            (333, 1000, 333, 333),
        ]
        for (saved, width, preferred, column) in cases {
            try writeState(layout: Self.group(windowWidth: width + frame.width, listWidth: saved))
            let restored = try StoredLayoutWindow(path: path)
            let context = "list-width=\(saved) in a \(width) px window"
            XCTAssertEqual(restored.problems, [], context)
            XCTAssertEqual(restored.layout.layoutState.preferredListWidth, preferred, context)
            try restored.pump(
                until: { restored.widgets.listColumn.allocatedWidth == column },
                "\(context): the list column is \(column) px (is \(restored.widgets.listColumn.allocatedWidth))")
            try destroy(restored.window)
        }
    }

    @MainActor func testAWindowNarrowerThanItsMinimumIsRaisedToIt() async throws {
        try writeState(layout: Self.group(windowWidth: 100, windowHeight: 50))
        let restored = try StoredLayoutWindow(path: path)
        XCTAssertEqual(restored.problems, [])
        XCTAssertEqual(restored.window.defaultSize.width, 360, "the window's width request")
        XCTAssertGreaterThan(restored.window.defaultSize.height, 50, "GTK raises the height to the content's minimum")
    }

    @MainActor func testASelectionWhoseItemIsGoneIsIgnored() async throws {
        try writeState(layout: Self.group(selection: "denali"))
        let restored = try StoredLayoutWindow(path: path, selected: Peak.k2.id)
        XCTAssertEqual(restored.problems, [], "an item that is gone is not a broken file")
        XCTAssertEqual(restored.fixture.selection.value, Peak.k2.id, "the app's own selection stays")
        XCTAssertEqual(restored.fixture.details.builds.last?.peak, Peak.k2)

        try destroy(restored.window)
        try writeState(layout: Self.group(selection: ""))
        let cleared = try StoredLayoutWindow(path: path, selected: Peak.k2.id)
        XCTAssertNil(cleared.fixture.selection.value, "nothing was selected when it was saved")

        try destroy(cleared.window)
        try writeState(layout: Self.group(selection: Peak.k2.id, sidebarSelection: 7))
        let threeColumns = try StoredLayoutWindow(path: path, threeColumns: true, width: 1200)
        XCTAssertEqual(threeColumns.problems, [])
        XCTAssertEqual(threeColumns.sidebar?.selection.value, 0, "a row that is gone is not chosen")
        XCTAssertNil(threeColumns.fixture.selection.value, "K2 is not among the first row's peaks")
    }

    @MainActor func testMaximisedIsRestoredAndTheUnmaximisedSizeKept() async throws {
        try writeState(layout: Self.group(windowWidth: 900, windowHeight: 600, maximized: true))
        let restored = try StoredLayoutWindow(path: path)
        XCTAssertEqual(restored.problems, [])
        XCTAssertTrue(restored.window.isMaximized, "GTK reports the state it asked the X server for")
        restored.store.save()
        let saved = StateFile(path: path)
        XCTAssertNil(saved.problemThrown(by: saved.read))
        XCTAssertEqual(saved.boolean("window-maximized", in: "layout"), true)
        XCTAssertEqual(saved.integer("window-width", in: "layout"), 900, "the size to unmaximise to")
        XCTAssertEqual(saved.integer("window-height", in: "layout"), 600)
    }

    // MARK: Broken groups

    @MainActor func testEveryBrokenGroupIsReportedOnceAndReplacedOnSave() async throws {
        let sound = Self.group()
        let truncated = sound.split(separator: "\n").prefix(3).joined(separator: "\n") + "\n"
        // Each reason names the key of the group 'layout' and what is wrong with it.
        let missing: [(name: String, group: String, key: String)] = [
            ("truncated", truncated, "list-width"),
            ("no selection key", Self.group(dropping: "selection"), "selection"),
        ]
        let replaced: [(name: String, key: String, value: String, problem: String)] = [
            ("a word for a width", "list-width", "wide", "is not a whole number"),
            ("a fraction for a width", "window-width", "900.5", "is not a whole number"),
            ("not a boolean", "window-maximized", "perhaps", "is not true or false"),
            (
                "an unknown visibility", "column-visibility", "sometimes",
                "is not one of automatic, all, double-column, detail-only"
            ),
            ("a negative width", "window-width", "-5", "is out of range (-5, expected 0 to 100000)"),
            ("an absurd height", "window-height", "200000", "is out of range (200000, expected 0 to 100000)"),
            ("a negative divider", "list-width", "-1", "is out of range (-1, expected 0 to 100000)"),
            ("beyond 64 bits", "list-width", "99999999999999999999999", "is not a whole number"),
        ]
        let cases =
            missing.map { ($0.name, $0.group, "the key '\($0.key)' of the group 'layout' is missing") }
            + replaced.map {
                (
                    $0.name, Self.group(replacing: $0.key, with: $0.value),
                    "the key '\($0.key)' of the group 'layout' \($0.problem)"
                )
            }
        let frame = try windowFrame()
        for (name, group, reason) in cases {
            try writeState(layout: group)
            let restored = try StoredLayoutWindow(path: path, selected: nil)
            XCTAssertEqual(restored.problems.map(\.reason), [reason], name)
            XCTAssertEqual(
                restored.problems.first?.description,
                "ignoring the state file '\(path)': \(reason); starting with defaults", name)
            // Defaults: the size the window was given, the ideal list width, every column, no selection.
            XCTAssertTrue(
                restored.window.defaultSize == (1000 + frame.width, 700 + frame.height),
                "\(name): \(restored.window.defaultSize)")
            XCTAssertEqual(restored.layout.layoutState.preferredListWidth, 320, name)
            XCTAssertEqual(restored.layout.layoutState.columnVisibility, .automatic, name)
            XCTAssertNil(restored.fixture.selection.value, name)
            XCTAssertFalse(restored.window.isMaximized, name)

            restored.store.save()
            XCTAssertEqual(restored.problems.count, 1, "\(name): saving is no problem")
            let saved = StateFile(path: path)
            XCTAssertNil(saved.problemThrown(by: saved.read), name)
            XCTAssertNoThrow(try SavedSplitLayout(reading: saved, group: "layout", hasSidebar: false).unwrapped(), name)
            XCTAssertEqual(saved.boolean("dark-style", in: "preferences"), true, "\(name): the app's values are kept")
            try destroy(restored.window)
        }
    }

    @MainActor func testABrokenSidebarRowIsReported() async throws {
        try writeState(layout: Self.group(sidebarSelection: -2))
        let restored = try StoredLayoutWindow(path: path, threeColumns: true, width: 1200)
        XCTAssertEqual(
            restored.problems.map(\.reason),
            ["the key 'sidebar-selection' of the group 'layout' is out of range (-2, expected -1 to 100000)"])
        XCTAssertEqual(restored.sidebar?.selection.value, 0)

        try destroy(restored.window)
        try writeState(layout: Self.group())  // written by two columns: no sidebar keys
        let missing = try StoredLayoutWindow(path: path, threeColumns: true, width: 1200)
        XCTAssertEqual(missing.problems.map(\.reason), ["the key 'sidebar-width' of the group 'layout' is missing"])
    }

    @MainActor func testABrokenFileIsReportedOnceAndOverwrittenOnSave() async throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]).write(to: URL(fileURLWithPath: path))
        let restored = try StoredLayoutWindow(path: path)
        XCTAssertEqual(restored.problems.count, 1)
        XCTAssertTrue(
            restored.problems.first?.reason.hasPrefix("it is not a key file (") == true,
            "\(restored.problems)")
        XCTAssertEqual(restored.layout.layoutState.preferredListWidth, 320)
        restored.store.save()
        XCTAssertEqual(restored.problems.count, 1)
        let saved = StateFile(path: path)
        XCTAssertNil(saved.problemThrown(by: saved.read))
        XCTAssertNoThrow(try SavedSplitLayout(reading: saved, group: "layout", hasSidebar: false).unwrapped())
    }

    @MainActor func testASaveThatFailsIsReportedNotFatal() async throws {
        try writeState(layout: Self.group())
        let blockedPath = path + "/below-a-file/state.ini"
        let restored = try StoredLayoutWindow(path: blockedPath)
        XCTAssertEqual(restored.problems.map(\.reason), ["cannot read it: Not a directory"])
        restored.store.save()
        XCTAssertEqual(restored.problems.count, 2)
        XCTAssertEqual(restored.problems.last?.operation, .saving)
        XCTAssertTrue(
            restored.problems.last?.description.hasPrefix("cannot save the state file '\(blockedPath)': ") == true)
    }

    /// The same saving problem is reported once however many saves meet it, by whichever
    /// store of the file; once a save works, a new failure is reported again.
    @MainActor func testTheSameSavingProblemIsReportedOnce() async throws {
        let blocker = directory.path + "/a-file"
        try "not a folder".write(toFile: blocker, atomically: false, encoding: .utf8)
        let file = StateFile(path: blocker + "/state.ini")
        let log = ProblemLog()
        let store = SplitLayoutStateStore(file: file, key: "layout") { log.problems.append($0) }
        let other = SplitLayoutStateStore(file: file, key: "archive") { log.problems.append($0) }
        XCTAssertEqual(log.problems.map(\.operation), [.loading], "the read, once, for both stores")
        store.save()
        store.save()
        other.save()
        XCTAssertEqual(log.problems.map(\.operation), [.loading, .saving], "three failed saves, one report")

        try FileManager.default.removeItem(atPath: blocker)
        store.save()
        XCTAssertEqual(log.problems.count, 2, "a save that works reports nothing")
        try FileManager.default.removeItem(atPath: blocker)  // the folder the save made
        try "not a folder".write(toFile: blocker, atomically: false, encoding: .utf8)
        other.save()
        XCTAssertEqual(log.problems.map(\.operation), [.loading, .saving, .saving], "failing again is reported again")
    }

    // MARK: Helpers

    /// A sound `[layout]` group: the window's size and state, the list width, the visibility,
    /// the selection, and the sidebar keys when `sidebarSelection` is given.
    private static func group(
        windowWidth: Int = 1010, windowHeight: Int = 710, maximized: Bool = false,
        listWidth: Int = 320, visibility: String = "automatic", selection: String = "",
        sidebarSelection: Int? = nil
    ) -> String {
        var lines = [
            "window-width=\(windowWidth)", "window-height=\(windowHeight)", "window-maximized=\(maximized)",
            "list-width=\(listWidth)", "column-visibility=\(visibility)", "selection=\(selection)",
        ]
        if let sidebarSelection { lines += ["sidebar-width=240", "sidebar-selection=\(sidebarSelection)"] }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func group(replacing key: String, with value: String) -> String {
        group().split(separator: "\n").map { $0.hasPrefix(key + "=") ? "\(key)=\(value)" : String($0) }
            .joined(separator: "\n") + "\n"
    }

    private static func group(dropping key: String) -> String {
        group().split(separator: "\n").filter { !$0.hasPrefix(key + "=") }.joined(separator: "\n") + "\n"
    }

    /// Writes a state file with `layout` as its `[layout]` group and an app value in
    /// `[preferences]`.
    private func writeState(layout: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        let text = "[preferences]\ndark-style=true\n\n[layout]\n" + layout
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}

/// The problems a store reported, in order.
@MainActor
private final class ProblemLog {
    var problems: [StateFileProblem] = []
}

/// A Peaks layout in a window whose state a store remembers, restored before the window is
/// shown, as an app does it: two columns, or three (ranges in the sidebar, each with its own
/// peaks, switched by the app when the sidebar's selection changes).
@MainActor
private final class StoredLayoutWindow {
    static let ranges = ["Himalaya", "Karakoram"]
    static let peaks: [[Peak]] = [[.everest, .kangchenjunga, .lhotse], [.k2]]

    let fixture: PeakLayoutFixture
    let sidebar: SplitSidebar?
    let store: SplitLayoutStateStore
    let window: Window
    private let log = ProblemLog()
    private var rangeObservation: Observation?

    var layout: TwoPaneSplitLayout<Peak> { fixture.layout }
    var widgets: SplitLayoutWidgets { fixture.layout.widgets }
    var problems: [StateFileProblem] { log.problems }

    init(
        path: String, threeColumns: Bool = false, width: Int = 1000, selected: String? = nil,
        pitches: Int? = nil, selectingSeveral: Set<String>? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let log = self.log
        store = SplitLayoutStateStore(file: StateFile(path: path), key: "layout") { log.problems.append($0) }
        let sidebar =
            threeColumns
            ? SplitSidebar(title: "Ranges", rowTitles: Self.ranges, selection: ObservableValue<Int?>(0)) : nil
        self.sidebar = sidebar
        let fixture = PeakLayoutFixture(
            items: threeColumns ? Self.peaks[0] : Peak.all, selected: selected,
            sidebar: sidebar, selectingSeveral: selectingSeveral)
        self.fixture = fixture
        if let sidebar {
            rangeObservation = sidebar.selection.observe { [weak fixture] position in
                fixture?.layout.setItems(position.map { Self.peaks[$0] } ?? [])
            }
        }
        let store = self.store
        window = try presentWindow(
            width: width, height: 700,
            install: { window in
                window.setSizeRequest(width: 360)
                fixture.layout.attach(to: window)
                if let pitches {
                    // Navigation by value: a peak's pitches, numbered; those past `pitches` are gone.
                    fixture.layout.detailDestination(for: Int.self, named: "pitch") { peak, number in
                        number < pitches
                            ? DetailPageContent(title: "\(peak.name) pitch \(number)", content: Label()) : nil
                    }
                }
                store.remember(fixture.layout, in: window)
            }, file: file, line: line)
        let layout = fixture.layout
        let window = self.window
        try waitForLayout(
            layout, width: window.allocatedWidth,
            applied: { layout.installedPresentation == layout.layoutState.presentation }, file: file, line: line)
    }

    func resize(to width: Int, height: Int) throws {
        try TestSupport.resize(window, width: width, height: height)
        let layout = self.layout
        try waitForLayout(
            layout, width: width, applied: { layout.installedPresentation == layout.layoutState.presentation })
    }

    func press(_ keys: String...) throws {
        try XInput.press(keys, in: window)
    }

    func pump(
        until condition: () -> Bool, _ description: @autoclosure () -> String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try TestSupport.pump(until: condition, description(), file: file, line: line)
    }
}

extension SavedSplitLayout {
    /// Itself: lets a test assert that reading a group does not throw.
    func unwrapped() -> SavedSplitLayout { self }
}

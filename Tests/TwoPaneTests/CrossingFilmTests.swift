import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Crossing the breakpoint filmed frame by frame, as the user sees it: every frame painted
/// from the one before the resize to the settled one. The first frame showing the new
/// layout must already be the final picture (no slide, no blank page, no column on its way),
/// and so must every frame after it. The strips are saved in `.build/films/` to look at.
final class CrossingFilmTests: LayoutTestCase {
    /// What a frame showed, read from the widgets when it was painted.
    struct Shown: Equatable {
        var installed: SplitPresentation?
        /// Whether the column stack or the detail's pages were sliding.
        var sliding: Bool
        /// Each column's left edge in the layout and its width, or nil when not drawn.
        var columns: [ColumnPlace?]
        /// Each drawn column's header title (L20), or nil when the column is not drawn.
        var titles: [String?]
    }

    struct ColumnPlace: Equatable {
        var x: Double
        var width: Int
    }

    @MainActor func testCollapsingOntoTheDetailShowsTheDetailInItsFirstFrame() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.kangchenjunga.id)
        let frames = try film(harness, resizingTo: 480, name: "collapse-on-detail")
        assertEveryNewFrameIsTheFinalPicture(frames, of: harness, name: "collapse-on-detail")
        XCTAssertTrue(harness.widgets.stackShows(harness.widgets.detailColumn))
    }

    @MainActor func testCollapsingOntoTheListShowsTheListInItsFirstFrame() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700)
        let frames = try film(harness, resizingTo: 480, name: "collapse-on-list")
        assertEveryNewFrameIsTheFinalPicture(frames, of: harness, name: "collapse-on-list")
        XCTAssertTrue(harness.widgets.stackShows(harness.widgets.listColumn))
    }

    @MainActor func testExpandingFromTheDetailShowsBothColumnsInTheFirstFrame() async throws {
        let harness = try LayoutHarness(width: 480, height: 700, selected: Peak.k2.id)
        let frames = try film(harness, resizingTo: 1000, name: "expand-from-detail")
        assertEveryNewFrameIsTheFinalPicture(frames, of: harness, name: "expand-from-detail")
        XCTAssertTrue(harness.widgets.listColumn.isMapped && harness.widgets.detailColumn.isMapped)
    }

    /// The same in the dark style, GTK's high-contrast theme (what ``Appearance`` shows when
    /// the desktop asks for it) and both: their own CSS must not bring a slide or a blank
    /// frame into a crossing.
    @MainActor func testCrossingsShowTheirFinalPictureAtOnceInDarkAndHighContrast() async throws {
        let theme = Settings.themeName
        defer {
            Appearance.preferredColorScheme = nil
            Settings.themeName = theme
        }
        for (dark, highContrast) in [(true, false), (false, true), (true, true)] {
            Appearance.preferredColorScheme = dark ? .dark : .light
            Settings.themeName = highContrast ? "HighContrast" : theme
            let style = (dark ? "dark" : "light") + (highContrast ? "-high-contrast" : "")
            let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.kangchenjunga.id)
            let collapsing = try film(harness, resizingTo: 480, name: "collapse-on-detail-\(style)")
            assertEveryNewFrameIsTheFinalPicture(collapsing, of: harness, name: "collapse-on-detail-\(style)")
            let expanding = try film(harness, resizingTo: 1000, name: "expand-from-detail-\(style)")
            assertEveryNewFrameIsTheFinalPicture(expanding, of: harness, name: "expand-from-detail-\(style)")
            try destroy(harness.window)
        }
    }

    @MainActor func testThreeColumnsFoldingAndStackingShowTheirFinalPictureAtOnce() async throws {
        let sidebar = SplitSidebar(
            title: "Ranges", rowTitles: ["Himalaya", "Karakoram"], selection: ObservableValue<Int?>(0))
        let harness = try LayoutHarness(width: 1200, height: 700, selected: Peak.k2.id, sidebar: sidebar)
        let folding = try film(harness, resizingTo: 650, name: "three-columns-fold")
        assertEveryNewFrameIsTheFinalPicture(folding, of: harness, name: "three-columns-fold")
        XCTAssertEqual(folding.last?.state.columns.first ?? nil, nil, "the sidebar folded away")
        let stacking = try film(harness, resizingTo: 480, name: "three-columns-stack")
        assertEveryNewFrameIsTheFinalPicture(stacking, of: harness, name: "three-columns-stack")
        XCTAssertTrue(harness.widgets.stackShows(harness.widgets.detailColumn))
    }

    // MARK: filming

    /// Films `harness`'s window from a frame before resizing it to `width` until the frame
    /// after everything settled; saves the strip as `.build/films/NAME.png`.
    @MainActor private func film(_ harness: LayoutHarness, resizingTo width: Int, name: String) throws -> [FilmFrame<
        Shown
    >] {
        let (layout, widgets) = (harness.layout, harness.widgets)
        let film = try FrameFilm(harness.window) { Self.shown(layout, widgets) }
        defer { film.stop() }
        try paintOneMoreFrame(of: harness, film: film)
        try harness.resize(to: width)
        try harness.pump(
            until: {
                guard let last = film.frames.last?.state else { return false }
                return !last.sliding && last.installed == layout.installedPresentation
            }, "a frame shows the new layout with nothing sliding")
        try paintOneMoreFrame(of: harness, film: film)
        try film.saveStrip(to: Self.filmDirectory + "/\(name).png")
        return film.frames
    }

    @MainActor private func paintOneMoreFrame(of harness: LayoutHarness, film: FrameFilm<Shown>) throws {
        let count = film.frames.count
        harness.window.requestFrame()
        try harness.pump(until: { film.frames.count > count }, "the window paints a frame")
    }

    @MainActor private static func shown(_ layout: TwoPaneSplitLayout<Peak>, _ widgets: SplitLayoutWidgets) -> Shown {
        let columns = [widgets.sidebarColumn, widgets.listColumn, widgets.detailColumn].map { column -> ColumnPlace? in
            guard let column, column.isMapped, let x = column.leftEdge(in: widgets.root) else { return nil }
            return ColumnPlace(x: x, width: column.allocatedWidth)
        }
        let titles = [SplitColumn.sidebar, .list, .detail].map { column -> String? in
            guard let bar = widgets.headerBar(of: column), bar.isMapped else { return nil }
            return widgets.title(of: column)
        }
        return Shown(
            installed: layout.installedPresentation,
            sliding: widgets.stack.isTransitionRunning || widgets.detailPages.isTransitionRunning,
            columns: columns, titles: titles)
    }

    private static let filmDirectory: String = {
        let testsFolder = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        return "/" + testsFolder + "/.build/films"
    }()

    // MARK: assertions

    /// From the first frame showing the final layout on, every frame shows the settled
    /// layout pixel for pixel, each column's header included (L20: the headers are in the
    /// layout, titled as they end), with nothing sliding and every column where it ends; and
    /// the settled layout is not blank. Only what lies above the layout (nothing but the
    /// window's edge since the headers are the columns') may take one frame more.
    @MainActor private func assertEveryNewFrameIsTheFinalPicture(
        _ frames: [FilmFrame<Shown>], of harness: LayoutHarness, name: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let final = frames.last,
            let first = frames.firstIndex(where: { $0.state.installed == final.state.installed })
        else {
            return XCTFail("\(name): the film is empty", file: file, line: line)
        }
        XCTAssertGreaterThan(
            first, 0, "\(name): the film starts with the layout before the crossing", file: file, line: line)
        let layoutTop = final.height - harness.widgets.root.allocatedHeight
        var problems: [String] = []
        for index in first..<frames.count {
            let frame = frames[index]
            let compared = index == first ? layoutTop..<final.height : 0..<final.height
            let (count, area) = frame.differingArea(from: final, rows: compared)
            var wrong: [String] = []
            if frame.state.sliding { wrong.append("slides") }
            if frame.state.columns != final.state.columns {
                wrong.append("columns at \(frame.state.columns), not \(final.state.columns)")
            }
            if frame.state.titles != final.state.titles {
                wrong.append("headers titled \(frame.state.titles), not \(final.state.titles)")
            }
            if count > 0 { wrong.append("\(count) px differ from the final picture in \(area)") }
            if !wrong.isEmpty { problems.append("frame \(index + 1): " + wrong.joined(separator: "; ")) }
        }
        XCTAssertTrue(
            problems.isEmpty,
            "\(name): of \(frames.count) frames, the first with the new layout is \(first + 1); "
                + "\(problems.count) are not the final picture, the first: \(problems.first ?? ""); see "
                + "\(Self.filmDirectory)/\(name).png", file: file, line: line)
        let colours = final.colourCount(rows: layoutTop..<final.height, columns: 0..<final.width)
        XCTAssertGreaterThan(
            colours, 16, "\(name): the settled layout is blank (\(colours) colours)", file: file, line: line)
    }
}

import CGtk
import TwoPaneGtk

/// One frame a window painted: its pixels, drawn again from the widget tree right after the
/// frame clock's paint (nothing changes between the paint and its after-paint), and what
/// the test read from the widgets at that moment.
public struct FilmFrame<State> {
    /// Width and height in pixels (the window widget's allocation).
    public let width: Int
    public let height: Int
    /// B8G8R8A8 premultiplied (GDK's download format), `width * 4` bytes a row.
    public let pixels: [UInt8]
    /// What the test's `describe` closure said of the widgets when the frame was painted.
    public let state: State

    /// How many pixels differ from `other`'s, in `rows` (all by default); every pixel when
    /// the sizes differ.
    public func differingPixels(from other: FilmFrame, rows: Range<Int>? = nil) -> Int {
        differingArea(from: other, rows: rows).count
    }

    /// How many pixels differ from `other`'s in `rows` (all by default), and the smallest
    /// rectangle holding them as "x…x × y…y" ("none" when none differ).
    public func differingArea(from other: FilmFrame, rows: Range<Int>? = nil) -> (count: Int, area: String) {
        guard width == other.width, height == other.height else {
            return (max(width * height, other.width * other.height), "the whole frame (sizes differ)")
        }
        var (count, minX, minY, maxX, maxY) = (0, width, height, -1, -1)
        pixels.withUnsafeBytes { mine in
            other.pixels.withUnsafeBytes { theirs in
                let (a, b) = (mine.bindMemory(to: UInt32.self), theirs.bindMemory(to: UInt32.self))
                for y in (rows ?? 0..<height).clamped(to: 0..<height) {
                    for x in 0..<width where a[y * width + x] != b[y * width + x] {
                        count += 1
                        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                    }
                }
            }
        }
        return (count, count == 0 ? "none" : "x \(minX)…\(maxX) × y \(minY)…\(maxY)")
    }

    /// How many different colours the pixels in `rows` × `columns` have: 1 for a blank area.
    public func colourCount(rows: Range<Int>, columns: Range<Int>) -> Int {
        var colours = Set<UInt32>()
        pixels.withUnsafeBytes { bytes in
            let words = bytes.bindMemory(to: UInt32.self)
            for y in rows.clamped(to: 0..<height) {
                for x in columns.clamped(to: 0..<width) { colours.insert(words[y * width + x]) }
            }
        }
        return colours.count
    }
}

/// Every frame a window paints from now until ``stop()``: a film of what the user sees.
///
/// ```swift
/// let film = try FrameFilm(window) { layout.installedPresentation }
/// // resize, pump until settled
/// film.stop()
/// try film.saveStrip(to: ".build/films/collapse.png")
/// ```
@MainActor
public final class FrameFilm<State> {
    public private(set) var frames: [FilmFrame<State>] = []
    private let window: Window
    private let describe: @MainActor () -> State
    private var connection: SignalConnection?

    /// Starts filming `window`, which must be mapped; `describe` reads the widgets at each frame.
    public init(_ window: Window, describe: @escaping @MainActor () -> State) throws {
        self.window = window
        self.describe = describe
        guard let connection = window.onEveryPaint({ [weak self] in self?.capture() }) else {
            throw GtkTestError.toolFailed("the window to film has no frame clock (not realized)")
        }
        self.connection = connection
    }

    /// Stops filming.
    public func stop() {
        connection?.disconnect()
        connection = nil
    }

    private func capture() {
        let state = describe()
        window.withUnsafeWidgetPointer { windowPointer in
            let (width, height) = (Int(gtk_widget_get_width(windowPointer)), Int(gtk_widget_get_height(windowPointer)))
            guard width > 0, height > 0 else { return }
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let paintable = gtk_widget_paintable_new(windowPointer)
            let snapshot = gtk_snapshot_new()
            gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
            if let node = gtk_snapshot_free_to_node(snapshot),
                let renderer = gtk_native_get_renderer(OpaquePointer(windowPointer))
            {
                var viewport = graphene_rect_t(
                    origin: graphene_point_t(x: 0, y: 0),
                    size: graphene_size_t(width: Float(width), height: Float(height)))
                if let texture = gsk_renderer_render_texture(renderer, node, &viewport) {
                    gdk_texture_download(texture, &pixels, gsize(width * 4))
                    g_object_unref(UnsafeMutableRawPointer(texture))
                }
                gsk_render_node_unref(node)
            }
            g_object_unref(UnsafeMutableRawPointer(paintable))
            frames.append(FilmFrame(width: width, height: height, pixels: pixels, state: state))
        }
    }

    /// Saves frames side by side, each scaled down by `scale` and 4 px apart, as a PNG:
    /// the film to look at.
    public func saveStrip(of frames: ArraySlice<FilmFrame<State>>? = nil, to path: String, scale: Int = 3) throws {
        let shown = frames ?? self.frames[...]
        guard let tallest = shown.map(\.height).max(), !shown.isEmpty else { return }
        let gap = 4
        let stripHeight = tallest / scale
        let stripWidth = shown.reduce(0) { $0 + $1.width / scale + gap } - gap
        var strip = [UInt8](repeating: 0xff, count: stripWidth * stripHeight * 4)
        var left = 0
        for frame in shown {
            for y in 0..<(frame.height / scale) {
                for x in 0..<(frame.width / scale) {
                    let from = ((y * scale) * frame.width + x * scale) * 4
                    let to = (y * stripWidth + left + x) * 4
                    for channel in 0..<4 { strip[to + channel] = frame.pixels[from + channel] }
                }
            }
            left += frame.width / scale + gap
        }
        try savePNG(strip, width: stripWidth, height: stripHeight, to: path)
    }

    private func savePNG(_ pixels: [UInt8], width: Int, height: Int, to path: String) throws {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !directory.isEmpty { g_mkdir_with_parents(directory, 0o755) }
        let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        let texture = gdk_memory_texture_new(
            Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(width * 4))
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, path) != 0 else {
            throw GtkTestError.toolFailed("could not save the film strip to \(path)")
        }
    }
}

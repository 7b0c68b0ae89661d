import TwoPaneGtk
import XCTest

/// The windows tests opened and have not destroyed yet; ``destroyTestWindows()`` (tearDown)
/// destroys them all.
@MainActor
public enum TestWindows {
    fileprivate static var open: [Window] = []
    fileprivate static var opened = 0

    /// How many windows tests have opened and not destroyed.
    public static var openCount: Int { open.count }

    /// What GTK draws around a window's widget allocation (its client-side decorations' frame:
    /// 10 px in each dimension with Adwaita under Xvfb, which has no compositor), measured once.
    fileprivate static var frame: (width: Int, height: Int)?

    /// A title no other window in this run has, so `xdotool search` finds exactly this one.
    fileprivate static func uniqueTitle() -> String {
        opened += 1
        return "TwoPaneTests window \(opened) of process \(getpid())"
    }
}

/// A new top-level window whose widget is allocated `width` × `height` px (header bar
/// included), with its content installed by `install`, shown and mapped. The window is
/// destroyed by ``destroyTestWindows()``.
///
/// Sizes here are the window widget's own allocation, what its child is laid out in, not
/// GTK's "default size": that one also counts the client-side decorations' frame GTK draws
/// around the widget (see ``windowFrame()``).
///
/// ```swift
/// let window = try presentWindow(width: 1000, height: 700) { layout.attach(to: $0) }
/// ```
@MainActor
public func presentWindow(
    width: Int, height: Int, install: (Window) -> Void = { _ in },
    file: StaticString = #filePath, line: UInt = #line
) throws -> Window {
    try GtkTestEnvironment.setUp(file: file, line: line)
    let frame = try windowFrame(file: file, line: line)
    let window = Window()
    window.title = TestWindows.uniqueTitle()
    window.setDefaultSize(width: width + frame.width, height: height + frame.height)
    install(window)
    TestWindows.open.append(window)
    window.present()
    try pump(
        until: { window.isMapped && window.allocatedWidth > 0 }, "the window \"\(window.title)\" is mapped",
        file: file, line: line)
    return window
}

/// The frame GTK adds around a window's widget allocation (the client-side decorations of a
/// window with a header bar), measured once per process with a throwaway window.
@MainActor
public func windowFrame(file: StaticString = #filePath, line: UInt = #line) throws -> (width: Int, height: Int) {
    if let frame = TestWindows.frame { return frame }
    try GtkTestEnvironment.setUp(file: file, line: line)
    let (defaultWidth, defaultHeight) = (640, 480)
    let window = Window()
    window.title = TestWindows.uniqueTitle()
    window.titlebar = HeaderBar()
    window.setDefaultSize(width: defaultWidth, height: defaultHeight)
    TestWindows.open.append(window)
    window.present()
    try pump(
        until: { window.isMapped && window.allocatedWidth > 0 && window.allocatedHeight > 0 },
        "the window measuring the decorations is mapped and allocated", file: file, line: line)
    let frame = (width: defaultWidth - window.allocatedWidth, height: defaultHeight - window.allocatedHeight)
    try destroy(window, file: file, line: line)
    TestWindows.frame = frame
    return frame
}

/// Resizes a mapped window so its widget is allocated `width` × `height` px, as a user
/// dragging its edge would (under Xvfb with no window manager the default size is applied to
/// the mapped window). Returns at once: wait for the result with
/// ``pump(until:timeout:_:file:line:)`` or ``waitForLayout(_:width:applied:file:line:)``.
@MainActor
public func resize(
    _ window: Window, width: Int, height: Int,
    file: StaticString = #filePath, line: UInt = #line
) throws {
    let frame = try windowFrame(file: file, line: line)
    window.setDefaultSize(width: width + frame.width, height: height + frame.height)
}

/// Destroys `window` and runs the main loop until it is unmapped and everything its
/// destruction queued has run.
@MainActor
public func destroy(_ window: Window, file: StaticString = #filePath, line: UInt = #line) throws {
    TestWindows.open.removeAll { $0 === window }
    window.destroy()
    try pump(
        until: { !window.isMapped && !window.isVisible }, "the window \"\(window.title)\" is gone",
        file: file, line: line)
    MainLoop.drain()
}

/// Destroys every window the tests opened and has not destroyed (call it from tearDown).
@MainActor
public func destroyTestWindows(file: StaticString = #filePath, line: UInt = #line) throws {
    while let window = TestWindows.open.last {
        try destroy(window, file: file, line: line)
    }
}

import CGtk

/// How far a list is scrolled, in pixels.
public struct ScrollPosition: Equatable, Sendable, CustomStringConvertible {
    /// The distance from the top of the content to the top of the view.
    public var offset: Double
    /// The height of the view onto the content.
    public var visibleHeight: Double
    /// The height of the whole content (every row, for a list).
    public var contentHeight: Double

    /// The position in words: `offset 120.0 of 4000.0 px, 600.0 px visible`.
    public var description: String {
        "offset \(offset) of \(contentHeight) px, \(visibleHeight) px visible"
    }
}

extension ListView {
    /// Where the list is scrolled, read from its vertical adjustment. For tests (did a change of
    /// the rows move the view?) and apps that remember a position.
    public var scrollPosition: ScrollPosition {
        guard let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(widgetPointer)) else {
            return ScrollPosition(offset: 0, visibleHeight: 0, contentHeight: 0)
        }
        return ScrollPosition(
            offset: gtk_adjustment_get_value(adjustment),
            visibleHeight: gtk_adjustment_get_page_size(adjustment),
            contentHeight: gtk_adjustment_get_upper(adjustment))
    }
}

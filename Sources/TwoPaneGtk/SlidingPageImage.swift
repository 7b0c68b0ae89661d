import CGtk

/// A still image of a page as last drawn, laid over the layout where the page is and moved
/// sideways with the user's fingers, while the page beneath it shows: what a back swipe
/// drags. It takes no pointer input.
@MainActor
package final class SlidingPageImage: Widget {
    private var fixedPointer: UnsafeMutablePointer<GtkFixed> {
        UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: GtkFixed.self)
    }
    private let picture: UnsafeMutablePointer<GtkWidget>
    private var origin = (x: 0.0, y: 0.0)

    package init() {
        picture = gtk_picture_new()
        super.init(newlyCreated: gtk_fixed_new())
        gtk_widget_set_can_target(widgetPointer, 0)
        gtk_widget_add_css_class(picture, "twopane-sliding-page")
        gtk_fixed_put(fixedPointer, picture, 0, 0)
        isVisible = false
    }

    /// Shows what `page` draws now, at the place it has in the widget this image is laid
    /// over (its parent); false when the page is not drawn.
    package func show(imageOf page: Widget) -> Bool {
        var x = 0.0
        var y = 0.0
        guard page.isMapped, let container = gtk_widget_get_parent(widgetPointer),
            cgtk_widget_translate_point(page.widgetPointer, container, 0, 0, &x, &y) != 0
        else { return false }
        let paintable = gtk_widget_paintable_new(page.widgetPointer)
        let image = gdk_paintable_get_current_image(paintable)
        g_object_unref(UnsafeMutableRawPointer(paintable))
        gtk_picture_set_paintable(OpaquePointer(picture), image)
        if let image { g_object_unref(UnsafeMutableRawPointer(image)) }
        gtk_widget_set_size_request(picture, Int32(page.allocatedWidth), Int32(page.allocatedHeight))
        origin = (x, y)
        offset = 0
        isVisible = true
        return true
    }

    /// How far the image is moved from the page's place, in pixels (positive: rightwards).
    package var offset = 0.0 {
        didSet { gtk_fixed_move(fixedPointer, picture, origin.x + offset, origin.y) }
    }

    /// Hides the image and lets it go.
    package func clear() {
        isVisible = false
        gtk_picture_set_paintable(OpaquePointer(picture), nil)
    }
}

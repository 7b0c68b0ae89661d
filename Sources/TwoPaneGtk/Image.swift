import CGtk

/// An icon from the icon theme.
@MainActor
public final class Image: Widget {
    var imagePointer: OpaquePointer { OpaquePointer(widgetPointer) }

    /// An image of the named icon (e.g. `sidebar-show-symbolic`), `pixelSize` px square.
    public init(iconName: String, pixelSize: Int? = nil) {
        super.init(newlyCreated: gtk_image_new_from_icon_name(iconName))
        if let pixelSize { gtk_image_set_pixel_size(imagePointer, Int32(pixelSize)) }
    }

    /// The icon's name.
    public var iconName: String? {
        gtk_image_get_icon_name(imagePointer).map { String(cString: $0) }
    }
}

import CGtk

extension Widget {
    /// Calls `body` with the GTK widget this wrapper holds as a pointer to `type`, a GTK
    /// type whose struct Swift imports with its fields (`GtkTextView`, `GtkWindow`,
    /// `GtkBox`…); the widget stays alive until `body` returns.
    ///
    /// The widget must be of that type (or derive from it): ask only for the type you made
    /// it with. Types Swift imports as `OpaquePointer` (`GtkLabel`, `GtkPicture`…) come from
    /// ``withUnsafeWidgetPointer(_:)`` as `OpaquePointer(pointer)`.
    ///
    /// ```swift
    /// let body = try Widget(adopting: gtk_text_view_new())
    /// body.withUnsafeWidgetPointer(as: GtkTextView.self) { gtk_text_view_set_editable($0, 0) }
    /// ```
    public func withUnsafeWidgetPointer<GtkType, Result, Failure: Error>(
        as type: GtkType.Type,
        _ body: (UnsafeMutablePointer<GtkType>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withUnsafeWidgetPointer { (pointer) throws(Failure) -> Result in
            try body(UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: type))
        }
    }
}

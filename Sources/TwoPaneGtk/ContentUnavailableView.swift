import CGtk

/// Shows a ``ContentUnavailable``, centred: an icon or a spinner, the title, the description
/// and the action button. Not a row or a page of content: nothing in it is selectable, and
/// assistive technologies read it as a group named by its title (the description as its
/// description), whose one focusable widget is the action button.
///
/// ```swift
/// // detail: { message in message.isLoaded ? MessageView(message)
/// //                                        : ContentUnavailableView(.init(title: "Loading…", isLoading: true)) }
/// let view = ContentUnavailableView(ContentUnavailable(title: "No Results", iconName: "edit-find-symbolic"))
/// ```
@MainActor
public final class ContentUnavailableView: Widget {
    /// What it shows; assigning shows the new content at once. Content that shows the same
    /// (its action's closure aside) keeps the widgets, and the focus on its button.
    public var content: ContentUnavailable {
        didSet { if content != oldValue { build() } }
    }
    private var boxPointer: UnsafeMutablePointer<GtkBox> { typedPointer(GtkBox.self) }
    private var parts: [Widget] = []
    /// The action button, if the content has an action (for tests and focus).
    public private(set) var actionButton: Button?

    /// A view of `content`.
    public init(_ content: ContentUnavailable) {
        self.content = content
        super.init(newlyCreated: cgtk_box_new_with_role(GTK_ORIENTATION_VERTICAL, 12, GTK_ACCESSIBLE_ROLE_GROUP))
        addStyleClass("twopane-content-unavailable")
        align(horizontal: .center, vertical: .center)
        expandsHorizontally = true
        expandsVertically = true
        setMargins(24)
        build()
    }

    /// The title shown (for tests).
    public var titleText: String { content.title }

    private func build() {
        for part in parts { gtk_box_remove(boxPointer, part.widgetPointer) }
        parts = []
        actionButton = nil
        if content.isLoading {
            let spinner = Spinner()
            spinner.setSizeRequest(width: 32, height: 32)
            parts.append(spinner)
        } else if let iconName = content.iconName {
            let icon = Image(iconName: iconName, pixelSize: 64)
            icon.addStyleClass("dim-label")
            parts.append(icon)
        }
        let title = Label(content.title)
        title.setMarkup("<span size=\"x-large\" weight=\"bold\">\(Label.escapedForMarkup(content.title))</span>")
        title.wrapWords()
        title.addStyleClass("twopane-content-unavailable-title")
        parts.append(title)
        if let description = content.description {
            let label = Label(description)
            label.wrapWords()
            label.addStyleClass("dim-label")
            parts.append(label)
        }
        if let action = content.action {
            let button = Button(label: action.label)
            button.align(horizontal: .center)
            button.addStyleClass("suggested-action")
            // The action of the content shown when clicked: new content may bring a new one.
            button.onClick { [weak self] in self?.content.action?.perform() }
            actionButton = button
            parts.append(button)
        }
        for part in parts { gtk_box_append(boxPointer, part.widgetPointer) }
        setAccessibleLabel(content.title)
        setAccessibleDescription(content.description ?? "")
    }
}

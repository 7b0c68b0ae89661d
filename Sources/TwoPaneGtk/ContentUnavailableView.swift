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
    /// The platform's status page (libadwaita's `AdwStatusPage`) this view is, if the app's
    /// ``ApplicationStyle`` has one; else it is a box of its own widgets.
    private let statusPage = PlatformStyle.current?.statusPage
    /// The status page's child below its title, holding the parts (a spinner, the button).
    private let pageChild: Box?
    /// The box the parts are in: this view, or the status page's child.
    private var boxPointer: UnsafeMutablePointer<GtkBox> {
        pageChild?.typedPointer(GtkBox.self) ?? typedPointer(GtkBox.self)
    }
    private var parts: [Widget] = []
    /// The action button, if the content has an action (for tests and focus).
    public private(set) var actionButton: Button?

    /// A view of `content`.
    public init(_ content: ContentUnavailable) {
        self.content = content
        if let statusPage {
            let child = Box(.vertical, spacing: 12)
            pageChild = child
            super.init(newlyCreated: statusPage.make(role: GTK_ACCESSIBLE_ROLE_GROUP))
            statusPage.setChild(widgetPointer, child.widgetPointer)
        } else {
            pageChild = nil
            super.init(newlyCreated: cgtk_box_new_with_role(GTK_ORIENTATION_VERTICAL, 12, GTK_ACCESSIBLE_ROLE_GROUP))
            align(horizontal: .center, vertical: .center)
            setMargins(24)
        }
        addStyleClass("twopane-content-unavailable")
        expandsHorizontally = true
        expandsVertically = true
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
        } else if let iconName = content.iconName, statusPage == nil {
            let icon = Image(iconName: iconName, pixelSize: 64)
            icon.addStyleClass("dim-label")
            parts.append(icon)
        }
        if let statusPage {
            statusPage.set(
                widgetPointer, iconName: content.isLoading ? nil : content.iconName, title: content.title,
                description: content.description)
        } else {
            appendTitleAndDescription()
        }
        if let action = content.action {
            let button = Button(label: action.label)
            button.align(horizontal: .center)
            button.addStyleClass("suggested-action")
            if statusPage != nil { button.addStyleClass("pill") }
            // The action of the content shown when clicked: new content may bring a new one.
            button.onClick { [weak self] in self?.content.action?.perform() }
            actionButton = button
            parts.append(button)
        }
        for part in parts { gtk_box_append(boxPointer, part.widgetPointer) }
        if let pageChild {
            pageChild.isVisible = !parts.isEmpty
            // The status page's scrolled window claims focus it cannot take (its own takes none),
            // which would stop Tab there: it is in the focus chain only with a button to focus.
            gtk_widget_set_can_focus(widgetPointer, actionButton == nil ? 0 : 1)
        }
        setAccessibleLabel(content.title)
        setAccessibleDescription(content.description ?? "")
    }

    /// GTK's own look: the title in large bold, the description dimmed below it.
    private func appendTitleAndDescription() {
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
    }
}

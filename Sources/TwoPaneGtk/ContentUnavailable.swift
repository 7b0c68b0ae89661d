/// What to show where content is not available: an empty list, a list still loading, an
/// error, or nothing selected. An icon (or a spinner), a title, a description and an
/// optional action button; SwiftUI's `ContentUnavailableView`, libadwaita's `AdwStatusPage`.
///
/// ```swift
/// let empty = ContentUnavailable(title: "No Messages", iconName: "mail-inbox-symbolic",
///                                description: "New mail shows up here.")
/// let failed = ContentUnavailable(title: "Could Not Load", iconName: "dialog-error-symbolic",
///                                 action: .init(label: "Retry") { print("retry") })
/// ```
public struct ContentUnavailable {
    /// The action button under the description ("Retry").
    public struct Action {
        /// The button's label.
        public var label: String
        /// What a click (or Enter, or Space) on the button does.
        public var perform: @MainActor () -> Void

        /// A button labelled `label` that runs `perform`.
        public init(label: String, perform: @escaping @MainActor () -> Void) {
            self.label = label
            self.perform = perform
        }
    }

    /// The title, in large type; also the name assistive technologies read.
    public var title: String
    /// A symbolic icon's name above the title, if any.
    public var iconName: String?
    /// A sentence or two under the title, if any.
    public var description: String?
    /// A button under the description, if any.
    public var action: Action?
    /// Whether work is under way: a spinner instead of the icon.
    public var isLoading: Bool

    /// Content unavailable: `title`, with an icon, a description and an action if given; a
    /// spinner instead of the icon when `isLoading`.
    public init(
        title: String, iconName: String? = nil, description: String? = nil, action: Action? = nil,
        isLoading: Bool = false
    ) {
        self.title = title
        self.iconName = iconName
        self.description = description
        self.action = action
        self.isLoading = isLoading
    }
}

extension ContentUnavailable: Equatable {
    /// Equal when they show the same (an action's closure is not compared, its label is).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.title, lhs.iconName, lhs.description, lhs.action?.label, lhs.isLoading)
            == (rhs.title, rhs.iconName, rhs.description, rhs.action?.label, rhs.isLoading)
    }
}

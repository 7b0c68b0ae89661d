/// A value pushed on the detail (navigation by value), with what the state store writes of
/// it: its destination's name and its text.
struct DetailValue {
    let value: AnyHashable
    /// `name:text`, for the state store; nil for a value its destination cannot encode.
    let encoded: String?
}

/// The page of one type of value pushed on the detail, as the app declared it
/// (``TwoPaneSplitLayout/detailDestination(for:named:encode:decode:page:)``).
@MainActor
struct DetailDestination<Item> {
    /// The name the state store writes before a value's text.
    let name: String
    let page: @MainActor (Item, AnyHashable) -> DetailPageContent?
    let encode: (AnyHashable) -> String?
    let decode: (String) -> AnyHashable?
}

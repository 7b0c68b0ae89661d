import TwoPaneGtk
import TwoPaneModel

/// What a page pushed by value shows: its header's title and its content.
public struct DetailPageContent {
    /// The page's title, in its header and for screen readers.
    public var title: String
    /// The page's widget.
    public var content: Widget

    /// A page titled `title` showing `content`.
    public init(title: String, content: Widget) {
        self.title = title
        self.content = content
    }
}

/// Navigation by value in the detail, SwiftUI's `NavigationStack(path:)` with
/// `.navigationDestination(for:)`: the app pushes values and says once, per type, which
/// page a value shows; the path of values is read and set whole (a deep link), and the
/// state store remembers it across a restart (an item gone: the path stops before it).
///
/// ```swift
/// struct StageLink: Hashable, LosslessStringConvertible {
///     let index: Int
///     var description: String { String(index) }
///     init(index: Int) { self.index = index }
///     init?(_ text: String) {
///         guard let index = Int(text) else { return nil }
///         self.index = index
///     }
/// }
/// layout.detailDestination(for: StageLink.self, named: "stage") { trail, link in
///     guard trail.stages.indices.contains(link.index) else { return nil }   // gone: the path stops
///     return DetailPageContent(title: trail.stages[link.index].name, content: Label(trail.stages[link.index].name))
/// }
/// layout.pushDetailValue(StageLink(index: 0))
/// layout.detailPath = [StageLink(index: 0), StageLink(index: 1)]   // the whole path at once
/// ```
extension TwoPaneSplitLayout {
    /// Declares the page a value of `type` pushed on the detail shows, built from the
    /// selected item and the value (`nil`: no such page any more, say its item is gone).
    /// `name`, `encode` and `decode` are how the state store writes and reads such values.
    public func detailDestination<Value: Hashable>(
        for type: Value.Type, named name: String, encode: @escaping (Value) -> String,
        decode: @escaping (String) -> Value?, page: @escaping @MainActor (Item, Value) -> DetailPageContent?
    ) {
        details.destinations[ObjectIdentifier(type)] = DetailDestination(
            name: name,
            page: { item, value in (value.base as? Value).flatMap { page(item, $0) } },
            encode: { value in (value.base as? Value).map(encode) },
            decode: { text in decode(text).map { AnyHashable($0) } })
    }

    /// ``detailDestination(for:named:encode:decode:page:)`` for values that convert to and
    /// from text themselves.
    public func detailDestination<Value: Hashable & LosslessStringConvertible>(
        for type: Value.Type, named name: String, page: @escaping @MainActor (Item, Value) -> DetailPageContent?
    ) {
        detailDestination(for: type, named: name, encode: { $0.description }, decode: { Value($0) }, page: page)
    }

    /// Pushes the page of `value` on the selected item's detail, as ``pushDetailPage(_:title:)``
    /// pushes a widget. A value of a type without a destination, or whose destination builds
    /// no page, pushes nothing.
    public func pushDetailValue(_ value: some Hashable) {
        send(.pushValue(AnyHashable(value)))
    }

    /// The values pushed on the detail, bottom first (pages pushed as widgets have none).
    /// Setting it replaces the pages pushed with those of the new path, as far as they can
    /// be built: programmatic navigation, a deep link.
    public var detailPath: [AnyHashable] {
        get { details.pages.compactMap(\.value?.value) }
        set { send(.setDetailPath(newValue)) }
    }

    /// Replaces the pages pushed with those of `path`, as far as they can be built.
    func setDetailPath(_ path: [AnyHashable]) {
        while layoutState.detailDepth > 0 { apply(.detailPagePopped) }
        details.dropPages(above: 0)
        for value in path {
            guard push(value) else { break }
        }
    }

    /// The path as the state store writes it: each value as `name:text`, up to the first
    /// page that has none.
    var encodedDetailPath: [String] {
        var encoded: [String] = []
        for page in details.pages {
            guard let text = page.value?.encoded else { break }
            encoded.append(text)
        }
        return encoded
    }

    /// Pushes the pages of `encoded` (as ``encodedDetailPath`` wrote them), up to the first
    /// that cannot be read or built any more.
    func restoreDetailPath(_ encoded: [String]) {
        var path: [AnyHashable] = []
        for text in encoded {
            guard let colon = text.firstIndex(of: ":"),
                let destination = details.destinations.values.first(where: { $0.name == text[..<colon] }),
                let value = destination.decode(String(text[text.index(after: colon)...]))
            else { break }
            path.append(value)
        }
        if !path.isEmpty { detailPath = path }
    }

    /// Pushes `value`'s page on the selected item's detail now; whether there was one.
    @discardableResult
    func push(_ value: AnyHashable) -> Bool {
        guard let id = layoutState.selection, let item = item(withID: id),
            let destination = details.destinations[ObjectIdentifier(type(of: value.base))],
            let page = destination.page(item, value)
        else { return false }
        let encoded = destination.encode(value).map { "\(destination.name):\($0)" }
        details.push(page.content, title: page.title, value: DetailValue(value: value, encoded: encoded))
        apply(.detailPagePushed)
        return true
    }
}

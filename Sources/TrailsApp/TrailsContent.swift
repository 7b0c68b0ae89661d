import Glibc
import TrailsData

/// What a Trails window shows: the trails, and their regions when a sidebar lists them.
struct TrailsContent {
    /// The trails, in list order: generated ones are made as their rows are shown.
    let trails: TrailList
    /// Three columns: the regions in the sidebar, the chosen region's trails in the list.
    let regions: [Region]?

    /// The trails `source` names; with three `columns`, the built-in regions, or a data
    /// file's trails grouped by their region.
    static func load(_ source: TrailsSource, columns: TrailsColumns) throws(TrailsFileError) -> TrailsContent {
        let trails: TrailList =
            switch source {
            case .builtIn: TrailList(TrailCatalog.builtIn)
            case .synthetic(let count): TrailList(TrailCatalog.synthetic(count: count))
            case .file(let path): TrailList(try TrailsFile.load(path: path))
            }
        let regions: [Region]? =
            switch (columns, source) {
            case (.two, _): nil
            case (.three, .builtIn): RegionCatalog.builtIn
            case (.three, _): RegionCatalog.grouping(Array(trails))
            }
        return TrailsContent(trails: trails, regions: regions)
    }
}

extension TrailsSource {
    /// The same source with a file's path made absolute from the current directory, so
    /// that the running instance, started elsewhere, reads the same file.
    var withAbsolutePath: TrailsSource {
        guard case .file(let path) = self, !path.hasPrefix("/") else { return self }
        guard let directory = getcwd(nil, 0) else { return self }
        defer { free(directory) }
        return .file(String(cString: directory) + "/" + path)
    }
}

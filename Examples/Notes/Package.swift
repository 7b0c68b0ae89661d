// swift-tools-version: 6.0
import PackageDescription

// Notes: a notes app over SQLite, built on TwoPane the way any app uses it, as a dependency
// by URL and version. TWOPANE_URL names the TwoPane repository to use (a throwaway clone of
// the working tree, tagged with the version, in the tests); by default it is the repository
// this example sits in, which then needs a version tag of its own.
// (The repository's own folder, not `…/../..`: SwiftPM names a local package after the last
// part of its resolved path, the folder's name.)
let twoPaneURL =
    Context.environment["TWOPANE_URL"]
    ?? "file://" + Context.packageDirectory.split(separator: "/").dropLast(2).map { "/" + $0 }.joined()

/// SwiftPM names a dependency after the last part of its URL, without `.git`.
let twoPanePackage = String(twoPaneURL.split(separator: "/").last ?? "TwoPane")
    .replacingSuffix(".git", with: "")

let package = Package(
    name: "Notes",
    dependencies: [
        .package(url: twoPaneURL, from: "0.7.0")
    ],
    targets: [
        // SQLite from the system (Debian: libsqlite3-dev, 3.40 with FTS5). Only NotesData's
        // Database.swift imports it.
        .systemLibrary(
            name: "CSQLite",
            path: "Sources/CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // The notes, their folders, search and the changes other programs make: no GTK, no
        // TwoPane, no Foundation.
        .target(name: "NotesData", dependencies: ["CSQLite"]),
        .executableTarget(
            name: "notes",
            dependencies: [
                "NotesData",
                .product(name: "TwoPane", package: twoPanePackage),
                // libadwaita's look, as a GNOME app (loaded at run time; Debian: libadwaita-1-0).
                .product(name: "TwoPaneAdwaita", package: twoPanePackage),
            ]
        ),
        // Real SQLite files in a temporary folder; CSQLite for a second connection that holds
        // the write lock, the way another program would.
        .testTarget(name: "NotesDataTests", dependencies: ["NotesData", "CSQLite"]),
    ]
)

extension String {
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}

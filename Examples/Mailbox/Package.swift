// swift-tools-version: 6.0
import PackageDescription

// Mailbox: a small mail reader built on TwoPane the way any app uses it, as a dependency by
// URL and version. TWOPANE_URL names the TwoPane repository to use (`make test` points it at
// a throwaway clone of the working tree, tagged with the version); by default it is the
// repository this example sits in, which then needs a version tag of its own.
let twoPaneURL = Context.environment["TWOPANE_URL"] ?? "file://" + Context.packageDirectory + "/../.."

/// SwiftPM names a dependency after the last part of its URL, without `.git`.
let twoPanePackage = String(twoPaneURL.split(separator: "/").last ?? "TwoPane")
    .replacingSuffix(".git", with: "")

let package = Package(
    name: "Mailbox",
    dependencies: [
        .package(url: twoPaneURL, from: "0.7.0")
    ],
    targets: [
        .executableTarget(
            name: "mailbox",
            dependencies: [
                .product(name: "TwoPane", package: twoPanePackage),
                // GTK's C API, for the message body: a GtkTextView TwoPane has no wrapper for.
                .product(name: "CGtk", package: twoPanePackage),
            ]
        )
    ]
)

extension String {
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}

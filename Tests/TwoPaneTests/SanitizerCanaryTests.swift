import Foundation
import XCTest

/// Proof that a sanitized build of the suite reports what it must: `scripts/sanitize.sh` runs
/// the canary of its sanitizer first, with `TWOPANE_SANITIZER_CANARY` naming it, and fails
/// unless the sanitizer reports it. A build where the sanitizer is silently off would pass
/// every other test with no report. Every other run skips them.
final class SanitizerCanaryTests: XCTestCase {
    private static let canary = ProcessInfo.processInfo.environment["TWOPANE_SANITIZER_CANARY"]

    /// AddressSanitizer: a read of freed memory ("heap-use-after-free").
    func testAddressSanitizerReportsAUseAfterFree() throws {
        try XCTSkipUnless(Self.canary == "address", "only as scripts/sanitize.sh's canary")
        let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        pointer.initialize(to: 27)
        pointer.deallocate()
        XCTAssertEqual(pointer.pointee, 27, "read after free: AddressSanitizer stops the run here")
    }

    /// ThreadSanitizer: two threads writing one integer with nothing ordering them (a "Swift
    /// access race", ThreadSanitizer's data race in Swift code).
    func testThreadSanitizerReportsADataRace() throws {
        try XCTSkipUnless(Self.canary == "thread", "only as scripts/sanitize.sh's canary")
        let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        counter.initialize(to: 0)
        defer { counter.deallocate() }
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { argument in
                argument?.assumingMemoryBound(to: Int.self).pointee += 1
                return nil
            }, counter)
        XCTAssertEqual(started, 0, "the second thread started")
        counter.pointee += 1
        pthread_join(thread, nil)
        XCTAssertLessThanOrEqual(counter.pointee, 2)
    }
}

import CGtk
import Foundation
import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// A wrapper's last reference may go on any thread (main-actor classes are Sendable, so a
/// task elsewhere can hold it): GTK still sees the object released on the main thread, by
/// its main loop, and not before that loop runs.
final class MainThreadReleaseTests: LayoutTestCase {
    /// Holds the only reference to `object` until a task on another thread drops it.
    /// `@unchecked Sendable`: one thread at a time uses it, as the test awaits the task.
    private final class LastReference<Object: Sendable>: @unchecked Sendable {
        private var object: Object?
        init(_ object: Object) { self.object = object }

        /// Drops the reference; whether this ran on the main thread.
        func drop() -> Bool {
            object = nil
            return Thread.isMainThread
        }
    }

    /// Drops `last` on another thread, then checks that nothing was disposed there and that
    /// the main loop disposes every one of `witnesses` on the main thread.
    @MainActor private func dropOnAnotherThread<Object>(
        _ last: LastReference<Object>, watchedBy witnesses: [String: DisposalWitness],
        file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let droppedOnMainThread = await Task.detached { last.drop() }.value
        XCTAssertFalse(
            droppedOnMainThread, "the task dropped the last reference on another thread", file: file, line: line)
        let disposedEarly = witnesses.filter { $0.value.thread != nil }.keys.sorted()
        XCTAssertEqual(disposedEarly, [], "disposed before the main loop ran", file: file, line: line)
        try pump(
            until: { witnesses.values.allSatisfy { $0.thread != nil } }, "the main loop disposes them all",
            file: file, line: line)
        let threads = witnesses.mapValues { $0.thread }
        XCTAssertEqual(threads, witnesses.mapValues { _ in .main }, "where each was disposed", file: file, line: line)
    }

    @MainActor func testAWidgetReleasedOnAnotherThreadIsDisposedOnTheMainThread() async throws {
        let (last, witness) = { () -> (LastReference<Label>, DisposalWitness) in
            let label = Label("Released elsewhere")
            return (
                LastReference(label),
                label.withUnsafeWidgetPointer { DisposalWitness(watching: UnsafeMutableRawPointer($0)) }
            )
        }()
        try await dropOnAnotherThread(last, watchedBy: ["label": witness])
    }

    /// A stack's pages go with it: each page's wrapper is released on the same other thread.
    @MainActor func testAStackAndItsPagesReleasedOnAnotherThreadAreDisposedOnTheMainThread() async throws {
        let (last, witnesses) = { () -> (LastReference<Stack>, [String: DisposalWitness]) in
            let stack = Stack()
            var witnesses = [
                "stack": stack.withUnsafeWidgetPointer { DisposalWitness(watching: UnsafeMutableRawPointer($0)) }
            ]
            for name in ["first", "second", "third"] {
                let page = Label(name)
                stack.addPage(page, name: name)
                stack.setTitle(name, ofPageShowing: page)
                witnesses[name] = page.withUnsafeWidgetPointer {
                    DisposalWitness(watching: UnsafeMutableRawPointer($0))
                }
            }
            stack.reportTransitionsAsBusy()
            return (LastReference(stack), witnesses)
        }()
        try await dropOnAnotherThread(last, watchedBy: witnesses)
    }

    /// Objects that are not widgets (here a click gesture) are held the same way.
    @MainActor func testAGestureReleasedOnAnotherThreadIsDisposedOnTheMainThread() async throws {
        let (last, witness) = { () -> (LastReference<GestureClick>, DisposalWitness) in
            let gesture = GestureClick(button: 1)
            gesture.onPressed { _, _, _ in }
            return (LastReference(gesture), DisposalWitness(watching: UnsafeMutableRawPointer(gesture.gesturePointer)))
        }()
        try await dropOnAnotherThread(last, watchedBy: ["gesture": witness])
    }

    /// An adopted GObject that is not a widget, and a text editor with its buffer and
    /// handlers: the same.
    @MainActor func testAnAdoptedObjectAndAnEditorReleasedOnAnotherThreadAreDisposedOnTheMainThread() async throws {
        let (last, witnesses) = try { () throws -> (LastReference<[AnyObject & Sendable]>, [String: DisposalWitness]) in
            let pointer = try XCTUnwrap(gtk_text_buffer_new(nil))
            let buffer = try GObjectReference(adopting: pointer)
            g_object_unref(pointer)
            try buffer.onSignal("changed") {}
            let editor = TextView(text: "Released elsewhere")
            editor.onTextChange { _ in }
            let witnesses = [
                "buffer": DisposalWitness(watching: UnsafeMutableRawPointer(pointer)),
                "editor": editor.withUnsafeWidgetPointer { DisposalWitness(watching: UnsafeMutableRawPointer($0)) },
                "editor's buffer": editor.buffer.withUnsafeObjectPointer {
                    DisposalWitness(watching: UnsafeMutableRawPointer($0))
                },
            ]
            return (LastReference([buffer, editor]), witnesses)
        }()
        try await dropOnAnotherThread(last, watchedBy: witnesses)
    }

    /// On the main thread nothing waits: the widget goes with its last wrapper reference.
    @MainActor func testAWidgetReleasedOnTheMainThreadIsDisposedAtOnce() async throws {
        var label: Label? = Label("Released here")
        let witness = try XCTUnwrap(label).withUnsafeWidgetPointer {
            DisposalWitness(watching: UnsafeMutableRawPointer($0))
        }
        label = nil
        XCTAssertEqual(witness.thread, .main, "disposed by the release, before any main loop iteration")
    }
}

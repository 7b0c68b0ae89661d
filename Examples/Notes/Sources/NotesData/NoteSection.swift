import Glibc

/// The sections of a folder's list, in the order they are shown, each newest first.
public enum NoteSection: Int, CaseIterable, Comparable, Sendable {
    /// Pinned notes, whenever they were edited.
    case pinned
    /// Notes edited today, in the local time zone (and any dated after `now`).
    case today
    /// Notes edited on one of the seven days before today.
    case previous7Days
    /// Everything else.
    case older

    /// The section's heading.
    public var title: String {
        switch self {
        case .pinned: "Pinned"
        case .today: "Today"
        case .previous7Days: "Previous 7 Days"
        case .older: "Older"
        }
    }

    public static func < (lhs: NoteSection, rhs: NoteSection) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The section `note` is in at the moment `now` (milliseconds since the epoch).
///
/// For a whole list, make one ``SectionBoundaries`` and ask it for each note: this finds the
/// local midnights each time.
public func section(of note: Note, now: Int64) -> NoteSection {
    SectionBoundaries(now: now).section(of: note.summary)
}

/// The section `note` is in at the moment `now` (milliseconds since the epoch).
public func section(of note: NoteSummary, now: Int64) -> NoteSection {
    SectionBoundaries(now: now).section(of: note)
}

/// Where the list's sections begin at one moment: the local midnights of today and of seven
/// days before, found once for a whole list.
///
/// Days are the local time zone's (`TZ`, or `/etc/localtime`), daylight saving time included:
/// a day may be 23 or 25 hours long.
public struct SectionBoundaries: Hashable, Sendable {
    /// The moment the sections are for, in milliseconds since the epoch.
    public let now: Int64
    /// Today's local midnight, in milliseconds since the epoch.
    public let startOfToday: Int64
    /// The local midnight seven days before today's.
    public let startOfPrevious7Days: Int64

    public init(now: Int64) {
        tzset()  // the time zone as TZ says now, not as it said at the first call
        self.now = now
        startOfToday = SectionBoundaries.localMidnight(daysBefore: 0, theDayOf: now)
        startOfPrevious7Days = SectionBoundaries.localMidnight(daysBefore: 7, theDayOf: now)
    }

    public func section(of note: NoteSummary) -> NoteSection {
        if note.isPinned { return .pinned }
        if note.modified >= startOfToday { return .today }
        if note.modified >= startOfPrevious7Days { return .previous7Days }
        return .older
    }

    /// The local midnight that starts the day `daysBefore` days before the day of `moment`.
    private static func localMidnight(daysBefore: Int32, theDayOf moment: Int64) -> Int64 {
        var seconds = time_t(moment >= 0 ? moment / 1000 : (moment - 999) / 1000)
        var parts = tm()
        localtime_r(&seconds, &parts)
        parts.tm_hour = 0
        parts.tm_min = 0
        parts.tm_sec = 0
        parts.tm_mday -= daysBefore
        parts.tm_isdst = -1  // whichever is in force at that midnight
        return Int64(mktime(&parts)) * 1000
    }
}

extension NoteSummary {
    /// The order of a folder's list: pinned notes first, then the most recently edited,
    /// then the higher id. `notes.sort(by: NoteSummary.areInListOrder)`.
    ///
    /// The same order as ``NoteSection``'s: a sorted list has its sections one after another.
    public static func areInListOrder(_ a: NoteSummary, _ b: NoteSummary) -> Bool {
        if a.isPinned != b.isPinned { return a.isPinned }
        if a.modified != b.modified { return a.modified > b.modified }
        return a.id > b.id
    }
}

extension Note {
    /// The list's order (``NoteSummary/areInListOrder(_:_:)``) for whole notes.
    public static func areInListOrder(_ a: Note, _ b: Note) -> Bool {
        if a.isPinned != b.isPinned { return a.isPinned }
        if a.modified != b.modified { return a.modified > b.modified }
        return a.id > b.id
    }
}

/// The system's clock.
public enum NotesClock {
    /// Now, in milliseconds since the epoch (UTC).
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
    }
}

extension NotesDatabase {
    /// The most notes ``seed(path:noteCount:now:)`` writes.
    public static let maximumSeedCount = 10_000_000

    /// The folders a seeded database has, in the sidebar's order, and how many of its notes
    /// each gets, in hundredths.
    static let seedFolders: [(name: String, share: Int)] = [
        ("Notes", 70), ("Work", 12), ("Personal", 10), ("Recipes", 4), ("Travel", 4),
    ]

    /// Writes `noteCount` made-up notes into the database at `path` (created if there is
    /// none), in the folders Notes (most of them), Work, Personal, Recipes and Travel: the
    /// same notes for the same count, `now` and time zone.
    ///
    /// Each note is a title line and a few lines of English-like text; some are pinned; their
    /// times spread over the year before `now`, so that every section of the list has notes
    /// (at least 3 today and 3 in the previous 7 days, and 2 pinned, from 8 notes on). A
    /// handful mention an umbrella: a search for "umbrella" finds 3 from 31 notes on, and one
    /// more per 20,000. One transaction: 100,000 notes take a few seconds.
    ///
    /// - Precondition: `noteCount` is from 0 to ``maximumSeedCount``.
    /// - Throws: ``NotesDatabaseError/Problem/notEmpty`` if the database has notes or folders
    ///   of its own, or what opening and writing it throws.
    public static func seed(path: String, noteCount: Int, now: Int64) throws(NotesDatabaseError) {
        precondition((0...maximumSeedCount).contains(noteCount), "seed count \(noteCount) out of range")
        let notes = try NotesDatabase(path: path)
        try notes.database.transaction(.immediate) { () throws(NotesDatabaseError) in
            let existingNotes = try notes.database.integer("SELECT count(*) FROM notes") ?? 0
            let existingFolders = try notes.database.integer("SELECT count(*) FROM folders") ?? 0
            guard existingNotes == 0 && existingFolders <= 1 else {
                throw NotesDatabaseError(path: path, problem: .notEmpty)
            }
            var folderIDs: [Int64] = []
            for (position, folder) in seedFolders.enumerated() {
                try notes.database.run(
                    """
                    INSERT INTO folders (id, name, position) VALUES (?1, ?2, ?1 - 1)
                    ON CONFLICT (id) DO UPDATE SET name = excluded.name, position = excluded.position
                    """,
                    [.integer(Int64(position + 1)), .text(folder.name)])
                folderIDs.append(Int64(position + 1))
            }
            // In bulk: what the insert trigger does (a revision each, the search index), done
            // here for all the notes at once; the trigger is back before the commit.
            try notes.database.execute("DROP TRIGGER note_inserted")
            let revision = try notes.database.integer("SELECT revision FROM meta") ?? 0
            var writer = SeedWriter(boundaries: SectionBoundaries(now: now))
            for index in 0..<noteCount {
                let note = writer.note(at: index)
                try notes.database.run(
                    "INSERT INTO notes (folder_id, text, is_pinned, modified, revision) VALUES (?1, ?2, ?3, ?4, ?5)",
                    [
                        .integer(folderIDs[note.folder]), .text(note.text), .integer(note.isPinned ? 1 : 0),
                        .integer(note.modified), .integer(revision + Int64(index) + 1),
                    ])
            }
            try notes.database.run("UPDATE meta SET revision = ?1", [.integer(revision + Int64(noteCount))])
            try notes.database.run("INSERT INTO notes_search (notes_search) VALUES ('rebuild')")
            try notes.database.execute(noteInsertedTrigger)
        }
    }
}

/// Makes up the seed's notes, one after another, from word lists and a seeded generator.
struct SeedWriter {
    private var random = SplitMix64(seed: 0x4E6F_7465_5365_6564)
    private let boundaries: SectionBoundaries

    init(boundaries: SectionBoundaries) {
        self.boundaries = boundaries
    }

    /// A made-up note: its folder's position in ``NotesDatabase/seedFolders``.
    struct SeedNote {
        var folder: Int
        var text: String
        var isPinned: Bool
        var modified: Int64
    }

    /// The note at `index`. Call with 0, 1, 2…: each call moves the generator on.
    mutating func note(at index: Int) -> SeedNote {
        let folder = index < 8 ? 0 : pickFolder()
        var text = title(folder: folder)
        for _ in 0..<(1 + random.below(4)) {
            text += "\n" + line(folder: folder)
        }
        if index % 20_000 == 10_007 || [9, 17, 30].contains(index) {
            text += "\n" + Self.umbrellaLines[random.below(Self.umbrellaLines.count)]
        }
        let isPinned = index == 6 || index == 7 || random.below(4000) == 0
        return SeedNote(folder: folder, text: text, isPinned: isPinned, modified: modified(index: index))
    }

    /// Today for notes 0 to 2 and about 1 in 100; the previous 7 days for notes 3 to 5 and
    /// about 5 in 100; the rest of the year before for the others.
    private mutating func modified(index: Int) -> Int64 {
        let day: Int64 = 86_400_000
        let draw = random.below(100)
        let (start, end): (Int64, Int64)
        if index < 3 || (index >= 8 && draw == 0) {
            (start, end) = (boundaries.startOfToday, boundaries.now)
        } else if index < 6 || (index >= 8 && draw <= 5) {
            (start, end) = (boundaries.startOfPrevious7Days, boundaries.startOfToday - 1)
        } else {
            (start, end) = (boundaries.now - 365 * day, boundaries.startOfPrevious7Days - 1)
        }
        return start + Int64(random.below(Int(max(end - start, 0)) + 1))
    }

    private mutating func pickFolder() -> Int {
        var draw = random.below(100)
        for (position, folder) in NotesDatabase.seedFolders.enumerated() {
            if draw < folder.share { return position }
            draw -= folder.share
        }
        return 0
    }

    private mutating func pick(_ words: [String]) -> String { words[random.below(words.count)] }

    private mutating func title(folder: Int) -> String {
        switch folder {
        case 1:
            return pick(["Meeting notes: ", "Plan for ", "Review of ", "Ideas for ", "Follow up on "])
                + pick(Self.workTopics)
        case 2:
            return pick(["Gift ideas for ", "Call ", "Birthday of ", "Dinner with ", "Letter to "]) + pick(Self.names)
        case 3:
            return pick(Self.adjectives).capitalizedFirst + " " + pick(Self.dishes)
        case 4:
            return pick(["Trip to ", "Packing list for ", "Weekend in ", "Things to see in "]) + pick(Self.cities)
        default:
            return pick(Self.adjectives).capitalizedFirst + " " + pick(Self.nouns) + " "
                + pick(["ideas", "list", "notes", "plans", "thoughts"])
        }
    }

    private mutating func line(folder: Int) -> String {
        switch folder {
        case 3:
            let measure = pick(["cups", "spoons", "pinches", "handfuls"])
            return "- \(1 + random.below(4)) \(measure) of \(pick(Self.ingredients))"
        case 4 where random.below(2) == 0:
            return "- " + pick(Self.packing)
        default:
            var words = [pick(Self.names), pick(Self.verbs), "the", pick(Self.adjectives), pick(Self.nouns)]
            if random.below(2) == 0 {
                words += [pick(["before", "after", "during", "without"]), "the", pick(Self.nouns)]
            }
            words.append(pick(Self.times) + ".")
            return words.joined(separator: " ")
        }
    }

    static let umbrellaLines = [
        "Bring the umbrella: rain all afternoon.", "Left my umbrella at the office again.",
        "- umbrella", "Buy a new umbrella, the old one broke in the wind.",
    ]
    static let names = [
        "Ann", "Ben", "Carla", "Dev", "Elena", "Farid", "Grace", "Hugo", "Ines", "Jonas", "Kemal", "Lina", "Mateo",
        "Nora", "Omar", "Priya", "Quinn", "Rosa", "Sven", "Tariq", "Uma", "Victor", "Wen", "Yusuf", "Zoe",
    ]
    static let verbs = [
        "checks", "moves", "fixes", "paints", "orders", "cleans", "borrows", "returns", "writes about", "plans",
        "measures", "packs", "repairs", "reads", "finds", "sells", "wraps", "labels", "photographs", "sorts",
    ]
    static let adjectives = [
        "quiet", "blue", "early", "long", "small", "bright", "old", "new", "heavy", "green", "quick", "warm",
        "cold", "round", "simple", "spare", "wooden", "yellow", "narrow", "careful", "second", "weekly", "large",
    ]
    static let nouns = [
        "garden", "kitchen", "bicycle", "window", "budget", "letter", "lamp", "shelf", "notebook", "garage",
        "piano", "ladder", "curtain", "fence", "printer", "sofa", "bookcase", "balcony", "camera", "jacket",
        "teapot", "library", "market", "station", "harbour", "meadow", "bridge", "orchard", "attic", "boat",
    ]
    static let times = [
        "on Monday", "on Tuesday", "on Wednesday", "on Thursday", "on Friday", "this weekend", "next week",
        "tomorrow", "tonight", "in the morning", "after lunch", "before the holidays", "at the end of the month",
    ]
    static let workTopics = [
        "the budget", "hiring", "the roadmap", "the launch", "onboarding", "the office move", "security",
        "the quarterly report", "customer feedback", "the design review", "the release", "pricing",
    ]
    static let dishes = [
        "lentil soup", "apple pie", "tomato pasta", "bean stew", "rice salad", "pancakes", "curry", "flatbread",
        "risotto", "banana bread", "omelette", "fish pie", "dumplings", "chili", "gazpacho",
    ]
    static let ingredients = [
        "flour", "sugar", "rice", "lentils", "chopped onion", "garlic", "butter", "milk", "tomatoes", "spinach",
        "olive oil", "cumin", "beans", "grated cheese", "oats", "yoghurt", "parsley", "ginger",
    ]
    static let cities = [
        "Lisbon", "Kyoto", "Oslo", "Naples", "Porto", "Vienna", "Lyon", "Seville", "Tallinn", "Galway", "Bruges",
        "Ljubljana", "Krakow", "Valencia", "Bergen",
    ]
    static let packing = [
        "passport", "charger", "walking shoes", "sun hat", "tickets", "sweater", "adapter", "toothbrush", "map",
        "swimsuit", "camera", "snacks",
    ]
}

/// SplitMix64: a small, fast generator whose sequence depends on nothing but its seed (the
/// standard library's `random(in:using:)` may change how it draws between versions).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number from 0 to `bound` - 1 (`bound` > 0), drawn as `next() % bound`: biased by
    /// less than `bound` / 2⁶⁴, which does not matter here.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

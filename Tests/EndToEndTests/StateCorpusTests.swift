import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A hostile corpus of state files, each put where the game keeps its state before a short run
/// of the real game: damaged, hand-edited, hostile, from another program, and things that are
/// not files at all. Whatever is there, the game plays, tells the player once what happened, and
/// loses nothing. `StateCorpus/cases.tsv` says of each file what is kept and what the player sees:
/// - `kept`: it reads as state; the run's turns are added to it;
/// - `aside`: it is moved aside whole as `state.json.corrupt-*`, and the game starts afresh;
/// - `untouched`: it cannot be read, so it stays exactly as it was and nothing is saved.
@Suite struct StateCorpusTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let outcome: String
        let told: String?
        var testDescription: String { file }
    }

    static let cases: [Case] = {
        guard let url = Bundle.module.url(forResource: "StateCorpus/cases.tsv", withExtension: nil),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Case(file: fields[0], outcome: fields[1], told: fields[2] == "-" ? nil : fields[2])
        }
    }()

    static let threeTurns = ["--autoplay", "--turns", "3", "--autoplay-delay", "0", "--event-log", "-"]

    /// Where a run with XDG folders in `home` keeps its state.
    static func stateFile(in home: URL) -> URL {
        home.appendingPathComponent("state/tap-the-larger-shape/state.json")
    }

    /// The game's warnings on standard error about its state.
    static func stateWarnings(_ run: Executable.Run) -> [Substring] {
        run.standardError.split(separator: "\n").filter { $0.contains("warning:") && $0.contains("state") }
    }

    @Test func theCorpusIsAllThere() {
        #expect(Self.cases.count >= 30)
        for outcome in ["kept", "aside"] { #expect(Self.cases.contains { $0.outcome == outcome }) }
    }

    @Test(arguments: cases)
    func aStateFileNeverCostsTheGameOrTheHistory(_ corpus: Case) throws {
        let home = try Executable.makeHome()
        let state = Self.stateFile(in: home)
        try FileManager.default.createDirectory(at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
        let source = try #require(Bundle.module.url(forResource: "StateCorpus/\(corpus.file)", withExtension: nil))
        let before = try Data(contentsOf: source)
        try before.write(to: state)
        let run = try Executable.run(Self.threeTurns, home: home, timeout: 60)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.events(named: "turn_ended").count == 3)
        let warnings = Self.stateWarnings(run)
        if let told = corpus.told {
            #expect(warnings.count == 1 && warnings.first?.contains(told) == true, "\(run.standardError)")
        } else {
            #expect(warnings.isEmpty, "\(run.standardError)")
        }
        try Self.check(corpus.outcome, state: state, before: before)
    }

    /// What is at the state's path after a run, for each outcome.
    static func check(_ outcome: String, state: URL, before: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = state.deletingLastPathComponent()
        // NB: the game's log file lives beside the state.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasSuffix(".log") }
        // A run leaves no temporary file behind.
        #expect(!names.contains { $0.contains(".tmp-") }, "\(names)", sourceLocation: sourceLocation)
        switch outcome {
        case "kept":
            let record = try JSONSerialization.jsonObject(with: Data(contentsOf: state)) as? [String: Any]
            #expect((record?["lifetime_turns"] as? Int ?? 0) >= 3, sourceLocation: sourceLocation)
            #expect(!names.contains { $0.contains(".corrupt-") }, sourceLocation: sourceLocation)
        case "aside":
            let aside = try #require(names.first { $0.hasPrefix("state.json.corrupt-") }, sourceLocation: sourceLocation)
            #expect(try Data(contentsOf: folder.appendingPathComponent(aside)) == before, sourceLocation: sourceLocation)
            let record = try JSONSerialization.jsonObject(with: Data(contentsOf: state)) as? [String: Any]
            #expect(record?["lifetime_turns"] as? Int == 3, sourceLocation: sourceLocation)
        default:
            #expect(names == ["state.json"], sourceLocation: sourceLocation)
        }
    }

    /// What is no regular file: a FIFO (which once blocked the launch), a folder, a device, a
    /// link that loops. Each is refused at once and left exactly as it was.
    @Test(arguments: ["fifo", "folder", "device", "loop"])
    func whatIsNoFileIsLeftAlone(_ kind: String) throws {
        let home = try Executable.makeHome()
        let state = Self.stateFile(in: home)
        try FileManager.default.createDirectory(at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch kind {
        case "fifo": #expect(mkfifo(state.path, 0o644) == 0)
        case "folder": try FileManager.default.createDirectory(at: state, withIntermediateDirectories: false)
        case "device": #expect(symlink("/dev/zero", state.path) == 0)
        default: #expect(symlink("state.json", state.path) == 0)
        }
        var status = stat()
        #expect(lstat(state.path, &status) == 0)
        let run = try Executable.run(Self.threeTurns, home: home, timeout: 60)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.events(named: "turn_ended").count == 3)
        let warnings = Self.stateWarnings(run)
        #expect(warnings.count == 1 && warnings.first?.contains("without saving") == true, "\(run.standardError)")
        var after = stat()
        #expect(lstat(state.path, &after) == 0 && after.st_mode == status.st_mode && after.st_ino == status.st_ino)
        let names = try FileManager.default.contentsOfDirectory(atPath: state.deletingLastPathComponent().path)
        #expect(names.filter { !$0.hasSuffix(".log") } == ["state.json"])
    }

    /// A state file past the size limit is moved aside whole; one as large as a century of
    /// daily play is kept.
    @Test func theSizeLimitHoldsBothWays() throws {
        let home = try Executable.makeHome()
        let state = Self.stateFile(in: home)
        try FileManager.default.createDirectory(at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
        let huge = Data(("{\"note\":\"" + String(repeating: "x", count: 9 << 20) + "\"}").utf8)
        try huge.write(to: state)
        let tooLarge = try Executable.run(Self.threeTurns, home: home, timeout: 60)
        #expect(Self.stateWarnings(tooLarge).first?.contains("larger than 8 MiB") == true, "\(tooLarge.standardError)")
        try Self.check("aside", state: state, before: huge)

        // 50,000 days (a state file that once was set aside as too large when the game wrote it).
        let days = (0..<50_000).map { day in
            "{\"date\":\"\(Self.date(daysSince1970: day))\",\"marks\":\"1\",\"median_reaction_ms\":500,\"score\":1}"
        }
        let century = Data("{\"daily\":[\(days.joined(separator: ","))],\"lifetime_turns\":5}".utf8)
        let fresh = try Executable.makeHome()
        let kept = Self.stateFile(in: fresh)
        try FileManager.default.createDirectory(at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
        try century.write(to: kept)
        for _ in 0..<2 {
            let run = try Executable.run(Self.threeTurns, home: fresh, timeout: 60)
            #expect(run.status == 0 && Self.stateWarnings(run).isEmpty, "\(run.standardError)")
        }
        let record = try JSONSerialization.jsonObject(with: Data(contentsOf: kept)) as? [String: Any]
        #expect((record?["daily"] as? [Any])?.count == 50_000 && record?["lifetime_turns"] as? Int == 11)
    }

    /// `YYYY-MM-DD` of a day counted from 1970-01-01, in UTC (Foundation's calendar, not the
    /// game's own, which is what is tested).
    static let dayFormat: DateFormatter = {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyy-MM-dd"
        return format
    }()

    static func date(daysSince1970 days: Int) -> String {
        dayFormat.string(from: Date(timeIntervalSince1970: Double(days) * 86_400))
    }

    /// A state file that is a link to the player's own copy elsewhere (dotfiles) is written
    /// through the link: the link stays, the file it names gets the turns.
    @Test func aLinkedStateFileIsWrittenThroughTheLink() throws {
        let home = try Executable.makeHome()
        let state = Self.stateFile(in: home)
        try FileManager.default.createDirectory(at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
        let real = home.appendingPathComponent("dotfiles/state.json")
        try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"lifetime_turns\":10}".utf8).write(to: real)
        #expect(symlink(real.path, state.path) == 0)
        let run = try Executable.run(Self.threeTurns, home: home, timeout: 60)
        #expect(run.status == 0 && Self.stateWarnings(run).isEmpty, "\(run.standardError)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: state.path)) == real.path)
        let record = try JSONSerialization.jsonObject(with: Data(contentsOf: real)) as? [String: Any]
        #expect(record?["lifetime_turns"] as? Int == 13)
    }

    /// `kill -9` while the game writes leaves a temporary file; the next launch removes it.
    @Test func aKilledRunsTemporaryFileIsRemovedAtTheNextLaunch() throws {
        let home = try Executable.makeHome()
        let state = Self.stateFile(in: home)
        try FileManager.default.createDirectory(at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
        // A process number past the kernel's largest: no process has it.
        let leftover = state.deletingLastPathComponent().appendingPathComponent("state.json.tmp-4194305-99")
        try Data(repeating: 0x7B, count: 3 << 20).write(to: leftover)
        let run = try Executable.run(Self.threeTurns, home: home, timeout: 60)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }
}

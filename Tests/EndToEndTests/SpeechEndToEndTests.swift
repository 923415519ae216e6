import Desktop
import Foundation
import TestSupport
import Testing

/// The voice, end to end: the real game speaks through the real libspeechd to a stand-in for
/// speech-dispatcher (its socket protocol, in `StandInSpeechd`), which records what it is asked
/// to say over a scripted game.
@Suite struct SpeechEndToEndTests {
    /// libspeechd is what the game speaks through: without it (a machine without
    /// speech-dispatcher's client library) there is no voice to test.
    static var hasLibspeechd: Bool {
        ["/usr/lib/x86_64-linux-gnu/libspeechd.so.2", "/usr/lib/aarch64-linux-gnu/libspeechd.so.2", "/usr/lib/libspeechd.so.2"].contains {
            FileManager.default.fileExists(atPath: $0)
        }
    }

    @Test func aRaceAndTheMenusAreSpoken() throws {
        try #require(Self.hasLibspeechd, "libspeechd2 is needed (scripts/setup.sh installs it)")
        let voice = try StandInSpeechd()
        defer { voice.stop() }
        let x = try XSession()
        defer { x.close() }
        let settings = x.home.appendingPathComponent("speech.toml")
        try "[accessibility]\nspeech = \"on\"\n[game]\nrace_target = 5\n".write(to: settings, atomically: true, encoding: .utf8)
        let log = x.home.appendingPathComponent("speech.jsonl")
        let (game, window) = try x.start(
            [
                "--race", "--autoplay", "--autoplay-device", "controller", "--autoplay-delay", "400", "--settings", settings.path, "--event-log",
                log.path, "--window", "800x500",
            ], environment: ["SPEECHD_ADDRESS": voice.address])
        func key(_ name: String) throws { try x.key(name, in: window) }
        let started = try x.press("Return", in: window, until: log) { $0["event"] as? String == "race_started" }
        try #require(!started.isEmpty, "the race did not start")
        // The keyboard player taps the first shape of each turn, right or wrong, till the race ends.
        var answered = 0
        _ = try Patience.wait(seconds: 60, every: 30_000) {
            let events = PreferencesEndToEndTests.events(log)
            if events.contains(where: { $0["event"] as? String == "race_finished" }) { return true }
            let turns = events.filter { $0["event"] as? String == "turn_started" }.count
            if turns > answered {
                answered = turns
                try key("1")
            }
            return false
        }
        #expect(Patience.wait(seconds: 5) { voice.spoken.contains { $0.contains("wins!") } }, "\(voice.spoken)")
        // Out of the race, into the preferences: the screen, then the line the ring rests on,
        // then its new value.
        try key("Escape")
        _ = PreferencesEndToEndTests.wait(log, seconds: 5) { $0["event"] as? String == "race_left" }
        try key("o")
        #expect(Patience.wait(seconds: 5) { voice.spoken.last == "Preferences" }, "\(voice.spoken.suffix(3))")
        try key("Down")
        #expect(Patience.wait(seconds: 5) { voice.spoken.last == "theme: follow the desktop" }, "\(voice.spoken.suffix(3))")
        try key("Right")
        #expect(Patience.wait(seconds: 5) { voice.spoken.last == "theme: classic" }, "\(voice.spoken.suffix(3))")
        try key("Escape")
        let run = try x.quit(game, window: window)
        #expect(run.status == 0, "\(run.standardError)")
        let spoken = voice.spoken
        // The joining screen as it opened: how to join.
        #expect(spoken.first?.hasPrefix("Race for two. Each player presses their own confirm to join: ") == true, "\(spoken)")
        // What was said, sentence by sentence: news of different kinds that came before the
        // voice took the first is said in one utterance ("Player 2 joined. 3").
        let sentences = spoken.flatMap { $0.components(separatedBy: ". ") }
        // Who joined; each racer's verdicts with their score; who won.
        // (Each is named by their seat, or the bot's pad by its controller's name, whoever
        // joins first.)
        #expect(sentences.filter { $0.hasSuffix(" joined") }.count == 2, "\(spoken)")
        // The race's 3, 2, 1.
        #expect(sentences.firstRange(of: ["3", "2", "1"]) != nil, "\(spoken)")
        let verdicts = sentences.filter { $0.contains(" right: ") || $0.contains(" wrong: ") }
        #expect(verdicts.count >= 5 && verdicts.allSatisfy { Int($0.split(separator: " ").last ?? "") != nil }, "\(spoken)")
        #expect(spoken.contains { $0.contains("wins! ") }, "\(spoken)")
        // Verdicts and screens cut in (a cancel before them, at `message` priority); where the
        // ring rests waits its turn (`text`).
        let requests = voice.requests.withLock { $0 }
        for (index, request) in requests.enumerated() {
            guard case .speak(let text, let priority) = request else { continue }
            if text.hasPrefix("theme:") && !text.contains(". ") {
                #expect(priority == "text", "\(text)")
            } else if text.contains("right") || text.contains("wrong") || text == "Preferences" {
                #expect(priority == "message" && index > 0 && requests[index - 1] == .cancel, "\(text)")
            }
        }
        // The second join is heard: the countdown's 3 went with it, or after it without a
        // cancel (once the 3 cancelled it within milliseconds, in most race starts).
        let speeches = requests.indices.filter { if case .speak = requests[$0] { true } else { false } }
        let secondJoin = try #require(
            speeches.filter { if case .speak(let text, _) = requests[$0] { text.contains(" joined") } else { false } }.dropFirst().first,
            "\(requests)")
        let three = try #require(
            speeches.first { index in
                guard case .speak(let text, _) = requests[index] else { return false }
                return index >= secondJoin && text.components(separatedBy: ". ").contains("3")
            }, "\(requests)")
        #expect(!requests[(secondJoin + 1)..<max(three, secondJoin + 1)].contains(.cancel), "\(requests)")
        // Nothing said twice running.
        #expect(zip(spoken, spoken.dropFirst()).allSatisfy { $0 != $1 }, "\(spoken)")
        #expect(voice.unknown.withLock { $0 }.isEmpty, "\(voice.unknown.withLock { $0 })")
        // The log says what was said, and the voice heard the same.
        let logged = PreferencesEndToEndTests.events(log).filter { $0["event"] as? String == "spoken" }.compactMap { $0["text"] as? String }
        #expect(sentences.allSatisfy { said in logged.contains { $0.components(separatedBy: ". ").contains(said) } }, "\(spoken) \(logged)")
        // And only that: nothing the voice never sent (a verdict a newer one replaced).
        #expect(logged.allSatisfy { spoken.contains($0) }, "\(spoken) \(logged)")
        // The countdown's numbers as they were shown.
        let shown = PreferencesEndToEndTests.events(log).filter { $0["event"] as? String == "countdown" }.compactMap { $0["number"] as? Int }
        #expect(shown.firstRange(of: [3, 2, 1]) != nil, "\(shown)")
    }

    @Test func theVoiceComesBackWhenSpeechDispatcherRestarts() throws {
        try #require(Self.hasLibspeechd, "libspeechd2 is needed (scripts/setup.sh installs it)")
        let first = try StandInSpeechd()
        let home = try Executable.makeHome()
        let settings = home.appendingPathComponent("speech.toml")
        try "[accessibility]\nspeech = \"on\"\n".write(to: settings, atomically: true, encoding: .utf8)
        let log = home.appendingPathComponent("speech.jsonl")
        let game = try Executable.start(
            ["--autoplay", "--autoplay-delay", "100", "--settings", settings.path, "--event-log", log.path],
            environment: ["SPEECHD_ADDRESS": first.address], home: home)
        #expect(Patience.wait(seconds: 20) { first.spoken.contains { $0.hasPrefix("Right") } }, "\(first.spoken)")
        // speech-dispatcher quits, and starts again on the same socket.
        first.stop()
        usleep(300_000)
        let second = try StandInSpeechd(socketPath: first.socketPath)
        defer { second.stop() }
        #expect(Patience.wait(seconds: 20) { second.spoken.contains { $0.hasPrefix("Right") } }, "\(second.spoken)")
        let run = FaultTests.stop(game)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(second.connections.withLock { $0 } == 1)
        // The log says what either heard, and nothing else.
        let heard = first.spoken + second.spoken
        let logged = PreferencesEndToEndTests.events(log).filter { $0["event"] as? String == "spoken" }.compactMap { $0["text"] as? String }
        #expect(!logged.isEmpty && logged.allSatisfy { heard.contains($0) }, "\(heard) \(logged)")
    }

    @Test func theDailysVerdictsAndCardAreSpokenInTheLanguageOnScreen() throws {
        // NB: the voice is told the language on screen; the words are the catalog's: English
        // where the debug build's game finds no compiled translations beside it, German where a
        // checkout has them (`.build/locale`, which scripts/play.sh and screenshots.sh compile).
        try #require(Self.hasLibspeechd, "libspeechd2 is needed (scripts/setup.sh installs it)")
        let voice = try StandInSpeechd()
        defer { voice.stop() }
        let home = try Executable.makeHome()
        let settings = home.appendingPathComponent("speech.toml")
        try "language = \"de\"\n[accessibility]\nspeech = \"on\"\n".write(to: settings, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            ["--daily", "--today", "2026-11-26", "--autoplay", "--autoplay-delay", "0", "--turns", "20", "--settings", settings.path],
            environment: ["SPEECHD_ADDRESS": voice.address], home: home)
        #expect(run.status == 0, "\(run.standardError)")
        let requests = voice.requests.withLock { $0 }
        #expect(requests.contains(.language("de")))
        // The day's challenge as it starts, then each verdict as it came (the first heard may be
        // one the streak's bonus scored: a voice drops verdicts it is behind on); the day's card
        // last, not behind stale verdicts.
        let spoken = voice.spoken
        let (daily, right) =
            spoken.first?.hasPrefix("Tagesaufgabe") == true
            ? ("Tagesaufgabe Nr.\u{00A0}2 · 26.11.2026. 20 Runden", "Richtig. ") : ("Daily challenge #2 · Nov 26, 2026. 20 turns", "Right. ")
        #expect(spoken.first?.hasPrefix(daily) == true, "\(spoken)")
        #expect(spoken.dropFirst().first?.hasPrefix(right) == true || spoken.first?.contains(". " + right) == true, "\(spoken)")
        // (The card keeps the ISO date: it is shared beyond the language on screen.)
        #expect(spoken.last?.contains("2 · 2026-11-26") == true && spoken.last?.contains("20/20") == true, "\(spoken.last ?? "nothing")")
    }

    @Test func nothingIsSaidWithSpeechOff() throws {
        let voice = try StandInSpeechd()
        defer { voice.stop() }
        let home = try Executable.makeHome()
        let settings = home.appendingPathComponent("speech.toml")
        try "[accessibility]\nspeech = \"off\"\n".write(to: settings, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            ["--autoplay", "--autoplay-delay", "0", "--turns", "10", "--settings", settings.path, "--event-log", "-"],
            environment: ["SPEECHD_ADDRESS": voice.address], home: home)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.events(named: "turn_ended").count == 10)
        #expect(voice.connections.withLock { $0 } == 0 && voice.spoken.isEmpty)
        #expect(run.events(named: "spoken").isEmpty)
    }

    @Test func autoSpeaksWhenTheDesktopsScreenReaderIsOn() throws {
        try #require(Self.hasLibspeechd, "libspeechd2 is needed (scripts/setup.sh installs it)")
        let voice = try StandInSpeechd()
        defer { voice.stop() }
        for reader in [false, true] {
            let portal = try StandInPortal(settings: [.gnomeScreenReader: .boolean(reader)])
            defer { portal.stop() }
            let before = voice.spoken.count
            // speech = "auto", the default.
            let run = try Executable.run(
                ["--autoplay", "--autoplay-delay", "0", "--turns", "3", "--event-log", "-"],
                environment: ["SPEECHD_ADDRESS": voice.address, "DBUS_SESSION_BUS_ADDRESS": portal.address])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.events(named: "desktop").first?["speech"] as? Bool == reader)
            #expect((voice.spoken.count > before) == reader, "screen reader \(reader): \(voice.spoken)")
        }
    }
}

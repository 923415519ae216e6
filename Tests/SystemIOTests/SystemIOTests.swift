import Foundation
import SystemIO
import Testing

/// The system calls the game uses in Foundation's place, held against Foundation's answers.
@Suite struct SystemIOTests {
    @Test func pathsJoinAndSplitAsTheSystemReadsThem() {
        #expect(Path.join("/a", "b") == "/a/b" && Path.join("/a/", "b") == "/a/b" && Path.join("/a", "/b") == "/b" && Path.join("", "b") == "b")
        #expect(Path.parent(of: "/a/b") == "/a" && Path.parent(of: "/a") == "/" && Path.parent(of: "b") == "" && Path.parent(of: "/a/b/") == "/a")
        #expect(Path.parent(of: "/a//b") == "/a" && Path.parent(of: "/") == "/")
        #expect(Path.lastComponent(of: "/a/b.txt") == "b.txt" && Path.lastComponent(of: "b") == "b" && Path.lastComponent(of: "/a/b/") == "b")
        #expect(Path.absolute("x/./y", from: "/home/p") == "/home/p/x/y" && Path.absolute("/x//y/") == "/x/y")
        for path in ["/a/b/c", "/a", "relative/file.txt", "/a/b/"] {
            #expect(Path.lastComponent(of: path) == (path as NSString).lastPathComponent, "\(path)")
        }
        #expect(Path.absolute("settings.toml") == URL(fileURLWithPath: "settings.toml").path)
    }

    @Test func filesAreReadWrittenListedMovedAndRemoved() throws {
        let folder = NSTemporaryDirectory() + "tap-systemio-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let deep = folder + "/a/b/c"
        try FileSystem.createFolders(deep)
        try FileSystem.createFolders(deep)
        #expect(FileSystem.isFolder(deep))
        let file = deep + "/f.bin"
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        #expect(try FileSystem.read(file) == bytes)
        #expect(try FileSystem.read(file, limit: 10) == Array(bytes.prefix(11)))
        #expect(FileSystem.readText(file, limit: 10) == nil)
        #expect(throws: FileError.self) { try FileSystem.createFolders(file + "/under-a-file") }
        try FileSystem.copy(file, to: deep + "/g.bin")
        #expect(throws: FileError.self) { try FileSystem.copy(file, to: deep + "/g.bin") }
        try FileSystem.move(deep + "/g.bin", to: deep + "/h.bin")
        #expect(Set(try FileSystem.contents(ofFolder: deep)) == ["f.bin", "h.bin"])
        try FileSystem.remove(deep + "/h.bin")
        #expect(!FileSystem.exists(deep + "/h.bin") && FileSystem.exists(file) && FileSystem.isReadable(file))
        let missing = #expect(throws: FileError.self) { try FileSystem.read(folder + "/none") }
        #expect(missing?.code == ENOENT && missing?.description.contains("No such file") == true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: deep)
        #expect(FileSystem.resolvingLinks(folder + "/link") == URL(fileURLWithPath: deep).resolvingSymlinksInPath().path)
    }

    @Test func theEnvironmentAndHomeAreTheProcesses() {
        #expect(ProcessEnvironment.current() == ProcessInfo.processInfo.environment)
        #expect(ProcessEnvironment.home(environment: ["HOME": "/home/p"]) == "/home/p")
        #expect(ProcessEnvironment.home(environment: ["HOME": "relative"]).hasPrefix("/"))
    }

    @Test func wallClockStampsMatchFoundations() {
        let moment = WallClock(seconds: 1_800_000_123)
        #expect(moment.iso8601 == ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: 1_800_000_123)))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd-HH-mm-ss"
        #expect(moment.localFileStamp == formatter.string(from: Date(timeIntervalSince1970: 1_800_000_123)))
        #expect(abs(WallClock.now().seconds - Int(Date().timeIntervalSince1970)) <= 2)
    }

    @Test func textHelpersMatchFoundations() {
        for (text, target, replacement) in [("a{x}b{x}", "{x}", "1"), ("aaa", "aa", "b"), ("héllo", "é", "e"), ("", "a", "b"), ("abc", "", "z")] {
            #expect(text.replacingAll(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement))
        }
        for text in ["  a b \t", "\u{3000}日本\u{3000}", "", "   ", "x"] {
            #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(text)")
        }
        #expect("ab".padded(to: 4) == "ab  " && "abcde".padded(to: 4) == "abcde")
    }

    @Test func aDetachedThreadRunsItsWork() async {
        await withCheckedContinuation { continuation in
            #expect(SystemThread.detach(name: "test-thread") { continuation.resume() })
        }
    }
}

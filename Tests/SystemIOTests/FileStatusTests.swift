import Foundation
import SystemIO
import Testing

/// What SystemIO says is at a path, how it writes new and open files, and the environment it
/// sets, each held against Foundation's answers.
@Suite struct FileStatusTests {
    let folder = NSTemporaryDirectory() + "tap-status-\(UUID().uuidString)"

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test func statusNamesEachKindAndFollowsLinksOnlyWhenAsked() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/f.txt"
        try Data("twelve bytes".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: file)
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: folder + "/none")
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)

        let status = try FileSystem.status(file)
        #expect(status.kind == .regular && status.size == 12 && status.permissions == 0o640)
        let modified = try #require(FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date)
        #expect(status.modificationTime == Int(modified.timeIntervalSince1970))
        #expect(try FileSystem.status(folder).kind == .folder)
        #expect(try FileSystem.status(folder + "/link") == status)
        #expect(try FileSystem.status(folder + "/link", followingLinks: false).kind == .symbolicLink)
        #expect(try FileSystem.status(folder + "/dangling", followingLinks: false).kind == .symbolicLink)
        #expect(try FileSystem.status(folder + "/fifo").kind == .other)

        let dangling = #expect(throws: FileError.self) { try FileSystem.status(folder + "/dangling") }
        #expect(dangling?.isMissing == true && dangling?.isAlreadyThere == false)
        let underFile = #expect(throws: FileError.self) { try FileSystem.status(file + "/below") }
        #expect(underFile?.isMissing == true)
    }

    @Test func aNewFileIsNeverWrittenOverAnother() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/picture.png"
        #expect(try FileSystem.createNew([1, 2, 3], at: path))
        #expect(try FileSystem.createNew([9], at: path) == false)
        #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
        let refused = #expect(throws: FileError.self) { try FileSystem.createNew([1], at: folder + "/none/picture.png") }
        #expect(refused?.isMissing == true && refused?.step == "create")
    }

    @Test func anOutputFileTruncatesOrAppends() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/log.txt"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        do {
            let file = try OutputFile(path: path, start: .appending)
            #expect(file.write(Array("one\n".utf8)))
            #expect(String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) == "old\none\n")
        }
        do {
            let file = try OutputFile(path: path, start: .truncating)
            #expect(file.write(Array("two\n".utf8)))
        }
        #expect(String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) == "two\n")
        let refused = #expect(throws: FileError.self) { try OutputFile(path: folder, start: .appending) }
        #expect(refused?.code == EISDIR)
    }

    @Test func anAtomicWriteGivesTheAskedPermissionsAndLeavesNoTemporaryFile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/deeper/state.json"
        try AtomicFile.write(Array("{}".utf8), to: path, mode: 0o600)
        #expect(try FileSystem.status(path).permissions == 0o600)
        try AtomicFile.write(Array("{\"a\":1}".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("{\"a\":1}".utf8))
        #expect(try FileSystem.contents(ofFolder: folder + "/deeper") == ["state.json"])
        #expect(try AtomicFile.create([1], at: path) == false)
        #expect(try AtomicFile.create([1], at: folder + "/new") && FileManager.default.contents(atPath: folder + "/new") == Data([1]))
    }

    @Test func theEnvironmentIsSetAndRemoved() {
        let name = "TAP_SYSTEMIO_TEST_\(UInt32.random(in: 0...UInt32.max))"
        #expect(ProcessEnvironment.value(of: name) == nil)
        ProcessEnvironment.set(name, to: "a value")
        #expect(ProcessEnvironment.value(of: name) == "a value" && ProcessEnvironment.current()[name] == "a value")
        #expect(ProcessInfo.processInfo.environment[name] == "a value")
        ProcessEnvironment.set(name, to: nil)
        #expect(ProcessEnvironment.value(of: name) == nil && ProcessEnvironment.current()[name] == nil)
        #expect(ProcessControl.identifier == ProcessInfo.processInfo.processIdentifier)
    }
}

import Drawing
import Foundation
import SystemIO
import TestSupport
import Testing

@testable import Preferences

/// Where the window comes back, and where screenshots go.
@Suite struct WindowAndPicturesTests {
    static let laptop = Rect(x: 0, y: 0, width: 1920, height: 1050)
    static let monitor = Rect(x: 1920, y: 0, width: 2560, height: 1400)

    @Test func aWindowOnADisplayStaysWhereItWas() {
        let placement = WindowPlacement(width: 800, height: 500, x: 2100, y: 100)
        #expect(placement.fitted(to: [Self.laptop, Self.monitor]) == placement)
    }

    @Test func aWindowLeftOnAnUnpluggedMonitorComesBackCenteredOnThePrimary() {
        let placement = WindowPlacement(width: 2400, height: 1300, x: 2100, y: 50, maximized: true)
        let fitted = placement.fitted(to: [Self.laptop])
        #expect(fitted.width == 1920 && fitted.height == 1050)
        #expect(fitted.x == 0 && fitted.y == 0)
        #expect(fitted.maximized)
        let small = WindowPlacement(width: 800, height: 600, x: 3000, y: 900).fitted(to: [Self.laptop])
        #expect(small.x == 560 && small.y == 225)
    }

    @Test func aWindowHangingOffTheEdgeIsPulledBackOn() {
        let fitted = WindowPlacement(width: 800, height: 500, x: 1700, y: -40).fitted(to: [Self.laptop])
        #expect(fitted.x == 1120 && fitted.y == 0)
    }

    @Test func noPlaceIsKeptWhereTheSystemGivesNone() {
        let fitted = WindowPlacement(width: 5000, height: 100).fitted(to: [Self.laptop])
        #expect(fitted.x == nil && fitted.y == nil)
        #expect(fitted.width == 1920 && fitted.height == WindowLimits.heights.lowerBound)
        #expect(WindowPlacement(width: 5000, height: 100).fitted(to: []).width == 5000)
    }

    @Test func theStateFileKeepsThePlacementAndDropsADamagedOne() throws {
        var record = GameRecord()
        record.window = WindowPlacement(width: 1024, height: 700, x: 10, y: 20, maximized: false, fullscreen: true)
        let text = record.json.compact
        #expect(try GameRecord(json: JSONValue(parsing: Array(text.utf8))).window == record.window)
        for damaged in [
            #"{"window":{"width":-5,"height":300}}"#, #"{"window":{"width":1e9,"height":300}}"#, #"{"window":"big"}"#,
            #"{"window":{"width":800,"height":600,"x":99999999}}"#,
        ] {
            let read = try GameRecord(json: JSONValue(parsing: Array(damaged.utf8)))
            #expect(read.window == nil, "\(damaged)")
        }
    }

    @Test func picturesGoWhereTheUserDirectoriesSay() {
        let home = "/home/player"
        let file = """
            # written by xdg-user-dirs-update
            XDG_DESKTOP_DIR="$HOME/Desktop"
            XDG_PICTURES_DIR="$HOME/Bilder"
            """
        #expect(PictureFolder.resolve(environment: [:], home: home) { _ in file }.path == "/home/player/Bilder")
        #expect(PictureFolder.resolve(environment: [:], home: home) { _ in #"XDG_PICTURES_DIR="/data/pics""# }.path == "/data/pics")
        #expect(PictureFolder.resolve(environment: [:], home: home) { _ in nil }.path == "/home/player/Pictures")
        #expect(PictureFolder.resolve(environment: [:], home: home) { _ in #"XDG_PICTURES_DIR="relative/no""# }.path == "/home/player/Pictures")
        #expect(PictureFolder.resolve(environment: ["XDG_PICTURES_DIR": "/env/pics"], home: home) { _ in file }.path == "/env/pics")
        var asked: String?
        _ = PictureFolder.resolve(environment: ["XDG_CONFIG_HOME": "/cfg"], home: home) { path in
            asked = path
            return nil
        }
        #expect(asked == "/cfg/user-dirs.dirs")
    }

    @Test func aPictureNeverReplacesAnother() throws {
        try TemporaryFolder.with("pics") { top in
            let folder = top.appendingPathComponent("deeper")
            let pictures = PictureFolder(path: folder.path)
            let date = WallClock(seconds: 1_800_000_000)
            let first = try pictures.save([1, 2, 3], stem: "shot", at: date)
            let second = try pictures.save([4, 5], stem: "shot", at: date)
            #expect(first != second && second.hasSuffix("-2.png"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data([1, 2, 3]))
        }
    }
}

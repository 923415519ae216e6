import Drawing
import Foundation
import Raster
import Testing

@testable import Artwork

/// The icon the install puts in the hicolor theme is the one the rasterizer draws today: run
/// `make icons` after changing `AppIcon`.
@Suite struct AppIconTests {
    static let icons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/icons/hicolor")

    @Test(arguments: AppIcon.sizes)
    func theCommittedIconIsTheDrawnOne(size: Int) throws {
        let file = Self.icons.appendingPathComponent("\(size)x\(size)/apps/\(AppIcon.applicationID).png")
        let committed = try Data(contentsOf: file)
        #expect(committed == Data(try PNG.encode(AppIcon.image(size: size))), "\(size)")
    }

    /// The scalable and symbolic icons are written from the same layers: committed as drawn.
    @Test func theCommittedSVGsAreTheWrittenOnes() throws {
        let scalable = Self.icons.appendingPathComponent("scalable/apps/\(AppIcon.applicationID).svg")
        let symbolic = Self.icons.appendingPathComponent("symbolic/apps/\(AppIcon.applicationID)-symbolic.svg")
        #expect(try String(contentsOf: scalable, encoding: .utf8) == AppIcon.svg)
        #expect(try String(contentsOf: symbolic, encoding: .utf8) == AppIcon.symbolicSVG)
        // The symbolic icon is one colour, as desktops recolour it.
        let colours = Set(AppIcon.symbolicSVG.split(separator: "\"").filter { $0.hasPrefix("#") })
        #expect(colours == ["#2e3436"])
    }

    /// GNOME's icon grid: the tile of a square icon is 96 of 128 pixels, centred; nothing is
    /// painted in the margin.
    @Test(arguments: [48, 128, 256, 512])
    func theIconKeepsTheGridMargin(size: Int) {
        let image = AppIcon.image(size: size)
        let margin = size / 8
        var paintedOutside = 0
        for y in 0..<size {
            for x in 0..<size where x < margin - 1 || y < margin - 1 || x > size - margin || y > size - margin {
                if image[x, y].alpha > 0 { paintedOutside += 1 }
            }
        }
        #expect(paintedOutside == 0)
        // And the tile fills its square: opaque just inside the margin, at the middle of each side.
        #expect(image[margin + 1, size / 2].alpha == 255 && image[size / 2, margin + 1].alpha == 255)
        #expect(image[size - margin - 2, size / 2].alpha == 255 && image[size / 2, size - margin - 2].alpha == 255)
    }

    /// The SVG paints what the rasterizer paints: librsvg's picture of it, over white, against
    /// ours (where librsvg and ImageMagick are installed, as scripts/setup.sh test installs them).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert")))
    func theSVGLooksLikeThePicture() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("icon-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("icon.svg")
        try AppIcon.svg.write(to: svg, atomically: true, encoding: .utf8)
        let png = folder.appendingPathComponent("icon.png")
        func run(_ arguments: [String]) throws -> Data {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: arguments[0])
            process.arguments = Array(arguments.dropFirst())
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(arguments)")
            return data
        }
        _ = try run(["/usr/bin/rsvg-convert", "-w", "128", "-h", "128", "-b", "white", svg.path, "-o", png.path])
        // Binary PPM: "P6\n128 128\n255\n" then RGB.
        let ppm = try run(["/usr/bin/env", "convert", png.path, "ppm:-"])
        let header = "P6\n128 128\n255\n".utf8.count
        try #require(ppm.count == header + 128 * 128 * 3)
        let ours = AppIcon.image(size: 128)
        var difference = 0.0
        for y in 0..<128 {
            for x in 0..<128 {
                let pixel = ours[x, y]
                let alpha = Double(pixel.alpha) / 255
                for (channel, value) in [pixel.red, pixel.green, pixel.blue].enumerated() {
                    let over = Double(value) * alpha + 255 * (1 - alpha)
                    difference += abs(over - Double(ppm[header + (y * 128 + x) * 3 + channel]))
                }
            }
        }
        // Mean difference per channel, out of 255: edges anti-aliased a little differently.
        #expect(difference / Double(128 * 128 * 3) < 2.0)
    }

    /// A software centre draws the icon on the metainfo's branding colours: each stands apart
    /// from the icon's tile (WCAG contrast ratio of at least 1.5 with its fill and 3 with its edge).
    @Test func theBrandingColoursContrastWithTheIcon() throws {
        let metainfo = try String(
            contentsOf: Self.icons.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("metainfo/\(AppIcon.applicationID).metainfo.xml"), encoding: .utf8)
        func luminance(_ color: RGBA) -> Double {
            let linear = [color.red, color.green, color.blue].map { component -> Double in
                let value = Double(component) / 255
                return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        func contrast(_ a: RGBA, _ b: RGBA) -> Double {
            let (dark, light) = (min(luminance(a), luminance(b)), max(luminance(a), luminance(b)))
            return (light + 0.05) / (dark + 0.05)
        }
        var colours: [String: RGBA] = [:]
        for scheme in ["light", "dark"] {
            let tag = "<color type=\"primary\" scheme_preference=\"\(scheme)\">#"
            let start = try #require(metainfo.range(of: tag)).upperBound
            let hex = try #require(UInt32(metainfo[start...].prefix(6), radix: 16))
            colours[scheme] = RGBA(rgb: hex)
        }
        for (scheme, colour) in colours {
            #expect(contrast(colour, AppIcon.sky) >= 1.5, "\(scheme)")
            #expect(contrast(colour, AppIcon.skyEdge) >= 3, "\(scheme)")
        }
    }

    @Test func theIconIsOpaqueInsideAndClearAtTheCorners() {
        let image = AppIcon.image(size: 64)
        #expect(image[0, 0].alpha == 0 && image[63, 63].alpha == 0)
        #expect(image[32, 32].alpha == 255)
    }
}

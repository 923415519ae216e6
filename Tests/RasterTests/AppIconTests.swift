import Artwork
import Foundation
import Raster
import Testing

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

    @Test func theIconIsOpaqueInsideAndClearAtTheCorners() {
        let image = AppIcon.image(size: 64)
        #expect(image[0, 0].alpha == 0 && image[63, 63].alpha == 0)
        #expect(image[32, 32].alpha == 255)
    }
}

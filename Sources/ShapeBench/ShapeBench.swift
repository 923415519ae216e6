import CGfxBench
import Drawing
import Foundation
import Raster

// shape-bench: our anti-aliased fill + outline against SDL2_gfx and a plain opaque span fill,
// all drawing into the same 800×800 ARGB8888 SDL surface. Prints nanoseconds per shape.

@main
enum ShapeBench {
    @MainActor
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains("--help") || arguments.contains("-h") {
            print(
                """
                USAGE: shape-bench [--iterations N] [--rounds N] [--only TEXT] [--png PATH]

                Draws a filled + outlined circle (radius 150) and 5-point star (outer radius 150) into an
                800×800 ARGB8888 surface, N times per round, with this project's rasterizer, with SDL2_gfx
                (filledCircleRGBA + aacircleRGBA, filledPolygonRGBA + aapolygonRGBA on a software renderer),
                and as a plain opaque span fill of the circle. Prints the best round's ns per shape and ratios.
                --only TEXT runs just the cases whose name contains TEXT (for profiling).
                --png PATH then draws the first case once on a clear surface and writes it to PATH.
                """)
            exit(0)
        }

        func option(_ name: String, default value: Int) -> Int {
            guard let index = arguments.firstIndex(of: name) else { return value }
            guard let next = arguments.dropFirst(index - arguments.startIndex + 1).first, let parsed = Int(next), parsed > 0 else {
                fail("\(name) needs a positive whole number")
            }
            return parsed
        }

        let iterations = option("--iterations", default: 2000)
        let rounds = option("--rounds", default: 5)

        let side: Int32 = 800
        guard SDL_Init(0) == 0 else { fail("SDL_Init: \(String(cString: SDL_GetError()))") }
        defer { SDL_Quit() }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, side, side, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            fail("SDL_CreateRGBSurfaceWithFormat: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(surface) }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            fail("SDL_CreateSoftwareRenderer: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_DestroyRenderer(renderer) }
        guard SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) == 0 else {
            fail("SDL_SetRenderDrawBlendMode: \(String(cString: SDL_GetError()))")
        }
        guard surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0, let rawPixels = surface.pointee.pixels else {
            fail("the surface's pixels are not directly addressable")
        }
        let pixels = PixelView(
            base: rawPixels.assumingMemoryBound(to: UInt32.self),
            width: Int(side), height: Int(side), stride: Int(surface.pointee.pitch) / 4
        )

        let background = RGBA(rgb: 0x20_2A_33)
        let fill = RGBA(rgb: 0x8B_45_13)
        let outline = RGBA(rgb: 0xFF_A5_00)
        let style = ShapeStyle(fillColor: fill, outlineColor: outline, outlineWidth: 6)
        let center = Point(x: 400, y: 400)
        let radius = 150.0
        let circle = ShapePath.circle(center: center, radius: radius)
        let star = ShapePath.star(center: center, outerRadius: radius, innerRadius: radius * 0.4)
        guard case .polygon(let starPoints) = star else { fail("the star is not a polygon") }
        let starXs = starPoints.map { Int16($0.x.rounded()) }
        let starYs = starPoints.map { Int16($0.y.rounded()) }

        func clear() {
            pixels.base.update(repeating: background.argb, count: pixels.stride * pixels.height)
        }

        /// The speed ceiling: the circle's rows as opaque spans, no anti-aliasing, no outline.
        func spanFillCircle() {
            let color = fill.argb
            let top = Int((center.y - radius).rounded(.up))
            let bottom = Int((center.y + radius).rounded(.down))
            for y in top..<bottom {
                let dy = Double(y) + 0.5 - center.y
                let halfWidth = (radius * radius - dy * dy).squareRoot()
                let start = Int((center.x - halfWidth).rounded())
                let end = Int((center.x + halfWidth).rounded())
                guard end > start else { continue }
                (pixels.base + y * pixels.stride + start).update(repeating: color, count: end - start)
            }
        }

        func gfxCheck(_ result: Int32, _ call: String) {
            if result != 0 { fail("\(call): \(String(cString: SDL_GetError()))") }
        }

        let rasterizer = Rasterizer()
        let cx = Int16(center.x)
        let cy = Int16(center.y)
        let r = Int16(radius)

        let allCases = [
            Case(name: "ours: circle fill+outline (AA)") { rasterizer.draw(circle, style: style, into: pixels) },
            Case(name: "ours: star fill+outline (AA)") { rasterizer.draw(star, style: style, into: pixels) },
            Case(name: "gfx: filledCircle+aacircle") {
                gfxCheck(filledCircleRGBA(renderer, cx, cy, r, fill.red, fill.green, fill.blue, fill.alpha), "filledCircleRGBA")
                gfxCheck(aacircleRGBA(renderer, cx, cy, r, outline.red, outline.green, outline.blue, outline.alpha), "aacircleRGBA")
            },
            Case(name: "gfx: filledPolygon+aapolygon (star)") {
                starXs.withUnsafeBufferPointer { xs in
                    starYs.withUnsafeBufferPointer { ys in
                        let count = Int32(xs.count)
                        gfxCheck(
                            filledPolygonRGBA(renderer, xs.baseAddress, ys.baseAddress, count, fill.red, fill.green, fill.blue, fill.alpha),
                            "filledPolygonRGBA")
                        gfxCheck(
                            aapolygonRGBA(renderer, xs.baseAddress, ys.baseAddress, count, outline.red, outline.green, outline.blue, outline.alpha),
                            "aapolygonRGBA")
                    }
                }
            },
            Case(name: "span fill: circle (opaque, no AA)") { spanFillCircle() },
        ]

        let only = arguments.firstIndex(of: "--only").flatMap { arguments.dropFirst($0 - arguments.startIndex + 1).first }
        let cases = only.map { filter in allCases.filter { $0.name.contains(filter) } } ?? allCases
        guard !cases.isEmpty else { fail("--only matches no case") }

        let clock = ContinuousClock()
        var best: [String: Double] = [:]
        for _ in 0..<rounds {
            for benchCase in cases {
                clear()
                benchCase.body()  // warm-up: scratch memory, caches
                let elapsed = clock.measure {
                    for _ in 0..<iterations { benchCase.body() }
                }
                let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
                let perShape = nanoseconds / Double(iterations)
                best[benchCase.name] = min(best[benchCase.name] ?? .infinity, perShape)
            }
        }

        if let path = arguments.firstIndex(of: "--png").flatMap({ arguments.dropFirst($0 - arguments.startIndex + 1).first }) {
            clear()
            cases[0].body()
            let count = pixels.stride * pixels.height
            let copied = Array(UnsafeBufferPointer(start: pixels.base, count: count))
            guard let image = Image(width: pixels.stride, height: pixels.height, pixels: copied) else { fail("cannot copy the surface") }
            guard FileManager.default.createFile(atPath: path, contents: Data(PNG.encode(image))) else { fail("cannot write \(path)") }
        }

        func figure(_ name: String) -> Double { best[name] ?? .nan }
        func format(_ value: Double, _ digits: Int = 0) -> String {
            let scale = (0..<digits).reduce(1.0) { product, _ in product * 10 }
            let rounded = (value * scale).rounded() / scale
            return digits == 0 ? String(Int(rounded)) : String(rounded)
        }

        print("shape-bench: 800x800 ARGB8888, radius 150, outline 6 px, \(iterations) shapes x \(rounds) rounds (best round)")
        for benchCase in cases {
            let name = benchCase.name + String(repeating: " ", count: max(0, 40 - benchCase.name.count))
            print("  \(name) \(format(figure(benchCase.name))) ns/shape")
        }
        let ratios = [
            ("circle: SDL2_gfx / ours", "gfx: filledCircle+aacircle", "ours: circle fill+outline (AA)", ">= 4"),
            ("star:   SDL2_gfx / ours", "gfx: filledPolygon+aapolygon (star)", "ours: star fill+outline (AA)", ">= 4"),
            ("circle: ours / span fill", "ours: circle fill+outline (AA)", "span fill: circle (opaque, no AA)", "<= 2"),
        ].filter { best[$0.1] != nil && best[$0.2] != nil }
        guard !ratios.isEmpty else { return }
        print("ratios:")
        for (label, numerator, denominator, target) in ratios {
            print("  \(label) = \(format(figure(numerator) / figure(denominator), 2))x   (target \(target))")
        }
    }
}

struct Case {
    let name: String
    let body: () -> Void
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("shape-bench: \(message)\n".utf8))
    exit(1)
}

import CGfxBench
import Drawing
import Foundation
import GameCore
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
                USAGE: shape-bench [--iterations N] [--rounds N] [--only TEXT] [--png PATH] [--json PATH]

                Draws every kind of shape the game has (from its registry: circle, square, triangle, star,
                hexagon, parallelogram), filled + outlined, 300 px across (radius 150), into an 800×800
                ARGB8888 surface, N times per round: with this project's rasterizer; with SDL2_gfx where it
                has a matching call (filledCircleRGBA + aacircleRGBA, filledPolygonRGBA + aapolygonRGBA on a
                software renderer); and as a plain opaque span fill of the same shape (the ceiling). Prints
                the best round's ns per shape and the ratios against the targets.
                --only TEXT runs just the cases whose name contains TEXT (for profiling).
                --png PATH then draws the first case once on a clear surface and writes it to PATH.
                --json PATH also writes the figures as JSON.
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

        func clear() {
            pixels.base.update(repeating: background.argb, count: pixels.stride * pixels.height)
        }

        func gfxCheck(_ result: Int32, _ call: String) {
            if result != 0 { fail("\(call): \(String(cString: SDL_GetError()))") }
        }

        /// Each kind as the game outlines it (its view factory's unit outline), its frame's larger
        /// side 300 px, centered.
        func path(of kind: ShapeKind) -> ShapePath {
            var strategy = GameMode.single(kind).makeStrategy(proportions: ProportionRange(1, 1) ?? .standard, shapesPerTurn: 1)
            var generator = SeededGenerator(seed: 1)
            guard
                let view = strategy.makeShapeViewsForNextTurn(givenPastTurns: .empty, availableSize: Size(width: 1, height: 1), using: &generator)
                    .first
            else { fail("no view for \(kind)") }
            let scale = 2 * radius / view.proportion
            let size = view.relativeSize.scaled(by: scale)
            return view.unitOutline.mapped(
                into: Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
        }

        let rasterizer = Rasterizer()
        var allCases: [Case] = []
        var kinds: [String] = []
        for entry in ShapeKindRegistry.entries {
            let kind = entry.kind.rawValue
            kinds.append(kind)
            let shape = path(of: entry.kind)
            allCases.append(Case(name: "ours: \(kind)", kind: kind, role: .ours) { rasterizer.draw(shape, style: style, into: pixels) })
            switch shape {
            case .ellipse(let frame):
                let (cx, cy, r) = (Int16(frame.midX), Int16(frame.midY), Int16(frame.width / 2))
                allCases.append(
                    Case(name: "gfx: \(kind) (filledCircle+aacircle)", kind: kind, role: .gfx) {
                        gfxCheck(filledCircleRGBA(renderer, cx, cy, r, fill.red, fill.green, fill.blue, fill.alpha), "filledCircleRGBA")
                        gfxCheck(aacircleRGBA(renderer, cx, cy, r, outline.red, outline.green, outline.blue, outline.alpha), "aacircleRGBA")
                    })
                allCases.append(Case(name: "span fill: \(kind)", kind: kind, role: .span) { SpanFill.circle(frame, color: fill.argb, into: pixels) })
            case .polygon(let points):
                let xs = points.map { Int16($0.x.rounded()) }
                let ys = points.map { Int16($0.y.rounded()) }
                allCases.append(
                    Case(name: "gfx: \(kind) (filledPolygon+aapolygon)", kind: kind, role: .gfx) {
                        xs.withUnsafeBufferPointer { xs in
                            ys.withUnsafeBufferPointer { ys in
                                let count = Int32(xs.count)
                                gfxCheck(
                                    filledPolygonRGBA(renderer, xs.baseAddress, ys.baseAddress, count, fill.red, fill.green, fill.blue, fill.alpha),
                                    "filledPolygonRGBA")
                                gfxCheck(
                                    aapolygonRGBA(
                                        renderer, xs.baseAddress, ys.baseAddress, count, outline.red, outline.green, outline.blue, outline.alpha),
                                    "aapolygonRGBA")
                            }
                        }
                    })
                allCases.append(
                    Case(name: "span fill: \(kind)", kind: kind, role: .span) { SpanFill.polygon(points, color: fill.argb, into: pixels) })
            }
        }

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
            guard let png = try? PNG.encode(image), FileManager.default.createFile(atPath: path, contents: Data(png)) else {
                fail("cannot write \(path)")
            }
        }

        func format(_ value: Double, _ digits: Int = 0) -> String {
            guard value.isFinite else { return "-" }
            let scale = (0..<digits).reduce(1.0) { product, _ in product * 10 }
            let rounded = (value * scale).rounded() / scale
            return digits == 0 ? String(Int(rounded)) : String(rounded)
        }
        func time(_ kind: String, _ role: Case.Role) -> Double {
            cases.first { $0.kind == kind && $0.role == role }.flatMap { best[$0.name] } ?? .nan
        }

        print("shape-bench: 800x800 ARGB8888, 300 px across (radius 150), outline 6 px, \(iterations) shapes x \(rounds) rounds (best round)")
        print("  kind            ours µs   SDL2_gfx µs  span fill µs   gfx/ours (≥ 5)   ours/span (≤ 2)")
        var rows: [String] = []
        for kind in kinds where cases.contains(where: { $0.kind == kind }) {
            let ours = time(kind, .ours)
            let gfx = time(kind, .gfx)
            let span = time(kind, .span)
            let pad = { (text: String, width: Int) in String(repeating: " ", count: max(0, width - text.count)) + text }
            print(
                "  \(kind.padding(toLength: 14, withPad: " ", startingAt: 0))\(pad(format(ours / 1000, 1), 9))\(pad(format(gfx / 1000, 1), 14))"
                    + "\(pad(format(span / 1000, 1), 14))\(pad(format(gfx / ours, 2) + "x", 17))\(pad(format(ours / span, 2) + "x", 18))")
            rows.append(
                "{\"kind\":\"\(kind)\",\"ours_ns\":\(format(ours)),\"gfx_ns\":\(format(gfx)),\"span_ns\":\(format(span)),"
                    + "\"gfx_over_ours\":\(format(gfx / ours, 2)),\"ours_over_span\":\(format(ours / span, 2))}")
        }
        if let path = arguments.firstIndex(of: "--json").flatMap({ arguments.dropFirst($0 - arguments.startIndex + 1).first }) {
            let json = "{\"iterations\":\(iterations),\"rounds\":\(rounds),\"kinds\":[" + rows.joined(separator: ",") + "]}\n"
            guard FileManager.default.createFile(atPath: path, contents: Data(json.utf8)) else { fail("cannot write \(path)") }
        }
    }
}

/// The ceiling: a shape's rows as opaque spans, no anti-aliasing, no outline. A row is filled
/// between the pairs of edge crossings at its center line (the even-odd rule, which for these
/// simple outlines is the shape), with the same run fill the rasterizer uses (`PixelView.fill`).
enum SpanFill {
    static func circle(_ frame: Rect, color: UInt32, into pixels: PixelView) {
        let radius = frame.width / 2
        let top = Int((frame.minY).rounded(.up))
        let bottom = Int((frame.maxY).rounded(.down))
        for y in top..<bottom {
            let dy = Double(y) + 0.5 - frame.midY
            let halfWidth = (radius * radius - dy * dy).squareRoot()
            let start = Int((frame.midX - halfWidth).rounded())
            let end = Int((frame.midX + halfWidth).rounded())
            guard end > start else { continue }
            PixelView.fill(pixels.base + y * pixels.stride + start, with: color, count: end - start)
        }
    }

    static func polygon(_ points: [Point], color: UInt32, into pixels: PixelView) {
        guard points.count >= 3 else { return }
        let top = max(Int((points.map(\.y).min() ?? 0).rounded(.down)), 0)
        let bottom = min(Int((points.map(\.y).max() ?? 0).rounded(.up)), pixels.height)
        var crossings: [Double] = []
        crossings.reserveCapacity(points.count)
        for y in top..<bottom {
            let line = Double(y) + 0.5
            crossings.removeAll(keepingCapacity: true)
            var previous = points[points.count - 1]
            for point in points {
                if (previous.y <= line) != (point.y <= line) {
                    crossings.append(previous.x + (line - previous.y) / (point.y - previous.y) * (point.x - previous.x))
                }
                previous = point
            }
            crossings.sort()
            var index = 0
            while index + 1 < crossings.count {
                let start = max(Int(crossings[index].rounded()), 0)
                let end = min(Int(crossings[index + 1].rounded()), pixels.width)
                if end > start { PixelView.fill(pixels.base + y * pixels.stride + start, with: color, count: end - start) }
                index += 2
            }
        }
    }
}

struct Case {
    enum Role { case ours, gfx, span }
    let name: String
    let kind: String
    let role: Role
    let body: () -> Void
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("shape-bench: \(message)\n".utf8))
    exit(1)
}

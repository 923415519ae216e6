import Drawing

/// Writes `AppIcon.Layer`s as an SVG document that paints what the rasterizer paints: polygons
/// filled by the non-zero rule (SVG's default), ellipses, and outlines inside the shape. SVG
/// strokes straddle the path, so each outline is stroked twice as wide and clipped to its shape,
/// which leaves exactly the inner half.
enum SVG {
    static func document(_ layers: [AppIcon.Layer], size: Int, title: String) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(size)" height="\#(size)" viewBox="0 0 \#(size) \#(size)">"#,
            "  <title>\(escaped(title))</title>",
        ]
        let clipped = layers.indices.filter { layers[$0].style.showOutline && layers[$0].style.outlineWidth > 0 }
        if !clipped.isEmpty {
            lines.append("  <defs>")
            for index in clipped {
                lines.append("    <clipPath id=\"inside\(index)\">\(element(layers[index].path, attributes: ""))</clipPath>")
            }
            lines.append("  </defs>")
        }
        for (index, layer) in layers.enumerated() {
            let style = layer.style
            if style.showFill {
                lines.append("  " + element(layer.path, attributes: paint("fill", style.fillColor)))
            }
            if clipped.contains(index) {
                let stroke = paint("stroke", style.outlineColor) + #" fill="none" stroke-width="\#(number(2 * style.outlineWidth))""#
                lines.append("  " + element(layer.path, attributes: stroke + #" stroke-linejoin="miter" clip-path="url(#inside\#(index))""#))
            }
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One shape as an SVG element with the given attributes (each with a leading space).
    static func element(_ path: ShapePath, attributes: String) -> String {
        switch path {
        case .ellipse(let frame):
            let center = "cx=\"\(number(frame.midX))\" cy=\"\(number(frame.midY))\""
            if frame.width == frame.height {
                return "<circle \(center) r=\"\(number(frame.width / 2))\"\(attributes)/>"
            }
            return "<ellipse \(center) rx=\"\(number(frame.width / 2))\" ry=\"\(number(frame.height / 2))\"\(attributes)/>"
        case .polygon(let points):
            let list = points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
            return "<polygon points=\"\(list)\"\(attributes)/>"
        }
    }

    /// ` fill="#rrggbb"` (with its opacity when the colour is not opaque).
    static func paint(_ property: String, _ color: RGBA) -> String {
        let hex = [color.red, color.green, color.blue].map { component in
            let digits = String(component, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        var text = " \(property)=\"#\(hex)\""
        if color.alpha < 255 { text += " \(property)-opacity=\"\(number(Double(color.alpha) / 255))\"" }
        return text
    }

    /// A coordinate with at most three decimals and no trailing zeros: the same text on every
    /// machine, which keeps the committed SVG comparable with a fresh one.
    static func number(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = abs(thousandths)
        var fraction = String(magnitude % 1000)
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let whole = "\(sign)\(magnitude / 1000)"
        return fraction.isEmpty ? (whole == "-0" ? "0" : whole) : "\(whole).\(fraction)"
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

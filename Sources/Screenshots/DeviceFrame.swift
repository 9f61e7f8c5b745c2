import Appearance
import DocumentModel
import FeedRendering
import Raster

/// A device drawn as vectors around its screen: metal band, black bezel, side buttons and
/// the cutout (Dynamic Island, notch or punch hole), or the forehead, chin and home button
/// of a phone without a home indicator.
///
/// Geometry is in device points of the upright device with the screen's top-left corner at
/// (0, 0), so the screen is exactly the upright `width`×`height`; `draw` turns it (for a
/// landscape preset: a quarter to the left, top edge on the left) and scales it to output pixels.
struct DeviceFrame {
    /// The device upright: all geometry below is in its points.
    let device: DevicePreset
    let orientation: DeviceOrientation
    let color: FrameColor
    /// The whole body, including the metal band.
    let body: CanvasRect
    let bodyRadius: Double
    /// Width of the metal band around the body.
    let band: Double
    let screen: CanvasRect
    /// Buttons sticking out of the body's sides (drawn under it).
    let buttons: [CanvasRect]

    init(device held: DevicePreset, color: FrameColor) {
        let device = held.portrait
        self.device = device
        orientation = held.orientation
        self.color = color
        let w = device.width, h = device.height
        screen = CanvasRect(x: 0, y: 0, width: w, height: h)
        let isTablet = w > 700
        let hasChin = device.platform == .iOS && !device.hasHomeIndicator
        // Bezel and band widths as fractions of the screen width, close to the real devices.
        let bezel = isTablet ? w * 0.022 : device.platform == .android ? w * 0.026 : w * 0.03
        band = isTablet ? w * 0.007 : w * 0.012
        let side = bezel + band
        if hasChin {
            let forehead = h * 0.13
            body = CanvasRect(x: -side, y: -forehead, width: w + 2 * side, height: h + 2 * forehead)
            bodyRadius = w * 0.16
        } else {
            body = CanvasRect(x: -side, y: -side, width: w + 2 * side, height: h + 2 * side)
            bodyRadius = device.cornerRadius + side
        }
        let body = self.body, thickness = band * 1.6, out = band * 0.9
        func left(_ top: Double, _ length: Double) -> CanvasRect {
            CanvasRect(x: body.minX - out, y: body.minY + body.height * top, width: thickness, height: body.height * length)
        }
        func right(_ top: Double, _ length: Double) -> CanvasRect {
            CanvasRect(x: body.maxX + out - thickness, y: body.minY + body.height * top, width: thickness, height: body.height * length)
        }
        func topEdge(_ start: Double, _ length: Double) -> CanvasRect {
            CanvasRect(x: body.minX + body.width * start, y: body.minY - out, width: body.width * length, height: thickness)
        }
        if isTablet {
            buttons = [topEdge(0.8, 0.06), right(0.07, 0.045), right(0.125, 0.045)]
        } else if device.platform == .android {
            buttons = [right(0.2, 0.1), right(0.34, 0.06)]
        } else if hasChin {
            buttons = [left(0.13, 0.035), left(0.2, 0.065), left(0.285, 0.065), right(0.21, 0.08)]
        } else {
            buttons = [left(0.16, 0.035), left(0.235, 0.07), left(0.32, 0.07), right(0.25, 0.1)]
        }
    }

    /// Output pixels per device point that fit the whole device (buttons included) in `size`.
    func fittingScale(width: Double, height: Double) -> Double {
        min(width / heldOutline.width, height / heldOutline.height)
    }

    /// The body plus the buttons sticking out of it (upright).
    var outline: CanvasRect {
        let out = band * 0.9
        return CanvasRect(x: body.minX - out, y: body.minY - out, width: body.width + 2 * out, height: body.height + 2 * out)
    }

    /// The outline as the device is held, in the held screen's points.
    var heldOutline: CanvasRect { held(outline) }

    /// An upright rectangle as the device is held.
    private func held(_ rect: CanvasRect) -> CanvasRect {
        orientation == .portrait ? rect : DeviceOrientation.turnedLeft(rect, uprightWidth: device.width)
    }

    /// Where the point `point` of the held screen lands in the output when drawn at `origin`
    /// and `factor`.
    func outputPoint(_ point: CanvasPoint, origin: CanvasPoint, factor: Double) -> CanvasPoint {
        CanvasPoint(x: origin.x + (point.x - heldOutline.minX) * factor, y: origin.y + (point.y - heldOutline.minY) * factor)
    }

    /// Draws the device with its top-left outline corner at `origin` (output pixels), `factor`
    /// pixels per point, and `screenImage` (the device's full screen as held) inside the screen shape.
    func draw(on canvas: Canvas, origin: CanvasPoint, factor: Double, screenImage: Bitmap, theme: Theme) {
        let placement = FramePlacement(orientation: orientation, uprightWidth: device.width, scale: factor,
                                       offset: CanvasPoint(x: origin.x - heldOutline.minX * factor,
                                                           y: origin.y - heldOutline.minY * factor))
        func path(_ shape: CanvasPath) -> CanvasPath { placement.path(shape) }
        func rect(_ shape: CanvasRect) -> CanvasRect { placement.rect(shape) }
        func point(_ shape: CanvasPoint) -> CanvasPoint { placement.point(shape) }
        let bodyPath = path(.roundedRect(body, cornerRadius: bodyRadius))

        // A soft shadow under the whole device lifts it off the background.
        canvas.drawShadow(Shadow(color: .black, offsetX: 0, offsetY: 24 * factor, blurRadius: 40 * factor, opacity: 0.35),
                          for: bodyPath)
        let metal = LinearGradient(start: point(CanvasPoint(x: body.minX, y: body.midY)), end: point(CanvasPoint(x: body.maxX, y: body.midY)),
                                   stops: [.init(color: color.shade, location: 0), .init(color: color.highlight, location: 0.015),
                                           .init(color: color.base, location: 0.04), .init(color: color.base, location: 0.96),
                                           .init(color: color.highlight, location: 0.985), .init(color: color.shade, location: 1)])
        for button in buttons {
            canvas.fill(path(.roundedRect(button, cornerRadius: min(button.width, button.height) / 2)), with: metal)
        }
        canvas.fill(bodyPath, with: metal)

        let hasChin = device.platform == .iOS && !device.hasHomeIndicator
        let faceRect = body.insetBy(dx: band, dy: band)
        let face = path(.roundedRect(faceRect, cornerRadius: bodyRadius - band))
        // Phones with a chin have a coloured face; the others a black glass bezel.
        let faceColor = hasChin && color != .black && color != .blue ? Color(red8: 0xF7, green8: 0xF7, blue8: 0xF8)
            : Color(red8: 0x0B, green8: 0x0B, blue8: 0x0C)
        canvas.fill(face, color: faceColor)

        let screenPath = path(.roundedRect(screen, cornerRadius: device.cornerRadius))
        canvas.withSavedState {
            canvas.clip(to: screenPath)
            canvas.draw(screenImage, in: rect(screen), contentMode: .scaleToFill)
        }
        drawCutout(on: canvas, path: path)
        if hasChin { drawChinAndForehead(on: canvas, path: path, faceColor: faceColor) }
        if device.formFactor != .phone && device.cutout == .none {
            // Tablets: the front camera sits in the top bezel.
            let d = 6.0
            canvas.fill(path(.ellipse(in: CanvasRect(x: screen.midX - d / 2, y: faceRect.minY + (screen.minY - faceRect.minY - d) / 2,
                                                     width: d, height: d))), color: Color(red8: 0x22, green8: 0x25, blue8: 0x2E))
        }
    }

    private func drawCutout(on canvas: Canvas, path: (CanvasPath) -> CanvasPath) {
        let black = Color(red8: 0x05, green8: 0x05, blue8: 0x06)
        // The same rectangle the status bar keeps its items clear of.
        guard let cutout = device.cutoutRect else { return }
        switch device.cutout {
        case .dynamicIsland:
            canvas.fill(path(.roundedRect(cutout, cornerRadius: cutout.height / 2)), color: black)
            // The camera lens, barely visible in the island's right end.
            let lens = CanvasRect(x: cutout.maxX - cutout.height / 2 - 5.5, y: cutout.midY - 5.5, width: 11, height: 11)
            canvas.fill(path(.ellipse(in: lens)), color: Color(red8: 0x14, green8: 0x16, blue8: 0x22))
        case .notch:
            canvas.fill(path(notchPath(cutout)), color: black)
            let speaker = CanvasRect(x: screen.midX - 25, y: 5, width: 50, height: 5)
            canvas.fill(path(.roundedRect(speaker, cornerRadius: 2.5)), color: Color(red8: 0x1C, green8: 0x1C, blue8: 0x20))
        case .punchHole:
            canvas.fill(path(.ellipse(in: cutout)), color: black)
        case .none:
            break
        }
    }

    /// The notch of iPhone X to 13: a tab hanging from the top edge, its top corners flaring
    /// into the edge and its bottom corners rounded.
    private func notchPath(_ notch: CanvasRect) -> CanvasPath {
        let depth = notch.maxY, flare = 6.0, radius = 20.0
        let left = notch.minX, right = notch.maxX
        var p = CanvasPath()
        p.move(to: CanvasPoint(x: left - flare, y: -1))
        p.addLine(to: CanvasPoint(x: left - flare, y: 0))
        p.addArc(center: CanvasPoint(x: left - flare, y: flare), radius: flare, startAngle: -.pi / 2, endAngle: 0)
        p.addLine(to: CanvasPoint(x: left, y: depth - radius))
        p.addArc(center: CanvasPoint(x: left + radius, y: depth - radius), radius: radius, startAngle: .pi, endAngle: .pi / 2,
                 clockwise: false)
        p.addLine(to: CanvasPoint(x: right - radius, y: depth))
        p.addArc(center: CanvasPoint(x: right - radius, y: depth - radius), radius: radius, startAngle: .pi / 2, endAngle: 0,
                 clockwise: false)
        p.addLine(to: CanvasPoint(x: right, y: flare))
        p.addArc(center: CanvasPoint(x: right + flare, y: flare), radius: flare, startAngle: .pi, endAngle: 1.5 * .pi)
        p.addLine(to: CanvasPoint(x: right + flare, y: -1))
        p.close()
        return p
    }

    /// Earpiece and camera above the screen, home button below it.
    private func drawChinAndForehead(on canvas: Canvas, path: (CanvasPath) -> CanvasPath, faceColor: Color) {
        let dark = faceColor.red < 0.5
        let detail = dark ? Color(red8: 0x26, green8: 0x26, blue8: 0x2A) : Color(red8: 0xD9, green8: 0xD9, blue8: 0xDD)
        let foreheadMid = (body.minY + screen.minY) / 2
        canvas.fill(path(.roundedRect(CanvasRect(x: screen.midX - 30, y: foreheadMid - 2.5, width: 60, height: 5), cornerRadius: 2.5)),
                    color: detail)
        canvas.fill(path(.ellipse(in: CanvasRect(x: screen.midX - 52, y: foreheadMid - 5, width: 10, height: 10))), color: detail)
        let chinMid = (screen.maxY + body.maxY) / 2, d = 64.0
        let button = CanvasRect(x: screen.midX - d / 2, y: chinMid - d / 2, width: d, height: d)
        canvas.fill(path(.ellipse(in: button)), color: detail)
        canvas.fill(path(.ellipse(in: button.insetBy(dx: 3, dy: 3))), color: faceColor)
    }
}

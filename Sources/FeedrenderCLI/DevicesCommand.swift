import FeedrenderSupport
import Appearance
import ArgumentParser
import DocumentModel
import LayoutDocuments

/// `feedrender devices`: the viewport presets `--device` accepts.
package struct DevicesCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets (viewport size, scale, pixels).")

    package init() {}

    package func run() throws {
        let rows = DevicePreset.all.map { preset -> [String] in
            [preset.name, preset.displayName,
             "\(Self.points(preset.width))x\(Self.points(preset.height)) pt",
             "@\(Self.points(preset.scale))x",
             "\(preset.pixelWidth)x\(preset.pixelHeight) px",
             preset.storeClass.map { "store \($0)" } ?? ""]
        }
        let widths = (0..<6).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let line = zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ")
            Console.line(line.trimmingTrailingSpaces())
        }
        Console.line("default: \(DevicePreset.default.name)")
    }

    /// 390 rather than 390.0; 53.33 as is.
    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}

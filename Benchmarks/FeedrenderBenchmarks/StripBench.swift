import ArgumentParser
import FeedrenderCLI
import Foundation

/// `feedrender-bench strip --feed FILE`: runs the shipped `feedrender render` with the strip
/// (and frames, no contact sheet) in a child process and prints its peak resident memory and
/// wall time. A child process measures the command a user runs, alone: this process's own
/// peak (other sections, the bench's code) does not count.
public struct StripBench: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "strip",
        abstract: "Peak memory and time of a render that writes the strip.")

    @Option(help: ArgumentHelp("Feed document to render.", valueName: "path"))
    var feed: String

    @Option(help: ArgumentHelp("Device preset.", valueName: "name"))
    var device = "iphone-15"

    @Option(help: ArgumentHelp("Pixels per point.", valueName: "scale"))
    var scale = 3

    @Option(help: ArgumentHelp("The feedrender binary (default: the one next to this executable).", valueName: "path"))
    var binary: String?

    public init() {}

    public func run() throws {
        let here = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let executable = binary.map { URL(fileURLWithPath: $0) } ?? here.appendingPathComponent("feedrender")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw CommandFailure(status: .badInput, message: "\(executable.path): no feedrender binary (build it, or pass --binary)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }

        let process = Process()
        process.executableURL = executable
        process.arguments = ["render", feed, "--out", directory.path, "--device", device, "--scale", String(scale),
                             "--no-contact-sheet"]
        process.standardOutput = FileHandle.nullDevice
        let start = ContinuousClock.now
        try process.run()
        process.waitUntilExit()
        let wall = ContinuousClock.now - start
        guard process.terminationStatus == 0 else {
            throw CommandFailure(status: .renderFailure, message: "feedrender render \(feed) exited \(process.terminationStatus)")
        }
        // The largest resident set of any waited-for child: here, the one render.
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        let tiles = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasPrefix("strip-") && $0.hasSuffix(".png") }.count
        let name = URL(fileURLWithPath: feed).deletingPathExtension().lastPathComponent
        let seconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18
        print("strip.\(name).tiles: \(tiles) tiles")
        print("strip.\(name).wall: \(String(format: "%.2f", seconds)) s")
        print("strip.\(name).peak_rss: \(String(format: "%.1f", Double(usage.ru_maxrss) / 1024)) MB")
    }
}

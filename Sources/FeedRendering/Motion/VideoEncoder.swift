import FeedrenderSupport
import Foundation
import Raster

/// Writes an H.264 MP4 through Debian's `ffmpeg` program: raw frames go to its standard input
/// as they are drawn (one frame in memory at a time), `libx264` encodes them at a constant
/// frame rate in `yuv420p` (what players and App Store Connect accept), and the file appears
/// at its path only when the encoder succeeded: it is written under a hidden temporary name
/// (cleaned up by an interrupted run like every atomic file) and renamed.
///
/// FFmpeg runs with `-bitexact` and one thread so the same frames give the same file; decoded
/// frames are pixel-identical across runs. Odd pixel sizes are padded by a black column or
/// row (4:2:0 video needs even sides).
package final class VideoEncoder {
    /// The program run, found on `PATH`.
    package static let programName = "ffmpeg"
    /// The Debian package that provides it, named by the error when it is missing.
    package static let packageName = "ffmpeg"

    /// Pixel size of the frames given (the video is this, rounded up to even sides).
    package let width: Int
    package let height: Int
    private let url: URL
    private let temporary: URL
    private let process: Process
    private let input: FileHandle
    private let errors: Pipe
    private var isOpen = true
    private var row: [UInt8]

    /// What the MP4 is for, which decides the encoder's settings beyond the common ones.
    package enum Format: Hashable, Sendable {
        /// `feedrender animate`: video alone, constant quality.
        case animation
        /// An App Store app preview of `seconds`: H.264 High profile at level 4.0 at most,
        /// about App Store Connect's 10–12 Mbit/s target (capped at 12), and a silent stereo
        /// AAC track at 256 kbit/s and 48 kHz ("App preview specifications"), as long as the
        /// video so the file lasts exactly `seconds`. x264's `veryfast` preset: App Store
        /// Connect encodes the video again, and `medium` takes about half as long again per
        /// frame (27 against 18 ms of CPU for an 886×1920 frame here), which would keep a
        /// 30 s preview from rendering faster than real time on two cores.
        case appPreview(seconds: Double)

        /// x264's speed preset.
        var preset: String {
            if case .appPreview = self { return "veryfast" }
            return "medium"
        }

        /// ffmpeg's arguments for the second input (audio), if any.
        var extraInputs: [String] {
            guard case .appPreview(let seconds) = self else { return [] }
            return ["-f", "lavfi", "-i", "anullsrc=channel_layout=stereo:sample_rate=48000:d=\(seconds)"]
        }

        /// ffmpeg's output arguments particular to the format.
        var outputArguments: [String] {
            guard case .appPreview = self else { return [] }
            return ["-profile:v", "high", "-level:v", "4.0", "-maxrate", "12M", "-bufsize", "24M",
                    "-c:a", "aac", "-b:a", "256k", "-ac", "2", "-ar", "48000"]
        }
    }

    /// Starts `ffmpeg` writing `url` at `framesPerSecond`, encoded for `format`.
    /// - Throws: `FeedRenderError.output` when the program is missing (naming the package to
    ///   install) or cannot start.
    package init(url: URL, width: Int, height: Int, framesPerSecond: Int, format: Format = .animation) throws {
        let program = try Self.locate()
        self.width = width
        self.height = height
        self.url = url
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp")
        process = Process()
        process.executableURL = program
        process.arguments = [
            "-hide_banner", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)", "-r", String(framesPerSecond), "-i", "pipe:0",
        ] + format.extraInputs + [
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2",
            "-c:v", "libx264", "-preset", format.preset, "-crf", "18", "-pix_fmt", "yuv420p", "-threads", "1",
            "-flags", "+bitexact", "-fflags", "+bitexact", "-map_metadata", "-1", "-movflags", "+faststart",
        ] + format.outputArguments + [
            "-r", String(framesPerSecond), "-f", "mp4", temporary.path,
        ]
        let pipe = Pipe()
        errors = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw FeedRenderError.output(path: url.path, reason: "cannot start \(program.path) (\(error))")
        }
        input = pipe.fileHandleForWriting
        row = [UInt8](repeating: 0, count: width * 4)
    }

    deinit {
        discard()
    }

    /// Sends `bitmap` (opaque, `width` × `height`) as the next frame.
    package func append(_ bitmap: Bitmap) throws {
        guard isOpen else { throw FeedRenderError.output(path: url.path, reason: "the video is already finished") }
        guard bitmap.width == width, bitmap.height == height else {
            throw FeedRenderError.output(path: url.path, reason: "a \(bitmap.width)×\(bitmap.height) frame for a \(width)×\(height) video")
        }
        // Cairo's premultiplied ARGB32 words are B, G, R, A bytes in memory on little-endian
        // machines: ffmpeg's `bgra`; opaque pixels are the same premultiplied or not.
        var data = Data(capacity: width * height * 4)
        _ = bitmap.withRows { _, words in data.append(UnsafeBufferPointer(start: words.baseAddress, count: words.count)) }
        do {
            try input.write(contentsOf: data)
        } catch {
            let message = finishProcess()
            discard()
            throw FeedRenderError.output(path: url.path, reason: "ffmpeg stopped reading frames (\(message ?? "\(error)"))")
        }
    }

    /// Ends the video and moves it onto its path.
    package func finish() throws {
        guard isOpen else { throw FeedRenderError.output(path: url.path, reason: "the video is already finished") }
        try? input.close()
        isOpen = false
        if let message = finishProcess() {
            try? FileManager.default.removeItem(at: temporary)
            throw FeedRenderError.output(path: url.path, reason: "ffmpeg failed: \(message)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw FeedRenderError.output(path: url.path, reason: "cannot rename the encoded video onto it (\(String(cString: strerror(errno))))")
        }
    }

    /// Stops the encoder and removes its temporary file; nothing appears at the path.
    package func discard() {
        if isOpen {
            isOpen = false
            try? input.close()
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: temporary)
    }

    /// Waits for ffmpeg; its last error line when it failed, else nil.
    private func finishProcess() -> String? {
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus != 0 || process.terminationReason != .exit else { return nil }
        let text = String(decoding: output, as: UTF8.self).split(separator: "\n").last.map(String.init)
        return text ?? "exit status \(process.terminationStatus)"
    }

    /// The version line of the installed ffmpeg (`ffmpeg version 5.1.6-0+deb12u1`), recorded
    /// in manifests: the encoder decides the video's bytes.
    package static func version() throws -> String {
        let process = Process()
        process.executableURL = try locate()
        process.arguments = ["-hide_banner", "-version"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let first = String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "ffmpeg"
        return first.components(separatedBy: " Copyright").first ?? first
    }

    /// The `ffmpeg` program on `PATH`.
    private static func locate() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(programName)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw FeedRenderError.output(path: programName, reason: "MP4 output needs the \(programName) program, which is not on "
                                     + "PATH: install Debian's \(packageName) package (scripts/setup does)")
    }
}

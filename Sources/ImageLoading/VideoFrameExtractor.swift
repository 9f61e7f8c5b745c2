import Foundation
import Raster

/// Decodes the first frame of a video (MP4, MOV, WebM: whatever Debian's `ffmpeg` reads)
/// by running `ffprobe` and `ffmpeg` as bounded child processes: the bytes go to a private
/// temporary file, `ffprobe` reads the first video stream's size (refused over
/// `pixelLimit`), `ffmpeg` writes that one frame as a PNG (bit-exact decoding, one thread),
/// and our PNG decoder reads it. Each program is stopped after `timeLimit`; the frame's
/// file is read only up to what its pixel count allows.
package struct VideoFrameExtractor: Sendable {
    /// How long each program may run.
    package var timeLimit: Duration
    /// The most pixels a frame may have.
    package var pixelLimit: Int

    /// An extractor with these limits.
    package init(timeLimit: Duration, pixelLimit: Int) {
        self.timeLimit = timeLimit
        self.pixelLimit = pixelLimit
    }

    /// The first frame of the video in `data` (from `url`, which errors name), downsampled to
    /// cover `targetPixelSize` when given.
    package func firstFrame(of data: Data, url: URL, targetPixelSize: PixelSize?) async throws(ImageLoadError) -> Bitmap {
        func failure(_ message: String) -> ImageLoadError {
            ImageLoadError(url: url, reason: .undecodable(.corrupt("video: \(message)")))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-video-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input")
        let frame = folder.appendingPathComponent("frame.png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: input)
        } catch {
            throw failure("cannot write a temporary copy (\(error))")
        }

        let probe = try await run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height",
                                              "-of", "csv=p=0:s=x", input.path], in: folder, url: url)
        let fields = probe.output.split(separator: "\n").first?.split(separator: "x").compactMap { Int($0) } ?? []
        guard probe.status == 0, fields.count == 2, fields[0] > 0, fields[1] > 0 else {
            throw failure(probe.status == 0 ? "no video stream" : probe.lastError)
        }
        let (width, height) = (fields[0], fields[1])
        guard width <= pixelLimit / height else {
            throw ImageLoadError(url: url, reason: .tooManyPixels(width: width, height: height, limit: pixelLimit))
        }

        let decode = try await run("ffmpeg", ["-nostdin", "-hide_banner", "-loglevel", "error", "-threads", "1",
                                              "-flags", "+bitexact", "-i", input.path, "-map", "0:v:0", "-frames:v", "1",
                                              "-an", "-sn", "-fflags", "+bitexact", "-flags:v", "+bitexact",
                                              "-c:v", "png", "-f", "image2", "-y", frame.path], in: folder, url: url)
        guard decode.status == 0 else { throw failure(decode.lastError) }
        // A PNG is never much larger than its raw pixels (a rotated frame has as many).
        let byteLimit = width * height * 8 + 65_536
        guard let size = try? FileManager.default.attributesOfItem(atPath: frame.path)[.size] as? Int, size > 0 else {
            throw failure("ffmpeg wrote no frame")
        }
        guard size <= byteLimit, let png = try? Data(contentsOf: frame) else { throw failure("frame of \(size) bytes") }
        do {
            return try ImageDecoder.decode(png, targetSize: targetPixelSize, pixelLimit: pixelLimit)
        } catch let error as RasterError {
            throw ImageLoadError(url: url, reason: .undecodable(error))
        } catch {
            throw failure("\(error)")
        }
    }

    /// What a program printed and how it ended.
    private struct Outcome {
        var status: Int32
        var output: String
        var errors: String
        /// The program's last error line, or its status.
        var lastError: String {
            errors.split(separator: "\n").last.map { String($0.prefix(300)) } ?? "exit status \(status)"
        }
    }

    /// Runs `program` from `PATH` with its output and errors in files in `folder` (so a chatty
    /// program never blocks on a full pipe), stopping it after `timeLimit`.
    private func run(_ program: String, _ arguments: [String], in folder: URL, url: URL) async throws(ImageLoadError) -> Outcome {
        guard let executable = Self.locate(program) else {
            throw ImageLoadError(url: url, reason: .undecodable(.corrupt(
                "video: decoding needs the \(program) program, which is not on PATH (Debian's ffmpeg package; scripts/setup installs it)")))
        }
        let outputFile = folder.appendingPathComponent("\(program).out")
        let errorFile = folder.appendingPathComponent("\(program).err")
        // A file that cannot be made fails below, when its handle is opened.
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        do {
            let output = try FileHandle(forWritingTo: outputFile)
            let errors = try FileHandle(forWritingTo: errorFile)
            defer { try? output.close(); try? errors.close() }
            process.standardOutput = output
            process.standardError = errors
            try process.run()
        } catch {
            throw ImageLoadError(url: url, reason: .undecodable(.corrupt("video: cannot start \(program) (\(error))")))
        }
        let deadline = ContinuousClock.now + timeLimit
        while process.isRunning && ContinuousClock.now < deadline && !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(5))
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw ImageLoadError(url: url, reason: Task.isCancelled ? .cancelled : .missedDeadline("the video decode limit of \(timeLimit)"))
        }
        process.waitUntilExit()
        func read(_ file: URL) -> String {
            guard let handle = try? FileHandle(forReadingFrom: file) else { return "" }
            defer { try? handle.close() }
            return String(decoding: (try? handle.read(upToCount: 65_536)) ?? Data(), as: UTF8.self)
        }
        return Outcome(status: process.terminationStatus, output: read(outputFile), errors: read(errorFile))
    }

    /// `program` in a folder of `PATH`.
    private static func locate(_ program: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(program)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

import FeedrenderCLI
import Appearance
import ArgumentParser
import CTurboJPEG
import DocumentModel
import FeedDocuments
import FeedRendering
import Foundation
import ImageLoading
import LayoutDocuments
import Raster

/// `feedrender bench images`: throughput of the image loader against a loopback HTTP server
/// (the test fixture Tests/ImageLoadingTests/Fixtures/server.py, so run it from a checkout).
public struct ImagesBench: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "images",
        abstract: "Images/second loading photos over loopback HTTP: cold, disk-cached and memory-cached.")

    @Option(help: "Number of distinct image URLs.")
    var count = 200

    @Option(help: "Edge of the square JPEG served, in pixels.")
    var size = 1080

    @Option(help: "Concurrent transfers.")
    var transfers = 8

    public init() {}

    public func run() throws {
        let server = try BenchServer()
        defer { server.stop() }
        try Self.photo(size: size).write(to: server.docroot.appendingPathComponent("photo.jpg"))
        let urls = (0..<count).map { URL(string: "http://127.0.0.1:\(server.port)/files/photo.jpg?maxage=3600&n=\($0)")! }
        let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-bench-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cacheFolder) }
        // Room for every decoded bitmap, so the warm pass measures memory hits rather than LRU churn.
        let configuration = ImageLoaderConfiguration(
            maxConcurrentTransfers: transfers, memoryCacheBytes: count * size * size * 4 + (1 << 20),
            diskCacheDirectory: cacheFolder)

        let count = self.count
        let figures = try runBlocking { () async throws -> [(String, Double)] in
            let loader = ImageLoader(configuration: configuration)
            let cold = try await Self.timeLoading(urls, with: loader, expecting: .network)
            let memory = try await Self.timeLoading(urls, with: loader, expecting: .memoryCache)
            let disk = try await Self.timeLoading(urls, with: ImageLoader(configuration: configuration), expecting: .diskCache)
            return [("cold (network + decode)", cold), ("warm disk cache (read + decode)", disk), ("warm memory cache", memory)]
        }
        print("images loaded: \(count) x \(size)x\(size) JPEG, \(transfers) transfers")
        for (name, seconds) in figures {
            print("images \(name): \(String(format: "%.1f", Double(count) / seconds)) images/s")
        }
    }

    /// Seconds to load every URL concurrently; throws unless each came from `expectedSource`.
    private static func timeLoading(_ urls: [URL], with loader: ImageLoader, expecting expectedSource: ImageSource) async throws -> Double {
        let start = ContinuousClock.now
        let results = await withTaskGroup(of: ImageLoadResult.self) { group in
            for url in urls { group.addTask { await loader.image(for: url) } }
            return await group.reduce(into: [ImageLoadResult]()) { $0.append($1) }
        }
        let elapsed = ContinuousClock.now - start
        for result in results {
            switch result {
            case .failed(let error): throw ValidationError("bench load failed: \(error)")
            case .loaded(_, let source) where source != expectedSource:
                throw ValidationError("bench expected images from \(expectedSource), got one from \(source)")
            case .loaded: break
            }
        }
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// A photo-like JPEG (smooth gradients plus noise), so decoding costs what real photos cost.
    private static func photo(size: Int) throws -> Data {
        var pixels = [UInt8](repeating: 0, count: size * size * 3)
        var noise: UInt32 = 12345
        for y in 0..<size {
            for x in 0..<size {
                noise = noise &* 1_103_515_245 &+ 12345
                let grain = Int(noise >> 27)
                let i = (y * size + x) * 3
                pixels[i] = UInt8(truncatingIfNeeded: x * 255 / size + grain)
                pixels[i + 1] = UInt8(truncatingIfNeeded: y * 255 / size + grain)
                pixels[i + 2] = UInt8(truncatingIfNeeded: (x + y) * 128 / size + grain)
            }
        }
        guard let handle = tjInitCompress() else { throw ValidationError("tjInitCompress failed") }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        guard tjCompress2(handle, pixels, Int32(size), 0, Int32(size), Int32(TJPF_RGB.rawValue),
                          &output, &length, Int32(TJSAMP_420.rawValue), 85, 0) == 0, let output else {
            throw ValidationError("tjCompress2 failed")
        }
        defer { tjFree(output) }
        return Data(bytes: output, count: Int(length))
    }
}

/// The ImageLoading tests' Python fixture server, found relative to this source file.
private final class BenchServer {
    let docroot: URL
    let port: Int
    private let process = Process()
    private let stdin = Pipe()

    init() throws {
        // This file is Benchmarks/FeedrenderBenchmarks/ImagesBench.swift: three levels below the root.
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("Tests/ImageLoadingTests/Fixtures/server.py")
        guard FileManager.default.fileExists(atPath: script.path) else {
            throw ValidationError("bench images needs the source checkout: \(script.path) not found")
        }
        docroot = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-bench-docroot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: docroot, withIntermediateDirectories: true)
        let stdout = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, docroot.path]
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = stdout.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw ValidationError("server.py exited before printing its port") }
            line.append(chunk)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw ValidationError("server.py printed no port")
        }
        self.port = port
    }

    func stop() {
        try? stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: docroot)
    }
}

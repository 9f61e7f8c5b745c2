import Foundation

/// The entry point every fuzz target shares. Built with `-DFUZZING` and
/// `-sanitize=fuzzer,address` (scripts/fuzz), it hands `test` to libFuzzer with the
/// command line. Built plainly (`swift build`), it replays inputs instead: each file
/// argument, or every file in each folder argument (default: the target's corpus,
/// Fuzz/Corpus/<target>), so the corpus and the crash inputs kept there stay regression
/// checks without the fuzzer.
public enum FuzzDriver {
    /// libFuzzer's signature for the function under test.
    public typealias Test = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs libFuzzer, or replays inputs; never returns.
    public static func run(_ test: Test, target: String) -> Never {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, test))
        #else
        var paths = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("-") }
        if paths.isEmpty { paths = [corpusFolder(of: target)] }
        var count = 0
        for file in paths.flatMap(files(at:)) {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            data.withUnsafeBytes { bytes in
                _ = test(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count)
            }
            count += 1
        }
        print("\(target): replayed \(count) inputs")
        exit(0)
        #endif
    }

    /// `Fuzz/Corpus/<target>` of the source tree this file was built from.
    static func corpusFolder(of target: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus").appendingPathComponent(target).path
    }

    /// The file at `path`, or the files in the folder at `path` (sorted, not recursive).
    static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { path + "/" + $0 }
    }

    /// The input as a Swift byte buffer.
    public static func data(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Data {
        guard let bytes, count > 0 else { return Data() }
        return Data(bytes: bytes, count: count)
    }

    /// The input as text (invalid UTF-8 repaired, as a document reader would refuse it).
    public static func text(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> String {
        guard let bytes, count > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// Runs `body`, which may throw only `expected` errors, each one line (what the CLI prints
    /// after the file name); any other error stops the fuzzer.
    public static func allowingOneLineErrors<E: Error & CustomStringConvertible>(
        _ expected: E.Type, _ body: () throws -> Void
    ) {
        do {
            try body()
        } catch let error as E {
            check(!error.description.contains("\n"), "multi-line error: \(error)")
        } catch {
            check(false, "unexpected error \(error)")
        }
    }

    /// Stops the fuzzer with `message` when an invariant breaks.
    public static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }
}

#if FUZZING
/// libFuzzer's driver, linked from its runtime by `-sanitize=fuzzer`.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ test: FuzzDriver.Test) -> CInt
#endif

import ArgumentParser
import FeedrenderCLI

/// Runs a `feedrender` command line in this process and returns its exit code (0 when it
/// returns normally), mapping parse errors and thrown errors to codes as the executable does:
/// the quick way for tests that need only the code and the files a command writes.
func feedrenderExitCode(_ arguments: [String]) throws -> Int32 {
    let parsed = parse(arguments)
    guard case .parsed(var command) = parsed else { return parsed.code }
    return code { try command.run() }
}

/// The same for commands that run asynchronously (`AsyncParsableCommand`).
func asyncFeedrenderExitCode(_ arguments: [String]) async throws -> Int32 {
    let parsed = parse(arguments)
    guard case .parsed(let command) = parsed else { return parsed.code }
    guard var asyncCommand = command as? any AsyncParsableCommand else {
        var command = command
        return code { try command.run() }
    }
    do {
        try await asyncCommand.run()
        return 0
    } catch {
        return code { throw error }
    }
}

private enum Parsed {
    case parsed(any ParsableCommand)
    case failed(Int32)

    var code: Int32 { if case .failed(let code) = self { code } else { 0 } }
}

private func parse(_ arguments: [String]) -> Parsed {
    do {
        return .parsed(try FeedrenderCommand.parseAsRoot(arguments))
    } catch {
        // As the executable: a usage error exits with 2, not ArgumentParser's 64.
        let code = FeedrenderCommand.exitCode(for: error)
        return .failed(code == .validationFailure ? ExitStatus.badInput.rawValue : code.rawValue)
    }
}

/// 0 when `body` returns; the code of the error it throws otherwise.
private func code(_ body: () throws -> Void) -> Int32 {
    do {
        try body()
        return 0
    } catch let code as ExitCode {
        return code.rawValue
    } catch {
        return ExitStatus(for: error).rawValue
    }
}

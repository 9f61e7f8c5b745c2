import ArgumentParser
import FeedrenderSupport
import Foundation
import Screenshots

/// `feedrender screenshots verify DIR`: checks a screenshots folder against the stores'
/// rules (App Store sizes per display type and counts per language; Google Play's sizes,
/// aspect, counts, bytes and graphics; no alpha; locale codes; fastlane's folder layout),
/// printing each violation as `file: rule: detail`; exit 1 on any.
package struct ScreenshotsVerifyCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check a screenshots folder against the App Store's and Google Play's rules.",
        discussion: """
            DIR is what `screenshots --out` was given. Every image in the stores' folders is \
            checked from its header; each violation is printed as `file: rule: detail` and the \
            exit status is 1 when there is any (0 when every image passes, 2 when DIR is not a folder). \
            docs/screenshots.md lists the rules.
            """)

    @Argument(help: ArgumentHelp("The folder `screenshots --out` wrote.", valueName: "dir"))
    var directory: String

    package init() {}

    package func run() throws {
        let url = URL(fileURLWithPath: directory).absoluteURL
        try Self.report(try StoreVerifier.verify(url), in: url)
    }

    /// Prints `verification`'s violations and a summary line; throws (exit 1) when there is any.
    static func report(_ verification: StoreVerification, in directory: URL) throws {
        for violation in verification.violations {
            Console.line("\(directory.appendingPathComponent(violation.file).standardizedFileURL.path): "
                         + "\(violation.rule.rawValue): \(violation.detail)")
        }
        let count = verification.violations.count
        guard count == 0 else {
            throw CommandFailure(status: .renderFailure, message: "\(count) store-rule violation\(count == 1 ? "" : "s") "
                                 + "in \(verification.imagesChecked) images in \(directory.path)")
        }
        Console.line("verified \(verification.imagesChecked) images in \(directory.path): all pass the stores' rules")
    }
}

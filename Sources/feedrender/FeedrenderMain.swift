import FeedrenderCLI

/// The `feedrender` executable. Everything it does lives in FeedrenderCLI, where the
/// commands can be tested; this is only the entry point.
@main
enum FeedrenderMain {
    static func main() async {
        await FeedrenderCommand.main()
    }
}

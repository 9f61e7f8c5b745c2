// `feedrender-bench <section>`: the performance figures scripts/bench prints. It is a
// separate executable so the shipped `feedrender` binary carries no benchmark code.
BenchCommand.main()

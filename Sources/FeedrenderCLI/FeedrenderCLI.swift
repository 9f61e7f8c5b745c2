// Module FeedrenderCLI: see README.md for its job.

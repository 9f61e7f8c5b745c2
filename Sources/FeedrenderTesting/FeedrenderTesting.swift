// Module FeedrenderTesting: see README.md for its job.

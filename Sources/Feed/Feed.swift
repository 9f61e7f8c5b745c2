// Module Feed: see README.md for its job.

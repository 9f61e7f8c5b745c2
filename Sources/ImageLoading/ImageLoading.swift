// Module ImageLoading: see README.md for its job.

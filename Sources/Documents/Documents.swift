// Module Documents: see README.md for its job.

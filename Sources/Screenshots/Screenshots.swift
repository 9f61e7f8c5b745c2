// Module Screenshots: see README.md for its job.

// Module Nodes: see README.md for its job.

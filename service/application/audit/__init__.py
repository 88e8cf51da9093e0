"""The audit (`use_case`): the seed's reveal, the export, verification and replays, over its
ports (`ports`) and PostgreSQL adapter (`postgres`); its CPU-heavy steps as the worker runs
them (`jobs`), and its answers kept per log head (`answers`)."""

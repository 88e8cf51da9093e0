"""A game's audit: the seed reveal, the NDJSON export, verification, an order's replay."""

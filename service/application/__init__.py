"""Application services: the use cases the HTTP API and the command line call."""

"""HTTP adapter: Litestar controllers that decode, call the application, encode."""

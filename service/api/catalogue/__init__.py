"""GET /v1/catalogue/...: what the engine implements, public and cacheable."""

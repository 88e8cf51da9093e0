"""GET /v1/signing-key: the public half of the key exports are signed with."""

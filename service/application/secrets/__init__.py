"""Players' Private Information (`use_case`): a secret committed, revealed, read back by its
owner; a server-held one sealed under the server's key and opened again (`sealing`)."""

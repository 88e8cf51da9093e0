"""Command Tokens: spending one for a use the N5 page lists, and each player's tokens shown."""

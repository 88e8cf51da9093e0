"""Live streams (Server-Sent Events) of one game's events and order state."""

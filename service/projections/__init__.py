"""Read models rebuilt from the event log: order state per game and every roll outcome."""

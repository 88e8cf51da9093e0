"""/v1/games/{id}/results: Objective Points recorded once the game has ended, and answered."""

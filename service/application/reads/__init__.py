"""The reads of a game's read models (`use_case`): the order state, the rolls, the orders, on
the primary or a replica (`sources`), through their PostgreSQL adapter (`postgres`)."""

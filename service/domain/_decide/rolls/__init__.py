"""The rolls of an order: sides builds each declaration's sides, plan pairs them into rolls and
lists the dice choices, record compares faces and writes the outcome down."""

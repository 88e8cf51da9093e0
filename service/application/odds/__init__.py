"""The odds (`use_case`): what `POST /v1/odds` asks (`inputs`), its sides composed by the rules
an order follows (`sides`, `template_sides`), and the odds a recorded roll had
(`recorded_rolls`); computed in the worker pool."""

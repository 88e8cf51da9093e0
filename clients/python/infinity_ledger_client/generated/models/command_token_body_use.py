from enum import StrEnum

class CommandTokenBodyUse(StrEnum):
    EXTRA_TROOPER_SET_ASIDE = "extra_trooper_set_aside"
    IGNORE_RETREAT = "ignore_retreat"
    IRREGULAR_TO_REGULAR = "irregular_to_regular"
    LIMIT_OPPONENT_TOKENS = "limit_opponent_tokens"
    MOVE_TO_COMBAT_GROUP = "move_to_combat_group"
    REMOVE_TWO_REGULAR_ORDERS = "remove_two_regular_orders"
    REROLL_DOCTOR = "reroll_doctor"
    REROLL_ENGINEER = "reroll_engineer"
    SUPPRESSIVE_FIRE = "suppressive_fire"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class AwaitedViewUntilItem(StrEnum):
    ACTIVATE_TROOPER = "activate_trooper"
    ANSWER_RESULT = "answer_result"
    APPOINT_LIEUTENANT = "appoint_lieutenant"
    CHOOSE_INITIATIVE = "choose_initiative"
    CONCLUDE_ORDER = "conclude_order"
    CONFIRM_DICE = "confirm_dice"
    CONFIRM_INITIATIVE = "confirm_initiative"
    CONFIRM_ROLL = "confirm_roll"
    CONTRIBUTE_ENTROPY = "contribute_entropy"
    DECLARE_ARO = "declare_aro"
    DECLARE_NO_ARO = "declare_no_aro"
    DECLARE_SECOND_SKILL = "declare_second_skill"
    DEPLOY_TROOPERS = "deploy_troopers"
    DISCARD_DIE = "discard_die"
    END_TURN = "end_turn"
    RECORD_RESULT = "record_result"
    REROLL_DIE = "reroll_die"
    RESOLVE_ORDER = "resolve_order"
    ROLL_INITIATIVE = "roll_initiative"
    START_TURN = "start_turn"

    def __str__(self) -> str:
        return str(self.value)

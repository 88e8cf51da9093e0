from enum import StrEnum

class AwaitedViewKind(StrEnum):
    ARO = "aro"
    CONCLUSION = "conclusion"
    DEPLOYMENT = "deployment"
    DICE_CONFIRMATION = "dice_confirmation"
    DISCARD = "discard"
    DISPUTE = "dispute"
    GUTS_ROLL_CONFIRMATION = "guts_roll_confirmation"
    INITIATIVE_CHOICE = "initiative_choice"
    INITIATIVE_CONFIRMATION = "initiative_confirmation"
    INITIATIVE_ROLL = "initiative_roll"
    LIEUTENANT = "lieutenant"
    NO_ARO = "no_aro"
    ORDER = "order"
    REROLL = "reroll"
    RESOLUTION = "resolution"
    RESULT = "result"
    RESULT_ANSWER = "result_answer"
    ROLL_CONFIRMATION = "roll_confirmation"
    SAVING_ROLL_CONFIRMATION = "saving_roll_confirmation"
    SECOND_SKILL = "second_skill"
    SEED = "seed"
    TURN = "turn"
    TURN_END = "turn_end"

    def __str__(self) -> str:
        return str(self.value)

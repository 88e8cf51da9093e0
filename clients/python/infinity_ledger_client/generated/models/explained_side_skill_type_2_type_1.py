from enum import StrEnum

class ExplainedSideSkillType2Type1(StrEnum):
    BS_ATTACK = "bs_attack"
    CC_ATTACK = "cc_attack"
    COMMS_ATTACK = "comms_attack"
    DISCOVER = "discover"
    DODGE = "dodge"
    IDLE = "idle"
    MOVE = "move"
    PLACE_DEPLOYABLE = "place_deployable"
    RESET = "reset"
    ROLL = "roll"

    def __str__(self) -> str:
        return str(self.value)

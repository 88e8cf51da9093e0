from enum import StrEnum

class CheckName(StrEnum):
    CHAIN = "chain"
    DICE = "dice"
    FORMAT = "format"
    REPLAY = "replay"
    SECRETS = "secrets"
    SEED = "seed"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class SecretBodyKind(StrEnum):
    CAMOUFLAGE = "camouflage"
    CLASSIFIED_OBJECTIVE = "classified_objective"
    HIDDEN_DEPLOYMENT = "hidden_deployment"
    IMPERSONATION = "impersonation"
    LIEUTENANT = "lieutenant"

    def __str__(self) -> str:
        return str(self.value)

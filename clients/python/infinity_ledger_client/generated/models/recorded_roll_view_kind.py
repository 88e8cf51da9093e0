from enum import StrEnum

class RecordedRollViewKind(StrEnum):
    FACE_TO_FACE = "face_to_face"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)

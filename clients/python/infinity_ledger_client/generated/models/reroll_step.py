from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reroll_step_new_face_source_type_1 import RerollStepNewFaceSourceType1
from ..models.reroll_step_new_face_source_type_2_type_1 import RerollStepNewFaceSourceType2Type1
from ..models.reroll_step_new_face_source_type_3_type_1 import RerollStepNewFaceSourceType3Type1
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.explained_roll import ExplainedRoll





T = TypeVar("T", bound="RerollStep")



@_attrs_define
class RerollStep:
    """ A ReRoll, or one declined.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            die (int | None): null: the ReRoll was declined.
            kind (Literal['reroll']): Always `reroll`: it tells this kind of `kind` from the others
            new_face (int | None): The new face; null when declined
            new_face_source (None | RerollStepNewFaceSourceType1 | RerollStepNewFaceSourceType2Type1 |
                RerollStepNewFaceSourceType3Type1): `entered` or `server`; null when declined
            old_face (int | None): The face replaced; null when declined
            roll (ExplainedRoll): A replayed roll, die by die.
            side (str): The roll side's name (`<trooper>:<skill>` or `<trooper>:<skill>><target>`)
            trooper (None | str): The trooper's id
            version (int): The version of the event this step explains
     """

    actor: None | str
    die: int | None
    kind: Literal['reroll']
    new_face: int | None
    new_face_source: None | RerollStepNewFaceSourceType1 | RerollStepNewFaceSourceType2Type1 | RerollStepNewFaceSourceType3Type1
    old_face: int | None
    roll: ExplainedRoll
    side: str
    trooper: None | str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.explained_roll import ExplainedRoll # noqa: PLC0415
        actor: None | str
        actor = self.actor

        die: int | None
        die = self.die

        kind = self.kind

        new_face: int | None
        new_face = self.new_face

        new_face_source: None | str
        if isinstance(self.new_face_source, RerollStepNewFaceSourceType1):
            new_face_source = self.new_face_source.value
        elif isinstance(self.new_face_source, RerollStepNewFaceSourceType2Type1):
            new_face_source = self.new_face_source.value
        elif isinstance(self.new_face_source, RerollStepNewFaceSourceType3Type1):
            new_face_source = self.new_face_source.value
        else:
            new_face_source = self.new_face_source

        old_face: int | None
        old_face = self.old_face

        roll = self.roll.to_dict()

        side = self.side

        trooper: None | str
        trooper = self.trooper

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "die": die,
            "kind": kind,
            "new_face": new_face,
            "new_face_source": new_face_source,
            "old_face": old_face,
            "roll": roll,
            "side": side,
            "trooper": trooper,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.explained_roll import ExplainedRoll # noqa: PLC0415
        d = dict(src_dict)
        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))


        def _parse_die(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        die = _parse_die(d.pop("die"))


        kind = cast(Literal['reroll'] , d.pop("kind"))
        if kind != 'reroll':
            raise ValueError(f"kind must match const 'reroll', got '{kind}'")

        def _parse_new_face(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        new_face = _parse_new_face(d.pop("new_face"))


        def _parse_new_face_source(data: object) -> None | RerollStepNewFaceSourceType1 | RerollStepNewFaceSourceType2Type1 | RerollStepNewFaceSourceType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                new_face_source_type_1 = RerollStepNewFaceSourceType1(data)



                return new_face_source_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                new_face_source_type_2_type_1 = RerollStepNewFaceSourceType2Type1(data)



                return new_face_source_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                new_face_source_type_3_type_1 = RerollStepNewFaceSourceType3Type1(data)



                return new_face_source_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RerollStepNewFaceSourceType1 | RerollStepNewFaceSourceType2Type1 | RerollStepNewFaceSourceType3Type1, data)

        new_face_source = _parse_new_face_source(d.pop("new_face_source"))


        def _parse_old_face(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        old_face = _parse_old_face(d.pop("old_face"))


        roll = ExplainedRoll.from_dict(d.pop("roll"))




        side = d.pop("side")

        def _parse_trooper(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        trooper = _parse_trooper(d.pop("trooper"))


        version = d.pop("version")

        reroll_step = cls(
            actor=actor,
            die=die,
            kind=kind,
            new_face=new_face,
            new_face_source=new_face_source,
            old_face=old_face,
            roll=roll,
            side=side,
            trooper=trooper,
            version=version,
        )


        reroll_step.additional_properties = d
        return reroll_step

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

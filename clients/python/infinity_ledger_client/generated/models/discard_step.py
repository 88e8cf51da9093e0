from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.explained_roll import ExplainedRoll





T = TypeVar("T", bound="DiscardStep")



@_attrs_define
class DiscardStep:
    """ A +1 SD discard.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            die (int): The index of the die discarded
            face (int | None): The d20 face; null when no die was rolled
            kind (Literal['discard']): Always `discard`: it tells this kind of `kind` from the others
            roll (ExplainedRoll): A replayed roll, die by die.
            side (str): The roll side's name (`<trooper>:<skill>` or `<trooper>:<skill>><target>`)
            trooper (None | str): The trooper's id
            version (int): The version of the event this step explains
     """

    actor: None | str
    die: int
    face: int | None
    kind: Literal['discard']
    roll: ExplainedRoll
    side: str
    trooper: None | str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.explained_roll import ExplainedRoll # noqa: PLC0415
        actor: None | str
        actor = self.actor

        die = self.die

        face: int | None
        face = self.face

        kind = self.kind

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
            "face": face,
            "kind": kind,
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


        die = d.pop("die")

        def _parse_face(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        face = _parse_face(d.pop("face"))


        kind = cast(Literal['discard'] , d.pop("kind"))
        if kind != 'discard':
            raise ValueError(f"kind must match const 'discard', got '{kind}'")

        roll = ExplainedRoll.from_dict(d.pop("roll"))




        side = d.pop("side")

        def _parse_trooper(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        trooper = _parse_trooper(d.pop("trooper"))


        version = d.pop("version")

        discard_step = cls(
            actor=actor,
            die=die,
            face=face,
            kind=kind,
            roll=roll,
            side=side,
            trooper=trooper,
            version=version,
        )


        discard_step.additional_properties = d
        return discard_step

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.trooper_condition import TrooperCondition





T = TypeVar("T", bound="VoidedStep")



@_attrs_define
class VoidedStep:
    """ The organiser voided the order.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            kind (Literal['voided']): Always `voided`: it tells this kind of `kind` from the others
            reason (str): The organiser's reason
            restored (list[TrooperCondition]): Each trooper's Wounds and state as put back
            version (int): The version of the event this step explains
     """

    actor: None | str
    kind: Literal['voided']
    reason: str
    restored: list[TrooperCondition]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.trooper_condition import TrooperCondition # noqa: PLC0415
        actor: None | str
        actor = self.actor

        kind = self.kind

        reason = self.reason

        restored = []
        for restored_item_data in self.restored:
            restored_item = restored_item_data.to_dict()
            restored.append(restored_item)



        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "kind": kind,
            "reason": reason,
            "restored": restored,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trooper_condition import TrooperCondition # noqa: PLC0415
        d = dict(src_dict)
        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))


        kind = cast(Literal['voided'] , d.pop("kind"))
        if kind != 'voided':
            raise ValueError(f"kind must match const 'voided', got '{kind}'")

        reason = d.pop("reason")

        restored = []
        _restored = d.pop("restored")
        for restored_item_data in (_restored):
            restored_item = TrooperCondition.from_dict(restored_item_data)



            restored.append(restored_item)


        version = d.pop("version")

        voided_step = cls(
            actor=actor,
            kind=kind,
            reason=reason,
            restored=restored,
            version=version,
        )


        voided_step.additional_properties = d
        return voided_step

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

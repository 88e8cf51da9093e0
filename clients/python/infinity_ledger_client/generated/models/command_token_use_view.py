from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="CommandTokenUseView")



@_attrs_define
class CommandTokenUseView:
    """ One Command Token spent.

        Attributes:
            combat_group (int | None): `move_to_combat_group`: the Combat Group the trooper joined; null otherwise
            trooper (None | str): The trooper it was spent for; null for a use that names none
            turn (int): The Player Turn it was spent in (0: before the first).
            use (str): What it was spent on (a `CommandTokenBody.use`, or `coordinated_order` and `form_fireteam`)
     """

    combat_group: int | None
    trooper: None | str
    turn: int
    use: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        combat_group: int | None
        combat_group = self.combat_group

        trooper: None | str
        trooper = self.trooper

        turn = self.turn

        use = self.use


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "combat_group": combat_group,
            "trooper": trooper,
            "turn": turn,
            "use": use,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_combat_group(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        combat_group = _parse_combat_group(d.pop("combat_group"))


        def _parse_trooper(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        trooper = _parse_trooper(d.pop("trooper"))


        turn = d.pop("turn")

        use = d.pop("use")

        command_token_use_view = cls(
            combat_group=combat_group,
            trooper=trooper,
            turn=turn,
            use=use,
        )


        command_token_use_view.additional_properties = d
        return command_token_use_view

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.command_token_body_use import CommandTokenBodyUse
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CommandTokenBody")



@_attrs_define
class CommandTokenBody:
    """ A Command Token to spend (Command Tokens, N5): whose, for which use, and for which trooper or
    Combat Group.

        Attributes:
            player (str): Whose Command Token is spent.
            use (CommandTokenBodyUse): Strategic: extra_trooper_set_aside, remove_two_regular_orders, limit_opponent_tokens,
                suppressive_fire; Executive: move_to_combat_group; Operational: irregular_to_regular, reroll_doctor,
                reroll_engineer, ignore_retreat.
            combat_group (int | None | Unset): move_to_combat_group: the Combat Group the trooper joins.
            from_groups (list[int] | None | Unset): remove_two_regular_orders: the opponent's Combat Group of each of the
                two Orders removed; left out when the opponent's army is in no Combat Group.
            trooper (None | str | Unset): The trooper the use is for (required to move a trooper, transform its Irregular
                Order, or keep it out of Retreat!).
     """

    player: str
    use: CommandTokenBodyUse
    combat_group: int | None | Unset = UNSET
    from_groups: list[int] | None | Unset = UNSET
    trooper: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        use = self.use.value

        combat_group: int | None | Unset
        if isinstance(self.combat_group, Unset):
            combat_group = UNSET
        else:
            combat_group = self.combat_group

        from_groups: list[int] | None | Unset
        if isinstance(self.from_groups, Unset):
            from_groups = UNSET
        elif isinstance(self.from_groups, list):
            from_groups = self.from_groups


        else:
            from_groups = self.from_groups

        trooper: None | str | Unset
        if isinstance(self.trooper, Unset):
            trooper = UNSET
        else:
            trooper = self.trooper


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "player": player,
            "use": use,
        })
        if combat_group is not UNSET:
            field_dict["combat_group"] = combat_group
        if from_groups is not UNSET:
            field_dict["from_groups"] = from_groups
        if trooper is not UNSET:
            field_dict["trooper"] = trooper

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        use = CommandTokenBodyUse(d.pop("use"))




        def _parse_combat_group(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        combat_group = _parse_combat_group(d.pop("combat_group", UNSET))


        def _parse_from_groups(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                from_groups_type_0 = cast(list[int], data)

                return from_groups_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        from_groups = _parse_from_groups(d.pop("from_groups", UNSET))


        def _parse_trooper(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trooper = _parse_trooper(d.pop("trooper", UNSET))


        command_token_body = cls(
            player=player,
            use=use,
            combat_group=combat_group,
            from_groups=from_groups,
            trooper=trooper,
        )


        command_token_body.additional_properties = d
        return command_token_body

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

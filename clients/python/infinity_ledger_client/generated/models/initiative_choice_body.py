from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.initiative_choice_body_keep_type_1 import InitiativeChoiceBodyKeepType1
from ..models.initiative_choice_body_keep_type_2_type_1 import InitiativeChoiceBodyKeepType2Type1
from ..models.initiative_choice_body_keep_type_3_type_1 import InitiativeChoiceBodyKeepType3Type1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="InitiativeChoiceBody")



@_attrs_define
class InitiativeChoiceBody:
    """ A choice after the Initiative Roll (Initiative and Deployment, N5), in this order: the winner
    keeps Initiative or Deployment (`keep`; the other player holds the other); the holder of
    Initiative names who plays the first Player Turn of every round (`first`); the holder of
    Deployment names who deploys first (`first`). The loser of the roll sends only `first`, for
    whichever they hold; the winner may keep and name in one request.

        Attributes:
            player (str): Who chooses: the winner keeps, the holder of Initiative or Deployment names who goes first in it.
            first (None | str | Unset): Who plays the first Player Turn of every round (the holder of Initiative), or
                deploys first (the holder of Deployment).
            keep (InitiativeChoiceBodyKeepType1 | InitiativeChoiceBodyKeepType2Type1 | InitiativeChoiceBodyKeepType3Type1 |
                None | Unset): The winner of the Initiative Roll only: what they keep; the other goes to the opponent.
     """

    player: str
    first: None | str | Unset = UNSET
    keep: InitiativeChoiceBodyKeepType1 | InitiativeChoiceBodyKeepType2Type1 | InitiativeChoiceBodyKeepType3Type1 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        first: None | str | Unset
        if isinstance(self.first, Unset):
            first = UNSET
        else:
            first = self.first

        keep: None | str | Unset
        if isinstance(self.keep, Unset):
            keep = UNSET
        elif isinstance(self.keep, InitiativeChoiceBodyKeepType1):
            keep = self.keep.value
        elif isinstance(self.keep, InitiativeChoiceBodyKeepType2Type1):
            keep = self.keep.value
        elif isinstance(self.keep, InitiativeChoiceBodyKeepType3Type1):
            keep = self.keep.value
        else:
            keep = self.keep


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "player": player,
        })
        if first is not UNSET:
            field_dict["first"] = first
        if keep is not UNSET:
            field_dict["keep"] = keep

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        def _parse_first(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        first = _parse_first(d.pop("first", UNSET))


        def _parse_keep(data: object) -> InitiativeChoiceBodyKeepType1 | InitiativeChoiceBodyKeepType2Type1 | InitiativeChoiceBodyKeepType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                keep_type_1 = InitiativeChoiceBodyKeepType1(data)



                return keep_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                keep_type_2_type_1 = InitiativeChoiceBodyKeepType2Type1(data)



                return keep_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                keep_type_3_type_1 = InitiativeChoiceBodyKeepType3Type1(data)



                return keep_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InitiativeChoiceBodyKeepType1 | InitiativeChoiceBodyKeepType2Type1 | InitiativeChoiceBodyKeepType3Type1 | None | Unset, data)

        keep = _parse_keep(d.pop("keep", UNSET))


        initiative_choice_body = cls(
            player=player,
            first=first,
            keep=keep,
        )


        initiative_choice_body.additional_properties = d
        return initiative_choice_body

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="AnswerResultBody")



@_attrs_define
class AnswerResultBody:
    """ The opponent's answer to a recorded result.

        Attributes:
            accept (bool): true confirms the result; false disputes it, and the organiser decides.
            player (str): The player whose recorded result the opponent answers.
            reason (str | Unset): Why it is disputed (with `accept` false), kept in `result_disputed` Default: ''.
     """

    accept: bool
    player: str
    reason: str | Unset = ''
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        accept = self.accept

        player = self.player

        reason = self.reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "accept": accept,
            "player": player,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        accept = d.pop("accept")

        player = d.pop("player")

        reason = d.pop("reason", UNSET)

        answer_result_body = cls(
            accept=accept,
            player=player,
            reason=reason,
        )


        answer_result_body.additional_properties = d
        return answer_result_body

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

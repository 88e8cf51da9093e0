from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rotated_token_view_role import RotatedTokenViewRole
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.awaited_view import AwaitedView





T = TypeVar("T", bound="RotatedTokenView")



@_attrs_define
class RotatedTokenView:
    """ The new token, in place of the one revoked.

        Attributes:
            player (None | str): The player whose token it is; null for the organiser's
            role (RotatedTokenViewRole): Whose token was rotated: `organiser` or `player`
            token (str): The new bearer token, shown this once: the service keeps only its hash.
            version (int): The game's version after the `token_rotated` event
            awaiting (list[AwaitedView] | Unset): What the game awaits next, as this reader may see it, in the order the
                rules take it: who may act and with which operation. Several items may be open at once (the Reactive Player's
                ARO and the active player's resolution); the list is empty once the game has ended and every result is final.
                Derived from the game's state after this answer; never names what is kept from the reader (a trooper in Hidden
                Deployment, a marker's trooper).
     """

    player: None | str
    role: RotatedTokenViewRole
    token: str
    version: int
    awaiting: list[AwaitedView] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.awaited_view import AwaitedView # noqa: PLC0415
        player: None | str
        player = self.player

        role = self.role.value

        token = self.token

        version = self.version

        awaiting: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.awaiting, Unset):
            awaiting = []
            for awaiting_item_data in self.awaiting:
                awaiting_item = awaiting_item_data.to_dict()
                awaiting.append(awaiting_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "player": player,
            "role": role,
            "token": token,
            "version": version,
        })
        if awaiting is not UNSET:
            field_dict["awaiting"] = awaiting

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.awaited_view import AwaitedView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))


        role = RotatedTokenViewRole(d.pop("role"))




        token = d.pop("token")

        version = d.pop("version")

        _awaiting = d.pop("awaiting", UNSET)
        awaiting: list[AwaitedView] | Unset = UNSET
        if _awaiting is not UNSET:
            awaiting = []
            for awaiting_item_data in _awaiting:
                awaiting_item = AwaitedView.from_dict(awaiting_item_data)



                awaiting.append(awaiting_item)


        rotated_token_view = cls(
            player=player,
            role=role,
            token=token,
            version=version,
            awaiting=awaiting,
        )


        rotated_token_view.additional_properties = d
        return rotated_token_view

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

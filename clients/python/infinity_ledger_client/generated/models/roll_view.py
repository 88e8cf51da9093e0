from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.awaited_view import AwaitedView
  from ..models.roll_side_view import RollSideView





T = TypeVar("T", bound="RollView")



@_attrs_define
class RollView:
    """ A free roll as it was made.

        Attributes:
            draws (list[int]): The server dice the roll drew, in draw order: each derived again from the seed once the game
                ends
            kind (str): `normal` or `face_to_face`
            label (str): What the roll is for, as given
            sides (list[RollSideView]): Each side, as asked
            version (int): The version of its `roll_made` event: where GET .../rolls/{version} reads it
            winner (None | str): A Face to Face Roll's winning side (the one keeping successes); null when neither or a
                Normal Roll
            awaiting (list[AwaitedView] | Unset): What the game awaits next, as this reader may see it, in the order the
                rules take it: who may act and with which operation. Several items may be open at once (the Reactive Player's
                ARO and the active player's resolution); the list is empty once the game has ended and every result is final.
                Derived from the game's state after this answer; never names what is kept from the reader (a trooper in Hidden
                Deployment, a marker's trooper).
     """

    draws: list[int]
    kind: str
    label: str
    sides: list[RollSideView]
    version: int
    winner: None | str
    awaiting: list[AwaitedView] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.awaited_view import AwaitedView # noqa: PLC0415
        from ..models.roll_side_view import RollSideView # noqa: PLC0415
        draws = self.draws



        kind = self.kind

        label = self.label

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.to_dict()
            sides.append(sides_item)



        version = self.version

        winner: None | str
        winner = self.winner

        awaiting: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.awaiting, Unset):
            awaiting = []
            for awaiting_item_data in self.awaiting:
                awaiting_item = awaiting_item_data.to_dict()
                awaiting.append(awaiting_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "draws": draws,
            "kind": kind,
            "label": label,
            "sides": sides,
            "version": version,
            "winner": winner,
        })
        if awaiting is not UNSET:
            field_dict["awaiting"] = awaiting

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.awaited_view import AwaitedView # noqa: PLC0415
        from ..models.roll_side_view import RollSideView # noqa: PLC0415
        d = dict(src_dict)
        draws = cast(list[int], d.pop("draws"))


        kind = d.pop("kind")

        label = d.pop("label")

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in (_sides):
            sides_item = RollSideView.from_dict(sides_item_data)



            sides.append(sides_item)


        version = d.pop("version")

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))


        _awaiting = d.pop("awaiting", UNSET)
        awaiting: list[AwaitedView] | Unset = UNSET
        if _awaiting is not UNSET:
            awaiting = []
            for awaiting_item_data in _awaiting:
                awaiting_item = AwaitedView.from_dict(awaiting_item_data)



                awaiting.append(awaiting_item)


        roll_view = cls(
            draws=draws,
            kind=kind,
            label=label,
            sides=sides,
            version=version,
            winner=winner,
            awaiting=awaiting,
        )


        roll_view.additional_properties = d
        return roll_view

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

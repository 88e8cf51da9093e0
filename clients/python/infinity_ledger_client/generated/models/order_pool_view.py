from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.group_pool_view import GroupPoolView





T = TypeVar("T", bound="OrderPoolView")



@_attrs_define
class OrderPoolView:
    """ The active player's Order Pool this turn (Orders and the Order Pool, N5).

        Attributes:
            irregular (list[str]): Irregular troopers whose own Order is still unspent
            lieutenant (int): The Lieutenant Special Order, when not spent: 1 or 0
            player (str): The active player
            regular (int): Every Regular Order left, all Combat Groups together.
            groups (list[GroupPoolView] | Unset): Per Combat Group, the Orders left by kind; empty when the army is in no
                Combat Group.
            impetuous (list[str] | Unset): Troopers whose Impetuous Order is unspent; empty once the Impetuous Phase is
                over.
            kept (list[str] | Unset): Troopers in Hidden Deployment whose own Order their player keeps for them, apart from
                the pool and from `orders_left`, to spend on the Order that places them on the table (Hidden Deployment State,
                N5): shown to their player only, as the troopers are.
     """

    irregular: list[str]
    lieutenant: int
    player: str
    regular: int
    groups: list[GroupPoolView] | Unset = UNSET
    impetuous: list[str] | Unset = UNSET
    kept: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.group_pool_view import GroupPoolView # noqa: PLC0415
        irregular = self.irregular



        lieutenant = self.lieutenant

        player = self.player

        regular = self.regular

        groups: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.groups, Unset):
            groups = []
            for groups_item_data in self.groups:
                groups_item = groups_item_data.to_dict()
                groups.append(groups_item)



        impetuous: list[str] | Unset = UNSET
        if not isinstance(self.impetuous, Unset):
            impetuous = self.impetuous



        kept: list[str] | Unset = UNSET
        if not isinstance(self.kept, Unset):
            kept = self.kept




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "irregular": irregular,
            "lieutenant": lieutenant,
            "player": player,
            "regular": regular,
        })
        if groups is not UNSET:
            field_dict["groups"] = groups
        if impetuous is not UNSET:
            field_dict["impetuous"] = impetuous
        if kept is not UNSET:
            field_dict["kept"] = kept

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.group_pool_view import GroupPoolView # noqa: PLC0415
        d = dict(src_dict)
        irregular = cast(list[str], d.pop("irregular"))


        lieutenant = d.pop("lieutenant")

        player = d.pop("player")

        regular = d.pop("regular")

        _groups = d.pop("groups", UNSET)
        groups: list[GroupPoolView] | Unset = UNSET
        if _groups is not UNSET:
            groups = []
            for groups_item_data in _groups:
                groups_item = GroupPoolView.from_dict(groups_item_data)



                groups.append(groups_item)


        impetuous = cast(list[str], d.pop("impetuous", UNSET))


        kept = cast(list[str], d.pop("kept", UNSET))


        order_pool_view = cls(
            irregular=irregular,
            lieutenant=lieutenant,
            player=player,
            regular=regular,
            groups=groups,
            impetuous=impetuous,
            kept=kept,
        )


        order_pool_view.additional_properties = d
        return order_pool_view

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

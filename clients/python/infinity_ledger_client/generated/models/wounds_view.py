from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.save_view import SaveView
  from ..models.wounds_view_exact import WoundsViewExact





T = TypeVar("T", bound="WoundsView")



@_attrs_define
class WoundsView:
    """ The Wounds the side's hits deal the target (Saving Rolls, N5): their distribution, and the
    chance of each state they leave it in.

        Attributes:
            dead (float): Probability that the target ends Dead (its Wounds go past its VITA or STR)
            distribution (list[float]): Index k: probability of exactly k Wounds.
            expected (float): The expected number of Wounds
            save_value (int): The Success Value of the first attribute's saves (see `saves` for all of them).
            unconscious (float): Probability that the target ends Unconscious (its Wounds reach its VITA or STR)
            exact (WoundsViewExact | Unset): `expected`, `unconscious` and `dead` as exact fractions ("p/q").
            saves (list[SaveView] | Unset): Each attribute saved against, in the order rolled (Plasma: ARM, then BTS).
     """

    dead: float
    distribution: list[float]
    expected: float
    save_value: int
    unconscious: float
    exact: WoundsViewExact | Unset = UNSET
    saves: list[SaveView] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.save_view import SaveView # noqa: PLC0415
        from ..models.wounds_view_exact import WoundsViewExact # noqa: PLC0415
        dead = self.dead

        distribution = self.distribution



        expected = self.expected

        save_value = self.save_value

        unconscious = self.unconscious

        exact: dict[str, Any] | Unset = UNSET
        if not isinstance(self.exact, Unset):
            exact = self.exact.to_dict()

        saves: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.saves, Unset):
            saves = []
            for saves_item_data in self.saves:
                saves_item = saves_item_data.to_dict()
                saves.append(saves_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dead": dead,
            "distribution": distribution,
            "expected": expected,
            "save_value": save_value,
            "unconscious": unconscious,
        })
        if exact is not UNSET:
            field_dict["exact"] = exact
        if saves is not UNSET:
            field_dict["saves"] = saves

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.save_view import SaveView # noqa: PLC0415
        from ..models.wounds_view_exact import WoundsViewExact # noqa: PLC0415
        d = dict(src_dict)
        dead = d.pop("dead")

        distribution = cast(list[float], d.pop("distribution"))


        expected = d.pop("expected")

        save_value = d.pop("save_value")

        unconscious = d.pop("unconscious")

        _exact = d.pop("exact", UNSET)
        exact: WoundsViewExact | Unset
        if isinstance(_exact,  Unset):
            exact = UNSET
        else:
            exact = WoundsViewExact.from_dict(_exact)




        _saves = d.pop("saves", UNSET)
        saves: list[SaveView] | Unset = UNSET
        if _saves is not UNSET:
            saves = []
            for saves_item_data in _saves:
                saves_item = SaveView.from_dict(saves_item_data)



                saves.append(saves_item)


        wounds_view = cls(
            dead=dead,
            distribution=distribution,
            expected=expected,
            save_value=save_value,
            unconscious=unconscious,
            exact=exact,
            saves=saves,
        )


        wounds_view.additional_properties = d
        return wounds_view

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

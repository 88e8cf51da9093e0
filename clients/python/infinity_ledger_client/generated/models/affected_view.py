from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.affected_view_exact import AffectedViewExact
  from ..models.state_odds_view import StateOddsView
  from ..models.success_value_view import SuccessValueView
  from ..models.wounds_view import WoundsView





T = TypeVar("T", bound="AffectedView")



@_attrs_define
class AffectedView:
    """ One trooper the template affects: the chance it is hit, how its reaction fares, and what the
    hits (and its own attack in reply) deal.

        Attributes:
            criticals_distribution (list[float]): Index k: probability of exactly k Critical hits
            exact (AffectedViewExact): The same figures as exact fractions ("p/q").
            hit (float): Probability that the template hits this trooper at least once.
            hits_distribution (list[float]): Index k: probability of exactly k hits, Criticals included.
            name (str): The affected trooper's side name, as asked
            reaction (str): Its reaction, as asked: `dodge`, `attack` or `none`
            reaction_breakdown (None | SuccessValueView | Unset): How that Success Value was reached, MOD by MOD; null
                without a roll
            reaction_succeeds (float | None | Unset): Probability that its reaction succeeds (a Dodge avoids the template;
                an attack hits the attacker); null without a roll
            reaction_success_value (int | None | Unset): The Success Value of its reaction's roll; null when it makes none
            reaction_wounds (None | Unset | WoundsView): Wounds this trooper's attack in reply deals to the attacker (with
                its weapon).
            states (list[StateOddsView] | Unset): A Non-Lethal weapon: the chance of each State it puts this trooper in;
                `wounds` is then absent.
            wounds (None | Unset | WoundsView): Wounds the template deals to this trooper (when the attacker's weapon is
                given).
     """

    criticals_distribution: list[float]
    exact: AffectedViewExact
    hit: float
    hits_distribution: list[float]
    name: str
    reaction: str
    reaction_breakdown: None | SuccessValueView | Unset = UNSET
    reaction_succeeds: float | None | Unset = UNSET
    reaction_success_value: int | None | Unset = UNSET
    reaction_wounds: None | Unset | WoundsView = UNSET
    states: list[StateOddsView] | Unset = UNSET
    wounds: None | Unset | WoundsView = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.affected_view_exact import AffectedViewExact # noqa: PLC0415
        from ..models.state_odds_view import StateOddsView # noqa: PLC0415
        from ..models.success_value_view import SuccessValueView # noqa: PLC0415
        from ..models.wounds_view import WoundsView # noqa: PLC0415
        criticals_distribution = self.criticals_distribution



        exact = self.exact.to_dict()

        hit = self.hit

        hits_distribution = self.hits_distribution



        name = self.name

        reaction = self.reaction

        reaction_breakdown: dict[str, Any] | None | Unset
        if isinstance(self.reaction_breakdown, Unset):
            reaction_breakdown = UNSET
        elif isinstance(self.reaction_breakdown, SuccessValueView):
            reaction_breakdown = self.reaction_breakdown.to_dict()
        else:
            reaction_breakdown = self.reaction_breakdown

        reaction_succeeds: float | None | Unset
        if isinstance(self.reaction_succeeds, Unset):
            reaction_succeeds = UNSET
        else:
            reaction_succeeds = self.reaction_succeeds

        reaction_success_value: int | None | Unset
        if isinstance(self.reaction_success_value, Unset):
            reaction_success_value = UNSET
        else:
            reaction_success_value = self.reaction_success_value

        reaction_wounds: dict[str, Any] | None | Unset
        if isinstance(self.reaction_wounds, Unset):
            reaction_wounds = UNSET
        elif isinstance(self.reaction_wounds, WoundsView):
            reaction_wounds = self.reaction_wounds.to_dict()
        else:
            reaction_wounds = self.reaction_wounds

        states: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.states, Unset):
            states = []
            for states_item_data in self.states:
                states_item = states_item_data.to_dict()
                states.append(states_item)



        wounds: dict[str, Any] | None | Unset
        if isinstance(self.wounds, Unset):
            wounds = UNSET
        elif isinstance(self.wounds, WoundsView):
            wounds = self.wounds.to_dict()
        else:
            wounds = self.wounds


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "criticals_distribution": criticals_distribution,
            "exact": exact,
            "hit": hit,
            "hits_distribution": hits_distribution,
            "name": name,
            "reaction": reaction,
        })
        if reaction_breakdown is not UNSET:
            field_dict["reaction_breakdown"] = reaction_breakdown
        if reaction_succeeds is not UNSET:
            field_dict["reaction_succeeds"] = reaction_succeeds
        if reaction_success_value is not UNSET:
            field_dict["reaction_success_value"] = reaction_success_value
        if reaction_wounds is not UNSET:
            field_dict["reaction_wounds"] = reaction_wounds
        if states is not UNSET:
            field_dict["states"] = states
        if wounds is not UNSET:
            field_dict["wounds"] = wounds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.affected_view_exact import AffectedViewExact # noqa: PLC0415
        from ..models.state_odds_view import StateOddsView # noqa: PLC0415
        from ..models.success_value_view import SuccessValueView # noqa: PLC0415
        from ..models.wounds_view import WoundsView # noqa: PLC0415
        d = dict(src_dict)
        criticals_distribution = cast(list[float], d.pop("criticals_distribution"))


        exact = AffectedViewExact.from_dict(d.pop("exact"))




        hit = d.pop("hit")

        hits_distribution = cast(list[float], d.pop("hits_distribution"))


        name = d.pop("name")

        reaction = d.pop("reaction")

        def _parse_reaction_breakdown(data: object) -> None | SuccessValueView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reaction_breakdown_type_0 = SuccessValueView.from_dict(data)



                return reaction_breakdown_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuccessValueView | Unset, data)

        reaction_breakdown = _parse_reaction_breakdown(d.pop("reaction_breakdown", UNSET))


        def _parse_reaction_succeeds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        reaction_succeeds = _parse_reaction_succeeds(d.pop("reaction_succeeds", UNSET))


        def _parse_reaction_success_value(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        reaction_success_value = _parse_reaction_success_value(d.pop("reaction_success_value", UNSET))


        def _parse_reaction_wounds(data: object) -> None | Unset | WoundsView:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reaction_wounds_type_0 = WoundsView.from_dict(data)



                return reaction_wounds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WoundsView, data)

        reaction_wounds = _parse_reaction_wounds(d.pop("reaction_wounds", UNSET))


        _states = d.pop("states", UNSET)
        states: list[StateOddsView] | Unset = UNSET
        if _states is not UNSET:
            states = []
            for states_item_data in _states:
                states_item = StateOddsView.from_dict(states_item_data)



                states.append(states_item)


        def _parse_wounds(data: object) -> None | Unset | WoundsView:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                wounds_type_0 = WoundsView.from_dict(data)



                return wounds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WoundsView, data)

        wounds = _parse_wounds(d.pop("wounds", UNSET))


        affected_view = cls(
            criticals_distribution=criticals_distribution,
            exact=exact,
            hit=hit,
            hits_distribution=hits_distribution,
            name=name,
            reaction=reaction,
            reaction_breakdown=reaction_breakdown,
            reaction_succeeds=reaction_succeeds,
            reaction_success_value=reaction_success_value,
            reaction_wounds=reaction_wounds,
            states=states,
            wounds=wounds,
        )


        affected_view.additional_properties = d
        return affected_view

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

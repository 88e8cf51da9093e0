from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.side_odds_view_exact import SideOddsViewExact
  from ..models.state_odds_view import StateOddsView
  from ..models.success_value_view import SuccessValueView
  from ..models.wounds_view import WoundsView





T = TypeVar("T", bound="SideOddsView")



@_attrs_define
class SideOddsView:
    """ One side's odds: its Success Value and how it was reached, the chance it keeps a success, and
    the distributions of its hits and Criticals (and of the Wounds they deal).

        Attributes:
            breakdown (SuccessValueView): How a Success Value was reached: players dispute MODs as often as dice.
            criticals_distribution (list[float]): Index k: probability of keeping exactly k Criticals
            exact (SideOddsViewExact): `win`, `expected_hits` and `expected_criticals` as exact fractions ("p/q")
            expected_criticals (float): The expected number of Criticals the side keeps
            expected_hits (float): The expected number of successes the side keeps (Criticals included)
            hits_distribution (list[float]): Index k: probability of keeping exactly k successes, Criticals included
            mod_total (int): The MODs' sum after the +/-12 cap
            name (str): The side's name, as asked
            success_value (int): The side's Success Value: a die at or below it succeeds, equal to it is a Critical
            win (float): Probability that this side keeps at least one success.
            state (None | StateOddsView | Unset): A Non-Lethal program's side: the chance that its target enters the
                program's State (the first of `states`).
            states (list[StateOddsView] | Unset): A Non-Lethal attack: the chance of each State it causes. Its hits cause no
                Wound, so `wounds` is then absent.
            wounds (None | Unset | WoundsView): With a `weapon` and a `target`: the Wounds its hits deal; absent for a Non-
                Lethal attack
     """

    breakdown: SuccessValueView
    criticals_distribution: list[float]
    exact: SideOddsViewExact
    expected_criticals: float
    expected_hits: float
    hits_distribution: list[float]
    mod_total: int
    name: str
    success_value: int
    win: float
    state: None | StateOddsView | Unset = UNSET
    states: list[StateOddsView] | Unset = UNSET
    wounds: None | Unset | WoundsView = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.side_odds_view_exact import SideOddsViewExact # noqa: PLC0415
        from ..models.state_odds_view import StateOddsView # noqa: PLC0415
        from ..models.success_value_view import SuccessValueView # noqa: PLC0415
        from ..models.wounds_view import WoundsView # noqa: PLC0415
        breakdown = self.breakdown.to_dict()

        criticals_distribution = self.criticals_distribution



        exact = self.exact.to_dict()

        expected_criticals = self.expected_criticals

        expected_hits = self.expected_hits

        hits_distribution = self.hits_distribution



        mod_total = self.mod_total

        name = self.name

        success_value = self.success_value

        win = self.win

        state: dict[str, Any] | None | Unset
        if isinstance(self.state, Unset):
            state = UNSET
        elif isinstance(self.state, StateOddsView):
            state = self.state.to_dict()
        else:
            state = self.state

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
            "breakdown": breakdown,
            "criticals_distribution": criticals_distribution,
            "exact": exact,
            "expected_criticals": expected_criticals,
            "expected_hits": expected_hits,
            "hits_distribution": hits_distribution,
            "mod_total": mod_total,
            "name": name,
            "success_value": success_value,
            "win": win,
        })
        if state is not UNSET:
            field_dict["state"] = state
        if states is not UNSET:
            field_dict["states"] = states
        if wounds is not UNSET:
            field_dict["wounds"] = wounds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.side_odds_view_exact import SideOddsViewExact # noqa: PLC0415
        from ..models.state_odds_view import StateOddsView # noqa: PLC0415
        from ..models.success_value_view import SuccessValueView # noqa: PLC0415
        from ..models.wounds_view import WoundsView # noqa: PLC0415
        d = dict(src_dict)
        breakdown = SuccessValueView.from_dict(d.pop("breakdown"))




        criticals_distribution = cast(list[float], d.pop("criticals_distribution"))


        exact = SideOddsViewExact.from_dict(d.pop("exact"))




        expected_criticals = d.pop("expected_criticals")

        expected_hits = d.pop("expected_hits")

        hits_distribution = cast(list[float], d.pop("hits_distribution"))


        mod_total = d.pop("mod_total")

        name = d.pop("name")

        success_value = d.pop("success_value")

        win = d.pop("win")

        def _parse_state(data: object) -> None | StateOddsView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = StateOddsView.from_dict(data)



                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StateOddsView | Unset, data)

        state = _parse_state(d.pop("state", UNSET))


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


        side_odds_view = cls(
            breakdown=breakdown,
            criticals_distribution=criticals_distribution,
            exact=exact,
            expected_criticals=expected_criticals,
            expected_hits=expected_hits,
            hits_distribution=hits_distribution,
            mod_total=mod_total,
            name=name,
            success_value=success_value,
            win=win,
            state=state,
            states=states,
            wounds=wounds,
        )


        side_odds_view.additional_properties = d
        return side_odds_view

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

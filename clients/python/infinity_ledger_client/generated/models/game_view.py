from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.imported import Imported
  from ..models.scenario_view import ScenarioView
  from ..models.score_view import ScoreView





T = TypeVar("T", bound="GameView")



@_attrs_define
class GameView:
    """ A game's summary: its settings, where it stands, and its score once ended.

        Attributes:
            active_player (None | str): The player whose turn is running (the Active Turn's); null between turns
            client_seed (str): The creator's `client_seed`: dice-v1 mixes it into every die; dice-v2 records it only
            edition (str): `N5` or `CodeOne`
            ended (bool): Whether the game has ended (`game_ended`): only results and reveals are taken after
            id (str): The game's id (a UUID), as in its paths
            manual_dice (bool): Whether players may enter the faces they rolled at the table
            manual_dice_confirmation (bool): Whether faces entered for another player's troopers wait for that player's
                confirmation
            phase (str): `setup` (created: troopers are added, no turn yet), `orders` (a Player Turn is running),
                `between_turns` or `ended`
            players (list[str]): The players' names, as given at creation (in NFC)
            seed_commitment (None | str): SHA-256 (64 lowercase hex digits) of the server's dice seed, committed before any
                die: the seed itself is revealed once the game ends (GET .../seed), so anyone can check every server die
            turn (int): Player Turns started so far (0 before the first)
            version (int): The game's version: the number of its events (its ETag)
            dice_algorithm (str | Unset): `dice-v1` or `dice-v2`: how the server's dice are derived (docs/guide/dice-and-
                audit.md, "Dice") Default: 'dice-v1'.
            entropy_missing (list[str] | Unset): dice-v2: the players whose seed the server dice still wait for.
            imported (Imported | None | Unset): Set when the game was imported from another service's export: from which key
                (null when that export was unsigned), when and by whom; null for a game played here.
            privacy_rule (int | Unset): The privacy rule the game is played under (docs/rules.md, "What each player may know
                of the other's army"): from 1, a command of a player who sees a trooper only as its marker names the marker
                (`camouflage-3`), not the trooper; 0 for a game recorded before it. Default: 0.
            scenario (None | ScenarioView | Unset): The mission's own rules the game holds the players to; null for a game
                recorded before them, which draws Classified Objectives as it was played.
            score (None | ScoreView | Unset): Once the game has ended: each player's result and Victory Points, and the
                winner.
     """

    active_player: None | str
    client_seed: str
    edition: str
    ended: bool
    id: str
    manual_dice: bool
    manual_dice_confirmation: bool
    phase: str
    players: list[str]
    seed_commitment: None | str
    turn: int
    version: int
    dice_algorithm: str | Unset = 'dice-v1'
    entropy_missing: list[str] | Unset = UNSET
    imported: Imported | None | Unset = UNSET
    privacy_rule: int | Unset = 0
    scenario: None | ScenarioView | Unset = UNSET
    score: None | ScoreView | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.imported import Imported # noqa: PLC0415
        from ..models.scenario_view import ScenarioView # noqa: PLC0415
        from ..models.score_view import ScoreView # noqa: PLC0415
        active_player: None | str
        active_player = self.active_player

        client_seed = self.client_seed

        edition = self.edition

        ended = self.ended

        id = self.id

        manual_dice = self.manual_dice

        manual_dice_confirmation = self.manual_dice_confirmation

        phase = self.phase

        players = self.players



        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        turn = self.turn

        version = self.version

        dice_algorithm = self.dice_algorithm

        entropy_missing: list[str] | Unset = UNSET
        if not isinstance(self.entropy_missing, Unset):
            entropy_missing = self.entropy_missing



        imported: dict[str, Any] | None | Unset
        if isinstance(self.imported, Unset):
            imported = UNSET
        elif isinstance(self.imported, Imported):
            imported = self.imported.to_dict()
        else:
            imported = self.imported

        privacy_rule = self.privacy_rule

        scenario: dict[str, Any] | None | Unset
        if isinstance(self.scenario, Unset):
            scenario = UNSET
        elif isinstance(self.scenario, ScenarioView):
            scenario = self.scenario.to_dict()
        else:
            scenario = self.scenario

        score: dict[str, Any] | None | Unset
        if isinstance(self.score, Unset):
            score = UNSET
        elif isinstance(self.score, ScoreView):
            score = self.score.to_dict()
        else:
            score = self.score


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "active_player": active_player,
            "client_seed": client_seed,
            "edition": edition,
            "ended": ended,
            "id": id,
            "manual_dice": manual_dice,
            "manual_dice_confirmation": manual_dice_confirmation,
            "phase": phase,
            "players": players,
            "seed_commitment": seed_commitment,
            "turn": turn,
            "version": version,
        })
        if dice_algorithm is not UNSET:
            field_dict["dice_algorithm"] = dice_algorithm
        if entropy_missing is not UNSET:
            field_dict["entropy_missing"] = entropy_missing
        if imported is not UNSET:
            field_dict["imported"] = imported
        if privacy_rule is not UNSET:
            field_dict["privacy_rule"] = privacy_rule
        if scenario is not UNSET:
            field_dict["scenario"] = scenario
        if score is not UNSET:
            field_dict["score"] = score

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.imported import Imported # noqa: PLC0415
        from ..models.scenario_view import ScenarioView # noqa: PLC0415
        from ..models.score_view import ScoreView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_active_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        active_player = _parse_active_player(d.pop("active_player"))


        client_seed = d.pop("client_seed")

        edition = d.pop("edition")

        ended = d.pop("ended")

        id = d.pop("id")

        manual_dice = d.pop("manual_dice")

        manual_dice_confirmation = d.pop("manual_dice_confirmation")

        phase = d.pop("phase")

        players = cast(list[str], d.pop("players"))


        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))


        turn = d.pop("turn")

        version = d.pop("version")

        dice_algorithm = d.pop("dice_algorithm", UNSET)

        entropy_missing = cast(list[str], d.pop("entropy_missing", UNSET))


        def _parse_imported(data: object) -> Imported | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                imported_type_0 = Imported.from_dict(data)



                return imported_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Imported | None | Unset, data)

        imported = _parse_imported(d.pop("imported", UNSET))


        privacy_rule = d.pop("privacy_rule", UNSET)

        def _parse_scenario(data: object) -> None | ScenarioView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scenario_type_0 = ScenarioView.from_dict(data)



                return scenario_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScenarioView | Unset, data)

        scenario = _parse_scenario(d.pop("scenario", UNSET))


        def _parse_score(data: object) -> None | ScoreView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                score_type_0 = ScoreView.from_dict(data)



                return score_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreView | Unset, data)

        score = _parse_score(d.pop("score", UNSET))


        game_view = cls(
            active_player=active_player,
            client_seed=client_seed,
            edition=edition,
            ended=ended,
            id=id,
            manual_dice=manual_dice,
            manual_dice_confirmation=manual_dice_confirmation,
            phase=phase,
            players=players,
            seed_commitment=seed_commitment,
            turn=turn,
            version=version,
            dice_algorithm=dice_algorithm,
            entropy_missing=entropy_missing,
            imported=imported,
            privacy_rule=privacy_rule,
            scenario=scenario,
            score=score,
        )


        game_view.additional_properties = d
        return game_view

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

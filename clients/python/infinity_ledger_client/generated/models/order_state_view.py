from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.order_state_view_phase import OrderStateViewPhase
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.army_view import ArmyView
  from ..models.awaited_roll_view import AwaitedRollView
  from ..models.awaited_view import AwaitedView
  from ..models.command_tokens_view import CommandTokensView
  from ..models.deployable_view import DeployableView
  from ..models.fireteam_view import FireteamView
  from ..models.held_state import HeldState
  from ..models.open_order_view import OpenOrderView
  from ..models.order_pool_view import OrderPoolView
  from ..models.score_view import ScoreView
  from ..models.sequence_view import SequenceView
  from ..models.trooper_view import TrooperView





T = TypeVar("T", bound="OrderStateView")



@_attrs_define
class OrderStateView:
    """ The whole game as an app shows it: troopers, the turn, the open order; the concluded
    orders are read apart (`GET .../orders`), so reading the game costs the same all game.

        Attributes:
            active_player (None | str): Whose Player Turn is running (null between turns); once the game has ended, the
                player of its last Player Turn.
            client_seed (str): The creator's `client_seed`
            edition (str): `N5` or `CodeOne`
            ended (bool): Whether the game has ended
            free_rolls (int): Free-standing rolls made so far
            game_id (None | UUID): The game's id
            last_order_number (int): The number the last order took (the next one is one more)
            manual_dice (bool): Whether players may enter the faces they rolled
            manual_dice_confirmation (bool): Whether faces entered for another player's troopers wait for that player
            open_order (None | OpenOrderView): The order being played, where it stands and what it waits for; null between
                orders
            orders_left (int): The active player's orders still to spend this turn (0 between turns): the pool's, as the
                opponent sees it; an Order kept for a trooper in Hidden Deployment is apart (`pool.kept`). Once the game has
                ended, those the last Player Turn left unspent.
            phase (OrderStateViewPhase): `setup` (no turn yet), `orders` (a Player Turn is running), `between_turns` or
                `ended`
            players (list[str]): The players' names
            pool (None | OrderPoolView): The active player's order pool this turn; once the game has ended, the last Player
                Turn's pool as that turn ended.
            previous_player (None | str): Who played the last finished turn (nobody plays two turns in a row in a free game)
            seed_commitment (None | str): SHA-256 of the server's dice seed, revealed once the game ends
            troopers (list[TrooperView]): Every trooper this reader may see, with its Wounds, state and States
            turn (int): Player Turns started so far (0 before the first)
            version (int): The game's version the state is at (its ETag)
            armies (list[ArmyView] | Unset): Each player's army list: its total in Army Points and its Combat Groups' sizes.
            awaited_roll (AwaitedRollView | None | Unset): A roll outside any order waiting for a player's confirmation (the
                open order's own wait in `open_order.awaited_dice`).
            awaiting (list[AwaitedView] | Unset): What the game awaits next, as this reader may see it, in the order the
                rules take it: who may act and with which operation. Several items may be open at once (the Reactive Player's
                ARO and the active player's resolution); the list is empty once the game has ended and every result is final.
                Derived from the game's state after this answer; never names what is kept from the reader (a trooper in Hidden
                Deployment, a marker's trooper).
            command_tokens (list[CommandTokensView] | Unset): Each player's Command Tokens: how many are left and each use
                spent.
            deployables (list[DeployableView] | Unset): The Deployables on the table: whose, which weapon, and the uses of
                it left.
            dogged (list[str] | Unset): Troopers that activated Dogged this turn: each reads Normal while it stands, and
                dies at its next Wound or when the turn ends.
            fireteams (list[FireteamView] | Unset): The Fireteams on the table, each with its leader, level and bonuses.
            held_states (list[HeldState] | Unset): Every State a hacking program caused and that still holds, with the order
                it came from.
            loss_of_lieutenant (list[str] | Unset): Players in Loss of Lieutenant this turn: every trooper of theirs is
                Irregular.
            retreat (list[str] | Unset): Players whose army is in Retreat! (their survivors are worth 25% or less of it).
            retreat_last_round (int | None | Unset): The Game Round at whose end the game ends because an army entered
                Retreat!.
            score (None | ScoreView | Unset): Once the game has ended: each player's result, Victory and Tournament Points,
                and the winner (as in the game view).
            sequence (None | SequenceView | Unset): The N5 Game Sequence: phase, round, whose turn and the turn order (null:
                a game whose players take turns freely).
     """

    active_player: None | str
    client_seed: str
    edition: str
    ended: bool
    free_rolls: int
    game_id: None | UUID
    last_order_number: int
    manual_dice: bool
    manual_dice_confirmation: bool
    open_order: None | OpenOrderView
    orders_left: int
    phase: OrderStateViewPhase
    players: list[str]
    pool: None | OrderPoolView
    previous_player: None | str
    seed_commitment: None | str
    troopers: list[TrooperView]
    turn: int
    version: int
    armies: list[ArmyView] | Unset = UNSET
    awaited_roll: AwaitedRollView | None | Unset = UNSET
    awaiting: list[AwaitedView] | Unset = UNSET
    command_tokens: list[CommandTokensView] | Unset = UNSET
    deployables: list[DeployableView] | Unset = UNSET
    dogged: list[str] | Unset = UNSET
    fireteams: list[FireteamView] | Unset = UNSET
    held_states: list[HeldState] | Unset = UNSET
    loss_of_lieutenant: list[str] | Unset = UNSET
    retreat: list[str] | Unset = UNSET
    retreat_last_round: int | None | Unset = UNSET
    score: None | ScoreView | Unset = UNSET
    sequence: None | SequenceView | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.army_view import ArmyView # noqa: PLC0415
        from ..models.awaited_roll_view import AwaitedRollView # noqa: PLC0415
        from ..models.awaited_view import AwaitedView # noqa: PLC0415
        from ..models.command_tokens_view import CommandTokensView # noqa: PLC0415
        from ..models.deployable_view import DeployableView # noqa: PLC0415
        from ..models.fireteam_view import FireteamView # noqa: PLC0415
        from ..models.held_state import HeldState # noqa: PLC0415
        from ..models.open_order_view import OpenOrderView # noqa: PLC0415
        from ..models.order_pool_view import OrderPoolView # noqa: PLC0415
        from ..models.score_view import ScoreView # noqa: PLC0415
        from ..models.sequence_view import SequenceView # noqa: PLC0415
        from ..models.trooper_view import TrooperView # noqa: PLC0415
        active_player: None | str
        active_player = self.active_player

        client_seed = self.client_seed

        edition = self.edition

        ended = self.ended

        free_rolls = self.free_rolls

        game_id: None | str
        if isinstance(self.game_id, UUID):
            game_id = str(self.game_id)
        else:
            game_id = self.game_id

        last_order_number = self.last_order_number

        manual_dice = self.manual_dice

        manual_dice_confirmation = self.manual_dice_confirmation

        open_order: dict[str, Any] | None
        if isinstance(self.open_order, OpenOrderView):
            open_order = self.open_order.to_dict()
        else:
            open_order = self.open_order

        orders_left = self.orders_left

        phase = self.phase.value

        players = self.players



        pool: dict[str, Any] | None
        if isinstance(self.pool, OrderPoolView):
            pool = self.pool.to_dict()
        else:
            pool = self.pool

        previous_player: None | str
        previous_player = self.previous_player

        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        troopers = []
        for troopers_item_data in self.troopers:
            troopers_item = troopers_item_data.to_dict()
            troopers.append(troopers_item)



        turn = self.turn

        version = self.version

        armies: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.armies, Unset):
            armies = []
            for armies_item_data in self.armies:
                armies_item = armies_item_data.to_dict()
                armies.append(armies_item)



        awaited_roll: dict[str, Any] | None | Unset
        if isinstance(self.awaited_roll, Unset):
            awaited_roll = UNSET
        elif isinstance(self.awaited_roll, AwaitedRollView):
            awaited_roll = self.awaited_roll.to_dict()
        else:
            awaited_roll = self.awaited_roll

        awaiting: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.awaiting, Unset):
            awaiting = []
            for awaiting_item_data in self.awaiting:
                awaiting_item = awaiting_item_data.to_dict()
                awaiting.append(awaiting_item)



        command_tokens: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.command_tokens, Unset):
            command_tokens = []
            for command_tokens_item_data in self.command_tokens:
                command_tokens_item = command_tokens_item_data.to_dict()
                command_tokens.append(command_tokens_item)



        deployables: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deployables, Unset):
            deployables = []
            for deployables_item_data in self.deployables:
                deployables_item = deployables_item_data.to_dict()
                deployables.append(deployables_item)



        dogged: list[str] | Unset = UNSET
        if not isinstance(self.dogged, Unset):
            dogged = self.dogged



        fireteams: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.fireteams, Unset):
            fireteams = []
            for fireteams_item_data in self.fireteams:
                fireteams_item = fireteams_item_data.to_dict()
                fireteams.append(fireteams_item)



        held_states: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.held_states, Unset):
            held_states = []
            for held_states_item_data in self.held_states:
                held_states_item = held_states_item_data.to_dict()
                held_states.append(held_states_item)



        loss_of_lieutenant: list[str] | Unset = UNSET
        if not isinstance(self.loss_of_lieutenant, Unset):
            loss_of_lieutenant = self.loss_of_lieutenant



        retreat: list[str] | Unset = UNSET
        if not isinstance(self.retreat, Unset):
            retreat = self.retreat



        retreat_last_round: int | None | Unset
        if isinstance(self.retreat_last_round, Unset):
            retreat_last_round = UNSET
        else:
            retreat_last_round = self.retreat_last_round

        score: dict[str, Any] | None | Unset
        if isinstance(self.score, Unset):
            score = UNSET
        elif isinstance(self.score, ScoreView):
            score = self.score.to_dict()
        else:
            score = self.score

        sequence: dict[str, Any] | None | Unset
        if isinstance(self.sequence, Unset):
            sequence = UNSET
        elif isinstance(self.sequence, SequenceView):
            sequence = self.sequence.to_dict()
        else:
            sequence = self.sequence


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "active_player": active_player,
            "client_seed": client_seed,
            "edition": edition,
            "ended": ended,
            "free_rolls": free_rolls,
            "game_id": game_id,
            "last_order_number": last_order_number,
            "manual_dice": manual_dice,
            "manual_dice_confirmation": manual_dice_confirmation,
            "open_order": open_order,
            "orders_left": orders_left,
            "phase": phase,
            "players": players,
            "pool": pool,
            "previous_player": previous_player,
            "seed_commitment": seed_commitment,
            "troopers": troopers,
            "turn": turn,
            "version": version,
        })
        if armies is not UNSET:
            field_dict["armies"] = armies
        if awaited_roll is not UNSET:
            field_dict["awaited_roll"] = awaited_roll
        if awaiting is not UNSET:
            field_dict["awaiting"] = awaiting
        if command_tokens is not UNSET:
            field_dict["command_tokens"] = command_tokens
        if deployables is not UNSET:
            field_dict["deployables"] = deployables
        if dogged is not UNSET:
            field_dict["dogged"] = dogged
        if fireteams is not UNSET:
            field_dict["fireteams"] = fireteams
        if held_states is not UNSET:
            field_dict["held_states"] = held_states
        if loss_of_lieutenant is not UNSET:
            field_dict["loss_of_lieutenant"] = loss_of_lieutenant
        if retreat is not UNSET:
            field_dict["retreat"] = retreat
        if retreat_last_round is not UNSET:
            field_dict["retreat_last_round"] = retreat_last_round
        if score is not UNSET:
            field_dict["score"] = score
        if sequence is not UNSET:
            field_dict["sequence"] = sequence

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.army_view import ArmyView # noqa: PLC0415
        from ..models.awaited_roll_view import AwaitedRollView # noqa: PLC0415
        from ..models.awaited_view import AwaitedView # noqa: PLC0415
        from ..models.command_tokens_view import CommandTokensView # noqa: PLC0415
        from ..models.deployable_view import DeployableView # noqa: PLC0415
        from ..models.fireteam_view import FireteamView # noqa: PLC0415
        from ..models.held_state import HeldState # noqa: PLC0415
        from ..models.open_order_view import OpenOrderView # noqa: PLC0415
        from ..models.order_pool_view import OrderPoolView # noqa: PLC0415
        from ..models.score_view import ScoreView # noqa: PLC0415
        from ..models.sequence_view import SequenceView # noqa: PLC0415
        from ..models.trooper_view import TrooperView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_active_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        active_player = _parse_active_player(d.pop("active_player"))


        client_seed = d.pop("client_seed")

        edition = d.pop("edition")

        ended = d.pop("ended")

        free_rolls = d.pop("free_rolls")

        def _parse_game_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                game_id_type_0 = UUID(data)



                return game_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        game_id = _parse_game_id(d.pop("game_id"))


        last_order_number = d.pop("last_order_number")

        manual_dice = d.pop("manual_dice")

        manual_dice_confirmation = d.pop("manual_dice_confirmation")

        def _parse_open_order(data: object) -> None | OpenOrderView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                open_order_type_0 = OpenOrderView.from_dict(data)



                return open_order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OpenOrderView, data)

        open_order = _parse_open_order(d.pop("open_order"))


        orders_left = d.pop("orders_left")

        phase = OrderStateViewPhase(d.pop("phase"))




        players = cast(list[str], d.pop("players"))


        def _parse_pool(data: object) -> None | OrderPoolView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pool_type_0 = OrderPoolView.from_dict(data)



                return pool_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OrderPoolView, data)

        pool = _parse_pool(d.pop("pool"))


        def _parse_previous_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        previous_player = _parse_previous_player(d.pop("previous_player"))


        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))


        troopers = []
        _troopers = d.pop("troopers")
        for troopers_item_data in (_troopers):
            troopers_item = TrooperView.from_dict(troopers_item_data)



            troopers.append(troopers_item)


        turn = d.pop("turn")

        version = d.pop("version")

        _armies = d.pop("armies", UNSET)
        armies: list[ArmyView] | Unset = UNSET
        if _armies is not UNSET:
            armies = []
            for armies_item_data in _armies:
                armies_item = ArmyView.from_dict(armies_item_data)



                armies.append(armies_item)


        def _parse_awaited_roll(data: object) -> AwaitedRollView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                awaited_roll_type_0 = AwaitedRollView.from_dict(data)



                return awaited_roll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AwaitedRollView | None | Unset, data)

        awaited_roll = _parse_awaited_roll(d.pop("awaited_roll", UNSET))


        _awaiting = d.pop("awaiting", UNSET)
        awaiting: list[AwaitedView] | Unset = UNSET
        if _awaiting is not UNSET:
            awaiting = []
            for awaiting_item_data in _awaiting:
                awaiting_item = AwaitedView.from_dict(awaiting_item_data)



                awaiting.append(awaiting_item)


        _command_tokens = d.pop("command_tokens", UNSET)
        command_tokens: list[CommandTokensView] | Unset = UNSET
        if _command_tokens is not UNSET:
            command_tokens = []
            for command_tokens_item_data in _command_tokens:
                command_tokens_item = CommandTokensView.from_dict(command_tokens_item_data)



                command_tokens.append(command_tokens_item)


        _deployables = d.pop("deployables", UNSET)
        deployables: list[DeployableView] | Unset = UNSET
        if _deployables is not UNSET:
            deployables = []
            for deployables_item_data in _deployables:
                deployables_item = DeployableView.from_dict(deployables_item_data)



                deployables.append(deployables_item)


        dogged = cast(list[str], d.pop("dogged", UNSET))


        _fireteams = d.pop("fireteams", UNSET)
        fireteams: list[FireteamView] | Unset = UNSET
        if _fireteams is not UNSET:
            fireteams = []
            for fireteams_item_data in _fireteams:
                fireteams_item = FireteamView.from_dict(fireteams_item_data)



                fireteams.append(fireteams_item)


        _held_states = d.pop("held_states", UNSET)
        held_states: list[HeldState] | Unset = UNSET
        if _held_states is not UNSET:
            held_states = []
            for held_states_item_data in _held_states:
                held_states_item = HeldState.from_dict(held_states_item_data)



                held_states.append(held_states_item)


        loss_of_lieutenant = cast(list[str], d.pop("loss_of_lieutenant", UNSET))


        retreat = cast(list[str], d.pop("retreat", UNSET))


        def _parse_retreat_last_round(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        retreat_last_round = _parse_retreat_last_round(d.pop("retreat_last_round", UNSET))


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


        def _parse_sequence(data: object) -> None | SequenceView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                sequence_type_0 = SequenceView.from_dict(data)



                return sequence_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SequenceView | Unset, data)

        sequence = _parse_sequence(d.pop("sequence", UNSET))


        order_state_view = cls(
            active_player=active_player,
            client_seed=client_seed,
            edition=edition,
            ended=ended,
            free_rolls=free_rolls,
            game_id=game_id,
            last_order_number=last_order_number,
            manual_dice=manual_dice,
            manual_dice_confirmation=manual_dice_confirmation,
            open_order=open_order,
            orders_left=orders_left,
            phase=phase,
            players=players,
            pool=pool,
            previous_player=previous_player,
            seed_commitment=seed_commitment,
            troopers=troopers,
            turn=turn,
            version=version,
            armies=armies,
            awaited_roll=awaited_roll,
            awaiting=awaiting,
            command_tokens=command_tokens,
            deployables=deployables,
            dogged=dogged,
            fireteams=fireteams,
            held_states=held_states,
            loss_of_lieutenant=loss_of_lieutenant,
            retreat=retreat,
            retreat_last_round=retreat_last_round,
            score=score,
            sequence=sequence,
        )


        order_state_view.additional_properties = d
        return order_state_view

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

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
  from ..models.tokens_view import TokensView





T = TypeVar("T", bound="CreatedGameView")



@_attrs_define
class CreatedGameView:
    """ A game just made, with the tokens that play and judge it.

        Attributes:
            client_seed (str): The creator's `client_seed`: dice-v1 mixes it into every die; dice-v2 records it only
            dice_algorithm (str): `dice-v1` or `dice-v2`, as asked
            edition (str): `N5` or `CodeOne`
            id (str): The game's id (a UUID), as in its paths
            manual_dice (bool): Whether players may enter the faces they rolled at the table
            manual_dice_confirmation (bool): Whether faces entered for another player's troopers wait for that player's
                confirmation
            players (list[str]): The players' names, as given at creation (in NFC)
            seed_commitment (None | str): SHA-256 (64 lowercase hex digits) of the server's dice seed, committed before any
                die: the seed itself is revealed once the game ends (GET .../seed), so anyone can check every server die
            tokens (TokensView): A new game's bearer tokens, shown this once.
            version (int): 1: the `game_created` event
            awaiting (list[AwaitedView] | Unset): What the game awaits next, as this reader may see it, in the order the
                rules take it: who may act and with which operation. Several items may be open at once (the Reactive Player's
                ARO and the active player's resolution); the list is empty once the game has ended and every result is final.
                Derived from the game's state after this answer; never names what is kept from the reader (a trooper in Hidden
                Deployment, a marker's trooper).
     """

    client_seed: str
    dice_algorithm: str
    edition: str
    id: str
    manual_dice: bool
    manual_dice_confirmation: bool
    players: list[str]
    seed_commitment: None | str
    tokens: TokensView
    version: int
    awaiting: list[AwaitedView] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.awaited_view import AwaitedView # noqa: PLC0415
        from ..models.tokens_view import TokensView # noqa: PLC0415
        client_seed = self.client_seed

        dice_algorithm = self.dice_algorithm

        edition = self.edition

        id = self.id

        manual_dice = self.manual_dice

        manual_dice_confirmation = self.manual_dice_confirmation

        players = self.players



        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        tokens = self.tokens.to_dict()

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
            "client_seed": client_seed,
            "dice_algorithm": dice_algorithm,
            "edition": edition,
            "id": id,
            "manual_dice": manual_dice,
            "manual_dice_confirmation": manual_dice_confirmation,
            "players": players,
            "seed_commitment": seed_commitment,
            "tokens": tokens,
            "version": version,
        })
        if awaiting is not UNSET:
            field_dict["awaiting"] = awaiting

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.awaited_view import AwaitedView # noqa: PLC0415
        from ..models.tokens_view import TokensView # noqa: PLC0415
        d = dict(src_dict)
        client_seed = d.pop("client_seed")

        dice_algorithm = d.pop("dice_algorithm")

        edition = d.pop("edition")

        id = d.pop("id")

        manual_dice = d.pop("manual_dice")

        manual_dice_confirmation = d.pop("manual_dice_confirmation")

        players = cast(list[str], d.pop("players"))


        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))


        tokens = TokensView.from_dict(d.pop("tokens"))




        version = d.pop("version")

        _awaiting = d.pop("awaiting", UNSET)
        awaiting: list[AwaitedView] | Unset = UNSET
        if _awaiting is not UNSET:
            awaiting = []
            for awaiting_item_data in _awaiting:
                awaiting_item = AwaitedView.from_dict(awaiting_item_data)



                awaiting.append(awaiting_item)


        created_game_view = cls(
            client_seed=client_seed,
            dice_algorithm=dice_algorithm,
            edition=edition,
            id=id,
            manual_dice=manual_dice,
            manual_dice_confirmation=manual_dice_confirmation,
            players=players,
            seed_commitment=seed_commitment,
            tokens=tokens,
            version=version,
            awaiting=awaiting,
        )


        created_game_view.additional_properties = d
        return created_game_view

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

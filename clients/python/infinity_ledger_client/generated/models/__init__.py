""" Contains all the data models used in inputs/outputs """

from .activation_body import ActivationBody
from .activation_body_conclude import ActivationBodyConclude
from .activation_body_order_type import ActivationBodyOrderType
from .activation_step import ActivationStep
from .activation_step_order_type import ActivationStepOrderType
from .affected_view import AffectedView
from .affected_view_exact import AffectedViewExact
from .all_criticals import AllCriticals
from .ammunition_list_view import AmmunitionListView
from .ammunition_view import AmmunitionView
from .ammunition_view_handling import AmmunitionViewHandling
from .answer_result_body import AnswerResultBody
from .appended_event import AppendedEvent
from .appended_event_data import AppendedEventData
from .appoint_lieutenant_body import AppointLieutenantBody
from .army_view import ArmyView
from .aro_body import AroBody
from .aro_step import AroStep
from .attack_target import AttackTarget
from .attack_target_body import AttackTargetBody
from .attribute_roll import AttributeRoll
from .attribute_roll_attribute import AttributeRollAttribute
from .attribute_roll_body import AttributeRollBody
from .attribute_roll_body_attribute import AttributeRollBodyAttribute
from .awaited_dice import AwaitedDice
from .awaited_dice_declared_at import AwaitedDiceDeclaredAt
from .awaited_roll_view import AwaitedRollView
from .awaited_roll_view_roll import AwaitedRollViewRoll
from .awaited_side import AwaitedSide
from .awaited_view import AwaitedView
from .awaited_view_choice_type_0 import AwaitedViewChoiceType0
from .awaited_view_kind import AwaitedViewKind
from .awaited_view_operation import AwaitedViewOperation
from .awaited_view_until_item import AwaitedViewUntilItem
from .break_fireteam_body import BreakFireteamBody
from .bs_attack import BSAttack
from .bs_attack_attack_type_0 import BSAttackAttackType0
from .bs_attack_body import BSAttackBody
from .bs_attack_body_attack_type_1 import BSAttackBodyAttackType1
from .bs_attack_body_attack_type_2_type_1 import BSAttackBodyAttackType2Type1
from .bs_attack_body_attack_type_3_type_1 import BSAttackBodyAttackType3Type1
from .cc_attack import CCAttack
from .cc_attack_body import CCAttackBody
from .check_name import CheckName
from .check_result import CheckResult
from .check_status import CheckStatus
from .classified_draw_body import ClassifiedDrawBody
from .command_result import CommandResult
from .command_token_body import CommandTokenBody
from .command_token_body_use import CommandTokenBodyUse
from .command_token_use_view import CommandTokenUseView
from .command_tokens_view import CommandTokensView
from .comms_attack import CommsAttack
from .comms_attack_body import CommsAttackBody
from .comms_target import CommsTarget
from .comms_target_body import CommsTargetBody
from .conclude_body import ConcludeBody
from .concluded_step import ConcludedStep
from .conclusion_dice_confirmed_step import ConclusionDiceConfirmedStep
from .conclusion_dice_entered_step import ConclusionDiceEnteredStep
from .conclusion_dice_withdrawn_step import ConclusionDiceWithdrawnStep
from .condition_change import ConditionChange
from .condition_change_state_after import ConditionChangeStateAfter
from .condition_change_state_before import ConditionChangeStateBefore
from .confirm_dice_body import ConfirmDiceBody
from .coordinated_shot import CoordinatedShot
from .coordinated_shot_body import CoordinatedShotBody
from .create_game_body import CreateGameBody
from .create_game_body_dice import CreateGameBodyDice
from .create_game_body_edition import CreateGameBodyEdition
from .create_tournament_body import CreateTournamentBody
from .create_tournament_body_seeding import CreateTournamentBodySeeding
from .create_tournament_body_tie_breakers_item import CreateTournamentBodyTieBreakersItem
from .created_game_view import CreatedGameView
from .created_tournament_view import CreatedTournamentView
from .custom_weapon import CustomWeapon
from .custom_weapon_body import CustomWeaponBody
from .custom_weapon_body_save_attribute import CustomWeaponBodySaveAttribute
from .declaration import Declaration
from .declaration_kind import DeclarationKind
from .deployable_attack_resolved import DeployableAttackResolved
from .deployable_attack_step import DeployableAttackStep
from .deployable_placed_step import DeployablePlacedStep
from .deployable_triggered import DeployableTriggered
from .deployable_triggered_step import DeployableTriggeredStep
from .deployable_view import DeployableView
from .deployment_body import DeploymentBody
from .dice_confirmed_step import DiceConfirmedStep
from .dice_entered_step import DiceEnteredStep
from .die_ref import DieRef
from .die_view import DieView
from .discard_body import DiscardBody
from .discard_step import DiscardStep
from .discover import Discover
from .discover_body import DiscoverBody
from .dodge import Dodge
from .dodge_body import DodgeBody
from .dogged_step import DoggedStep
from .drop_player_body import DropPlayerBody
from .edit_trooper_body import EditTrooperBody
from .edit_trooper_body_unit_type_type_1 import EditTrooperBodyUnitTypeType1
from .edit_trooper_body_unit_type_type_2_type_1 import EditTrooperBodyUnitTypeType2Type1
from .edit_trooper_body_unit_type_type_3_type_1 import EditTrooperBodyUnitTypeType3Type1
from .edition import Edition
from .end_game_body import EndGameBody
from .entered_dice_body import EnteredDiceBody
from .entered_faces import EnteredFaces
from .entered_roll import EnteredRoll
from .entrant_view import EntrantView
from .entropy_body import EntropyBody
from .event_page import EventPage
from .event_view import EventView
from .event_view_data import EventViewData
from .event_view_metadata import EventViewMetadata
from .explained_die import ExplainedDie
from .explained_die_fate import ExplainedDieFate
from .explained_die_rule_type_1 import ExplainedDieRuleType1
from .explained_die_rule_type_2_type_1 import ExplainedDieRuleType2Type1
from .explained_die_rule_type_3_type_1 import ExplainedDieRuleType3Type1
from .explained_roll import ExplainedRoll
from .explained_roll_kind import ExplainedRollKind
from .explained_side import ExplainedSide
from .explained_side_dice_source_type_1 import ExplainedSideDiceSourceType1
from .explained_side_dice_source_type_2_type_1 import ExplainedSideDiceSourceType2Type1
from .explained_side_dice_source_type_3_type_1 import ExplainedSideDiceSourceType3Type1
from .explained_side_skill_type_1 import ExplainedSideSkillType1
from .explained_side_skill_type_2_type_1 import ExplainedSideSkillType2Type1
from .explained_side_skill_type_3_type_1 import ExplainedSideSkillType3Type1
from .final_condition import FinalCondition
from .final_condition_state import FinalConditionState
from .fireteam_body import FireteamBody
from .fireteam_body_kind import FireteamBodyKind
from .fireteam_view import FireteamView
from .fireteam_view_kind import FireteamViewKind
from .free_roll_outcome import FreeRollOutcome
from .free_roll_outcome_kind import FreeRollOutcomeKind
from .free_roll_outcome_status import FreeRollOutcomeStatus
from .game_link_view import GameLinkView
from .game_sequence_body import GameSequenceBody
from .game_view import GameView
from .group_pool_view import GroupPoolView
from .group_size_view import GroupSizeView
from .guts_roll_made import GutsRollMade
from .guts_roll_outcome import GutsRollOutcome
from .guts_roll_outcome_status import GutsRollOutcomeStatus
from .guts_roll_step import GutsRollStep
from .hacking_state_step import HackingStateStep
from .hacking_state_step_change import HackingStateStepChange
from .health_status import HealthStatus
from .held_state import HeldState
from .held_state_state import HeldStateState
from .idle import Idle
from .idle_body import IdleBody
from .import_body import ImportBody
from .import_origin import ImportOrigin
from .import_record import ImportRecord
from .imported import Imported
from .imported_game_view import ImportedGameView
from .initiative_choice_body import InitiativeChoiceBody
from .initiative_choice_body_keep_type_1 import InitiativeChoiceBodyKeepType1
from .initiative_choice_body_keep_type_2_type_1 import InitiativeChoiceBodyKeepType2Type1
from .initiative_choice_body_keep_type_3_type_1 import InitiativeChoiceBodyKeepType3Type1
from .initiative_confirm_body import InitiativeConfirmBody
from .initiative_face_body import InitiativeFaceBody
from .initiative_roll_body import InitiativeRollBody
from .initiative_roll_body_private_wip_type_0 import InitiativeRollBodyPrivateWipType0
from .lost_dice import LostDice
from .melee_weapon import MeleeWeapon
from .melee_weapon_body import MeleeWeaponBody
from .melee_weapon_body_save_attribute import MeleeWeaponBodySaveAttribute
from .mod_body import ModBody
from .mod_entry import ModEntry
from .mod_view import ModView
from .move import Move
from .move_body import MoveBody
from .my_seat_view import MySeatView
from .my_seat_view_status import MySeatViewStatus
from .my_tournament_view import MyTournamentView
from .no_aro_declared import NoAroDeclared
from .no_aro_step import NoAroStep
from .odds_body import OddsBody
from .odds_body_edition import OddsBodyEdition
from .odds_body_kind import OddsBodyKind
from .odds_side_body import OddsSideBody
from .odds_side_body_attack import OddsSideBodyAttack
from .odds_side_body_reaction_type_1 import OddsSideBodyReactionType1
from .odds_side_body_reaction_type_2_type_1 import OddsSideBodyReactionType2Type1
from .odds_side_body_reaction_type_3_type_1 import OddsSideBodyReactionType3Type1
from .odds_target_body import OddsTargetBody
from .odds_target_body_unit_type_type_1 import OddsTargetBodyUnitTypeType1
from .odds_target_body_unit_type_type_2_type_1 import OddsTargetBodyUnitTypeType2Type1
from .odds_target_body_unit_type_type_3_type_1 import OddsTargetBodyUnitTypeType3Type1
from .odds_view import OddsView
from .odds_weapon_body import OddsWeaponBody
from .odds_weapon_body_template_shape_type_1 import OddsWeaponBodyTemplateShapeType1
from .odds_weapon_body_template_shape_type_2_type_1 import OddsWeaponBodyTemplateShapeType2Type1
from .odds_weapon_body_template_shape_type_3_type_1 import OddsWeaponBodyTemplateShapeType3Type1
from .odds_weapon_body_template_type_1 import OddsWeaponBodyTemplateType1
from .odds_weapon_body_template_type_2_type_1 import OddsWeaponBodyTemplateType2Type1
from .odds_weapon_body_template_type_3_type_1 import OddsWeaponBodyTemplateType3Type1
from .open_order_answer import OpenOrderAnswer
from .open_order_answer_conclude import OpenOrderAnswerConclude
from .open_order_answer_order_type import OpenOrderAnswerOrderType
from .open_order_answer_step import OpenOrderAnswerStep
from .open_order_view import OpenOrderView
from .open_order_view_conclude import OpenOrderViewConclude
from .open_order_view_order_type import OpenOrderViewOrderType
from .open_order_view_step import OpenOrderViewStep
from .order_pool_view import OrderPoolView
from .order_replay import OrderReplay
from .order_replay_final_states import OrderReplayFinalStates
from .order_replay_order_type import OrderReplayOrderType
from .order_replay_status import OrderReplayStatus
from .order_replay_troopers import OrderReplayTroopers
from .order_roll_outcome import OrderRollOutcome
from .order_roll_outcome_status import OrderRollOutcomeStatus
from .order_state_view import OrderStateView
from .order_state_view_phase import OrderStateViewPhase
from .organised_game import OrganisedGame
from .organised_games_page import OrganisedGamesPage
from .organiser_standings_scheme import OrganiserStandingsScheme
from .outcome_view import OutcomeView
from .outcome_view_criticals import OutcomeViewCriticals
from .outcome_view_hits import OutcomeViewHits
from .pair_round_body import PairRoundBody
from .pending_choice import PendingChoice
from .pending_choice_kind import PendingChoiceKind
from .place_deployable import PlaceDeployable
from .place_deployable_body import PlaceDeployableBody
from .player_score_view import PlayerScoreView
from .player_score_view_result_status_type_1 import PlayerScoreViewResultStatusType1
from .player_score_view_result_status_type_2_type_1 import PlayerScoreViewResultStatusType2Type1
from .player_score_view_result_status_type_3_type_1 import PlayerScoreViewResultStatusType3Type1
from .problem_details import ProblemDetails
from .problem_details_errors_type_0_item import ProblemDetailsErrorsType0Item
from .profile import Profile
from .profile_body import ProfileBody
from .program_view import ProgramView
from .program_view_handling import ProgramViewHandling
from .programs_view import ProgramsView
from .reason_body import ReasonBody
from .record_result_body import RecordResultBody
from .recorded_die_view import RecordedDieView
from .recorded_roll_view import RecordedRollView
from .recorded_roll_view_kind import RecordedRollViewKind
from .recorded_side_view import RecordedSideView
from .register_player_body import RegisterPlayerBody
from .registered_player_view import RegisteredPlayerView
from .reroll_body import RerollBody
from .reroll_outcome import RerollOutcome
from .reroll_outcome_status import RerollOutcomeStatus
from .reroll_step import RerollStep
from .reroll_step_new_face_source_type_1 import RerollStepNewFaceSourceType1
from .reroll_step_new_face_source_type_2_type_1 import RerollStepNewFaceSourceType2Type1
from .reroll_step_new_face_source_type_3_type_1 import RerollStepNewFaceSourceType3Type1
from .reset import Reset
from .reset_body import ResetBody
from .resolution_step import ResolutionStep
from .resolve_body import ResolveBody
from .resolved_order_answer import ResolvedOrderAnswer
from .resolved_order_answer_order_type import ResolvedOrderAnswerOrderType
from .reveal_body import RevealBody
from .reveal_body_secret_type_0 import RevealBodySecretType0
from .roll_body import RollBody
from .roll_body_kind import RollBodyKind
from .roll_confirm_body import RollConfirmBody
from .roll_event_link import RollEventLink
from .roll_faces_body import RollFacesBody
from .roll_side_body import RollSideBody
from .roll_side_view import RollSideView
from .roll_step import RollStep
from .roll_view import RollView
from .rotate_token_body import RotateTokenBody
from .rotate_token_body_role import RotateTokenBodyRole
from .rotated_token_view import RotatedTokenView
from .rotated_token_view_role import RotatedTokenViewRole
from .round_view import RoundView
from .ruled_score_body import RuledScoreBody
from .ruling_body import RulingBody
from .save_roll import SaveRoll
from .save_value_switched_step import SaveValueSwitchedStep
from .save_view import SaveView
from .saving_rolls_made import SavingRollsMade
from .saving_rolls_outcome import SavingRollsOutcome
from .saving_rolls_outcome_status import SavingRollsOutcomeStatus
from .saving_rolls_step import SavingRollsStep
from .scenario_body import ScenarioBody
from .scenario_view import ScenarioView
from .score_view import ScoreView
from .seat_score_view import SeatScoreView
from .second_skill_body import SecondSkillBody
from .second_skill_body_conclude import SecondSkillBodyConclude
from .second_skill_step import SecondSkillStep
from .secret_body import SecretBody
from .secret_body_kind import SecretBodyKind
from .secret_opening_body import SecretOpeningBody
from .secret_opening_body_secret import SecretOpeningBodySecret
from .secret_view import SecretView
from .secret_view_secret_type_0 import SecretViewSecretType0
from .secrets_view import SecretsView
from .seed_view import SeedView
from .sequence_view import SequenceView
from .sequence_view_phase import SequenceViewPhase
from .side_odds_view import SideOddsView
from .side_odds_view_exact import SideOddsViewExact
from .signature import Signature
from .signature_status import SignatureStatus
from .signing_key_view import SigningKeyView
from .skill_entry import SkillEntry
from .skill_entry_body import SkillEntryBody
from .skill_view import SkillView
from .skill_view_handling import SkillViewHandling
from .skills_view import SkillsView
from .standing_view import StandingView
from .standings_view import StandingsView
from .standings_view_scheme import StandingsViewScheme
from .start_turn_body import StartTurnBody
from .state_odds_view import StateOddsView
from .streamed_event import StreamedEvent
from .success_value_view import SuccessValueView
from .table_view import TableView
from .table_view_status import TableViewStatus
from .template_attack_resolved import TemplateAttackResolved
from .template_attack_resolved_attack_kind import TemplateAttackResolvedAttackKind
from .template_odds_view import TemplateOddsView
from .template_outcome import TemplateOutcome
from .template_outcome_reaction import TemplateOutcomeReaction
from .template_step import TemplateStep
from .tokens_view import TokensView
from .tokens_view_players import TokensViewPlayers
from .tournament_change_view import TournamentChangeView
from .tournament_check import TournamentCheck
from .tournament_check_status import TournamentCheckStatus
from .tournament_event_view import TournamentEventView
from .tournament_event_view_data import TournamentEventViewData
from .tournament_report import TournamentReport
from .tournament_report_verdict import TournamentReportVerdict
from .tournament_scenario_body import TournamentScenarioBody
from .tournament_scenario_view import TournamentScenarioView
from .tournament_seed_view import TournamentSeedView
from .tournament_standing_view import TournamentStandingView
from .tournament_standings_view import TournamentStandingsView
from .tournament_view import TournamentView
from .tournament_view_status import TournamentViewStatus
from .trait_view import TraitView
from .trait_view_handling import TraitViewHandling
from .traits_view import TraitsView
from .trigger_body import TriggerBody
from .trooper import Trooper
from .trooper_body import TrooperBody
from .trooper_body_unit_type_type_1 import TrooperBodyUnitTypeType1
from .trooper_body_unit_type_type_2_type_1 import TrooperBodyUnitTypeType2Type1
from .trooper_body_unit_type_type_3_type_1 import TrooperBodyUnitTypeType3Type1
from .trooper_condition import TrooperCondition
from .trooper_condition_state import TrooperConditionState
from .trooper_ref import TrooperRef
from .trooper_state import TrooperState
from .trooper_unit_type_type_0 import TrooperUnitTypeType0
from .trooper_view import TrooperView
from .trooper_view_state import TrooperViewState
from .trooper_view_states_item import TrooperViewStatesItem
from .trooper_view_unit_type_type_0 import TrooperViewUnitTypeType0
from .trooper_weapon import TrooperWeapon
from .trooper_weapon_body import TrooperWeaponBody
from .verdict import Verdict
from .verification_problem import VerificationProblem
from .verification_report import VerificationReport
from .void_body import VoidBody
from .voided_order_answer import VoidedOrderAnswer
from .voided_order_answer_order_type import VoidedOrderAnswerOrderType
from .voided_step import VoidedStep
from .waive_entropy_body import WaiveEntropyBody
from .weapon_view import WeaponView
from .weapon_view_template_shape_type_1 import WeaponViewTemplateShapeType1
from .weapon_view_template_shape_type_2_type_1 import WeaponViewTemplateShapeType2Type1
from .weapon_view_template_shape_type_3_type_1 import WeaponViewTemplateShapeType3Type1
from .weapon_view_template_type_1 import WeaponViewTemplateType1
from .weapon_view_template_type_2_type_1 import WeaponViewTemplateType2Type1
from .weapon_view_template_type_3_type_1 import WeaponViewTemplateType3Type1
from .weapons_view import WeaponsView
from .withdrawn_step import WithdrawnStep
from .withdrawn_step_declaration import WithdrawnStepDeclaration
from .wounds_step import WoundsStep
from .wounds_step_state import WoundsStepState
from .wounds_step_state_before import WoundsStepStateBefore
from .wounds_view import WoundsView
from .wounds_view_exact import WoundsViewExact

__all__ = (
    "ActivationBody",
    "ActivationBodyConclude",
    "ActivationBodyOrderType",
    "ActivationStep",
    "ActivationStepOrderType",
    "AffectedView",
    "AffectedViewExact",
    "AllCriticals",
    "AmmunitionListView",
    "AmmunitionView",
    "AmmunitionViewHandling",
    "AnswerResultBody",
    "AppendedEvent",
    "AppendedEventData",
    "AppointLieutenantBody",
    "ArmyView",
    "AroBody",
    "AroStep",
    "AttackTarget",
    "AttackTargetBody",
    "AttributeRoll",
    "AttributeRollAttribute",
    "AttributeRollBody",
    "AttributeRollBodyAttribute",
    "AwaitedDice",
    "AwaitedDiceDeclaredAt",
    "AwaitedRollView",
    "AwaitedRollViewRoll",
    "AwaitedSide",
    "AwaitedView",
    "AwaitedViewChoiceType0",
    "AwaitedViewKind",
    "AwaitedViewOperation",
    "AwaitedViewUntilItem",
    "BreakFireteamBody",
    "BSAttack",
    "BSAttackAttackType0",
    "BSAttackBody",
    "BSAttackBodyAttackType1",
    "BSAttackBodyAttackType2Type1",
    "BSAttackBodyAttackType3Type1",
    "CCAttack",
    "CCAttackBody",
    "CheckName",
    "CheckResult",
    "CheckStatus",
    "ClassifiedDrawBody",
    "CommandResult",
    "CommandTokenBody",
    "CommandTokenBodyUse",
    "CommandTokensView",
    "CommandTokenUseView",
    "CommsAttack",
    "CommsAttackBody",
    "CommsTarget",
    "CommsTargetBody",
    "ConcludeBody",
    "ConcludedStep",
    "ConclusionDiceConfirmedStep",
    "ConclusionDiceEnteredStep",
    "ConclusionDiceWithdrawnStep",
    "ConditionChange",
    "ConditionChangeStateAfter",
    "ConditionChangeStateBefore",
    "ConfirmDiceBody",
    "CoordinatedShot",
    "CoordinatedShotBody",
    "CreatedGameView",
    "CreatedTournamentView",
    "CreateGameBody",
    "CreateGameBodyDice",
    "CreateGameBodyEdition",
    "CreateTournamentBody",
    "CreateTournamentBodySeeding",
    "CreateTournamentBodyTieBreakersItem",
    "CustomWeapon",
    "CustomWeaponBody",
    "CustomWeaponBodySaveAttribute",
    "Declaration",
    "DeclarationKind",
    "DeployableAttackResolved",
    "DeployableAttackStep",
    "DeployablePlacedStep",
    "DeployableTriggered",
    "DeployableTriggeredStep",
    "DeployableView",
    "DeploymentBody",
    "DiceConfirmedStep",
    "DiceEnteredStep",
    "DieRef",
    "DieView",
    "DiscardBody",
    "DiscardStep",
    "Discover",
    "DiscoverBody",
    "Dodge",
    "DodgeBody",
    "DoggedStep",
    "DropPlayerBody",
    "Edition",
    "EditTrooperBody",
    "EditTrooperBodyUnitTypeType1",
    "EditTrooperBodyUnitTypeType2Type1",
    "EditTrooperBodyUnitTypeType3Type1",
    "EndGameBody",
    "EnteredDiceBody",
    "EnteredFaces",
    "EnteredRoll",
    "EntrantView",
    "EntropyBody",
    "EventPage",
    "EventView",
    "EventViewData",
    "EventViewMetadata",
    "ExplainedDie",
    "ExplainedDieFate",
    "ExplainedDieRuleType1",
    "ExplainedDieRuleType2Type1",
    "ExplainedDieRuleType3Type1",
    "ExplainedRoll",
    "ExplainedRollKind",
    "ExplainedSide",
    "ExplainedSideDiceSourceType1",
    "ExplainedSideDiceSourceType2Type1",
    "ExplainedSideDiceSourceType3Type1",
    "ExplainedSideSkillType1",
    "ExplainedSideSkillType2Type1",
    "ExplainedSideSkillType3Type1",
    "FinalCondition",
    "FinalConditionState",
    "FireteamBody",
    "FireteamBodyKind",
    "FireteamView",
    "FireteamViewKind",
    "FreeRollOutcome",
    "FreeRollOutcomeKind",
    "FreeRollOutcomeStatus",
    "GameLinkView",
    "GameSequenceBody",
    "GameView",
    "GroupPoolView",
    "GroupSizeView",
    "GutsRollMade",
    "GutsRollOutcome",
    "GutsRollOutcomeStatus",
    "GutsRollStep",
    "HackingStateStep",
    "HackingStateStepChange",
    "HealthStatus",
    "HeldState",
    "HeldStateState",
    "Idle",
    "IdleBody",
    "ImportBody",
    "Imported",
    "ImportedGameView",
    "ImportOrigin",
    "ImportRecord",
    "InitiativeChoiceBody",
    "InitiativeChoiceBodyKeepType1",
    "InitiativeChoiceBodyKeepType2Type1",
    "InitiativeChoiceBodyKeepType3Type1",
    "InitiativeConfirmBody",
    "InitiativeFaceBody",
    "InitiativeRollBody",
    "InitiativeRollBodyPrivateWipType0",
    "LostDice",
    "MeleeWeapon",
    "MeleeWeaponBody",
    "MeleeWeaponBodySaveAttribute",
    "ModBody",
    "ModEntry",
    "ModView",
    "Move",
    "MoveBody",
    "MySeatView",
    "MySeatViewStatus",
    "MyTournamentView",
    "NoAroDeclared",
    "NoAroStep",
    "OddsBody",
    "OddsBodyEdition",
    "OddsBodyKind",
    "OddsSideBody",
    "OddsSideBodyAttack",
    "OddsSideBodyReactionType1",
    "OddsSideBodyReactionType2Type1",
    "OddsSideBodyReactionType3Type1",
    "OddsTargetBody",
    "OddsTargetBodyUnitTypeType1",
    "OddsTargetBodyUnitTypeType2Type1",
    "OddsTargetBodyUnitTypeType3Type1",
    "OddsView",
    "OddsWeaponBody",
    "OddsWeaponBodyTemplateShapeType1",
    "OddsWeaponBodyTemplateShapeType2Type1",
    "OddsWeaponBodyTemplateShapeType3Type1",
    "OddsWeaponBodyTemplateType1",
    "OddsWeaponBodyTemplateType2Type1",
    "OddsWeaponBodyTemplateType3Type1",
    "OpenOrderAnswer",
    "OpenOrderAnswerConclude",
    "OpenOrderAnswerOrderType",
    "OpenOrderAnswerStep",
    "OpenOrderView",
    "OpenOrderViewConclude",
    "OpenOrderViewOrderType",
    "OpenOrderViewStep",
    "OrderPoolView",
    "OrderReplay",
    "OrderReplayFinalStates",
    "OrderReplayOrderType",
    "OrderReplayStatus",
    "OrderReplayTroopers",
    "OrderRollOutcome",
    "OrderRollOutcomeStatus",
    "OrderStateView",
    "OrderStateViewPhase",
    "OrganisedGame",
    "OrganisedGamesPage",
    "OrganiserStandingsScheme",
    "OutcomeView",
    "OutcomeViewCriticals",
    "OutcomeViewHits",
    "PairRoundBody",
    "PendingChoice",
    "PendingChoiceKind",
    "PlaceDeployable",
    "PlaceDeployableBody",
    "PlayerScoreView",
    "PlayerScoreViewResultStatusType1",
    "PlayerScoreViewResultStatusType2Type1",
    "PlayerScoreViewResultStatusType3Type1",
    "ProblemDetails",
    "ProblemDetailsErrorsType0Item",
    "Profile",
    "ProfileBody",
    "ProgramsView",
    "ProgramView",
    "ProgramViewHandling",
    "ReasonBody",
    "RecordedDieView",
    "RecordedRollView",
    "RecordedRollViewKind",
    "RecordedSideView",
    "RecordResultBody",
    "RegisteredPlayerView",
    "RegisterPlayerBody",
    "RerollBody",
    "RerollOutcome",
    "RerollOutcomeStatus",
    "RerollStep",
    "RerollStepNewFaceSourceType1",
    "RerollStepNewFaceSourceType2Type1",
    "RerollStepNewFaceSourceType3Type1",
    "Reset",
    "ResetBody",
    "ResolutionStep",
    "ResolveBody",
    "ResolvedOrderAnswer",
    "ResolvedOrderAnswerOrderType",
    "RevealBody",
    "RevealBodySecretType0",
    "RollBody",
    "RollBodyKind",
    "RollConfirmBody",
    "RollEventLink",
    "RollFacesBody",
    "RollSideBody",
    "RollSideView",
    "RollStep",
    "RollView",
    "RotatedTokenView",
    "RotatedTokenViewRole",
    "RotateTokenBody",
    "RotateTokenBodyRole",
    "RoundView",
    "RuledScoreBody",
    "RulingBody",
    "SaveRoll",
    "SaveValueSwitchedStep",
    "SaveView",
    "SavingRollsMade",
    "SavingRollsOutcome",
    "SavingRollsOutcomeStatus",
    "SavingRollsStep",
    "ScenarioBody",
    "ScenarioView",
    "ScoreView",
    "SeatScoreView",
    "SecondSkillBody",
    "SecondSkillBodyConclude",
    "SecondSkillStep",
    "SecretBody",
    "SecretBodyKind",
    "SecretOpeningBody",
    "SecretOpeningBodySecret",
    "SecretsView",
    "SecretView",
    "SecretViewSecretType0",
    "SeedView",
    "SequenceView",
    "SequenceViewPhase",
    "SideOddsView",
    "SideOddsViewExact",
    "Signature",
    "SignatureStatus",
    "SigningKeyView",
    "SkillEntry",
    "SkillEntryBody",
    "SkillsView",
    "SkillView",
    "SkillViewHandling",
    "StandingsView",
    "StandingsViewScheme",
    "StandingView",
    "StartTurnBody",
    "StateOddsView",
    "StreamedEvent",
    "SuccessValueView",
    "TableView",
    "TableViewStatus",
    "TemplateAttackResolved",
    "TemplateAttackResolvedAttackKind",
    "TemplateOddsView",
    "TemplateOutcome",
    "TemplateOutcomeReaction",
    "TemplateStep",
    "TokensView",
    "TokensViewPlayers",
    "TournamentChangeView",
    "TournamentCheck",
    "TournamentCheckStatus",
    "TournamentEventView",
    "TournamentEventViewData",
    "TournamentReport",
    "TournamentReportVerdict",
    "TournamentScenarioBody",
    "TournamentScenarioView",
    "TournamentSeedView",
    "TournamentStandingsView",
    "TournamentStandingView",
    "TournamentView",
    "TournamentViewStatus",
    "TraitsView",
    "TraitView",
    "TraitViewHandling",
    "TriggerBody",
    "Trooper",
    "TrooperBody",
    "TrooperBodyUnitTypeType1",
    "TrooperBodyUnitTypeType2Type1",
    "TrooperBodyUnitTypeType3Type1",
    "TrooperCondition",
    "TrooperConditionState",
    "TrooperRef",
    "TrooperState",
    "TrooperUnitTypeType0",
    "TrooperView",
    "TrooperViewState",
    "TrooperViewStatesItem",
    "TrooperViewUnitTypeType0",
    "TrooperWeapon",
    "TrooperWeaponBody",
    "Verdict",
    "VerificationProblem",
    "VerificationReport",
    "VoidBody",
    "VoidedOrderAnswer",
    "VoidedOrderAnswerOrderType",
    "VoidedStep",
    "WaiveEntropyBody",
    "WeaponsView",
    "WeaponView",
    "WeaponViewTemplateShapeType1",
    "WeaponViewTemplateShapeType2Type1",
    "WeaponViewTemplateShapeType3Type1",
    "WeaponViewTemplateType1",
    "WeaponViewTemplateType2Type1",
    "WeaponViewTemplateType3Type1",
    "WithdrawnStep",
    "WithdrawnStepDeclaration",
    "WoundsStep",
    "WoundsStepState",
    "WoundsStepStateBefore",
    "WoundsView",
    "WoundsViewExact",
)

"""The limits of a Force of Will state and its actions (adjudicator.force_of_will.state) as decoding enforces
them and the OpenAPI document publishes them (msgspec derives both from the same declarations): every struct
closed to unknown fields, every bounded number, list and string, every id pattern, every literal and default,
pinned field by field; then decoding at the bounds, the pointer of an unknown field, and actions encoded
without their defaults.  Input beyond a limit is refused as bad input before any rule looks at it."""

from __future__ import annotations

import inspect
from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.core.game import INT32_MAX
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will import state as fow_state
from adjudicator.force_of_will.state import Action, Entity, State
from tests.support.limits import KEYS, limits_table

from .helpers import started

SEQ_MAX = 1_000_000_000

# The keywords of the vocabulary, as a Modifier's keywords given and lost list them.
KEYWORDS_ENUM = ['bane', 'bane_resonator', 'barrier', 'bond', 'drain', 'eternal', 'explode', 'first_strike', 'flying', 'imperishable', 'mythic', 'pierce', 'precision', 'quickcast', 'remnant', 'swiftness', 'tales', 'untouchable', 'villains', 'war', 'will_of_despair', 'will_of_hope']
LIMITS: dict[str, dict[str, Any]] = {'State': {'closed': True,
           'game': {'enum': ['force-of-will']},
           'variant': {'enum': ['standard']},
           'seq': {'minimum': 0, 'maximum': SEQ_MAX},
           'players': {'minItems': 2, 'maxItems': 2},
           'to_act': {'items': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
           'phase': {'enum': ['draw', 'end', 'main', 'mulligan', 'over', 'recovery']},
           'step': {'default': None, 'anyOf': [{'enum': ['after_draw', 'before_draw']}, {}]},
           'first_player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'},
           'priority': {'anyOf': [{'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}, {}]},
           'passes': {'minimum': 0, 'maximum': 1},
           'returns': {'maxItems': 60, 'items': {'maxLength': 240}},
           'moved_by': {'maxItems': 200, 'items': {'maxLength': 240}},
           'draw_failed': {'items': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
           'next_id': {'minimum': 1, 'maximum': INT32_MAX}},
 'RestrictedWill': {'closed': True, 'will': {'enum': ['darkness', 'fire', 'light', 'moon', 'time', 'void', 'water', 'wind']}},
 'Player': {'closed': True,
            'id': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'},
            'life': {'minimum': -1000000, 'maximum': 1000000},
            'hand': {'items': {'maxLength': 120}},
            'hand_count': {'minimum': 0, 'maximum': 1000},
            'deck': {'items': {'maxLength': 120}},
            'deck_count': {'minimum': 0, 'maximum': 1000},
            'stone_deck': {'items': {'maxLength': 120}},
            'stone_deck_count': {'minimum': 0, 'maximum': 1000},
            'graveyard': {'items': {'maxLength': 120}},
            'removed': {'items': {'maxLength': 120}},
            'sideboard': {'items': {'maxLength': 120}},
            'pool': {'additionalProperties': {'minimum': 1, 'maximum': 1000}},
            'restricted': {'maxItems': 60},
            'will_coin': {'default': None,
                          'anyOf': [{'items': {'enum': ['darkness', 'fire', 'light', 'moon', 'time', 'void', 'water', 'wind']}}, {}]},
            'mulliganed': {'default': False},
            'weather': {'enum': ['clear', 'pollution', 'rain', 'thunderstorm']},
            'weather_over': {'maxLength': 60},
            'name_bans': {'maxItems': 8},
            'gems': {'maxItems': 100, 'items': {'enum': ['darkness', 'fire', 'light', 'water', 'wind']}},
            'crystals': {'maxItems': 100, 'items': {'enum': ['darkness', 'fire', 'light', 'water', 'wind']}},
            'gods_arts': {'maxItems': 60, 'items': {'maxLength': 200}},
            'cyberbrain': {'maxItems': 60, 'items': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}},
            'revealed': {'maxItems': 15, 'items': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}},
            'stranger_deck': {'maxItems': 10, 'items': {'maxLength': 120}},
            'rune_area': {'maxItems': 5, 'items': {'maxLength': 120}},
            'runes_revealed': {'maxItems': 5, 'items': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}}},
 'RulerSlot': {'closed': True,
               'id': {'maxLength': 120},
               'rested': {'default': False},
               'astral': {'default': False},
               'counters': {'additionalProperties': {'minimum': 1, 'maximum': 1000}}},
 'ControlLayer': {'closed': True,
                  'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'},
                  'source': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}},
 'Entity': {'closed': True,
            'id': {'maxLength': 120},
            'rested': {'default': False},
            'damage': {'minimum': 0, 'maximum': 1000000, 'default': 0, 'multipleOf': 100},
            'since': {'minimum': 0, 'maximum': INT32_MAX, 'default': 0},
            'added_to': {'default': None, 'anyOf': [{'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}, {}]},
            'awakened': {'default': False},
            'awakening': {'minimum': 1, 'maximum': 4},
            'j_ruler': {'default': False},
            'inverted': {'enum': [True]},
            'stone_bottom': {'enum': [True]},
            'at_end': {'enum': ['banish', 'destroy', 'hand', 'recover', 'remove', 'return']},
            'no_recover': {'enum': [True]},
            'control_by': {'maxItems': 8},
            'control_base': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'},
            'no_recover_by': {'maxItems': 8, 'items': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}},
            'counters': {'additionalProperties': {'minimum': 1, 'maximum': 1000}},
            'declared': {'maxLength': 200},
            'battled': {'minimum': 1, 'maximum': INT32_MAX}},
 'StandbyCard': {'closed': True, 'id': {'maxLength': 120}, 'set_turn': {'minimum': 1, 'maximum': INT32_MAX}},
 'DeckList': {'closed': True,
              'main': {'additionalProperties': {'minimum': 1, 'maximum': 60}},
              'stones': {'additionalProperties': {'minimum': 1, 'maximum': 20}},
              'sideboard': {'default': {}, 'additionalProperties': {'minimum': 1, 'maximum': 15}},
              'stranger': {'additionalProperties': {'minimum': 1, 'maximum': 2}},
              'runes': {'additionalProperties': {'minimum': 1, 'maximum': 5}}},
 'Options': {'closed': True,
             'edition': {'default': 'cr-12.7', 'enum': ['cr-12.7', 'rulebook']},
             'mulligan_mode': {'default': None, 'anyOf': [{'enum': ['bottom', 'shuffle']}, {}]},
             'energize': {'default': None},
             'card_set': {'default': None, 'anyOf': [{'pattern': '^sha256:[0-9a-f]{64}$'}, {}, {}]}},
 'Activate': {'closed': True,
              'type': {'enum': ['activate']},
              'card': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'},
              'ability': {'minimum': 0, 'maximum': 63},
              'targets': {'maxItems': 8, 'default': [], 'items': {'maxLength': 120}},
              'mode': {'default': None, 'anyOf': [{'minimum': 0, 'maximum': 15}, {}]},
              'granted_by': {'default': None, 'anyOf': [{'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}, {}]},
              'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'Search': {'closed': True,
            'type': {'enum': ['search']},
            'card': {'default': None, 'anyOf': [{'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}, {}]},
            'to': {'default': None, 'anyOf': [{'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}, {}]},
            'invert': {'default': False},
            'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'Turn': {'closed': True,
          'number': {'minimum': 0, 'maximum': INT32_MAX},
          'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'},
          'stone_called': {'default': False},
          'judgment': {'default': False},
          'battle_forbidden': {'default': False},
          'played': {'items': {'maxLength': 80}},
          'entered': {'items': {'maxLength': 80}},
          'cards_played': {'items': {'maxLength': 80}},
          'attacked': {'items': {'maxLength': 80}},
          'to_graveyard': {'items': {'maxLength': 80}},
          'dealt': {'items': {'maxLength': 80}},
          'damaged_by': {'items': {'maxLength': 240}},
          'forbidden': {'maxItems': 16, 'items': {'maxLength': 80}},
          'playable': {'maxItems': 60, 'items': {'maxLength': 80}},
          'wards': {'maxItems': 16, 'items': {'maxLength': 80}},
          'damaged': {'maxItems': 200, 'items': {'maxLength': 120}},
          'taken': {'maxItems': 4, 'items': {'maxLength': 80}},
          'drawn': {'maxItems': 4, 'items': {'maxLength': 80}},
          'player_dealt': {'maxItems': 8, 'items': {'maxLength': 160}}},
 'Decision': {'closed': True,
              'kind': {'enum': ['assign_pierce',
                                'attribute',
                                'automatic',
                                'banish',
                                'declare_attack',
                                'declare_block',
                                'discard',
                                'may',
                                'mulligan',
                                'mythic',
                                'name_card',
                                'number',
                                'option',
                                'pay',
                                'race',
                                'search']},
              'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'},
              'object': {'default': None, 'anyOf': [{'pattern': '^chase:[0-9]{1,9}$'}, {}]},
              'effect': {'default': None, 'anyOf': [{'minimum': 0, 'maximum': 63}, {}]},
              'done': {'default': None, 'anyOf': [{'minimum': 0, 'maximum': 10}, {}]},
              'left': {'default': None, 'anyOf': [{'minimum': 0, 'maximum': 10}, {}]},
              'stage': {'default': None, 'anyOf': [{'enum': ['bottom', 'top']}, {}]},
              'names': {'maxItems': 20, 'default': [], 'items': {'maxLength': 200}}},
 'Battle': {'closed': True,
            'step': {'enum': ['beginning', 'declare_attack', 'declare_block', 'end_of_battle', 'first_strike', 'normal_damage']},
            'attacker': {'default': None, 'anyOf': [{'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}, {}]},
            'target': {'default': None, 'anyOf': [{'maxLength': 120}, {}]},
            'blocker': {'default': None, 'anyOf': [{'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}, {}]},
            'blocked': {'default': False},
            'attacker_dealt': {'default': False},
            'defender_acted': {'default': False}},
 'ChaseItem': {'closed': True,
               'id': {'pattern': '^chase:[0-9]{1,9}$'},
               'kind': {'enum': ['ability', 'automatic', 'judgment', 'ruler_ability', 'ruler_automatic', 'spell']},
               'controller': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'},
               'card': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'},
               'ability': {'default': None,
                           'anyOf': [{'minimum': 0, 'maximum': 63},
                                     {'enum': ['bane',
                                               'drain',
                                               'end_banish',
                                               'end_destroy',
                                               'end_destroy_yours',
                                               'end_hand',
                                               'end_recover',
                                               'end_remove',
                                               'end_removed_hand',
                                               'end_return',
                                               'explode',
                                               'stone_bottom']},
                                     {}]},
               'targets': {'default': [], 'items': {'maxLength': 120}},
               'mode': {'default': None, 'anyOf': [{'minimum': 0, 'maximum': 15}, {}]},
               'x': {'minimum': 0, 'maximum': 1000, 'default': 0},
               'awakened': {'default': False},
               'awakening': {'minimum': 1, 'maximum': 4},
               'remnant': {'default': False},
               'from_graveyard': {'enum': [True]},
               'rune_copy': {'enum': [True]},
               'victim': {'default': None, 'anyOf': [{'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}, {}]},
               'amount': {'minimum': 0, 'maximum': 1000000},
               'declared': {'maxLength': 200},
               'rolled': {'minimum': 1, 'maximum': 54},
               'removed_cost': {'minimum': 0, 'maximum': 9999},
               'granted_by': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'},
               'despair': {'enum': [True]},
               'discarded': {'minItems': 1,
                             'maxItems': 10,
                             'items': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}},
               'that_object': {'pattern': '^chase:[0-9]{1,9}$'},
               'source_atk': {'minimum': 0, 'maximum': 100000}},
 'Pending': {'closed': True,
             'id': {'pattern': '^auto:[0-9]{1,9}$'},
             'controller': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'},
             'source': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'},
             'ability': {'anyOf': [{'minimum': 0, 'maximum': 63},
                                   {'enum': ['bane',
                                             'drain',
                                             'end_banish',
                                             'end_destroy',
                                             'end_destroy_yours',
                                             'end_hand',
                                             'end_recover',
                                             'end_remove',
                                             'end_removed_hand',
                                             'end_return',
                                             'explode',
                                             'stone_bottom']}]},
             'awakened': {'default': False},
             'awakening': {'minimum': 1, 'maximum': 4},
             'victim': {'default': None, 'anyOf': [{'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}, {}]},
             'amount': {'minimum': 0, 'maximum': 1000000},
             'despair': {'enum': [True]},
             'that_object': {'pattern': '^chase:[0-9]{1,9}$'},
             'source_atk': {'minimum': 0, 'maximum': 100000}},
 'Modifier': {'closed': True,
              'target': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'},
              'atk': {'minimum': -1000000, 'maximum': 1000000, 'default': 0},
              'def': {'minimum': -1000000, 'maximum': 1000000, 'default': 0},
              'keywords': {'default': [], 'items': {'enum': KEYWORDS_ENUM}},
              'flags': {'items': {'enum': ['barrier_chant',
                                           'barrier_resonator',
                                           'cannot_attack',
                                           'cannot_block',
                                           'must_block',
                                           'no_abilities',
                                           'no_normal_spells',
                                           'unblockable',
                                           'untargetable']}},
              'until': {'default': 'turn', 'enum': ['battle', 'source', 'turn', 'used']},
              'source': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'},
              'prevent': {'enum': ['by', 'to']},
              'shield': {'minimum': 0, 'maximum': 100000, 'multipleOf': 100},
              'lost': {'items': {'enum': KEYWORDS_ENUM}},
              'attributes': {'minItems': 1, 'maxItems': 1, 'items': {'enum': ['darkness', 'fire', 'light', 'water', 'wind']}},
              'races': {'minItems': 1, 'maxItems': 1, 'items': {'maxLength': 200}},
              'printed_atk': {'minimum': 0, 'maximum': 100000, 'multipleOf': 100},
              'guarded_by': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'},
              'damage_plus': {'minimum': 0, 'maximum': 100000, 'multipleOf': 100},
              'damage_double': {'enum': [True]},
              'becomes': {'minItems': 2, 'maxItems': 2, 'items': {'minimum': 0, 'maximum': 100000, 'multipleOf': 100}},
              'becomes_race': {'maxLength': 60, 'minLength': 1},
              'earlier': {'maxItems': 200, 'items': {'maxLength': 80}}},
 'Mulligan': {'closed': True,
              'type': {'enum': ['mulligan']},
              'cards': {'maxItems': 5, 'default': [], 'items': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}},
              'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'CallStone': {'closed': True, 'type': {'enum': ['call_stone']}, 'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'ProduceWill': {'closed': True,
                 'type': {'enum': ['produce_will']},
                 'will': {'enum': ['darkness', 'fire', 'light', 'moon', 'time', 'void', 'water', 'wind']},
                 'more': {'maxItems': 4,
                          'default': [],
                          'items': {'enum': ['darkness', 'fire', 'light', 'moon', 'time', 'void', 'water', 'wind']}},
                 'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'PlayCard': {'closed': True,
              'type': {'enum': ['play_card']},
              'card': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'},
              'targets': {'maxItems': 8, 'default': [], 'items': {'maxLength': 120}},
              'mode': {'default': None, 'anyOf': [{'minimum': 0, 'maximum': 15}, {}]},
              'x': {'minimum': 0, 'maximum': 1000, 'default': 0},
              'awakening': {'default': False},
              'which_awakening': {'minimum': 1, 'maximum': 4, 'default': 1},
              'incarnation': {'default': False},
              'mastery': {'default': False},
              'solarise': {'maxItems': 9,
                           'default': [],
                           'items': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}},
              'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'Payment': {'closed': True,
             'sources': {'maxItems': 60, 'default': []},
             'pool': {'default': {}, 'additionalProperties': {'minimum': 1, 'maximum': 1000}},
             'restricted': {'default': {}, 'additionalProperties': {'minimum': 1, 'maximum': 60}},
             'banish': {'maxItems': 10, 'default': [], 'items': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}},
             'rest': {'maxItems': 10, 'default': [], 'items': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}},
             'discard': {'maxItems': 10,
                         'default': [],
                         'items': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}},
             'remove': {'maxItems': 10, 'default': [], 'items': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}},
             'gems': {'maxItems': 5, 'default': [], 'items': {'enum': ['darkness', 'fire', 'light', 'water', 'wind']}},
             'counters': {'maxItems': 10, 'default': []}},
 'WillUse': {'closed': True,
             'will': {'enum': ['darkness', 'fire', 'light', 'moon', 'time', 'void', 'water', 'wind']},
             'more': {'maxItems': 4,
                      'default': [],
                      'items': {'enum': ['darkness', 'fire', 'light', 'moon', 'time', 'void', 'water', 'wind']}}},
 'DoJudgment': {'closed': True,
                'type': {'enum': ['judgment']},
                'x': {'minimum': 0, 'maximum': 1000, 'default': 0},
                'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'PutStandby': {'closed': True,
                'type': {'enum': ['standby']},
                'card': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'},
                'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'StartBattle': {'closed': True, 'type': {'enum': ['start_battle']}, 'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'DeclareAttack': {'closed': True,
                   'type': {'enum': ['declare_attack']},
                   'attacker': {'anyOf': [{'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}, {}]},
                   'target': {'default': None, 'anyOf': [{'maxLength': 120}, {}]},
                   'payment': {'default': None},
                   'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'DeclareBlock': {'closed': True,
                  'type': {'enum': ['declare_block']},
                  'blocker': {'anyOf': [{'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'}, {}]},
                  'payment': {'default': None},
                  'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'AssignPierce': {'closed': True,
                  'type': {'enum': ['assign_pierce']},
                  'to_blocker': {'minimum': 0, 'maximum': 1000000, 'multipleOf': 100},
                  'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'PlayAutomatic': {'closed': True,
                   'type': {'enum': ['play_automatic']},
                   'targets': {'maxItems': 8, 'default': [], 'items': {'maxLength': 120}},
                   'mode': {'default': None, 'anyOf': [{'minimum': 0, 'maximum': 15}, {}]},
                   'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'Discard': {'closed': True,
             'type': {'enum': ['discard']},
             'card': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'},
             'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'Banish': {'closed': True,
            'type': {'enum': ['banish']},
            'card': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'},
            'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'May': {'closed': True, 'type': {'enum': ['may']}, 'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'Pay': {'closed': True, 'type': {'enum': ['pay']}, 'payment': {'default': None}, 'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'ChooseAttribute': {'closed': True,
                     'type': {'enum': ['choose_attribute']},
                     'attribute': {'enum': ['darkness', 'fire', 'light', 'water', 'wind']},
                     'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'ChooseOption': {'closed': True,
                  'type': {'enum': ['choose_option']},
                  'option': {'minimum': 0, 'maximum': 7},
                  'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'NameCard': {'closed': True,
              'type': {'enum': ['name_card']},
              'name': {'maxLength': 200},
              'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'ChooseRace': {'closed': True,
                'type': {'enum': ['choose_race']},
                'race': {'maxLength': 200},
                'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'ChooseNumber': {'closed': True,
                  'type': {'enum': ['choose_number']},
                  'number': {'minimum': 0, 'maximum': 99},
                  'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'Pass': {'closed': True, 'type': {'enum': ['pass']}, 'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'Concede': {'closed': True, 'type': {'enum': ['concede']}, 'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'Keep': {'closed': True,
          'type': {'enum': ['keep']},
          'card': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'},
          'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'}},
 'NameBan': {'closed': True, 'name': {'maxLength': 200}, 'until': {'minimum': 1, 'maximum': INT32_MAX}},
 'GroupScope': {'closed': True,
                'player': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}$'},
                'each': {'enum': ['all_cards',
                                  'all_j_resonators',
                                  'all_magic_stones',
                                  'all_resonators',
                                  'opponent_cards',
                                  'opponent_j_resonators',
                                  'opponent_magic_stones',
                                  'opponent_resonators',
                                  'your_cards',
                                  'your_j_resonators',
                                  'your_magic_stones',
                                  'your_resonators']}},
 'CounterPick': {'closed': True,
                 'card': {'pattern': '^[A-Za-z0-9_.\\-]{1,64}:[A-Za-z0-9_.\\-]{1,40}#[0-9]{1,3}$'},
                 'counter': {'pattern': '^(?:[+-][0-9]{1,5}/[+-][0-9]{1,5}|[a-z]{1,20}(?: [a-z]{1,20})?)$'}}}


def test_every_limit_of_the_state_and_the_actions() -> None:
    table = limits_table(State, Action, keys=(*KEYS, "minLength", "pattern", "multipleOf"))
    own = {name for name, obj in vars(fow_state).items() if inspect.isclass(obj) and obj.__module__ == fow_state.__name__}
    assert {name: limits for name, limits in table.items() if name in own} == LIMITS


def _state() -> dict[str, Any]:
    return msgspec.to_builtins(started())  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("path", "accepted", "refused"),
    [
        (("passes",), (0, 1), (-1, 2)),
        (("next_id",), (1, INT32_MAX), (0, INT32_MAX + 1)),
        (("players", 0, "life"), (-1_000_000, 1_000_000), (-1_000_001, 1_000_001)),
        (("players", 1, "hand_count"), (0, 1000), (-1, 1001)),
        (("turn", "number"), (0, INT32_MAX), (-1, INT32_MAX + 1)),
    ],
)
def test_a_state_number_beyond_its_bounds_does_not_decode(path: tuple[Any, ...], accepted: tuple[int, int], refused: tuple[int, int]) -> None:
    data = _state()
    *parents, key = path
    holder = data
    for part in parents:
        holder = holder[part]
    for value in accepted:
        holder[key] = value
        msgspec.convert(data, State)
    for value in refused:
        holder[key] = value
        with pytest.raises(msgspec.ValidationError):
            msgspec.convert(data, State)


def test_field_damage_is_counted_in_hundreds() -> None:
    assert msgspec.convert({"id": "ann:TST-R01#1", "damage": 1_000_000}, Entity).damage == 1_000_000
    for damage in (50, -100, 1_000_100):
        with pytest.raises(msgspec.ValidationError):
            msgspec.convert({"id": "ann:TST-R01#1", "damage": damage}, Entity)


def test_an_unknown_field_anywhere_in_a_state_is_refused_with_its_pointer() -> None:
    places: tuple[tuple[tuple[Any, ...], str], ...] = ((("players", 1), "/players/1/mood"), (("turn",), "/turn/mood"), ((), "/mood"))
    for where, pointer in places:
        data = _state()
        holder: Any = data
        for part in where:
            holder = holder[part]
        holder["mood"] = "calm"
        with pytest.raises(InputError) as caught:
            GAME.decode_state(data)
        assert [(e.pointer, e.message) for e in caught.value.errors] == [(pointer, "Object contains unknown field `mood`")]


def test_an_action_encodes_without_its_defaults() -> None:
    play = GAME.decode_action({"type": "play_card", "player": "ann", "card": "ann:TST-R01#1"})
    # the payment (a struct made by a factory) is always written; the payment's own defaults are not
    assert msgspec.to_builtins(play) == {"type": "play_card", "player": "ann", "card": "ann:TST-R01#1", "payment": {}}
    mulligan = GAME.decode_action({"type": "mulligan", "player": "ann"})
    assert msgspec.to_builtins(mulligan) == {"type": "mulligan", "player": "ann"}
    paid = GAME.decode_action({"type": "judgment", "player": "ann", "payment": {"pool": {"light": 1}}})
    assert msgspec.to_builtins(paid) == {"type": "judgment", "player": "ann", "payment": {"pool": {"light": 1}}}


def test_a_decision_encodes_without_its_defaults() -> None:
    assert msgspec.to_builtins(started().decision) is None
    assert msgspec.to_builtins(fow_state.Decision(kind="mulligan", player="ann")) == {"kind": "mulligan", "player": "ann"}


def test_an_action_is_written_with_its_fields_in_declared_order_and_the_player_last() -> None:
    """The match log and digests hold actions as these bytes: the same action is always written the same way."""
    attack = GAME.decode_action({"target": "bob", "player": "ann", "attacker": "ann:TST-R08#1", "type": "declare_attack"})
    assert msgspec.json.encode(attack) == b'{"type":"declare_attack","attacker":"ann:TST-R08#1","target":"bob","player":"ann"}'

"""The demo data a new database starts with: one campaign per system, two warbands in each.

So `make run` (and a new user) has real rosters to open at once: Trench Pilgrims against the
Heretic Legion near 700 ducats, and a pair of small forces for each other system. Written in one
transaction through the same code as a warband file import, so the demo cannot drift from what
the catalogs allow. Names use Italian, Polish and Russian letters on purpose.
"""

from __future__ import annotations

import uuid

from models.db.engine import Database
from models.db.schema import Campaign, Player
from models.ledger.campaigns.campaign_log import DEFAULT_SETTINGS
from models.ledger.files.warband_file import MemberData, WarbandData, insert_warband


def _m(
    name: str, model: str, *items: str, size: int = 1, upgrades: tuple[str, ...] = ()
) -> MemberData:
    return MemberData(name=name, model=model, items=items, size=size, upgrades=upgrades)


RIFLEMAN = ("eq_boltactionrifle", "eq_trenchclub")

DEMO: list[tuple[str, str, str, list[WarbandData]]] = [
    (
        "Demo: the Siege of Jericho",
        "trench-crusade",
        "tc-1.6",
        [
            WarbandData(
                name="Pellegrini di San Marco",
                system="trench-crusade",
                edition="tc-1.6",
                faction="fc_trenchpilgrim",
                budget=700,
                members=(
                    _m(
                        "Fra Anselmo",
                        "md_warprophet",
                        "eq_pistolrevolver",
                        "eq_swordaxe",
                        "eq_standardarmour",
                    ),
                    _m(
                        "Siostra Łucja",
                        "md_castigator",
                        "eq_scourgewhipflail",
                        "eq_standardarmour",
                        "eq_pistolrevolver",
                    ),
                    _m(
                        "Il Comunicante",
                        "md_communicant",
                        "eq_communicantcross",
                        "eq_standardarmour",
                    ),
                    _m("Suor Chiara", "md_stigmaticnun", "eq_swordaxe"),
                    _m("Suor Agnese", "md_stigmaticnun", "eq_swordaxe"),
                    _m("Brat Tomasz", "md_trenchpilgrim", *RIFLEMAN, "eq_standardarmour"),
                    _m("Fratello Luca", "md_trenchpilgrim", *RIFLEMAN, "eq_standardarmour"),
                    _m("Брат Илья", "md_trenchpilgrim", *RIFLEMAN),
                    _m("Pielgrzym Jędrzej", "md_trenchpilgrim", *RIFLEMAN),
                    _m("Pellegrino Nicolò", "md_trenchpilgrim", *RIFLEMAN),
                    _m("Pellegrino Gioè", "md_trenchpilgrim", *RIFLEMAN),
                ),
            ),
            WarbandData(
                name="Legion of Ashes",
                system="trench-crusade",
                edition="tc-1.6",
                faction="fc_hereticlegion",
                budget=700,
                members=(
                    _m(
                        "Priest Malachai",
                        "md_hereticpriest",
                        "eq_pistolrevolver",
                        "eq_swordaxe",
                        "eq_standardarmour",
                    ),
                    _m("The Cantor", "md_heretichorister", "eq_swordaxe", "eq_standardarmour"),
                    _m("Шёпот", "md_deathcommando", "eq_silenecedpistol", "eq_knifedagger"),
                    _m(
                        "Anointed Brand",
                        "md_annointedheavyinfantry",
                        "eq_infernalbrandmark",
                        "eq_reinforcedarmour",
                        "eq_greatswordaxe",
                    ),
                    _m(
                        "Anointed Cinder",
                        "md_annointedheavyinfantry",
                        "eq_infernalbrandmark",
                        "eq_reinforcedarmour",
                        "eq_greatswordaxe",
                    ),
                    _m("Trooper Vask", "md_heretictrooper", *RIFLEMAN, "eq_gasmask"),
                    _m("Trooper Orrin", "md_heretictrooper", *RIFLEMAN, "eq_gasmask"),
                    _m("Trooper Żmij", "md_heretictrooper", *RIFLEMAN),
                    _m("Trooper Kell", "md_heretictrooper", *RIFLEMAN),
                ),
            ),
        ],
    ),
    (
        "Demo: border war",
        "ninth-age",
        "standard",
        [
            WarbandData(
                name="Guard of the Northern March",
                system="ninth-age",
                edition="standard",
                faction="na_human_kingdom",
                budget=600,
                members=(
                    _m(
                        "Captain Aldric",
                        "na_captain",
                        "na_hand_weapon",
                        "na_plate_armour",
                        "na_shield",
                    ),
                    _m(
                        "Halberd Company",
                        "na_heavy_infantry",
                        "na_hand_weapon",
                        "na_light_armour",
                        "na_shield",
                        size=20,
                        upgrades=("na_champion", "na_standard"),
                    ),
                    _m("Crossbow Company", "na_crossbowmen", "na_crossbow", size=10),
                ),
            ),
            WarbandData(
                name="Gorbag's Mob",
                system="ninth-age",
                edition="standard",
                faction="na_orc_horde",
                budget=600,
                members=(
                    _m("Gorbag", "na_orc_chief", "na_great_weapon", "na_heavy_armour"),
                    _m(
                        "Boar-Tusk Boyz",
                        "na_orc",
                        "na_hand_weapon",
                        "na_light_armour",
                        "na_shield",
                        size=20,
                        upgrades=("na_champion",),
                    ),
                    _m("Bridge Trolls", "na_troll", size=3),
                ),
            ),
        ],
    ),
    (
        "Demo: Dies Irae skirmish",
        "dies-irae",
        "standard",
        [
            WarbandData(
                name="Sant'Uffizio",
                system="dies-irae",
                edition="standard",
                faction="di_inquisition",
                budget=300,
                members=(
                    _m("Comandante Ferri", "di_commander", "di_smg"),
                    _m("Reclute della Guardia", "di_recruit", "di_rifle", size=10),
                    _m("Sergente Bianchi", "di_sergeant", "di_smg"),
                    _m("Autoblinda Beatrice", "di_armoured_car", "di_heavy_mg"),
                ),
            ),
            WarbandData(
                name="I Caduti",
                system="dies-irae",
                edition="standard",
                faction="di_fallen",
                budget=300,
                members=(
                    _m("Nuntius", "di_nuntius", "di_holy_sword"),
                    _m("Squadra d'assalto", "di_assault_squad", "di_blade", size=10),
                    _m("Sergente Neri", "di_sergeant", "di_blade"),
                ),
            ),
        ],
    ),
    (
        "Demo: firefight at Kraków station",
        "warzone",
        "standard",
        [
            WarbandData(
                name="Oddział Kruk",
                system="warzone",
                edition="standard",
                faction="wz_corporation",
                budget=250,
                members=(
                    _m("Kapitan Nowak", "wz_captain", "wz_grenade_launcher", "wz_pistol"),
                    _m("Drużyna Alfa", "wz_trooper", "wz_rifle", size=8),
                    _m("Sierżant Wójcik", "wz_sergeant", "wz_flamer"),
                    _m("Kapral Zięba", "wz_sergeant", "wz_shotgun"),
                ),
            ),
            WarbandData(
                name="Raider Cell Ghost",
                system="warzone",
                edition="standard",
                faction="wz_raiders",
                budget=250,
                members=(
                    _m("Captain Vey", "wz_captain", "wz_rifle", "wz_pistol"),
                    _m("Raiders", "wz_raider", "wz_rifle", size=6),
                    _m("Gunner Roth", "wz_sergeant", "wz_machine_gun"),
                ),
            ),
        ],
    ),
]


# Who plays each demo warband: names in the users' languages, so they show in every view.
DEMO_PLAYERS = {
    "Pellegrini di San Marco": "Giulia Bassi",
    "Legion of Ashes": "Marek Wójcik",
    "Guard of the Northern March": "Ольга Смирнова",
    "Gorbag's Mob": "Tom Hale",
    "Sant'Uffizio": "Lorenzo Ricci",
    "I Caduti": "Chiara Conti",
    "Oddział Kruk": "Zofia Nowak",
    "Raider Cell Ghost": "Иван Петров",
}


def add_demo_data(database: Database) -> None:
    with database.write() as session:
        for campaign_name, system, edition, warbands in DEMO:
            campaign = Campaign(
                name=campaign_name,
                system_id=system,
                edition_id=edition,
                notes="Made with every new database so there is something to try. "
                "Delete it whenever you like.",
                settings={**DEFAULT_SETTINGS, "uid": str(uuid.uuid4())},
            )
            session.add(campaign)
            session.flush()
            for data in warbands:
                warband = insert_warband(session, data, "demo data", campaign_id=campaign.id)
                player = Player(name=DEMO_PLAYERS[data.name])
                session.add(player)
                session.flush()
                warband.player_id = player.id

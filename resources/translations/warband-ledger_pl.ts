<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../gui/about_dialog.py" line="+29"/>
        <source>About Warband Ledger</source>
        <translation>O programie Warband Ledger</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rosters, games and campaigns for tabletop skirmish wargames, on your own computer, with or without an internet connection.</source>
        <translation>Rozpiski, gry i kampanie do bitewnych gier skirmishowych, na twoim komputerze, z internetem lub bez.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No database open</source>
        <translation>Brak otwartej bazy danych</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version:</source>
        <translation>Wersja:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data folder:</source>
        <translation>Folder danych:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database in use:</source>
        <translation>Używana baza danych:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with:</source>
        <translation>Zbudowano z:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open Data Folder</source>
        <translation>Otwórz folder danych</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The data folder has not been created yet.</source>
        <translation>Folder danych nie został jeszcze utworzony.</translation>
    </message>
</context>
<context>
    <name>ActionDialog</name>
    <message>
        <location filename="../../gui/game/action_dialog.py" line="+46"/>
        <source>Action of %s</source>
        <translation>Akcja: %s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Model is Down (−1 DICE)</source>
        <translation>Model jest Powalony (−1 KOŚĆ)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>HEAVY (no D6)</source>
        <translation>CIĘŻKI (bez K6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stood up this activation (halved)</source>
        <translation>Wstał w tej aktywacji (połowa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jumped down on purpose</source>
        <translation>Zeskoczył celowo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A charge target is not visible (RISKY)</source>
        <translation>Cel szarży nie jest widoczny (RYZYKOWNA)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bloodbath (6 BLOOD or INFECTION, 3 if Down): 3D6</source>
        <translation>Krwawa łaźnia (6 KRWI lub INFEKCJI, 3 jeśli Powalony): 3K6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dice faces</source>
        <translation>Wyniki kości</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the faces rolled at the table</source>
        <translation>wyniki wyrzucone przy stole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Roll for Me</source>
        <translation>&amp;Rzuć za mnie</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Action:</source>
        <translation>&amp;Akcja:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other ±DICE:</source>
        <translation>Inne ±KOŚCI:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLOOD spent (by the opponent):</source>
        <translation>Wydane znaczniki KRWI (przez przeciwnika):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLESSINGS spent:</source>
        <translation>Wydane znaczniki BŁOGOSŁAWIEŃSTWA:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Movement:</source>
        <translation>Ruch:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open inches to the target:</source>
        <translation>Cale otwartego terenu do celu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inches of difficult terrain:</source>
        <translation>Cale trudnego terenu:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Height fallen (inches):</source>
        <translation>Wysokość upadku (cale):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BLOOD spent on the injury roll (by the opponent):</source>
        <translation>KREW wydana na rzut na ranę (przez przeciwnika):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BLESSINGS spent on the injury roll:</source>
        <translation>BŁOGOSŁAWIEŃSTWA wydane na rzut na ranę:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Dice:</source>
        <translation>&amp;Kości:</translation>
    </message>
</context>
<context>
    <name>AttackWizard</name>
    <message>
        <location filename="../../gui/game/attack_wizard.py" line="+75"/>
        <source>Attack with %s</source>
        <translation>Atak: %s</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Attack: %s</source>
        <translation>Atak: %s</translation>
    </message>
</context>
<context>
    <name>BackupsDialog</name>
    <message>
        <location filename="../../gui/backups_dialog.py" line="+27"/>
        <source>daily</source>
        <translation>codzienna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by hand</source>
        <translation>ręcznie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>before a restore</source>
        <translation>przed przywróceniem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>damaged, kept as it was</source>
        <translation>uszkodzona, zachowana bez zmian</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+12"/>
        <location line="+50"/>
        <source>Backups</source>
        <translation>Kopie zapasowe</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Made</source>
        <translation>Utworzona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>Powód</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Rozmiar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Back Up &amp;Now</source>
        <translation>Utwórz kopię &amp;teraz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore…</source>
        <translation>&amp;Przywróć…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>before an upgrade</source>
        <translation>przed aktualizacją</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copies of %1, newest first; the last %2 are kept (Preferences).</source>
        <translation>Kopie %1, od najnowszej; zachowywanych jest ostatnich %2 (Preferencje).</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Restore a Backup</source>
        <translation>Przywróć kopię zapasową</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the copy from %1 in place of the database?

The database as it is now is kept as one more backup, so this can be undone by restoring it.</source>
        <translation>Wstawić kopię z %1 w miejsce bazy danych?

Obecna baza danych zostanie zachowana jako kolejna kopia, więc można to cofnąć, przywracając ją.</translation>
    </message>
</context>
<context>
    <name>BattleDialog</name>
    <message>
        <location filename="../../gui/campaign/battle_dialog.py" line="+256"/>
        <source>Record a Battle</source>
        <translation>Zapisz bitwę</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Scenario</source>
        <translation>Scenariusz</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Round:</source>
        <translation>&amp;Runda:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date:</source>
        <translation>&amp;Data:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Scenario:</source>
        <translation>&amp;Scenariusz:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Notes:</source>
        <translation>&amp;Notatki:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Add a Warband</source>
        <translation>&amp;Dodaj bandę</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From game %d: check what the game could not know (deeds, glory).</source>
        <translation>Z gry %d: sprawdź, czego gra nie mogła wiedzieć (czyny, chwała).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player ticks the result in Confirm Result once they agree.</source>
        <translation>Każdy gracz zaznacza wynik w Potwierdź wynik, gdy się zgadza.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Warband %d</source>
        <translation>Banda %d</translation>
    </message>
</context>
<context>
    <name>CampaignView</name>
    <message>
        <location filename="../../gui/campaign/view.py" line="+98"/>
        <source>◀ All campaigns</source>
        <translation>◀ Wszystkie kampanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the list of campaigns</source>
        <translation>Powrót do listy kampanii</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Join a Warband…</source>
        <translation>&amp;Dołącz bandę…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Record a Battle…</source>
        <translation>&amp;Zapisz bitwę…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle from a &amp;Game…</source>
        <translation>Bitwa z &amp;gry…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;File…</source>
        <translation>Zapisz &amp;plik…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The whole campaign as a .campaign.json file, to merge on another laptop</source>
        <translation>Cała kampania jako plik .campaign.json do scalenia na innym laptopie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Overview</source>
        <translation>&amp;Przegląd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;League</source>
        <translation>&amp;Liga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Battles</source>
        <translation>&amp;Bitwy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Event Day</source>
        <translation>&amp;Dzień turnieju</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lo&amp;g</source>
        <translation>&amp;Dziennik</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+51"/>
        <source>Warband</source>
        <translation>Banda</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+51"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+108"/>
        <source>Battles</source>
        <translation>Bitwy</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>Cost / threshold</source>
        <translation>Koszt / próg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models: has / may field (TC-C6)</source>
        <translation>Modele: ma / może wystawić (TC-C6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>Ostrzeżenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Post-battle to do</source>
        <translation>Do zrobienia po bitwie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unconfirmed</source>
        <translation>Niepotwierdzone</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Banks</source>
        <translation>Skarbce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deployment skill (DI-2)</source>
        <translation>Umiejętność rozstawienia (DI-2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Warbands of the campaign</source>
        <translation>Bandy kampanii</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Post-Battle Sequence…</source>
        <translation>Sekwencja &amp;po bitwie…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Debts…</source>
        <translation>&amp;Długi…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected warband borrows ducats or glory, or pays them back</source>
        <translation>Wybrana banda pożycza dukaty lub chwałę albo je spłaca</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%d ducats, %d glory</source>
        <translation>%d dukatów, %d chwały</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>owes %s</source>
        <translation>winna %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+80"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Played</source>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation>Remisy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Przegrane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+41"/>
        <source>Victory points</source>
        <translation>Punkty zwycięstwa</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Models taken out</source>
        <translation>Wyeliminowane modele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glory</source>
        <translation>Chwała</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glorious Deeds</source>
        <translation>Chwalebne Czyny</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>League table</source>
        <translation>Tabela ligi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Standings after</source>
        <translation>Tabela po</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Standings after:</source>
        <translation>&amp;Tabela po:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%s won</source>
        <translation>wygrywa %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>draw: %s</source>
        <translation>remis: %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario</source>
        <translation>Scenariusz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warbands</source>
        <translation>Bandy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Confirmed</source>
        <translation>Potwierdzone</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Confirm Result…</source>
        <translation>&amp;Potwierdź wynik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete Battle</source>
        <translation>&amp;Usuń bitwę</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (undone)</source>
        <translation> (cofnięte)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened</source>
        <translation>Co się stało</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice</source>
        <translation>Kości</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Campaign log</source>
        <translation>Dziennik kampanii</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo Selected Step</source>
        <translation>&amp;Cofnij wybrany krok</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n warband(s)</source>
        <translation>
            <numerusform>%n banda</numerusform>
            <numerusform>%n bandy</numerusform>
            <numerusform>%n band</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win %1 · draw %2 · loss %3 points</source>
        <translation>wygrana %1 · remis %2 · porażka %3 pkt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>starting budget %d ducats</source>
        <translation>budżet początkowy %d dukatów</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>every battle</source>
        <translation>każda bitwa</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+27"/>
        <source>round %d</source>
        <translation>runda %d</translation>
    </message>
    <message>
        <location line="-24"/>
        <source> (threshold %1 ducats, %2 models)</source>
        <translation> (próg %1 dukatów, %2 modeli)</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n post-battle sequence(s) to do</source>
        <translation>
            <numerusform>Sekwencje po bitwie do zrobienia: %n</numerusform>
            <numerusform>Sekwencje po bitwie do zrobienia: %n</numerusform>
            <numerusform>Sekwencje po bitwie do zrobienia: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n result(s) not confirmed by their player</source>
        <translation>
            <numerusform>Wyniki niepotwierdzone przez gracza: %n</numerusform>
            <numerusform>Wyniki niepotwierdzone przez gracza: %n</numerusform>
            <numerusform>Wyniki niepotwierdzone przez gracza: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over the threshold: %s</source>
        <translation>ponad progiem: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing waiting.</source>
        <translation>Nic nie czeka.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Cannot join the campaign</source>
        <translation>Nie można dołączyć do kampanii</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No game to record</source>
        <translation>Brak gry do zapisania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no finished %s game that is not in a campaign yet. End a game in the Games area first, or record the battle by hand.</source>
        <translation>Nie ma zakończonej gry %s, która nie należy jeszcze do kampanii. Najpierw zakończ grę w obszarze Gry albo zapisz bitwę ręcznie.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot record the game</source>
        <translation>Nie można zapisać gry</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Confirm the Result</source>
        <translation>Potwierdź wynik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player ticks their warband once they agree:</source>
        <translation>Każdy gracz zaznacza swoją bandę, gdy się zgadza:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot confirm</source>
        <translation>Nie można potwierdzić</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot delete the battle</source>
        <translation>Nie można usunąć bitwy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot undo</source>
        <translation>Nie można cofnąć</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>Nothing to do</source>
        <translation>Nic do zrobienia</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>No warband of this campaign has a post-battle sequence waiting.</source>
        <translation>Żadna banda tej kampanii nie ma oczekującej sekwencji po bitwie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%s has no post-battle sequence waiting.</source>
        <translation>%s nie ma oczekującej sekwencji po bitwie.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Save Campaign File</source>
        <translation>Zapisz plik kampanii</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaign files (*.campaign.json)</source>
        <translation>Pliki kampanii (*.campaign.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot save the campaign file</source>
        <translation>Nie można zapisać pliku kampanii</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Debts</source>
        <translation>Długi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select a warband in the overview first.</source>
        <translation>Najpierw wybierz bandę w przeglądzie.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot record the debt</source>
        <translation>Nie można zapisać długu</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Cannot change the settings</source>
        <translation>Nie można zmienić ustawień</translation>
    </message>
</context>
<context>
    <name>CampaignsArea</name>
    <message>
        <location filename="../../gui/campaign/area.py" line="+86"/>
        <source>Campaign</source>
        <translation>Kampania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warbands</source>
        <translation>Bandy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;New Campaign…</source>
        <translation>&amp;Nowa kampania…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Campaign (Ctrl+N)</source>
        <translation>Nowa kampania (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Otwórz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Campaigns</source>
        <translation>Kampanie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No campaigns yet</source>
        <translation>Nie ma jeszcze kampanii</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start one with New Campaign (Ctrl+N), then let warbands join it, record their battles and run each warband&apos;s post-battle sequence.</source>
        <translation>Zacznij od Nowa kampania (Ctrl+N), potem dołącz bandy, zapisuj ich bitwy i prowadź sekwencję po bitwie każdej bandy.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Cannot create the campaign</source>
        <translation>Nie można utworzyć kampanii</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot open the campaign</source>
        <translation>Nie można otworzyć kampanii</translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <location filename="../../gui/catalog/browser.py" line="+72"/>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search models, items, keywords…</source>
        <translation>Szukaj modeli, przedmiotów, słów kluczowych…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search the catalog</source>
        <translation>Szukaj w katalogu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import…</source>
        <translation>Importuj…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add your own catalog file, or BattleScribe data (the .gst and its .cat files, as New Recruit uses): checked whole before anything is stored</source>
        <translation>Dodaj własny plik katalogu albo dane BattleScribe (.gst i jego pliki .cat, jak w New Recruit): sprawdzane w całości, zanim cokolwiek zostanie zapisane</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Import Folder…</source>
        <translation>Importuj folder…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A folder of BattleScribe data (the community&apos;s Trench Crusade files): it becomes the catalog of its edition</source>
        <translation>Folder z danymi BattleScribe (pliki Trench Crusade społeczności): staje się katalogiem swojej edycji</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+8"/>
        <location line="+19"/>
        <source>Keywords</source>
        <translation>Słowa kluczowe</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Abilities</source>
        <translation>Zdolności</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Item</source>
        <translation>Przedmiot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range</source>
        <translation>Zasięg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Ręce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effects</source>
        <translation>Efekty</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyword</source>
        <translation>Słowo kluczowe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Meaning</source>
        <translation>Znaczenie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Faction</source>
        <translation>Frakcja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant of</source>
        <translation>Wariant</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Models</source>
        <translation>Modele</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Armoury items</source>
        <translation>Przedmioty zbrojowni</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Items</source>
        <translation>Przedmioty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Factions</source>
        <translation>Frakcje</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>From: %s</source>
        <translation>Źródło: %s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Import Catalog</source>
        <translation>Importuj katalog</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Catalogs and BattleScribe data (*.json *.gst *.cat *.gstz *.catz);;All files (*)</source>
        <translation>Katalogi i dane BattleScribe (*.json *.gst *.cat *.gstz *.catz);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Import BattleScribe Data</source>
        <translation>Importuj dane BattleScribe</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+3"/>
        <source>The catalog was not imported</source>
        <translation>Katalog nie został zaimportowany</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What it changed:</source>
        <translation>Co zmienił:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import</source>
        <translation>Importuj</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Imported the catalog “%1” (%2 %3).</source>
        <translation>Zaimportowano katalog „%1” (%2 %3).</translation>
    </message>
</context>
<context>
    <name>ChoicesDialog</name>
    <message>
        <location filename="../../gui/roster/choices_dialog.py" line="+35"/>
        <source>Find</source>
        <translation>Znalezisko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choice</source>
        <translation>Wybór</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choices and Finds of %1</source>
        <translation>Wybory i znaleziska: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choices and finds</source>
        <translation>Wybory i znaleziska</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+50"/>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>For</source>
        <translation>Dla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A choice of the whole warband (a sin, a title, a variant&apos;s pick) is kept, shown and printed. A find of its exploration counts for the roster&apos;s limits (a Homunculus needs the Book of Golems).</source>
        <translation>Wybór całej bandy (grzech, tytuł, wybór wariantu) jest zachowywany, pokazywany i drukowany. Znalezisko z eksploracji liczy się do limitów składu (Homunculus wymaga Book of Golems).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add &amp;Choice</source>
        <translation>Dodaj &amp;wybór</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;Find</source>
        <translation>Dodaj &amp;znalezisko</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other…</source>
        <translation>Inne…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Exploration</source>
        <translation>Eksploracja</translation>
    </message>
</context>
<context>
    <name>ComparisonModel</name>
    <message>
        <location filename="../../gui/roster/loadout_dialog.py" line="+85"/>
        <source>per %1 %2</source>
        <translation>na %1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Option</source>
        <translation>Opcja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LIMIT left</source>
        <translation>Pozostały LIMIT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Ręce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>Ostrzeżenia</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>carried</source>
        <translation>noszona</translation>
    </message>
</context>
<context>
    <name>DataImport</name>
    <message>
        <location filename="../../gui/catalog/data_import.py" line="+48"/>
        <source>Reading the data and building the catalog…</source>
        <translation>Czytanie danych i budowanie katalogu…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Import BattleScribe Data</source>
        <translation>Importuj dane BattleScribe</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The data was not imported</source>
        <translation>Nie zaimportowano danych</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BattleScribe data imported</source>
        <translation>Zaimportowano dane BattleScribe</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Imported %1 as the %2 %3 catalog: %4 factions, %5 models, %6 items.</source>
        <translation>Zaimportowano %1 jako katalog %2 %3: frakcji %4, modeli %5, przedmiotów %6.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>References that lead nowhere, left out (%1):</source>
        <translation>Odwołania prowadzące donikąd, pominięte (%1):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What changed:</source>
        <translation>Co się zmieniło:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Warband “%1”: %2 entries followed the new ids.</source>
        <translation>Banda „%1”: %2 wpisów przeszło na nowe identyfikatory.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not matched, kept as it was:</source>
        <translation>nie dopasowano, pozostawiono bez zmian:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What the catalog does not express (%1):</source>
        <translation>Czego katalog nie wyraża (%1):</translation>
    </message>
</context>
<context>
    <name>DebtDialog</name>
    <message>
        <location filename="../../gui/campaign/settings.py" line="+403"/>
        <source>Debts of %s</source>
        <translation>Długi: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Banks: %d ducats, %d glory. Owes: %s.</source>
        <translation>Skarbce: %d dukatów, %d chwały. Długi: %s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing</source>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Amount</source>
        <translation>Kwota</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Currency</source>
        <translation>Waluta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ducats</source>
        <translation>dukaty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>glory</source>
        <translation>chwała</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Borrow</source>
        <translation>&amp;Pożycz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pay Back</source>
        <translation>&amp;Spłać</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Amount:</source>
        <translation>&amp;Kwota:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;In:</source>
        <translation>&amp;W:</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <location filename="../../gui/game/dice_entry.py" line="+41"/>
        <source>Enter %1 more d%2 for %3.</source>
        <translation>Podaj jeszcze %1 k%2 dla: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter %1 more d%2.</source>
        <translation>Podaj jeszcze %1 k%2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>⚠ %1 dice too many: the roll used only the first %2.</source>
        <translation>⚠ %1 kości za dużo: rzut użył tylko pierwszych %2.</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <location filename="../../gui/game/view.py" line="+365"/>
        <source>End Game</source>
        <translation>Zakończ grę</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Result:</source>
        <translation>&amp;Wynik:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%s won</source>
        <translation>wygrywa %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Victory points of %s</source>
        <translation>Punkty zwycięstwa: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Victory points, %s:</source>
        <translation>Punkty zwycięstwa, %s:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes</source>
        <translation>Notatki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Notes:</source>
        <translation>&amp;Notatki:</translation>
    </message>
</context>
<context>
    <name>EventDayTab</name>
    <message>
        <location filename="../../gui/campaign/event_day.py" line="+61"/>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bye</source>
        <translation>pauza</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Warband</source>
        <translation>Banda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>waiting</source>
        <translation>oczekuje</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tables of the round</source>
        <translation>Stoły rundy</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No round is paired yet. Pair Next Round… draws it from the league table: league points, then victory points, no warband meeting another twice while it can be avoided, a bye for an odd field.</source>
        <translation>Żadna runda nie jest jeszcze rozlosowana. Paruj następną rundę… bierze ją z tabeli ligi: punkty ligowe, potem punkty zwycięstwa, żadna banda nie gra dwa razy z tą samą, póki da się tego uniknąć, pauza przy nieparzystej liczbie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Pair Next Round…</source>
        <translation>&amp;Paruj następną rundę…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>En&amp;ter Result…</source>
        <translation>&amp;Wpisz wynik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pri&amp;nt Round…</source>
        <translation>&amp;Drukuj rundę…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pairing sheet for the wall and a result slip per table (PDF)</source>
        <translation>Arkusz par na ścianę i kartka wyniku dla każdego stołu (PDF)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Withdraw Round</source>
        <translation>&amp;Wycofaj rundę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stan&amp;dings on Screen</source>
        <translation>&amp;Tabela na ekranie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The league table full screen in large type, scrolling by itself (Esc closes)</source>
        <translation>Tabela ligi na pełnym ekranie dużą czcionką, przewija się sama (Esc zamyka)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ro&amp;und:</source>
        <translation>R&amp;unda:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>round %d</source>
        <translation>runda %d</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 of %2 results in</source>
        <translation>%1 z %2 wyników</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot pair the round</source>
        <translation>Nie można rozlosować rundy</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot publish the round</source>
        <translation>Nie można opublikować rundy</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Withdraw Round</source>
        <translation>Wycofaj rundę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take round %d&apos;s pairings back? Pair it again afterwards.</source>
        <translation>Wycofać pary rundy %d? Potem rozlosuj ją ponownie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot withdraw the round</source>
        <translation>Nie można wycofać rundy</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Print Round</source>
        <translation>Drukuj rundę</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf)</source>
        <translation>Pliki PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Pairings and result slips</source>
        <translation>Pary i kartki wyników</translation>
    </message>
</context>
<context>
    <name>EventLogModel</name>
    <message>
        <location filename="../../gui/game/view.py" line="-317"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>Co</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice</source>
        <translation>Kości</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odds</source>
        <translation>Szanse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Exactly %s</source>
        <translation>Dokładnie %s</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>undone</source>
        <translation>cofnięte</translation>
    </message>
</context>
<context>
    <name>Exploration</name>
    <message>
        <location filename="../../gui/campaign/post_battle_dialog.py" line="+57"/>
        <source>Common</source>
        <translation>Pospolite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rare</source>
        <translation>Rzadkie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legendary</source>
        <translation>Legendarne</translation>
    </message>
</context>
<context>
    <name>ExplorationEditor</name>
    <message>
        <location filename="../../gui/campaign/settings.py" line="-251"/>
        <source>Exploration dice</source>
        <translation>Kości eksploracji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no exploration table)</source>
        <translation>(bez tabeli eksploracji)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>3–6 D6 by battles fought (TC-C8)</source>
        <translation>3–6 K6 według stoczonych bitew (TC-C8)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Exploration locations</source>
        <translation>Miejsca eksploracji</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Location</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>Tabela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From</source>
        <translation>Od</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>Do</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ducats</source>
        <translation>Dukaty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glory</source>
        <translation>Chwała</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Items (; between)</source>
        <translation>Przedmioty (oddziel ;)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models (; between)</source>
        <translation>Modele (oddziel ;)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skill</source>
        <translation>Umiejętność</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance</source>
        <translation>Szansa</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Add Location</source>
        <translation>&amp;Dodaj miejsce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;move Location</source>
        <translation>&amp;Usuń miejsce</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>E&amp;xploration table, rolled with:</source>
        <translation>Tabela &amp;eksploracji, rzut:</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Exploration skill: %s</source>
        <translation>Umiejętność eksploracji: %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Option: %s</source>
        <translation>Opcja: %s</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>exploration.locations[%d].%s: %s is not in the catalog</source>
        <translation>exploration.locations[%d].%s: %s nie ma w katalogu</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>TC-C8: 3 to 6 D6 by the battles fought, matched exactly. Each chance is the first the table opens: Common on 3D6 (battles 1–2), Rare on 5D6 (6–9), Legendary on 6D6 (10 and more).</source>
        <translation>TC-C8: od 3 do 6 K6 według stoczonych bitew, wynik dokładnie równy. Każda szansa dotyczy pierwszego otwarcia tabeli: Pospolite na 3K6 (bitwy 1–2), Rzadkie na 5K6 (6–9), Legendarne na 6K6 (10 i więcej).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Finds nothing: %s</source>
        <translation>Nic nie znajduje: %s</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Every result finds a location.</source>
        <translation>Każdy wynik prowadzi do miejsca.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No table: finds are entered by hand at the Exploration step.</source>
        <translation>Bez tabeli: znaleziska wpisuje się ręcznie w kroku Eksploracji.</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../gui/export_dialog.py" line="+99"/>
        <source>Warband cards of %s</source>
        <translation>Karty bandy %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roster sheet of %s</source>
        <translation>Arkusz rozpiski %s</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Game report of %s</source>
        <translation>Raport z gry %s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Campaign book of %s</source>
        <translation>Księga kampanii %s</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+52"/>
        <source>Export PDF</source>
        <translation>Eksport do PDF</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Poker size, nine a page with cut marks</source>
        <translation>Rozmiar pokerowy, dziewięć na stronę ze znacznikami cięcia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A6, one a page</source>
        <translation>A6, jedna na stronę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>Plik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Przeglądaj…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Export:</source>
        <translation>&amp;Eksport:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cards:</source>
        <translation>&amp;Karty:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;File:</source>
        <translation>&amp;Plik:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>PDF files (*.pdf)</source>
        <translation>Pliki PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ExportRun</name>
    <message>
        <location line="+73"/>
        <source>Writing %s…</source>
        <translation>Zapisywanie %s…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+51"/>
        <location line="+20"/>
        <source>Export PDF</source>
        <translation>Eksport do PDF</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Wrote %s. Open it now?</source>
        <translation>Zapisano %s. Otworzyć teraz?</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The PDF was not written: %s</source>
        <translation>PDF nie został zapisany: %s</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <location filename="../../gui/game/document.py" line="+87"/>
        <source>TOUGH used</source>
        <translation>TOUGH użyty</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 %2 %3 on %4</source>
        <translation>%1 %2 %3 u %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mark %s</source>
        <translation>Zaznacz %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start turn %d</source>
        <translation>Rozpocznij turę %d</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Undo event %d</source>
        <translation>Cofnij zdarzenie %d</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <location filename="../../gui/game/area.py" line="+54"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario</source>
        <translation>Scenariusz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warbands</source>
        <translation>Bandy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Stan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game %d</source>
        <translation>Gra %d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>finished</source>
        <translation>zakończona</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in progress</source>
        <translation>w toku</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <location filename="../../gui/campaign/view.py" line="+78"/>
        <source>Battle from a Game</source>
        <translation>Bitwa z gry</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game %d</source>
        <translation>Gra %d</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Finished game:</source>
        <translation>&amp;Zakończona gra:</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../../gui/game/view.py" line="+33"/>
        <source>◀ All games</source>
        <translation>◀ Wszystkie gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the list of games</source>
        <translation>Powrót do listy gier</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Next Turn</source>
        <translation>&amp;Następna tura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the next turn: activations are cleared</source>
        <translation>Rozpocznij następną turę: aktywacje są czyszczone</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;End Game…</source>
        <translation>&amp;Zakończ grę…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Show the models as</source>
        <translation>Pokaż modele jako</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table: a row per model</source>
        <translation>Tabela: wiersz na model</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: profile and gear</source>
        <translation>Karty: profil i wyposażenie</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+24"/>
        <source>Game log</source>
        <translation>Dziennik gry</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Show the log of</source>
        <translation>Pokaż dziennik:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every model</source>
        <translation>Każdy model</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo Selected Event</source>
        <translation>Cofnij wybrane zdarzenie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick an event in the log to undo it</source>
        <translation>Wybierz zdarzenie w dzienniku, aby je cofnąć</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>in progress</source>
        <translation>w toku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %d</source>
        <translation>Gra %d</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Turn %d</source>
        <translation>Tura %d</translation>
    </message>
</context>
<context>
    <name>GamesArea</name>
    <message>
        <location filename="../../gui/game/area.py" line="+200"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Game (Ctrl+N)</source>
        <translation>Nowa gra (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Otwórz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No games yet</source>
        <translation>Nie ma jeszcze gier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start one with New Game (Ctrl+N): pick two or more warbands and the models taking part. Every attack, marker and turn is kept in the game&apos;s log.</source>
        <translation>Zacznij od Nowa gra (Ctrl+N): wybierz dwie lub więcej band i biorące udział modele. Każdy atak, znacznik i tura trafia do dziennika gry.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot start the game</source>
        <translation>Nie można rozpocząć gry</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot open the game</source>
        <translation>Nie można otworzyć gry</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The change was not saved</source>
        <translation>Zmiana nie została zapisana</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../gui/help_dialog.py" line="+43"/>
        <source>Undo the last change</source>
        <translation>Cofnij ostatnią zmianę</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export PDF: cards, roster sheet, game report, campaign book</source>
        <translation>Eksport PDF: karty, arkusz bandy, raport z gry, księga kampanii</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Odds Calculator</source>
        <translation>Kalkulator szans</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules Quick Reference (of the open game&apos;s system)</source>
        <translation>Skrót zasad (systemu otwartej gry)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preferences</source>
        <translation>Preferencje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a database</source>
        <translation>Otwórz bazę danych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New database</source>
        <translation>Nowa baza danych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New warband, game or campaign (by the area in view)</source>
        <translation>Nowa banda, gra lub kampania (zależnie od otwartego obszaru)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the one selected</source>
        <translation>Otwórz zaznaczoną pozycję</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate the selected warband</source>
        <translation>Powiel zaznaczoną bandę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected warband</source>
        <translation>Usuń zaznaczoną bandę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import a warband file</source>
        <translation>Importuj plik bandy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the selected warband to a file</source>
        <translation>Eksportuj zaznaczoną bandę do pliku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a member</source>
        <translation>Dodaj członka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equip the selected member</source>
        <translation>Wyposaż zaznaczonego członka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the selected member an upgrade</source>
        <translation>Daj zaznaczonemu członkowi ulepszenie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate the selected member</source>
        <translation>Powiel zaznaczonego członka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected member</source>
        <translation>Usuń zaznaczonego członka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the selected member up</source>
        <translation>Przesuń zaznaczonego członka w górę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the selected member down</source>
        <translation>Przesuń zaznaczonego członka w dół</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everywhere</source>
        <translation>Wszędzie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lists of warbands, games and campaigns</source>
        <translation>Listy band, gier i kampanii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The warband editor</source>
        <translation>Edytor bandy</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In a game and in the wizards</source>
        <translation>W grze i w kreatorach</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alt and the underlined letter presses a button (Alt+N: Next Turn).</source>
        <translation>Alt i podkreślona litera naciska przycisk (Alt+N: Następna tura).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tab moves between the inputs; Enter goes to the wizard&apos;s next page.</source>
        <translation>Tab przechodzi między polami; Enter przechodzi do następnej strony kreatora.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In a picker, type to filter; Up and Down move through the list.</source>
        <translation>W wyborze pisz, by filtrować; strzałki w górę i w dół przechodzą po liście.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;Rosters.&lt;/b&gt; New Warband (Ctrl+N) picks the system, faction and budget. Add members (Ins), equip them (Ctrl+E): costs, the profile as it plays (armour worn) and the roster&apos;s warnings follow every change. Warnings never stop you.</source>
        <translation>&lt;b&gt;Bandy.&lt;/b&gt; Nowa banda (Ctrl+N) wybiera system, frakcję i budżet. Dodawaj członków (Ins), wyposażaj ich (Ctrl+E): koszty, profil taki, jak się gra (z noszonym pancerzem) i ostrzeżenia listy śledzą każdą zmianę. Ostrzeżenia nigdy niczego nie blokują.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Games.&lt;/b&gt; New Game (Ctrl+N in Games) takes two or more warbands. The table shows a row per model: its markers, Down, Out of Action, activated. Attack opens the wizard: weapon and target, the situation with the exact odds, the dice rolled at the table (or let the app roll), and what Finish records in the game&apos;s log.</source>
        <translation>&lt;b&gt;Gry.&lt;/b&gt; Nowa gra (Ctrl+N w Grach) bierze dwie lub więcej band. Tabela pokazuje wiersz na model: znaczniki, Powalony, Wyeliminowany, aktywowany. Atak otwiera kreator: broń i cel, sytuacja z dokładnymi szansami, kości rzucone przy stole (albo rzut aplikacji) i to, co Zakończ zapisze w dzienniku gry.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Undo.&lt;/b&gt; Every change is saved at once and can be undone (Ctrl+Z), in the rosters and in a game; a game reopens exactly where it stopped.</source>
        <translation>&lt;b&gt;Cofnij.&lt;/b&gt; Każda zmiana jest zapisywana od razu i można ją cofnąć (Ctrl+Z), w bandach i w grze; gra otwiera się dokładnie tam, gdzie ją przerwano.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Print.&lt;/b&gt; File › Export PDF (Ctrl+P): warband cards, roster sheets with marker tracks for pen-and-paper play, game reports and campaign books.</source>
        <translation>&lt;b&gt;Druk.&lt;/b&gt; Plik › Eksportuj PDF (Ctrl+P): karty bandy, arkusze bandy z polami na znaczniki do gry na papierze, raporty z gier i księgi kampanii.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Campaigns.&lt;/b&gt; Record each battle (or take it from a finished game), run the post-battle sequence, and follow the league table.</source>
        <translation>&lt;b&gt;Kampanie.&lt;/b&gt; Zapisz każdą bitwę (lub weź ją z zakończonej gry), przeprowadź sekwencję po bitwie i śledź tabelę ligi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Odds.&lt;/b&gt; Tools › Odds Calculator works out any attack of any system without a game, and compares two set-ups.</source>
        <translation>&lt;b&gt;Szanse.&lt;/b&gt; Narzędzia › Kalkulator szans liczy dowolny atak dowolnego systemu bez gry i porównuje dwa ustawienia.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No internet is needed, ever; your data stays on this computer.</source>
        <translation>Internet nigdy nie jest potrzebny; dane zostają na tym komputerze.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Getting started</source>
        <translation>Pierwsze kroki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rules: %s</source>
        <translation>Zasady: %s</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Warband Ledger Help</source>
        <translation>Pomoc Warband Ledger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Help topics</source>
        <translation>Tematy pomocy</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Help page</source>
        <translation>Strona pomocy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find on this page…</source>
        <translation>Znajdź na tej stronie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find on this page</source>
        <translation>Znajdź na tej stronie</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Not on this page</source>
        <translation>Brak na tej stronie</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../gui/campaign/view.py" line="-63"/>
        <source>Join the Campaign</source>
        <translation>Dołącz do kampanii</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warband</source>
        <translation>Banda</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 — moves from %2</source>
        <translation>%1 — przechodzi z %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>who plays it</source>
        <translation>kto nią gra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Warband:</source>
        <translation>&amp;Banda:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player:</source>
        <translation>&amp;Gracz:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warbands of this system and edition. One in another campaign moves here: its battles, results and log stay with that campaign, and it starts here with this campaign&apos;s budget.</source>
        <translation>Bandy tego systemu i edycji. Banda z innej kampanii przechodzi tutaj: jej bitwy, wyniki i dziennik zostają w tamtej kampanii, a tu zaczyna z budżetem tej kampanii.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No other %s warband: make a new one in Rosters first.</source>
        <translation>Brak innej bandy %s: najpierw utwórz nową w Rozpiskach.</translation>
    </message>
</context>
<context>
    <name>LoadoutDialog</name>
    <message>
        <location filename="../../gui/roster/loadout_dialog.py" line="+56"/>
        <source>Compare Weapons: %s</source>
        <translation>Porównaj broń: %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compare Armour: %s</source>
        <translation>Porównaj pancerze: %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attacker</source>
        <translation>Atakujący</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A generic target (set below)</source>
        <translation>Ogólny cel (ustaw poniżej)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A generic attacker (set below)</source>
        <translation>Ogólny atakujący (ustaw poniżej)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The attacker&apos;s weapon</source>
        <translation>Broń atakującego</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target&apos;s armour</source>
        <translation>Pancerz celu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Down</source>
        <translation>&amp;Powalony</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;TOUGH</source>
        <translation>&amp;TOUGH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The attacker&apos;s characteristic</source>
        <translation>Cecha atakującego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind of attack</source>
        <translation>Rodzaj ataku</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Armour:</source>
        <translation>Pancerz:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Characteristic:</source>
        <translation>Cecha:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Against:</source>
        <translation>&amp;Przeciw:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Attacker:</source>
        <translation>&amp;Atakujący:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Weapon:</source>
        <translation>&amp;Broń:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the chart shows</source>
        <translation>Co pokazuje wykres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;hart:</source>
        <translation>&amp;Wykres:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Each option compared</source>
        <translation>Porównanie każdej opcji</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The chosen column for each option</source>
        <translation>Wybrana kolumna dla każdej opcji</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>No model to compare against.</source>
        <translation>Brak modelu do porównania.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No weapon in this faction&apos;s armoury.</source>
        <translation>Brak broni w arsenale tej frakcji.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No armour or shield in this faction&apos;s armoury.</source>
        <translation>Brak pancerzy i tarcz w arsenale tej frakcji.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each weapon of the armoury in %1&apos;s hands, as the attack wizard would start the attack: exact chances, and the same per %2 %3. ⚠: buying it would raise a roster warning (never enforced).</source>
        <translation>Każda broń z arsenału w rękach %1, tak jak zacząłby kreator ataku: dokładne szanse i to samo na %2 %3. ⚠: zakup wywołałby ostrzeżenie rozpiski (nigdy nie blokuje).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 as %2 stands: %3. Each armour and shield in place of what it wears of the same kind: the chance with it, how much it lowers it, and that per %4 %5.</source>
        <translation>%1 przy obecnym wyposażeniu %2: %3. Każdy pancerz i tarcza zamiast noszonych tego samego rodzaju: szansa z nimi, o ile ją obniżają, i to na %4 %5.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gui/app.py" line="+146"/>
        <location filename="../../gui/main_window.py" line="+410"/>
        <source>Cannot open the database</source>
        <translation>Nie można otworzyć bazy danych</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Something went wrong</source>
        <translation>Coś poszło nie tak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

What you were doing was not saved; everything saved before is safe. If it happens again, please report it with the details printed in the terminal.</source>
        <translation>%1

To, co robiłeś, nie zostało zapisane; wszystko zapisane wcześniej jest bezpieczne. Jeśli to się powtórzy, zgłoś to wraz ze szczegółami wypisanymi w terminalu.</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="-287"/>
        <source>Areas</source>
        <translation>Obszary</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opening the database…</source>
        <translation>Otwieranie bazy danych…</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Rosters</source>
        <translation>Rozpiski</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaigns</source>
        <translation>Kampanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catalogs</source>
        <translation>Katalogi</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+431"/>
        <source>New…</source>
        <translation>Nowy…</translation>
    </message>
    <message>
        <location line="-428"/>
        <source>&amp;New Database…</source>
        <translation>&amp;Nowa baza danych…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open Database…</source>
        <translation>&amp;Otwórz bazę danych…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <translation>Otwórz &amp;ostatnie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importuj…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warband or campaign files, catalogs, lists from Trench Companion and New Recruit (.json, .ros, .rosz), BattleScribe data (.gst, .cat)</source>
        <translation>Pliki band lub kampanii, katalogi, składy z Trench Companion i New Recruit (.json, .ros, .rosz), dane BattleScribe (.gst, .cat)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Backups…</source>
        <translation>&amp;Kopie zapasowe…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Eksport do PDF…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Tools</source>
        <translation>&amp;Narzędzia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Odds Calculator…</source>
        <translation>&amp;Kalkulator szans…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The exact odds of any attack, without a game; compare two set-ups</source>
        <translation>Dokładne szanse dowolnego ataku, bez gry; porównanie dwóch ustawień</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Getting Started</source>
        <translation>&amp;Pierwsze kroki</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules Quick Reference</source>
        <translation>&amp;Skrót zasad</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Skróty &amp;klawiszowe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Warband Ledger</source>
        <translation>&amp;O programie Warband Ledger</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The file is no longer there.</source>
        <translation>Tego pliku już nie ma.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Wyczyść listę</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No recent databases</source>
        <translation>Brak ostatnich baz danych</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No database open</source>
        <translation>Brak otwartej bazy danych</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Database: %s</source>
        <translation>Baza danych: %s</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The database file was replaced</source>
        <translation>Plik bazy danych został podmieniony</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open It Again</source>
        <translation>Otwórz ponownie</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The database is damaged</source>
        <translation>Baza danych jest uszkodzona</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Restore the Backup of %s</source>
        <translation>Przywróć kopię z %s</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n backup(s) of this file are kept (File › Backups…); the one offered is the newest that passes SQLite&apos;s integrity check.</source>
        <translation>
            <numerusform>Tego pliku przechowywana jest %n kopia (Plik › Kopie zapasowe…); proponowana to najnowsza, która przechodzi kontrolę spójności SQLite.</numerusform>
            <numerusform>Tego pliku przechowywane są %n kopie (Plik › Kopie zapasowe…); proponowana to najnowsza, która przechodzi kontrolę spójności SQLite.</numerusform>
            <numerusform>Tego pliku przechowywanych jest %n kopii (Plik › Kopie zapasowe…); proponowana to najnowsza, która przechodzi kontrolę spójności SQLite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n backup(s) of this file are kept, and none passes SQLite&apos;s integrity check (File › Backups… lists them).</source>
        <translation>
            <numerusform>Tego pliku przechowywana jest %n kopia i nie przechodzi kontroli spójności SQLite (Plik › Kopie zapasowe… ją pokazuje).</numerusform>
            <numerusform>Tego pliku przechowywane są %n kopie i żadna nie przechodzi kontroli spójności SQLite (Plik › Kopie zapasowe… je pokazuje).</numerusform>
            <numerusform>Tego pliku przechowywanych jest %n kopii i żadna nie przechodzi kontroli spójności SQLite (Plik › Kopie zapasowe… je pokazuje).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open Another…</source>
        <translation>Otwórz inną…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Backups</source>
        <translation>Kopie zapasowe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backups are kept of SQLite database files. A database on a server is backed up with the server&apos;s own tools.</source>
        <translation>Kopie zapasowe tworzy się dla plików baz SQLite. Bazę na serwerze archiwizuje się narzędziami serwera.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot restore the backup</source>
        <translation>Nie można przywrócić kopii</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> The database it replaced is kept as %s.</source>
        <translation> Zastąpiona baza danych została zachowana jako %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backup restored</source>
        <translation>Kopia przywrócona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is back as it was on %2.</source>
        <translation>%1 wrócił do stanu z %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Warband Ledger databases (*.sqlite *.db);;All files (*)</source>
        <translation>Bazy danych Warband Ledger (*.sqlite *.db);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open Database</source>
        <translation>Otwórz bazę danych</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New Database</source>
        <translation>Nowa baza danych</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>File Exists</source>
        <translation>Plik istnieje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s already exists. A new database never replaces a file.

Open the existing file instead?</source>
        <translation>%s już istnieje. Nowa baza danych nigdy nie zastępuje pliku.

Otworzyć zamiast tego istniejący plik?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot create the database</source>
        <translation>Nie można utworzyć bazy danych</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>New &amp;Warband…</source>
        <translation>Nowa &amp;banda…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;Game…</source>
        <translation>Nowa &amp;gra…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;Campaign…</source>
        <translation>Nowa &amp;kampania…</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Game %d</source>
        <translation>Gra %d</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export PDF</source>
        <translation>Eksport do PDF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open or select a warband, open a game, or choose a campaign in the warband list&apos;s filter first.</source>
        <translation>Najpierw otwórz lub zaznacz bandę, otwórz grę albo wybierz kampanię w filtrze listy band.</translation>
    </message>
</context>
<context>
    <name>MatchupDialog</name>
    <message>
        <location filename="../../gui/roster/matchup_dialog.py" line="+147"/>
        <source>Match-up: %s</source>
        <translation>Starcie: %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Against</source>
        <translation>Przeciw</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Who attacks</source>
        <translation>Kto atakuje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Our attacks on them</source>
        <translation>Nasze ataki na nich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their attacks on us</source>
        <translation>Ich ataki na nas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Against:</source>
        <translation>&amp;Przeciw:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Showing:</source>
        <translation>&amp;Pokaż:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each attacker and weapon against each target</source>
        <translation>Każdy atakujący i broń przeciw każdemu celowi</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No other warband of this system to match it against: create or import one first.</source>
        <translation>Brak innej bandy tego systemu do porównania: najpierw utwórz lub zaimportuj jakąś.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save Match-up &amp;Sheet…</source>
        <translation>Zapisz &amp;arkusz starcia…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A PDF of both directions, one landscape page each, to bring to the table</source>
        <translation>PDF w obie strony, po jednej poziomej stronie, do zabrania na stół</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The exact chance that the target is %1 after one attack, standing with no markers, out of cover, at short range, as the attack wizard starts. Bold: the target each weapon is most likely to take out. Hover over a cell for every outcome.</source>
        <translation>Dokładna szansa, że cel będzie: %1 po jednym ataku, gdy stoi bez znaczników, poza osłoną, z bliska, tak jak zaczyna kreator ataku. Pogrubione: cel, którego każda broń najpewniej wyeliminuje. Najedź na pole, by zobaczyć każdy wynik.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Save Match-up Sheet</source>
        <translation>Zapisz arkusz starcia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF files (*.pdf)</source>
        <translation>Pliki PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Match-up sheet</source>
        <translation>Arkusz starcia</translation>
    </message>
</context>
<context>
    <name>MatchupModel</name>
    <message>
        <location line="-214"/>
        <source>Attacker</source>
        <translation>Atakujący</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weapon</source>
        <translation>Broń</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 with %2 (%3) at %4</source>
        <translation>%1: %2 (%3) na %4</translation>
    </message>
</context>
<context>
    <name>MemberTableModel</name>
    <message>
        <location filename="../../gui/roster/models.py" line="+274"/>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model type</source>
        <translation>Typ modelu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equipment</source>
        <translation>Wyposażenie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>captain</source>
        <translation>kapitan</translation>
    </message>
</context>
<context>
    <name>ModelControls</name>
    <message>
        <location filename="../../gui/game/model_panels.py" line="+55"/>
        <source>no equipment</source>
        <translation>bez wyposażenia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fireteam: %s</source>
        <translation>drużyna ogniowa: %s</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Remove one %s from %s</source>
        <translation>Usuń jeden %s: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one %s to %s</source>
        <translation>Dodaj jeden %s: %s</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%s is aiming at</source>
        <translation>%s celuje w</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not aiming</source>
        <translation>nie celuje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>aiming at %s</source>
        <translation>celuje w %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Attack…</source>
        <translation>&amp;Atak…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack with %s</source>
        <translation>Atak: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A&amp;ction…</source>
        <translation>A&amp;kcja…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dash, Climb, Jump, Charge, Fall, Dangerous terrain, Stand up, Retreat</source>
        <translation>Sprint, Wspinaczka, Skok, Szarża, Upadek, Niebezpieczny teren, Wstawanie, Odwrót</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action of %s</source>
        <translation>Akcja: %s</translation>
    </message>
</context>
<context>
    <name>NewCampaignDialog</name>
    <message>
        <location filename="../../gui/campaign/area.py" line="-139"/>
        <source>New Campaign</source>
        <translation>Nowa kampania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. The Siege of Jericho</source>
        <translation>np. Oblężenie Jerycha</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Organiser&apos;s notes: house rules, schedule, venue</source>
        <translation>Notatki organizatora: zasady domowe, terminarz, miejsce</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;System:</source>
        <translation>&amp;System:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Edycja:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;otes:</source>
        <translation>N&amp;otatki:</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../gui/game/area.py" line="-247"/>
        <source>New Game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scenario</source>
        <translation>Scenariusz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. Hold the Ruins</source>
        <translation>np. Utrzymaj ruiny</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Warbands and the members taking part</source>
        <translation>Bandy i biorący udział członkowie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warbands and members</source>
        <translation>Bandy i członkowie</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;System:</source>
        <translation>&amp;System:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Edycja:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;cenario:</source>
        <translation>S&amp;cenariusz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date:</source>
        <translation>&amp;Data:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ampaign:</source>
        <translation>K&amp;ampania:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>— none —</source>
        <translation>— brak —</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>⚠ %1 — roster warnings: %2%3</source>
        <translation>⚠ %1 — ostrzeżenia rozpiski: %2%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game can start anyway; the roster editor shows them all.</source>
        <translation>Grę można mimo to zacząć; edytor rozpiski pokazuje je wszystkie.</translation>
    </message>
</context>
<context>
    <name>NewWarbandDialog</name>
    <message>
        <location filename="../../gui/roster/new_warband.py" line="+39"/>
        <source>New Warband</source>
        <translation>Nowa banda</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>e.g. Pilgrims of Ypres</source>
        <translation>np. Pielgrzymi z Ypres</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;System:</source>
        <translation>&amp;System:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Edycja:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Faction:</source>
        <translation>&amp;Frakcja:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Wariant:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Budget:</source>
        <translation>&amp;Budżet:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Campaign:</source>
        <translation>&amp;Kampania:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>— none —</source>
        <translation>— brak —</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Follows %1.</source>
        <translation>Według: %1.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>— none (the faction itself) —</source>
        <translation>— brak (sama frakcja) —</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Its rules: %1</source>
        <translation>Jego zasady: %1</translation>
    </message>
</context>
<context>
    <name>OddsCalculator</name>
    <message>
        <location filename="../../gui/odds_calculator.py" line="+96"/>
        <source>Odds Calculator</source>
        <translation>Kalkulator szans</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edition</source>
        <translation>Edycja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Compare with a second set-up</source>
        <translation>&amp;Porównaj z drugim ustawieniem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy A to &amp;B</source>
        <translation>Kopiuj A do &amp;B</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;System:</source>
        <translation>&amp;System:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Edycja:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Set-up A</source>
        <translation>Ustawienie A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set-up B</source>
        <translation>Ustawienie B</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The two set-ups compared</source>
        <translation>Porównanie obu ustawień</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Notes of set-up A</source>
        <translation>Uwagi do ustawienia A</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Notes (set-up A):</source>
        <translation>&amp;Uwagi (ustawienie A):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Roll Set-up A</source>
        <translation>&amp;Rzuć ustawienie A</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many dice</source>
        <translation>Ile kości</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which dice</source>
        <translation>Jakie kości</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll &amp;Dice</source>
        <translation>Rzuć &amp;kośćmi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the dice did</source>
        <translation>Co wyrzuciły kości</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Rolled by the app, seed %d.</source>
        <translation>Rzut aplikacji, ziarno %d.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1d%2: %3 (total %4)</source>
        <translation>%1k%2: %3 (suma %4)</translation>
    </message>
</context>
<context>
    <name>OddsChart</name>
    <message>
        <location filename="../../gui/widgets/odds_chart.py" line="+24"/>
        <source>Odds of each outcome</source>
        <translation>Szanse każdego wyniku</translation>
    </message>
</context>
<context>
    <name>PairingDialog</name>
    <message>
        <location filename="../../gui/campaign/event_day.py" line="+12"/>
        <source>Pair Round %d</source>
        <translation>Paruj rundę %d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawn from the league table: league points, then victory points; nobody meets a warband twice while the round allows it; the bye goes to the lowest ranked of those with the fewest byes. To change it, select two warbands and Swap.</source>
        <translation>Z tabeli ligi: punkty ligowe, potem punkty zwycięstwa; nikt nie gra z tą samą bandą dwa razy, póki runda na to pozwala; pauzę dostaje najniżej sklasyfikowany spośród tych z najmniejszą liczbą pauz. Aby zmienić, zaznacz dwie bandy i Zamień.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pairings</source>
        <translation>Pary</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warband</source>
        <translation>Banda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Met before</source>
        <translation>Już grali</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Swap</source>
        <translation>&amp;Zamień</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Publish Round %d</source>
        <translation>&amp;Opublikuj rundę %d</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>⚠ yes</source>
        <translation>⚠ tak</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bye</source>
        <translation>pauza</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n pair(s) met before.</source>
        <translation>
            <numerusform>%n para już ze sobą grała.</numerusform>
            <numerusform>%n pary już ze sobą grały.</numerusform>
            <numerusform>%n par już ze sobą grało.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PickerDialog</name>
    <message>
        <location filename="../../gui/roster/pickers.py" line="+151"/>
        <source>Type to filter…</source>
        <translation>Pisz, aby filtrować…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter</source>
        <translation>Filtr</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Nothing matches.</source>
        <translation>Nic nie pasuje.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No name matches; rows matched by another column are listed: ↓ or a click picks one.</source>
        <translation>Żadna nazwa nie pasuje; pokazano wiersze znalezione w innej kolumnie: ↓ lub kliknięcie wybiera jeden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⚠ The first row breaks a rule: ↓ or a click picks it anyway.</source>
        <translation>⚠ Pierwszy wiersz łamie zasadę: ↓ lub kliknięcie i tak go wybiera.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Comes with: %s.</source>
        <translation>W wyposażeniu: %s.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Already %1: at most %2 (RC-3 min/max)</source>
        <translation>Już %1: najwyżej %2 (RC-3 min/max)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>On %1: %2.</source>
        <translation>Na %1: %2.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>found by exploration</source>
        <translation>znalezione podczas eksploracji</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A campaign&apos;s reward: found by the Exploration step, never bought</source>
        <translation>Nagroda kampanii: znajdowana w kroku Eksploracji, nigdy kupowana</translation>
    </message>
</context>
<context>
    <name>PostBattleDialog</name>
    <message>
        <location filename="../../gui/campaign/post_battle_dialog.py" line="+57"/>
        <source>Steps taken</source>
        <translation>Wykonane kroki</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo Last Step</source>
        <translation>&amp;Cofnij ostatni krok</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+39"/>
        <source>&amp;Next Step ▶</source>
        <translation>&amp;Następny krok ▶</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Post-Battle: %s</source>
        <translation>Po bitwie: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;%1&lt;/b&gt; after round %2 (%3) — step %4 of 6: &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; po rundzie %2 (%3) — krok %4 z 6: &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Finish</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> (undone)</source>
        <translation> (cofnięte)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Models taken Out of Action</source>
        <translation>Modele wyeliminowane</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trauma dice</source>
        <translation>Kości urazu</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+434"/>
        <source>Roll for &amp;Me</source>
        <translation>Rzuć za &amp;mnie</translation>
    </message>
    <message>
        <location line="-432"/>
        <source>&amp;Apply Trauma</source>
        <translation>&amp;Zastosuj uraz</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+109"/>
        <source>Dice:</source>
        <translation>Kości:</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>Every model taken Out of Action rolls. A troop: one D6, dead on 1–2. An elite: a D66 (tens, then units) on the trauma table, and a battle scar; the third scar means unfit for duty, its kit to the arsenal.</source>
        <translation>Rzuca każdy wyeliminowany model. Żołnierz: jedna K6, ginie na 1–2. Elita: K66 (dziesiątki, potem jedności) w tabeli urazów i blizna bitewna; trzecia blizna oznacza niezdolność do służby, a jego wyposażenie trafia do arsenału.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>elite</source>
        <translation>elita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>troop</source>
        <translation>żołnierz</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Nobody left to roll: go on to the next step.</source>
        <translation>Nikt nie rzuca: przejdź do następnego kroku.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: one D6 — dead %2, recovers %3.</source>
        <translation>%1: jedna K6 — ginie %2, wraca do zdrowia %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: a D66 — </source>
        <translation>%1: K66 — </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; Dead %s.</source>
        <translation>; Ginie %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is its third scar: it will be unfit for duty.</source>
        <translation>To jego trzecia blizna: będzie niezdolny do służby.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Award Experience to Everyone Who Took Part</source>
        <translation>&amp;Przyznaj doświadczenie wszystkim uczestnikom</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Promotion of a troop (TC-C5)</source>
        <translation>Awans żołnierza (TC-C5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Troops and their promotion dice</source>
        <translation>Żołnierze i ich kości awansu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Promotion dice</source>
        <translation>Kości awansu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The faces, in the order of the ticked troops</source>
        <translation>Wyniki w kolejności zaznaczonych żołnierzy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll for Me</source>
        <translation>Rzuć za mnie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll &amp;Promotion</source>
        <translation>Rzuć na &amp;awans</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Advancement (TC-C3, TC-C4)</source>
        <translation>Rozwój (TC-C3, TC-C4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elite with an advancement roll</source>
        <translation>Elita z rzutem na rozwój</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Skill table %d</source>
        <translation>Tabela umiejętności %d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2D6 on table %d</source>
        <translation>2K6 w tabeli %d</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll 2D6 Twice for Me</source>
        <translation>Rzuć za mnie dwa razy 2K6</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Skill to learn</source>
        <translation>Umiejętność do nauczenia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Patron skill</source>
        <translation>Umiejętność patrona</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Learn Skill</source>
        <translation>&amp;Naucz umiejętności</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Elite:</source>
        <translation>Elita:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table %d and 2D6:</source>
        <translation>Tabela %d i 2K6:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep:</source>
        <translation>Zachowaj:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patron&apos;s skill:</source>
        <translation>Umiejętność patrona:</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Awarded.</source>
        <translation>Przyznano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Will give: </source>
        <translation>Da: </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no elite took part</source>
        <translation>żadna elita nie brała udziału</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%1 (%2 XP, %n roll(s))</source>
        <translation>
            <numerusform>%1 (%2 PD, rzuty: %n)</numerusform>
            <numerusform>%1 (%2 PD, rzuty: %n)</numerusform>
            <numerusform>%1 (%2 PD, rzuty: %n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The promotion pool has been rolled.</source>
        <translation>Pula awansów została rzucona.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pool: %d dice (one, one for a win, one per Glorious Deed); up to two dice a troop, three for a troop with a Glorious Deed of its own.</source>
        <translation>Pula: %d kości (jedna, jedna za zwycięstwo, jedna za każdy Chwalebny Czyn); najwyżej dwie kości na żołnierza, trzy dla żołnierza z własnym Chwalebnym Czynem.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tick the troops to roll for. Dice and chance of a 6: </source>
        <translation>Zaznacz żołnierzy, za których rzucasz. Kości i szansa na 6: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; someone promoted: %s.</source>
        <translation>; ktoś awansuje: %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick the troops to roll for.</source>
        <translation>Zaznacz żołnierzy, za których rzucasz.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No elite has an advancement roll to make.</source>
        <translation>Żadna elita nie ma rzutu na rozwój.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 offers %3 (most likely: %4)</source>
        <translation>%1: %2 daje %3 (najbardziej prawdopodobne: %4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing new</source>
        <translation>nic nowego</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&amp;Call for Reinforcements</source>
        <translation>&amp;Wezwij posiłki</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Optional. A warband that calls for reinforcements skips Exploration and the Quartermaster this time. Enter the ducats granted; or go on with Next Step.</source>
        <translation>Opcjonalne. Banda, która wzywa posiłki, tym razem pomija Eksplorację i Kwatermistrza. Podaj przyznane dukaty albo przejdź dalej przez Następny krok.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ducats granted:</source>
        <translation>Przyznane dukaty:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes:</source>
        <translation>Notatki:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Or a find by hand</source>
        <translation>Albo znalezisko wpisane ręcznie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A find by hand</source>
        <translation>Znalezisko wpisane ręcznie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>what the warband found</source>
        <translation>co banda znalazła</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Item found</source>
        <translation>Znaleziony przedmiot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no item)</source>
        <translation>(brak przedmiotu)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Record Find</source>
        <translation>&amp;Zapisz znalezisko</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find:</source>
        <translation>Znalezisko:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+73"/>
        <source>Dice rolled:</source>
        <translation>Wyrzucone kości:</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Ducats:</source>
        <translation>Dukaty:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glory:</source>
        <translation>Chwała:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Item (to the arsenal):</source>
        <translation>Przedmiot (do arsenału):</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Exploration: %1D6 after %n battle(s), on %2</source>
        <translation>
            <numerusform>Eksploracja: %1K6 po %n bitwie, na %2</numerusform>
            <numerusform>Eksploracja: %1K6 po %n bitwach, na %2</numerusform>
            <numerusform>Eksploracja: %1K6 po %n bitwach, na %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The campaign&apos;s exploration table (%s)</source>
        <translation>Tabela eksploracji kampanii (%s)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>nothing found</source>
        <translation>nic nie znaleziono</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exploration dice</source>
        <translation>Kości eksploracji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%d D6, as rolled (D66: tens first)</source>
        <translation>%d K6, jak wypadły (K66: najpierw dziesiątki)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Added by skills and items</source>
        <translation>Dodane przez umiejętności i przedmioty</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table</source>
        <translation>Tabela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(the one the score finds)</source>
        <translation>(ta, którą wskazuje wynik)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Option taken</source>
        <translation>Wybrana opcja</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Member who learns the skill</source>
        <translation>Członek, który uczy się umiejętności</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Explore</source>
        <translation>&amp;Eksploruj</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Added by skills and items:</source>
        <translation>Dodane przez umiejętności i przedmioty:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table:</source>
        <translation>Tabela:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Option:</source>
        <translation>Opcja:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Learns a skill:</source>
        <translation>Uczy się umiejętności:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>loot %d ducats</source>
        <translation>łup %d dukatów</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%d: nothing found</source>
        <translation>%d: nic nie znaleziono</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%d ducats</source>
        <translation>%d dukatów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%d glory</source>
        <translation>%d chwały</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%s joins</source>
        <translation>%s dołącza</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the skill %s</source>
        <translation>umiejętność %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the exploration skill %s</source>
        <translation>umiejętność eksploracji %s</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>(nobody)</source>
        <translation>(nikt)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Name of the recruit</source>
        <translation>Imię rekruta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name (optional)</source>
        <translation>imię (opcjonalnie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Item to buy</source>
        <translation>Przedmiot do kupienia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy for</source>
        <translation>Kup dla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kit</source>
        <translation>Wyposażenie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to</source>
        <translation>Przenieś do</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model to recruit</source>
        <translation>Model do zwerbowania</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Buy</source>
        <translation>&amp;Kup</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Sell at Half Value</source>
        <translation>&amp;Sprzedaj za pół ceny</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Move</source>
        <translation>&amp;Przenieś</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Recruit</source>
        <translation>&amp;Zwerbuj</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Buy:</source>
        <translation>Kup:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kit:</source>
        <translation>Wyposażenie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move it to:</source>
        <translation>Przenieś do:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recruit:</source>
        <translation>Zwerbuj:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Bank: %1 ducats, %2 glory · arsenal: %3</source>
        <translation>Skarbiec: %1 dukatów, %2 chwały · arsenał: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty</source>
        <translation>pusty</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the arsenal</source>
        <translation>arsenał</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%s (arsenal)</source>
        <translation>%s (arsenał)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Cost %1 ducats; threshold for the next battle %2; field strength %3.</source>
        <translation>Koszt %1 dukatów; próg na następną bitwę %2; siła w polu %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⚠ Over the threshold: move models to the reserve or sell kit.</source>
        <translation>⚠ Ponad progiem: przenieś modele do rezerwy albo sprzedaj wyposażenie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No warnings. Finish to close the sequence.</source>
        <translation>Brak ostrzeżeń. Zakończ zamyka sekwencję.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The post-battle sequence is finished. Ready for the next game!</source>
        <translation>Sekwencja po bitwie zakończona. Gotowi na następną grę!</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <location filename="../../gui/catalog/data_import.py" line="+21"/>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
</context>
<context>
    <name>RosterImportDialog</name>
    <message>
        <location filename="../../gui/roster/import_report.py" line="+60"/>
        <source>Import %1</source>
        <translation>Importuj %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Faction or variant</source>
        <translation>Frakcja lub wariant</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Read as &amp;faction:</source>
        <translation>Czytaj jako &amp;frakcję:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>Co</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the file</source>
        <translation>W pliku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here</source>
        <translation>Tutaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How</source>
        <translation>Jak</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Every line of the file</source>
        <translation>Każda pozycja pliku</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import as a new warband</source>
        <translation>Importuj jako nową bandę</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What updating changes</source>
        <translation>Co zmieni aktualizacja</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import</source>
        <translation>Importuj</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Report</source>
        <translation>Kopiuj raport</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the report as text, to paste into a message</source>
        <translation>Skopiuj raport jako tekst, aby wkleić go do wiadomości</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Update “%1”, which this list made before</source>
        <translation>Zaktualizuj „%1”, utworzoną wcześniej z tego składu</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: “%2”, %3 models, %4 (%5)</source>
        <translation>%1: „%2”, modeli: %3, %4 (%5)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cost here: %1.</source>
        <translation>Koszt tutaj: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the file: %1.</source>
        <translation>W pliku: %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the warband</source>
        <translation>banda</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Nothing changes.</source>
        <translation>Nic się nie zmienia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not imported</source>
        <translation>nie zaimportowano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a choice of the warband</source>
        <translation>wybór bandy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a find of the warband</source>
        <translation>znalezisko bandy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the notes</source>
        <translation>w notatkach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kept by name</source>
        <translation>zachowano po nazwie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What “%1” becomes</source>
        <translation>Czym stanie się „%1”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave it out</source>
        <translation>Pomiń</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep as a custom entry (the file&apos;s profile)</source>
        <translation>Zachowaj jako własny wpis (profil z pliku)</translation>
    </message>
</context>
<context>
    <name>RostersArea</name>
    <message>
        <location filename="../../gui/roster/area.py" line="+56"/>
        <source>Warband and campaign files (*.warband.json *.campaign.json *.json);;All files (*)</source>
        <translation>Pliki band i kampanii (*.warband.json *.campaign.json *.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Warband file (*.warband.json)</source>
        <translation>Plik bandy (*.warband.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Trench Companion export (*.json)</source>
        <translation>Eksport Trench Companion (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New Recruit roster (*.rosz)</source>
        <translation>Skład New Recruit (*.rosz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BattleScribe roster (*.ros)</source>
        <translation>Skład BattleScribe (*.ros)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plain text (*.txt)</source>
        <translation>Zwykły tekst (*.txt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warband, campaign and roster files (*.json *.ros *.rosz);;BattleScribe data (*.gst *.cat *.gstz *.catz);;All files (*)</source>
        <translation>Pliki band, kampanii i składów (*.json *.ros *.rosz);;Dane BattleScribe (*.gst *.cat *.gstz *.catz);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Warbands</source>
        <translation>Bandy</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Search by name…</source>
        <translation>Szukaj po nazwie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search warbands by name</source>
        <translation>Szukaj band po nazwie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Filter by system</source>
        <translation>Filtruj po systemie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter by faction</source>
        <translation>Filtruj po frakcji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter by campaign</source>
        <translation>Filtruj po kampanii</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;New Warband…</source>
        <translation>&amp;Nowa banda…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Warband (Ctrl+N)</source>
        <translation>Nowa banda (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Otwórz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplikuj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Usuń…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importuj…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport…</source>
        <translation>&amp;Eksportuj…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the warband: our warband file, Trench Companion&apos;s Export Data, a New Recruit roster (.rosz/.ros) or plain text</source>
        <translation>Zapisz bandę: nasz plik bandy, Export Data Trench Companion, skład New Recruit (.rosz/.ros) lub zwykły tekst</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Text…</source>
        <translation>&amp;Tekst…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The warband as text to copy into a chat message</source>
        <translation>Banda jako tekst do skopiowania do wiadomości na czacie</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No warbands yet</source>
        <translation>Nie ma jeszcze band</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create one with New Warband (Ctrl+N), or import a .warband.json file or a Trench Companion export with Import (Ctrl+I) — or drop the file on this window.</source>
        <translation>Utwórz ją przez Nowa banda (Ctrl+N) albo zaimportuj plik .warband.json lub eksport z Trench Companion przez Importuj (Ctrl+I) — albo upuść plik na to okno.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>All systems</source>
        <translation>Wszystkie systemy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All campaigns</source>
        <translation>Wszystkie kampanie</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>All factions</source>
        <translation>Wszystkie frakcje</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n warband(s)</source>
        <translation>
            <numerusform>%n banda</numerusform>
            <numerusform>%n bandy</numerusform>
            <numerusform>%n band</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 warbands shown</source>
        <translation>Pokazano %1 z %2 band</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Cannot create the warband</source>
        <translation>Nie można utworzyć bandy</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot open the warband</source>
        <translation>Nie można otworzyć bandy</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The change was not saved</source>
        <translation>Zmiana nie została zapisana</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot show the match-up</source>
        <translation>Nie można pokazać starcia</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot duplicate the warband</source>
        <translation>Nie można zduplikować bandy</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete Warband</source>
        <translation>Usuń bandę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete “%s” and all its members? This cannot be undone.</source>
        <translation>Usunąć „%s” i wszystkich jej członków? Tego nie można cofnąć.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot delete the warband</source>
        <translation>Nie można usunąć bandy</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+61"/>
        <source>Import</source>
        <translation>Importuj</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>%s: not imported (cancelled).</source>
        <translation>%s: nie zaimportowano (anulowano).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%s was not imported:
%s</source>
        <translation>%s nie został zaimportowany:
%s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Updated “%s” from %s.</source>
        <translation>Zaktualizowano „%s” z %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imported “%s” from %s.</source>
        <translation>Zaimportowano „%s” z %s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Imported the catalog “%s”.</source>
        <translation>Zaimportowano katalog „%s”.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%s was not imported: it conflicts with this database:</source>
        <translation>%s nie został zaimportowany: jest w konflikcie z tą bazą danych:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Merged the campaign “%1”: %2.</source>
        <translation>Scalono kampanię „%1”: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing new</source>
        <translation>nic nowego</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not matched to the catalog, left out:</source>
        <translation>Nie dopasowano do katalogu, pominięto:</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Export Warband</source>
        <translation>Eksportuj bandę</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot export the warband</source>
        <translation>Nie można wyeksportować bandy</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../gui/campaign/settings.py" line="-329"/>
        <source>Campaign Settings</source>
        <translation>Ustawienia kampanii</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Organiser&apos;s notes:</source>
        <translation>&amp;Notatki organizatora:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points for a &amp;win:</source>
        <translation>Punkty za &amp;wygraną:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for a &amp;draw:</source>
        <translation>Punkty za &amp;remis:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for a &amp;loss:</source>
        <translation>Punkty za &amp;porażkę:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A bye scores as</source>
        <translation>Pauza liczy się jako</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a win</source>
        <translation>wygrana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a loss (no points)</source>
        <translation>porażka (bez punktów)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A &amp;bye scores as:</source>
        <translation>&amp;Pauza liczy się jako:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Starting budget (ducats):</source>
        <translation>&amp;Budżet początkowy (dukaty):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Threshold rises per battle by:</source>
        <translation>&amp;Próg rośnie z każdą bitwą o:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scenarios</source>
        <translation>Scenariusze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glorious Deeds</source>
        <translation>Chwalebne Czyny</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>one a line</source>
        <translation>jeden w wierszu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;cenarios:</source>
        <translation>S&amp;cenariusze:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glorious &amp;Deeds:</source>
        <translation>Chwalebne &amp;Czyny:</translation>
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="+29"/>
        <source>Preferences</source>
        <translation>Preferencje</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As the system</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Print each keyword&apos;s rule text on warband cards</source>
        <translation>Drukuj zasadę każdego słowa kluczowego na kartach bandy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn off to leave more room on the cards when the players know the rules</source>
        <translation>Wyłącz, by zostawić więcej miejsca na kartach, gdy gracze znają zasady</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copies of the database made before upgrades, once a day and on demand</source>
        <translation>Kopie bazy danych robione przed aktualizacjami, raz dziennie i na żądanie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The system&apos;s (%s)</source>
        <translation>Systemowy (%s)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The interface and PDFs; applies after a restart.</source>
        <translation>Interfejs i pliki PDF; działa po ponownym uruchomieniu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Motyw:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%s edition:</source>
        <translation>Edycja %s:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paper size for PDFs:</source>
        <translation>&amp;Format papieru PDF:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Backups to keep:</source>
        <translation>&amp;Kopie do zachowania:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Data folder:</source>
        <translation>Folder danych:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none open</source>
        <translation>żadna nie jest otwarta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Database:</source>
        <translation>Baza danych:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language is used from the next start of Warband Ledger.</source>
        <translation>Nowy język będzie używany od następnego uruchomienia Warband Ledger.</translation>
    </message>
</context>
<context>
    <name>ShareTextDialog</name>
    <message>
        <location filename="../../gui/roster/share_text.py" line="+28"/>
        <source>Warband as Text</source>
        <translation>Banda jako tekst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Compact (one line a model)</source>
        <translation>&amp;Zwięźle (jeden wiersz na model)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The warband as text</source>
        <translation>Banda jako tekst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the text, to paste into a message</source>
        <translation>Skopiuj tekst, aby wkleić go do wiadomości</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save…</source>
        <translation>&amp;Zapisz…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Save Text</source>
        <translation>Zapisz tekst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text (*.txt)</source>
        <translation>Tekst (*.txt)</translation>
    </message>
</context>
<context>
    <name>ShortHeading</name>
    <message>
        <location filename="../../gui/game/model_panels.py" line="+117"/>
        <source>BLOOD</source>
        <translation>KREW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLESS.</source>
        <translation>BŁOG.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INFECT.</source>
        <translation>INFEK.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Powal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>Out</source>
        <translation>Wyelim.</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+5"/>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+7"/>
        <source>Wounds</source>
        <translation>Rany</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+4"/>
        <source>Lost</source>
        <translation>Straty</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Gone</source>
        <translation>Zniszcz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Champ.</source>
        <translation>Czemp.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Struct.</source>
        <translation>Strukt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jam</source>
        <translation>Zacięta</translation>
    </message>
</context>
<context>
    <name>SideEditor</name>
    <message>
        <location filename="../../gui/campaign/battle_dialog.py" line="-296"/>
        <source>Warband</source>
        <translation>Banda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Glory the warband won in this battle: credited to its glory bank when the battle is recorded (taken back if the battle is deleted) and counted in the league table.</source>
        <translation>Chwała zdobyta przez bandę w tej bitwie: dopisana do jej skarbca chwały przy zapisie bitwy (odjęta, jeśli bitwa zostanie usunięta) i liczona w tabeli ligi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Own models taken Out of Action</source>
        <translation>Własne modele wyeliminowane</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Models with a Glorious Deed</source>
        <translation>Modele z Chwalebnym Czynem</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warband:</source>
        <translation>Banda:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result:</source>
        <translation>Wynik:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VP</source>
        <translation>PZ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glorious Deeds</source>
        <translation>Chwalebne Czyny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enemies taken out</source>
        <translation>Wyeliminowani wrogowie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glory to the bank</source>
        <translation>Chwała do skarbca</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Glorious Deeds picked</source>
        <translation>Wybrane Chwalebne Czyny</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+59"/>
        <source>Glorious Deed</source>
        <translation>Chwalebny Czyn</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+63"/>
        <source>By</source>
        <translation>Kto</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Add a &amp;Deed</source>
        <translation>Dodaj &amp;czyn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove Deed</source>
        <translation>Usuń czyn</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taken Out of Action:</source>
        <translation>Wyeliminowani:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glorious Deeds by:</source>
        <translation>Chwalebne Czyny:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Glorious Deeds:</source>
        <translation>Chwalebne Czyny:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The number of deeds picked below</source>
        <translation>Liczba czynów wybranych poniżej</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the warband</source>
        <translation>banda</translation>
    </message>
</context>
<context>
    <name>SideTable</name>
    <message>
        <location filename="../../gui/game/model_panels.py" line="+26"/>
        <location line="+2"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Attack</source>
        <translation>Atak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attack with %s: the attack wizard</source>
        <translation>Atak: %s — kreator ataku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Akcja</translation>
    </message>
</context>
<context>
    <name>SpecForm</name>
    <message>
        <location filename="../../gui/game/attack_wizard.py" line="-82"/>
        <source>Situation</source>
        <translation>Sytuacja</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Attack</source>
        <translation>Atak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weapon</source>
        <translation>Broń</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Markers</source>
        <translation>Znaczniki</translation>
    </message>
</context>
<context>
    <name>StandingsWindow</name>
    <message>
        <location filename="../../gui/campaign/event_day.py" line="+33"/>
        <location line="+4"/>
        <source>Standings: %s</source>
        <translation>Tabela: %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Warband</source>
        <translation>Banda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VP</source>
        <translation>PZ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Standings</source>
        <translation>Tabela</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Esc closes · F11 full screen or not</source>
        <translation>Esc zamyka · F11 pełny ekran lub nie</translation>
    </message>
</context>
<context>
    <name>VariantDialog</name>
    <message>
        <location filename="../../gui/roster/variant_dialog.py" line="+29"/>
        <source>Faction and Variant of %1</source>
        <translation>Frakcja i wariant: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Faction or variant</source>
        <translation>Frakcja lub wariant</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>What changes</source>
        <translation>Co się zmienia</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play as:</source>
        <translation>&amp;Graj jako:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What changes:</source>
        <translation>Co się zmienia:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Its rules: %1</source>
        <translation>Jego zasady: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The base faction: no variant&apos;s rules.</source>
        <translation>Frakcja bazowa: bez zasad wariantu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The warband plays as this now.</source>
        <translation>Banda już tak gra.</translation>
    </message>
</context>
<context>
    <name>WarbandDocument</name>
    <message>
        <location filename="../../gui/roster/document.py" line="+105"/>
        <source>Rename warband to “%s”</source>
        <translation>Zmień nazwę bandy na „%s”</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add %s</source>
        <translation>Dodaj %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove %s</source>
        <translation>Usuń %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duplicate %s</source>
        <translation>Duplikuj %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move %s</source>
        <translation>Przenieś %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rename %s to %s</source>
        <translation>Zmień nazwę %s na %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Equip %s on %s</source>
        <translation>Wyposaż w %s: %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take %s from %s</source>
        <translation>Zabierz %s: %s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Give %s to %s</source>
        <translation>Daj %s: %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove %s from %s</source>
        <translation>Usuń %s: %s</translation>
    </message>
</context>
<context>
    <name>WarbandEditor</name>
    <message>
        <location filename="../../gui/roster/editor.py" line="+71"/>
        <source>◀ All warbands</source>
        <translation>◀ Wszystkie bandy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the list of warbands</source>
        <translation>Powrót do listy band</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this warband as a .warband.json file</source>
        <translation>Zapisz tę bandę jako plik .warband.json</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Match-up…</source>
        <translation>&amp;Starcie…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every attacker and weapon of this warband against every model of another: the exact odds as a heat map, and a sheet to print</source>
        <translation>Każdy atakujący i każda broń tej bandy przeciw każdemu modelowi innej: dokładne szanse jako mapa cieplna i arkusz do druku</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Warband name</source>
        <translation>Nazwa bandy</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>C&amp;hange…</source>
        <translation>Zmi&amp;eń…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the warband as another variant of its faction, or as the base faction</source>
        <translation>Graj bandą jako innym wariantem jej frakcji lub jako frakcją bazową</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Patron</source>
        <translation>Patron</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Patron:</source>
        <translation>&amp;Patron:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ed&amp;it…</source>
        <translation>Edy&amp;tuj…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The warband&apos;s own choices (a sin, a title, a variant&apos;s pick) and its finds</source>
        <translation>Własne wybory bandy (grzech, tytuł, wybór wariantu) i jej znaleziska</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the warband owes; debts are taken and paid in its campaign</source>
        <translation>Ile banda jest winna; długi zaciąga się i spłaca w jej kampanii</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Notes</source>
        <translation>Notatki</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save notes</source>
        <translation>Zapisz notatki</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Warband</source>
        <translation>Banda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System:</source>
        <translation>System:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Faction:</source>
        <translation>Frakcja:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choices:</source>
        <translation>Wybory:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Budget:</source>
        <translation>&amp;Budżet:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Ducat bank:</source>
        <translation>Skarbiec &amp;dukatów:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Glory bank:</source>
        <translation>Skarbiec &amp;chwały:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Owes:</source>
        <translation>Winna:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes:</source>
        <translation>Notatki:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Members</source>
        <translation>Członkowie</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Add Member…</source>
        <translation>&amp;Dodaj członka…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Equip…</source>
        <translation>&amp;Wyposaż…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Upgrade…</source>
        <translation>&amp;Ulepsz…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplikuj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move U&amp;p</source>
        <translation>Przesuń w &amp;górę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move Do&amp;wn</source>
        <translation>Przesuń w &amp;dół</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Member</source>
        <translation>Członek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Equipment</source>
        <translation>Wyposażenie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take Off</source>
        <translation>Zdejmij</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Upgrades</source>
        <translation>Ulepszenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove Upgrade</source>
        <translation>Usuń ulepszenie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Experience</source>
        <translation>Doświadczenie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Skills</source>
        <translation>Umiejętności</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Separate several skills with commas</source>
        <translation>Kilka umiejętności oddziel przecinkami</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Battle scars</source>
        <translation>Blizny bitewne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Separate several battle scars with commas</source>
        <translation>Kilka blizn oddziel przecinkami</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Status</source>
        <translation>Stan</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fireteam</source>
        <translation>Drużyna ogniowa</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+350"/>
        <source>Two models with the same fireteam activate together (FIRETEAM)</source>
        <translation>Dwa modele z tej samej drużyny ogniowej aktywują się razem (FIRETEAM)</translation>
    </message>
    <message>
        <location line="-347"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Models in the unit</source>
        <translation>Modele w oddziale</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>E&amp;quipment:</source>
        <translation>&amp;Wyposażenie:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Every weapon of the armoury in this member&apos;s hands against a target: exact odds</source>
        <translation>Każda broń z arsenału w rękach tego członka przeciw celowi: dokładne szanse</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>&amp;Compare Weapons…</source>
        <translation>Porównaj &amp;broń…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Compare Arm&amp;our…</source>
        <translation>Porównaj pan&amp;cerze…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every armour and shield of the armoury on this member against an attacker</source>
        <translation>Każdy pancerz i tarcza z arsenału na tym członku przeciw atakującemu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Up&amp;grades:</source>
        <translation>&amp;Ulepszenia:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unit si&amp;ze:</source>
        <translation>&amp;Liczebność oddziału:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>E&amp;xperience:</source>
        <translation>&amp;Doświadczenie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;kills:</source>
        <translation>U&amp;miejętności:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle &amp;scars:</source>
        <translation>&amp;Blizny bitewne:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatus:</source>
        <translation>S&amp;tan:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fireteam:</source>
        <translation>&amp;Drużyna ogniowa:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Composition warnings</source>
        <translation>Ostrzeżenia o składzie</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Threshold (%s):</source>
        <translation>Próg (%s):</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The campaign&apos;s threshold after %n battle(s) (TC-C6); its settings set the start and the step</source>
        <translation>
            <numerusform>Próg kampanii po %n bitwie (TC-C6); jej ustawienia określają start i krok</numerusform>
            <numerusform>Próg kampanii po %n bitwach (TC-C6); jej ustawienia określają start i krok</numerusform>
            <numerusform>Próg kampanii po %n bitwach (TC-C6); jej ustawienia określają start i krok</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Budget (%s):</source>
        <translation>&amp;Budżet (%s):</translation>
    </message>
    <message>
        <location line="+63"/>
        <source> (threshold %s)</source>
        <translation> (próg %s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (budget %s)</source>
        <translation> (budżet %s)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Total: %s%s · %n model(s)</source>
        <translation>
            <numerusform>Razem: %s%s · %n model</numerusform>
            <numerusform>Razem: %s%s · %n modele</numerusform>
            <numerusform>Razem: %s%s · %n modeli</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 elites</source>
        <translation>Elity: %1 z %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Click to select the member concerned</source>
        <translation>Kliknij, aby zaznaczyć tego członka</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n warning(s) — they never block; fix them when you like:</source>
        <translation>
            <numerusform>%n ostrzeżenie — nigdy nie blokuje; popraw, kiedy chcesz:</numerusform>
            <numerusform>%n ostrzeżenia — nigdy nie blokują; popraw, kiedy chcesz:</numerusform>
            <numerusform>%n ostrzeżeń — nigdy nie blokują; popraw, kiedy chcesz:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No warnings: the roster follows every rule checked.</source>
        <translation>Brak ostrzeżeń: rozpiska spełnia każdą sprawdzaną zasadę.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No member selected</source>
        <translation>Nie wybrano członka</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%s (comes with the model)</source>
        <translation>%s (w wyposażeniu modelu)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>With %s</source>
        <translation>Z: %s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Put %s in %s</source>
        <translation>Dodaj %s do %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take %s out of its fireteam</source>
        <translation>Usuń %s z drużyny ogniowej</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Set budget to %d</source>
        <translation>Ustaw budżet na %d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set ducat bank to %d</source>
        <translation>Ustaw skarbiec dukatów na %d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set glory bank to %d</source>
        <translation>Ustaw skarbiec chwały na %d</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Play as %s</source>
        <translation>Graj jako %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Edit choices and finds</source>
        <translation>Edytuj wybory i znaleziska</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Serve %s</source>
        <translation>Służ: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve no patron</source>
        <translation>Bez patrona</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Edit notes</source>
        <translation>Edytuj notatki</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add a Member to %s</source>
        <translation>Dodaj członka do %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model type</source>
        <translation>Typ modelu</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+28"/>
        <location line="+17"/>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Comes with</source>
        <translation>W wyposażeniu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min–max</source>
        <translation>Min–maks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source>Keywords</source>
        <translation>Słowa kluczowe</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Equip %s</source>
        <translation>Wyposaż: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Item</source>
        <translation>Przedmiot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range</source>
        <translation>Zasięg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effects</source>
        <translation>Efekty</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left</source>
        <translation>Zostało</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Ręce</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Warnings</source>
        <translation>Ostrzeżenia</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Upgrade %s</source>
        <translation>Ulepsz: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upgrade</source>
        <translation>Ulepszenie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Changes</source>
        <translation>Zmienia</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Set experience of %s to %d</source>
        <translation>Ustaw doświadczenie %s na %d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set %s to %d models</source>
        <translation>Ustaw %s na %d modeli</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Set skills of %s</source>
        <translation>Ustaw umiejętności: %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set battle scars of %s</source>
        <translation>Ustaw blizny bitewne: %s</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Mark %s %s</source>
        <translation>Zaznacz %s: %s</translation>
    </message>
</context>
<context>
    <name>WarbandListModel</name>
    <message>
        <location filename="../../gui/roster/models.py" line="-263"/>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faction</source>
        <translation>Frakcja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign</source>
        <translation>Kampania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models</source>
        <translation>Modele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>Ostrzeżenia</translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>%n composition warning(s); open the warband to see them</source>
        <translation>
            <numerusform>%n ostrzeżenie o składzie; otwórz bandę, aby je zobaczyć</numerusform>
            <numerusform>%n ostrzeżenia o składzie; otwórz bandę, aby je zobaczyć</numerusform>
            <numerusform>%n ostrzeżeń o składzie; otwórz bandę, aby je zobaczyć</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_DicePage</name>
    <message>
        <location filename="../../gui/game/attack_wizard.py" line="+285"/>
        <source>Dice</source>
        <translation>Kości</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice faces</source>
        <translation>Wyniki kości</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 6 4 5 3</source>
        <translation>np. 6 4 5 3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Roll for Me</source>
        <translation>&amp;Rzuć za mnie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Faces:</source>
        <translation>&amp;Wyniki:</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Rolled by the app, seed %d.</source>
        <translation>Rzut aplikacji, ziarno %d.</translation>
    </message>
</context>
<context>
    <name>_OddsPage</name>
    <message>
        <location line="-114"/>
        <source>Situation and odds</source>
        <translation>Sytuacja i szanse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick what the table decides; the exact odds follow every change.</source>
        <translation>Zaznacz, co ustala stół; dokładne szanse nadążają za każdą zmianą.</translation>
    </message>
</context>
<context>
    <name>_ResultPage</name>
    <message>
        <location line="+124"/>
        <location line="+4"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>What happened, and what Finish will record.</source>
        <translation>Co się stało i co zapisze Zakończ.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Step by step:</source>
        <translation>Krok po kroku:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finish will record:</source>
        <translation>Zakończ zapisze:</translation>
    </message>
</context>
<context>
    <name>_WeaponPage</name>
    <message>
        <location line="-281"/>
        <source>Weapon and target</source>
        <translation>Broń i cel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s attacks. Pick the weapon and the model it attacks.</source>
        <translation>%s atakuje. Wybierz broń i atakowany model.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weapon</source>
        <translation>Broń</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no weapon: the profile alone)</source>
        <translation>(bez broni: sam profil)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ranged</source>
        <translation>dystansowa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>melee</source>
        <translation>wręcz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Also under the blast</source>
        <translation>Również pod wybuchem</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Weapon:</source>
        <translation>&amp;Broń:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Target:</source>
        <translation>&amp;Cel:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No enemy model is left in the game to attack.</source>
        <translation>W grze nie został żaden wrogi model do zaatakowania.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Models in that melee</source>
        <translation>Modele w tej walce wręcz</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>friend</source>
        <translation>sojusznik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>enemy</source>
        <translation>wróg</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CampaignView</name>
    <message numerus="yes">
        <location filename="../../gui/campaign/view.py" line="+321"/>
        <source>%n warband(s)</source>
        <translation>
            <numerusform>%n warband</numerusform>
            <numerusform>%n warbands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source>%n post-battle sequence(s) to do</source>
        <translation>
            <numerusform>%n post-battle sequence to do</numerusform>
            <numerusform>%n post-battle sequences to do</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n result(s) not confirmed by their player</source>
        <translation>
            <numerusform>%n result not confirmed by their player</numerusform>
            <numerusform>%n results not confirmed by their player</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../gui/main_window.py" line="+483"/>
        <source>%n backup(s) of this file are kept (File › Backups…); the one offered is the newest that passes SQLite&apos;s integrity check.</source>
        <translation>
            <numerusform>%n backup of this file is kept (File › Backups…); the one offered is the newest that passes SQLite&apos;s integrity check.</numerusform>
            <numerusform>%n backups of this file are kept (File › Backups…); the one offered is the newest that passes SQLite&apos;s integrity check.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n backup(s) of this file are kept, and none passes SQLite&apos;s integrity check (File › Backups… lists them).</source>
        <translation>
            <numerusform>%n backup of this file is kept, and it does not pass SQLite&apos;s integrity check (File › Backups… lists it).</numerusform>
            <numerusform>%n backups of this file are kept, and none passes SQLite&apos;s integrity check (File › Backups… lists them).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PairingDialog</name>
    <message numerus="yes">
        <location filename="../../gui/campaign/event_day.py" line="+356"/>
        <source>%n pair(s) met before.</source>
        <translation>
            <numerusform>%n pair met before.</numerusform>
            <numerusform>%n pairs met before.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PostBattleDialog</name>
    <message numerus="yes">
        <location filename="../../gui/campaign/post_battle_dialog.py" line="+456"/>
        <source>%1 (%2 XP, %n roll(s))</source>
        <translation>
            <numerusform>%1 (%2 XP, %n roll)</numerusform>
            <numerusform>%1 (%2 XP, %n rolls)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+187"/>
        <source>Exploration: %1D6 after %n battle(s), on %2</source>
        <translation>
            <numerusform>Exploration: %1D6 after %n battle, on %2</numerusform>
            <numerusform>Exploration: %1D6 after %n battles, on %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RostersArea</name>
    <message numerus="yes">
        <location filename="../../gui/roster/area.py" line="+328"/>
        <source>%n warband(s)</source>
        <translation>
            <numerusform>%n warband</numerusform>
            <numerusform>%n warbands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WarbandEditor</name>
    <message numerus="yes">
        <location filename="../../gui/roster/editor.py" line="+435"/>
        <source>The campaign&apos;s threshold after %n battle(s) (TC-C6); its settings set the start and the step</source>
        <translation>
            <numerusform>The campaign&apos;s threshold after %n battle (TC-C6); its settings set the start and the step</numerusform>
            <numerusform>The campaign&apos;s threshold after %n battles (TC-C6); its settings set the start and the step</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>Total: %s%s · %n model(s)</source>
        <translation>
            <numerusform>Total: %s%s · %n model</numerusform>
            <numerusform>Total: %s%s · %n models</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n warning(s) — they never block; fix them when you like:</source>
        <translation>
            <numerusform>%n warning — they never block; fix them when you like:</numerusform>
            <numerusform>%n warnings — they never block; fix them when you like:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WarbandListModel</name>
    <message numerus="yes">
        <location filename="../../gui/roster/models.py" line="+126"/>
        <source>%n composition warning(s); open the warband to see them</source>
        <translation>
            <numerusform>%n composition warning; open the warband to see them</numerusform>
            <numerusform>%n composition warnings; open the warband to see them</numerusform>
        </translation>
    </message>
</context>
</TS>

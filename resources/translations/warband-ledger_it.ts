<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../gui/about_dialog.py" line="+29"/>
        <source>About Warband Ledger</source>
        <translation>Informazioni su Warband Ledger</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rosters, games and campaigns for tabletop skirmish wargames, on your own computer, with or without an internet connection.</source>
        <translation>Liste, partite e campagne per wargame tattici da tavolo, sul tuo computer, con o senza connessione a internet.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No database open</source>
        <translation>Nessun database aperto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version:</source>
        <translation>Versione:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data folder:</source>
        <translation>Cartella dei dati:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database in use:</source>
        <translation>Database in uso:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with:</source>
        <translation>Realizzato con:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open Data Folder</source>
        <translation>Apri la cartella dei dati</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The data folder has not been created yet.</source>
        <translation>La cartella dei dati non è ancora stata creata.</translation>
    </message>
</context>
<context>
    <name>ActionDialog</name>
    <message>
        <location filename="../../gui/game/action_dialog.py" line="+46"/>
        <source>Action of %s</source>
        <translation>Azione di %s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Model is Down (−1 DICE)</source>
        <translation>Il modello è Atterrato (−1 DADO)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>HEAVY (no D6)</source>
        <translation>PESANTE (niente D6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stood up this activation (halved)</source>
        <translation>Si è rialzato in questa attivazione (dimezzato)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jumped down on purpose</source>
        <translation>Saltato giù di proposito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A charge target is not visible (RISKY)</source>
        <translation>Un bersaglio della carica non è visibile (RISCHIOSA)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bloodbath (6 BLOOD or INFECTION, 3 if Down): 3D6</source>
        <translation>Bagno di Sangue (6 SANGUE o INFEZIONE, 3 se Atterrato): 3D6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dice faces</source>
        <translation>Facce dei dadi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the faces rolled at the table</source>
        <translation>le facce tirate al tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Roll for Me</source>
        <translation>&amp;Tira per me</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Action:</source>
        <translation>&amp;Azione:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other ±DICE:</source>
        <translation>Altri ±DADI:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLOOD spent (by the opponent):</source>
        <translation>SEGNALINI SANGUE spesi (dall&apos;avversario):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLESSINGS spent:</source>
        <translation>SEGNALINI BENEDIZIONE spesi:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Movement:</source>
        <translation>Movimento:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open inches to the target:</source>
        <translation>Pollici liberi fino al bersaglio:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inches of difficult terrain:</source>
        <translation>Pollici di terreno difficile:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Height fallen (inches):</source>
        <translation>Altezza della caduta (pollici):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BLOOD spent on the injury roll (by the opponent):</source>
        <translation>SANGUE speso sul tiro ferita (dall&apos;avversario):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BLESSINGS spent on the injury roll:</source>
        <translation>BENEDIZIONI spese sul tiro ferita:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Dice:</source>
        <translation>&amp;Dadi:</translation>
    </message>
</context>
<context>
    <name>AttackWizard</name>
    <message>
        <location filename="../../gui/game/attack_wizard.py" line="+75"/>
        <source>Attack with %s</source>
        <translation>Attacco con %s</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Attack: %s</source>
        <translation>Attacco: %s</translation>
    </message>
</context>
<context>
    <name>BackupsDialog</name>
    <message>
        <location filename="../../gui/backups_dialog.py" line="+27"/>
        <source>daily</source>
        <translation>giornaliero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by hand</source>
        <translation>a mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>before a restore</source>
        <translation>prima di un ripristino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>damaged, kept as it was</source>
        <translation>danneggiato, conservato com&apos;era</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+12"/>
        <location line="+50"/>
        <source>Backups</source>
        <translation>Backup</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Made</source>
        <translation>Creato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Back Up &amp;Now</source>
        <translation>Backup &amp;adesso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore…</source>
        <translation>&amp;Ripristina…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>before an upgrade</source>
        <translation>prima di un aggiornamento</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copies of %1, newest first; the last %2 are kept (Preferences).</source>
        <translation>Copie di %1, dalla più recente; si tengono le ultime %2 (Preferenze).</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Restore a Backup</source>
        <translation>Ripristina un backup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the copy from %1 in place of the database?

The database as it is now is kept as one more backup, so this can be undone by restoring it.</source>
        <translation>Mettere la copia del %1 al posto del database?

Il database com&apos;è ora viene tenuto come un altro backup, quindi si può tornare indietro ripristinandolo.</translation>
    </message>
</context>
<context>
    <name>BattleDialog</name>
    <message>
        <location filename="../../gui/campaign/battle_dialog.py" line="+256"/>
        <source>Record a Battle</source>
        <translation>Registra una battaglia</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Round:</source>
        <translation>&amp;Turno di campagna:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date:</source>
        <translation>&amp;Data:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Scenario:</source>
        <translation>&amp;Scenario:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Notes:</source>
        <translation>&amp;Note:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Add a Warband</source>
        <translation>&amp;Aggiungi una banda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From game %d: check what the game could not know (deeds, glory).</source>
        <translation>Dalla partita %d: controlla ciò che la partita non poteva sapere (imprese, gloria).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player ticks the result in Confirm Result once they agree.</source>
        <translation>Ogni giocatore spunta il risultato in Conferma il risultato quando è d&apos;accordo.</translation>
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
        <translation>◀ Tutte le campagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the list of campaigns</source>
        <translation>Torna all&apos;elenco delle campagne</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Join a Warband…</source>
        <translation>&amp;Iscrivi una banda…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Record a Battle…</source>
        <translation>&amp;Registra una battaglia…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle from a &amp;Game…</source>
        <translation>Battaglia da una &amp;partita…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;File…</source>
        <translation>Salva &amp;file…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The whole campaign as a .campaign.json file, to merge on another laptop</source>
        <translation>L&apos;intera campagna come file .campaign.json, da unire su un altro portatile</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Overview</source>
        <translation>&amp;Panoramica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;League</source>
        <translation>&amp;Classifica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Battles</source>
        <translation>&amp;Battaglie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Event Day</source>
        <translation>Giornata &amp;evento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lo&amp;g</source>
        <translation>&amp;Registro</translation>
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
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+108"/>
        <source>Battles</source>
        <translation>Battaglie</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>Cost / threshold</source>
        <translation>Costo / soglia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models: has / may field (TC-C6)</source>
        <translation>Modelli: ha / può schierare (TC-C6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>Avvisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Post-battle to do</source>
        <translation>Post-battaglia da fare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unconfirmed</source>
        <translation>Non confermati</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Banks</source>
        <translation>Casse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deployment skill (DI-2)</source>
        <translation>Abilità di schieramento (DI-2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Warbands of the campaign</source>
        <translation>Bande della campagna</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Post-Battle Sequence…</source>
        <translation>Sequenza &amp;post-battaglia…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Debts…</source>
        <translation>&amp;Debiti…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected warband borrows ducats or glory, or pays them back</source>
        <translation>La banda selezionata prende in prestito ducati o gloria, o li restituisce</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%d ducats, %d glory</source>
        <translation>%d ducati, %d gloria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>owes %s</source>
        <translation>deve %s</translation>
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
        <translation>Giocate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation>Pareggiate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+41"/>
        <source>Victory points</source>
        <translation>Punti vittoria</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Models taken out</source>
        <translation>Modelli eliminati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glory</source>
        <translation>Gloria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glorious Deeds</source>
        <translation>Imprese Gloriose</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>League table</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Standings after</source>
        <translation>Classifica dopo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Standings after:</source>
        <translation>&amp;Classifica dopo:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%s won</source>
        <translation>ha vinto %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>draw: %s</source>
        <translation>pareggio: %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warbands</source>
        <translation>Bande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Confirmed</source>
        <translation>Confermato</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Confirm Result…</source>
        <translation>&amp;Conferma il risultato…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete Battle</source>
        <translation>&amp;Elimina la battaglia</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (undone)</source>
        <translation> (annullato)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step</source>
        <translation>Fase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice</source>
        <translation>Dadi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Campaign log</source>
        <translation>Registro della campagna</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo Selected Step</source>
        <translation>&amp;Annulla la fase selezionata</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n warband(s)</source>
        <translation>
            <numerusform>%n banda</numerusform>
            <numerusform>%n bande</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win %1 · draw %2 · loss %3 points</source>
        <translation>vittoria %1 · pareggio %2 · sconfitta %3 punti</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>starting budget %d ducats</source>
        <translation>budget iniziale %d ducati</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>every battle</source>
        <translation>ogni battaglia</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+27"/>
        <source>round %d</source>
        <translation>turno %d</translation>
    </message>
    <message>
        <location line="-24"/>
        <source> (threshold %1 ducats, %2 models)</source>
        <translation> (soglia %1 ducati, %2 modelli)</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n post-battle sequence(s) to do</source>
        <translation>
            <numerusform>%n sequenza post-battaglia da fare</numerusform>
            <numerusform>%n sequenze post-battaglia da fare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n result(s) not confirmed by their player</source>
        <translation>
            <numerusform>%n risultato non confermato dal suo giocatore</numerusform>
            <numerusform>%n risultati non confermati dal loro giocatore</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over the threshold: %s</source>
        <translation>oltre la soglia: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing waiting.</source>
        <translation>Niente in attesa.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Cannot join the campaign</source>
        <translation>Impossibile iscriversi alla campagna</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No game to record</source>
        <translation>Nessuna partita da registrare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no finished %s game that is not in a campaign yet. End a game in the Games area first, or record the battle by hand.</source>
        <translation>Non c&apos;è nessuna partita di %s finita che non sia già in una campagna. Termina prima una partita nell&apos;area Partite, oppure registra la battaglia a mano.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot record the game</source>
        <translation>Impossibile registrare la partita</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Confirm the Result</source>
        <translation>Conferma il risultato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player ticks their warband once they agree:</source>
        <translation>Ogni giocatore spunta la propria banda quando è d&apos;accordo:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot confirm</source>
        <translation>Impossibile confermare</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot delete the battle</source>
        <translation>Impossibile eliminare la battaglia</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot undo</source>
        <translation>Impossibile annullare</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>Nothing to do</source>
        <translation>Niente da fare</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>No warband of this campaign has a post-battle sequence waiting.</source>
        <translation>Nessuna banda di questa campagna ha una sequenza post-battaglia in attesa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%s has no post-battle sequence waiting.</source>
        <translation>%s non ha nessuna sequenza post-battaglia in attesa.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Save Campaign File</source>
        <translation>Salva il file della campagna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaign files (*.campaign.json)</source>
        <translation>File di campagna (*.campaign.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot save the campaign file</source>
        <translation>Impossibile salvare il file della campagna</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Debts</source>
        <translation>Debiti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select a warband in the overview first.</source>
        <translation>Seleziona prima una banda nel riepilogo.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot record the debt</source>
        <translation>Impossibile registrare il debito</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Cannot change the settings</source>
        <translation>Impossibile cambiare le impostazioni</translation>
    </message>
</context>
<context>
    <name>CampaignsArea</name>
    <message>
        <location filename="../../gui/campaign/area.py" line="+86"/>
        <source>Campaign</source>
        <translation>Campagna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warbands</source>
        <translation>Bande</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;New Campaign…</source>
        <translation>&amp;Nuova campagna…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Campaign (Ctrl+N)</source>
        <translation>Nuova campagna (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Campaigns</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No campaigns yet</source>
        <translation>Ancora nessuna campagna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start one with New Campaign (Ctrl+N), then let warbands join it, record their battles and run each warband&apos;s post-battle sequence.</source>
        <translation>Creane una con Nuova campagna (Ctrl+N), poi iscrivi le bande, registra le loro battaglie e gestisci la sequenza post-battaglia di ogni banda.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Cannot create the campaign</source>
        <translation>Impossibile creare la campagna</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot open the campaign</source>
        <translation>Impossibile aprire la campagna</translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <location filename="../../gui/catalog/browser.py" line="+72"/>
        <source>Catalog</source>
        <translation>Catalogo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search models, items, keywords…</source>
        <translation>Cerca modelli, oggetti, parole chiave…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search the catalog</source>
        <translation>Cerca nel catalogo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import…</source>
        <translation>Importa…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add your own catalog file, or BattleScribe data (the .gst and its .cat files, as New Recruit uses): checked whole before anything is stored</source>
        <translation>Aggiungi un tuo file di catalogo, o dati BattleScribe (il .gst e i suoi file .cat, come li usa New Recruit): controllati per intero prima di salvare qualcosa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Import Folder…</source>
        <translation>Importa cartella…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A folder of BattleScribe data (the community&apos;s Trench Crusade files): it becomes the catalog of its edition</source>
        <translation>Una cartella di dati BattleScribe (i file Trench Crusade della comunità): diventa il catalogo della sua edizione</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Profile</source>
        <translation>Profilo</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+8"/>
        <location line="+19"/>
        <source>Keywords</source>
        <translation>Parole chiave</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Abilities</source>
        <translation>Abilità</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Item</source>
        <translation>Oggetto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range</source>
        <translation>Gittata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Mani</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effects</source>
        <translation>Effetti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyword</source>
        <translation>Parola chiave</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Meaning</source>
        <translation>Significato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Faction</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant of</source>
        <translation>Variante di</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Models</source>
        <translation>Modelli</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Armoury items</source>
        <translation>Oggetti dell&apos;armeria</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Items</source>
        <translation>Oggetti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Factions</source>
        <translation>Fazioni</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>From: %s</source>
        <translation>Da: %s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Import Catalog</source>
        <translation>Importa catalogo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Catalogs and BattleScribe data (*.json *.gst *.cat *.gstz *.catz);;All files (*)</source>
        <translation>Cataloghi e dati BattleScribe (*.json *.gst *.cat *.gstz *.catz);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Import BattleScribe Data</source>
        <translation>Importa dati BattleScribe</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+3"/>
        <source>The catalog was not imported</source>
        <translation>Il catalogo non è stato importato</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What it changed:</source>
        <translation>Cosa ha cambiato:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Imported the catalog “%1” (%2 %3).</source>
        <translation>Catalogo “%1” importato (%2 %3).</translation>
    </message>
</context>
<context>
    <name>ChoicesDialog</name>
    <message>
        <location filename="../../gui/roster/choices_dialog.py" line="+35"/>
        <source>Find</source>
        <translation>Ritrovamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choice</source>
        <translation>Scelta</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choices and Finds of %1</source>
        <translation>Scelte e ritrovamenti di %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choices and finds</source>
        <translation>Scelte e ritrovamenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+50"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>For</source>
        <translation>Per</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A choice of the whole warband (a sin, a title, a variant&apos;s pick) is kept, shown and printed. A find of its exploration counts for the roster&apos;s limits (a Homunculus needs the Book of Golems).</source>
        <translation>Una scelta dell&apos;intera banda (un peccato, un titolo, una scelta della variante) è tenuta, mostrata e stampata. Un ritrovamento dell&apos;esplorazione conta per i limiti del ruolino (un Homunculus richiede il Book of Golems).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add &amp;Choice</source>
        <translation>Aggiungi &amp;scelta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;Find</source>
        <translation>Aggiungi &amp;ritrovamento</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other…</source>
        <translation>Altro…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>&amp;Rimuovi</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Exploration</source>
        <translation>Esplorazione</translation>
    </message>
</context>
<context>
    <name>ComparisonModel</name>
    <message>
        <location filename="../../gui/roster/loadout_dialog.py" line="+85"/>
        <source>per %1 %2</source>
        <translation>ogni %1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Option</source>
        <translation>Opzione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LIMIT left</source>
        <translation>LIMITE rimasto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Mani</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>Avvisi</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>carried</source>
        <translation>già portata</translation>
    </message>
</context>
<context>
    <name>DataImport</name>
    <message>
        <location filename="../../gui/catalog/data_import.py" line="+48"/>
        <source>Reading the data and building the catalog…</source>
        <translation>Lettura dei dati e costruzione del catalogo…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Import BattleScribe Data</source>
        <translation>Importa dati BattleScribe</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The data was not imported</source>
        <translation>I dati non sono stati importati</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BattleScribe data imported</source>
        <translation>Dati BattleScribe importati</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Imported %1 as the %2 %3 catalog: %4 factions, %5 models, %6 items.</source>
        <translation>Importato %1 come catalogo %2 %3: %4 fazioni, %5 modelli, %6 oggetti.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>References that lead nowhere, left out (%1):</source>
        <translation>Riferimenti che non portano a nulla, esclusi (%1):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What changed:</source>
        <translation>Cosa è cambiato:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Warband “%1”: %2 entries followed the new ids.</source>
        <translation>Banda «%1»: %2 voci hanno seguito i nuovi id.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not matched, kept as it was:</source>
        <translation>non abbinato, lasciato com&apos;era:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What the catalog does not express (%1):</source>
        <translation>Cosa il catalogo non esprime (%1):</translation>
    </message>
</context>
<context>
    <name>DebtDialog</name>
    <message>
        <location filename="../../gui/campaign/settings.py" line="+403"/>
        <source>Debts of %s</source>
        <translation>Debiti di %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Banks: %d ducats, %d glory. Owes: %s.</source>
        <translation>Casse: %d ducati, %d gloria. Debiti: %s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Amount</source>
        <translation>Importo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ducats</source>
        <translation>ducati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>glory</source>
        <translation>gloria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Borrow</source>
        <translation>&amp;Prendi in prestito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pay Back</source>
        <translation>&amp;Restituisci</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Amount:</source>
        <translation>&amp;Importo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;In:</source>
        <translation>&amp;In:</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <location filename="../../gui/game/dice_entry.py" line="+41"/>
        <source>Enter %1 more d%2 for %3.</source>
        <translation>Inserisci altri %1 d%2 per %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter %1 more d%2.</source>
        <translation>Inserisci ancora %1 d%2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>⚠ %1 dice too many: the roll used only the first %2.</source>
        <translation>⚠ %1 dadi di troppo: il tiro ha usato solo i primi %2.</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <location filename="../../gui/game/view.py" line="+365"/>
        <source>End Game</source>
        <translation>Fine partita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Result:</source>
        <translation>&amp;Risultato:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%s won</source>
        <translation>ha vinto %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Victory points of %s</source>
        <translation>Punti vittoria di %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Victory points, %s:</source>
        <translation>Punti vittoria, %s:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Notes:</source>
        <translation>&amp;Note:</translation>
    </message>
</context>
<context>
    <name>EventDayTab</name>
    <message>
        <location filename="../../gui/campaign/event_day.py" line="+61"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bye</source>
        <translation>riposo</translation>
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
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>waiting</source>
        <translation>in attesa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tables of the round</source>
        <translation>Tavoli del turno</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No round is paired yet. Pair Next Round… draws it from the league table: league points, then victory points, no warband meeting another twice while it can be avoided, a bye for an odd field.</source>
        <translation>Nessun turno è ancora abbinato. Abbina turno successivo… lo ricava dalla classifica: punti lega, poi punti vittoria, nessuna banda affronta due volte un&apos;altra finché si può evitare, un riposo se i partecipanti sono dispari.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Pair Next Round…</source>
        <translation>&amp;Abbina turno successivo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>En&amp;ter Result…</source>
        <translation>Inserisci &amp;risultato…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pri&amp;nt Round…</source>
        <translation>Stam&amp;pa turno…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pairing sheet for the wall and a result slip per table (PDF)</source>
        <translation>Il foglio degli abbinamenti da appendere e un biglietto risultato per tavolo (PDF)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Withdraw Round</source>
        <translation>&amp;Ritira turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stan&amp;dings on Screen</source>
        <translation>&amp;Classifica a schermo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The league table full screen in large type, scrolling by itself (Esc closes)</source>
        <translation>La classifica a schermo intero a caratteri grandi, che scorre da sola (Esc chiude)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ro&amp;und:</source>
        <translation>T&amp;urno:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>round %d</source>
        <translation>turno %d</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 of %2 results in</source>
        <translation>%1 risultati su %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot pair the round</source>
        <translation>Impossibile abbinare il turno</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot publish the round</source>
        <translation>Impossibile pubblicare il turno</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Withdraw Round</source>
        <translation>Ritira turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take round %d&apos;s pairings back? Pair it again afterwards.</source>
        <translation>Ritirare gli abbinamenti del turno %d? Poi abbinalo di nuovo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot withdraw the round</source>
        <translation>Impossibile ritirare il turno</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Print Round</source>
        <translation>Stampa turno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Pairings and result slips</source>
        <translation>Abbinamenti e biglietti dei risultati</translation>
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
        <translation>Turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>Cosa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice</source>
        <translation>Dadi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odds</source>
        <translation>Probabilità</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>Esito</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Exactly %s</source>
        <translation>Esattamente %s</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>undone</source>
        <translation>annullato</translation>
    </message>
</context>
<context>
    <name>Exploration</name>
    <message>
        <location filename="../../gui/campaign/post_battle_dialog.py" line="+57"/>
        <source>Common</source>
        <translation>Comune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rare</source>
        <translation>Rara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legendary</source>
        <translation>Leggendaria</translation>
    </message>
</context>
<context>
    <name>ExplorationEditor</name>
    <message>
        <location filename="../../gui/campaign/settings.py" line="-251"/>
        <source>Exploration dice</source>
        <translation>Dadi di esplorazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no exploration table)</source>
        <translation>(nessuna tabella di esplorazione)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>3–6 D6 by battles fought (TC-C8)</source>
        <translation>3–6 D6 secondo le battaglie combattute (TC-C8)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Exploration locations</source>
        <translation>Luoghi di esplorazione</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Location</source>
        <translation>Luogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>Tabella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From</source>
        <translation>Da</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ducats</source>
        <translation>Ducati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glory</source>
        <translation>Gloria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Items (; between)</source>
        <translation>Oggetti (separati da ;)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models (; between)</source>
        <translation>Modelli (separati da ;)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skill</source>
        <translation>Abilità</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance</source>
        <translation>Probabilità</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Add Location</source>
        <translation>&amp;Aggiungi luogo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;move Location</source>
        <translation>Ri&amp;muovi luogo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>E&amp;xploration table, rolled with:</source>
        <translation>Tabella di e&amp;splorazione, tirata con:</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Exploration skill: %s</source>
        <translation>Abilità di esplorazione: %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Option: %s</source>
        <translation>Opzione: %s</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>exploration.locations[%d].%s: %s is not in the catalog</source>
        <translation>exploration.locations[%d].%s: %s non è nel catalogo</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>TC-C8: 3 to 6 D6 by the battles fought, matched exactly. Each chance is the first the table opens: Common on 3D6 (battles 1–2), Rare on 5D6 (6–9), Legendary on 6D6 (10 and more).</source>
        <translation>TC-C8: da 3 a 6 D6 secondo le battaglie combattute, valore esatto. Ogni probabilità è quella della prima volta che la tabella si apre: Comune con 3D6 (battaglie 1–2), Rara con 5D6 (6–9), Leggendaria con 6D6 (10 e oltre).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Finds nothing: %s</source>
        <translation>Nessun ritrovamento: %s</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Every result finds a location.</source>
        <translation>Ogni risultato trova un luogo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No table: finds are entered by hand at the Exploration step.</source>
        <translation>Nessuna tabella: i ritrovamenti si inseriscono a mano nella fase di Esplorazione.</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../gui/export_dialog.py" line="+99"/>
        <source>Warband cards of %s</source>
        <translation>Carte banda di %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roster sheet of %s</source>
        <translation>Scheda della lista di %s</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Game report of %s</source>
        <translation>Resoconto della partita %s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Campaign book of %s</source>
        <translation>Libro della campagna %s</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+52"/>
        <source>Export PDF</source>
        <translation>Esporta PDF</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Poker size, nine a page with cut marks</source>
        <translation>Formato poker, nove per pagina con segni di taglio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A6, one a page</source>
        <translation>A6, una per pagina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Sfoglia…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Export:</source>
        <translation>&amp;Esporta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paper:</source>
        <translation>&amp;Carta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cards:</source>
        <translation>C&amp;arte:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;File:</source>
        <translation>&amp;File:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ExportRun</name>
    <message>
        <location line="+73"/>
        <source>Writing %s…</source>
        <translation>Scrittura di %s…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+51"/>
        <location line="+20"/>
        <source>Export PDF</source>
        <translation>Esporta PDF</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Wrote %s. Open it now?</source>
        <translation>Scritto %s. Aprirlo ora?</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The PDF was not written: %s</source>
        <translation>Il PDF non è stato scritto: %s</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <location filename="../../gui/game/document.py" line="+87"/>
        <source>TOUGH used</source>
        <translation>TOUGH usato</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 %2 %3 on %4</source>
        <translation>%1 %2 %3 su %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mark %s</source>
        <translation>Segna %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start turn %d</source>
        <translation>Inizia il turno %d</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Undo event %d</source>
        <translation>Annulla l&apos;evento %d</translation>
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
        <translation>Scenario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warbands</source>
        <translation>Bande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game %d</source>
        <translation>Partita %d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>finished</source>
        <translation>finita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in progress</source>
        <translation>in corso</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <location filename="../../gui/campaign/view.py" line="+78"/>
        <source>Battle from a Game</source>
        <translation>Battaglia da una partita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game %d</source>
        <translation>Partita %d</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Finished game:</source>
        <translation>&amp;Partita finita:</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../../gui/game/view.py" line="+33"/>
        <source>◀ All games</source>
        <translation>◀ Tutte le partite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the list of games</source>
        <translation>Torna all&apos;elenco delle partite</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Next Turn</source>
        <translation>Turno &amp;successivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the next turn: activations are cleared</source>
        <translation>Inizia il turno successivo: le attivazioni vengono azzerate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;End Game…</source>
        <translation>&amp;Fine partita…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Show the models as</source>
        <translation>Mostra i modelli come</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table: a row per model</source>
        <translation>Tabella: una riga per modello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: profile and gear</source>
        <translation>Schede: profilo ed equipaggiamento</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+24"/>
        <source>Game log</source>
        <translation>Registro della partita</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Show the log of</source>
        <translation>Mostra il registro di</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every model</source>
        <translation>Ogni modello</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo Selected Event</source>
        <translation>Annulla l&apos;evento selezionato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick an event in the log to undo it</source>
        <translation>Scegli un evento nel diario per annullarlo</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>in progress</source>
        <translation>in corso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %d</source>
        <translation>Partita %d</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Turn %d</source>
        <translation>Turno %d</translation>
    </message>
</context>
<context>
    <name>GamesArea</name>
    <message>
        <location filename="../../gui/game/area.py" line="+200"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Game (Ctrl+N)</source>
        <translation>Nuova partita (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No games yet</source>
        <translation>Ancora nessuna partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start one with New Game (Ctrl+N): pick two or more warbands and the models taking part. Every attack, marker and turn is kept in the game&apos;s log.</source>
        <translation>Creane una con Nuova partita (Ctrl+N): scegli due o più bande e i modelli che partecipano. Ogni attacco, segnalino e turno resta nel registro della partita.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot start the game</source>
        <translation>Impossibile iniziare la partita</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot open the game</source>
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The change was not saved</source>
        <translation>La modifica non è stata salvata</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../gui/help_dialog.py" line="+43"/>
        <source>Undo the last change</source>
        <translation>Annulla l&apos;ultima modifica</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export PDF: cards, roster sheet, game report, campaign book</source>
        <translation>Esporta PDF: schede, foglio della banda, resoconto della partita, libro della campagna</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Odds Calculator</source>
        <translation>Calcolatore di probabilità</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules Quick Reference (of the open game&apos;s system)</source>
        <translation>Riepilogo delle regole (del sistema della partita aperta)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a database</source>
        <translation>Apri un database</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New database</source>
        <translation>Nuovo database</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New warband, game or campaign (by the area in view)</source>
        <translation>Nuova banda, partita o campagna (secondo l&apos;area aperta)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the one selected</source>
        <translation>Apri quella selezionata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate the selected warband</source>
        <translation>Duplica la banda selezionata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected warband</source>
        <translation>Elimina la banda selezionata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import a warband file</source>
        <translation>Importa un file di banda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the selected warband to a file</source>
        <translation>Esporta in un file la banda selezionata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a member</source>
        <translation>Aggiungi un membro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equip the selected member</source>
        <translation>Equipaggia il membro selezionato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the selected member an upgrade</source>
        <translation>Dai un potenziamento al membro selezionato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate the selected member</source>
        <translation>Duplica il membro selezionato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected member</source>
        <translation>Rimuovi il membro selezionato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the selected member up</source>
        <translation>Sposta in su il membro selezionato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the selected member down</source>
        <translation>Sposta in giù il membro selezionato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everywhere</source>
        <translation>Ovunque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lists of warbands, games and campaigns</source>
        <translation>Gli elenchi di bande, partite e campagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The warband editor</source>
        <translation>L&apos;editor della banda</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In a game and in the wizards</source>
        <translation>In partita e nelle procedure guidate</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alt and the underlined letter presses a button (Alt+N: Next Turn).</source>
        <translation>Alt e la lettera sottolineata premono un pulsante (Alt+N: Turno successivo).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tab moves between the inputs; Enter goes to the wizard&apos;s next page.</source>
        <translation>Tab passa da un campo all&apos;altro; Invio va alla pagina successiva della procedura.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In a picker, type to filter; Up and Down move through the list.</source>
        <translation>In un selettore, scrivi per filtrare; Su e Giù scorrono l&apos;elenco.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;Rosters.&lt;/b&gt; New Warband (Ctrl+N) picks the system, faction and budget. Add members (Ins), equip them (Ctrl+E): costs, the profile as it plays (armour worn) and the roster&apos;s warnings follow every change. Warnings never stop you.</source>
        <translation>&lt;b&gt;Bande.&lt;/b&gt; Nuova banda (Ctrl+N) sceglie sistema, fazione e budget. Aggiungi membri (Ins), equipaggiali (Ctrl+E): costi, il profilo come si gioca (armatura indossata) e gli avvisi della lista seguono ogni modifica. Gli avvisi non ti bloccano mai.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Games.&lt;/b&gt; New Game (Ctrl+N in Games) takes two or more warbands. The table shows a row per model: its markers, Down, Out of Action, activated. Attack opens the wizard: weapon and target, the situation with the exact odds, the dice rolled at the table (or let the app roll), and what Finish records in the game&apos;s log.</source>
        <translation>&lt;b&gt;Partite.&lt;/b&gt; Nuova partita (Ctrl+N in Partite) prende due o più bande. La tabella mostra una riga per modello: segnalini, Atterrato, Fuori Combattimento, attivato. Attacca apre la procedura guidata: arma e bersaglio, la situazione con le probabilità esatte, i dadi tirati al tavolo (o lascia tirare l&apos;app) e ciò che Fine registra nel diario della partita.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Undo.&lt;/b&gt; Every change is saved at once and can be undone (Ctrl+Z), in the rosters and in a game; a game reopens exactly where it stopped.</source>
        <translation>&lt;b&gt;Annulla.&lt;/b&gt; Ogni modifica è salvata subito e si può annullare (Ctrl+Z), nelle bande e in partita; una partita si riapre esattamente dove si era fermata.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Print.&lt;/b&gt; File › Export PDF (Ctrl+P): warband cards, roster sheets with marker tracks for pen-and-paper play, game reports and campaign books.</source>
        <translation>&lt;b&gt;Stampa.&lt;/b&gt; File › Esporta PDF (Ctrl+P): schede della banda, fogli della banda con le caselle dei segnalini per giocare con carta e penna, resoconti delle partite e libri della campagna.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Campaigns.&lt;/b&gt; Record each battle (or take it from a finished game), run the post-battle sequence, and follow the league table.</source>
        <translation>&lt;b&gt;Campagne.&lt;/b&gt; Registra ogni battaglia (o prendila da una partita finita), esegui la sequenza post-battaglia e segui la classifica.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Odds.&lt;/b&gt; Tools › Odds Calculator works out any attack of any system without a game, and compares two set-ups.</source>
        <translation>&lt;b&gt;Probabilità.&lt;/b&gt; Strumenti › Calcolatore di probabilità calcola qualunque attacco di qualunque sistema senza una partita, e confronta due situazioni.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No internet is needed, ever; your data stays on this computer.</source>
        <translation>Internet non serve mai; i tuoi dati restano su questo computer.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Getting started</source>
        <translation>Primi passi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rules: %s</source>
        <translation>Regole: %s</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Warband Ledger Help</source>
        <translation>Guida di Warband Ledger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Help topics</source>
        <translation>Argomenti della guida</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Help page</source>
        <translation>Pagina della guida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find on this page…</source>
        <translation>Trova in questa pagina…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find on this page</source>
        <translation>Trova in questa pagina</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Not on this page</source>
        <translation>Non è in questa pagina</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../gui/campaign/view.py" line="-63"/>
        <source>Join the Campaign</source>
        <translation>Iscriviti alla campagna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warband</source>
        <translation>Banda</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 — moves from %2</source>
        <translation>%1 — si trasferisce da %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>who plays it</source>
        <translation>chi la gioca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Warband:</source>
        <translation>&amp;Banda:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player:</source>
        <translation>&amp;Giocatore:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warbands of this system and edition. One in another campaign moves here: its battles, results and log stay with that campaign, and it starts here with this campaign&apos;s budget.</source>
        <translation>Bande di questo sistema ed edizione. Una banda di un&apos;altra campagna si trasferisce qui: le sue battaglie, i risultati e il registro restano a quella campagna, e qui parte con il budget di questa campagna.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No other %s warband: make a new one in Rosters first.</source>
        <translation>Nessun&apos;altra banda %s: creane una nuova in Liste.</translation>
    </message>
</context>
<context>
    <name>LoadoutDialog</name>
    <message>
        <location filename="../../gui/roster/loadout_dialog.py" line="+56"/>
        <source>Compare Weapons: %s</source>
        <translation>Confronta armi: %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compare Armour: %s</source>
        <translation>Confronta armature: %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attacker</source>
        <translation>Attaccante</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A generic target (set below)</source>
        <translation>Un bersaglio generico (impostalo qui sotto)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A generic attacker (set below)</source>
        <translation>Un attaccante generico (impostalo qui sotto)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The attacker&apos;s weapon</source>
        <translation>L&apos;arma dell&apos;attaccante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target&apos;s armour</source>
        <translation>L&apos;armatura del bersaglio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Down</source>
        <translation>&amp;Atterrato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;TOUGH</source>
        <translation>&amp;TOUGH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The attacker&apos;s characteristic</source>
        <translation>La caratteristica dell&apos;attaccante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind of attack</source>
        <translation>Tipo di attacco</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Armour:</source>
        <translation>Armatura:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Characteristic:</source>
        <translation>Caratteristica:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Against:</source>
        <translation>&amp;Contro:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Attacker:</source>
        <translation>&amp;Attaccante:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Model:</source>
        <translation>&amp;Modello:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Weapon:</source>
        <translation>&amp;Arma:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the chart shows</source>
        <translation>Cosa mostra il grafico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;hart:</source>
        <translation>&amp;Grafico:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Each option compared</source>
        <translation>Ogni opzione a confronto</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The chosen column for each option</source>
        <translation>La colonna scelta per ogni opzione</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>No model to compare against.</source>
        <translation>Nessun modello con cui confrontare.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No weapon in this faction&apos;s armoury.</source>
        <translation>Nessuna arma nell&apos;armeria di questa fazione.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No armour or shield in this faction&apos;s armoury.</source>
        <translation>Nessuna armatura o scudo nell&apos;armeria di questa fazione.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each weapon of the armoury in %1&apos;s hands, as the attack wizard would start the attack: exact chances, and the same per %2 %3. ⚠: buying it would raise a roster warning (never enforced).</source>
        <translation>Ogni arma dell&apos;armeria nelle mani di %1, come partirebbe la procedura guidata d&apos;attacco: probabilità esatte, e le stesse ogni %2 %3. ⚠: comprarla solleverebbe un avviso della lista (mai imposto).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 as %2 stands: %3. Each armour and shield in place of what it wears of the same kind: the chance with it, how much it lowers it, and that per %4 %5.</source>
        <translation>%1 con l&apos;equipaggiamento attuale di %2: %3. Ogni armatura e scudo al posto di quello dello stesso tipo che indossa: la probabilità con esso, di quanto la abbassa, e ciò ogni %4 %5.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gui/app.py" line="+146"/>
        <location filename="../../gui/main_window.py" line="+410"/>
        <source>Cannot open the database</source>
        <translation>Impossibile aprire il database</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

What you were doing was not saved; everything saved before is safe. If it happens again, please report it with the details printed in the terminal.</source>
        <translation>%1

Quello che stavi facendo non è stato salvato; tutto ciò che è stato salvato prima è al sicuro. Se succede di nuovo, segnalalo con i dettagli stampati nel terminale.</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="-287"/>
        <source>Areas</source>
        <translation>Aree</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opening the database…</source>
        <translation>Apertura del database…</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Rosters</source>
        <translation>Liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaigns</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catalogs</source>
        <translation>Cataloghi</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+431"/>
        <source>New…</source>
        <translation>Nuovo…</translation>
    </message>
    <message>
        <location line="-428"/>
        <source>&amp;New Database…</source>
        <translation>&amp;Nuovo database…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open Database…</source>
        <translation>&amp;Apri database…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importa…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warband or campaign files, catalogs, lists from Trench Companion and New Recruit (.json, .ros, .rosz), BattleScribe data (.gst, .cat)</source>
        <translation>File di banda o di campagna, cataloghi, liste da Trench Companion e New Recruit (.json, .ros, .rosz), dati BattleScribe (.gst, .cat)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Backups…</source>
        <translation>&amp;Backup…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Esporta PDF…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Tools</source>
        <translation>S&amp;trumenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Odds Calculator…</source>
        <translation>Calcolatore di &amp;probabilità…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The exact odds of any attack, without a game; compare two set-ups</source>
        <translation>Le probabilità esatte di qualunque attacco, senza partita; confronta due situazioni</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Getting Started</source>
        <translation>&amp;Primi passi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules Quick Reference</source>
        <translation>&amp;Riepilogo delle regole</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Warband Ledger</source>
        <translation>&amp;Informazioni su Warband Ledger</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The file is no longer there.</source>
        <translation>Il file non c&apos;è più.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Svuota l&apos;elenco</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No recent databases</source>
        <translation>Nessun database recente</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No database open</source>
        <translation>Nessun database aperto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Database: %s</source>
        <translation>Database: %s</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The database file was replaced</source>
        <translation>Il file del database è stato sostituito</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open It Again</source>
        <translation>Riaprilo</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The database is damaged</source>
        <translation>Il database è danneggiato</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Restore the Backup of %s</source>
        <translation>Ripristina il backup del %s</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n backup(s) of this file are kept (File › Backups…); the one offered is the newest that passes SQLite&apos;s integrity check.</source>
        <translation>
            <numerusform>Di questo file si tiene %n backup (File › Backup…); quello proposto è il più recente che supera il controllo di integrità di SQLite.</numerusform>
            <numerusform>Di questo file si tengono %n backup (File › Backup…); quello proposto è il più recente che supera il controllo di integrità di SQLite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n backup(s) of this file are kept, and none passes SQLite&apos;s integrity check (File › Backups… lists them).</source>
        <translation>
            <numerusform>Di questo file si tiene %n backup, e non supera il controllo di integrità di SQLite (File › Backup… lo elenca).</numerusform>
            <numerusform>Di questo file si tengono %n backup, e nessuno supera il controllo di integrità di SQLite (File › Backup… li elenca).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open Another…</source>
        <translation>Apri un altro…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Backups</source>
        <translation>Backup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backups are kept of SQLite database files. A database on a server is backed up with the server&apos;s own tools.</source>
        <translation>Si fanno backup dei file di database SQLite. Un database su un server si salva con gli strumenti del server stesso.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot restore the backup</source>
        <translation>Impossibile ripristinare il backup</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> The database it replaced is kept as %s.</source>
        <translation> Il database sostituito è conservato come %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backup restored</source>
        <translation>Backup ripristinato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is back as it was on %2.</source>
        <translation>%1 è tornato com&apos;era il %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Warband Ledger databases (*.sqlite *.db);;All files (*)</source>
        <translation>Database di Warband Ledger (*.sqlite *.db);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open Database</source>
        <translation>Apri database</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New Database</source>
        <translation>Nuovo database</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>File Exists</source>
        <translation>Il file esiste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s already exists. A new database never replaces a file.

Open the existing file instead?</source>
        <translation>%s esiste già. Un nuovo database non sostituisce mai un file.

Aprire invece il file esistente?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot create the database</source>
        <translation>Impossibile creare il database</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>New &amp;Warband…</source>
        <translation>Nuova &amp;banda…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;Game…</source>
        <translation>Nuova &amp;partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;Campaign…</source>
        <translation>Nuova &amp;campagna…</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Game %d</source>
        <translation>Partita %d</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export PDF</source>
        <translation>Esporta PDF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open or select a warband, open a game, or choose a campaign in the warband list&apos;s filter first.</source>
        <translation>Prima apri o seleziona una banda, apri una partita o scegli una campagna nel filtro dell&apos;elenco delle bande.</translation>
    </message>
</context>
<context>
    <name>MatchupDialog</name>
    <message>
        <location filename="../../gui/roster/matchup_dialog.py" line="+147"/>
        <source>Match-up: %s</source>
        <translation>Confronto: %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Against</source>
        <translation>Contro</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Who attacks</source>
        <translation>Chi attacca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Our attacks on them</source>
        <translation>I nostri attacchi su di loro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their attacks on us</source>
        <translation>I loro attacchi su di noi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Against:</source>
        <translation>&amp;Contro:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Showing:</source>
        <translation>&amp;Mostra:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each attacker and weapon against each target</source>
        <translation>Ogni attaccante e arma contro ogni bersaglio</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No other warband of this system to match it against: create or import one first.</source>
        <translation>Nessun&apos;altra banda di questo sistema con cui confrontarla: creane o importane una prima.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save Match-up &amp;Sheet…</source>
        <translation>Salva la &amp;scheda del confronto…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A PDF of both directions, one landscape page each, to bring to the table</source>
        <translation>Un PDF in entrambe le direzioni, una pagina orizzontale ciascuna, da portare al tavolo</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The exact chance that the target is %1 after one attack, standing with no markers, out of cover, at short range, as the attack wizard starts. Bold: the target each weapon is most likely to take out. Hover over a cell for every outcome.</source>
        <translation>La probabilità esatta che il bersaglio sia %1 dopo un attacco, in piedi senza segnalini, fuori copertura, a corto raggio, come parte la procedura guidata d&apos;attacco. In grassetto: il bersaglio che ogni arma ha più probabilità di mettere fuori combattimento. Passa sopra una casella per vedere ogni esito.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Save Match-up Sheet</source>
        <translation>Salva la scheda del confronto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Match-up sheet</source>
        <translation>Scheda del confronto</translation>
    </message>
</context>
<context>
    <name>MatchupModel</name>
    <message>
        <location line="-214"/>
        <source>Attacker</source>
        <translation>Attaccante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 with %2 (%3) at %4</source>
        <translation>%1 con %2 (%3) su %4</translation>
    </message>
</context>
<context>
    <name>MemberTableModel</name>
    <message>
        <location filename="../../gui/roster/models.py" line="+274"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model type</source>
        <translation>Tipo di modello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equipment</source>
        <translation>Equipaggiamento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>captain</source>
        <translation>capitano</translation>
    </message>
</context>
<context>
    <name>ModelControls</name>
    <message>
        <location filename="../../gui/game/model_panels.py" line="+55"/>
        <source>no equipment</source>
        <translation>nessun equipaggiamento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fireteam: %s</source>
        <translation>squadra di fuoco: %s</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Remove one %s from %s</source>
        <translation>Togli un %s a %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one %s to %s</source>
        <translation>Aggiungi un %s a %s</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%s is aiming at</source>
        <translation>%s sta mirando a</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not aiming</source>
        <translation>non mira</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>aiming at %s</source>
        <translation>mira a %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Attack…</source>
        <translation>&amp;Attacco…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack with %s</source>
        <translation>Attacco con %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A&amp;ction…</source>
        <translation>A&amp;zione…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dash, Climb, Jump, Charge, Fall, Dangerous terrain, Stand up, Retreat</source>
        <translation>Scatto, Arrampicata, Salto, Carica, Caduta, Terreno pericoloso, Rialzarsi, Ritirata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action of %s</source>
        <translation>Azione di %s</translation>
    </message>
</context>
<context>
    <name>NewCampaignDialog</name>
    <message>
        <location filename="../../gui/campaign/area.py" line="-139"/>
        <source>New Campaign</source>
        <translation>Nuova campagna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. The Siege of Jericho</source>
        <translation>es. L&apos;assedio di Gerico</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Organiser&apos;s notes: house rules, schedule, venue</source>
        <translation>Note dell&apos;organizzatore: regole della casa, calendario, luogo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;System:</source>
        <translation>&amp;Sistema:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Edizione:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;otes:</source>
        <translation>N&amp;ote:</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../gui/game/area.py" line="-247"/>
        <source>New Game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. Hold the Ruins</source>
        <translation>es. Tenere le rovine</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Warbands and the members taking part</source>
        <translation>Bande e membri che partecipano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warbands and members</source>
        <translation>Bande e membri</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;System:</source>
        <translation>&amp;Sistema:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Edizione:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;cenario:</source>
        <translation>S&amp;cenario:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date:</source>
        <translation>&amp;Data:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ampaign:</source>
        <translation>C&amp;ampagna:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>— none —</source>
        <translation>— nessuna —</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>⚠ %1 — roster warnings: %2%3</source>
        <translation>⚠ %1 — avvisi della lista: %2%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game can start anyway; the roster editor shows them all.</source>
        <translation>La partita può iniziare comunque; l&apos;editor della lista li mostra tutti.</translation>
    </message>
</context>
<context>
    <name>NewWarbandDialog</name>
    <message>
        <location filename="../../gui/roster/new_warband.py" line="+39"/>
        <source>New Warband</source>
        <translation>Nuova banda</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>e.g. Pilgrims of Ypres</source>
        <translation>es. Pellegrini di Ypres</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;System:</source>
        <translation>&amp;Sistema:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Edizione:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Faction:</source>
        <translation>&amp;Fazione:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Budget:</source>
        <translation>&amp;Budget:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Campaign:</source>
        <translation>&amp;Campagna:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>— none —</source>
        <translation>— nessuna —</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Follows %1.</source>
        <translation>Segue %1.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>— none (the faction itself) —</source>
        <translation>— nessuna (la fazione stessa) —</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Its rules: %1</source>
        <translation>Le sue regole: %1</translation>
    </message>
</context>
<context>
    <name>OddsCalculator</name>
    <message>
        <location filename="../../gui/odds_calculator.py" line="+96"/>
        <source>Odds Calculator</source>
        <translation>Calcolatore di probabilità</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edition</source>
        <translation>Edizione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Compare with a second set-up</source>
        <translation>&amp;Confronta con una seconda situazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy A to &amp;B</source>
        <translation>Copia A in &amp;B</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;System:</source>
        <translation>&amp;Sistema:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Edizione:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Set-up A</source>
        <translation>Situazione A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set-up B</source>
        <translation>Situazione B</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The two set-ups compared</source>
        <translation>Le due situazioni a confronto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Notes of set-up A</source>
        <translation>Note della situazione A</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Notes (set-up A):</source>
        <translation>&amp;Note (situazione A):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Roll Set-up A</source>
        <translation>&amp;Tira la situazione A</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many dice</source>
        <translation>Quanti dadi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which dice</source>
        <translation>Quali dadi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll &amp;Dice</source>
        <translation>Tira i &amp;dadi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the dice did</source>
        <translation>Cosa hanno fatto i dadi</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Rolled by the app, seed %d.</source>
        <translation>Tirato dall&apos;app, seme %d.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1d%2: %3 (total %4)</source>
        <translation>%1d%2: %3 (totale %4)</translation>
    </message>
</context>
<context>
    <name>OddsChart</name>
    <message>
        <location filename="../../gui/widgets/odds_chart.py" line="+24"/>
        <source>Odds of each outcome</source>
        <translation>Probabilità di ogni esito</translation>
    </message>
</context>
<context>
    <name>PairingDialog</name>
    <message>
        <location filename="../../gui/campaign/event_day.py" line="+12"/>
        <source>Pair Round %d</source>
        <translation>Abbina turno %d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawn from the league table: league points, then victory points; nobody meets a warband twice while the round allows it; the bye goes to the lowest ranked of those with the fewest byes. To change it, select two warbands and Swap.</source>
        <translation>Ricavato dalla classifica: punti lega, poi punti vittoria; nessuno affronta una banda due volte finché il turno lo consente; il riposo va al peggio classificato tra chi ha riposato meno. Per cambiarlo, seleziona due bande e Scambia.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pairings</source>
        <translation>Abbinamenti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warband</source>
        <translation>Banda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Met before</source>
        <translation>Già affrontati</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Swap</source>
        <translation>&amp;Scambia</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Publish Round %d</source>
        <translation>&amp;Pubblica turno %d</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>⚠ yes</source>
        <translation>⚠ sì</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bye</source>
        <translation>riposo</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n pair(s) met before.</source>
        <translation>
            <numerusform>%n coppia si era già affrontata.</numerusform>
            <numerusform>%n coppie si erano già affrontate.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PickerDialog</name>
    <message>
        <location filename="../../gui/roster/pickers.py" line="+151"/>
        <source>Type to filter…</source>
        <translation>Scrivi per filtrare…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter</source>
        <translation>Filtro</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Nothing matches.</source>
        <translation>Nessuna corrispondenza.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No name matches; rows matched by another column are listed: ↓ or a click picks one.</source>
        <translation>Nessun nome corrisponde; sono elencate le righe trovate in un&apos;altra colonna: ↓ o un clic ne sceglie una.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⚠ The first row breaks a rule: ↓ or a click picks it anyway.</source>
        <translation>⚠ La prima riga viola una regola: ↓ o un clic la sceglie comunque.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Comes with: %s.</source>
        <translation>In dotazione: %s.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Already %1: at most %2 (RC-3 min/max)</source>
        <translation>Già %1: al massimo %2 (RC-3 min/max)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>On %1: %2.</source>
        <translation>Su %1: %2.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>found by exploration</source>
        <translation>trovato esplorando</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A campaign&apos;s reward: found by the Exploration step, never bought</source>
        <translation>Ricompensa della campagna: si trova nella fase di Esplorazione, non si compra</translation>
    </message>
</context>
<context>
    <name>PostBattleDialog</name>
    <message>
        <location filename="../../gui/campaign/post_battle_dialog.py" line="+57"/>
        <source>Steps taken</source>
        <translation>Fasi completate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo Last Step</source>
        <translation>&amp;Annulla l&apos;ultima fase</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+39"/>
        <source>&amp;Next Step ▶</source>
        <translation>Fase &amp;successiva ▶</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Post-Battle: %s</source>
        <translation>Post-battaglia: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;%1&lt;/b&gt; after round %2 (%3) — step %4 of 6: &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; dopo il turno %2 (%3) — fase %4 di 6: &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Finish</source>
        <translation>&amp;Fine</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> (undone)</source>
        <translation> (annullato)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Models taken Out of Action</source>
        <translation>Modelli messi Fuori Combattimento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trauma dice</source>
        <translation>Dadi del trauma</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+434"/>
        <source>Roll for &amp;Me</source>
        <translation>Tira per &amp;me</translation>
    </message>
    <message>
        <location line="-432"/>
        <source>&amp;Apply Trauma</source>
        <translation>&amp;Applica il trauma</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+109"/>
        <source>Dice:</source>
        <translation>Dadi:</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>Every model taken Out of Action rolls. A troop: one D6, dead on 1–2. An elite: a D66 (tens, then units) on the trauma table, and a battle scar; the third scar means unfit for duty, its kit to the arsenal.</source>
        <translation>Tira ogni modello messo Fuori Combattimento. Una truppa: un D6, morta con 1–2. Un elite: un D66 (decine, poi unità) sulla tabella dei traumi, e una cicatrice di battaglia; la terza cicatrice significa inabile al servizio, il suo equipaggiamento va nell&apos;arsenale.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>elite</source>
        <translation>elite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>troop</source>
        <translation>truppa</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Nobody left to roll: go on to the next step.</source>
        <translation>Nessuno deve tirare: passa alla fase successiva.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: one D6 — dead %2, recovers %3.</source>
        <translation>%1: un D6 — morto %2, si riprende %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: a D66 — </source>
        <translation>%1: un D66 — </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; Dead %s.</source>
        <translation>; Morto %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is its third scar: it will be unfit for duty.</source>
        <translation>Questa è la sua terza cicatrice: sarà inabile al servizio.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Award Experience to Everyone Who Took Part</source>
        <translation>&amp;Assegna esperienza a tutti quelli che hanno partecipato</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Promotion of a troop (TC-C5)</source>
        <translation>Promozione di una truppa (TC-C5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Troops and their promotion dice</source>
        <translation>Truppe e i loro dadi di promozione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Promotion dice</source>
        <translation>Dadi di promozione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The faces, in the order of the ticked troops</source>
        <translation>Le facce, nell&apos;ordine delle truppe spuntate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll for Me</source>
        <translation>Tira per me</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll &amp;Promotion</source>
        <translation>Tira per la &amp;promozione</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Advancement (TC-C3, TC-C4)</source>
        <translation>Avanzamento (TC-C3, TC-C4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elite with an advancement roll</source>
        <translation>Elite con un tiro di avanzamento</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Skill table %d</source>
        <translation>Tabella delle abilità %d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2D6 on table %d</source>
        <translation>2D6 sulla tabella %d</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll 2D6 Twice for Me</source>
        <translation>Tira 2D6 due volte per me</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Skill to learn</source>
        <translation>Abilità da imparare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Patron skill</source>
        <translation>Abilità del patrono</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Learn Skill</source>
        <translation>&amp;Impara l&apos;abilità</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Elite:</source>
        <translation>Elite:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table %d and 2D6:</source>
        <translation>Tabella %d e 2D6:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep:</source>
        <translation>Tieni:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patron&apos;s skill:</source>
        <translation>Abilità del patrono:</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Awarded.</source>
        <translation>Assegnata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Will give: </source>
        <translation>Darà: </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no elite took part</source>
        <translation>nessun elite ha partecipato</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%1 (%2 XP, %n roll(s))</source>
        <translation>
            <numerusform>%1 (%2 PE, %n tiro)</numerusform>
            <numerusform>%1 (%2 PE, %n tiri)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The promotion pool has been rolled.</source>
        <translation>La riserva di promozione è stata tirata.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pool: %d dice (one, one for a win, one per Glorious Deed); up to two dice a troop, three for a troop with a Glorious Deed of its own.</source>
        <translation>Riserva: %d dadi (uno, uno per la vittoria, uno per Impresa Gloriosa); al massimo due dadi per truppa, tre per una truppa con una Impresa Gloriosa propria.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tick the troops to roll for. Dice and chance of a 6: </source>
        <translation>Spunta le truppe per cui tirare. Dadi e probabilità di un 6: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; someone promoted: %s.</source>
        <translation>; qualcuno promosso: %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick the troops to roll for.</source>
        <translation>Spunta le truppe per cui tirare.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No elite has an advancement roll to make.</source>
        <translation>Nessun elite deve fare un tiro di avanzamento.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 offers %3 (most likely: %4)</source>
        <translation>%1: %2 offre %3 (più probabile: %4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing new</source>
        <translation>niente di nuovo</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&amp;Call for Reinforcements</source>
        <translation>&amp;Chiama rinforzi</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Optional. A warband that calls for reinforcements skips Exploration and the Quartermaster this time. Enter the ducats granted; or go on with Next Step.</source>
        <translation>Facoltativo. Una banda che chiama rinforzi salta Esplorazione e Quartiermastro questa volta. Inserisci i ducati concessi, oppure prosegui con Fase successiva.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ducats granted:</source>
        <translation>Ducati concessi:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes:</source>
        <translation>Note:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Or a find by hand</source>
        <translation>Oppure un ritrovamento a mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A find by hand</source>
        <translation>Un ritrovamento a mano</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>what the warband found</source>
        <translation>cosa ha trovato la banda</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Item found</source>
        <translation>Oggetto trovato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no item)</source>
        <translation>(nessun oggetto)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Record Find</source>
        <translation>&amp;Registra il ritrovamento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find:</source>
        <translation>Ritrovamento:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+73"/>
        <source>Dice rolled:</source>
        <translation>Dadi tirati:</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Ducats:</source>
        <translation>Ducati:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glory:</source>
        <translation>Gloria:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Item (to the arsenal):</source>
        <translation>Oggetto (nell&apos;arsenale):</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Exploration: %1D6 after %n battle(s), on %2</source>
        <translation>
            <numerusform>Esplorazione: %1D6 dopo %n battaglia, su %2</numerusform>
            <numerusform>Esplorazione: %1D6 dopo %n battaglie, su %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The campaign&apos;s exploration table (%s)</source>
        <translation>La tabella di esplorazione della campagna (%s)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>nothing found</source>
        <translation>nessun ritrovamento</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exploration dice</source>
        <translation>Dadi di esplorazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%d D6, as rolled (D66: tens first)</source>
        <translation>%d D6, come tirati (D66: prima le decine)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Added by skills and items</source>
        <translation>Aggiunto da abilità e oggetti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table</source>
        <translation>Tabella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(the one the score finds)</source>
        <translation>(quella che il punteggio trova)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Option taken</source>
        <translation>Opzione scelta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Member who learns the skill</source>
        <translation>Membro che impara l&apos;abilità</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Explore</source>
        <translation>&amp;Esplora</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Added by skills and items:</source>
        <translation>Aggiunto da abilità e oggetti:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table:</source>
        <translation>Tabella:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Option:</source>
        <translation>Opzione:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Learns a skill:</source>
        <translation>Impara un&apos;abilità:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>loot %d ducats</source>
        <translation>bottino %d ducati</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%d: nothing found</source>
        <translation>%d: nessun ritrovamento</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%d ducats</source>
        <translation>%d ducati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%d glory</source>
        <translation>%d gloria</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%s joins</source>
        <translation>%s si unisce</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the skill %s</source>
        <translation>l&apos;abilità %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the exploration skill %s</source>
        <translation>l&apos;abilità di esplorazione %s</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>(nobody)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Name of the recruit</source>
        <translation>Nome della recluta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name (optional)</source>
        <translation>nome (facoltativo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Item to buy</source>
        <translation>Oggetto da comprare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy for</source>
        <translation>Compra per</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kit</source>
        <translation>Equipaggiamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to</source>
        <translation>Sposta a</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model to recruit</source>
        <translation>Modello da reclutare</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Buy</source>
        <translation>&amp;Compra</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Sell at Half Value</source>
        <translation>&amp;Vendi a metà prezzo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Move</source>
        <translation>&amp;Sposta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Recruit</source>
        <translation>&amp;Recluta</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Buy:</source>
        <translation>Compra:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kit:</source>
        <translation>Equipaggiamento:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move it to:</source>
        <translation>Spostalo a:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recruit:</source>
        <translation>Recluta:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Bank: %1 ducats, %2 glory · arsenal: %3</source>
        <translation>Cassa: %1 ducati, %2 gloria · arsenale: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the arsenal</source>
        <translation>l&apos;arsenale</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%s (arsenal)</source>
        <translation>%s (arsenale)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Cost %1 ducats; threshold for the next battle %2; field strength %3.</source>
        <translation>Costo %1 ducati; soglia per la prossima battaglia %2; forza in campo %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⚠ Over the threshold: move models to the reserve or sell kit.</source>
        <translation>⚠ Oltre la soglia: sposta modelli nella riserva o vendi equipaggiamento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No warnings. Finish to close the sequence.</source>
        <translation>Nessun avviso. Fine chiude la sequenza.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The post-battle sequence is finished. Ready for the next game!</source>
        <translation>La sequenza post-battaglia è finita. Pronti per la prossima partita!</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <location filename="../../gui/catalog/data_import.py" line="+21"/>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
</context>
<context>
    <name>RosterImportDialog</name>
    <message>
        <location filename="../../gui/roster/import_report.py" line="+60"/>
        <source>Import %1</source>
        <translation>Importa %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Faction or variant</source>
        <translation>Fazione o variante</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Read as &amp;faction:</source>
        <translation>Leggi come &amp;fazione:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>Cosa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the file</source>
        <translation>Nel file</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here</source>
        <translation>Qui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How</source>
        <translation>Come</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Every line of the file</source>
        <translation>Ogni riga del file</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import as a new warband</source>
        <translation>Importa come nuova banda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What updating changes</source>
        <translation>Cosa cambia l&apos;aggiornamento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Report</source>
        <translation>Copia resoconto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the report as text, to paste into a message</source>
        <translation>Copia il resoconto come testo, da incollare in un messaggio</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Update “%1”, which this list made before</source>
        <translation>Aggiorna «%1», creata prima da questa lista</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: “%2”, %3 models, %4 (%5)</source>
        <translation>%1: «%2», %3 modelli, %4 (%5)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cost here: %1.</source>
        <translation>Costo qui: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the file: %1.</source>
        <translation>Nel file: %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the warband</source>
        <translation>la banda</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Nothing changes.</source>
        <translation>Non cambia nulla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not imported</source>
        <translation>non importato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a choice of the warband</source>
        <translation>una scelta della banda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a find of the warband</source>
        <translation>un ritrovamento della banda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the notes</source>
        <translation>nelle note</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kept by name</source>
        <translation>tenuto per nome</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What “%1” becomes</source>
        <translation>Cosa diventa «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave it out</source>
        <translation>Tralascialo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep as a custom entry (the file&apos;s profile)</source>
        <translation>Tieni come voce personalizzata (il profilo del file)</translation>
    </message>
</context>
<context>
    <name>RostersArea</name>
    <message>
        <location filename="../../gui/roster/area.py" line="+56"/>
        <source>Warband and campaign files (*.warband.json *.campaign.json *.json);;All files (*)</source>
        <translation>File di banda e di campagna (*.warband.json *.campaign.json *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Warband file (*.warband.json)</source>
        <translation>File di banda (*.warband.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Trench Companion export (*.json)</source>
        <translation>Esportazione Trench Companion (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New Recruit roster (*.rosz)</source>
        <translation>Lista New Recruit (*.rosz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BattleScribe roster (*.ros)</source>
        <translation>Lista BattleScribe (*.ros)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plain text (*.txt)</source>
        <translation>Testo semplice (*.txt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warband, campaign and roster files (*.json *.ros *.rosz);;BattleScribe data (*.gst *.cat *.gstz *.catz);;All files (*)</source>
        <translation>File di banda, campagna e liste (*.json *.ros *.rosz);;Dati BattleScribe (*.gst *.cat *.gstz *.catz);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Warbands</source>
        <translation>Bande</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Search by name…</source>
        <translation>Cerca per nome…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search warbands by name</source>
        <translation>Cerca le bande per nome</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Filter by system</source>
        <translation>Filtra per sistema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter by faction</source>
        <translation>Filtra per fazione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter by campaign</source>
        <translation>Filtra per campagna</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;New Warband…</source>
        <translation>&amp;Nuova banda…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Warband (Ctrl+N)</source>
        <translation>Nuova banda (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Elimina…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport…</source>
        <translation>E&amp;sporta…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the warband: our warband file, Trench Companion&apos;s Export Data, a New Recruit roster (.rosz/.ros) or plain text</source>
        <translation>Salva la banda: il nostro file di banda, l&apos;Export Data di Trench Companion, una lista New Recruit (.rosz/.ros) o testo semplice</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Text…</source>
        <translation>&amp;Testo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The warband as text to copy into a chat message</source>
        <translation>La banda come testo da copiare in un messaggio di chat</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No warbands yet</source>
        <translation>Ancora nessuna banda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create one with New Warband (Ctrl+N), or import a .warband.json file or a Trench Companion export with Import (Ctrl+I) — or drop the file on this window.</source>
        <translation>Creane una con Nuova banda (Ctrl+N), oppure importa un file .warband.json o un&apos;esportazione di Trench Companion con Importa (Ctrl+I) — o trascina il file su questa finestra.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>All systems</source>
        <translation>Tutti i sistemi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All campaigns</source>
        <translation>Tutte le campagne</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>All factions</source>
        <translation>Tutte le fazioni</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n warband(s)</source>
        <translation>
            <numerusform>%n banda</numerusform>
            <numerusform>%n bande</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 warbands shown</source>
        <translation>Mostrate %1 bande su %2</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Cannot create the warband</source>
        <translation>Impossibile creare la banda</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot open the warband</source>
        <translation>Impossibile aprire la banda</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The change was not saved</source>
        <translation>La modifica non è stata salvata</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot show the match-up</source>
        <translation>Impossibile mostrare il confronto</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot duplicate the warband</source>
        <translation>Impossibile duplicare la banda</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete Warband</source>
        <translation>Elimina la banda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete “%s” and all its members? This cannot be undone.</source>
        <translation>Eliminare “%s” e tutti i suoi membri? Non si può annullare.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot delete the warband</source>
        <translation>Impossibile eliminare la banda</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+61"/>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>%s: not imported (cancelled).</source>
        <translation>%s: non importato (annullato).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%s was not imported:
%s</source>
        <translation>%s non è stato importato:
%s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Updated “%s” from %s.</source>
        <translation>Aggiornata «%s» da %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imported “%s” from %s.</source>
        <translation>“%s” importata da %s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Imported the catalog “%s”.</source>
        <translation>Catalogo “%s” importato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%s was not imported: it conflicts with this database:</source>
        <translation>%s non è stato importato: è in conflitto con questo database:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Merged the campaign “%1”: %2.</source>
        <translation>Campagna “%1” unita: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing new</source>
        <translation>niente di nuovo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not matched to the catalog, left out:</source>
        <translation>Non trovati nel catalogo, lasciati fuori:</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Export Warband</source>
        <translation>Esporta la banda</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot export the warband</source>
        <translation>Impossibile esportare la banda</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../gui/campaign/settings.py" line="-329"/>
        <source>Campaign Settings</source>
        <translation>Impostazioni della campagna</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Organiser&apos;s notes:</source>
        <translation>N&amp;ote dell&apos;organizzatore:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points for a &amp;win:</source>
        <translation>Punti per una &amp;vittoria:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for a &amp;draw:</source>
        <translation>Punti per un &amp;pareggio:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for a &amp;loss:</source>
        <translation>Punti per una &amp;sconfitta:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A bye scores as</source>
        <translation>Un riposo vale come</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a win</source>
        <translation>una vittoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw</source>
        <translation>un pareggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a loss (no points)</source>
        <translation>una sconfitta (nessun punto)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A &amp;bye scores as:</source>
        <translation>Un &amp;riposo vale come:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Starting budget (ducats):</source>
        <translation>Budget &amp;iniziale (ducati):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Threshold rises per battle by:</source>
        <translation>La &amp;soglia sale a ogni battaglia di:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scenarios</source>
        <translation>Scenari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glorious Deeds</source>
        <translation>Imprese Gloriose</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>one a line</source>
        <translation>uno per riga</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;cenarios:</source>
        <translation>S&amp;cenari:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glorious &amp;Deeds:</source>
        <translation>Imprese Glorios&amp;e:</translation>
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="+29"/>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Print each keyword&apos;s rule text on warband cards</source>
        <translation>Stampa la regola di ogni parola chiave sulle schede della banda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn off to leave more room on the cards when the players know the rules</source>
        <translation>Disattiva per lasciare più spazio sulle schede se i giocatori conoscono le regole</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copies of the database made before upgrades, once a day and on demand</source>
        <translation>Copie del database fatte prima degli aggiornamenti, una volta al giorno e su richiesta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The system&apos;s (%s)</source>
        <translation>Quella del sistema (%s)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The interface and PDFs; applies after a restart.</source>
        <translation>L&apos;interfaccia e i PDF; vale dopo un riavvio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%s edition:</source>
        <translation>Edizione di %s:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paper size for PDFs:</source>
        <translation>&amp;Formato carta dei PDF:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Backups to keep:</source>
        <translation>&amp;Backup da tenere:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Data folder:</source>
        <translation>Cartella dei dati:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none open</source>
        <translation>nessuno aperto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Database:</source>
        <translation>Database:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language is used from the next start of Warband Ledger.</source>
        <translation>La nuova lingua si usa dal prossimo avvio di Warband Ledger.</translation>
    </message>
</context>
<context>
    <name>ShareTextDialog</name>
    <message>
        <location filename="../../gui/roster/share_text.py" line="+28"/>
        <source>Warband as Text</source>
        <translation>Banda come testo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Compact (one line a model)</source>
        <translation>&amp;Compatto (una riga per modello)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The warband as text</source>
        <translation>La banda come testo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the text, to paste into a message</source>
        <translation>Copia il testo, da incollare in un messaggio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save…</source>
        <translation>&amp;Salva…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Save Text</source>
        <translation>Salva testo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text (*.txt)</source>
        <translation>Testo (*.txt)</translation>
    </message>
</context>
<context>
    <name>ShortHeading</name>
    <message>
        <location filename="../../gui/game/model_panels.py" line="+117"/>
        <source>BLOOD</source>
        <translation>SANGUE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLESS.</source>
        <translation>BENED.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INFECT.</source>
        <translation>INFEZ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Atterr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>Out</source>
        <translation>Fuori</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+5"/>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+7"/>
        <source>Wounds</source>
        <translation>Ferite</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+4"/>
        <source>Lost</source>
        <translation>Persi</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Gone</source>
        <translation>Distr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Champ.</source>
        <translation>Camp.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Struct.</source>
        <translation>Strutt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jam</source>
        <translation>Incepp.</translation>
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
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Glory the warband won in this battle: credited to its glory bank when the battle is recorded (taken back if the battle is deleted) and counted in the league table.</source>
        <translation>La gloria vinta dalla banda in questa battaglia: accreditata alla sua riserva di gloria quando la battaglia è registrata (ripresa se la battaglia è eliminata) e contata nella classifica.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Own models taken Out of Action</source>
        <translation>Propri modelli messi Fuori Combattimento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Models with a Glorious Deed</source>
        <translation>Modelli con un&apos;Impresa Gloriosa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warband:</source>
        <translation>Banda:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result:</source>
        <translation>Risultato:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glorious Deeds</source>
        <translation>Imprese Gloriose</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enemies taken out</source>
        <translation>Nemici eliminati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glory to the bank</source>
        <translation>Gloria alla riserva</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Glorious Deeds picked</source>
        <translation>Imprese Gloriose scelte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+59"/>
        <source>Glorious Deed</source>
        <translation>Impresa Gloriosa</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+63"/>
        <source>By</source>
        <translation>Di</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Add a &amp;Deed</source>
        <translation>Aggiungi un&apos;&amp;impresa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove Deed</source>
        <translation>Rimuovi impresa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taken Out of Action:</source>
        <translation>Messi Fuori Combattimento:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glorious Deeds by:</source>
        <translation>Imprese Gloriose di:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Glorious Deeds:</source>
        <translation>Imprese Gloriose:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The number of deeds picked below</source>
        <translation>Il numero di imprese scelte sotto</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the warband</source>
        <translation>la banda</translation>
    </message>
</context>
<context>
    <name>SideTable</name>
    <message>
        <location filename="../../gui/game/model_panels.py" line="+26"/>
        <location line="+2"/>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Attack</source>
        <translation>Attacca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attack with %s: the attack wizard</source>
        <translation>Attacca con %s: la procedura guidata d&apos;attacco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
</context>
<context>
    <name>SpecForm</name>
    <message>
        <location filename="../../gui/game/attack_wizard.py" line="-82"/>
        <source>Situation</source>
        <translation>Situazione</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Attack</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Markers</source>
        <translation>Segnalini</translation>
    </message>
</context>
<context>
    <name>StandingsWindow</name>
    <message>
        <location filename="../../gui/campaign/event_day.py" line="+33"/>
        <location line="+4"/>
        <source>Standings: %s</source>
        <translation>Classifica: %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Warband</source>
        <translation>Banda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Esc closes · F11 full screen or not</source>
        <translation>Esc chiude · F11 schermo intero sì o no</translation>
    </message>
</context>
<context>
    <name>VariantDialog</name>
    <message>
        <location filename="../../gui/roster/variant_dialog.py" line="+29"/>
        <source>Faction and Variant of %1</source>
        <translation>Fazione e variante di %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Faction or variant</source>
        <translation>Fazione o variante</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>What changes</source>
        <translation>Cosa cambia</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play as:</source>
        <translation>&amp;Gioca come:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What changes:</source>
        <translation>Cosa cambia:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Its rules: %1</source>
        <translation>Le sue regole: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The base faction: no variant&apos;s rules.</source>
        <translation>La fazione base: nessuna regola di variante.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The warband plays as this now.</source>
        <translation>La banda gioca già così.</translation>
    </message>
</context>
<context>
    <name>WarbandDocument</name>
    <message>
        <location filename="../../gui/roster/document.py" line="+105"/>
        <source>Rename warband to “%s”</source>
        <translation>Rinomina la banda in “%s”</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add %s</source>
        <translation>Aggiungi %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove %s</source>
        <translation>Rimuovi %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duplicate %s</source>
        <translation>Duplica %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move %s</source>
        <translation>Sposta %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rename %s to %s</source>
        <translation>Rinomina %s in %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Equip %s on %s</source>
        <translation>Equipaggia %s a %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take %s from %s</source>
        <translation>Prendi %s da %s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Give %s to %s</source>
        <translation>Dai %s a %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove %s from %s</source>
        <translation>Togli %s da %s</translation>
    </message>
</context>
<context>
    <name>WarbandEditor</name>
    <message>
        <location filename="../../gui/roster/editor.py" line="+71"/>
        <source>◀ All warbands</source>
        <translation>◀ Tutte le bande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the list of warbands</source>
        <translation>Torna all&apos;elenco delle bande</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this warband as a .warband.json file</source>
        <translation>Salva questa banda come file .warband.json</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Match-up…</source>
        <translation>&amp;Confronto…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every attacker and weapon of this warband against every model of another: the exact odds as a heat map, and a sheet to print</source>
        <translation>Ogni attaccante e arma di questa banda contro ogni modello di un&apos;altra: le probabilità esatte come mappa di calore, e una scheda da stampare</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Warband name</source>
        <translation>Nome della banda</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>C&amp;hange…</source>
        <translation>Ca&amp;mbia…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the warband as another variant of its faction, or as the base faction</source>
        <translation>Gioca la banda come un&apos;altra variante della sua fazione, o come la fazione base</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Patron</source>
        <translation>Patrono</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Patron:</source>
        <translation>&amp;Patrono:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ed&amp;it…</source>
        <translation>Mod&amp;ifica…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The warband&apos;s own choices (a sin, a title, a variant&apos;s pick) and its finds</source>
        <translation>Le scelte proprie della banda (un peccato, un titolo, una scelta della variante) e i suoi ritrovamenti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the warband owes; debts are taken and paid in its campaign</source>
        <translation>Ciò che la banda deve; i debiti si prendono e si pagano nella sua campagna</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save notes</source>
        <translation>Salva le note</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Warband</source>
        <translation>Banda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System:</source>
        <translation>Sistema:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Faction:</source>
        <translation>Fazione:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choices:</source>
        <translation>Scelte:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Budget:</source>
        <translation>&amp;Budget:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Ducat bank:</source>
        <translation>Cassa &amp;ducati:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Glory bank:</source>
        <translation>Cassa &amp;gloria:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Owes:</source>
        <translation>Deve:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes:</source>
        <translation>Note:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Members</source>
        <translation>Membri</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Add Member…</source>
        <translation>&amp;Aggiungi membro…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Equip…</source>
        <translation>&amp;Equipaggia…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Upgrade…</source>
        <translation>&amp;Potenzia…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>&amp;Togli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move U&amp;p</source>
        <translation>Sposta &amp;su</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move Do&amp;wn</source>
        <translation>Sposta &amp;giù</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Member</source>
        <translation>Membro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Equipment</source>
        <translation>Equipaggiamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take Off</source>
        <translation>Togli</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Upgrades</source>
        <translation>Potenziamenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove Upgrade</source>
        <translation>Rimuovi il potenziamento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Experience</source>
        <translation>Esperienza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Skills</source>
        <translation>Abilità</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Separate several skills with commas</source>
        <translation>Separa più abilità con virgole</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Battle scars</source>
        <translation>Cicatrici di battaglia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Separate several battle scars with commas</source>
        <translation>Separa più cicatrici con virgole</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fireteam</source>
        <translation>Squadra di fuoco</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+350"/>
        <source>Two models with the same fireteam activate together (FIRETEAM)</source>
        <translation>Due modelli della stessa squadra di fuoco si attivano insieme (FIRETEAM)</translation>
    </message>
    <message>
        <location line="-347"/>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Models in the unit</source>
        <translation>Modelli nell&apos;unità</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>E&amp;quipment:</source>
        <translation>E&amp;quipaggiamento:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Every weapon of the armoury in this member&apos;s hands against a target: exact odds</source>
        <translation>Ogni arma dell&apos;armeria nelle mani di questo membro contro un bersaglio: probabilità esatte</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>&amp;Compare Weapons…</source>
        <translation>&amp;Confronta armi…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Compare Arm&amp;our…</source>
        <translation>Confronta arma&amp;ture…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every armour and shield of the armoury on this member against an attacker</source>
        <translation>Ogni armatura e scudo dell&apos;armeria su questo membro contro un attaccante</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Up&amp;grades:</source>
        <translation>Po&amp;tenziamenti:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unit si&amp;ze:</source>
        <translation>Dimen&amp;sione dell&apos;unità:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>E&amp;xperience:</source>
        <translation>Es&amp;perienza:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;kills:</source>
        <translation>A&amp;bilità:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle &amp;scars:</source>
        <translation>&amp;Cicatrici di battaglia:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatus:</source>
        <translation>S&amp;tato:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fireteam:</source>
        <translation>Squadra di &amp;fuoco:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Composition warnings</source>
        <translation>Avvisi di composizione</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Threshold (%s):</source>
        <translation>Soglia (%s):</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The campaign&apos;s threshold after %n battle(s) (TC-C6); its settings set the start and the step</source>
        <translation>
            <numerusform>La soglia della campagna dopo %n battaglia (TC-C6); le sue impostazioni fissano l&apos;inizio e il passo</numerusform>
            <numerusform>La soglia della campagna dopo %n battaglie (TC-C6); le sue impostazioni fissano l&apos;inizio e il passo</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Budget (%s):</source>
        <translation>&amp;Budget (%s):</translation>
    </message>
    <message>
        <location line="+63"/>
        <source> (threshold %s)</source>
        <translation> (soglia %s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (budget %s)</source>
        <translation> (budget %s)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Total: %s%s · %n model(s)</source>
        <translation>
            <numerusform>Totale: %s%s · %n modello</numerusform>
            <numerusform>Totale: %s%s · %n modelli</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 elites</source>
        <translation>%1 elite su %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Click to select the member concerned</source>
        <translation>Clic per selezionare il membro interessato</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n warning(s) — they never block; fix them when you like:</source>
        <translation>
            <numerusform>%n avviso — non blocca mai; correggilo quando vuoi:</numerusform>
            <numerusform>%n avvisi — non bloccano mai; correggili quando vuoi:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No warnings: the roster follows every rule checked.</source>
        <translation>Nessun avviso: la lista rispetta ogni regola controllata.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No member selected</source>
        <translation>Nessun membro selezionato</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%s (comes with the model)</source>
        <translation>%s (in dotazione al modello)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>With %s</source>
        <translation>Con %s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Put %s in %s</source>
        <translation>Metti %s in %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take %s out of its fireteam</source>
        <translation>Togli %s dalla sua squadra di fuoco</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Set budget to %d</source>
        <translation>Imposta il budget a %d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set ducat bank to %d</source>
        <translation>Imposta la cassa ducati a %d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set glory bank to %d</source>
        <translation>Imposta la cassa gloria a %d</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Play as %s</source>
        <translation>Gioca come %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Edit choices and finds</source>
        <translation>Modifica scelte e ritrovamenti</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Serve %s</source>
        <translation>Servi %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve no patron</source>
        <translation>Nessun patrono</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Edit notes</source>
        <translation>Modifica le note</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add a Member to %s</source>
        <translation>Aggiungi un membro a %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model type</source>
        <translation>Tipo di modello</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+28"/>
        <location line="+17"/>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Comes with</source>
        <translation>In dotazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min–max</source>
        <translation>Min–max</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile</source>
        <translation>Profilo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source>Keywords</source>
        <translation>Parole chiave</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Equip %s</source>
        <translation>Equipaggia %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Item</source>
        <translation>Oggetto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range</source>
        <translation>Gittata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effects</source>
        <translation>Effetti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left</source>
        <translation>Restanti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Mani</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Warnings</source>
        <translation>Avvisi</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Upgrade %s</source>
        <translation>Potenzia %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upgrade</source>
        <translation>Potenziamento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Changes</source>
        <translation>Cambia</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Set experience of %s to %d</source>
        <translation>Imposta l&apos;esperienza di %s a %d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set %s to %d models</source>
        <translation>Imposta %s a %d modelli</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Set skills of %s</source>
        <translation>Imposta le abilità di %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set battle scars of %s</source>
        <translation>Imposta le cicatrici di battaglia di %s</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Mark %s %s</source>
        <translation>Segna %s %s</translation>
    </message>
</context>
<context>
    <name>WarbandListModel</name>
    <message>
        <location filename="../../gui/roster/models.py" line="-263"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faction</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign</source>
        <translation>Campagna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models</source>
        <translation>Modelli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>Avvisi</translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>%n composition warning(s); open the warband to see them</source>
        <translation>
            <numerusform>%n avviso di composizione; apri la banda per vederlo</numerusform>
            <numerusform>%n avvisi di composizione; apri la banda per vederli</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_DicePage</name>
    <message>
        <location filename="../../gui/game/attack_wizard.py" line="+285"/>
        <source>Dice</source>
        <translation>Dadi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice faces</source>
        <translation>Facce dei dadi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 6 4 5 3</source>
        <translation>es. 6 4 5 3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Roll for Me</source>
        <translation>&amp;Tira per me</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Faces:</source>
        <translation>&amp;Facce:</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Rolled by the app, seed %d.</source>
        <translation>Tirati dall&apos;app, seme %d.</translation>
    </message>
</context>
<context>
    <name>_OddsPage</name>
    <message>
        <location line="-114"/>
        <source>Situation and odds</source>
        <translation>Situazione e probabilità</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick what the table decides; the exact odds follow every change.</source>
        <translation>Spunta ciò che decide il tavolo; le probabilità esatte seguono ogni modifica.</translation>
    </message>
</context>
<context>
    <name>_ResultPage</name>
    <message>
        <location line="+124"/>
        <location line="+4"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>What happened, and what Finish will record.</source>
        <translation>Cosa è successo e cosa registrerà Fine.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Step by step:</source>
        <translation>Passo per passo:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finish will record:</source>
        <translation>Fine registrerà:</translation>
    </message>
</context>
<context>
    <name>_WeaponPage</name>
    <message>
        <location line="-281"/>
        <source>Weapon and target</source>
        <translation>Arma e bersaglio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s attacks. Pick the weapon and the model it attacks.</source>
        <translation>%s attacca. Scegli l&apos;arma e il modello che attacca.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no weapon: the profile alone)</source>
        <translation>(nessuna arma: solo il profilo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ranged</source>
        <translation>a distanza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>melee</source>
        <translation>mischia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Also under the blast</source>
        <translation>Anche sotto l&apos;esplosione</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Weapon:</source>
        <translation>&amp;Arma:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Target:</source>
        <translation>&amp;Bersaglio:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No enemy model is left in the game to attack.</source>
        <translation>Non resta nessun modello nemico da attaccare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Models in that melee</source>
        <translation>Modelli in quella mischia</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>friend</source>
        <translation>amico</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>enemy</source>
        <translation>nemico</translation>
    </message>
</context>
</TS>

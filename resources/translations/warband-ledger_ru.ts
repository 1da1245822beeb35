<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../gui/about_dialog.py" line="+29"/>
        <source>About Warband Ledger</source>
        <translation>О программе Warband Ledger</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rosters, games and campaigns for tabletop skirmish wargames, on your own computer, with or without an internet connection.</source>
        <translation>Ростеры, игры и кампании для настольных скирмиш-варгеймов — на вашем компьютере, с интернетом или без.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No database open</source>
        <translation>База данных не открыта</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version:</source>
        <translation>Версия:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data folder:</source>
        <translation>Папка данных:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database in use:</source>
        <translation>Используемая база данных:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with:</source>
        <translation>Собрано с:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open Data Folder</source>
        <translation>Открыть папку данных</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The data folder has not been created yet.</source>
        <translation>Папка данных ещё не создана.</translation>
    </message>
</context>
<context>
    <name>ActionDialog</name>
    <message>
        <location filename="../../gui/game/action_dialog.py" line="+46"/>
        <source>Action of %s</source>
        <translation>Действие: %s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Model is Down (−1 DICE)</source>
        <translation>Модель сбита с ног (−1 КУБ)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>HEAVY (no D6)</source>
        <translation>ТЯЖЁЛЫЙ (без D6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stood up this activation (halved)</source>
        <translation>Поднялся в эту активацию (вдвое меньше)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jumped down on purpose</source>
        <translation>Спрыгнул намеренно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A charge target is not visible (RISKY)</source>
        <translation>Цель атаки не видна (РИСКОВАННО)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bloodbath (6 BLOOD or INFECTION, 3 if Down): 3D6</source>
        <translation>Кровавая баня (6 КРОВИ или ЗАРАЖЕНИЯ, 3 если сбит с ног): 3D6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dice faces</source>
        <translation>Значения кубиков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the faces rolled at the table</source>
        <translation>значения, выброшенные за столом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Roll for Me</source>
        <translation>&amp;Бросить за меня</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Action:</source>
        <translation>&amp;Действие:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other ±DICE:</source>
        <translation>Прочие ±КУБЫ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLOOD spent (by the opponent):</source>
        <translation>Потрачено маркеров КРОВИ (противником):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLESSINGS spent:</source>
        <translation>Потрачено маркеров БЛАГОСЛОВЕНИЯ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Movement:</source>
        <translation>Движение:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open inches to the target:</source>
        <translation>Дюймов открытой местности до цели:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inches of difficult terrain:</source>
        <translation>Дюймов труднопроходимой местности:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Height fallen (inches):</source>
        <translation>Высота падения (дюймы):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BLOOD spent on the injury roll (by the opponent):</source>
        <translation>КРОВЬ на бросок ранения (тратит противник):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BLESSINGS spent on the injury roll:</source>
        <translation>БЛАГОСЛОВЕНИЯ на бросок ранения:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Dice:</source>
        <translation>&amp;Кубики:</translation>
    </message>
</context>
<context>
    <name>AttackWizard</name>
    <message>
        <location filename="../../gui/game/attack_wizard.py" line="+75"/>
        <source>Attack with %s</source>
        <translation>Атака: %s</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Attack: %s</source>
        <translation>Атака: %s</translation>
    </message>
</context>
<context>
    <name>BackupsDialog</name>
    <message>
        <location filename="../../gui/backups_dialog.py" line="+27"/>
        <source>daily</source>
        <translation>ежедневная</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by hand</source>
        <translation>вручную</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>before a restore</source>
        <translation>перед восстановлением</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>damaged, kept as it was</source>
        <translation>повреждённая, сохранена как есть</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+12"/>
        <location line="+50"/>
        <source>Backups</source>
        <translation>Резервные копии</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Made</source>
        <translation>Создана</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Back Up &amp;Now</source>
        <translation>Создать копию &amp;сейчас</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore…</source>
        <translation>&amp;Восстановить…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>before an upgrade</source>
        <translation>перед обновлением</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copies of %1, newest first; the last %2 are kept (Preferences).</source>
        <translation>Копии %1, сначала новые; хранятся последние %2 (Настройки).</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Restore a Backup</source>
        <translation>Восстановить резервную копию</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the copy from %1 in place of the database?

The database as it is now is kept as one more backup, so this can be undone by restoring it.</source>
        <translation>Поставить копию от %1 на место базы данных?

Текущая база данных сохранится как ещё одна копия, так что это можно отменить, восстановив её.</translation>
    </message>
</context>
<context>
    <name>BattleDialog</name>
    <message>
        <location filename="../../gui/campaign/battle_dialog.py" line="+256"/>
        <source>Record a Battle</source>
        <translation>Записать битву</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Round:</source>
        <translation>&amp;Раунд:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date:</source>
        <translation>&amp;Дата:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Scenario:</source>
        <translation>&amp;Сценарий:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Notes:</source>
        <translation>&amp;Заметки:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Add a Warband</source>
        <translation>&amp;Добавить отряд</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From game %d: check what the game could not know (deeds, glory).</source>
        <translation>Из игры %d: проверьте то, чего игра не могла знать (подвиги, слава).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player ticks the result in Confirm Result once they agree.</source>
        <translation>Каждый игрок отмечает результат в «Подтвердить результат», когда согласен.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Warband %d</source>
        <translation>Отряд %d</translation>
    </message>
</context>
<context>
    <name>CampaignView</name>
    <message>
        <location filename="../../gui/campaign/view.py" line="+98"/>
        <source>◀ All campaigns</source>
        <translation>◀ Все кампании</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the list of campaigns</source>
        <translation>Назад к списку кампаний</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Join a Warband…</source>
        <translation>&amp;Присоединить отряд…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Record a Battle…</source>
        <translation>&amp;Записать битву…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle from a &amp;Game…</source>
        <translation>Битва из &amp;игры…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;File…</source>
        <translation>Сохранить &amp;файл…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The whole campaign as a .campaign.json file, to merge on another laptop</source>
        <translation>Вся кампания как файл .campaign.json, чтобы объединить на другом ноутбуке</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Overview</source>
        <translation>&amp;Обзор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;League</source>
        <translation>&amp;Лига</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Battles</source>
        <translation>&amp;Битвы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Event Day</source>
        <translation>&amp;День турнира</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lo&amp;g</source>
        <translation>&amp;Журнал</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+51"/>
        <source>Warband</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+51"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+108"/>
        <source>Battles</source>
        <translation>Битвы</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>Cost / threshold</source>
        <translation>Стоимость / порог</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models: has / may field (TC-C6)</source>
        <translation>Модели: есть / можно выставить (TC-C6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Post-battle to do</source>
        <translation>Осталось после битвы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unconfirmed</source>
        <translation>Не подтверждено</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Banks</source>
        <translation>Казна</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deployment skill (DI-2)</source>
        <translation>Навык развёртывания (DI-2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Warbands of the campaign</source>
        <translation>Отряды кампании</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Post-Battle Sequence…</source>
        <translation>&amp;Последовательность после битвы…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Debts…</source>
        <translation>&amp;Долги…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected warband borrows ducats or glory, or pays them back</source>
        <translation>Выбранный отряд берёт в долг дукаты или славу либо возвращает их</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%d ducats, %d glory</source>
        <translation>%d дукатов, %d славы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>owes %s</source>
        <translation>долг %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+80"/>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+41"/>
        <source>Victory points</source>
        <translation>Победные очки</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Models taken out</source>
        <translation>Выведено моделей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glory</source>
        <translation>Слава</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glorious Deeds</source>
        <translation>Славные подвиги</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>League table</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Standings after</source>
        <translation>Положение после</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Standings after:</source>
        <translation>&amp;Положение после:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%s won</source>
        <translation>победа: %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>draw: %s</source>
        <translation>ничья: %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warbands</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Confirmed</source>
        <translation>Подтверждено</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Confirm Result…</source>
        <translation>&amp;Подтвердить результат…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete Battle</source>
        <translation>&amp;Удалить битву</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (undone)</source>
        <translation> (отменено)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Campaign log</source>
        <translation>Журнал кампании</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo Selected Step</source>
        <translation>&amp;Отменить выбранный шаг</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n warband(s)</source>
        <translation>
            <numerusform>%n отряд</numerusform>
            <numerusform>%n отряда</numerusform>
            <numerusform>%n отрядов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win %1 · draw %2 · loss %3 points</source>
        <translation>победа %1 · ничья %2 · поражение %3 очк.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>starting budget %d ducats</source>
        <translation>начальный бюджет %d дукатов</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>every battle</source>
        <translation>каждая битва</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+27"/>
        <source>round %d</source>
        <translation>раунд %d</translation>
    </message>
    <message>
        <location line="-24"/>
        <source> (threshold %1 ducats, %2 models)</source>
        <translation> (порог %1 дукатов, %2 моделей)</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n post-battle sequence(s) to do</source>
        <translation>
            <numerusform>Последовательностей после битвы осталось: %n</numerusform>
            <numerusform>Последовательностей после битвы осталось: %n</numerusform>
            <numerusform>Последовательностей после битвы осталось: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n result(s) not confirmed by their player</source>
        <translation>
            <numerusform>Результатов не подтверждено игроками: %n</numerusform>
            <numerusform>Результатов не подтверждено игроками: %n</numerusform>
            <numerusform>Результатов не подтверждено игроками: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over the threshold: %s</source>
        <translation>выше порога: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing waiting.</source>
        <translation>Ничего не ожидает.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Cannot join the campaign</source>
        <translation>Не удалось присоединиться к кампании</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No game to record</source>
        <translation>Нет игры для записи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no finished %s game that is not in a campaign yet. End a game in the Games area first, or record the battle by hand.</source>
        <translation>Нет завершённой игры %s, которая ещё не входит в кампанию. Сначала завершите игру в разделе «Игры» или запишите битву вручную.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot record the game</source>
        <translation>Не удалось записать игру</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Confirm the Result</source>
        <translation>Подтвердить результат</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player ticks their warband once they agree:</source>
        <translation>Каждый игрок отмечает свой отряд, когда согласен:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot confirm</source>
        <translation>Не удалось подтвердить</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot delete the battle</source>
        <translation>Не удалось удалить битву</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot undo</source>
        <translation>Не удалось отменить</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>Nothing to do</source>
        <translation>Делать нечего</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>No warband of this campaign has a post-battle sequence waiting.</source>
        <translation>Ни у одного отряда этой кампании нет ожидающей послебоевой последовательности.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%s has no post-battle sequence waiting.</source>
        <translation>У %s нет ожидающей последовательности после битвы.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Save Campaign File</source>
        <translation>Сохранить файл кампании</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaign files (*.campaign.json)</source>
        <translation>Файлы кампаний (*.campaign.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot save the campaign file</source>
        <translation>Не удалось сохранить файл кампании</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Debts</source>
        <translation>Долги</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select a warband in the overview first.</source>
        <translation>Сначала выберите отряд в обзоре.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot record the debt</source>
        <translation>Не удалось записать долг</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Cannot change the settings</source>
        <translation>Не удалось изменить настройки</translation>
    </message>
</context>
<context>
    <name>CampaignsArea</name>
    <message>
        <location filename="../../gui/campaign/area.py" line="+86"/>
        <source>Campaign</source>
        <translation>Кампания</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warbands</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;New Campaign…</source>
        <translation>&amp;Новая кампания…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Campaign (Ctrl+N)</source>
        <translation>Новая кампания (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Campaigns</source>
        <translation>Кампании</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No campaigns yet</source>
        <translation>Кампаний пока нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start one with New Campaign (Ctrl+N), then let warbands join it, record their battles and run each warband&apos;s post-battle sequence.</source>
        <translation>Начните с «Новая кампания» (Ctrl+N), затем присоедините отряды, записывайте их битвы и проводите последовательность после битвы для каждого отряда.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Cannot create the campaign</source>
        <translation>Не удалось создать кампанию</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot open the campaign</source>
        <translation>Не удалось открыть кампанию</translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <location filename="../../gui/catalog/browser.py" line="+72"/>
        <source>Catalog</source>
        <translation>Каталог</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search models, items, keywords…</source>
        <translation>Искать модели, предметы, ключевые слова…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search the catalog</source>
        <translation>Искать в каталоге</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add your own catalog file, or BattleScribe data (the .gst and its .cat files, as New Recruit uses): checked whole before anything is stored</source>
        <translation>Добавьте свой файл каталога или данные BattleScribe (.gst и его файлы .cat, как в New Recruit): всё проверяется целиком до сохранения</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Import Folder…</source>
        <translation>Импорт папки…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A folder of BattleScribe data (the community&apos;s Trench Crusade files): it becomes the catalog of its edition</source>
        <translation>Папка с данными BattleScribe (файлы Trench Crusade от сообщества): становится каталогом своей редакции</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Profile</source>
        <translation>Профиль</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+8"/>
        <location line="+19"/>
        <source>Keywords</source>
        <translation>Ключевые слова</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Abilities</source>
        <translation>Способности</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Item</source>
        <translation>Предмет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range</source>
        <translation>Дальность</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Руки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effects</source>
        <translation>Эффекты</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyword</source>
        <translation>Ключевое слово</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Meaning</source>
        <translation>Значение</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Faction</source>
        <translation>Фракция</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant of</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Models</source>
        <translation>Модели</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Armoury items</source>
        <translation>Предметы арсенала</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Items</source>
        <translation>Предметы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Factions</source>
        <translation>Фракции</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>From: %s</source>
        <translation>Источник: %s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Import Catalog</source>
        <translation>Импортировать каталог</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Catalogs and BattleScribe data (*.json *.gst *.cat *.gstz *.catz);;All files (*)</source>
        <translation>Каталоги и данные BattleScribe (*.json *.gst *.cat *.gstz *.catz);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Import BattleScribe Data</source>
        <translation>Импорт данных BattleScribe</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+3"/>
        <source>The catalog was not imported</source>
        <translation>Каталог не импортирован</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What it changed:</source>
        <translation>Что изменилось:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import</source>
        <translation>Импортировать</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Imported the catalog “%1” (%2 %3).</source>
        <translation>Импортирован каталог «%1» (%2 %3).</translation>
    </message>
</context>
<context>
    <name>ChoicesDialog</name>
    <message>
        <location filename="../../gui/roster/choices_dialog.py" line="+35"/>
        <source>Find</source>
        <translation>Находка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choice</source>
        <translation>Выбор</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choices and Finds of %1</source>
        <translation>Выборы и находки: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choices and finds</source>
        <translation>Выборы и находки</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+50"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>For</source>
        <translation>Для</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A choice of the whole warband (a sin, a title, a variant&apos;s pick) is kept, shown and printed. A find of its exploration counts for the roster&apos;s limits (a Homunculus needs the Book of Golems).</source>
        <translation>Выбор всего отряда (грех, титул, выбор варианта) сохраняется, показывается и печатается. Находка исследования учитывается в лимитах состава (Homunculus требует Book of Golems).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add &amp;Choice</source>
        <translation>Добавить &amp;выбор</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;Find</source>
        <translation>Добавить &amp;находку</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other…</source>
        <translation>Другое…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Exploration</source>
        <translation>Исследование</translation>
    </message>
</context>
<context>
    <name>ComparisonModel</name>
    <message>
        <location filename="../../gui/roster/loadout_dialog.py" line="+85"/>
        <source>per %1 %2</source>
        <translation>на %1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Option</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LIMIT left</source>
        <translation>Остаток ЛИМИТА</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Руки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>carried</source>
        <translation>уже есть</translation>
    </message>
</context>
<context>
    <name>DataImport</name>
    <message>
        <location filename="../../gui/catalog/data_import.py" line="+48"/>
        <source>Reading the data and building the catalog…</source>
        <translation>Чтение данных и построение каталога…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Import BattleScribe Data</source>
        <translation>Импорт данных BattleScribe</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The data was not imported</source>
        <translation>Данные не импортированы</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BattleScribe data imported</source>
        <translation>Данные BattleScribe импортированы</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Imported %1 as the %2 %3 catalog: %4 factions, %5 models, %6 items.</source>
        <translation>%1 импортировано как каталог %2 %3: фракций %4, моделей %5, предметов %6.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>References that lead nowhere, left out (%1):</source>
        <translation>Ссылки в никуда, пропущены (%1):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What changed:</source>
        <translation>Что изменилось:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Warband “%1”: %2 entries followed the new ids.</source>
        <translation>Отряд «%1»: записей, перешедших на новые идентификаторы: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not matched, kept as it was:</source>
        <translation>не сопоставлено, оставлено как было:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What the catalog does not express (%1):</source>
        <translation>Что каталог не выражает (%1):</translation>
    </message>
</context>
<context>
    <name>DebtDialog</name>
    <message>
        <location filename="../../gui/campaign/settings.py" line="+403"/>
        <source>Debts of %s</source>
        <translation>Долги: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Banks: %d ducats, %d glory. Owes: %s.</source>
        <translation>Казна: %d дукатов, %d славы. Долг: %s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Currency</source>
        <translation>Валюта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ducats</source>
        <translation>дукаты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>glory</source>
        <translation>слава</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Borrow</source>
        <translation>&amp;Взять в долг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pay Back</source>
        <translation>&amp;Вернуть</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Amount:</source>
        <translation>&amp;Сумма:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;In:</source>
        <translation>&amp;В:</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <location filename="../../gui/game/dice_entry.py" line="+41"/>
        <source>Enter %1 more d%2 for %3.</source>
        <translation>Введите ещё %1 d%2 для: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter %1 more d%2.</source>
        <translation>Введите ещё %1 к%2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>⚠ %1 dice too many: the roll used only the first %2.</source>
        <translation>⚠ Лишних кубиков: %1; бросок использовал только первые %2.</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <location filename="../../gui/game/view.py" line="+365"/>
        <source>End Game</source>
        <translation>Завершить игру</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Result:</source>
        <translation>&amp;Результат:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%s won</source>
        <translation>победа: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Victory points of %s</source>
        <translation>Победные очки: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Victory points, %s:</source>
        <translation>Победные очки, %s:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Notes:</source>
        <translation>&amp;Заметки:</translation>
    </message>
</context>
<context>
    <name>EventDayTab</name>
    <message>
        <location filename="../../gui/campaign/event_day.py" line="+61"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bye</source>
        <translation>пропуск</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Warband</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>waiting</source>
        <translation>ожидается</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tables of the round</source>
        <translation>Столы тура</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No round is paired yet. Pair Next Round… draws it from the league table: league points, then victory points, no warband meeting another twice while it can be avoided, a bye for an odd field.</source>
        <translation>Ни один тур ещё не составлен. «Составить следующий тур…» берёт его из турнирной таблицы: очки лиги, затем победные очки, никто не играет с одним отрядом дважды, пока этого можно избежать, пропуск при нечётном числе.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Pair Next Round…</source>
        <translation>&amp;Составить следующий тур…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>En&amp;ter Result…</source>
        <translation>&amp;Внести результат…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pri&amp;nt Round…</source>
        <translation>&amp;Печать тура…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pairing sheet for the wall and a result slip per table (PDF)</source>
        <translation>Лист пар для стены и бланк результата на каждый стол (PDF)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Withdraw Round</source>
        <translation>&amp;Отозвать тур</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stan&amp;dings on Screen</source>
        <translation>&amp;Таблица на экране</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The league table full screen in large type, scrolling by itself (Esc closes)</source>
        <translation>Турнирная таблица на весь экран крупным шрифтом, прокручивается сама (Esc закрывает)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ro&amp;und:</source>
        <translation>Т&amp;ур:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>round %d</source>
        <translation>раунд %d</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 of %2 results in</source>
        <translation>%1 из %2 результатов</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot pair the round</source>
        <translation>Не удалось составить тур</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot publish the round</source>
        <translation>Не удалось опубликовать тур</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Withdraw Round</source>
        <translation>Отозвать тур</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take round %d&apos;s pairings back? Pair it again afterwards.</source>
        <translation>Отозвать пары тура %d? Потом составьте его заново.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot withdraw the round</source>
        <translation>Не удалось отозвать тур</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Print Round</source>
        <translation>Печать тура</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Pairings and result slips</source>
        <translation>Пары и бланки результатов</translation>
    </message>
</context>
<context>
    <name>EventLogModel</name>
    <message>
        <location filename="../../gui/game/view.py" line="-317"/>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>Что</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odds</source>
        <translation>Шансы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>Исход</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Exactly %s</source>
        <translation>Ровно %s</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>undone</source>
        <translation>отменено</translation>
    </message>
</context>
<context>
    <name>Exploration</name>
    <message>
        <location filename="../../gui/campaign/post_battle_dialog.py" line="+57"/>
        <source>Common</source>
        <translation>Обычные</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rare</source>
        <translation>Редкие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legendary</source>
        <translation>Легендарные</translation>
    </message>
</context>
<context>
    <name>ExplorationEditor</name>
    <message>
        <location filename="../../gui/campaign/settings.py" line="-251"/>
        <source>Exploration dice</source>
        <translation>Кубы исследования</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no exploration table)</source>
        <translation>(без таблицы исследования)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>3–6 D6 by battles fought (TC-C8)</source>
        <translation>3–6 D6 по числу битв (TC-C8)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Exploration locations</source>
        <translation>Места исследования</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Location</source>
        <translation>Место</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From</source>
        <translation>От</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>До</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ducats</source>
        <translation>Дукаты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glory</source>
        <translation>Слава</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Items (; between)</source>
        <translation>Предметы (через ;)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models (; between)</source>
        <translation>Модели (через ;)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skill</source>
        <translation>Навык</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance</source>
        <translation>Шанс</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Add Location</source>
        <translation>&amp;Добавить место</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;move Location</source>
        <translation>&amp;Удалить место</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>E&amp;xploration table, rolled with:</source>
        <translation>Таблица &amp;исследования, бросок:</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Exploration skill: %s</source>
        <translation>Навык исследования: %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Option: %s</source>
        <translation>Вариант: %s</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>exploration.locations[%d].%s: %s is not in the catalog</source>
        <translation>exploration.locations[%d].%s: %s нет в каталоге</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>TC-C8: 3 to 6 D6 by the battles fought, matched exactly. Each chance is the first the table opens: Common on 3D6 (battles 1–2), Rare on 5D6 (6–9), Legendary on 6D6 (10 and more).</source>
        <translation>TC-C8: от 3 до 6 D6 по числу битв, точное совпадение. Каждый шанс — для первого раза, когда таблица открыта: Обычные на 3D6 (битвы 1–2), Редкие на 5D6 (6–9), Легендарные на 6D6 (10 и больше).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Finds nothing: %s</source>
        <translation>Ничего не найдено: %s</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Every result finds a location.</source>
        <translation>Каждый результат ведёт к месту.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No table: finds are entered by hand at the Exploration step.</source>
        <translation>Без таблицы: находки вводятся вручную на шаге исследования.</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../gui/export_dialog.py" line="+99"/>
        <source>Warband cards of %s</source>
        <translation>Карточки отряда %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roster sheet of %s</source>
        <translation>Лист ростера %s</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Game report of %s</source>
        <translation>Отчёт об игре %s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Campaign book of %s</source>
        <translation>Книга кампании %s</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+52"/>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Poker size, nine a page with cut marks</source>
        <translation>Покерный размер, девять на странице с метками обреза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A6, one a page</source>
        <translation>A6, по одной на странице</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Export:</source>
        <translation>&amp;Экспорт:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paper:</source>
        <translation>&amp;Бумага:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cards:</source>
        <translation>&amp;Карточки:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;File:</source>
        <translation>&amp;Файл:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ExportRun</name>
    <message>
        <location line="+73"/>
        <source>Writing %s…</source>
        <translation>Запись %s…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+51"/>
        <location line="+20"/>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Wrote %s. Open it now?</source>
        <translation>Записан %s. Открыть сейчас?</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The PDF was not written: %s</source>
        <translation>PDF не записан: %s</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <location filename="../../gui/game/document.py" line="+87"/>
        <source>TOUGH used</source>
        <translation>TOUGH использован</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 %2 %3 on %4</source>
        <translation>%1 %2 %3: %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mark %s</source>
        <translation>Отметить: %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start turn %d</source>
        <translation>Начать ход %d</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Undo event %d</source>
        <translation>Отменить событие %d</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <location filename="../../gui/game/area.py" line="+54"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warbands</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game %d</source>
        <translation>Игра %d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>finished</source>
        <translation>завершена</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in progress</source>
        <translation>идёт</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <location filename="../../gui/campaign/view.py" line="+78"/>
        <source>Battle from a Game</source>
        <translation>Битва из игры</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game %d</source>
        <translation>Игра %d</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Finished game:</source>
        <translation>&amp;Завершённая игра:</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../../gui/game/view.py" line="+33"/>
        <source>◀ All games</source>
        <translation>◀ Все игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the list of games</source>
        <translation>Назад к списку игр</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Next Turn</source>
        <translation>&amp;Следующий ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the next turn: activations are cleared</source>
        <translation>Начать следующий ход: активации сбрасываются</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;End Game…</source>
        <translation>&amp;Завершить игру…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Show the models as</source>
        <translation>Показывать модели как</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table: a row per model</source>
        <translation>Таблица: строка на модель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: profile and gear</source>
        <translation>Карточки: профиль и снаряжение</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+24"/>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Show the log of</source>
        <translation>Показать журнал:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every model</source>
        <translation>Все модели</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo Selected Event</source>
        <translation>Отменить выбранное событие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick an event in the log to undo it</source>
        <translation>Выберите событие в журнале, чтобы отменить его</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>in progress</source>
        <translation>идёт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %d</source>
        <translation>Игра %d</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Turn %d</source>
        <translation>Ход %d</translation>
    </message>
</context>
<context>
    <name>GamesArea</name>
    <message>
        <location filename="../../gui/game/area.py" line="+200"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Game (Ctrl+N)</source>
        <translation>Новая игра (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No games yet</source>
        <translation>Игр пока нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start one with New Game (Ctrl+N): pick two or more warbands and the models taking part. Every attack, marker and turn is kept in the game&apos;s log.</source>
        <translation>Начните с «Новая игра» (Ctrl+N): выберите два или больше отрядов и участвующие модели. Каждая атака, маркер и ход сохраняются в журнале игры.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot start the game</source>
        <translation>Не удалось начать игру</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot open the game</source>
        <translation>Не удалось открыть игру</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The change was not saved</source>
        <translation>Изменение не сохранено</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../gui/help_dialog.py" line="+43"/>
        <source>Undo the last change</source>
        <translation>Отменить последнее изменение</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export PDF: cards, roster sheet, game report, campaign book</source>
        <translation>Экспорт PDF: карточки, лист отряда, отчёт об игре, книга кампании</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Odds Calculator</source>
        <translation>Калькулятор шансов</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules Quick Reference (of the open game&apos;s system)</source>
        <translation>Краткий справочник правил (системы открытой игры)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a database</source>
        <translation>Открыть базу данных</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New database</source>
        <translation>Новая база данных</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New warband, game or campaign (by the area in view)</source>
        <translation>Новый отряд, игра или кампания (по открытому разделу)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the one selected</source>
        <translation>Открыть выбранное</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate the selected warband</source>
        <translation>Дублировать выбранный отряд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected warband</source>
        <translation>Удалить выбранный отряд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import a warband file</source>
        <translation>Импортировать файл отряда</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the selected warband to a file</source>
        <translation>Экспортировать выбранный отряд в файл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a member</source>
        <translation>Добавить бойца</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equip the selected member</source>
        <translation>Снарядить выбранного бойца</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the selected member an upgrade</source>
        <translation>Дать выбранному бойцу улучшение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate the selected member</source>
        <translation>Дублировать выбранного бойца</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected member</source>
        <translation>Убрать выбранного бойца</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the selected member up</source>
        <translation>Переместить выбранного бойца выше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the selected member down</source>
        <translation>Переместить выбранного бойца ниже</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everywhere</source>
        <translation>Везде</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lists of warbands, games and campaigns</source>
        <translation>Списки отрядов, игр и кампаний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The warband editor</source>
        <translation>Редактор отряда</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In a game and in the wizards</source>
        <translation>В игре и в мастерах</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alt and the underlined letter presses a button (Alt+N: Next Turn).</source>
        <translation>Alt и подчёркнутая буква нажимают кнопку (Alt+N: следующий ход).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tab moves between the inputs; Enter goes to the wizard&apos;s next page.</source>
        <translation>Tab переходит между полями; Enter — к следующей странице мастера.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In a picker, type to filter; Up and Down move through the list.</source>
        <translation>В списке выбора печатайте для фильтра; стрелки вверх и вниз двигают по списку.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;Rosters.&lt;/b&gt; New Warband (Ctrl+N) picks the system, faction and budget. Add members (Ins), equip them (Ctrl+E): costs, the profile as it plays (armour worn) and the roster&apos;s warnings follow every change. Warnings never stop you.</source>
        <translation>&lt;b&gt;Отряды.&lt;/b&gt; «Новый отряд» (Ctrl+N) выбирает систему, фракцию и бюджет. Добавляйте бойцов (Ins), снаряжайте их (Ctrl+E): стоимость, профиль в игре (с надетой бронёй) и предупреждения списка следуют за каждым изменением. Предупреждения ничего не запрещают.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Games.&lt;/b&gt; New Game (Ctrl+N in Games) takes two or more warbands. The table shows a row per model: its markers, Down, Out of Action, activated. Attack opens the wizard: weapon and target, the situation with the exact odds, the dice rolled at the table (or let the app roll), and what Finish records in the game&apos;s log.</source>
        <translation>&lt;b&gt;Игры.&lt;/b&gt; «Новая игра» (Ctrl+N в разделе «Игры») берёт два или больше отрядов. Таблица показывает строку на модель: маркеры, «Сбит с ног», «Выведен из строя», активирован. «Атака» открывает мастер: оружие и цель, ситуация с точными шансами, кубики, брошенные за столом (или бросок приложения), и то, что «Готово» запишет в журнал игры.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Undo.&lt;/b&gt; Every change is saved at once and can be undone (Ctrl+Z), in the rosters and in a game; a game reopens exactly where it stopped.</source>
        <translation>&lt;b&gt;Отмена.&lt;/b&gt; Каждое изменение сохраняется сразу и отменяется (Ctrl+Z) — в отрядах и в игре; игра открывается ровно там, где остановилась.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Print.&lt;/b&gt; File › Export PDF (Ctrl+P): warband cards, roster sheets with marker tracks for pen-and-paper play, game reports and campaign books.</source>
        <translation>&lt;b&gt;Печать.&lt;/b&gt; Файл › Экспорт PDF (Ctrl+P): карточки отряда, листы отряда с клетками для маркеров для игры на бумаге, отчёты об играх и книги кампаний.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Campaigns.&lt;/b&gt; Record each battle (or take it from a finished game), run the post-battle sequence, and follow the league table.</source>
        <translation>&lt;b&gt;Кампании.&lt;/b&gt; Записывайте каждую битву (или берите её из законченной игры), проводите послебоевую последовательность и следите за таблицей лиги.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Odds.&lt;/b&gt; Tools › Odds Calculator works out any attack of any system without a game, and compares two set-ups.</source>
        <translation>&lt;b&gt;Шансы.&lt;/b&gt; Инструменты › Калькулятор шансов считает любую атаку любой системы без игры и сравнивает два варианта.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No internet is needed, ever; your data stays on this computer.</source>
        <translation>Интернет не нужен никогда; ваши данные остаются на этом компьютере.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Getting started</source>
        <translation>Начало работы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rules: %s</source>
        <translation>Правила: %s</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Warband Ledger Help</source>
        <translation>Справка Warband Ledger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Help topics</source>
        <translation>Разделы справки</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Help page</source>
        <translation>Страница справки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find on this page…</source>
        <translation>Найти на этой странице…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find on this page</source>
        <translation>Найти на этой странице</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Not on this page</source>
        <translation>На этой странице нет</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../gui/campaign/view.py" line="-63"/>
        <source>Join the Campaign</source>
        <translation>Присоединиться к кампании</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warband</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 — moves from %2</source>
        <translation>%1 — переходит из %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>who plays it</source>
        <translation>кто им играет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Warband:</source>
        <translation>&amp;Отряд:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warbands of this system and edition. One in another campaign moves here: its battles, results and log stay with that campaign, and it starts here with this campaign&apos;s budget.</source>
        <translation>Отряды этой системы и редакции. Отряд из другой кампании переходит сюда: его битвы, результаты и журнал остаются в той кампании, а здесь он начинает с бюджетом этой кампании.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No other %s warband: make a new one in Rosters first.</source>
        <translation>Других отрядов %s нет: сначала создайте новый в Ростерах.</translation>
    </message>
</context>
<context>
    <name>LoadoutDialog</name>
    <message>
        <location filename="../../gui/roster/loadout_dialog.py" line="+56"/>
        <source>Compare Weapons: %s</source>
        <translation>Сравнить оружие: %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compare Armour: %s</source>
        <translation>Сравнить броню: %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attacker</source>
        <translation>Атакующий</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A generic target (set below)</source>
        <translation>Обобщённая цель (задайте ниже)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A generic attacker (set below)</source>
        <translation>Обобщённый атакующий (задайте ниже)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The attacker&apos;s weapon</source>
        <translation>Оружие атакующего</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target&apos;s armour</source>
        <translation>Броня цели</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Down</source>
        <translation>&amp;Сбит с ног</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;TOUGH</source>
        <translation>&amp;TOUGH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The attacker&apos;s characteristic</source>
        <translation>Характеристика атакующего</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind of attack</source>
        <translation>Вид атаки</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Armour:</source>
        <translation>Броня:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Characteristic:</source>
        <translation>Характеристика:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Against:</source>
        <translation>&amp;Против:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Attacker:</source>
        <translation>&amp;Атакующий:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Model:</source>
        <translation>&amp;Модель:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Weapon:</source>
        <translation>&amp;Оружие:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the chart shows</source>
        <translation>Что показывает диаграмма</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;hart:</source>
        <translation>&amp;Диаграмма:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Each option compared</source>
        <translation>Сравнение каждого варианта</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The chosen column for each option</source>
        <translation>Выбранный столбец для каждого варианта</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>No model to compare against.</source>
        <translation>Не с чем сравнивать.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No weapon in this faction&apos;s armoury.</source>
        <translation>В арсенале этой фракции нет оружия.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No armour or shield in this faction&apos;s armoury.</source>
        <translation>В арсенале этой фракции нет брони и щитов.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each weapon of the armoury in %1&apos;s hands, as the attack wizard would start the attack: exact chances, and the same per %2 %3. ⚠: buying it would raise a roster warning (never enforced).</source>
        <translation>Каждое оружие арсенала в руках %1, как начал бы мастер атаки: точные шансы и то же на %2 %3. ⚠: покупка вызовет предупреждение ростера (никогда не запрещает).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 as %2 stands: %3. Each armour and shield in place of what it wears of the same kind: the chance with it, how much it lowers it, and that per %4 %5.</source>
        <translation>%1 при нынешнем снаряжении %2: %3. Каждая броня и щит вместо надетых того же вида: шанс с ними, насколько они его снижают, и это на %4 %5.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gui/app.py" line="+146"/>
        <location filename="../../gui/main_window.py" line="+410"/>
        <source>Cannot open the database</source>
        <translation>Не удалось открыть базу данных</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Something went wrong</source>
        <translation>Что-то пошло не так</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

What you were doing was not saved; everything saved before is safe. If it happens again, please report it with the details printed in the terminal.</source>
        <translation>%1

То, что вы делали, не сохранено; всё сохранённое раньше в безопасности. Если это повторится, сообщите об ошибке с подробностями, выведенными в терминал.</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="-287"/>
        <source>Areas</source>
        <translation>Разделы</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opening the database…</source>
        <translation>Открытие базы данных…</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Rosters</source>
        <translation>Ростеры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaigns</source>
        <translation>Кампании</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catalogs</source>
        <translation>Каталоги</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+431"/>
        <source>New…</source>
        <translation>Создать…</translation>
    </message>
    <message>
        <location line="-428"/>
        <source>&amp;New Database…</source>
        <translation>&amp;Новая база данных…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open Database…</source>
        <translation>&amp;Открыть базу данных…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <translation>Открыть &amp;недавние</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warband or campaign files, catalogs, lists from Trench Companion and New Recruit (.json, .ros, .rosz), BattleScribe data (.gst, .cat)</source>
        <translation>Файлы отрядов и кампаний, каталоги, составы из Trench Companion и New Recruit (.json, .ros, .rosz), данные BattleScribe (.gst, .cat)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Backups…</source>
        <translation>&amp;Резервные копии…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Экспорт в PDF…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Odds Calculator…</source>
        <translation>&amp;Калькулятор шансов…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The exact odds of any attack, without a game; compare two set-ups</source>
        <translation>Точные шансы любой атаки без игры; сравнение двух вариантов</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Getting Started</source>
        <translation>&amp;Начало работы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules Quick Reference</source>
        <translation>&amp;Краткий справочник правил</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Warband Ledger</source>
        <translation>&amp;О программе Warband Ledger</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The file is no longer there.</source>
        <translation>Этого файла больше нет.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Очистить список</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No recent databases</source>
        <translation>Нет недавних баз данных</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No database open</source>
        <translation>База данных не открыта</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Database: %s</source>
        <translation>База данных: %s</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The database file was replaced</source>
        <translation>Файл базы данных был заменён</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open It Again</source>
        <translation>Открыть заново</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The database is damaged</source>
        <translation>База данных повреждена</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Restore the Backup of %s</source>
        <translation>Восстановить копию от %s</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n backup(s) of this file are kept (File › Backups…); the one offered is the newest that passes SQLite&apos;s integrity check.</source>
        <translation>
            <numerusform>Этого файла хранится %n копия (Файл › Резервные копии…); предложена самая новая из прошедших проверку целостности SQLite.</numerusform>
            <numerusform>Этого файла хранятся %n копии (Файл › Резервные копии…); предложена самая новая из прошедших проверку целостности SQLite.</numerusform>
            <numerusform>Этого файла хранится %n копий (Файл › Резервные копии…); предложена самая новая из прошедших проверку целостности SQLite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n backup(s) of this file are kept, and none passes SQLite&apos;s integrity check (File › Backups… lists them).</source>
        <translation>
            <numerusform>Этого файла хранится %n копия, и она не проходит проверку целостности SQLite (Файл › Резервные копии… покажет её).</numerusform>
            <numerusform>Этого файла хранятся %n копии, и ни одна не проходит проверку целостности SQLite (Файл › Резервные копии… покажет их).</numerusform>
            <numerusform>Этого файла хранится %n копий, и ни одна не проходит проверку целостности SQLite (Файл › Резервные копии… покажет их).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open Another…</source>
        <translation>Открыть другую…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Backups</source>
        <translation>Резервные копии</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backups are kept of SQLite database files. A database on a server is backed up with the server&apos;s own tools.</source>
        <translation>Резервные копии делаются для файлов баз SQLite. Базу на сервере сохраняют средствами самого сервера.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot restore the backup</source>
        <translation>Не удалось восстановить копию</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> The database it replaced is kept as %s.</source>
        <translation> Заменённая база данных сохранена как %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backup restored</source>
        <translation>Копия восстановлена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is back as it was on %2.</source>
        <translation>%1 снова такая, как была %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Warband Ledger databases (*.sqlite *.db);;All files (*)</source>
        <translation>Базы данных Warband Ledger (*.sqlite *.db);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open Database</source>
        <translation>Открыть базу данных</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New Database</source>
        <translation>Новая база данных</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>File Exists</source>
        <translation>Файл существует</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s already exists. A new database never replaces a file.

Open the existing file instead?</source>
        <translation>%s уже существует. Новая база данных никогда не заменяет файл.

Открыть существующий файл?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot create the database</source>
        <translation>Не удалось создать базу данных</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>New &amp;Warband…</source>
        <translation>Новый &amp;отряд…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;Game…</source>
        <translation>Новая &amp;игра…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;Campaign…</source>
        <translation>Новая &amp;кампания…</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Game %d</source>
        <translation>Игра %d</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open or select a warband, open a game, or choose a campaign in the warband list&apos;s filter first.</source>
        <translation>Сначала откройте или выберите отряд, откройте игру или выберите кампанию в фильтре списка отрядов.</translation>
    </message>
</context>
<context>
    <name>MatchupDialog</name>
    <message>
        <location filename="../../gui/roster/matchup_dialog.py" line="+147"/>
        <source>Match-up: %s</source>
        <translation>Противостояние: %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Against</source>
        <translation>Против</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Who attacks</source>
        <translation>Кто атакует</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Our attacks on them</source>
        <translation>Наши атаки по ним</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their attacks on us</source>
        <translation>Их атаки по нам</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Against:</source>
        <translation>&amp;Против:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Showing:</source>
        <translation>&amp;Показать:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each attacker and weapon against each target</source>
        <translation>Каждый атакующий и оружие против каждой цели</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No other warband of this system to match it against: create or import one first.</source>
        <translation>Нет другого отряда этой системы для сравнения: сначала создайте или импортируйте его.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save Match-up &amp;Sheet…</source>
        <translation>Сохранить &amp;лист противостояния…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A PDF of both directions, one landscape page each, to bring to the table</source>
        <translation>PDF в обе стороны, по одной альбомной странице, чтобы взять к столу</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The exact chance that the target is %1 after one attack, standing with no markers, out of cover, at short range, as the attack wizard starts. Bold: the target each weapon is most likely to take out. Hover over a cell for every outcome.</source>
        <translation>Точный шанс, что цель окажется в состоянии «%1» после одной атаки — стоя без маркеров, вне укрытия, на ближней дистанции, как в начале мастера атаки. Жирным: цель, которую каждое оружие вероятнее всего выведет из строя. Наведите на клетку, чтобы увидеть все исходы.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Save Match-up Sheet</source>
        <translation>Сохранить лист противостояния</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Match-up sheet</source>
        <translation>Лист противостояния</translation>
    </message>
</context>
<context>
    <name>MatchupModel</name>
    <message>
        <location line="-214"/>
        <source>Attacker</source>
        <translation>Атакующий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weapon</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 with %2 (%3) at %4</source>
        <translation>%1 с оружием %2 (%3) по %4</translation>
    </message>
</context>
<context>
    <name>MemberTableModel</name>
    <message>
        <location filename="../../gui/roster/models.py" line="+274"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model type</source>
        <translation>Тип модели</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equipment</source>
        <translation>Снаряжение</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>captain</source>
        <translation>капитан</translation>
    </message>
</context>
<context>
    <name>ModelControls</name>
    <message>
        <location filename="../../gui/game/model_panels.py" line="+55"/>
        <source>no equipment</source>
        <translation>без снаряжения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fireteam: %s</source>
        <translation>огневая группа: %s</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Remove one %s from %s</source>
        <translation>Убрать один %s: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one %s to %s</source>
        <translation>Добавить один %s: %s</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%s is aiming at</source>
        <translation>%s целится в</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not aiming</source>
        <translation>не целится</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>aiming at %s</source>
        <translation>целится в %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Attack…</source>
        <translation>&amp;Атака…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack with %s</source>
        <translation>Атака: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A&amp;ction…</source>
        <translation>Д&amp;ействие…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dash, Climb, Jump, Charge, Fall, Dangerous terrain, Stand up, Retreat</source>
        <translation>Рывок, Подъём, Прыжок, Атака с разбега, Падение, Опасная местность, Подняться, Отступление</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action of %s</source>
        <translation>Действие: %s</translation>
    </message>
</context>
<context>
    <name>NewCampaignDialog</name>
    <message>
        <location filename="../../gui/campaign/area.py" line="-139"/>
        <source>New Campaign</source>
        <translation>Новая кампания</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. The Siege of Jericho</source>
        <translation>напр. Осада Иерихона</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Organiser&apos;s notes: house rules, schedule, venue</source>
        <translation>Заметки организатора: домашние правила, расписание, место</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;System:</source>
        <translation>&amp;Система:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Редакция:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;otes:</source>
        <translation>За&amp;метки:</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../gui/game/area.py" line="-247"/>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. Hold the Ruins</source>
        <translation>напр. Удержать руины</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Warbands and the members taking part</source>
        <translation>Отряды и участвующие бойцы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warbands and members</source>
        <translation>Отряды и бойцы</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;System:</source>
        <translation>&amp;Система:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Редакция:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;cenario:</source>
        <translation>С&amp;ценарий:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date:</source>
        <translation>&amp;Дата:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ampaign:</source>
        <translation>К&amp;ампания:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>— none —</source>
        <translation>— нет —</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>⚠ %1 — roster warnings: %2%3</source>
        <translation>⚠ %1 — предупреждения ростера: %2%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game can start anyway; the roster editor shows them all.</source>
        <translation>Игру всё равно можно начать; редактор ростера показывает их все.</translation>
    </message>
</context>
<context>
    <name>NewWarbandDialog</name>
    <message>
        <location filename="../../gui/roster/new_warband.py" line="+39"/>
        <source>New Warband</source>
        <translation>Новый отряд</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>e.g. Pilgrims of Ypres</source>
        <translation>напр. Пилигримы Ипра</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;System:</source>
        <translation>&amp;Система:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Редакция:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Faction:</source>
        <translation>&amp;Фракция:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Вариант:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Budget:</source>
        <translation>&amp;Бюджет:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Campaign:</source>
        <translation>&amp;Кампания:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>— none —</source>
        <translation>— нет —</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Follows %1.</source>
        <translation>Следует: %1.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>— none (the faction itself) —</source>
        <translation>— нет (сама фракция) —</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Its rules: %1</source>
        <translation>Его правила: %1</translation>
    </message>
</context>
<context>
    <name>OddsCalculator</name>
    <message>
        <location filename="../../gui/odds_calculator.py" line="+96"/>
        <source>Odds Calculator</source>
        <translation>Калькулятор шансов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edition</source>
        <translation>Редакция</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Compare with a second set-up</source>
        <translation>&amp;Сравнить со вторым вариантом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy A to &amp;B</source>
        <translation>Скопировать A в &amp;B</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;System:</source>
        <translation>&amp;Система:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Редакция:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Set-up A</source>
        <translation>Вариант A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set-up B</source>
        <translation>Вариант B</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The two set-ups compared</source>
        <translation>Сравнение двух вариантов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Notes of set-up A</source>
        <translation>Примечания к варианту A</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Notes (set-up A):</source>
        <translation>&amp;Примечания (вариант A):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Roll Set-up A</source>
        <translation>&amp;Бросить вариант A</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many dice</source>
        <translation>Сколько кубиков</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which dice</source>
        <translation>Какие кубики</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll &amp;Dice</source>
        <translation>Бросить &amp;кубики</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the dice did</source>
        <translation>Что выпало на кубиках</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Rolled by the app, seed %d.</source>
        <translation>Бросок приложения, зерно %d.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1d%2: %3 (total %4)</source>
        <translation>%1d%2: %3 (сумма %4)</translation>
    </message>
</context>
<context>
    <name>OddsChart</name>
    <message>
        <location filename="../../gui/widgets/odds_chart.py" line="+24"/>
        <source>Odds of each outcome</source>
        <translation>Шансы каждого исхода</translation>
    </message>
</context>
<context>
    <name>PairingDialog</name>
    <message>
        <location filename="../../gui/campaign/event_day.py" line="+12"/>
        <source>Pair Round %d</source>
        <translation>Составить тур %d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawn from the league table: league points, then victory points; nobody meets a warband twice while the round allows it; the bye goes to the lowest ranked of those with the fewest byes. To change it, select two warbands and Swap.</source>
        <translation>Из турнирной таблицы: очки лиги, затем победные очки; никто не встречает отряд дважды, пока тур это позволяет; пропуск получает самый низкий в таблице из тех, у кого меньше всего пропусков. Чтобы изменить, выберите два отряда и нажмите «Поменять».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pairings</source>
        <translation>Пары</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warband</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Met before</source>
        <translation>Уже встречались</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Swap</source>
        <translation>&amp;Поменять</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Publish Round %d</source>
        <translation>&amp;Опубликовать тур %d</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>⚠ yes</source>
        <translation>⚠ да</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bye</source>
        <translation>пропуск</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n pair(s) met before.</source>
        <translation>
            <numerusform>%n пара уже встречалась.</numerusform>
            <numerusform>%n пары уже встречались.</numerusform>
            <numerusform>%n пар уже встречались.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PickerDialog</name>
    <message>
        <location filename="../../gui/roster/pickers.py" line="+151"/>
        <source>Type to filter…</source>
        <translation>Введите для фильтра…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter</source>
        <translation>Фильтр</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Nothing matches.</source>
        <translation>Ничего не найдено.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No name matches; rows matched by another column are listed: ↓ or a click picks one.</source>
        <translation>Ни одно название не подходит; показаны строки, найденные в другом столбце: ↓ или щелчок выбирает строку.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⚠ The first row breaks a rule: ↓ or a click picks it anyway.</source>
        <translation>⚠ Первая строка нарушает правило: ↓ или щелчок всё равно выбирает её.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Comes with: %s.</source>
        <translation>В комплекте: %s.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Already %1: at most %2 (RC-3 min/max)</source>
        <translation>Уже %1: не больше %2 (RC-3 min/max)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>On %1: %2.</source>
        <translation>На %1: %2.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>found by exploration</source>
        <translation>найдено при разведке</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A campaign&apos;s reward: found by the Exploration step, never bought</source>
        <translation>Награда кампании: находится на шаге разведки, не покупается</translation>
    </message>
</context>
<context>
    <name>PostBattleDialog</name>
    <message>
        <location filename="../../gui/campaign/post_battle_dialog.py" line="+57"/>
        <source>Steps taken</source>
        <translation>Выполненные шаги</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo Last Step</source>
        <translation>&amp;Отменить последний шаг</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+39"/>
        <source>&amp;Next Step ▶</source>
        <translation>&amp;Следующий шаг ▶</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Post-Battle: %s</source>
        <translation>После битвы: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;%1&lt;/b&gt; after round %2 (%3) — step %4 of 6: &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; после раунда %2 (%3) — шаг %4 из 6: &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Finish</source>
        <translation>&amp;Готово</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> (undone)</source>
        <translation> (отменено)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Models taken Out of Action</source>
        <translation>Модели, выведенные из строя</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trauma dice</source>
        <translation>Кубики травмы</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+434"/>
        <source>Roll for &amp;Me</source>
        <translation>Бросить за &amp;меня</translation>
    </message>
    <message>
        <location line="-432"/>
        <source>&amp;Apply Trauma</source>
        <translation>&amp;Применить травму</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+109"/>
        <source>Dice:</source>
        <translation>Кубики:</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>Every model taken Out of Action rolls. A troop: one D6, dead on 1–2. An elite: a D66 (tens, then units) on the trauma table, and a battle scar; the third scar means unfit for duty, its kit to the arsenal.</source>
        <translation>Бросает каждая модель, выведенная из строя. Рядовой боец: один D6, погибает на 1–2. Элита: D66 (десятки, затем единицы) по таблице травм и боевой шрам; третий шрам означает негодность к службе, снаряжение уходит в арсенал.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>elite</source>
        <translation>элита</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>troop</source>
        <translation>рядовой</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Nobody left to roll: go on to the next step.</source>
        <translation>Бросать некому: переходите к следующему шагу.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: one D6 — dead %2, recovers %3.</source>
        <translation>%1: один D6 — погибает %2, выздоравливает %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: a D66 — </source>
        <translation>%1: D66 — </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; Dead %s.</source>
        <translation>; Погибает %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is its third scar: it will be unfit for duty.</source>
        <translation>Это третий шрам: модель станет негодной к службе.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Award Experience to Everyone Who Took Part</source>
        <translation>&amp;Начислить опыт всем участникам</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Promotion of a troop (TC-C5)</source>
        <translation>Повышение рядового (TC-C5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Troops and their promotion dice</source>
        <translation>Рядовые и их кубики повышения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Promotion dice</source>
        <translation>Кубики повышения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The faces, in the order of the ticked troops</source>
        <translation>Значения в порядке отмеченных рядовых</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll for Me</source>
        <translation>Бросить за меня</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll &amp;Promotion</source>
        <translation>Бросить на &amp;повышение</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Advancement (TC-C3, TC-C4)</source>
        <translation>Развитие (TC-C3, TC-C4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elite with an advancement roll</source>
        <translation>Элита с броском развития</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Skill table %d</source>
        <translation>Таблица навыков %d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2D6 on table %d</source>
        <translation>2D6 по таблице %d</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll 2D6 Twice for Me</source>
        <translation>Бросить 2D6 дважды за меня</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Skill to learn</source>
        <translation>Навык для изучения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Patron skill</source>
        <translation>Навык покровителя</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Learn Skill</source>
        <translation>&amp;Изучить навык</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Elite:</source>
        <translation>Элита:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table %d and 2D6:</source>
        <translation>Таблица %d и 2D6:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep:</source>
        <translation>Оставить:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patron&apos;s skill:</source>
        <translation>Навык покровителя:</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Awarded.</source>
        <translation>Начислено.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Will give: </source>
        <translation>Даст: </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no elite took part</source>
        <translation>элита не участвовала</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%1 (%2 XP, %n roll(s))</source>
        <translation>
            <numerusform>%1 (%2 оп., бросков: %n)</numerusform>
            <numerusform>%1 (%2 оп., бросков: %n)</numerusform>
            <numerusform>%1 (%2 оп., бросков: %n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The promotion pool has been rolled.</source>
        <translation>Пул повышения брошен.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pool: %d dice (one, one for a win, one per Glorious Deed); up to two dice a troop, three for a troop with a Glorious Deed of its own.</source>
        <translation>Запас: %d куб. (один, один за победу, по одному за Славный подвиг); не больше двух кубов на бойца, трёх — бойцу с собственным Славным подвигом.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tick the troops to roll for. Dice and chance of a 6: </source>
        <translation>Отметьте рядовых, за которых бросать. Кубики и шанс выбросить 6: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; someone promoted: %s.</source>
        <translation>; кто-то повышен: %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick the troops to roll for.</source>
        <translation>Отметьте рядовых, за которых бросать.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No elite has an advancement roll to make.</source>
        <translation>Ни одной элите не нужен бросок развития.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 offers %3 (most likely: %4)</source>
        <translation>%1: %2 даёт %3 (вероятнее всего: %4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing new</source>
        <translation>ничего нового</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&amp;Call for Reinforcements</source>
        <translation>&amp;Призвать подкрепления</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Optional. A warband that calls for reinforcements skips Exploration and the Quartermaster this time. Enter the ducats granted; or go on with Next Step.</source>
        <translation>Необязательно. Отряд, призвавший подкрепления, в этот раз пропускает Разведку и Интенданта. Введите выделенные дукаты или продолжайте кнопкой «Следующий шаг».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ducats granted:</source>
        <translation>Выделено дукатов:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes:</source>
        <translation>Заметки:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Or a find by hand</source>
        <translation>Или находка вручную</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A find by hand</source>
        <translation>Находка вручную</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>what the warband found</source>
        <translation>что нашёл отряд</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Item found</source>
        <translation>Найденный предмет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no item)</source>
        <translation>(без предмета)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Record Find</source>
        <translation>&amp;Записать находку</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find:</source>
        <translation>Находка:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+73"/>
        <source>Dice rolled:</source>
        <translation>Выброшено:</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Ducats:</source>
        <translation>Дукаты:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glory:</source>
        <translation>Слава:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Item (to the arsenal):</source>
        <translation>Предмет (в арсенал):</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Exploration: %1D6 after %n battle(s), on %2</source>
        <translation>
            <numerusform>Исследование: %1D6 после %n битвы, по таблице %2</numerusform>
            <numerusform>Исследование: %1D6 после %n битв, по таблице %2</numerusform>
            <numerusform>Исследование: %1D6 после %n битв, по таблице %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The campaign&apos;s exploration table (%s)</source>
        <translation>Таблица исследования кампании (%s)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>nothing found</source>
        <translation>ничего не найдено</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exploration dice</source>
        <translation>Кубы исследования</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%d D6, as rolled (D66: tens first)</source>
        <translation>%d D6, как выпали (D66: сначала десятки)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Added by skills and items</source>
        <translation>Добавлено навыками и предметами</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(the one the score finds)</source>
        <translation>(та, что даёт результат)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Option taken</source>
        <translation>Выбранный вариант</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Member who learns the skill</source>
        <translation>Кто получает навык</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Explore</source>
        <translation>&amp;Исследовать</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Added by skills and items:</source>
        <translation>Добавлено навыками и предметами:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table:</source>
        <translation>Таблица:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Option:</source>
        <translation>Вариант:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Learns a skill:</source>
        <translation>Получает навык:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>loot %d ducats</source>
        <translation>добыча %d дукатов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%d: nothing found</source>
        <translation>%d: ничего не найдено</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%d ducats</source>
        <translation>%d дукатов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%d glory</source>
        <translation>%d славы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%s joins</source>
        <translation>%s присоединяется</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the skill %s</source>
        <translation>навык %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the exploration skill %s</source>
        <translation>навык исследования %s</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>(nobody)</source>
        <translation>(никто)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Name of the recruit</source>
        <translation>Имя новобранца</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name (optional)</source>
        <translation>имя (необязательно)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Item to buy</source>
        <translation>Предмет для покупки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy for</source>
        <translation>Купить для</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kit</source>
        <translation>Снаряжение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to</source>
        <translation>Переместить к</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model to recruit</source>
        <translation>Модель для найма</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Buy</source>
        <translation>&amp;Купить</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Sell at Half Value</source>
        <translation>&amp;Продать за полцены</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Move</source>
        <translation>&amp;Переместить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Recruit</source>
        <translation>&amp;Нанять</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Buy:</source>
        <translation>Купить:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kit:</source>
        <translation>Снаряжение:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move it to:</source>
        <translation>Переместить к:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recruit:</source>
        <translation>Нанять:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Bank: %1 ducats, %2 glory · arsenal: %3</source>
        <translation>Казна: %1 дукатов, %2 славы · арсенал: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the arsenal</source>
        <translation>арсенал</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%s (arsenal)</source>
        <translation>%s (арсенал)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Cost %1 ducats; threshold for the next battle %2; field strength %3.</source>
        <translation>Стоимость %1 дукатов; порог на следующую битву %2; сила на поле %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⚠ Over the threshold: move models to the reserve or sell kit.</source>
        <translation>⚠ Выше порога: переведите модели в резерв или продайте снаряжение.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No warnings. Finish to close the sequence.</source>
        <translation>Предупреждений нет. «Готово» закрывает последовательность.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The post-battle sequence is finished. Ready for the next game!</source>
        <translation>Последовательность после битвы завершена. Можно играть дальше!</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <location filename="../../gui/catalog/data_import.py" line="+21"/>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
</context>
<context>
    <name>RosterImportDialog</name>
    <message>
        <location filename="../../gui/roster/import_report.py" line="+60"/>
        <source>Import %1</source>
        <translation>Импорт %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Faction or variant</source>
        <translation>Фракция или вариант</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Read as &amp;faction:</source>
        <translation>Читать как &amp;фракцию:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>Что</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the file</source>
        <translation>В файле</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here</source>
        <translation>Здесь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How</source>
        <translation>Как</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Every line of the file</source>
        <translation>Каждая строка файла</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import as a new warband</source>
        <translation>Импортировать как новый отряд</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What updating changes</source>
        <translation>Что изменит обновление</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import</source>
        <translation>Импорт</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Report</source>
        <translation>Копировать отчёт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the report as text, to paste into a message</source>
        <translation>Скопировать отчёт как текст, чтобы вставить в сообщение</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Update “%1”, which this list made before</source>
        <translation>Обновить «%1», созданный ранее из этого состава</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: “%2”, %3 models, %4 (%5)</source>
        <translation>%1: «%2», моделей: %3, %4 (%5)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cost here: %1.</source>
        <translation>Стоимость здесь: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the file: %1.</source>
        <translation>В файле: %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the warband</source>
        <translation>отряд</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Nothing changes.</source>
        <translation>Ничего не меняется.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not imported</source>
        <translation>не импортировано</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a choice of the warband</source>
        <translation>выбор отряда</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a find of the warband</source>
        <translation>находка отряда</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the notes</source>
        <translation>в заметках</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kept by name</source>
        <translation>сохранено по названию</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What “%1” becomes</source>
        <translation>Чем станет «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave it out</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep as a custom entry (the file&apos;s profile)</source>
        <translation>Оставить как свою запись (профиль из файла)</translation>
    </message>
</context>
<context>
    <name>RostersArea</name>
    <message>
        <location filename="../../gui/roster/area.py" line="+56"/>
        <source>Warband and campaign files (*.warband.json *.campaign.json *.json);;All files (*)</source>
        <translation>Файлы отрядов и кампаний (*.warband.json *.campaign.json *.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Warband file (*.warband.json)</source>
        <translation>Файл отряда (*.warband.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Trench Companion export (*.json)</source>
        <translation>Экспорт Trench Companion (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New Recruit roster (*.rosz)</source>
        <translation>Состав New Recruit (*.rosz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BattleScribe roster (*.ros)</source>
        <translation>Состав BattleScribe (*.ros)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plain text (*.txt)</source>
        <translation>Простой текст (*.txt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warband, campaign and roster files (*.json *.ros *.rosz);;BattleScribe data (*.gst *.cat *.gstz *.catz);;All files (*)</source>
        <translation>Файлы отрядов, кампаний и составов (*.json *.ros *.rosz);;Данные BattleScribe (*.gst *.cat *.gstz *.catz);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Warbands</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Search by name…</source>
        <translation>Поиск по имени…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search warbands by name</source>
        <translation>Искать отряды по имени</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Filter by system</source>
        <translation>Фильтр по системе</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter by faction</source>
        <translation>Фильтр по фракции</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter by campaign</source>
        <translation>Фильтр по кампании</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;New Warband…</source>
        <translation>&amp;Новый отряд…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Warband (Ctrl+N)</source>
        <translation>Новый отряд (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;uplicate</source>
        <translation>&amp;Дублировать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the warband: our warband file, Trench Companion&apos;s Export Data, a New Recruit roster (.rosz/.ros) or plain text</source>
        <translation>Сохранить отряд: наш файл отряда, Export Data Trench Companion, состав New Recruit (.rosz/.ros) или простой текст</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Text…</source>
        <translation>&amp;Текст…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The warband as text to copy into a chat message</source>
        <translation>Отряд как текст, чтобы скопировать в сообщение чата</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No warbands yet</source>
        <translation>Отрядов пока нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create one with New Warband (Ctrl+N), or import a .warband.json file or a Trench Companion export with Import (Ctrl+I) — or drop the file on this window.</source>
        <translation>Создайте отряд кнопкой «Новый отряд» (Ctrl+N) или импортируйте файл .warband.json или экспорт Trench Companion через «Импорт» (Ctrl+I) — или перетащите файл в это окно.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>All systems</source>
        <translation>Все системы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All campaigns</source>
        <translation>Все кампании</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>All factions</source>
        <translation>Все фракции</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n warband(s)</source>
        <translation>
            <numerusform>%n отряд</numerusform>
            <numerusform>%n отряда</numerusform>
            <numerusform>%n отрядов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 warbands shown</source>
        <translation>Показано %1 из %2 отрядов</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Cannot create the warband</source>
        <translation>Не удалось создать отряд</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot open the warband</source>
        <translation>Не удалось открыть отряд</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The change was not saved</source>
        <translation>Изменение не сохранено</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot show the match-up</source>
        <translation>Не удалось показать противостояние</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot duplicate the warband</source>
        <translation>Не удалось дублировать отряд</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete Warband</source>
        <translation>Удалить отряд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete “%s” and all its members? This cannot be undone.</source>
        <translation>Удалить «%s» и всех его бойцов? Это нельзя отменить.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot delete the warband</source>
        <translation>Не удалось удалить отряд</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+61"/>
        <source>Import</source>
        <translation>Импортировать</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>%s: not imported (cancelled).</source>
        <translation>%s: не импортировано (отменено).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%s was not imported:
%s</source>
        <translation>%s не импортирован:
%s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Updated “%s” from %s.</source>
        <translation>«%s» обновлён из %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imported “%s” from %s.</source>
        <translation>«%s» импортирован из %s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Imported the catalog “%s”.</source>
        <translation>Импортирован каталог «%s».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%s was not imported: it conflicts with this database:</source>
        <translation>%s не импортирован: конфликт с этой базой данных:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Merged the campaign “%1”: %2.</source>
        <translation>Кампания «%1» объединена: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing new</source>
        <translation>ничего нового</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not matched to the catalog, left out:</source>
        <translation>Не найдено в каталоге, пропущено:</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Export Warband</source>
        <translation>Экспорт отряда</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot export the warband</source>
        <translation>Не удалось экспортировать отряд</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../gui/campaign/settings.py" line="-329"/>
        <source>Campaign Settings</source>
        <translation>Настройки кампании</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Organiser&apos;s notes:</source>
        <translation>&amp;Заметки организатора:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points for a &amp;win:</source>
        <translation>Очки за &amp;победу:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for a &amp;draw:</source>
        <translation>Очки за &amp;ничью:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for a &amp;loss:</source>
        <translation>Очки за п&amp;оражение:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A bye scores as</source>
        <translation>Пропуск засчитывается как</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a win</source>
        <translation>победа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a loss (no points)</source>
        <translation>поражение (без очков)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A &amp;bye scores as:</source>
        <translation>&amp;Пропуск засчитывается как:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Starting budget (ducats):</source>
        <translation>&amp;Начальный бюджет (дукаты):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Threshold rises per battle by:</source>
        <translation>&amp;Порог растёт с каждой битвой на:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scenarios</source>
        <translation>Сценарии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glorious Deeds</source>
        <translation>Славные подвиги</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>one a line</source>
        <translation>по одному в строке</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;cenarios:</source>
        <translation>С&amp;ценарии:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glorious &amp;Deeds:</source>
        <translation>Славные &amp;подвиги:</translation>
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="+29"/>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Print each keyword&apos;s rule text on warband cards</source>
        <translation>Печатать правило каждого ключевого слова на карточках отряда</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn off to leave more room on the cards when the players know the rules</source>
        <translation>Отключите, чтобы освободить место на карточках, если игроки знают правила</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copies of the database made before upgrades, once a day and on demand</source>
        <translation>Копии базы данных перед обновлениями, раз в день и по запросу</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The system&apos;s (%s)</source>
        <translation>Системный (%s)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The interface and PDFs; applies after a restart.</source>
        <translation>Интерфейс и PDF; применяется после перезапуска.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%s edition:</source>
        <translation>Редакция %s:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paper size for PDFs:</source>
        <translation>&amp;Формат бумаги для PDF:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Backups to keep:</source>
        <translation>&amp;Хранить копий:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Data folder:</source>
        <translation>Папка данных:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none open</source>
        <translation>ничего не открыто</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Database:</source>
        <translation>База данных:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language is used from the next start of Warband Ledger.</source>
        <translation>Новый язык будет использоваться со следующего запуска Warband Ledger.</translation>
    </message>
</context>
<context>
    <name>ShareTextDialog</name>
    <message>
        <location filename="../../gui/roster/share_text.py" line="+28"/>
        <source>Warband as Text</source>
        <translation>Отряд как текст</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Compact (one line a model)</source>
        <translation>&amp;Кратко (одна строка на модель)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The warband as text</source>
        <translation>Отряд как текст</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the text, to paste into a message</source>
        <translation>Скопировать текст, чтобы вставить в сообщение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save…</source>
        <translation>&amp;Сохранить…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Save Text</source>
        <translation>Сохранить текст</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text (*.txt)</source>
        <translation>Текст (*.txt)</translation>
    </message>
</context>
<context>
    <name>ShortHeading</name>
    <message>
        <location filename="../../gui/game/model_panels.py" line="+117"/>
        <source>BLOOD</source>
        <translation>КРОВЬ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLESS.</source>
        <translation>БЛАГ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INFECT.</source>
        <translation>ЗАРАЖ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Сбит</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>Out</source>
        <translation>Выбыл</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+5"/>
        <source>Done</source>
        <translation>Готов</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+7"/>
        <source>Wounds</source>
        <translation>Раны</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+4"/>
        <source>Lost</source>
        <translation>Потери</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Gone</source>
        <translation>Уничт.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Champ.</source>
        <translation>Чемп.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Struct.</source>
        <translation>Корп.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jam</source>
        <translation>Заклин.</translation>
    </message>
</context>
<context>
    <name>SideEditor</name>
    <message>
        <location filename="../../gui/campaign/battle_dialog.py" line="-296"/>
        <source>Warband</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Glory the warband won in this battle: credited to its glory bank when the battle is recorded (taken back if the battle is deleted) and counted in the league table.</source>
        <translation>Слава, добытая отрядом в этой битве: зачисляется в его казну славы при записи битвы (списывается, если битву удалить) и учитывается в таблице лиги.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Own models taken Out of Action</source>
        <translation>Свои модели, выведенные из строя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Models with a Glorious Deed</source>
        <translation>Модели со Славным подвигом</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warband:</source>
        <translation>Отряд:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result:</source>
        <translation>Результат:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VP</source>
        <translation>ПО</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glorious Deeds</source>
        <translation>Славные подвиги</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enemies taken out</source>
        <translation>Выведено врагов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glory to the bank</source>
        <translation>Слава в казну</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Glorious Deeds picked</source>
        <translation>Выбранные славные подвиги</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+59"/>
        <source>Glorious Deed</source>
        <translation>Славный подвиг</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+63"/>
        <source>By</source>
        <translation>Кто</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Add a &amp;Deed</source>
        <translation>Добавить &amp;подвиг</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove Deed</source>
        <translation>Удалить подвиг</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taken Out of Action:</source>
        <translation>Выведены из строя:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glorious Deeds by:</source>
        <translation>Славные подвиги:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Glorious Deeds:</source>
        <translation>Славные подвиги:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The number of deeds picked below</source>
        <translation>Число подвигов, выбранных ниже</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the warband</source>
        <translation>отряд</translation>
    </message>
</context>
<context>
    <name>SideTable</name>
    <message>
        <location filename="../../gui/game/model_panels.py" line="+26"/>
        <location line="+2"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attack with %s: the attack wizard</source>
        <translation>Атака: %s — мастер атаки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
</context>
<context>
    <name>SpecForm</name>
    <message>
        <location filename="../../gui/game/attack_wizard.py" line="-82"/>
        <source>Situation</source>
        <translation>Обстановка</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weapon</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Markers</source>
        <translation>Маркеры</translation>
    </message>
</context>
<context>
    <name>StandingsWindow</name>
    <message>
        <location filename="../../gui/campaign/event_day.py" line="+33"/>
        <location line="+4"/>
        <source>Standings: %s</source>
        <translation>Таблица: %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Warband</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VP</source>
        <translation>ПО</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Standings</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Esc closes · F11 full screen or not</source>
        <translation>Esc закрывает · F11 полный экран или нет</translation>
    </message>
</context>
<context>
    <name>VariantDialog</name>
    <message>
        <location filename="../../gui/roster/variant_dialog.py" line="+29"/>
        <source>Faction and Variant of %1</source>
        <translation>Фракция и вариант: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Faction or variant</source>
        <translation>Фракция или вариант</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>What changes</source>
        <translation>Что изменится</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play as:</source>
        <translation>&amp;Играть как:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What changes:</source>
        <translation>Что изменится:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Its rules: %1</source>
        <translation>Его правила: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The base faction: no variant&apos;s rules.</source>
        <translation>Базовая фракция: без правил варианта.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The warband plays as this now.</source>
        <translation>Отряд уже играет так.</translation>
    </message>
</context>
<context>
    <name>WarbandDocument</name>
    <message>
        <location filename="../../gui/roster/document.py" line="+105"/>
        <source>Rename warband to “%s”</source>
        <translation>Переименовать отряд в «%s»</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add %s</source>
        <translation>Добавить: %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove %s</source>
        <translation>Убрать: %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duplicate %s</source>
        <translation>Дублировать: %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move %s</source>
        <translation>Переместить: %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rename %s to %s</source>
        <translation>Переименовать %s в %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Equip %s on %s</source>
        <translation>Выдать %s: %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take %s from %s</source>
        <translation>Забрать %s у %s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Give %s to %s</source>
        <translation>Передать %s: %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove %s from %s</source>
        <translation>Убрать %s у %s</translation>
    </message>
</context>
<context>
    <name>WarbandEditor</name>
    <message>
        <location filename="../../gui/roster/editor.py" line="+71"/>
        <source>◀ All warbands</source>
        <translation>◀ Все отряды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the list of warbands</source>
        <translation>Назад к списку отрядов</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this warband as a .warband.json file</source>
        <translation>Сохранить этот отряд как файл .warband.json</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Match-up…</source>
        <translation>&amp;Противостояние…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every attacker and weapon of this warband against every model of another: the exact odds as a heat map, and a sheet to print</source>
        <translation>Каждый атакующий и каждое оружие этого отряда против каждой модели другого: точные шансы в виде тепловой карты и лист для печати</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Warband name</source>
        <translation>Название отряда</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>C&amp;hange…</source>
        <translation>Изм&amp;енить…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the warband as another variant of its faction, or as the base faction</source>
        <translation>Играть отрядом как другим вариантом его фракции или как базовой фракцией</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Patron</source>
        <translation>Покровитель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Patron:</source>
        <translation>&amp;Покровитель:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ed&amp;it…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The warband&apos;s own choices (a sin, a title, a variant&apos;s pick) and its finds</source>
        <translation>Собственные выборы отряда (грех, титул, выбор варианта) и его находки</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the warband owes; debts are taken and paid in its campaign</source>
        <translation>Долг отряда; долги берут и возвращают в его кампании</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save notes</source>
        <translation>Сохранить заметки</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Warband</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System:</source>
        <translation>Система:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Faction:</source>
        <translation>Фракция:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choices:</source>
        <translation>Выборы:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Budget:</source>
        <translation>&amp;Бюджет:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Ducat bank:</source>
        <translation>Казна &amp;дукатов:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Glory bank:</source>
        <translation>Казна &amp;славы:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Owes:</source>
        <translation>Долг:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes:</source>
        <translation>Заметки:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Members</source>
        <translation>Бойцы</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Add Member…</source>
        <translation>&amp;Добавить бойца…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Equip…</source>
        <translation>&amp;Снарядить…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Upgrade…</source>
        <translation>&amp;Улучшить…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;uplicate</source>
        <translation>&amp;Дублировать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move U&amp;p</source>
        <translation>Выше &amp;вверх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move Do&amp;wn</source>
        <translation>Ниже &amp;вниз</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Member</source>
        <translation>Боец</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Equipment</source>
        <translation>Снаряжение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take Off</source>
        <translation>Снять</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Upgrades</source>
        <translation>Улучшения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove Upgrade</source>
        <translation>Убрать улучшение</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Experience</source>
        <translation>Опыт</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Skills</source>
        <translation>Навыки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Separate several skills with commas</source>
        <translation>Несколько навыков разделяйте запятыми</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Battle scars</source>
        <translation>Боевые шрамы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Separate several battle scars with commas</source>
        <translation>Несколько шрамов разделяйте запятыми</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fireteam</source>
        <translation>Огневая группа</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+350"/>
        <source>Two models with the same fireteam activate together (FIRETEAM)</source>
        <translation>Две модели одной огневой группы активируются вместе (FIRETEAM)</translation>
    </message>
    <message>
        <location line="-347"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Models in the unit</source>
        <translation>Моделей в подразделении</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>E&amp;quipment:</source>
        <translation>&amp;Снаряжение:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Every weapon of the armoury in this member&apos;s hands against a target: exact odds</source>
        <translation>Каждое оружие арсенала в руках этого бойца против цели: точные шансы</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>&amp;Compare Weapons…</source>
        <translation>&amp;Сравнить оружие…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Compare Arm&amp;our…</source>
        <translation>Сравнить &amp;броню…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every armour and shield of the armoury on this member against an attacker</source>
        <translation>Каждая броня и щит арсенала на этом бойце против атакующего</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Up&amp;grades:</source>
        <translation>&amp;Улучшения:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unit si&amp;ze:</source>
        <translation>&amp;Размер подразделения:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>E&amp;xperience:</source>
        <translation>&amp;Опыт:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;kills:</source>
        <translation>&amp;Навыки:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle &amp;scars:</source>
        <translation>&amp;Боевые шрамы:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatus:</source>
        <translation>С&amp;остояние:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fireteam:</source>
        <translation>&amp;Огневая группа:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Composition warnings</source>
        <translation>Предупреждения о составе</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Threshold (%s):</source>
        <translation>Порог (%s):</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The campaign&apos;s threshold after %n battle(s) (TC-C6); its settings set the start and the step</source>
        <translation>
            <numerusform>Порог кампании после %n битвы (TC-C6); её настройки задают начало и шаг</numerusform>
            <numerusform>Порог кампании после %n битв (TC-C6); её настройки задают начало и шаг</numerusform>
            <numerusform>Порог кампании после %n битв (TC-C6); её настройки задают начало и шаг</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Budget (%s):</source>
        <translation>&amp;Бюджет (%s):</translation>
    </message>
    <message>
        <location line="+63"/>
        <source> (threshold %s)</source>
        <translation> (порог %s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (budget %s)</source>
        <translation> (бюджет %s)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Total: %s%s · %n model(s)</source>
        <translation>
            <numerusform>Итого: %s%s · %n модель</numerusform>
            <numerusform>Итого: %s%s · %n модели</numerusform>
            <numerusform>Итого: %s%s · %n моделей</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 elites</source>
        <translation>Элита: %1 из %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Click to select the member concerned</source>
        <translation>Нажмите, чтобы выбрать этого бойца</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n warning(s) — they never block; fix them when you like:</source>
        <translation>
            <numerusform>%n предупреждение — никогда не блокирует; исправьте, когда удобно:</numerusform>
            <numerusform>%n предупреждения — никогда не блокируют; исправьте, когда удобно:</numerusform>
            <numerusform>%n предупреждений — никогда не блокируют; исправьте, когда удобно:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No warnings: the roster follows every rule checked.</source>
        <translation>Предупреждений нет: ростер соответствует всем проверяемым правилам.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No member selected</source>
        <translation>Боец не выбран</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%s (comes with the model)</source>
        <translation>%s (в комплекте модели)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>With %s</source>
        <translation>Вместе с: %s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Put %s in %s</source>
        <translation>Включить %s в %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take %s out of its fireteam</source>
        <translation>Исключить %s из огневой группы</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Set budget to %d</source>
        <translation>Задать бюджет %d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set ducat bank to %d</source>
        <translation>Задать казну дукатов %d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set glory bank to %d</source>
        <translation>Задать казну славы %d</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Play as %s</source>
        <translation>Играть как %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Edit choices and finds</source>
        <translation>Изменить выборы и находки</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Serve %s</source>
        <translation>Служить: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve no patron</source>
        <translation>Без покровителя</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Edit notes</source>
        <translation>Изменить заметки</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add a Member to %s</source>
        <translation>Добавить бойца в %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model type</source>
        <translation>Тип модели</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+28"/>
        <location line="+17"/>
        <source>Cost</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Comes with</source>
        <translation>В комплекте</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min–max</source>
        <translation>Мин–макс</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile</source>
        <translation>Профиль</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source>Keywords</source>
        <translation>Ключевые слова</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Equip %s</source>
        <translation>Снарядить: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Item</source>
        <translation>Предмет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range</source>
        <translation>Дальность</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effects</source>
        <translation>Эффекты</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left</source>
        <translation>Осталось</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Руки</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Upgrade %s</source>
        <translation>Улучшить: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upgrade</source>
        <translation>Улучшение</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Changes</source>
        <translation>Меняет</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Set experience of %s to %d</source>
        <translation>Задать опыт %s: %d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set %s to %d models</source>
        <translation>Задать %s: %d моделей</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Set skills of %s</source>
        <translation>Задать навыки: %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set battle scars of %s</source>
        <translation>Задать боевые шрамы: %s</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Mark %s %s</source>
        <translation>Отметить %s: %s</translation>
    </message>
</context>
<context>
    <name>WarbandListModel</name>
    <message>
        <location filename="../../gui/roster/models.py" line="-263"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faction</source>
        <translation>Фракция</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign</source>
        <translation>Кампания</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models</source>
        <translation>Модели</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>%n composition warning(s); open the warband to see them</source>
        <translation>
            <numerusform>%n предупреждение о составе; откройте отряд, чтобы увидеть</numerusform>
            <numerusform>%n предупреждения о составе; откройте отряд, чтобы увидеть</numerusform>
            <numerusform>%n предупреждений о составе; откройте отряд, чтобы увидеть</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_DicePage</name>
    <message>
        <location filename="../../gui/game/attack_wizard.py" line="+285"/>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice faces</source>
        <translation>Значения кубиков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 6 4 5 3</source>
        <translation>напр. 6 4 5 3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Roll for Me</source>
        <translation>&amp;Бросить за меня</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Faces:</source>
        <translation>&amp;Значения:</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Rolled by the app, seed %d.</source>
        <translation>Бросок приложения, зерно %d.</translation>
    </message>
</context>
<context>
    <name>_OddsPage</name>
    <message>
        <location line="-114"/>
        <source>Situation and odds</source>
        <translation>Обстановка и шансы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick what the table decides; the exact odds follow every change.</source>
        <translation>Отметьте то, что решает стол; точные шансы следуют за каждым изменением.</translation>
    </message>
</context>
<context>
    <name>_ResultPage</name>
    <message>
        <location line="+124"/>
        <location line="+4"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>What happened, and what Finish will record.</source>
        <translation>Что произошло и что запишет «Готово».</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Step by step:</source>
        <translation>Шаг за шагом:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finish will record:</source>
        <translation>«Готово» запишет:</translation>
    </message>
</context>
<context>
    <name>_WeaponPage</name>
    <message>
        <location line="-281"/>
        <source>Weapon and target</source>
        <translation>Оружие и цель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s attacks. Pick the weapon and the model it attacks.</source>
        <translation>%s атакует. Выберите оружие и модель, которую он атакует.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weapon</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no weapon: the profile alone)</source>
        <translation>(без оружия: только профиль)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ranged</source>
        <translation>дальний бой</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>melee</source>
        <translation>ближний бой</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Also under the blast</source>
        <translation>Также под взрывом</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Weapon:</source>
        <translation>&amp;Оружие:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Target:</source>
        <translation>&amp;Цель:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No enemy model is left in the game to attack.</source>
        <translation>В игре не осталось вражеских моделей для атаки.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Models in that melee</source>
        <translation>Модели в этой схватке</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>friend</source>
        <translation>союзник</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>enemy</source>
        <translation>враг</translation>
    </message>
</context>
</TS>

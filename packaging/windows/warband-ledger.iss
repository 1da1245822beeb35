; Inno Setup script for Warband Ledger on Windows (optional; the zip works without it).
; Build the one-folder app first (packaging/README.md), then:
;     iscc /DVersion=0.1.0 packaging\windows\warband-ledger.iss
; The installer goes to dist\warband-ledger-<version>-windows-x64-setup.exe. It installs for
; the current user only (no administrator rights needed at an event) and never touches the
; user's data folder, so uninstalling keeps the database.

#ifndef Version
  #define Version "0.0.0"
#endif

[Setup]
AppId={{6F0F5B7E-2D7A-4D8C-9C43-57A1D0B1E9A2}
AppName=Warband Ledger
AppVersion={#Version}
AppPublisher=Warband Ledger
DefaultDirName={localappdata}\Programs\Warband Ledger
DefaultGroupName=Warband Ledger
PrivilegesRequired=lowest
OutputDir=..\..\dist
OutputBaseFilename=warband-ledger-{#Version}-windows-x64-setup
Compression=lzma2
SolidCompression=yes
ArchitecturesInstallIn64BitMode=x64compatible
UninstallDisplayIcon={app}\warband-ledger.exe

[Files]
Source: "..\..\dist\pyinstaller\warband-ledger\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\Warband Ledger"; Filename: "{app}\warband-ledger.exe"
Name: "{autodesktop}\Warband Ledger"; Filename: "{app}\warband-ledger.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "Create a desktop shortcut"; Flags: unchecked

[Run]
Filename: "{app}\warband-ledger.exe"; Description: "Start Warband Ledger"; Flags: nowait postinstall skipifsilent

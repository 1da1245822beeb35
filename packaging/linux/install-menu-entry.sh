#!/bin/sh
# Adds Warband Ledger to this user's applications menu, pointing at this folder.
set -e
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/256x256/apps"
mkdir -p "$apps" "$icons"
cp "$here/warband-ledger.png" "$icons/warband-ledger.png"
sed "s|^Exec=.*|Exec=\"$here/warband-ledger\"|" "$here/warband-ledger.desktop" \
    > "$apps/warband-ledger.desktop"
echo "Added: $apps/warband-ledger.desktop"

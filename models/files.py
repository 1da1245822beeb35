"""Writing files so that a crash or an error never leaves half of one where the user looks."""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Callable
from pathlib import Path


class FolderMissing(ValueError):
    """The folder a file should go into does not exist."""


def write_atomically(path: Path, write: Callable[[Path], None]) -> Path:
    """Let `write` fill a temporary file beside `path`, flush it to disk, then rename it into
    place. The file gets the usual permissions (0666 less the umask), like any new file."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise FolderMissing(f"the folder {folder} does not exist")
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    os.close(handle)
    try:
        write(Path(temporary))
        with open(temporary, "rb") as stream:
            os.fsync(stream.fileno())
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return path


def safe_file_name(name: str) -> str:
    """A user's name for something, fit to be a file name on every OS (letters of any script
    stay; separators and the like become "_")."""
    cleaned = re.sub(r"[^\w\- ]+", "_", name, flags=re.UNICODE).strip(" _")
    return cleaned or "warband"

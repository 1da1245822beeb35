"""Writing files so that a crash or an error never leaves half of one where the user looks."""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Callable
from pathlib import Path

from models.i18n import N_, tr


class FolderMissing(ValueError):
    """The folder a file should go into does not exist."""


class UnreadableFile(ValueError):
    """A file given to read is missing, unreadable, not a regular file, or too large."""


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of a user's file of at most `limit` bytes. Only a regular file: a FIFO would
    block the read forever and /dev/zero never ends. Opened without blocking, so a FIFO is
    refused at once instead of waiting for a writer."""
    try:
        _refuse_special(path, os.stat(path).st_mode)  # a socket cannot even be opened
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise _unreadable(path, exc) from exc
    try:
        _refuse_special(path, os.fstat(descriptor).st_mode)  # what was opened, after all
    except UnreadableFile:
        os.close(descriptor)
        raise
    with os.fdopen(descriptor, "rb") as stream:
        try:
            content = stream.read(limit + 1)
        except OSError as exc:
            raise _unreadable(path, exc) from exc
    if len(content) > limit:
        raise UnreadableFile(
            tr("{where}: larger than {value} MB").format(where=path, value=limit // (1024 * 1024))
        )
    return content


_SPECIAL = (
    (stat.S_ISDIR, N_("a folder")),
    (stat.S_ISFIFO, N_("a named pipe")),
    (stat.S_ISCHR, N_("a device")),
    (stat.S_ISBLK, N_("a device")),
    (stat.S_ISSOCK, N_("a socket")),
)


def _refuse_special(path: Path, mode: int) -> None:
    if not stat.S_ISREG(mode):
        kind = next((tr(name) for test, name in _SPECIAL if test(mode)), tr("a special file"))
        raise UnreadableFile(
            tr("{path}: not a regular file ({kind}); give a file").format(path=path, kind=kind)
        )


def _unreadable(path: Path, exc: OSError) -> UnreadableFile:
    return UnreadableFile(
        tr("{path}: cannot be read: {value}").format(path=path, value=exc.strerror or exc)
    )


def write_atomically(path: Path, write: Callable[[Path], None]) -> Path:
    """Let `write` fill a temporary file beside `path`, flush it to disk, then rename it into
    place. The file gets the usual permissions (0666 less the umask), like any new file."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise FolderMissing(f"the folder {folder} does not exist")
    import tempfile  # not at import: reading a spec file (`odds --spec @FILE`) needs none

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

"""Writing files so that a crash or an error never leaves half of one where the user looks."""

from __future__ import annotations

import contextlib
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


class OutputRefused(ValueError):
    """An output path the app will not write: a database, a backup, a device, or a file of
    another kind (without --force). Nothing was written."""


_SQLITE_MAGIC = b"SQLite format 3\x00"
_JOURNALS = ("-wal", "-shm", "-journal")
_protected: set[str] = set()  # the real paths of the databases open in this process


def protect(database: Path) -> None:
    """Never write an export over `database` or its journals (models/db/engine.py calls this
    for every SQLite file it opens)."""
    real = os.path.realpath(database)
    _protected.update({real, *(real + suffix for suffix in _JOURNALS)})


# What an existing file must hold to be replaced by an export of that kind without --force:
# one the app wrote (an earlier export of that kind, told by its first bytes); any PDF.
_TEXT_START = b"\xef\xbb\xbf \t\r\n"
LOOKS_LIKE: dict[str, Callable[[bytes], bool]] = {
    "pdf": lambda head: head.startswith(b"%PDF-"),
    "json": lambda head: re.search(rb'^\{\s*"format"\s*:\s*"warband-ledger/', head) is not None,
    "trench-companion": lambda head: re.search(rb'^\{\s*"warband-(id|name)"\s*:', head) is not None,
    "xml": lambda head: (
        re.search(rb"^(<\?xml[^>]*>\s*)?<roster[\s>]", head.lstrip(_TEXT_START)) is not None
    ),
    "zip": lambda head: head.startswith(b"PK\x03\x04") and _first_zip_name(head).endswith(".ros"),
    "text": lambda head: _our_text(head),
}


def _first_zip_name(head: bytes) -> str:
    """The name of a zip file's first entry (a .rosz holds one .ros)."""
    length = int.from_bytes(head[26:28], "little")
    return head[30 : 30 + length].decode("utf-8", "replace")


def _our_text(head: bytes) -> bool:
    """A text export's first line: `name — faction (edition) — costs`."""
    first = head.split(b"\n", 1)[0].decode("utf-8", "replace")
    return re.fullmatch(r".+ — .+ \(.+\) — .+", first.strip()) is not None


def output_path(
    requested: str | Path, *, kind: str, default_name: str, force: bool = False
) -> Path:
    """Where an export asked for at `requested` goes, or OutputRefused: `requested` ending in
    a separator (or an existing folder) is a folder, the file then named `default_name`; an
    existing file is replaced only when it holds what this kind of export writes (`kind`, a
    key of LOOKS_LIKE), or with `force`; a database, its journals, a backup or a device never
    (write_atomically refuses those whoever asks)."""
    text = str(requested)
    if not text.strip():
        raise OutputRefused(tr("the output file: give a file or a folder"))
    path = Path(requested)
    if text.endswith(("/", os.sep)) or path.is_dir():
        if not path.is_dir():
            raise OutputRefused(tr("{path}: no such folder").format(path=text))
        path = path / default_name
    real = Path(os.path.realpath(path))
    _refuse_target(path, real)
    if not real.exists() or force:
        return path
    try:
        with open(real, "rb") as stream:
            head = stream.read(512)
    except OSError as exc:
        raise OutputRefused(
            tr("{path}: cannot be read: {value}").format(path=path, value=exc.strerror or exc)
        ) from exc
    if head and not LOOKS_LIKE[kind](head):
        raise OutputRefused(
            tr(
                "{path} exists and is not a file this export writes ({kind}); it was left as "
                "it is. Give another name, or --force to replace it"
            ).format(path=path, kind=kind.upper())
        )
    return path


def _refuse_target(path: Path, real: Path) -> None:
    """Refuse to replace a database (open here, or any SQLite file), its journals, a backup,
    or anything but a regular file. `real`: `path` with every symbolic link followed."""
    from models.paths import backup_dir  # not at import: paths reads the environment

    if str(real) in _protected or _sqlite_beside(real):
        raise OutputRefused(
            tr("{path} is the database (or its journal); it was left as it is").format(path=path)
        )
    backups = Path(os.path.realpath(backup_dir()))
    if backups in real.parents and real.suffix in (".sqlite", ".partial"):
        raise OutputRefused(tr("{path} is a backup; it was left as it is").format(path=path))
    try:
        mode = os.stat(real).st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        raise OutputRefused(
            tr("{path}: cannot be written: {value}").format(path=path, value=exc.strerror or exc)
        ) from exc
    if not stat.S_ISREG(mode):
        kind = next((tr(name) for test, name in _SPECIAL if test(mode)), tr("a special file"))
        raise OutputRefused(
            tr("{path}: not a regular file ({kind}); it was left as it is").format(
                path=path, kind=kind
            )
        )
    try:
        with open(real, "rb") as stream:
            is_database = stream.read(len(_SQLITE_MAGIC)) == _SQLITE_MAGIC
    except OSError:
        is_database = False
    if is_database:
        raise OutputRefused(tr("{path} is a database; it was left as it is").format(path=path))


def _sqlite_beside(real: Path) -> bool:
    """`real` is the -wal, -shm or -journal of an SQLite file beside it."""
    for suffix in _JOURNALS:
        if real.name.endswith(suffix):
            owner = real.with_name(real.name[: -len(suffix)])
            try:
                with open(owner, "rb") as stream:
                    return stream.read(len(_SQLITE_MAGIC)) == _SQLITE_MAGIC
            except OSError:
                return False
    return False


_TEMPORARY = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)\.[^.]+\.tmp$")


def write_atomically(path: Path, write: Callable[[Path], None]) -> Path:
    """Let `write` fill a temporary file beside `path`, flush it to disk, then rename it into
    place. The file gets the usual permissions (0666 less the umask), like any new file.
    Through a symbolic link the file it points to is replaced; a database, a backup or a
    device never is (OutputRefused)."""
    path = Path(path)
    real = Path(os.path.realpath(path))
    _refuse_target(path, real)
    folder = real.parent
    if not folder.is_dir():
        shown = path.parent if str(path.parent) else Path(".")
        raise FolderMissing(f"the folder {shown} does not exist")
    import tempfile  # not at import: reading a spec file (`odds --spec @FILE`) needs none

    _sweep_temporaries(folder, real.name)
    handle, temporary = tempfile.mkstemp(
        prefix=f".{real.name}.{os.getpid()}.", suffix=".tmp", dir=folder
    )
    os.close(handle)
    try:
        write(Path(temporary))
        with open(temporary, "rb") as stream:
            os.fsync(stream.fileno())
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)
        os.replace(temporary, real)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return path


def _sweep_temporaries(folder: Path, name: str) -> None:
    """Remove the temporary files an earlier writer of `name` left when it was killed (its
    process is gone); those of a writer still running stay."""
    prefix = f".{name}."
    try:
        entries = [e for e in os.listdir(folder) if e.startswith(prefix) and e.endswith(".tmp")]
    except OSError:
        return
    for entry in entries:
        match = _TEMPORARY.match(entry)
        if match is None or match["name"] != name or _alive(int(match["pid"])):
            continue
        with contextlib.suppress(OSError):
            (folder / entry).unlink()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True  # someone else's process (or cannot tell): leave its file alone
    return True


def safe_file_name(name: str) -> str:
    """A user's name for something, fit to be a file name on every OS (letters of any script
    stay; separators and the like become "_")."""
    cleaned = re.sub(r"[^\w\- ]+", "_", name, flags=re.UNICODE).strip(" _")
    return cleaned or "warband"

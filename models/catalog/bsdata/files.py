"""Reading BattleScribe data files safely: `.gst`/`.cat` (XML), `.gstz`/`.catz` (zipped), folders.

These files come from the internet (the community's repositories, New Recruit), so they are
treated as hostile: read only as regular files of bounded size, unzipped with a bound on what
comes out (a zip's own size fields are not trusted), and parsed with defusedxml, which refuses a
DTD, entity declarations and external references outright (BattleScribe files never have them),
so neither "billion laughs" nor a file that reads /etc/passwd gets anywhere. Every element's
namespace is dropped on reading: the game system, catalogue and roster schemas differ only in it.
"""

from __future__ import annotations

import hashlib
import io
import zipfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from xml.etree.ElementTree import Element, ParseError

from models.errors import LedgerError
from models.files import UnreadableFile, read_regular_file
from models.i18n import tr

MAX_FILE_BYTES = 16 * 1024 * 1024  # one data file, unzipped (the largest published is 0.5 MB)
MAX_SET_BYTES = 64 * 1024 * 1024  # a whole set, unzipped
MAX_FILES = 200
DATA_SUFFIXES = (".gst", ".cat", ".gstz", ".catz")
SUPPORTED_MAJOR = 2  # battleScribeVersion 2.x (2.03 today)
ZIP_MAGIC = b"PK\x03\x04"


class DataFileError(LedgerError):
    """A BattleScribe file cannot be read; the message names the file and the problem."""


@dataclass(frozen=True)
class DataFile:
    """One parsed game system or catalogue."""

    name: str  # the file name, for messages
    root: Element  # namespaces dropped
    sha256: str

    @property
    def kind(self) -> str:
        return self.root.tag  # "gameSystem" or "catalogue"

    @property
    def id(self) -> str:
        return self.root.get("id", "")

    @property
    def title(self) -> str:
        return self.root.get("name", "") or self.name

    @property
    def revision(self) -> int:
        return _int(self.root.get("revision"))


def data_paths(paths: Iterable[Path]) -> list[Path]:
    """The data files named: files as given, folders by their `.gst`/`.cat` files (not below)."""
    found: list[Path] = []
    for path in paths:
        path = Path(path)
        if path.is_dir():
            inside = sorted(
                p for p in path.iterdir() if p.suffix.lower() in DATA_SUFFIXES and p.is_file()
            )
            if not inside:
                raise DataFileError(
                    tr("{path}: a folder without BattleScribe data (.gst, .cat) in it").format(
                        path=path
                    )
                )
            found.extend(inside)
        else:
            found.append(path)
    if len(found) > MAX_FILES:
        raise DataFileError(
            tr("{count} files given; a data set has at most {most}").format(
                count=len(found), most=MAX_FILES
            )
        )
    return found


def read_data_files(paths: Sequence[Path]) -> list[DataFile]:
    """Every game system and catalogue in `paths` (files, zipped files, folders), parsed."""
    files: list[DataFile] = []
    total = 0
    for path in data_paths(paths):
        try:
            raw = read_regular_file(path, MAX_FILE_BYTES)
        except UnreadableFile as exc:
            raise DataFileError(str(exc)) from exc
        for name, content in unzipped(raw, path.name):
            total += len(content)
            if total > MAX_SET_BYTES:
                raise DataFileError(
                    tr("the files hold more than {value} MB of data; refused").format(
                        value=MAX_SET_BYTES // (1024 * 1024)
                    )
                )
            files.append(parse_data_file(content, name))
    return files


def unzipped(raw: bytes, name: str) -> list[tuple[str, bytes]]:
    """The XML files in `raw`: itself, or the data files a zip holds (bounded by size)."""
    if not raw.startswith(ZIP_MAGIC):
        zipped_name = Path(name).suffix.lower() in (".gstz", ".catz", ".rosz")
        if zipped_name and not raw.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<"):
            raise DataFileError(not_a_zip(name))
        return [(name, raw)]  # XML as it is (a renamed .cat reads all the same)
    try:
        archive = zipfile.ZipFile(io.BytesIO(raw))
        members = [
            m
            for m in archive.infolist()
            if not m.is_dir()
            and Path(m.filename).suffix.lower() in (".gst", ".cat", ".ros", ".xml")
        ]
        if not members:
            raise DataFileError(
                tr("{name}: a zip file without a .gst, .cat or .ros file in it").format(name=name)
            )
        if len(members) > MAX_FILES:
            raise DataFileError(
                tr("{name}: {count} files in the zip; at most {most}").format(
                    name=name, count=len(members), most=MAX_FILES
                )
            )
        out: list[tuple[str, bytes]] = []
        for member in members:
            with archive.open(member) as stream:
                content = stream.read(MAX_FILE_BYTES + 1)  # the header's size may lie
            if len(content) > MAX_FILE_BYTES:
                raise DataFileError(
                    tr("{name}: {member} unzips to more than {value} MB; refused").format(
                        name=name, member=member.filename, value=MAX_FILE_BYTES // (1024 * 1024)
                    )
                )
            out.append((f"{name}:{Path(member.filename).name}", content))
        return out
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, NotImplementedError) as exc:
        raise DataFileError(
            tr("{name}: a damaged or unsupported zip file ({value})").format(name=name, value=exc)
        ) from exc
    except RuntimeError as exc:  # an encrypted member
        raise DataFileError(
            tr("{name}: an encrypted zip file; unzip it first").format(name=name)
        ) from exc


def not_a_zip(name: str) -> str:
    suffix = Path(name).suffix.lower()
    return tr("{name}: not a zip file, though a {suffix} file is a zipped {inner}").format(
        name=name, suffix=suffix, inner=suffix[:-1]
    )


def parse_xml(content: bytes, name: str) -> Element:
    """XML from an untrusted file, namespaces dropped; DataFileError on anything odd."""
    from defusedxml import DefusedXmlException  # only when XML comes (a JSON list needs none)
    from defusedxml.ElementTree import fromstring

    try:
        root = fromstring(content, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except ParseError as exc:
        line, column = getattr(exc, "position", (0, 0))
        raise DataFileError(
            tr("{name}: not well-formed XML (line {line}, column {column})").format(
                name=name, line=line, column=column
            )
        ) from exc
    except (LookupError, UnicodeError) as exc:  # <?xml encoding="…"?> names no known one
        raise DataFileError(
            tr("{name}: not readable XML ({value})").format(name=name, value=exc)
        ) from exc
    except DefusedXmlException as exc:
        raise DataFileError(
            tr(
                "{name}: declares a DTD or entities, which BattleScribe files never do; refused"
            ).format(name=name)
        ) from exc
    for element in root.iter():
        if isinstance(element.tag, str) and "}" in element.tag:
            element.tag = element.tag.rsplit("}", 1)[1]
    return root


def parse_data_file(content: bytes, name: str) -> DataFile:
    root = parse_xml(content, name)
    if root.tag == "roster":
        raise DataFileError(
            tr(
                "{name}: a roster (a list), not catalog data; import it on its own to add the "
                "warband"
            ).format(name=name)
        )
    if root.tag not in ("gameSystem", "catalogue"):
        raise DataFileError(
            tr("{name}: not a BattleScribe game system or catalogue (its root is <{tag}>)").format(
                name=name, tag=root.tag
            )
        )
    check_version(root, name)
    if not root.get("id"):
        raise DataFileError(tr("{name}: the {kind} has no id").format(name=name, kind=root.tag))
    return DataFile(name, root, hashlib.sha256(content).hexdigest())


def check_version(root: Element, name: str) -> None:
    """Refuse data written for a BattleScribe data format this reader does not know."""
    version = root.get("battleScribeVersion", "")
    major = version.split(".", 1)[0]
    if not major.isdigit() or int(major) != SUPPORTED_MAJOR:
        raise DataFileError(
            tr(
                "{name}: written for BattleScribe data version {version!r}; this app reads "
                "version 2 data"
            ).format(name=name, version=version)
        )


def _int(text: str | None) -> int:
    try:
        return int(text or 0)
    except ValueError:
        return 0

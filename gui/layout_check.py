"""Find text that does not fit and controls without a name (the usability tests and screenshots).

A label or button narrower or shorter than its size hint clips its text; an input with neither
an accessible name nor a label pointing at it is anonymous to a screen reader.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

INPUTS = (QLineEdit, QComboBox, QAbstractSpinBox, QAbstractItemView, QPlainTextEdit)


def clipped(root: QWidget) -> list[str]:
    """Visible labels and buttons under `root` smaller than their size hint."""
    found = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or not isinstance(widget, (QLabel, QAbstractButton)):
            continue
        if widget.property("elides"):
            continue  # cut with "…" on purpose, whole in its tooltip
        text = widget.text()
        if not text:
            continue
        hint = widget.sizeHint()
        wraps = isinstance(widget, QLabel) and widget.wordWrap()
        if wraps:
            hint.setHeight(widget.heightForWidth(widget.width()))
        if (not wraps and widget.width() < hint.width()) or widget.height() < hint.height() - 1:
            found.append(
                f"{type(widget).__name__} {text!r}: {widget.width()}×{widget.height()} "
                f"< {hint.width()}×{hint.height()}"
            )
    return found


def clipped_headers(root: QWidget) -> list[str]:
    """Visible table columns narrower than their heading (a heading cut is a column no one
    can name); the rows' cells may elide, as every table does."""
    found = []
    for header in root.findChildren(QHeaderView):
        if not header.isVisibleTo(root) or header.orientation() != Qt.Orientation.Horizontal:
            continue
        model = header.model()
        if model is None:
            continue
        for section in range(header.count()):
            if header.isSectionHidden(section) or header.sectionSize(section) == 0:
                continue
            text = str(model.headerData(section, Qt.Orientation.Horizontal) or "")
            needed = header.sectionSizeHint(section)  # the heading's own width, as Qt sees it
            if header.sectionSize(section) < needed:
                table = header.parentWidget()
                name = (table.objectName() if table is not None else "") or "a table"
                found.append(
                    f"column {text!r} of {name!r}: {header.sectionSize(section)} < {needed}"
                )
    return found


def anonymous(root: QWidget) -> list[str]:
    """Visible inputs under `root` with no accessible name and no label for them."""
    named = {id(label.buddy()) for label in root.findChildren(QLabel) if label.buddy() is not None}
    found = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, INPUTS) or not widget.isVisibleTo(root):
            continue
        if isinstance(widget, QHeaderView) or isinstance(
            widget.parentWidget(), (QComboBox, QAbstractSpinBox)
        ):
            continue  # a table's header; the inner line edit of a combo or spin box
        if widget.accessibleName() or id(widget) in named:
            continue
        found.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return found

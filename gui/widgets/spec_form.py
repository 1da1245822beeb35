"""Inputs generated from an attack-spec declaration (models/rules/spec.py): one per field.

A bool becomes a check box, an int a spin box within the declared range, a field with choices a
combo box, an optional int a spin box whose lowest value reads "—" (None). Labels and tooltips
are the declaration's, so a new field in the rules core appears here without GUI work.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from models.i18n import tr
from models.rules.spec import allowed_types, choice_label, defaults, field_info

NONE_SENTINEL = -1


class _WheelWhenFocused:
    """The wheel scrolls the form an input is in; it changes the value only once clicked into."""

    def __init__(self) -> None:
        super().__init__()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # type: ignore[attr-defined]

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        if self.hasFocus():  # type: ignore[attr-defined]
            super().wheelEvent(event)  # type: ignore[misc]
        else:
            event.ignore()


class _NoWheelSpin(_WheelWhenFocused, QSpinBox):
    pass


class _NoWheelCombo(_WheelWhenFocused, QComboBox):
    pass


class SpecForm(QWidget):
    changed = Signal()

    def __init__(
        self,
        spec_type: type[Any],
        groups: Iterable[tuple[str, str]],  # (group key, title) in the order shown
        edition: str | None = None,
        parent: QWidget | None = None,
        columns: int = 2,
    ) -> None:
        super().__init__(parent)
        self.spec_type = spec_type
        self.inputs: dict[str, QWidget] = {}
        self._rows: dict[str, tuple[QGroupBox, QFormLayout]] = {}
        self._defaults = defaults(spec_type)
        self._boxes: list[QGroupBox] = []
        infos = field_info(spec_type)
        # Columns of groups (two by default), balanced by the rows they show: the whole
        # situation fits beside the odds without scrolling on a laptop screen.
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._columns = tuple(QVBoxLayout() for _ in range(max(1, columns)))
        for column in self._columns:
            layout.addLayout(column, 1)
        for group, title in groups:
            names = [
                n
                for n, info in infos.items()
                if info.group == group and (info.editions is None or edition in info.editions)
            ]
            if not names:
                continue
            box = QGroupBox(QCoreApplication.translate("SpecForm", title))
            form = QFormLayout(box)
            # a long label (Italian, Polish) goes above its input rather than squeezing it
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
            for name in names:
                info = infos[name]
                widget = self._input(name, info)
                label, help_text = tr(info.label), tr(info.help)  # models/i18n.py
                widget.setToolTip(help_text)
                widget.setAccessibleName(label)
                widget.setObjectName(name)
                self.inputs[name] = widget
                self._rows[name] = (box, form)
                if isinstance(widget, QCheckBox):
                    widget.setText(label)
                    form.addRow(widget)
                else:
                    form.addRow(label + ":", widget)
            self._boxes.append(box)
        self._place(set())

    def hide_fields(self, hidden: Iterable[str]) -> None:
        """Offer only the fields that apply; a group with none left is hidden too."""
        hidden = set(hidden)
        for name, (_box, form) in self._rows.items():
            form.setRowVisible(self.inputs[name], name not in hidden)
        self._place(hidden)

    def _place(self, hidden: set[str]) -> None:
        """The groups in order, each in the column that is shorter so far (by rows shown)."""
        for column in self._columns:
            while column.count():
                column.takeAt(0)
        heights = [0] * len(self._columns)
        for box in self._boxes:
            rows = sum(1 for n, (b, _f) in self._rows.items() if b is box and n not in hidden)
            box.setVisible(rows > 0)
            if not rows:
                continue
            shorter = heights.index(min(heights))
            self._columns[shorter].addWidget(box)
            heights[shorter] += rows + 1  # the title counts as a row
        for column in self._columns:
            column.addStretch(1)

    def _input(self, name: str, info: Any) -> QWidget:
        types = allowed_types(self.spec_type, name)
        if info.choices is not None:
            combo = _NoWheelCombo()
            for choice in info.choices:
                combo.addItem(choice_label(choice), choice)
            combo.currentIndexChanged.connect(self.changed)
            return combo
        if bool in types:
            box = QCheckBox()
            box.toggled.connect(self.changed)
            return box
        spin = _NoWheelSpin()
        low = info.minimum if info.minimum is not None else -20
        high = info.maximum if info.maximum is not None else 20
        if type(None) in types:
            spin.setMinimum(low - 1)
            spin.setSpecialValueText("—")
        else:
            spin.setMinimum(low)
        spin.setMaximum(high)
        # never squeezed to a sliver beside a long label: the row wraps instead
        spin.setMinimumWidth(spin.fontMetrics().averageCharWidth() * 9)
        spin.valueChanged.connect(self.changed)
        return spin

    def set_values(self, values: Mapping[str, Any]) -> None:
        """Show `values` (missing fields at their defaults) without emitting `changed`."""
        self.blockSignals(True)
        try:
            for name, widget in self.inputs.items():
                value = values.get(name, self._defaults[name])
                if isinstance(widget, QCheckBox):
                    widget.setChecked(bool(value))
                elif isinstance(widget, QComboBox):
                    widget.setCurrentIndex(max(0, widget.findData(value)))
                elif isinstance(widget, QSpinBox):
                    widget.setValue(widget.minimum() if value is None else int(value))
        finally:
            self.blockSignals(False)

    def values(self) -> dict[str, Any]:
        """Every field that differs from its default."""
        found: dict[str, Any] = {}
        for name, widget in self.inputs.items():
            value: Any
            if isinstance(widget, QCheckBox):
                value = widget.isChecked()
            elif isinstance(widget, QComboBox):
                value = widget.currentData()
            elif isinstance(widget, QSpinBox):
                none = widget.specialValueText() and widget.value() == widget.minimum()
                value = None if none else widget.value()
            else:
                continue
            if value != self._defaults[name]:
                found[name] = value
        return found

    def limit(self, name: str, maximum: int) -> None:
        """Lower a spin box's maximum (markers: never more than the model holds)."""
        widget = self.inputs.get(name)
        if isinstance(widget, QSpinBox):
            widget.setMaximum(max(widget.minimum(), maximum))

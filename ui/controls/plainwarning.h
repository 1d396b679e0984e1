#pragma once

class QString;
class QWidget;

namespace gradflow {

// A warning quoting file names: plain text, as QMessageBox would guess markup in them.
void warnPlain(QWidget *parent, const QString &title, const QString &text);

} // namespace gradflow

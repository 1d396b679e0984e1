#pragma once

// What the tests that drive the whole window share: waiting until the newest request is drawn,
// finding an action or a button as a person would (by its shortcut, its text), and reading what
// the charts and readouts show.
#include "ui/charts/chartpanel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/chartexport.h"
#include "ui/window/filecommands.h"
#include "ui/window/networkdocument.h"
#include "ui/workers/computeworker.h"
#include "core/model/config.h"

#include <QAction>
#include <QFont>
#include <QFontMetricsF>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>

// Waits until the charts show the newest request's result (two minutes: a loaded machine).
inline void waitDrawn(gradflow::MainWindow &w)
{
    QTRY_VERIFY_WITH_TIMEOUT(w.drawnGeneration() >= w.worker()->latestGeneration() && w.charts()->result(), 120000);
}

inline QAction *actionWithShortcut(gradflow::MainWindow &w, const QKeySequence &key)
{
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->shortcut() == key)
            return a;
    }
    return nullptr;
}

inline QAction *actionWithShortcut(gradflow::MainWindow &w, const char *key)
{
    return actionWithShortcut(w, QKeySequence(QString::fromLatin1(key)));
}

// Presentation mode (F11) on or off as the presenter's key does it, waiting for the window.
inline void setPresentation(gradflow::MainWindow &w, bool on)
{
    QAction *present = actionWithShortcut(w, QKeySequence(Qt::Key_F11));
    QVERIFY(present);
    if (present->isChecked() != on)
        present->trigger();
    QTRY_COMPARE(w.isFullScreen(), on);
}

inline QAction *actionNamed(gradflow::MainWindow &w, const QString &text)
{
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->text() == text)
            return a;
    }
    return nullptr;
}

// The visible button whose text starts with start ("Cancel", "Back to").
inline QPushButton *visibleButton(QWidget &w, const QString &start)
{
    for (QPushButton *b : w.findChildren<QPushButton *>()) {
        if (b->isVisible() && b->text().startsWith(start))
            return b;
    }
    return nullptr;
}

// Visible labels and buttons over the chart area (not in the status bar or the controls).
inline QStringList textsOverCharts(gradflow::MainWindow &w)
{
    QStringList texts;
    const QRect charts(w.charts()->mapTo(&w, QPoint(0, 0)), w.charts()->size());
    for (QLabel *l : w.findChildren<QLabel *>()) {
        if (l->isVisible() && charts.contains(QRect(l->mapTo(&w, QPoint(0, 0)), l->size()).center()))
            texts << l->text();
    }
    return texts;
}

// The readouts' values (their names are not selectable).
inline QList<QLabel *> readoutValues(gradflow::MainWindow &w)
{
    QList<QLabel *> values;
    for (QLabel *l : w.findChild<QGroupBox *>(QStringLiteral("readouts"))->findChildren<QLabel *>()) {
        if (l->textInteractionFlags() & Qt::TextSelectableByMouse)
            values << l;
    }
    return values;
}

// A network that takes seconds on any machine: long enough to see progress and to cancel.
inline gradflow::ModelConfig slowConfig(const gradflow::ModelConfig &from)
{
    gradflow::ModelConfig big = from;
    big.depth = 400;
    big.width = 512;
    big.batch = 256;
    return big;
}

// The height of the digits' ink in the smallest exponent of an exported SVG.
inline double smallestExponentInk(const QString &svg)
{
    static const QRegularExpression exponent(QStringLiteral("font-size=\"([0-9.]+)\"[^>]*>\\s*\u2212?[0-9]+</text>"));
    double smallest = 1e9;
    for (auto it = exponent.globalMatch(svg); it.hasNext();)
        smallest = std::min(smallest, it.next().captured(1).toDouble());
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(int(smallest));
    return QFontMetricsF(f).tightBoundingRect("0123456789").height();
}

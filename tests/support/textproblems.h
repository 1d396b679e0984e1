#pragma once

// What a presenter would see wrong in the window: a label cut by its box or the screen, a status
// line cut with an ellipsis, a tool bar item or a tab out of view, a chart's title, axis label or
// legend entry elided or outside its chart, two texts over each other.
#include "tests/support/shownrect.h"
#include "ui/charts/clauseline.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/legendstrip.h"
#include "ui/lesson/tourpanel.h"
#include "ui/window/mainwindow.h"

#include <QAbstractScrollArea>
#include <algorithm>
#include <QChart>
#include <QChartView>
#include <QDebug>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QTabBar>
#include <QTextDocument>
#include <QToolBar>
#include <QToolButton>
#include <QValueAxis>

namespace gradflow::test {

// One piece of text the window shows: where it stands in the window, what holds it.
struct ShownText
{
    QString text;
    QRect rect;
    const QWidget *owner;
};
inline bool inScrollArea(const QWidget *widget)
{
    for (const QWidget *w = widget; w; w = w->parentWidget())
        if (qobject_cast<const QAbstractScrollArea *>(w))
            return true;
    return false;
}

// What of a label's text its box or the screen cuts off, or an empty string. A label a scroll
// area holds out of view is reached by scrolling, not cut.
inline QString labelCut(const QLabel *label)
{
    if (shownRect(label) != inWindow(label) && !inScrollArea(label))
        return QStringLiteral("clipped to %1 of %2")
            .arg(QDebug::toString(shownRect(label)), QDebug::toString(inWindow(label)));
    if (label->wordWrap() && label->heightForWidth(label->width()) > label->height())
        return QStringLiteral("needs %1 px tall, has %2")
            .arg(label->heightForWidth(label->width()))
            .arg(label->height());
    if (!label->wordWrap() && label->sizeHint().width() > label->width())
        return QStringLiteral("needs %1 px wide, has %2").arg(label->sizeHint().width()).arg(label->width());
    return {};
}

// The texts Qt Charts lays out itself (chart title, axis titles, tick labels), in window
// coordinates: the ink of a one-line text (two labels whose line boxes touch print nothing on
// each other), the box less the document's margin for a longer one.
inline QList<ShownText> chartTexts(const QChartView *view)
{
    QList<ShownText> texts;
    const QPoint origin = view->viewport()->mapTo(view->window(), QPoint());
    for (const QGraphicsItem *item : view->scene()->items()) {
        const auto *text = dynamic_cast<const QGraphicsTextItem *>(item);
        if (!text || !text->isVisible() || text->toPlainText().trimmed().isEmpty())
            continue;
        const double m = text->document()->documentMargin();
        const QFontMetricsF fm(text->font());
        QRectF local = text->boundingRect().adjusted(m, m, -m, -m);
        if (local.height() < 1.5 * fm.lineSpacing())
            local = fm.tightBoundingRect(text->toPlainText()).translated(local.left(), local.top() + fm.ascent());
        const QRect inView = view->mapFromScene(text->mapToScene(local)).boundingRect();
        texts.append({text->toPlainText(), inView.translated(origin), view});
    }
    return texts;
}

// A tool bar's items that do not fit: Qt hides them behind its extension button ("»").
inline QStringList toolBarCuts(const MainWindow &w)
{
    QStringList cuts;
    for (const QToolBar *bar : w.findChildren<QToolBar *>()) {
        const auto *more = bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"));
        if (!bar->isVisible() || !more || !more->isVisible())
            continue;
        QStringList hidden;
        for (QAction *action : bar->actions()) {
            const QWidget *item = bar->widgetForAction(action);
            if (item && !action->isSeparator() && !item->isVisible()) {
                const auto *label = qobject_cast<const QLabel *>(item);
                hidden << (label                      ? label->text()
                           : action->text().isEmpty() ? QString::fromLatin1(item->metaObject()->className())
                                                      : action->text());
            }
        }
        cuts << QStringLiteral("tool bar '%1': behind its \u00BB: %2")
                    .arg(bar->windowTitle(), hidden.join(QStringLiteral(", ")));
    }
    return cuts;
}

// A tab bar's tabs out of view or cut: Qt scrolls a bar too narrow for them, cutting its last tab.
inline QStringList tabBarCuts(const QWidget *root)
{
    QStringList cuts;
    for (const QTabBar *bar : root->findChildren<QTabBar *>()) {
        if (!bar->isVisible() || bar->count() < 2)
            continue;
        const QList<QToolButton *> scrolls = bar->findChildren<QToolButton *>();
        if (std::any_of(scrolls.begin(), scrolls.end(), [](const QToolButton *b) { return b->isVisible(); }))
            cuts << QStringLiteral("tab bar scrolls: its tabs do not fit %1 px").arg(bar->width());
        for (int i = 0; i < bar->count(); ++i)
            if (!bar->rect().contains(bar->tabRect(i)))
                cuts << QStringLiteral("tab '%1' at %2 outside its bar %3")
                            .arg(bar->tabText(i), QDebug::toString(bar->tabRect(i)), QDebug::toString(bar->rect()));
    }
    return cuts;
}

// Everything on screen that fails: texts cut, elided, outside their widget or over each other.
inline QStringList textProblems(MainWindow &w, double chartScale)
{
    QStringList problems;
    QList<ShownText> texts;
    QList<const QWidget *> roots{w.centralWidget(), w.tourPanel()};
    problems << toolBarCuts(w) << tabBarCuts(w.centralWidget());
    for (const QWidget *root : roots)
        for (const QLabel *label : root->findChildren<QLabel *>()) {
            if (!label->isVisible() || label->text().isEmpty())
                continue;
            if (const QString why = labelCut(label); !why.isEmpty())
                problems << QStringLiteral("label '%1': %2").arg(label->text().left(60), why);
            if (const auto *line = qobject_cast<const ClauseLine *>(label);
                line && line->shownText().endsWith(QChar(0x2026)) && !line->fullText().endsWith(QChar(0x2026)))
                problems << QStringLiteral("status line '%1' cut with an ellipsis").arg(line->shownText());
            texts.append({label->text().left(60), inWindow(label), label});
        }
    for (const QChartView *view : w.centralWidget()->findChildren<QChartView *>()) {
        if (!view->isVisible())
            continue;
        const QRect inside = shownRect(view->viewport());
        if (inside != inWindow(view->viewport()))
            problems << QStringLiteral("chart '%1' clipped").arg(view->chart()->title());
        for (const ShownText &t : chartTexts(view)) {
            if (t.text.contains(QStringLiteral("...")) || t.text.contains(QChar(0x2026)))
                problems << QStringLiteral("chart '%1': '%2' elided").arg(view->chart()->title(), t.text);
            if (!inside.contains(t.rect))
                problems << QStringLiteral("chart '%1': '%2' at %3 outside %4")
                                .arg(view->chart()->title(), t.text, QDebug::toString(t.rect),
                                     QDebug::toString(inside));
            texts.append(t);
        }
        if (const auto *layer = qobject_cast<const LayerChart *>(view)) { // its y title, drawn beside the plot
            const auto *y = qobject_cast<QValueAxis *>(layer->chart()->axes(Qt::Vertical).value(0));
            if (QFontMetricsF(y->titleFont()).horizontalAdvance(y->titleText()) > layer->chart()->plotArea().height())
                problems
                    << QStringLiteral("chart '%1': y title '%2' elided").arg(view->chart()->title(), y->titleText());
        }
    }
    for (const LegendStrip *legend : w.centralWidget()->findChildren<LegendStrip *>()) {
        if (!legend->isVisible())
            continue;
        const double room = legend->width() - 8 - 36 * chartScale; // less the line sample and its gap
        for (const LegendStrip::Entry &e : legend->entries())
            if (QFontMetricsF(legend->font()).horizontalAdvance(e.label) > room)
                problems << QStringLiteral("legend entry '%1' elided").arg(e.label);
        texts.append({QStringLiteral("legend"), inWindow(legend), legend});
    }
    for (int i = 0; i < texts.size(); ++i)
        for (int j = i + 1; j < texts.size(); ++j) {
            const ShownText &a = texts[i], &b = texts[j];
            const bool nested =
                a.owner != b.owner && (a.owner->isAncestorOf(b.owner) || b.owner->isAncestorOf(a.owner));
            if (!nested && a.rect.intersects(b.rect))
                problems << QStringLiteral("'%1' %2 over '%3' %4")
                                .arg(a.text, QDebug::toString(a.rect), b.text, QDebug::toString(b.rect));
        }
    return problems;
}

} // namespace gradflow::test

#include "ui/charts/clauseline.h"

#include "ui/charts/exponenttext.h"

#include <QEvent>
#include <QRegularExpression>
#include <QTextDocument>

#include <cmath>

namespace gradflow {

namespace {

// The text's clauses, each with the break that ends it: "; " between clauses, and the ": " after
// a heading clause ("diverged at step 2 in layer 8: the signal overflowed").
QStringList clausesOf(const QString &text)
{
    static const QRegularExpression breaks(QStringLiteral("(?<=; |: )"));
    return text.split(breaks);
}

// The first `count` clauses, without the break that ends the last of them where more follow
// ("diverged at step 2 in layer 8: ", "第 2 步发散，在第 8 层：").
QString leading(const QStringList &clauses, qsizetype count)
{
    static const QString breaks = QStringLiteral(";:,\u3001\uFF0C\uFF1A\uFF1B");
    QString text = clauses.mid(0, count).join(QString()).trimmed();
    while (count < clauses.size() && !text.isEmpty() && (text.back().isSpace() || breaks.contains(text.back())))
        text.chop(1);
    return text;
}

} // namespace

ClauseLine::ClauseLine(QWidget *parent) : QLabel(parent)
{
    setTextFormat(Qt::RichText);
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

void ClauseLine::setClauses(const QStringList &clauses)
{
    m_clauses = clauses;
    m_full = clauses.join(QString());
    setToolTip(tallExponents(m_full));
    fit();
}

void ClauseLine::setFullText(const QString &text) { setClauses(clausesOf(text)); }

double ClauseLine::widthOf(const QString &text) const
{
    QTextDocument document;
    document.setDocumentMargin(0);
    document.setDefaultFont(font());
    document.setHtml(tallExponents(text));
    return document.idealWidth();
}

void ClauseLine::fit()
{
    const double room = contentsRect().width();
    const QStringList &clauses = m_clauses;
    QString shown = leading(clauses, 1);
    for (qsizetype count = 2; count <= clauses.size(); ++count) {
        const QString longer = leading(clauses, count);
        if (widthOf(longer) > room)
            break;
        shown = longer;
    }
    while (shown.size() > 1 && widthOf(shown) > room) // a first clause wider than the line
        shown = shown.left(shown.size() - 2) + QChar(0x2026);
    if (shown != m_shown || text().isEmpty() != m_full.isEmpty()) {
        m_shown = shown;
        setExponentText(this, shown); // plainText() gives what is shown, as for every such label
        updateGeometry();
    }
}

QSize ClauseLine::sizeHint() const
{
    // One line holding a tall exponent, whatever is shown: the row keeps its height.
    QTextDocument line;
    line.setDocumentMargin(0);
    line.setDefaultFont(font());
    line.setHtml(tallExponents(QStringLiteral("10\u207B\u00B2")));
    const QMargins m = contentsMargins();
    // As wide as what it shows: the rest is in the tooltip, not cut.
    return {int(std::ceil(widthOf(m_shown))) + m.left() + m.right(),
            int(std::ceil(line.size().height())) + m.top() + m.bottom()};
}

QSize ClauseLine::minimumSizeHint() const { return {0, sizeHint().height()}; }

void ClauseLine::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    fit();
}

void ClauseLine::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateGeometry();
        fit();
    }
}

} // namespace gradflow

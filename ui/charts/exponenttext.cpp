#include "ui/charts/exponenttext.h"

#include <QAbstractTextDocumentLayout>
#include <QLabel>
#include <QPainter>
#include <QTextDocument>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace gradflow {

namespace {

const QString kSuperscriptDigits = QStringLiteral("\u2070\u00B9\u00B2\u00B3\u2074\u2075\u2076\u2077\u2078\u2079");
constexpr char16_t kSuperscriptMinus = 0x207B;
const char kPlainTextProperty[] = "gradflowPlainText";

// The digit (or '−') a superscript character stands for; none for other characters.
QString fullSize(QChar c)
{
    if (c.unicode() == kSuperscriptMinus)
        return QString(QChar(0x2212));
    const int digit = int(kSuperscriptDigits.indexOf(c));
    return digit >= 0 ? QString::number(digit) : QString();
}

// The length of "10^" and a decimal exponent at `at` ("10^-35.07", "10^0.88"), 0 if none is
// there: the powers Unicode has no superscript point for.
qsizetype caretExponentLength(const QString &text, qsizetype at)
{
    if (!QStringView(text).mid(at).startsWith(QLatin1String("10^"))
        || (at > 0 && (text.at(at - 1).isDigit() || text.at(at - 1) == QLatin1Char('.'))))
        return 0;
    qsizetype end = at + 3;
    if (end < text.size() && text.at(end) == QLatin1Char('-'))
        ++end;
    const qsizetype digits = end;
    while (end < text.size() && (text.at(end).isDigit() || text.at(end) == QLatin1Char('.')))
        ++end;
    while (end > digits && text.at(end - 1) == QLatin1Char('.')) // a sentence's full stop
        --end;
    return end > digits ? end - at : 0;
}

} // namespace

QString superscriptExponent(long long exponent)
{
    QString text;
    if (exponent < 0)
        text += QChar(kSuperscriptMinus);
    for (QChar c : QString::number(std::llabs(exponent)))
        text += kSuperscriptDigits.at(c.digitValue());
    return text;
}

QString tallExponents(const QString &text)
{
    // Qt draws <sup> with a font 0.7 times the text's; size "+2" is 1.5 times: the digits come out
    // at their full height (the exponents test measures it).
    QString html, run;
    auto closeRun = [&] {
        if (!run.isEmpty())
            html += QStringLiteral("<sup><font size=\"+2\">") + run + QStringLiteral("</font></sup>");
        run.clear();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QString digit = fullSize(text.at(i));
        if (!digit.isEmpty()) {
            run += digit;
            continue;
        }
        closeRun();
        if (const qsizetype caret = caretExponentLength(text, i)) { // "10^-35.07": a fractional power
            run = text.mid(i + 3, caret - 3).replace(QLatin1Char('-'), QChar(0x2212));
            html += QStringLiteral("10");
            closeRun();
            i += caret - 1;
            continue;
        }
        const QChar c = text.at(i);
        html += c == QLatin1Char('\n') ? QStringLiteral("<br>") : QString(c).toHtmlEscaped();
    }
    closeRun();
    return html;
}

void setExponentText(QLabel *label, const QString &text)
{
    label->setTextFormat(Qt::RichText);
    label->setProperty(kPlainTextProperty, text);
    label->setText(tallExponents(text));
}

QString plainText(const QLabel *label)
{
    const QVariant plain = label->property(kPlainTextProperty);
    return plain.isValid() ? plain.toString() : label->text();
}

int labelTextHeight(const QLabel *label, int width)
{
    QTextDocument document;
    document.setDocumentMargin(0);
    document.setDefaultFont(label->font());
    if (label->textFormat() == Qt::RichText)
        document.setHtml(label->text());
    else
        document.setPlainText(label->text());
    const QMargins m = label->contentsMargins();
    document.setTextWidth(std::max(0, width - m.left() - m.right() - 2 * label->margin()));
    return int(std::ceil(document.size().height())) + m.top() + m.bottom() + 2 * label->margin();
}

namespace {

// text laid out as drawExponentText draws it, not yet given a width.
void layOut(QTextDocument &document, const QFont &font, int flags, const QString &text)
{
    document.setDocumentMargin(0);
    document.setDefaultFont(font);
    QTextOption option(Qt::Alignment(flags & Qt::AlignHorizontal_Mask));
    option.setWrapMode(flags & Qt::TextWordWrap ? QTextOption::WordWrap : QTextOption::NoWrap);
    document.setDefaultTextOption(option);
    document.setHtml(tallExponents(text));
}

} // namespace

bool hasExponent(const QString &text) { return tallExponents(text).contains(QLatin1String("<sup>")); }

QSizeF exponentTextSize(const QFont &font, const QString &text)
{
    QTextDocument document;
    layOut(document, font, 0, text);
    return {document.idealWidth(), document.size().height()};
}

void drawExponentText(QPainter &painter, const QRectF &rect, int flags, const QString &text)
{
    QTextDocument document;
    layOut(document, painter.font(), flags, text);
    document.setTextWidth(rect.width());
    double top = rect.top();
    if (flags & Qt::AlignVCenter)
        top += (rect.height() - document.size().height()) / 2;
    else if (flags & Qt::AlignBottom)
        top += rect.height() - document.size().height();
    painter.save();
    painter.translate(rect.left(), top);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, painter.pen().color());
    document.documentLayout()->draw(&painter, context);
    painter.restore();
}

} // namespace gradflow

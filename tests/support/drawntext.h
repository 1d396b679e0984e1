#pragma once

// The texts a widget paints, in the order it paints them, with their font sizes: the widget
// rendered into SVG, whose <text> elements hold each string as drawn. Qt Charts' own axis labels
// and what a chart draws itself (drawForeground) both appear: a test reads the labels a room sees.
#include <QBuffer>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QTextDocumentFragment>
#include <QWidget>

struct DrawnText
{
    QString text;
    QString fontSize; // as the SVG writes it
};

inline QList<DrawnText> drawnTexts(QWidget *widget)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(widget->size());
        svg.setViewBox(QRect(QPoint(), widget->size()));
        QPainter painter(&svg);
        widget->render(&painter);
    }
    const QString xml = QString::fromUtf8(buffer.data());
    static const QRegularExpression text(QStringLiteral("<text([^>]*)>([^<]*)</text>"));
    static const QRegularExpression size(QStringLiteral("font-size=\"([^\"]*)\""));
    QList<DrawnText> found;
    for (const QRegularExpressionMatch &m : text.globalMatch(xml)) {
        const QString shown = QTextDocumentFragment::fromHtml(m.captured(2)).toPlainText().trimmed();
        if (!shown.isEmpty())
            found.append({shown, size.match(m.captured(1)).captured(1)});
    }
    return found;
}

// A number as printf's %e or %g writes a large or small one: "1e+47", "2.4e+02".
inline bool printfExponent(const QString &text)
{
    static const QRegularExpression e(QStringLiteral("\\d[eE][+-]?\\d"));
    return e.match(text).hasMatch();
}

// "-0", "-0.000", with a hyphen or a true minus sign.
inline bool negativeZero(const QString &text)
{
    static const QRegularExpression z(QStringLiteral("^[-\u2212]0([.,]0*)?$"));
    return z.match(text).hasMatch();
}

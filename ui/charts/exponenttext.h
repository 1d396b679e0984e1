#pragma once

#include <QString>

class QFont;
class QLabel;
class QPainter;
class QRectF;
class QSizeF;

namespace gradflow {

// Powers of ten in the text the window writes. The text itself carries exponents as Unicode
// superscripts ("2.0×10²²": one string for tests, tour files and the terminal); what a room reads
// draws them as the axes do, as tall as the digits and raised, never at the fonts' 45% superscript size.

// "⁻³⁶" for -36: the one place superscript digits are made.
QString superscriptExponent(long long exponent);

// text as rich text, HTML-escaped, each run of superscript digits drawn at the full digit height.
QString tallExponents(const QString &text);

// A label showing text with tall exponents; plainText() gives text back as it was given.
void setExponentText(QLabel *label, const QString &text);
QString plainText(const QLabel *label);
// The height a word-wrapping label needs for its text at width, its lines as the label lays them
// out. QLabel::heightForWidth() is never less than the label's minimum height, so it cannot tell a
// label of fixed height how tall its text has become.
int labelTextHeight(const QLabel *label, int width);

// text in rect with the painter's font and pen, tall exponents, Qt::Align* and Qt::TextWordWrap
// flags as QPainter::drawText takes them.
void drawExponentText(QPainter &painter, const QRectF &rect, int flags, const QString &text);

// Whether text holds a power that tallExponents() raises.
bool hasExponent(const QString &text);

// The size drawExponentText() gives text on one line in font.
QSizeF exponentTextSize(const QFont &font, const QString &text);

} // namespace gradflow

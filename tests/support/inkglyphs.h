#pragma once

// The ink of rendered text, glyph by glyph: for the tests that measure how tall an exponent
// stands beside its digits, as a room sees it.
#include <QFont>
#include <QImage>
#include <QPalette>
#include <QString>
#include <QWidget>
#include <QtTest>

#include <algorithm>
#include <climits>
#include <vector>

struct Ink
{
    int top = INT_MAX, bottom = -1;
    int height() const { return bottom - top + 1; }
};

// The ink of each glyph in a one-line image, left to right: runs of columns holding dark pixels.
inline std::vector<Ink> glyphs(const QImage &image)
{
    std::vector<Ink> found;
    bool inGlyph = false;
    for (int x = 0; x < image.width(); ++x) {
        Ink column;
        for (int y = 0; y < image.height(); ++y) {
            if (qGray(image.pixel(x, y)) < 128) {
                column.top = std::min(column.top, y);
                column.bottom = y;
            }
        }
        if (column.bottom < 0) {
            inGlyph = false;
            continue;
        }
        if (!inGlyph)
            found.push_back(column);
        Ink &g = found.back();
        g.top = std::min(g.top, column.top);
        g.bottom = std::max(g.bottom, column.bottom);
        inGlyph = true;
    }
    return found;
}

inline QImage rendered(QWidget *widget)
{
    widget->setPalette(QPalette(Qt::black, Qt::white));
    widget->setAutoFillBackground(true);
    widget->adjustSize();
    QImage image(widget->size(), QImage::Format_RGB32);
    image.fill(Qt::white);
    widget->render(&image);
    return image;
}

// The first glyph is a digit of the mantissa, the last one a digit of the exponent: the
// exponent's ink is at least 90% as tall and stands higher.
inline void checkExponentAsTallAsDigits(const QImage &image)
{
    const std::vector<Ink> g = glyphs(image);
    QVERIFY2(g.size() >= 4, qPrintable(QStringLiteral("%1 glyphs").arg(g.size())));
    const Ink digit = g.front(), exponent = g.back();
    QVERIFY2(exponent.height() >= 0.9 * digit.height(),
             qPrintable(QStringLiteral("exponent %1 px, digit %2 px").arg(exponent.height()).arg(digit.height())));
    QVERIFY2(exponent.bottom < digit.bottom - digit.height() / 3,
             qPrintable(QStringLiteral("exponent ends at %1, digit at %2").arg(exponent.bottom).arg(digit.bottom)));
}

inline QFont pixelFont(int pixels)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(pixels);
    return f;
}

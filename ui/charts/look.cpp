#include "ui/charts/look.h"

#include <QApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QStyle>

#include <algorithm>
#include <cmath>

namespace gradflow {

double pixelsForInk(double inkPixels)
{
    // Measured size by size: hinting rounds the digits' height, so a proportion is not enough.
    auto ink = [](int pixels) {
        QFont probe(QStringLiteral("DejaVu Sans"));
        probe.setPixelSize(pixels);
        return QFontMetricsF(probe).tightBoundingRect(QStringLiteral("0123456789")).height();
    };
    int pixels = std::max(6, int(inkPixels / 0.8));
    while (pixels < 400 && ink(pixels) < inkPixels)
        ++pixels;
    return pixels;
}

Look Look::room(double height, double deskTextPixels)
{
    Look look;
    // Chart titles and lines: 1.7x fills a 1080-line projector; a 720-line one gets less.
    look.chartScale = std::clamp(height / 635.0, 1.15, 1.7);
    look.labelPixels = pixelsForInk(exponentShare * height);
    look.textPixels = std::max(deskTextPixels, std::ceil(textShare * height));
    look.uiScale = look.textPixels / std::max(1.0, deskTextPixels);
    return look;
}

Look Look::desk(double height, double deskTextPixels)
{
    Look look;
    const double text = std::round(deskTextShare * height);
    if (text <= deskTextPixels)
        return look;
    look.textPixels = text;
    look.uiScale = text / std::max(1.0, deskTextPixels);
    look.chartScale = look.uiScale; // the charts' titles and legend keep step with the text
    return look;
}

ChartFonts chartFonts(double scale, double labelPixels, double textPixels)
{
    ChartFonts f;
    f.base = QFont(QStringLiteral("DejaVu Sans"));
    f.base.setPixelSize(int(std::lround(12 * scale)));
    f.title = f.base;
    f.title.setPixelSize(int(std::lround(14.7 * scale)));
    f.title.setBold(true);
    f.labels = f.base;
    if (labelPixels > 0)
        f.labels.setPixelSize(int(std::lround(labelPixels)));
    f.text = f.base;
    f.text.setPixelSize(std::max(f.base.pixelSize(), int(std::lround(textPixels))));
    return f;
}

QPalette themePalette(bool dark)
{
    if (!dark)
        return QApplication::style()->standardPalette();
    QPalette p;
    const QColor window(45, 47, 52), base(30, 32, 36), text(230, 230, 230), disabled(130, 130, 130);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Highlight, QColor(64, 128, 200));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(110, 170, 240));
    p.setColor(QPalette::PlaceholderText, disabled);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

namespace {

double luminance(const QColor &c)
{
    auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor over(const QColor &colour, const QColor &background)
{
    const double a = colour.alphaF();
    auto mix = [a](double front, double back) { return float(a * front + (1 - a) * back); };
    return QColor::fromRgbF(mix(colour.redF(), background.redF()), mix(colour.greenF(), background.greenF()),
                            mix(colour.blueF(), background.blueF()));
}

QColor withContrast(QColor colour, const QColor &background, double ratio)
{
    // Measured as drawn: a translucent pin over the dark plot had 2.8:1 where its colour had 3.9.
    const bool darken = luminance(background) > 0.5;
    const int alpha = colour.alpha();
    auto enough = [&] { return contrastRatio(over(colour, background), background) >= ratio; };
    for (int i = 0; i < 40 && !enough(); ++i) {
        colour = darken ? colour.darker(108) : colour.lighter(108);
        colour.setAlpha(alpha);
    }
    if (!enough()) { // lighter() cannot lift black: mix towards white
        colour = darken ? QColor(Qt::black) : QColor(Qt::white);
        colour.setAlpha(alpha);
    }
    return colour;
}

} // namespace gradflow

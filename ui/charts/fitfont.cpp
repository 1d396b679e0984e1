#include "ui/charts/fitfont.h"

#include <QFontInfo>
#include <QWidget>

namespace gradflow {

void fitFontToWidth(QWidget *widget, const QFont &font, int smallest, int room, const std::function<int()> &needed)
{
    if (widget->font() != font)
        widget->setFont(font);
    QFont smaller = font;
    for (int pixels = QFontInfo(font).pixelSize() - 1; pixels >= smallest && needed() > room; --pixels) {
        smaller.setPixelSize(pixels);
        widget->setFont(smaller);
    }
}

} // namespace gradflow

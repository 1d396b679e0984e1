#include "ui/charts/roundticks.h"

#include "ui/charts/format.h"

#include <QCategoryAxis>

#include <algorithm>
#include <cmath>

namespace gradflow {

RoundTicks RoundTicks::within(double low, double high, int most)
{
    RoundTicks t;
    const double span = std::max(high - low, 1e-300);
    const double decade = std::pow(10.0, std::floor(std::log10(span / std::max(most - 1, 1))));
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        t.step = m * decade;
        t.first = (long long)std::ceil(low / t.step);
        t.last = (long long)std::floor(high / t.step);
        if (t.last - t.first + 1 <= most)
            break;
    }
    t.decimals = std::max(0, int(-std::floor(std::log10(t.step) + 1e-9)));
    return t;
}

QString RoundTicks::label(long long index) const
{
    if (index == 0)
        return QStringLiteral("0");
    const QString digits = proseNumber(std::abs(double(index) * step), 'f', decimals); // 0,05 in German
    return index < 0 ? QString(QChar(0x2212)) + digits : digits;
}

void setRoundTicks(QCategoryAxis *axis, double low, double high, int most)
{
    const RoundTicks t = RoundTicks::within(low, high, most);
    for (const QString &label : axis->categoriesLabels())
        axis->remove(label);
    axis->setRange(low, high);
    axis->setStartValue(low - t.step); // below the first tick: each tick ends a category
    for (long long i = t.first; i <= t.last; ++i)
        axis->append(t.label(i), double(i) * t.step);
}

} // namespace gradflow

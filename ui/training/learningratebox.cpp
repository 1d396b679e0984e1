#include "ui/training/learningratebox.h"

#include "ui/charts/format.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

constexpr int kTenthsMin = -60, kTenthsMax = 10; // 1e-6 .. 10

double rateOfTenths(int tenths) { return std::pow(10.0, tenths / 10.0); }

} // namespace

LearningRateBox::LearningRateBox(QWidget *parent)
    : QWidget(parent), m_slider(new QSlider(Qt::Horizontal)), m_text(new QLabel)
{
    auto *h = new QHBoxLayout(this);
    h->setContentsMargins(0, 0, 0, 0);
    m_slider->setRange(kTenthsMin, kTenthsMax);
    m_slider->setValue(-20);
    m_slider->setMinimumWidth(120);
    m_slider->setToolTip(tr("Learning rate, 10\u207B\u2076 to 10 on a log scale"));
    h->addWidget(m_slider, 1);
    h->addWidget(m_text);
    updateText();
    connect(m_slider, &QSlider::valueChanged, this, [this] {
        m_exact.reset(); // the person chose one of the slider's steps
        updateText();
        emit changed();
    });
}

double LearningRateBox::value() const { return m_exact ? *m_exact : rateOfTenths(m_slider->value()); }

void LearningRateBox::setValue(double rate)
{
    const double tenths = 10.0 * std::log10(rate);
    const int nearest = int(std::lround(std::clamp(tenths, double(kTenthsMin), double(kTenthsMax))));
    const QSignalBlocker block(m_slider);
    m_slider->setValue(nearest);
    m_exact.reset();
    if (rateOfTenths(nearest) != rate)
        m_exact = rate;
    updateText();
}

QString LearningRateBox::text() const { return m_text->text(); }

void LearningRateBox::updateText()
{
    const double rate = value();
    QString text = proseNumber(rate, 'g', m_exact ? 6 : 3); // a set value in full, as the language writes it
    if (rate < rateOfTenths(kTenthsMin))
        text += tr(" (below the slider)");
    else if (rate > rateOfTenths(kTenthsMax))
        text += tr(" (above the slider)");
    m_text->setText(text);
}

} // namespace gradflow

#include "ui/lesson/chainpage.h"

#include "ui/controls/lessonbox.h"
#include "ui/charts/exponenttext.h"
#include "core/engine/activation.h"
#include "core/lesson/chain.h"
#include "ui/lesson/fittedtable.h"
#include "ui/charts/format.h"
#include "ui/charts/layerchart.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>

#include <cmath>

namespace gradflow {

ChainPage::ChainPage(QWidget *parent)
    : LessonPage(LessonView::Chain, tr("Chain: a gradient is a product of slopes"), parent), m_length(new QSpinBox),
      m_activation(new QComboBox), m_weight(new QDoubleSpinBox)
{
    boundToLessonSetting(m_length, LessonView::Chain, "length");
    m_length->setToolTip(tr("Number of one-number units in the chain"));
    for (const std::string &name : activationNames())
        m_activation->addItem(QString::fromStdString(activationLabel(parseActivation(name))),
                              QString::fromStdString(name));
    boundToLessonSetting(m_weight, LessonView::Chain, "weight");
    m_weight->setSingleStep(0.05);
    m_weight->setDecimals(2);
    controlsForm()->addRow(tr("Units L"), m_length);
    controlsForm()->addRow(tr("Activation"), m_activation);
    controlsForm()->addRow(tr("Weight"), m_weight);
    connect(m_length, &QSpinBox::valueChanged, this,
            [this](int v) { edit([v](LessonSettings &s) { s.chainLength = v; }); });
    connect(m_activation, &QComboBox::activated, this, [this] {
        const Activation a = parseActivation(m_activation->currentData().toString().toStdString());
        edit([a](LessonSettings &s) { s.chainActivation = a; });
    });
    connect(m_weight, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { edit([v](LessonSettings &s) { s.chainWeight = v; }); });
    const struct
    {
        const char *label;
        Activation activation;
        double weight;
    } rows[] = {{QT_TR_NOOP("Lesson: sigmoid, weight 1"), Activation::Sigmoid, 1.0},
                {QT_TR_NOOP("Lesson: linear, weight 1"), Activation::Linear, 1.0},
                {QT_TR_NOOP("Lesson: linear, weight 1.5"), Activation::Linear, 1.5}};
    for (const auto &row : rows) {
        auto *button = new QPushButton(tr(row.label));
        const Activation a = row.activation;
        const double w = row.weight;
        connect(button, &QPushButton::clicked, this, [this, a, w] {
            LessonSettings s = m_settings;
            s.chainLength = 10;
            s.chainActivation = a;
            s.chainWeight = w;
            setSettings(s);
        });
        addControlButton(button);
    }

    m_headline = addHeadline();
    m_caption = addCaption();
    m_chart = addChart(tr("unit (1 = next to the loss)"), tr("gradient after the unit"));
    m_table = new FittedTable(3, 3);
    m_table->setHorizontalHeaderLabels({tr("chain"), tr("slope per unit"), tr("gradient at the input")});
    m_table->verticalHeader()->hide();
    figureLayout()->addWidget(m_table);
    syncControls();
    refresh();
}

void ChainPage::syncControls()
{
    const QSignalBlocker a(m_length), b(m_activation), c(m_weight);
    m_length->setValue(m_settings.chainLength);
    m_activation->setCurrentIndex(m_activation->findData(QString::fromStdString(toString(m_settings.chainActivation))));
    m_weight->setValue(m_settings.chainWeight);
}

void ChainPage::refresh()
{
    const LessonSettings &s = m_settings;
    const std::vector<double> series = chainLog10Series(s.chainLength, s.chainActivation, s.chainWeight);
    const double slope = s.chainWeight * activationSlope(s.chainActivation, 0.0);
    setExponentText(
        m_headline,
        tr("Gradient reaching the input after %1 units: %2").arg(s.chainLength).arg(formatPower(series.back())));
    setExponentText(m_caption, tr("Each unit multiplies the gradient by weight × slope = %1 × %2 = %3, so after L "
                                  "units it is %3 to the power L.")
                                   .arg(proseNumber(s.chainWeight),
                                        proseNumber(activationSlope(s.chainActivation, 0.0)), proseNumber(slope)));
    m_chart->setCurves({Curve{QString::fromStdString(activationLabel(s.chainActivation))
                                  + tr(", weight %1").arg(proseNumber(s.chainWeight)),
                              series, 1, QColor(0, 114, 178), true}});
    const struct
    {
        const char *label;
        Activation activation;
        double weight;
    } rows[] = {{"sigmoid, weight 1", Activation::Sigmoid, 1.0},
                {"linear, weight 1", Activation::Linear, 1.0},
                {"linear, weight 1.5", Activation::Linear, 1.5}};
    for (int r = 0; r < 3; ++r) {
        const auto log10 = chainLog10Series(s.chainLength, rows[r].activation, rows[r].weight).back();
        m_table->setItem(r, 0, new QTableWidgetItem(tr("%1 × %2").arg(tr(rows[r].label)).arg(s.chainLength)));
        m_table->setItem(r, 1,
                         new QTableWidgetItem(proseNumber(rows[r].weight * activationSlope(rows[r].activation, 0.0))));
        m_table->setItem(r, 2, new QTableWidgetItem(formatPower(log10)));
    }
}

} // namespace gradflow

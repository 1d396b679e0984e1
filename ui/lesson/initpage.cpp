#include "ui/lesson/initpage.h"

#include "ui/charts/format.h"
#include "ui/controls/lessonbox.h"
#include "ui/lesson/fittedtable.h"
#include "core/lesson/initrules.h"

#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>

namespace gradflow {

InitPage::InitPage(QWidget *parent)
    : LessonPage(LessonView::Init, tr("Initialization: He and Xavier"), parent), m_fanIn(new QSpinBox),
      m_fanOut(new QSpinBox), m_samples(new QSpinBox), m_seed(new QSpinBox), m_table(new FittedTable(2, 5))
{
    for (QSpinBox *box : {m_fanIn, m_fanOut, m_samples, m_seed})
        box->setKeyboardTracking(false); // the measurement runs once the number is typed
    boundToLessonSetting(m_fanIn, LessonView::Init, "fan-in");
    boundToLessonSetting(m_fanOut, LessonView::Init, "fan-out");
    boundToLessonSetting(m_samples, LessonView::Init, "samples");
    boundToLessonSetting(m_seed, LessonView::Init, "seed");
    controlsForm()->addRow(tr("Fan-in"), m_fanIn);
    controlsForm()->addRow(tr("Fan-out"), m_fanOut);
    controlsForm()->addRow(tr("Sample size"), m_samples);
    controlsForm()->addRow(tr("Seed"), m_seed);
    connect(m_fanIn, &QSpinBox::valueChanged, this, [this](int v) { edit([v](LessonSettings &s) { s.fanIn = v; }); });
    connect(m_fanOut, &QSpinBox::valueChanged, this, [this](int v) { edit([v](LessonSettings &s) { s.fanOut = v; }); });
    connect(m_samples, &QSpinBox::valueChanged, this,
            [this](int v) { edit([v](LessonSettings &s) { s.samples = v; }); });
    connect(m_seed, &QSpinBox::valueChanged, this,
            [this](int v) { edit([v](LessonSettings &s) { s.seed = std::uint64_t(v); }); });
    auto addExample = [this](const QString &label, int in, int out) {
        auto *button = new QPushButton(label);
        connect(button, &QPushButton::clicked, this, [this, in, out] {
            LessonSettings s = m_settings;
            s.fanIn = in;
            s.fanOut = out;
            setSettings(s);
        });
        addControlButton(button);
    };
    addExample(tr("Lesson: He, 50 in"), 50, 50);
    addExample(tr("Lesson: Xavier, 100 in, 100 out"), 100, 100);
    addExample(tr("Lesson check: 512 in, 512 out"), 512, 512);

    m_he = addHeadline();
    m_xavier = addHeadline();
    m_measured = addHeadline();
    m_caption = addCaption();
    m_table->setHorizontalHeaderLabels(
        {tr("rule"), tr("formula"), tr("std"), tr("variance"), tr("E[y²] after Linear+ReLU")});
    m_table->verticalHeader()->hide();
    figureLayout()->addWidget(m_table);
    figureLayout()->addStretch(1);
    syncControls();
    refresh();
}

void InitPage::syncControls()
{
    const QSignalBlocker a(m_fanIn), b(m_fanOut), c(m_samples), d(m_seed);
    m_fanIn->setValue(m_settings.fanIn);
    m_fanOut->setValue(m_settings.fanOut);
    m_samples->setValue(m_settings.samples);
    m_seed->setValue(int(m_settings.seed));
}

void InitPage::refresh()
{
    const LessonSettings s = m_settings;
    measure([this, s](const Callbacks &hooks) -> ShowAnswer {
        const double unitMoment = unitSecondMomentAfterLinearRelu(s.fanIn, s.fanOut, s.samples, s.seed, hooks);
        return [this, s, unitMoment] { showAnswer(s, unitMoment); };
    });
}

void InitPage::showAnswer(const LessonSettings &s, double unitMoment)
{
    const double he = heStd(s.fanIn), xavier = xavierStd(s.fanIn, s.fanOut);
    const double heMoment = he * he * unitMoment, xavierMoment = xavier * xavier * unitMoment;
    m_he->setText(tr("He (ReLU): std = √(2 / %1) = %2").arg(s.fanIn).arg(proseNumber(he, 'g', 3)));
    m_xavier->setText(tr("Xavier (tanh, sigmoid): std = √(2 / (%1 + %2)) = %3")
                          .arg(s.fanIn)
                          .arg(s.fanOut)
                          .arg(proseNumber(xavier, 'g', 3)));
    m_measured->setText(tr("E[y²] after Linear + ReLU: He %1, Xavier %2")
                            .arg(proseNumber(heMoment, 'f', 2), proseNumber(xavierMoment, 'f', 2)));
    m_caption->setText(tr("Measured on %1 inputs of %2 N(0, 1) features (E[x²] = 1) through a %2 → %3 layer. "
                          "ReLU zeroes about half of every sum, so a rule without He's factor 2 passes on about half "
                          "the energy, and halves it again at every layer.")
                           .arg(s.samples)
                           .arg(s.fanIn)
                           .arg(s.fanOut));
    const QString rows[2][5] = {{tr("He"), tr("√(2 / fan_in)"), proseNumber(he, 'g', 3), proseNumber(he * he, 'g', 3),
                                 proseNumber(heMoment, 'f', 3)},
                                {tr("Xavier"), tr("√(2 / (fan_in + fan_out))"), proseNumber(xavier, 'g', 3),
                                 proseNumber(xavier * xavier, 'g', 3), proseNumber(xavierMoment, 'f', 3)}};
    for (int r = 0; r < 2; ++r)
        for (int c = 0; c < 5; ++c)
            m_table->setItem(r, c, new QTableWidgetItem(rows[r][c]));
}

} // namespace gradflow

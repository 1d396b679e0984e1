#include "ui/lesson/normspage.h"

#include "ui/controls/lessonbox.h"
#include "ui/charts/exponenttext.h"
#include "ui/charts/format.h"
#include "ui/charts/look.h"
#include "ui/lesson/fittedtable.h"
#include "core/lesson/normbench.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>

#include <cmath>

namespace gradflow {

namespace {

// A number as the room reads it: a minus sign (−), not a hyphen, and never "−0.000".
QString fixed(double v, int decimals = 3)
{
    QString s = proseNumber(v, 'f', decimals);
    if (s == proseNumber(-0.0, 'f', decimals))
        return proseNumber(0.0, 'f', decimals);
    return s.replace(QLatin1Char('-'), QChar(0x2212));
}

QString plain(double v) { return proseNumber(v).replace(QLatin1Char('-'), QChar(0x2212)); }

// How far a norm's output moved: a change that rounds to 0.000 is rounding's, and says its size.
QString change(double v)
{
    if (v == 0)
        return QObject::tr("0 (exactly)");
    if (std::fabs(v) < 5e-4)
        return QObject::tr("%1 (rounding)").arg(formatPower(std::log10(std::fabs(v)), 2));
    return fixed(v);
}

QTableWidget *makeTable() { return new FittedTable; }

// The statistics' blue, as dark as the light theme's and lightened on the dark theme's base until
// the back row reads it (4.5:1): the light theme's blue stood at 2.3:1 on the dark base.
QColor statisticsColor(const QPalette &palette)
{
    return withContrast(QColor(0, 90, 160), palette.color(QPalette::Base), 4.5);
}

// Fills t with m, then extra rows (below) or columns (right) of statistics in the page's palette
// (its tables take a new palette after the page has heard of it).
void fill(QTableWidget *t, const Eigen::MatrixXd &m, const QStringList &extraNames,
          const std::vector<Eigen::VectorXd> &extra, bool extraAsRows, const QPalette &palette)
{
    t->clear();
    t->setRowCount(int(m.rows()) + (extraAsRows ? int(extra.size()) : 0));
    t->setColumnCount(int(m.cols()) + (extraAsRows ? 0 : int(extra.size())));
    QStringList rowNames, columnNames;
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        rowNames << QObject::tr("ex %1").arg(r + 1);
    for (Eigen::Index c = 0; c < m.cols(); ++c)
        columnNames << QObject::tr("f%1").arg(c + 1);
    (extraAsRows ? rowNames : columnNames) << extraNames;
    t->setVerticalHeaderLabels(rowNames);
    t->setHorizontalHeaderLabels(columnNames);
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            t->setItem(int(r), int(c), new QTableWidgetItem(fixed(m(r, c))));
    for (size_t k = 0; k < extra.size(); ++k)
        for (Eigen::Index i = 0; i < extra[k].size(); ++i) {
            auto *item = new QTableWidgetItem(fixed(extra[k](i)));
            item->setForeground(statisticsColor(palette));
            extraAsRows ? t->setItem(int(m.rows() + Eigen::Index(k)), int(i), item)
                        : t->setItem(int(i), int(m.cols() + Eigen::Index(k)), item);
        }
}

QWidget *titled(const QString &title, QWidget *table)
{
    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(title);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    layout->addWidget(label);
    layout->addWidget(table);
    return box;
}

} // namespace

NormsPage::NormsPage(QWidget *parent)
    : LessonPage(LessonView::Norms, tr("Normalization bench: BatchNorm, LayerNorm, RMSNorm"), parent),
      m_rows(new QSpinBox), m_columns(new QSpinBox), m_steps(new QSpinBox), m_shift(new QDoubleSpinBox),
      m_momentum(new QDoubleSpinBox), m_input(makeTable()), m_batchNorm(makeTable()), m_layerNorm(makeTable()),
      m_rmsNorm(makeTable()), m_eval(makeTable())
{
    buildControls();
    buildTables();
    syncControls();
    refresh();
}

// The batch's size, the settings' boxes and the buttons that load a lesson's batch.
void NormsPage::buildControls()
{
    m_rows->setRange(1, 8);
    m_columns->setRange(1, 8);
    boundToLessonSetting(m_shift, LessonView::Norms, "shift");
    boundToLessonSetting(m_steps, LessonView::Norms, "steps");
    boundToLessonSetting(m_momentum, LessonView::Norms, "momentum");
    m_momentum->setSingleStep(0.05);
    controlsForm()->addRow(tr("Examples (rows)"), m_rows);
    controlsForm()->addRow(tr("Features"), m_columns);
    controlsForm()->addRow(tr("Constant shift"), m_shift);
    controlsForm()->addRow(tr("Training steps"), m_steps);
    controlsForm()->addRow(tr("Momentum"), m_momentum);
    m_steps->setToolTip(tr("BatchNorm training steps on this batch before switching to evaluation mode"));
    connect(m_rows, &QSpinBox::valueChanged, this, [this](int r) { resizeBatch(r, int(m_settings.batch.cols())); });
    connect(m_columns, &QSpinBox::valueChanged, this, [this](int c) { resizeBatch(int(m_settings.batch.rows()), c); });
    connect(m_shift, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { edit([v](LessonSettings &s) { s.shift = v; }); });
    connect(m_steps, &QSpinBox::valueChanged, this,
            [this](int v) { edit([v](LessonSettings &s) { s.trainingSteps = v; }); });
    connect(m_momentum, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { edit([v](LessonSettings &s) { s.momentum = v; }); });
    auto addBatchButton = [this](const QString &label, const QString &batch) {
        auto *button = new QPushButton(label);
        connect(button, &QPushButton::clicked, this, [this, batch] {
            LessonSettings s = m_settings;
            s.batch = parseBatch(batch.toStdString());
            setSettings(s);
        });
        addControlButton(button);
    };
    addBatchButton(tr("Lesson: row (1, 2, 3, 4), column (1, 3, 5)"), QStringLiteral("1,2,3,4; 3,6,1,0; 5,1,2,2"));
    addBatchButton(tr("Batch-mate 5 → 11"), QStringLiteral("1,2,3,4; 3,6,1,0; 11,1,2,2"));
    addBatchButton(tr("Lesson: BatchNorm of [[1, 2], [3, 6]]"), QStringLiteral("1,2; 3,6"));
}

// The editable batch, the four norms' tables and the captions under them.
void NormsPage::buildTables()
{
    m_input->setEditTriggers(QAbstractItemView::AllEditTriggers);
    connect(m_input, &QTableWidget::cellChanged, this, &NormsPage::readInput);
    // Two columns of equal height, so a 720-line screen holds every row of every table: the
    // row-wise norms under the batch on the left, BatchNorm's two modes on the right.
    auto *columns = new QHBoxLayout;
    auto *left = new QVBoxLayout, *right = new QVBoxLayout;
    left->addWidget(titled(tr("Batch (edit any number)"), m_input));
    left->addWidget(titled(tr("LayerNorm: along each row"), m_layerNorm));
    left->addWidget(titled(tr("RMSNorm: row ÷ its RMS, no mean"), m_rmsNorm));
    right->addWidget(titled(tr("BatchNorm: down each column"), m_batchNorm));
    right->addWidget(titled(tr("BatchNorm, evaluation mode"), m_eval));
    for (QVBoxLayout *column : {left, right}) {
        column->addStretch(1);
        columns->addLayout(column, 1);
    }
    figureLayout()->addLayout(columns);
    m_mates = addHeadline();
    m_shiftLine = addCaption();
    m_evalLine = addCaption();
    m_problem = addCaption();
    m_problem->setStyleSheet(QStringLiteral("color: #c0392b"));
    figureLayout()->addStretch(1);
}

void NormsPage::resizeBatch(int rows, int columns)
{
    Eigen::MatrixXd b = Eigen::MatrixXd::Zero(rows, columns);
    const Eigen::Index r = std::min<Eigen::Index>(rows, m_settings.batch.rows());
    const Eigen::Index c = std::min<Eigen::Index>(columns, m_settings.batch.cols());
    b.topLeftCorner(r, c) = m_settings.batch.topLeftCorner(r, c);
    LessonSettings s = m_settings;
    s.batch = b;
    setSettings(s);
}

void NormsPage::readInput(int row, int column)
{
    const QString text = m_input->item(row, column) ? m_input->item(row, column)->text() : QString();
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v) || std::fabs(v) > 1e6) {
        m_problem->setText(tr("'%1' is not a number from -1000000 to 1000000; the batch keeps %2.")
                               .arg(text)
                               .arg(m_settings.batch(row, column)));
        syncControls();
        return;
    }
    m_problem->clear();
    edit([=](LessonSettings &s) { s.batch(row, column) = v; });
}

void NormsPage::syncControls()
{
    const QSignalBlocker a(m_rows), b(m_columns), c(m_shift), d(m_steps), e(m_momentum), f(m_input);
    m_rows->setValue(int(m_settings.batch.rows()));
    m_columns->setValue(int(m_settings.batch.cols()));
    m_shift->setValue(m_settings.shift);
    m_steps->setValue(m_settings.trainingSteps);
    m_momentum->setValue(m_settings.momentum);
    fill(m_input, m_settings.batch, {}, {}, true, palette());
    for (int r = 0; r < m_input->rowCount(); ++r)
        for (int col = 0; col < m_input->columnCount(); ++col)
            m_input->item(r, col)->setText(QString::number(m_settings.batch(r, col), 'g', 6));
}

// A theme switched: the statistics' colour is chosen for the palette's base.
void NormsPage::changeEvent(QEvent *event)
{
    LessonPage::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        refresh();
}

void NormsPage::refresh()
{
    const Eigen::MatrixXd &x = m_settings.batch;
    const NormStats bn = batchNormStats(x), ln = layerNormStats(x), rms = rmsNormStats(x);
    fill(m_batchNorm, bn.output, {tr("mean"), tr("std")}, {bn.mean, bn.scale}, true, palette());
    fill(m_layerNorm, ln.output, {tr("mean"), tr("std")}, {ln.mean, ln.scale}, false, palette());
    fill(m_rmsNorm, rms.output, {tr("rms")}, {rms.scale}, false, palette());
    const RunningStats running = batchNormRunningAfter(x, m_settings.trainingSteps, m_settings.momentum);
    const Eigen::MatrixXd eval = batchNormEval(x, running);
    fill(m_eval, eval, {tr("running mean"), tr("running var")}, {running.mean, running.var}, true, palette());

    // Example 1, feature 1: what BatchNorm makes of it here, and what a changed batch-mate does.
    QString mates =
        tr("Example 1, feature 1 (%1) after BatchNorm: %2").arg(plain(x(0, 0))).arg(fixed(bn.output(0, 0), 2));
    if (x.rows() >= 2) {
        Eigen::MatrixXd other = x;
        other(x.rows() - 1, 0) = x(x.rows() - 1, 0) == 11 ? 5 : 11;
        mates += tr("; with the last example's %1 → %2: %3. LayerNorm: %4 either way.")
                     .arg(plain(x(x.rows() - 1, 0)))
                     .arg(plain(other(x.rows() - 1, 0)))
                     .arg(fixed(batchNormStats(other).output(0, 0), 2))
                     .arg(fixed(ln.output(0, 0)));
    }
    m_mates->setText(mates);
    setExponentText(m_shiftLine, tr("Add %1 to every entry: LayerNorm's output moves by at most %2, RMSNorm's by %3.")
                                     .arg(plain(m_settings.shift))
                                     .arg(change(layerNormShiftChange(x, m_settings.shift)))
                                     .arg(change(rmsNormShiftChange(x, m_settings.shift))));
    m_evalLine->setText(tr("After %1 training step(s) at momentum %2, evaluation mode gives example 1, feature 1 %3; "
                           "training mode gives %4.")
                            .arg(m_settings.trainingSteps)
                            .arg(plain(m_settings.momentum))
                            .arg(fixed(eval(0, 0)))
                            .arg(fixed(bn.output(0, 0))));
}

} // namespace gradflow

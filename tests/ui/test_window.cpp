// The window, offscreen: controls reach the charts, storms end right, files round-trip.
#include "ui/charts/bandcurve.h"
#include "ui/charts/chartoverlay.h"
#include "ui/charts/exponenttext.h"
#include "ui/charts/chartpanel.h"
#include "ui/workers/computeworker.h"
#include "ui/controls/seedbox.h"
#include "ui/window/controlpanel.h"
#include "core/analysis/analysis.h"
#include "core/analysis/relative.h"
#include "core/analysis/seedbands.h"
#include "core/analysis/theory.h"
#include "core/engine/engine.h"
#include "core/model/options.h"
#include "ui/charts/format.h"
#include "ui/charts/layerchart.h"
#include "ui/charts/legendstrip.h"
#include "ui/window/mainwindow.h"
#include "ui/window/keysdialog.h"
#include "ui/lesson/tourpanel.h"
#include "ui/jacobian/jacobianpanel.h"
#include "ui/lesson/lessontabs.h"
#include "tests/support/settle.h"
#include "core/model/presets.h"
#include "core/report/serialization.h"
#include "tests/support/windowtest.h"

#include <QCheckBox>
#include <QClipboard>
#include <QFormLayout>
#include <QLabel>
#include <QComboBox>
#include <QProgressBar>
#include <QPushButton>
#include <QDoubleSpinBox>
#include <QXYSeries>
#include <QLineSeries>
#include <QScrollArea>
#include <QWheelEvent>
#include <QLegend>
#include <QValueAxis>
#include <QDomDocument>
#include <QImageReader>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QToolTip>
#include <QTableWidget>
#include <QtTest>

#include <cmath>
#include <set>

using namespace gradflow;

namespace {

// The live gradient curve equals what core computes for the configuration.
void expectChartsShow(MainWindow &w, const ModelConfig &config)
{
    Engine engine;
    const Result expected = engine.compute(config);
    const QList<QPointF> points = w.charts()->chart(1)->livePoints();
    QCOMPARE(points.size(), qsizetype(expected.log10GradNorm.size()));
    for (int l = 0; l < points.size(); ++l)
        QCOMPARE(points[l].y(), expected.log10GradNorm[size_t(l)]);
}
// The panel's widget of type T in the form row a person reads as label (index: which of them).
template<typename T>
T *fieldOf(ControlPanel *panel, const QString &label, int index = 0)
{
    auto *form = panel->findChild<QFormLayout *>();
    for (int row = 0; form && row < form->rowCount(); ++row) {
        QLayoutItem *labelItem = form->itemAt(row, QFormLayout::LabelRole);
        QLayoutItem *fieldItem = form->itemAt(row, QFormLayout::FieldRole);
        auto *text = labelItem ? qobject_cast<QLabel *>(labelItem->widget()) : nullptr;
        if (!text || text->text().remove('&') != label || !fieldItem || !fieldItem->widget())
            continue;
        if (auto *direct = qobject_cast<T *>(fieldItem->widget()))
            return index == 0 ? direct : nullptr;
        const QList<T *> found = fieldItem->widget()->findChildren<T *>();
        return index < found.size() ? found[index] : nullptr;
    }
    return nullptr;
}

// The combo box that lists exactly these names.
QComboBox *comboListing(ControlPanel *panel, const std::vector<std::string> &names)
{
    QStringList expected;
    for (const std::string &n : names)
        expected << QString::fromStdString(n);
    for (QComboBox *box : panel->findChildren<QComboBox *>()) {
        QStringList items;
        for (int i = 0; i < box->count(); ++i)
            items << box->itemText(i);
        if (items == expected)
            return box;
    }
    return nullptr;
}

QAction *actionWithText(MainWindow &w, const QString &text)
{
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->text() == text)
            return a;
    }
    return nullptr;
}

QCheckBox *checkBoxSaying(ControlPanel *panel, const QString &word)
{
    for (QCheckBox *box : panel->findChildren<QCheckBox *>()) {
        if (box->text().remove('&').contains(word, Qt::CaseInsensitive))
            return box;
    }
    return nullptr;
}

} // namespace

class TestWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void startsWithReluHe();
    void sliderReachesCharts();
    void stormEndsOnFinalConfig();
    void presetsSetEveryControl();
    void controlsShowEveryField();
    void exportsAreValid();
    void exportOnTheJacobianTabWritesItsFigure();
    void saveOpenRoundTrip();
    void corruptConfigKeepsState();
    void pinsSurviveRecompute();
    void zerosNeverReachSeries();
    void copyChartToClipboard();
    void relativeModeStartsEveryCurveAtOne();
    void clipLimitNeedsNoRecompute();
    void clipLimitNeverReachesARefusal();
    void refusedLimitNeverTraps();
    void wheelScrollsPastUnfocusedControls();
    void editsKeepWhatWidgetsCannotShow();
    void settingsPersist();
    void looksChangeTheCharts();
    void powersFormat();
    void hoverShowsLayerAndValue();
    void helpListsEveryKey();
    void startTheTourBringsTheBuiltInBack();
    void shortcutsReachTheirActions();
    void shortChartsKeepEveryLabel();
    void legendOnlyWhenItTellsCurvesApart();
    void plotsShareTheirLeftEdge();
    void firstSizeFitsTheScreen();
};

void TestWindow::initTestCase()
{
    QCoreApplication::setOrganizationName("GradFlowTest");
    QCoreApplication::setApplicationName("GradFlowTest");
}

void TestWindow::startsWithReluHe()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    QVERIFY(w.charts()->result()->config == findPreset("relu-he")->config);
}

void TestWindow::sliderReachesCharts()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    QTest::keyClick(w.controls()->depthSlider(), Qt::Key_Right);
    QCOMPARE(w.document()->config().depth, 31);
    waitDrawn(w);
    QCOMPARE(w.charts()->result()->config.depth, 31);
    expectChartsShow(w, w.document()->config());
    // The std slider makes the init custom and moves the curves.
    w.controls()->stdSlider()->setValue(ControlPanel::stdPosition(0.01));
    waitDrawn(w);
    QVERIFY(w.charts()->result()->config.init == Init::CustomStd);
    QVERIFY(std::fabs(w.charts()->result()->config.initStd - 0.01) < 1e-12);
    QVERIFY(*w.charts()->result()->log10FirstLastRatio < -30);
}

void TestWindow::stormEndsOnFinalConfig()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    for (int i = 0; i < 500; ++i) {
        if (i % 3 == 0)
            w.controls()->depthSpin()->setValue(5 + i % 120);
        else
            w.controls()->stdSlider()->setValue(i % (w.controls()->stdSlider()->maximum() + 1));
        if (i % 25 == 0)
            QCoreApplication::processEvents();
    }
    const ModelConfig final = w.document()->config();
    waitDrawn(w);
    QVERIFY(w.charts()->result()->config == final);
    expectChartsShow(w, final);
}

void TestWindow::presetsSetEveryControl()
{
    MainWindow w(false);
    for (const Preset &p : presets()) {
        w.applyConfig(p.config);
        ModelConfig shown = w.document()->config();
        QVERIFY2(shown == p.config, p.name.c_str());
        QCOMPARE(w.controls()->depthSpin()->value(), p.config.depth);
        QCOMPARE(w.controls()->activationBox()->currentIndex(), int(p.config.activation));
        QCOMPARE(w.controls()->initBox()->currentIndex(), int(p.config.init));
        QCOMPARE(w.presetBoxText(), QString::fromStdString(p.title));
    }
    waitDrawn(w);
    QVERIFY(w.charts()->result()->config == presets().back().config);
    w.controls()->depthSpin()->setValue(7);
    QCOMPARE(w.presetBoxText(), QStringLiteral("(custom)"));
    waitDrawn(w);
}

// A configuration set from outside (preset, file, command line) shows in every widget: read
// the widgets back, not the struct the panel stored.
void TestWindow::controlsShowEveryField()
{
    MainWindow w(false);
    ControlPanel *panel = w.controls();
    auto *depth = fieldOf<QSpinBox>(panel, QStringLiteral("Depth"));
    auto *depthSlider = fieldOf<QSlider>(panel, QStringLiteral("Depth"));
    auto *width = fieldOf<QSpinBox>(panel, QStringLiteral("Width"));
    auto *widthSlider = fieldOf<QSlider>(panel, QStringLiteral("Width"));
    auto *batch = fieldOf<QSpinBox>(panel, QStringLiteral("Batch"));
    auto *seed = fieldOf<SeedBox>(panel, QStringLiteral("Seed"));
    QComboBox *activation = comboListing(panel, activationNames());
    QComboBox *init = comboListing(panel, initNames());
    QComboBox *norm = comboListing(panel, normNames());
    QComboBox *place = comboListing(panel, normPlaceNames());
    QComboBox *loss = comboListing(panel, lossNames());
    QComboBox *precision = comboListing(panel, precisionNames());
    QCheckBox *residual = checkBoxSaying(panel, QStringLiteral("residual"));
    QCheckBox *head = checkBoxSaying(panel, QStringLiteral("head"));
    for (QObject *o : std::initializer_list<QObject *>{depth, depthSlider, width, widthSlider, batch, seed, activation,
                                                       init, norm, place, loss, precision, residual, head})
        QVERIFY(o);

    ModelConfig changed; // every field away from its default
    changed.depth = 77;
    changed.width = 100;
    changed.batch = 9;
    changed.activation = Activation::Gelu;
    changed.init = Init::Xavier;
    changed.residual = true;
    changed.norm = Norm::Rms;
    changed.normPlace = NormPlace::Post;
    changed.loss = Loss::Mean;
    changed.head = true;
    changed.seed = 4242;
    changed.precision = Precision::Float;
    const ModelConfig &other = changed;
    const ModelConfig plain;
    int depthPosition = -1, widthPosition = -1;
    for (const ModelConfig *shown : {&other, &plain, &other}) {
        const ModelConfig &c = *shown;
        w.applyConfig(c);
        QCOMPARE(depth->value(), c.depth);
        QCOMPARE(width->value(), c.width);
        QCOMPARE(batch->value(), c.batch);
        QCOMPARE(std::uint64_t(seed->value()), c.seed);
        QCOMPARE(activation->currentText().toStdString(), toString(c.activation));
        QCOMPARE(init->currentText().toStdString(), toString(c.init));
        QCOMPARE(norm->currentText().toStdString(), toString(c.norm));
        QCOMPARE(place->currentText().toStdString(), toString(c.normPlace));
        QCOMPARE(loss->currentText().toStdString(), toString(c.loss));
        QCOMPARE(precision->currentText().toStdString(), toString(c.precision));
        QCOMPARE(residual->isChecked(), c.residual);
        QCOMPARE(head->isChecked(), c.head);
        // The sliders follow their spin boxes: a different value moves them, the same returns them.
        if (shown == &plain) {
            QVERIFY(depthSlider->value() != depthPosition);
            QVERIFY(widthSlider->value() != widthPosition);
        } else if (depthPosition >= 0) {
            QCOMPARE(depthSlider->value(), depthPosition);
            QCOMPARE(widthSlider->value(), widthPosition);
        }
        if (shown != &plain) {
            depthPosition = depthSlider->value();
            widthPosition = widthSlider->value();
        }
    }
    waitDrawn(w);
}

// Ctrl+E on the Jacobian tab writes that tab's figure, as shown, not the network view's charts.
void TestWindow::exportOnTheJacobianTabWritesItsFigure()
{
    MainWindow w(false);
    w.resize(1280, 720);
    w.show();
    waitDrawn(w);
    QSignalSpy shown(w.jacobian(), &JacobianPanel::spectrumShown);
    w.lessonTabs()->showJacobian();
    QVERIFY(shown.wait(60000));
    QTemporaryDir dir;
    const QString png = dir.filePath("jacobian.png");
    QCOMPARE(w.chartExport()->exportTo(png, 1.0), QString());
    const QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), w.jacobian()->figureSize());
    QVERIFY(image.size() != w.charts()->exportSize());
}

void TestWindow::exportsAreValid()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    QTemporaryDir dir;
    const QString png = dir.filePath("c.png"), svg = dir.filePath("c.svg"), pdf = dir.filePath("c.pdf");
    QCOMPARE(w.chartExport()->exportTo(png, 2.0), QString());
    QImageReader reader(png);
    const QImage image = reader.read();
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), w.charts()->exportSize() * 2);
    std::set<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 20);

    QCOMPARE(w.chartExport()->exportTo(svg), QString());
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    QDomDocument doc;
    QVERIFY(doc.setContent(&svgFile));
    const QByteArray text = doc.toByteArray();
    QVERIFY(text.contains("<path") || text.contains("<polyline"));
    QVERIFY(text.contains("Gradient reaching each layer"));
    QVERIFY(!text.contains("nan"));

    QCOMPARE(w.chartExport()->exportTo(pdf), QString());
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    const QByteArray head = pdfFile.read(5);
    QCOMPARE(head, QByteArray("%PDF-"));
    QVERIFY(pdfFile.size() > 5000);

    // The charts go into the export 1:1: inside its plot area, the bottom chart (above the
    // caption) is the widget's own picture; a shrunk or stretched copy differs in most pixels.
    QVERIFY(w.document()->addPin(w.charts()->result())); // with a legend above the charts, too
    QTRY_VERIFY(w.charts()->legend()->isVisible());
    const QString flat = dir.filePath("flat.png");
    QCOMPARE(w.chartExport()->exportTo(flat, 1.0), QString());
    const QImage exported = QImage(flat).convertToFormat(QImage::Format_RGB32);
    LayerChart *bottom = w.charts()->chart(2);
    const QImage onScreen = bottom->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QPoint origin(bottom->viewport()->mapTo(w.charts(), QPoint(0, 0)).x(),
                        exported.height() - int(w.charts()->exportCaptionHeight()) - onScreen.height());
    const QRect plot = bottom->mapFromScene(bottom->chart()->plotArea()).boundingRect().adjusted(2, 2, -2, -2);
    QVERIFY(plot.width() > 100 && plot.height() > 30);
    int differing = 0;
    for (int y = plot.top(); y <= plot.bottom(); ++y)
        for (int x = plot.left(); x <= plot.right(); ++x)
            differing += exported.pixel(origin.x() + x, origin.y() + y) != onScreen.pixel(x, y);
    QVERIFY2(differing < plot.width() * plot.height() / 100, qPrintable(QString::number(differing)));

    // A failed write says why and leaves nothing behind.
    QVERIFY(!w.chartExport()->exportTo("/nonexistent-dir/c.png").isEmpty());
    QVERIFY(!w.files()->exportDataTo(dir.filePath("d.csv")).size());
    QFile csv(dir.filePath("d.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QVERIFY(csv.readLine().startsWith("layer,log10_signal_rms"));
}

void TestWindow::saveOpenRoundTrip()
{
    MainWindow w(false);
    ModelConfig c = findPreset("post-ln")->config;
    c.seed = 42;
    c.depth = 17;
    w.applyConfig(c);
    QTemporaryDir dir;
    const QString path = dir.filePath("saved.json");
    QVERIFY(w.files()->saveConfig(path));
    w.applyConfig(findPreset("relu-he")->config);
    QVERIFY(w.files()->openConfig(path));
    QVERIFY(w.document()->config() == c);
    waitDrawn(w);
    QVERIFY(w.charts()->result()->config == c);
}

void TestWindow::corruptConfigKeepsState()
{
    MainWindow w(false);
    w.show();
    const ModelConfig before = findPreset("tanh-small")->config;
    w.applyConfig(before);
    waitDrawn(w);
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"depth\": 40, \"width\": \"wide\"");
    f.close();
    QVERIFY(!w.files()->openConfig(path));
    QVERIFY(w.statusText().contains("bad.json"));
    QVERIFY(w.document()->config() == before);
    QVERIFY(w.charts()->result()->config == before);
    // A file larger than 1 MiB is refused, not read until memory runs out; a device (which
    // could block or never end) is not opened at all.
    const QString big = dir.filePath("big.json");
    QFile b(big);
    QVERIFY(b.open(QIODevice::WriteOnly));
    b.write(QByteArray(2 << 20, ' '));
    b.close();
    QVERIFY(!w.files()->openConfig(big));
    QVERIFY(w.statusText().contains("larger than 1 MiB"));
    QVERIFY(!w.files()->openConfig("/dev/zero"));
    QVERIFY(w.statusText().contains("not a regular file"));
    QVERIFY(w.document()->config() == before);
}

void TestWindow::pinsSurviveRecompute()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const LegendStrip *legend = w.charts()->legend();
    QVERIFY(!legend->isVisible()); // the live curve alone: the caption names it
    const int chartHeight = w.charts()->chart(0)->height();
    QVERIFY(w.document()->addPin(w.charts()->result()));
    QCOMPARE(w.charts()->pinLabels(), QStringList{"ReLU, He, depth 30"});
    w.controls()->stdSlider()->setValue(300);
    waitDrawn(w);
    QCOMPARE(w.charts()->pinLabels().size(), 1);
    QCOMPARE(w.charts()->chart(0)->chart()->series().size(),
             5); // pin, live, theory line and the light dashes in its gaps, zero markers
    // One legend above the charts, pin first; no chart keeps a legend of its own, so the
    // three stay the same height and their layer axes aligned.
    QVERIFY(legend->isVisible());
    QCOMPARE(int(legend->entries().size()), 2);
    QCOMPARE(legend->entries()[0].label, QStringLiteral("ReLU, He, depth 30"));
    QVERIFY(!legend->entries()[0].live && legend->entries()[1].live);
    for (int i = 0; i < 3; ++i)
        QVERIFY(!w.charts()->chart(i)->chart()->legend()->isVisible());
    // The bottom chart is taller by its layer axis; the plots stay alike.
    QTRY_VERIFY(std::abs(w.charts()->chart(0)->chart()->plotArea().height()
                         - w.charts()->chart(2)->chart()->plotArea().height())
                <= 0.25 * w.charts()->chart(0)->chart()->plotArea().height());
    QVERIFY(w.charts()->chart(0)->height() >= chartHeight - legend->height());
    for (int i = 0; i < 10; ++i)
        w.document()->addPin(w.charts()->result());
    QCOMPARE(w.charts()->pinLabels().size(), ChartPanel::maxPins);
    QCOMPARE(int(legend->entries().size()), ChartPanel::maxPins + 1);
    w.document()->clearPins();
    QVERIFY(w.charts()->pinLabels().isEmpty());
    QVERIFY(!legend->isVisible());
}

void TestWindow::copyChartToClipboard()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    QGuiApplication::clipboard()->clear();
    QAction *copy = nullptr;
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->text().contains("Copy chart image"))
            copy = a;
    }
    QVERIFY(copy);
    copy->trigger();
    const QImage image = QGuiApplication::clipboard()->image();
    QCOMPARE(image.size(), w.charts()->exportSize() * 2);
}

// A dead ReLU layer gives exact zeros: markers, not NaN or infinity, in the series.
void TestWindow::zerosNeverReachSeries()
{
    MainWindow w(false);
    w.show();
    ModelConfig c;
    c.width = 1;
    c.batch = 1;
    c.depth = 40;
    w.applyConfig(c);
    waitDrawn(w);
    for (int i = 0; i < 3; ++i) {
        const auto series = w.charts()->chart(i)->chart()->series();
        for (QAbstractSeries *s : series) {
            for (const QPointF &p : static_cast<QXYSeries *>(s)->points())
                QVERIFY(std::isfinite(p.x()) && std::isfinite(p.y()));
        }
    }
    const auto zeros = static_cast<QXYSeries *>(w.charts()->chart(0)->chart()->series().last());
    QVERIFY(zeros->count() > 0);
    // The markers are named in the shared legend.
    const LegendStrip *legend = w.charts()->legend();
    QVERIFY(legend->isVisible());
    QVERIFY(legend->entries().back().marker);
    QCOMPARE(legend->entries().back().label, QStringLiteral("exactly zero"));
}

// Relative mode divides every curve by its own first point (core/analysis/relative.h): the
// live curve, a pin, the theory line and the seed band's mean and edges all start at 1 (log10 0)
// on the left, and the gradient at layer L - 1 is the inverse of the first/last readout.
void TestWindow::relativeModeStartsEveryCurveAtOne()
{
    Engine engine;
    const ModelConfig config = findPreset("relu-small")->config;
    auto live = std::make_shared<Result>(engine.compute(config));
    auto analysis = std::make_shared<Analysis>(analyze(*live));
    QVERIFY(analysis->theory);
    auto pinned = std::make_shared<Result>(engine.compute(findPreset("tanh-small")->config));
    auto bands = std::make_shared<BandsSnapshot>();
    bands->config = config;
    bands->landed = bands->total = 3;
    bands->bands = runSeeds(engine, config, RunSettings(), 3);

    ChartPanel panel;
    panel.resize(1000, 800);
    panel.setTheoryShown(true);
    panel.setResult(live, analysis);
    QVERIFY(panel.addPin(pinned));
    panel.setSeedBands(bands);
    QVERIFY(panel.isBandShown());
    panel.setRelative(true);
    for (int i = 0; i < 3; ++i) {
        int lines = 0;
        for (QAbstractSeries *s : panel.chart(i)->chart()->series()) {
            auto *line = qobject_cast<QLineSeries *>(s);
            if (!line || line->count() == 0)
                continue;
            ++lines;
            QCOMPARE(line->at(0).x(), i == 2 ? 1.0 : 0.0); // the first plotted point...
            QVERIFY2(std::fabs(line->at(0).y()) < 1e-12, qPrintable(QString::number(line->at(0).y()))); // ...at 1
        }
        QCOMPARE(lines, i < 2 ? 5 : 3); // the pin, the band's mean, the live curve (and the theory, in two dash series)
        const BandCurve band = bandCurve(*bands, BandKind::MinMax, i, true, Qt::gray);
        const LayerBand &raw = i == 0 ? bands->bands.signal : i == 1 ? bands->bands.grad : bands->bands.weightGrad;
        QVERIFY(std::fabs(band.low[0] - (raw.min[0] - raw.mean[0])) < 1e-12); // the edges over the mean's
        QVERIFY(std::fabs(band.high[0] - (raw.max[0] - raw.mean[0])) < 1e-12);
    }
    const QList<QPointF> grad = panel.chart(1)->livePoints();
    const int L = config.depth;
    QCOMPARE(grad[relativeRatioLayer(L)].x(), double(L - 1));
    QVERIFY(std::fabs(grad[L - 1].y() + *live->log10FirstLastRatio) < 1e-12);
    for (int i = 0; i < 2; ++i)
        QVERIFY(panel.chart(i)->chart()->title().contains(QStringLiteral("÷ its value at layer 0")));
    QVERIFY(panel.chart(2)->chart()->title().contains(QStringLiteral("÷ its value at layer 1")));
    QVERIFY(panel.caption().startsWith(QStringLiteral("Each curve ÷ its value at layer 0")));
    panel.setRelative(false);
    QCOMPARE(panel.chart(1)->livePoints().first().y(), live->log10GradNorm.front());
}

void TestWindow::clipLimitNeedsNoRecompute()
{
    MainWindow w(false);
    w.show();
    w.applyConfig(findPreset("relu-large")->config);
    waitDrawn(w);
    const quint64 generation = w.worker()->latestGeneration();
    auto *clip = w.findChild<QDoubleSpinBox *>(QStringLiteral("clipLimit"));
    QVERIFY(clip);
    clip->setValue(10.0);
    QCOMPARE(w.worker()->latestGeneration(), generation);
    const auto r = w.charts()->result();
    QCOMPARE(r->run.clipLimit, 10.0);
    QVERIFY(std::fabs(r->log10ClipFactor - (1.0 - r->log10GlobalWeightGradNorm)) < 1e-12);
    QCOMPARE(w.runSettings().clipLimit, 10.0);
    // The readouts show this result: ReLU std 1's ratio near 10^22 and the new clip factor.
    const QStringList shown = w.readouts();
    QCOMPARE(shown.size(), 5);
    QCOMPARE(shown[0], formatPower(*r->log10FirstLastRatio));
    QCOMPARE(shown[2], formatPower(r->log10GlobalWeightGradNorm));
    QCOMPARE(shown[3], formatPower(r->log10ClipFactor));
    QVERIFY(shown[0].contains("10²"));
}

// The Clip at box holds the option table's window range with the decimals to show it, so
// neither the keys nor typing reach 0, a limit every computation refuses: after thirty Downs
// and a typed 0 a new network is still drawn, not refused.
void TestWindow::clipLimitNeverReachesARefusal()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    auto *clip = w.findChild<QDoubleSpinBox *>(QStringLiteral("clipLimit"));
    QVERIFY(clip);
    const Option &row = option("clip");
    QVERIFY(row.windowLow >= row.low && row.windowLow > 0);
    QCOMPARE(clip->minimum(), row.windowLow);
    QCOMPARE(clip->maximum(), row.windowHigh);
    clip->setFocus();
    for (int i = 0; i < 30; ++i)
        QTest::keyClick(clip, Qt::Key_Down);
    QCOMPARE(clip->value(), row.windowLow);
    QCOMPARE(w.runSettings().clipLimit, row.windowLow);
    clip->selectAll();
    QTest::keyClicks(clip, QStringLiteral("0"));
    QTest::keyClick(clip, Qt::Key_Enter);
    QVERIFY(clip->value() >= row.windowLow);
    QVERIFY(w.runSettings().clipLimit >= row.windowLow);
    ModelConfig deeper = w.document()->config();
    deeper.depth += 3;
    w.applyConfig(deeper);
    waitDrawn(w);
    QVERIFY(w.charts()->result()->config == deeper);
    QVERIFY(w.overlay()->mode() != ChartOverlay::Mode::Refused);
}

// A refused limit (here one a program applied) never traps the window: a good value typed
// into Clip at recomputes the refused network, and Back to ... returns with the settings the
// charts were drawn under, so the next change is drawn.
void TestWindow::refusedLimitNeverTraps()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const ModelConfig start = w.charts()->result()->config;
    auto *clip = w.findChild<QDoubleSpinBox *>(QStringLiteral("clipLimit"));
    RunSettings refused = w.runSettings();
    refused.clipLimit = 0;
    ModelConfig deeper = start;
    auto refuse = [&](int extraDepth) {
        w.applyRunSettings(refused);
        deeper.depth = start.depth + extraDepth;
        w.applyConfig(deeper);
        QTRY_VERIFY_WITH_TIMEOUT(w.overlay()->mode() == ChartOverlay::Mode::Refused, 60000);
    };
    // Typing a good limit draws the network the controls hold.
    refuse(2);
    QVERIFY(w.charts()->result()->config == start);
    clip->setValue(2.0);
    waitDrawn(w);
    QVERIFY(w.overlay()->mode() != ChartOverlay::Mode::Refused);
    QVERIFY(w.charts()->result()->config == deeper);
    QCOMPARE(w.charts()->result()->run.clipLimit, 2.0);
    // Back to ... brings back the drawn network's settings, and the next change is drawn.
    refuse(4);
    QVERIFY(w.overlay()->mode() == ChartOverlay::Mode::Refused);
    QPushButton *back = nullptr;
    for (QPushButton *b : w.overlay()->findChildren<QPushButton *>())
        back = b->isVisible() && b->text().startsWith(QStringLiteral("Back to")) ? b : back;
    QVERIFY(back);
    back->click();
    waitDrawn(w);
    QVERIFY(w.overlay()->mode() != ChartOverlay::Mode::Refused);
    QCOMPARE(w.runSettings().clipLimit, clip->value()); // the limit the charts were drawn under
    ModelConfig wider = w.document()->config();
    wider.width += 1;
    w.applyConfig(wider);
    waitDrawn(w);
    QVERIFY(w.overlay()->mode() != ChartOverlay::Mode::Refused);
    QVERIFY(w.charts()->result()->config == wider);
}

// Scrolling the controls' column at 1280 x 720 changes no setting: every spin box, combo box
// and slider in it takes focus only by click or Tab, and leaves a wheel event it gets without
// focus unaccepted, for the scroll area under it. A focused box still takes the wheel.
void TestWindow::wheelScrollsPastUnfocusedControls()
{
    MainWindow w(false);
    w.resize(1280, 720);
    w.show();
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    waitDrawn(w);
    QWidget *column = w.controls()->parentWidget();
    QVERIFY(qobject_cast<QScrollArea *>(column->parentWidget()->parentWidget()));
    w.centralWidget()->setFocus();
    auto wheel = [](QWidget *target) {
        QWheelEvent event(QPointF(target->rect().center()), QPointF(target->mapToGlobal(target->rect().center())),
                          QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(target, &event);
        return event.isAccepted();
    };
    auto valueOf = [](QWidget *c) {
        if (auto *spin = qobject_cast<QDoubleSpinBox *>(c))
            return spin->value();
        if (auto *spin = qobject_cast<QSpinBox *>(c))
            return double(spin->value());
        if (auto *seed = qobject_cast<SeedBox *>(c))
            return double(seed->value());
        if (auto *box = qobject_cast<QComboBox *>(c))
            return double(box->currentIndex());
        return double(qobject_cast<QAbstractSlider *>(c)->value());
    };
    int guarded = 0;
    for (QWidget *c : column->findChildren<QWidget *>()) {
        if (!qobject_cast<QAbstractSpinBox *>(c) && !qobject_cast<QComboBox *>(c)
            && !qobject_cast<QAbstractSlider *>(c))
            continue;
        if (!c->isEnabled())
            continue;
        QCOMPARE(c->focusPolicy(), Qt::StrongFocus);
        const double before = valueOf(c);
        QVERIFY2(!wheel(c), qPrintable(c->objectName() + " " + c->metaObject()->className()));
        QCOMPARE(valueOf(c), before);
        ++guarded;
    }
    QVERIFY(guarded >= 12); // the controls, Clip at, the theory's and the seed bands' boxes
    QVERIFY(w.document()->config() == w.charts()->result()->config);
    auto *clip = w.findChild<QDoubleSpinBox *>(QStringLiteral("clipLimit"));
    clip->setFocus();
    QVERIFY(clip->hasFocus());
    const double before = clip->value();
    QVERIFY(wheel(clip));
    QVERIFY(clip->value() != before);
}

// A control edits only its own field: values the widgets cannot show survive other edits.
void TestWindow::editsKeepWhatWidgetsCannotShow()
{
    MainWindow w(false);
    ModelConfig c = findPreset("relu-he-residual")->config;
    c.residualScale = 0.3;
    c.seed = 123456789012345ULL;
    c.depth = 3000;
    w.applyConfig(c);
    w.controls()->activationBox()->setCurrentIndex(int(Activation::Gelu));
    const ModelConfig after = w.document()->config();
    QCOMPARE(after.residualScale, 0.3);
    QCOMPARE(after.seed, 123456789012345ULL);
    QCOMPARE(after.depth, 3000);
    QVERIFY(after.activation == Activation::Gelu);
    // Switching to a custom scheme keeps the current std.
    w.applyConfig(findPreset("relu-he")->config);
    w.controls()->initBox()->setCurrentIndex(int(Init::CustomStd));
    QVERIFY(std::fabs(w.document()->config().initStd - std::sqrt(2.0 / 64)) < 1e-15);
    waitDrawn(w);
}

void TestWindow::settingsPersist()
{
    const ModelConfig c = findPreset("tanh-large")->config;
    {
        MainWindow w(true, &c);
        w.show();
        waitDrawn(w);
        w.close(); // saves
    }
    MainWindow again(true);
    QVERIFY(again.document()->config() == c);
    waitDrawn(again);
    QVERIFY(again.charts()->result()->config == c);
}

void TestWindow::looksChangeTheCharts()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    auto liveColour = [&] {
        const auto series = w.charts()->chart(1)->chart()->series();
        return static_cast<QXYSeries *>(series.first())->pen().color();
    };
    const QColor plain = liveColour();
    const int titleSize = w.charts()->chart(0)->chart()->titleFont().pixelSize();
    w.charts()->setLook(false, true, 1.0);
    QVERIFY(liveColour() != plain);
    w.charts()->setLook(true, false, 1.7);
    QVERIFY(w.charts()->chart(0)->chart()->titleFont().pixelSize() > 1.5 * titleSize);
    QVERIFY(w.charts()->chart(0)->chart()->theme() == QChart::ChartThemeDark);
}

void TestWindow::powersFormat()
{
    QCOMPARE(formatPower(std::log10(2.5e-36)), QStringLiteral("2.5×10⁻³⁶"));
    QCOMPARE(formatPower(std::log10(8e46)), QStringLiteral("8.0×10⁴⁶"));
    QCOMPARE(formatPower(std::log10(9.96e9)), QStringLiteral("1.0×10¹⁰"));
    QCOMPARE(formatPower(std::log10(4.0)), QStringLiteral("4"));
    QCOMPARE(formatPower(-INFINITY), QStringLiteral("0"));
}

// Pointing at layer 12 of the gradient curve, a few pixels off the line, reads its value: a
// teacher points and reads the number out. Away from the curves, no tip.
void TestWindow::hoverShowsLayerAndValue()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    QVERIFY(settle());
    LayerChart *chart = w.charts()->chart(1);
    const QList<QPointF> points = chart->livePoints();
    QVERIFY(points.size() > 12 && points[12].x() == 12);
    auto viewPoint = [&](const QPointF &value, const QPointF &offset) {
        const QPointF inChart = chart->chart()->mapToPosition(value, chart->chart()->series().first());
        return chart->mapFromScene(chart->chart()->mapToScene(inChart + offset));
    };
    QTest::mouseMove(chart->viewport(), viewPoint(points[12], QPointF(3, -5)));
    const QString expected =
        tallExponents(QStringLiteral("layer 12: ") + formatPower(points[12].y(), 3)); // exponents as tall as the digits
    QTRY_VERIFY2(QToolTip::text().contains(expected), qPrintable(QToolTip::text() + " / " + expected));
    QCOMPARE(chart->valueTipAt(QPointF(2, 2)), QString()); // the chart's corner, outside the plot
}

void TestWindow::helpListsEveryKey()
{
    MainWindow w(false);
    w.show();
    QAction *keys = actionWithText(w, QStringLiteral("&Keys…"));
    QVERIFY(keys);
    keys->trigger();
    KeysDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = w.findChild<KeysDialog *>()) && dialog->isVisible());
    QStringList rows;
    for (int row = 0; row < dialog->table()->rowCount(); ++row)
        rows << dialog->table()->item(row, 0)->text() + " = " + dialog->table()->item(row, 1)->text();
    int shortcuts = 0;
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->shortcut().isEmpty())
            continue;
        ++shortcuts;
        const QString key = a->shortcut().toString(QKeySequence::NativeText);
        QVERIFY2(rows.contains(key + " = " + a->text().remove('&').remove(QChar(0x2026)).trimmed()),
                 qPrintable(key + " missing: " + rows.join(", ")));
    }
    QVERIFY(shortcuts >= 20);
    for (const QKeySequence &key :
         {QKeySequence(Qt::Key_F11), QKeySequence(Qt::Key_PageDown), QKeySequence(QStringLiteral("Ctrl+L")),
          QKeySequence(QStringLiteral("Ctrl+M")), QKeySequence(QStringLiteral("Alt+1"))}) {
        const QString text = key.toString(QKeySequence::NativeText);
        QVERIFY2(std::any_of(rows.begin(), rows.end(), [&](const QString &r) { return r.startsWith(text + " = "); }),
                 qPrintable(text));
    }
    dialog->close();
}

// Help > Start the tour: the Lesson panel at the built-in tour's first step, also after an own
// tour was opened (there was no way back to the built-in one).
void TestWindow::startTheTourBringsTheBuiltInBack()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const Tour builtIn = w.tourPanel()->tour();
    QVERIFY(builtIn.steps.size() > 3);
    QTemporaryDir dir;
    QFile own(dir.filePath("own.txt"));
    QVERIFY(own.open(QIODevice::WriteOnly));
    own.write("title: mine\nstep: s\nview: chain\nset: weight = 1.5\nset: activation = linear\ntext: {57.7}\n");
    own.close();
    QCOMPARE(w.files()->openTour(own.fileName()), QString());
    QCOMPARE(w.tourPanel()->tour().title, std::string("mine"));
    QAction *start = actionWithText(w, QStringLiteral("&Start the tour"));
    QVERIFY(start);
    start->trigger();
    QCOMPARE(w.tourPanel()->tour().title, builtIn.title);
    QCOMPARE(w.tourPanel()->tour().steps.size(), builtIn.steps.size());
    QCOMPARE(w.tourPanel()->currentStep(), 0);
    QVERIFY(!w.tourPanel()->isHidden());
    QVERIFY(w.lessonTabs()->currentView() == builtIn.steps.front().view);
    QVERIFY(w.tourPanel()->shownText().contains(QString::fromStdString(builtIn.steps.front().title)));
    w.tourPanel()->goTo(2); // and again from a later step
    start->trigger();
    QCOMPARE(w.tourPanel()->currentStep(), 0);
}

// Presets on Alt+1..9, pin, presentation mode: each shortcut is bound to an action that works.
void TestWindow::shortcutsReachTheirActions()
{
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    auto action = [&](const QKeySequence &key) -> QAction * {
        for (QAction *a : w.findChildren<QAction *>()) {
            if (a->shortcut() == key)
                return a;
        }
        return nullptr;
    };
    for (int i = 0; i < 9; ++i) {
        QAction *a = action(QKeySequence(QStringLiteral("Alt+%1").arg(i + 1)));
        QVERIFY(a);
        a->trigger();
        QVERIFY(w.document()->config() == presets()[size_t(i)].config);
    }
    waitDrawn(w);
    QVERIFY(action(QKeySequence(QStringLiteral("Ctrl+P"))));
    action(QKeySequence(QStringLiteral("Ctrl+P")))->trigger();
    QCOMPARE(w.charts()->pinLabels().size(), 1);
    QAction *present = action(QKeySequence(Qt::Key_F11));
    QVERIFY(present && present->isCheckable());
    const int before = w.charts()->chart(0)->chart()->titleFont().pixelSize();
    present->trigger();
    const int presented = w.charts()->chart(0)->chart()->titleFont().pixelSize();
    QVERIFY(presented > before);
    // Scaled to the screen: 1.7x is for 1080 lines; a smaller screen gets less, or the
    // labels no longer fit the plots (every x label was "..." at 1.7x on 720 lines).
    QVERIFY(w.screen()->availableGeometry().height() < 1000);
    QVERIFY2(presented < 1.6 * before, qPrintable(QStringLiteral("%1 vs %2").arg(presented).arg(before)));
    present->trigger();
    for (const char *key : {"Ctrl+E", "Ctrl+Shift+E", "Ctrl+Shift+C", "Ctrl+R", "Ctrl+N"})
        QVERIFY2(action(QKeySequence(QString::fromLatin1(key))), key);
}

void TestWindow::shortChartsKeepEveryLabel()
{
    // Qt Charts drops tick labels that would overlap; the chart must choose its step from its
    // height so every tick keeps its label, and still show at least two of them.
    LayerChart chart(QStringLiteral("t"), QStringLiteral("y"));
    Curve curve;
    for (int l = 0; l <= 30; ++l)
        curve.log10Values.push_back(-1.2 * l); // 36 decades
    chart.setCurves({curve});
    auto *axis = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Vertical).first());
    QVERIFY(axis);
    const double labelHeight = QFontMetricsF(axis->labelsFont()).height();
    for (int height : {170, 260, 700}) {
        QSignalSpy fitted(&chart, &LayerChart::axisFitted);
        chart.resize(700, height);
        chart.show();
        QTRY_VERIFY(chart.chart()->plotArea().height() > 0);
        QTRY_VERIFY(!fitted.isEmpty()); // the refit is queued behind the layout
        const double plot = chart.chart()->plotArea().height();
        const YTicks t = chart.yTicks();
        const double span = axis->max() - axis->min();
        QCOMPARE(axis->min(), t.min);
        QCOMPARE(axis->max(), t.max);
        QVERIFY2(plot * t.step / span >= 1.5 * labelHeight || t.intervals() == LayerChart::minIntervals,
                 qPrintable(QStringLiteral("height %1: %2 px between labels of %3 px")
                                .arg(height)
                                .arg(plot * t.step / span)
                                .arg(labelHeight)));
        QCOMPARE(chart.yLabels().size(), t.intervals() + 1); // every tick labelled
        QVERIFY(axis->min() <= -36 && axis->max() >= 0);
        if (height == 700)
            QVERIFY(t.step <= 10); // a tall chart gets the finer steps
    }
}

void TestWindow::legendOnlyWhenItTellsCurvesApart()
{
    LayerChart chart(QStringLiteral("t"), QStringLiteral("y"));
    Curve live;
    live.log10Values = {0, -1, -2};
    chart.setCurves({live});
    QVERIFY(!chart.chart()->legend()->isVisible());
    Curve pinned = live;
    pinned.live = false;
    chart.setCurves({pinned, live});
    QVERIFY(chart.chart()->legend()->isVisible());
    Curve dead = live;
    dead.log10Values = {0, -INFINITY, -INFINITY};
    chart.setCurves({dead}); // one curve, but the zero markers need their name
    QVERIFY(chart.chart()->legend()->isVisible());
    chart.setLegendShown(false);
    QVERIFY(!chart.chart()->legend()->isVisible());
}

void TestWindow::plotsShareTheirLeftEdge()
{
    // Sigmoid Xavier labels its axes 10^1 and 10^-20: different widths, yet layer 0 must sit
    // at the same x in all three charts.
    MainWindow w(false);
    w.show();
    w.applyConfig(findPreset("sigmoid-xavier")->config);
    waitDrawn(w);
    auto left = [&](int i) {
        LayerChart *c = w.charts()->chart(i);
        return c->x() + c->viewport()->x() + c->chart()->plotArea().left(); // the chart fills its view
    };
    QTRY_VERIFY(std::abs(left(0) - left(1)) <= 1 && std::abs(left(1) - left(2)) <= 1);
    auto right = [&](int i) { // and end at the same x, though only the last shows the layer axis
        LayerChart *c = w.charts()->chart(i);
        return c->x() + c->viewport()->x() + c->chart()->plotArea().right();
    };
    QTRY_VERIFY(std::abs(right(0) - right(2)) <= 1 && std::abs(right(1) - right(2)) <= 1);
    double widths[3];
    for (int i = 0; i < 3; ++i)
        widths[i] = w.charts()->chart(i)->yLabelsWidth();
    QVERIFY(*std::max_element(widths, widths + 3) - *std::min_element(widths, widths + 3) >= 3); // it had work to do
}

void TestWindow::firstSizeFitsTheScreen()
{
    // The offscreen screen is smaller than the 1280 x 860 the window prefers: the window must
    // still fit, or the caption and status bar fall off a small projector.
    MainWindow w(false);
    w.show();
    waitDrawn(w);
    const QRect room = w.screen()->availableGeometry();
    QVERIFY2(room.height() < 860, "the test needs a screen smaller than the preferred size");
    QVERIFY2(w.height() <= room.height(), qPrintable(QStringLiteral("%1 > %2").arg(w.height()).arg(room.height())));
    QVERIFY(w.width() <= room.width());
}

QTEST_MAIN(TestWindow)
#include "test_window.moc"

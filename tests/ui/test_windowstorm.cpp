// The window storm over the lesson's surfaces: random changes (seeded) of the network's
// controls interleaved with the tour's steps, the lesson tabs, every lesson page's settings and
// the phase map opened and closed. No crash, no NaN or infinity in any chart's points or any
// page's text, and at the end every part shows what was asked of it last.
// GRADFLOW_STORM_CHANGES overrides the number of changes, GRADFLOW_STORM_SEED the seed (printed,
// so a failure can be replayed).
#include "ui/charts/chartpanel.h"
#include "ui/charts/layerchart.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"
#include "ui/lesson/tourpanel.h"
#include "ui/phasemap/phasemapwindow.h"
#include "ui/window/controlpanel.h"
#include "ui/window/mainwindow.h"
#include "ui/workers/computeworker.h"
#include "core/lesson/lessonviews.h"
#include "tests/support/windowtest.h"

#include <QAction>
#include <QChart>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSpinBox>
#include <QXYSeries>
#include <QtTest>

#include <cmath>
#include <map>

using namespace gradflow;

namespace {

// A view's keys (applyLessonSetting's) with values in small ranges, so every page answers in
// milliseconds and the storm outruns the workers.
struct Key
{
    const char *name;
    double low, high;
    bool integer;
};
const std::map<LessonView, std::vector<Key>> &storminess()
{
    static const std::map<LessonView, std::vector<Key>> keys = {
        {LessonView::Chain, {{"length", 1, 40, true}, {"weight", 0.1, 3, false}}},
        {LessonView::ResidualChain, {{"blocks", 1, 40, true}, {"slope", 0.001, 1, false}}},
        {LessonView::Norms, {{"shift", 0, 10, false}, {"momentum", 0.01, 1, false}, {"steps", 1, 5, true}}},
        {LessonView::Init,
         {{"fan-in", 1, 256, true}, {"fan-out", 1, 256, true}, {"samples", 1, 512, true}, {"seed", 0, 999, true}}},
        {LessonView::Clipping, {{"limit", 0.1, 10, false}}},
        {LessonView::ResidualScaling, {{"layers", 1, 60, true}, {"samples", 1, 128, true}, {"width", 1, 64, true}}},
    };
    return keys;
}

class Storm
{
public:
    Storm(MainWindow &w, quint64 seed) : m_w(w), m_random(seed)
    {
        m_phaseMap = actionWithShortcut(w, "Ctrl+M");
        for (const auto &[view, keys] : storminess())
            m_asked[view] = w.lessonTabs()->page(view)->settings();
    }
    bool complete() const { return m_phaseMap != nullptr; }

    void change()
    {
        const int kind = int(m_random.bounded(100));
        if (kind < 30)
            changeNetwork();
        else if (kind < 45)
            m_w.lessonTabs()->showView(randomView());
        else if (kind < 70)
            changePage();
        else if (kind < 85)
            stepTour();
        else
            togglePhaseMap();
    }

    // What the storm asked of each page last.
    const std::map<LessonView, LessonSettings> &asked() const { return m_asked; }

    void closePhaseMap()
    {
        if (auto *map = m_w.findChild<PhaseMapWindow *>())
            map->close();
    }

private:
    LessonView randomView()
    {
        // The network and the six side views: the Training and Jacobian tabs start runs of their own.
        return LessonView(m_random.bounded(int(LessonView::ResidualScaling) + 1));
    }
    void changeNetwork()
    {
        ControlPanel *c = m_w.controls();
        if (m_random.bounded(2) == 0)
            c->depthSpin()->setValue(1 + int(m_random.bounded(60)));
        else
            c->widthSpin()->setValue(1 + int(m_random.bounded(64)));
    }
    void changePage()
    {
        const auto it = std::next(storminess().begin(), m_random.bounded(int(storminess().size())));
        const Key &key = it->second[m_random.bounded(int(it->second.size()))];
        const double value = key.low + m_random.generateDouble() * (key.high - key.low);
        const std::string text = key.integer ? std::to_string(std::lround(value)) : std::to_string(value);
        LessonSettings settings = m_w.lessonTabs()->page(it->first)->settings();
        applyLessonSetting(it->first, key.name, text, settings);
        m_w.lessonTabs()->page(it->first)->setSettings(settings);
        m_asked[it->first] = settings;
    }
    void stepTour()
    {
        TourPanel *tour = m_w.tourPanel();
        tour->show();
        const int steps = int(tour->tour().steps.size());
        tour->goTo(int(m_random.bounded(steps)));
        // A step sets the pages it shows and the network: the storm's record follows it.
        for (auto &[view, settings] : m_asked)
            settings = m_w.lessonTabs()->page(view)->settings();
        ControlPanel *c = m_w.controls(); // a step's network can be wide: back to the storm's sizes
        if (c->widthSpin()->value() > 64)
            c->widthSpin()->setValue(64);
        if (c->depthSpin()->value() > 60)
            c->depthSpin()->setValue(60);
    }
    void togglePhaseMap()
    {
        if (m_w.findChild<PhaseMapWindow *>() && m_random.bounded(2) == 0)
            closePhaseMap();
        else
            m_phaseMap->trigger();
    }

    MainWindow &m_w;
    QRandomGenerator m_random;
    QAction *m_phaseMap = nullptr;
    std::map<LessonView, LessonSettings> m_asked;
};

// Every point of every chart in the window is a number.
QString firstNonFinitePoint(MainWindow &w)
{
    for (LayerChart *chart : w.findChildren<LayerChart *>())
        for (QAbstractSeries *series : chart->chart()->series())
            if (auto *xy = qobject_cast<QXYSeries *>(series))
                for (const QPointF &p : xy->points())
                    if (!std::isfinite(p.x()) || !std::isfinite(p.y()))
                        return xy->name();
    return QString();
}

} // namespace

class TestWindowStorm : public QObject
{
    Q_OBJECT

private slots:
    void lessonSurfacesUnderAStorm();
};

void TestWindowStorm::lessonSurfacesUnderAStorm()
{
    const int changes = qEnvironmentVariableIsSet("GRADFLOW_STORM_CHANGES")
                            ? qEnvironmentVariableIntValue("GRADFLOW_STORM_CHANGES")
                            : 300;
    const quint64 seed = qEnvironmentVariableIsSet("GRADFLOW_STORM_SEED")
                             ? qEnvironmentVariable("GRADFLOW_STORM_SEED").toULongLong()
                             : 20261202;
    qInfo("window storm: %d changes, seed %llu", changes, seed);
    MainWindow w(false);
    w.resize(1280, 720);
    w.show();
    Storm storm(w, seed);
    QVERIFY(storm.complete());
    for (int i = 0; i < changes; ++i) {
        storm.change();
        if (i % 5 == 0)
            QCoreApplication::processEvents(); // results and cells land between changes, as on a desk
        const QString bad = firstNonFinitePoint(w);
        QVERIFY2(bad.isEmpty(), qPrintable(QString("change %1: a non-finite point in '%2'").arg(i).arg(bad)));
    }
    storm.closePhaseMap();
    // The network's charts end on the last configuration asked for.
    QTRY_VERIFY_WITH_TIMEOUT(w.drawnGeneration() >= w.worker()->latestGeneration() && w.charts()->result(), 120000);
    QVERIFY(w.charts()->result()->config == w.document()->config());
    // Every page shows what it was asked last, and no page's number is NaN or infinite.
    const QRegularExpression nonFinite(QStringLiteral("\\b(nan|inf|infinity)\\b"),
                                       QRegularExpression::CaseInsensitiveOption);
    for (const auto &[view, settings] : storm.asked()) {
        LessonPage *page = w.lessonTabs()->page(view);
        QCOMPARE(page->settings().gptLayers, settings.gptLayers);
        QCOMPARE(page->settings().fanIn, settings.fanIn);
        QCOMPARE(page->settings().chainLength, settings.chainLength);
        const QString texts = page->shownTexts().join('\n');
        QVERIFY2(!nonFinite.match(texts).hasMatch(), qPrintable(page->title() + ": " + texts));
        if (view == LessonView::ResidualScaling)
            QVERIFY2(texts.contains(
                         QString("Measured on %1 × %2 numbers").arg(settings.streamSamples).arg(settings.streamWidth)),
                     qPrintable(texts));
        if (view == LessonView::Init)
            QVERIFY2(
                texts.contains(
                    QString("Measured on %1 inputs of %2 N(0, 1) features").arg(settings.samples).arg(settings.fanIn)),
                qPrintable(texts));
    }
    QVERIFY(firstNonFinitePoint(w).isEmpty());
}

QTEST_MAIN(TestWindowStorm)
#include "test_windowstorm.moc"

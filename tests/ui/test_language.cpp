// The window's language: the system's when none is chosen, View > Language's choice shown at
// once in a new window that keeps the network, its pins and the tab, the choice remembered;
// numbers in prose follow the language (beside the sliders and in the side views' lines too), and
// English keeps the sources' texts and numbers.
#include "tests/support/settingshome.h"
#include "tests/support/windowtest.h"
#include "core/analysis/analysis.h"
#include "core/engine/engine.h"
#include "core/model/presets.h"
#include "files/files.h"
#include "files/slidesizes.h"
#include "ui/charts/format.h"
#include "ui/charts/roundticks.h"
#include "ui/jacobian/jacobianpanel.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"
#include "ui/histogram/histogrampanel.h"
#include "ui/histogram/histogramview.h"
#include "ui/lesson/normspage.h"
#include "ui/training/learningratebox.h"
#include "ui/training/trainingcontrols.h"
#include "ui/training/trainingpanel.h"
#include "ui/window/language.h"
#include "ui/window/languageswitch.h"
#include "ui/window/mainwindow.h"
#include "ui/window/networkdocument.h"
#include "ui/window/settings.h"
#include "ui/window/theorypanel.h"

#include <QAction>
#include <QCheckBox>
#include <QLabel>
#include <QDir>
#include <cmath>
#include <QMenuBar>
#include <QPointer>
#include <QSpinBox>
#include <QtTest>

using namespace gradflow;

namespace {

QStringList menuTitles(MainWindow &w)
{
    QStringList titles;
    for (QAction *a : w.menuBar()->actions())
        titles << a->text();
    return titles;
}

QAction *languageAction(MainWindow &w, const QString &name)
{
    for (QAction *a : w.findChildren<QAction *>())
        if (a->text() == name && a->isCheckable() && a->actionGroup())
            return a;
    return nullptr;
}

// The text of the first label under w that contains part ("" when none does).
QString labelWith(const QWidget &w, const QString &part)
{
    for (const QLabel *l : w.findChildren<QLabel *>())
        if (l->text().contains(part))
            return l->text();
    return {};
}

// The texts of every label under w, one a line (a failure's message).
QString labelTexts(const QWidget &w)
{
    QStringList texts;
    for (const QLabel *l : w.findChildren<QLabel *>())
        texts << l->text();
    return texts.join(QLatin1Char('\n'));
}

} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_home.start("gradflow-test-language")); }
    void cleanup() { installLanguage(QStringLiteral("en")); }
    void systemLanguageUnlessChosen();
    void installedLanguageTranslatesAndFormats();
    void numbersBesideTheChartsFollowTheLanguage();
    void menuSwitchesAtOnceAndKeepsTheNetwork();
    void switchKeepsTheSideTabsControls();
    void fileMessagesAndSlideSizesFollowTheLanguage();

private:
    SettingsHome m_home;
};

void TestLanguage::systemLanguageUnlessChosen()
{
    QCOMPARE(languageFor(QString(), QLocale(QStringLiteral("de_AT"))), QStringLiteral("de"));
    QCOMPARE(languageFor(QString(), QLocale(QStringLiteral("sv_SE"))), QStringLiteral("en"));
    QCOMPARE(languageFor(QStringLiteral("en"), QLocale(QStringLiteral("de_DE"))), QStringLiteral("en"));
    QCOMPARE(languageFor(QStringLiteral("xx"), QLocale(QStringLiteral("de_DE"))), QStringLiteral("de"));
    QCOMPARE(languageFor(QStringLiteral("de"), QLocale(QStringLiteral("sv_SE"))), QStringLiteral("de"));
}

void TestLanguage::installedLanguageTranslatesAndFormats()
{
    const char *context = "gradflow::WindowMenus";
    QVERIFY(installLanguage(QStringLiteral("de")));
    QCOMPARE(QCoreApplication::translate(context, "&View"), QStringLiteral("&Ansicht"));
    QCOMPARE(formatPower(std::log10(2.5)), QStringLiteral("2,5")); // a decimal comma in German prose
    QCOMPARE(formatPower(std::log10(2.5e-9)), QStringLiteral("2,5×10⁻⁹"));
    QVERIFY(!installLanguage(QStringLiteral("xx")));
    QCOMPARE(currentLanguage(), QStringLiteral("en"));
    QCOMPARE(QCoreApplication::translate(context, "&View"), QStringLiteral("&View"));
    QCOMPARE(formatPower(std::log10(2.5)), QStringLiteral("2.5")); // English: the sources' numbers
    QCOMPARE(QLocale().toString(2500.5), QStringLiteral("2500.5"));
}

// A German window wrote 0,010 in its spin boxes and readouts but C's 0.01 beside the learning-rate
// slider and in the Training tab's clip box, 0.1 in the Norms page's momentum line, 0.060 / 0.059
// for rho's theory and measurement, and 0.05 on the round ticks of the density and entropy axes.
void TestLanguage::numbersBesideTheChartsFollowTheLanguage()
{
    QVERIFY(installLanguage(QStringLiteral("de")));
    LearningRateBox rate;
    rate.setValue(0.01);
    QCOMPARE(rate.text(), QStringLiteral("0,01"));
    TrainingControls controls;
    controls.setClipLimit(1.5);
    bool clipBox = false;
    for (const QCheckBox *box : controls.findChildren<QCheckBox *>())
        clipBox = clipBox || box->text().endsWith(QStringLiteral(" 1,5"));
    QVERIFY(clipBox);
    const RoundTicks ticks = RoundTicks::within(0, 0.1, 5);
    QVERIFY2(ticks.label(1).startsWith(QStringLiteral("0,")), qPrintable(ticks.label(1)));
    NormsPage norms;
    const QString momentum = labelWith(norms, QStringLiteral("Momentum 0"));
    QVERIFY2(momentum.contains(QStringLiteral("Momentum 0,1 ")), qPrintable(momentum));
    Engine engine;
    const Result r = engine.compute(ModelConfig{});
    TheoryPanel theory;
    theory.showResult(r, analyze(r));
    const QRegularExpression rho(QStringLiteral("(^|\\n)\\d,\\d{3} / \\d,\\d{3}($|\\n)")); // theory / measured
    QVERIFY2(labelTexts(theory).contains(rho), qPrintable(labelTexts(theory)));
    Histogram bars; // the layer histograms' ends and their units' share
    bars.low = -3.53;
    bars.high = 0.975;
    bars.counts = {2, 3};
    bars.total = 5;
    HistogramView view(QStringLiteral("z"));
    view.setHistogram(bars, Qt::gray);
    QVERIFY2(view.rangeText().contains(QStringLiteral("0,975")), qPrintable(view.rangeText()));
    LayerCapture capture;
    capture.layer = 1;
    Probe probe;
    probe.capture = &capture;
    const Result captured = engine.compute(ModelConfig{}, {}, &probe);
    HistogramPanel histograms;
    histograms.setDepth(captured.config.depth);
    histograms.setLayer(1);
    histograms.showResult(captured, analyze(captured, &capture));
    QVERIFY2(histograms.healthText().contains(QStringLiteral("(0,0%)")), qPrintable(histograms.healthText()));
}

void TestLanguage::menuSwitchesAtOnceAndKeepsTheNetwork()
{
    Settings().setLanguage(QString());
    auto *first = new MainWindow(false);
    first->show();
    ModelConfig config = findPreset("sigmoid-xavier")->config;
    config.depth = 17;
    first->applyConfig(config);
    waitDrawn(*first);
    QVERIFY(first->document()->addPin(first->charts()->result()));
    first->lessonTabs()->showTraining();
    const int trainingTab = first->lessonTabs()->currentIndex();
    LanguageSwitch languages(first);
    QPointer<MainWindow> old(first);
    QAction *german = languageAction(*first, QStringLiteral("Deutsch"));
    QVERIFY(german);
    german->trigger();
    QTRY_VERIFY(languages.window() != first);
    QTRY_VERIFY(!old); // the English window is gone
    MainWindow *w = languages.window();
    QVERIFY(w->isVisible());
    QVERIFY2(menuTitles(*w).contains(QStringLiteral("&Ansicht")), qPrintable(menuTitles(*w).join(' ')));
    QCOMPARE(w->document()->config().depth, 17);
    QCOMPARE(int(w->document()->pins().size()), 1);
    QCOMPARE(w->lessonTabs()->currentIndex(), trainingTab);
    QCOMPARE(w->lessonTabs()->tabText(0), QStringLiteral("Netz"));
    QCOMPARE(Settings().language(), QStringLiteral("de"));
    QVERIFY(languageAction(*w, QStringLiteral("Deutsch"))->isChecked()); // the menu shows the choice
    // And back: the system's language (English here) from the same menu of the new window.
    QAction *system = languageAction(*w, QCoreApplication::translate("gradflow::LanguageMenu", "&System language"));
    QVERIFY(system);
    system->trigger();
    QTRY_VERIFY(languages.window() != w);
    QVERIFY(menuTitles(*languages.window()).contains(QStringLiteral("&View")));
    QCOMPARE(Settings().language(), QString());
    delete languages.window();
}

// A teacher who set up the chain view, the Training tab and the Jacobian tab, then switched the
// language, finds them as they were.
void TestLanguage::switchKeepsTheSideTabsControls()
{
    Settings().setLanguage(QString());
    auto *first = new MainWindow(false);
    first->show();
    waitDrawn(*first);
    LessonSettings chain = first->lessonTabs()->page(LessonView::Chain)->settings();
    chain.chainLength = 37;
    first->lessonTabs()->page(LessonView::Chain)->setSettings(chain);
    LessonSettings norms = first->lessonTabs()->page(LessonView::Norms)->settings();
    norms.shift = 2.5;
    first->lessonTabs()->page(LessonView::Norms)->setSettings(norms);
    TrainSettings training = first->training()->settings();
    training.optimizer = Optimizer::Adam;
    training.learningRate = 0.001;
    training.steps = 250;
    first->training()->setSettings(training);
    first->jacobian()->exampleBox()->setValue(3);
    LanguageSwitch languages(first);
    languageAction(*first, QStringLiteral("Deutsch"))->trigger();
    QTRY_VERIFY(languages.window() != first);
    MainWindow *w = languages.window();
    QCOMPARE(w->lessonTabs()->page(LessonView::Chain)->settings().chainLength, 37);
    QCOMPARE(w->lessonTabs()->page(LessonView::Norms)->settings().shift, 2.5);
    const TrainSettings kept = w->training()->settings();
    QCOMPARE(int(kept.optimizer), int(Optimizer::Adam));
    QCOMPARE(kept.learningRate, 0.001);
    QCOMPARE(kept.steps, 250);
    QCOMPARE(w->jacobian()->exampleBox()->value(), 3);
    delete w;
}

// The file layer's refusals and the export dialog's slide sizes are the window's texts too.
void TestLanguage::fileMessagesAndSlideSizesFollowTheLanguage()
{
    QVERIFY(installLanguage(QStringLiteral("de")));
    QByteArray data;
    const QString folder = QDir::tempPath();
    QVERIFY2(readFileUpTo(folder, 1024, data).contains(QStringLiteral("Ordner")),
             qPrintable(readFileUpTo(folder, 1024, data)));
    QCOMPARE(slideSizes().front().note.isEmpty(), false);
    const QString german = slideSizes().front().note;
    QVERIFY(installLanguage(QStringLiteral("en")));
    QCOMPARE(slideSizes().front().note, QStringLiteral("16:9 slide, full HD"));
    QVERIFY2(german != slideSizes().front().note, qPrintable(german));
}

QTEST_MAIN(TestLanguage)
#include "test_language.moc"

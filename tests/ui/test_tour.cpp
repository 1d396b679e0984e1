// The Lesson panel and its tour files: every built-in step loads and lands on the numbers its
// text quotes; bad tour files are refused with the line named; keys and presentation mode.
#include "ui/charts/chartoverlay.h"
#include "ui/charts/chartpanel.h"
#include "ui/charts/exponenttext.h"
#include "ui/workers/computeworker.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"
#include "ui/window/language.h"
#include "ui/window/mainwindow.h"
#include "core/lesson/tour.h"
#include "core/model/presets.h"
#include "ui/jacobian/jacobianpanel.h"
#include "ui/lesson/tourpanel.h"
#include "ui/workers/jacobianworker.h"
#include "ui/training/trainingpanel.h"
#include "ui/window/readoutpanel.h"
#include "ui/transformer/transformerpanel.h"
#include "ui/window/transformerview.h"
#include "tests/support/windowtest.h"

#include <QAction>
#include <QLabel>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/support/stepwait.h"

#include <algorithm>
#include <set>

using namespace gradflow;

namespace {

QString shownFor(MainWindow &w, const TourStep &step)
{
    if (step.view == LessonView::Jacobian)
        return w.jacobian()->statusText();
    if (step.view == LessonView::Training)
        return w.training()->messageText();
    if (step.view == LessonView::Network && step.config.architecture == Architecture::Transformer)
        return w.transformerPanel()->noteText(); // a transformer's readouts are its note's
    if (step.view == LessonView::Network)
        return (w.readouts() + w.charts()->pinLabels()).join('\n');
    return w.lessonTabs()->page(step.view)->shownTexts().join('\n');
}

bool anyStale(const QWidget *part)
{
    const QList<ChartOverlay *> overlays = part->findChildren<ChartOverlay *>();
    return std::any_of(overlays.begin(), overlays.end(),
                       [](const ChartOverlay *o) { return o->mode() == ChartOverlay::Mode::Stale; });
}

bool readoutsGreyed(MainWindow &w)
{
    const QList<QLabel *> labels = w.findChild<ReadoutPanel *>()->findChildren<QLabel *>();
    return std::any_of(labels.begin(), labels.end(), [](const QLabel *l) { return !l->isEnabled(); });
}

// The step's title as laid out: tall enough for its lines, never cut through them.
void verifyTitleWhole(MainWindow &w, const QString &title)
{
    const QList<QLabel *> labels = w.tourPanel()->findChildren<QLabel *>();
    const auto it = std::find_if(labels.begin(), labels.end(), [&](const QLabel *l) { return l->text() == title; });
    QVERIFY(it != labels.end());
    QVERIFY2(
        (*it)->height() >= (*it)->heightForWidth((*it)->width()),
        qPrintable(QStringLiteral("%1 px for %2").arg((*it)->height()).arg((*it)->heightForWidth((*it)->width()))));
}

// The built-in tour in the language installed (":/tour.txt" follows it).
Tour builtInTour()
{
    QFile file(QStringLiteral(":/tour.txt"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return parseTour(file.readAll().toStdString(), "tour.txt");
}

// A quoted number's digits ("3,16" and "3.16" both 316; "100 von 100" and "100 of 100" both 100100).
std::set<QString> quotedDigits(const std::string &text)
{
    std::set<QString> out;
    for (const std::string &n : quotedNumbers(text)) {
        QString digits;
        for (QChar c : QString::fromStdString(n))
            if (c.isNumber())
                digits += c;
        out.insert(digits);
    }
    return out;
}

} // namespace

class TestTour : public QObject
{
    Q_OBJECT

private slots:
    void builtInStepsLandOnTheirNumbers();
    void builtInTourQuotesTheLesson();
    void builtInTourFollowsTheLesson();
    void translatedToursHaveEveryStep();
    void badTourFiles_data();
    void badTourFiles();
    void openTourKeepsTheOldOneOnError();
    void networkStepSetsPinsAndRelativeMode();
    void stepTextNeverStandsOverAnotherNetwork();
    void pageKeysAndPresentation();
    void tourTitlesArePlainText();
};

void TestTour::builtInStepsLandOnTheirNumbers()
{
    MainWindow w(false);
    w.resize(1280, 800);
    w.show();
    TourPanel *panel = w.tourPanel();
    QVERIFY(panel->tour().steps.size() >= 14);
    for (int i = 0; i < int(panel->tour().steps.size()); ++i) {
        const TourStep &step = panel->tour().steps[size_t(i)];
        panel->goTo(i);
        QCOMPARE(panel->currentStep(), i);
        QVERIFY(w.lessonTabs()->currentView() == step.view);
        QCOMPARE(w.lessonTabs()->isTrainingShown(), step.view == LessonView::Training);
        QCOMPARE(w.lessonTabs()->isJacobianShown(), step.view == LessonView::Jacobian);
        waitForStep(w, step);
        if (step.view == LessonView::Training) {
            QCOMPARE(w.training()->settings().steps, step.train.steps);
            QCOMPARE(int(w.training()->settings().optimizer), int(step.train.optimizer));
        } else if (step.config.architecture == Architecture::Transformer) {
            QVERIFY(w.findChild<TransformerView *>()->drawn()->config == step.config);
        } else if (step.view == LessonView::Network || step.view == LessonView::Clipping) {
            QVERIFY(w.charts()->result()->config == step.config);
        }
        if (step.view == LessonView::Network)
            QCOMPARE(w.charts()->pinLabels().size(), qsizetype(step.pins.size())); // the previous step's pins cleared
        const std::vector<std::string> numbers = quotedNumbers(step.text);
        QVERIFY2(!numbers.empty(), step.title.c_str());
        const QString shown = shownFor(w, step);
        for (const std::string &n : numbers)
            QVERIFY2(shown.contains(QString::fromStdString(n)),
                     qPrintable(QStringLiteral("step %1 '%2': {%3} not among: %4")
                                    .arg(i + 1)
                                    .arg(QString::fromStdString(step.title), QString::fromStdString(n), shown)));
        QVERIFY(panel->shownText().contains(
            QStringLiteral("<b>%1</b>").arg(tallExponents(QString::fromStdString(numbers.front())))));
    }
}

void TestTour::builtInTourQuotesTheLesson()
{
    MainWindow w(false);
    std::set<std::string> quoted;
    for (const TourStep &step : w.tourPanel()->tour().steps)
        for (const std::string &n : quotedNumbers(step.text))
            quoted.insert(n);
    // The lesson's worked examples (seeds 000 and 002), as the views print them.
    for (const char *n : {"9.5×10⁻⁷", "57.7", "9.5×10⁻¹⁷", "1.28", "−1.342", "1.342", "2.739", "−1.22", "−0.93", "1.00",
                          "0.50", "1.000000", "101"})
        QVERIFY2(quoted.count(n), n);
}

void TestTour::builtInTourFollowsTheLesson()
{
    MainWindow w(false);
    const auto &steps = w.tourPanel()->tour().steps;
    // The README walkthrough first (its presets in order), then the six views in order.
    std::vector<std::string> presets;
    std::vector<LessonView> views;
    size_t training = 0, jacobian = 0, transformers = 0;
    for (const TourStep &s : steps) {
        if (s.config.architecture == Architecture::Transformer) { // the last chapter
            ++transformers;
            continue;
        }
        QVERIFY(!transformers);
        if (s.view == LessonView::Jacobian)
            ++jacobian;
        else if (s.view == LessonView::Training)
            ++training;
        else if (s.view == LessonView::Network)
            presets.push_back(s.preset);
        else
            views.push_back(s.view);
        QVERIFY(!training || s.view == LessonView::Training
                || s.view == LessonView::Jacobian);           // then the training chapter
        QVERIFY(!jacobian || s.view == LessonView::Jacobian); // and the Jacobian's last
    }
    QVERIFY(training >= 3 && training <= 5);
    QCOMPARE(jacobian, size_t(2));
    // Then transformers: GPT-2 at 48 blocks without and with its residual scaling, BERT's post-LN
    // and GPT-2's pre-LN at init, and a post-LN transformer trained without and with warm-up.
    QCOMPARE(transformers, size_t(6));
    const auto &init = std::vector<TourStep>(steps.end() - 6, steps.end() - 2);
    for (const TourStep &s : init)
        QVERIFY(s.view == LessonView::Network);
    QVERIFY(init[0].config.depth == 48 && init[0].config.residualRule == ResidualScaleRule::Fixed
            && init[0].config.residualScale == 1.0);
    QVERIFY(init[1].config.depth == 48 && init[1].config.residualRule == ResidualScaleRule::InvSqrt2Depth);
    QVERIFY(init[2].config.normPlace == NormPlace::Post && init[3].config.normPlace == NormPlace::Pre);
    QCOMPARE(init[2].config.depth, init[3].config.depth);
    const auto &chapter = std::vector<TourStep>(steps.end() - 2, steps.end());
    QVERIFY(chapter[0].view == LessonView::Training && chapter[1].view == LessonView::Training);
    QVERIFY(chapter[0].config.normPlace == NormPlace::Post && chapter[0].config == chapter[1].config);
    QCOMPARE(chapter[0].train.warmupSteps, 0);
    QVERIFY(chapter[1].train.warmupSteps > 0);
    const std::vector<std::string> walkthrough = {
        "relu-he", "relu-small", "relu-large", "sigmoid-xavier", "sigmoid-xavier-residual", "relu-he-residual"};
    QVERIFY(presets.size() >= walkthrough.size());
    QVERIFY(std::equal(walkthrough.begin(), walkthrough.end(), presets.begin()));
    const std::vector<LessonView> six = {LessonView::Chain, LessonView::ResidualChain, LessonView::Norms,
                                         LessonView::Init,  LessonView::Clipping,      LessonView::ResidualScaling};
    QVERIFY(views == six);
    for (size_t i = 0; i + 1 < steps.size(); ++i) // no network step after the side views begin
        QVERIFY(!(isLessonPage(steps[i].view) && steps[i + 1].view == LessonView::Network));
}

// Every shipped language's tour is the original's step by step: the same views, networks,
// training and pins, each step quoting the original's numbers as the language writes them (a
// language may leave unquoted a phrase its word order splits). A step the original gained and a
// translation lacks fails here.
void TestTour::translatedToursHaveEveryStep()
{
    const Tour original = builtInTour();
    QVERIFY(original.steps.size() >= 26);
    for (const Language &language : shippedLanguages()) {
        if (language.code == QLatin1String("en"))
            continue;
        QVERIFY(installLanguage(language.code));
        const Tour translated = builtInTour();
        installLanguage(QStringLiteral("en"));
        QCOMPARE(translated.steps.size(), original.steps.size());
        for (size_t i = 0; i < original.steps.size(); ++i) {
            const TourStep &o = original.steps[i], &t = translated.steps[i];
            const QString where =
                QStringLiteral("%1 step %2 '%3'").arg(language.code).arg(i + 1).arg(QString::fromStdString(t.title));
            QVERIFY2(t.view == o.view && t.config == o.config && t.run == o.run && t.train == o.train,
                     qPrintable(where));
            QVERIFY2(t.preset == o.preset && t.pins == o.pins && t.relative == o.relative, qPrintable(where));
            const std::set<QString> theirs = quotedDigits(t.text), ours = quotedDigits(o.text);
            QVERIFY2(!theirs.empty(), qPrintable(where));
            for (const QString &n : theirs)
                QVERIFY2(ours.count(n),
                         qPrintable(where + QStringLiteral(": {%1} is none of the original's numbers").arg(n)));
        }
    }
}

void TestTour::badTourFiles_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mentions");
    const QString head = QStringLiteral("title: t\n\nstep: one\n"); // the step starts on line 3
    QTest::newRow("no colon") << head + "view network\n"
                              << "line 4: expected 'key: value'";
    QTest::newRow("unknown key") << head + "view: chain\ncolour: red\n"
                                 << "line 5: unknown key 'colour'";
    QTest::newRow("unknown view") << head + "view: chians\n"
                                  << "unknown view 'chians'";
    QTest::newRow("unknown preset") << head + "view: network\npreset: relu-tiny\n"
                                    << "line 5: unknown preset 'relu-tiny'";
    QTest::newRow("bad network value") << head + "view: network\nset: depth = 0\n"
                                       << "line 5: ";
    QTest::newRow("bad view setting") << head + "view: chain\nset: length = 99\n"
                                      << "line 5: chain length";
    QTest::newRow("set without =") << head + "view: chain\nset: length 9\n"
                                   << "line 5: expected 'set: KEY = VALUE'";
    QTest::newRow("pin on a side view") << head + "view: chain\npin: relu-he\n"
                                        << "line 5: 'pin' is for network steps";
    QTest::newRow("text before step") << QStringLiteral("text: hello\n") << "line 1: 'text' before the first 'step:'";
    QTest::newRow("set before view") << head + "set: depth = 3\n"
                                     << "line 4: 'set' before the step's 'view:'";
    QTest::newRow("unclosed brace") << head + "view: chain\ntext: a {1.28 b\n"
                                    << "line 5: a '{' without its '}'";
    QTest::newRow("step without text") << head + "view: chain\nstep: two\nview: init\ntext: x\n"
                                       << "line 3: step 'one' has no text";
    QTest::newRow("last step without view") << head + "text: x\n"
                                            << "line 3: step 'one' has no view";
    QTest::newRow("no steps") << QStringLiteral("# nothing\ntitle: t\n") << "line 2: no steps";
    QTest::newRow("relative yes") << head + "view: network\nrelative: yes\n"
                                  << "line 5: relative is 'on' or 'off'";
    QTest::newRow("train on a network step") << head + "view: network\ntrain: lr = 0.1\n"
                                             << "line 5: 'train' is for training steps";
    QTest::newRow("train lr text") << head + "view: training\ntrain: lr = fast\n"
                                   << "line 5: train: lr: 'fast' is not a finite number";
    QTest::newRow("train steps 0") << head + "view: training\ntrain: steps = 0\n"
                                   << "line 5: train: steps: 0 is out of range";
    QTest::newRow("train optimizer") << head + "view: training\ntrain: optimizer = rmsprop\n"
                                     << "unknown optimizer 'rmsprop'";
    QTest::newRow("train unknown key") << head + "view: training\ntrain: batch = 3\n"
                                       << "unknown training key 'batch'";
    QTest::newRow("pin on a training step") << head + "view: training\npin: relu-he\n"
                                            << "line 5: 'pin' is for network steps";
    QTest::newRow("long step title") << "title: t\nstep: " + QString(1000000, 'a') + "\nview: chain\ntext: x\n"
                                     << "line 2: the step's title is over 200 bytes";
    QTest::newRow("long tour title") << "title: " + QString(201, 'a') + "\nstep: s\nview: chain\ntext: x\n"
                                     << "line 1: the tour's title is over 200 bytes";
    QTest::newRow("pin on a jacobian step") << head + "view: jacobian\npin: relu-he\n"
                                            << "line 5: 'pin' is for network steps";
}

void TestTour::badTourFiles()
{
    QFETCH(QString, text);
    QFETCH(QString, mentions);
    try {
        parseTour(text.toStdString(), "my.tour");
        QFAIL("accepted");
    } catch (const std::invalid_argument &e) {
        QVERIFY2(QString::fromUtf8(e.what()).startsWith("my.tour line "), e.what());
        QVERIFY2(QString::fromUtf8(e.what()).contains(mentions), e.what());
    }
}

void TestTour::openTourKeepsTheOldOneOnError()
{
    MainWindow w(false);
    QTemporaryDir dir;
    const QString bad = dir.filePath("bad.txt"), good = dir.filePath("good.txt");
    QFile b(bad);
    QVERIFY(b.open(QIODevice::WriteOnly));
    b.write("title: mine\nstep: s\nview: chain\nset: weight = lots\ntext: {1}\n");
    b.close();
    const size_t before = w.tourPanel()->tour().steps.size();
    const QString error = w.files()->openTour(bad);
    QVERIFY2(error.contains("line 4") && error.contains("weight"), qPrintable(error));
    QVERIFY(w.statusText().contains("line 4"));
    QCOMPARE(w.tourPanel()->tour().steps.size(), before);
    QFile g(good);
    QVERIFY(g.open(QIODevice::WriteOnly));
    g.write("title: mine\nstep: s\nview: chain\nset: weight = 1.5\nset: activation = linear\ntext: {57.7}\n");
    g.close();
    QCOMPARE(w.files()->openTour(good), QString());
    QCOMPARE(w.tourPanel()->tour().steps.size(), size_t(1));
    QVERIFY(!w.tourPanel()->isHidden()); // a good tour opens its panel
    w.tourPanel()->goTo(0);
    QVERIFY(w.lessonTabs()->page(LessonView::Chain)->shownTexts().join('\n').contains("57.7"));
}

// What a network step asks of the window reaches it: its pins (the previous ones cleared) and
// relative mode, on and off again.
void TestTour::networkStepSetsPinsAndRelativeMode()
{
    MainWindow w(false);
    QTemporaryDir dir;
    const QString path = dir.filePath("relative.txt");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("title: t\n"
            "step: one\nview: network\npreset: relu-he\npin: relu-small\npin: relu-large\nrelative: on\ntext: {1}\n"
            "step: two\nview: network\npreset: relu-he\nrelative: off\ntext: {1}\n");
    f.close();
    QCOMPARE(w.files()->openTour(path), QString());
    w.tourPanel()->goTo(0);
    waitPins(w);
    QVERIFY(w.charts()->isRelative());
    QCOMPARE(w.charts()->pinLabels().size(), 2);
    w.tourPanel()->goTo(1);
    QVERIFY(!w.charts()->isRelative());
    QCOMPARE(w.charts()->pinLabels().size(), 0);
}

// The moment a step is applied, before any event is served (so before anything is painted):
// the charts and readouts of the tab it shows hold the step's network or are dimmed, on the
// Network, Training and Jacobian tabs, and the new title has the height its lines need.
void TestTour::stepTextNeverStandsOverAnotherNetwork()
{
    MainWindow w(false);
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTemporaryDir dir;
    const QString path = dir.filePath("together.txt");
    const QString longTitle =
        QStringLiteral("A step whose title takes three lines or more in the Lesson panel beside the charts");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("title: t\nstep: one\nview: network\npreset: relu-he\ntext: {1}\n"
            "step: "
            + longTitle.toUtf8()
            + "\nview: network\npreset: relu-large\ntext: {1}\n"
              "step: three\nview: training\npreset: relu-small\ntrain: steps = 20\ntext: {1}\n"
              "step: four\nview: training\npreset: relu-he\ntrain: steps = 20\ntext: {1}\n"
              "step: five\nview: jacobian\npreset: relu-small\ntext: {1}\n"
              "step: six\nview: jacobian\npreset: relu-he\ntext: {1}\n");
    f.close();
    QCOMPARE(w.files()->openTour(path), QString()); // the panel opens on step one
    waitDrawn(w);
    QVERIFY(w.overlay()->mode() == ChartOverlay::Mode::Hidden);

    w.tourPanel()->goTo(1);
    const bool drawn = w.charts()->result()->config == findPreset("relu-large")->config;
    QVERIFY2(drawn || w.overlay()->mode() == ChartOverlay::Mode::Stale, "the previous network's charts, undimmed");
    QVERIFY2(drawn || readoutsGreyed(w), "the previous network's readouts, not greyed");
    verifyTitleWhole(w, longTitle);
    if (QTest::currentTestFailed())
        return;
    waitDrawn(w);
    QTRY_VERIFY(w.overlay()->mode() == ChartOverlay::Mode::Hidden);

    w.tourPanel()->goTo(2);
    QTRY_VERIFY_WITH_TIMEOUT(
        w.training()->isFinal() && w.training()->result()->config == findPreset("relu-small")->config, 120000);
    QTRY_VERIFY(!anyStale(w.training()));
    w.tourPanel()->goTo(3);
    QVERIFY2(anyStale(w.training()), "the previous run's charts, undimmed");
    QTRY_VERIFY_WITH_TIMEOUT(w.training()->result()->config == findPreset("relu-he")->config, 120000);
    QVERIFY(!anyStale(w.training())); // its own result: no longer dimmed

    w.tourPanel()->goTo(4);
    QTRY_VERIFY_WITH_TIMEOUT(w.jacobian()->spectrum()
                                 && w.jacobian()->spectrum()->config == findPreset("relu-small")->config
                                 && !anyStale(w.jacobian()),
                             120000);
    w.tourPanel()->goTo(5);
    QVERIFY2(anyStale(w.jacobian()), "the previous network's spectrum, undimmed");
    QTRY_VERIFY_WITH_TIMEOUT(
        w.jacobian()->spectrum()->config == findPreset("relu-he")->config && !anyStale(w.jacobian()), 120000);
}

void TestTour::pageKeysAndPresentation()
{
    MainWindow w(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    TourPanel *panel = w.tourPanel();
    QVERIFY(!panel->isVisible()); // off until asked
    panel->toggleAction()->trigger();
    QVERIFY(panel->isVisible());
    QCOMPARE(panel->currentStep(), 0);
    QTest::keyClick(&w, Qt::Key_PageDown);
    QCOMPARE(panel->currentStep(), 1);
    QTest::keyClick(&w, Qt::Key_PageUp);
    QCOMPARE(panel->currentStep(), 0);
    QAction *present = nullptr;
    for (QAction *a : w.findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(Qt::Key_F11))
            present = a;
    QVERIFY(present);
    present->trigger();
    QVERIFY(!panel->isVisible()); // presentation mode: off unless asked
    panel->toggleAction()->trigger();
    QVERIFY(panel->isVisible());
    present->trigger();
    waitDrawn(w);
}

// A tour's "title:" and "step:" lines reached QLabels in Qt's AutoText mode, so a
// tour file rendered rich text (an <img> from any local path too). They show as typed: a label
// sized for the literal "<b>x</b>", not for a bold x.
void TestTour::tourTitlesArePlainText()
{
    MainWindow w(false);
    QTemporaryDir dir;
    const QString path = dir.filePath("markup.txt");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("title: <b>x</b>\nstep: <b>x</b>\nview: chain\ntext: {1} <b>x</b>\n");
    f.close();
    QCOMPARE(w.files()->openTour(path), QString());
    w.tourPanel()->goTo(0);
    int shown = 0;
    for (QLabel *label : w.tourPanel()->findChildren<QLabel *>()) {
        if (!label->text().contains(QLatin1String("<b>x</b>")))
            continue;
        ++shown;
        QVERIFY2(label->sizeHint().width() >= label->fontMetrics().horizontalAdvance(QStringLiteral("<b>x</b>")),
                 qPrintable(label->text()));
    }
    QCOMPARE(shown, 2); // the tour's title and the step's
    QVERIFY(w.tourPanel()->shownText().contains(QLatin1String("&lt;b&gt;x&lt;/b&gt;"))); // the text escaped
}

QTEST_MAIN(TestTour)
#include "test_tour.moc"

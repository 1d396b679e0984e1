// The lesson's side views in the window: reachable by tab and shortcut, each showing the
// lesson's numbers as drawn, editable, exportable; the Pre-LN / Post-LN readout.
#include "ui/lesson/chainpage.h"
#include "ui/lesson/clippingpage.h"
#include "ui/workers/computeworker.h"
#include "ui/lesson/lessonpage.h"
#include "ui/lesson/lessontabs.h"
#include "ui/window/mainwindow.h"
#include "ui/charts/chartpanel.h"
#include "ui/lesson/normspage.h"
#include "core/model/presets.h"
#include "tests/support/windowtest.h"

#include <QAction>
#include <QImageReader>
#include <QMenuBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace gradflow;

namespace {

QString shown(MainWindow &w, LessonView view) { return w.lessonTabs()->page(view)->shownTexts().join('\n'); }

QAction *findAction(MainWindow &w, const QString &shortcut)
{
    for (QAction *a : w.findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(shortcut))
            return a;
    return nullptr;
}

} // namespace

class TestLessonWindow : public QObject
{
    Q_OBJECT

private slots:
    void shortcutsSwitchViews();
    void viewsShowTheLessonsNumbers();
    void chainControlsRedraw();
    void normsBatchIsEditable();
    void clippingFollowsTheMainNetwork();
    void preAndPostLnReadout();
    void exportFollowsTheViewOnScreen();
};

void TestLessonWindow::shortcutsSwitchViews()
{
    MainWindow w(false);
    for (int i = 1; i <= 7; ++i) {
        QAction *a = findAction(w, QStringLiteral("Ctrl+%1").arg(i));
        QVERIFY2(a, qPrintable(QStringLiteral("Ctrl+%1").arg(i)));
        a->trigger();
        QCOMPARE(int(w.lessonTabs()->currentView()), i - 1);
    }
}

void TestLessonWindow::viewsShowTheLessonsNumbers()
{
    MainWindow w(false);
    const QString chain = shown(w, LessonView::Chain);
    for (const char *n : {"9.5×10⁻⁷", "57.7"})
        QVERIFY2(chain.contains(QString::fromUtf8(n)), n);
    const QString residual = shown(w, LessonView::ResidualChain);
    QVERIFY(residual.contains(QString::fromUtf8("plain 9.5×10⁻¹⁷, residual 1.28")));
    const QString norms = shown(w, LessonView::Norms);
    for (const char *n : {"−1.342", "−0.447", "0.447", "1.342", "2.739", "0.365", "1.461", "−1.22", "−0.93"})
        QVERIFY2(norms.contains(QString::fromUtf8(n)), n);
    const QString init = shown(w, LessonView::Init);
    QVERIFY(init.contains(QString::fromUtf8("He 1.00, Xavier 0.50")));
    const QString scaling = shown(w, LessonView::ResidualScaling);
    QVERIFY(scaling.contains(QString::fromUtf8("1 + 2N = 101 times")));
    QVERIFY(scaling.contains(QString::fromUtf8("×2.0")));
}

void TestLessonWindow::chainControlsRedraw()
{
    MainWindow w(false);
    auto *page = qobject_cast<ChainPage *>(w.lessonTabs()->page(LessonView::Chain));
    QVERIFY(page);
    const auto buttons = page->findChildren<QPushButton *>();
    QPushButton *linear15 = nullptr;
    for (QPushButton *b : buttons)
        if (b->text().contains("linear, weight 1.5"))
            linear15 = b;
    QVERIFY(linear15);
    linear15->click();
    QVERIFY(page->shownTexts().join('\n').contains("after 10 units: 57.7"));
    auto *length = page->findChild<QSpinBox *>();
    length->setValue(20); // 1.5^20 = 3325
    QVERIFY(page->shownTexts().join('\n').contains(QString::fromUtf8("after 20 units: 3.3×10³")));
}

void TestLessonWindow::normsBatchIsEditable()
{
    MainWindow w(false);
    auto *page = qobject_cast<NormsPage *>(w.lessonTabs()->page(LessonView::Norms));
    page->inputTable()->item(2, 0)->setText("11"); // the batch-mate 5 becomes 11
    QCOMPARE(page->settings().batch(2, 0), 11.0);
    QVERIFY(page->shownTexts().join('\n').contains(QString::fromUtf8("after BatchNorm: −0.93")));
    page->inputTable()->item(2, 0)->setText("eleven"); // refused, named, the batch kept
    QCOMPARE(page->settings().batch(2, 0), 11.0);
    QVERIFY(page->shownTexts().join('\n').contains("'eleven' is not a number"));
    QCOMPARE(page->inputTable()->item(2, 0)->text(), QStringLiteral("11"));
}

void TestLessonWindow::clippingFollowsTheMainNetwork()
{
    MainWindow w(false);
    w.applyConfig(findPreset("relu-large")->config);
    waitDrawn(w);
    const QString text = shown(w, LessonView::Clipping);
    QVERIFY(text.contains("ReLU, std 1"));
    QVERIFY(text.contains(QString::fromUtf8("×10⁴⁶")));
    QVERIFY(text.contains("new length 1.000000"));
    QVERIFY(text.contains("cosine(before, after) = 1.000000"));
    w.applyConfig(findPreset("relu-he")->config);
    waitDrawn(w);
    const QString healthy = shown(w, LessonView::Clipping);
    QVERIFY(healthy.contains(QString::fromUtf8("ReLU, He, depth 30: global gradient norm ‖g‖ = 273")));
    // A limit above the norm leaves the gradient alone.
    auto *page = w.lessonTabs()->page(LessonView::Clipping);
    LessonSettings s = page->settings();
    s.clipLimit = 1e6;
    page->setSettings(s);
    QVERIFY(shown(w, LessonView::Clipping).contains("nothing changes"));
}

void TestLessonWindow::preAndPostLnReadout()
{
    // Sanity check [d]: last/first weight-gradient ratio, Pre-LN about 0.4, Post-LN about 2.3.
    MainWindow w(false);
    w.applyConfig(findPreset("pre-ln")->config);
    waitDrawn(w);
    QCOMPARE(w.readouts().size(), 5);
    const double pre = w.readouts()[4].toDouble();
    w.applyConfig(findPreset("post-ln")->config);
    waitDrawn(w);
    const double post = w.readouts()[4].toDouble();
    qInfo("weight-gradient last/first: Pre-LN %g, Post-LN %g", pre, post);
    QVERIFY(pre > 0.1 && pre < 1);
    QVERIFY(post > 1.3 && post > 2 * pre);
}

void TestLessonWindow::exportFollowsTheViewOnScreen()
{
    MainWindow w(false);
    w.resize(1280, 800);
    w.show();
    w.lessonTabs()->showView(LessonView::ResidualChain);
    QTemporaryDir dir;
    const QString svg = dir.filePath("r.svg"), png = dir.filePath("r.png");
    QCOMPARE(w.chartExport()->exportTo(svg), QString());
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("Residual chain") && !text.contains("Forward signal"));
    QCOMPARE(w.chartExport()->exportTo(png, 2.0), QString());
    QImageReader reader(png);
    const QSize figure = w.lessonTabs()->page(LessonView::ResidualChain)->figure()->size();
    QCOMPARE(reader.size(), figure * 2);
    QVERIFY(w.statusText().contains("Exported"));
}

QTEST_MAIN(TestLessonWindow)
#include "test_lessonwindow.moc"

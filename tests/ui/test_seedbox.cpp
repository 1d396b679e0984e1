// The Seed box holds every seed the command line and the files accept, 0 to 2^64 - 1: a seed
// above 2147483647 shows as itself and a nudge moves it by one (an int box showed 2147483647 and
// its first step drew another network).
#include "ui/controls/seedbox.h"
#include "core/engine/engine.h"
#include "ui/charts/chartpanel.h"
#include "ui/window/controlpanel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/networkdocument.h"
#include "ui/workers/computeworker.h"

#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QtTest>

#include <cstdint>
#include <limits>

using namespace gradflow;

class TestSeedBox : public QObject
{
    Q_OBJECT
private slots:
    void panelShowsALargeSeedAndStepsFromIt();
    void holdsTheWholeRange();
    void windowComputesTheSeedItShows_data();
    void windowComputesTheSeedItShows();
    void typedSeedsCommitAndBadTextIsRefused();
};

namespace {

constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

// The box the panel's "Seed" label names, whatever its class.
QAbstractSpinBox *seedField(ControlPanel &panel)
{
    for (QLabel *label : panel.findChildren<QLabel *>()) {
        if (label->text().remove('&') == QLatin1String("Seed"))
            return qobject_cast<QAbstractSpinBox *>(label->buddy());
    }
    return nullptr;
}

} // namespace

// As started with --seed 3000000000: the box reads it, and one step up asks for 3000000001.
void TestSeedBox::panelShowsALargeSeedAndStepsFromIt()
{
    NetworkDocument document;
    ControlPanel panel(&document);
    ModelConfig c;
    c.seed = 3000000000ULL;
    document.setConfig(c);
    QAbstractSpinBox *box = seedField(panel);
    QVERIFY(box);
    QCOMPARE(box->text(), QStringLiteral("3000000000"));
    QSignalSpy changed(&document, &NetworkDocument::configChanged);
    box->stepUp();
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).value<ModelConfig>().seed, 3000000001ULL);
    QCOMPARE(box->text(), QStringLiteral("3000000001"));

    c.seed = kMax; // the largest seed shows whole, and a step up stays there
    document.setConfig(c);
    QCOMPARE(box->text(), QStringLiteral("18446744073709551615"));
    box->stepDown();
    QCOMPARE(changed.last().at(0).value<ModelConfig>().seed, kMax - 1);
}

void TestSeedBox::windowComputesTheSeedItShows_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::newRow("past int") << quint64(3000000000ULL);
    QTest::newRow("past int64") << quint64(9223372036854775809ULL);
    QTest::newRow("the largest") << quint64(kMax);
    QTest::newRow("zero") << quint64(0);
}

// The window started with --seed 3000000000, after Down then Up: the box and the charts show the
// same seed, the one it started with, over the whole range --seed accepts.
void TestSeedBox::windowComputesTheSeedItShows()
{
    QFETCH(quint64, seed);
    ModelConfig c;
    c.depth = 4;
    c.width = 8;
    c.batch = 4;
    c.seed = seed;
    MainWindow w(false, &c);
    w.show();
    auto drawn = [&w] { return w.drawnGeneration() == w.worker()->latestGeneration() && w.charts()->result(); };
    QTRY_VERIFY_WITH_TIMEOUT(drawn(), 30000);
    QAbstractSpinBox *box = seedField(*w.controls());
    QVERIFY(box);
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Down);
    QTest::keyClick(box, Qt::Key_Up);
    QTRY_VERIFY_WITH_TIMEOUT(drawn(), 30000);
    const std::uint64_t expected = seed == 0 ? 1 : seed; // Down stops at 0, Up goes to 1
    QCOMPARE(box->text(), QString::number(expected));
    QCOMPARE(w.document()->config().seed, expected);
    QCOMPARE(w.charts()->result()->config.seed, expected);
    // And computes it: the network --seed draws, not one of another seed.
    ModelConfig asked = w.document()->config();
    const Result alone = Engine().compute(asked, w.runSettings());
    QCOMPARE(w.charts()->result()->log10SignalRms, alone.log10SignalRms);
    asked.seed = expected ^ 1;
    QVERIFY(Engine().compute(asked, w.runSettings()).log10SignalRms != alone.log10SignalRms);
}

void TestSeedBox::holdsTheWholeRange()
{
    SeedBox box;
    QSignalSpy changed(&box, &SeedBox::valueChanged);
    box.setValue(kMax);
    QCOMPARE(box.value(), kMax);
    QCOMPARE(box.text(), QStringLiteral("18446744073709551615"));
    QCOMPARE(changed.count(), 1);
    box.stepBy(1);
    QCOMPARE(box.value(), kMax); // stops at the end, no wrap to 0
    box.stepBy(10);
    QCOMPARE(box.value(), kMax);
    QCOMPARE(changed.count(), 1);
    box.stepBy(-1);
    QCOMPARE(box.value(), kMax - 1);
    box.setValue(2);
    box.stepBy(-5);
    QCOMPARE(box.value(), std::uint64_t(0)); // no wrap below 0 either
    box.stepBy(3);
    QCOMPARE(box.value(), std::uint64_t(3));
}

void TestSeedBox::typedSeedsCommitAndBadTextIsRefused()
{
    SeedBox box;
    box.show();
    QLineEdit *editor = box.findChild<QLineEdit *>();
    QVERIFY(editor);
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("9223372036854775808"));
    QTest::keyClick(editor, Qt::Key_Return);
    QCOMPARE(box.value(), 9223372036854775808ULL);

    QString text = QStringLiteral("18446744073709551616"); // 2^64
    int position = 0;
    QCOMPARE(box.validate(text, position), QValidator::Invalid);
    text = QStringLiteral("-1");
    QCOMPARE(box.validate(text, position), QValidator::Invalid);
    text = QStringLiteral("18446744073709551615");
    QCOMPARE(box.validate(text, position), QValidator::Acceptable);

    editor->setText(QStringLiteral("12x")); // text that is no seed: back to the value
    box.commit();
    QCOMPARE(box.value(), 9223372036854775808ULL);
    QCOMPARE(box.text(), QStringLiteral("9223372036854775808"));
}

QTEST_MAIN(TestSeedBox)
#include "test_seedbox.moc"

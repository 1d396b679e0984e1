// The Seed box holds every seed the command line and the files accept, 0 to 2^64 - 1: a seed
// above 2147483647 shows as itself and a nudge moves it by one (an int box showed 2147483647 and
// its first step drew another network).
#include "ui/controls/seedbox.h"
#include "ui/window/controlpanel.h"

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
    ControlPanel panel;
    ModelConfig c;
    c.seed = 3000000000ULL;
    panel.setConfig(c);
    QAbstractSpinBox *box = seedField(panel);
    QVERIFY(box);
    QCOMPARE(box->text(), QStringLiteral("3000000000"));
    QSignalSpy changed(&panel, &ControlPanel::configChanged);
    box->stepUp();
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).value<ModelConfig>().seed, 3000000001ULL);
    QCOMPARE(box->text(), QStringLiteral("3000000001"));

    c.seed = kMax; // the largest seed shows whole, and a step up stays there
    panel.setConfig(c);
    QCOMPARE(box->text(), QStringLiteral("18446744073709551615"));
    box->stepDown();
    QCOMPARE(changed.last().at(0).value<ModelConfig>().seed, kMax - 1);
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

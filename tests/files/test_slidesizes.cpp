// The one table of slide sizes: the command line's exports without --export-size draw its
// default (they drew 1200 x 900 for the network and 1200 x 800 for a lesson view, copies of
// their own), and --help and the size's limits come from it.
#include "tests/support/runcli.h"

#include "files/slidesizes.h"

#include <QImageReader>
#include <QTemporaryDir>
#include <QtTest>

using namespace gradflow;

class TestSlideSizes : public QObject
{
    Q_OBJECT
private slots:
    void tableStartsWithItsDefault();
    void exportsWithoutSizeDrawTheDefault_data();
    void exportsWithoutSizeDrawTheDefault();
    void helpNamesTheDefault();
    void customSizesStopAtTheTablesLimits();
};

void TestSlideSizes::tableStartsWithItsDefault()
{
    QVERIFY(!slideSizes().isEmpty());
    QCOMPARE(slideSizes().front().size, defaultSlideSize());
    for (const SlideSize &s : slideSizes()) {
        QVERIFY(!s.note.isEmpty());
        QVERIFY(s.size.boundedTo(largestSlideSize()) == s.size && s.size.expandedTo(smallestSlideSize()) == s.size);
    }
}

void TestSlideSizes::exportsWithoutSizeDrawTheDefault_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("network") << QStringList{"--depth", "6", "--width", "16"};
    QTest::newRow("--view chain") << QStringList{"--view", "chain"};
    QTest::newRow("--view training") << QStringList{"--view",  "training", "--depth", "3",
                                                    "--width", "8",        "--steps", "2"};
}

void TestSlideSizes::exportsWithoutSizeDrawTheDefault()
{
    QFETCH(QStringList, arguments);
    QTemporaryDir dir;
    const QString png = dir.filePath("out.png");
    const Run r = run(arguments + QStringList{"--export", png});
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(QImageReader(png).size(), defaultSlideSize());
}

void TestSlideSizes::helpNamesTheDefault()
{
    const Run r = run({"--help"});
    QCOMPARE(r.code, 0);
    const QString size = QStringLiteral("%1x%2").arg(defaultSlideSize().width()).arg(defaultSlideSize().height());
    QVERIFY2(r.out.contains(QStringLiteral("(default %1, the first slide size)").arg(size).toUtf8()),
             r.out.constData());
}

void TestSlideSizes::customSizesStopAtTheTablesLimits()
{
    QTemporaryDir dir;
    const QSize low = smallestSlideSize();
    const Run below = run({"--export", dir.filePath("a.png"), "--export-size",
                           QStringLiteral("%1x%2").arg(low.width() - 1).arg(low.height())});
    QCOMPARE(below.code, 2);
    QVERIFY2(below.err.contains(
                 QStringLiteral("allowed: %1 to %2").arg(low.width()).arg(largestSlideSize().width()).toUtf8()),
             below.err.constData());
}

QTEST_GUILESS_MAIN(TestSlideSizes)
#include "test_slidesizes.moc"

// The command line's --view options say when they cannot do what was asked: an --export-size
// below what a view's figure needs is refused with a size that works (it used to come out larger
// than asked), --clip sets the clipping view's limit (it stayed 1.0), and the views without a
// network refuse the options that make one (they were ignored).
#include "tests/support/runcli.h"

#include <QFile>
#include <QImageReader>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

class TestViewCli : public QObject
{
    Q_OBJECT

private slots:
    void exportBelowTheMinimumIsRefused_data();
    void exportBelowTheMinimumIsRefused();
    void clippingTakesClip();
    void viewsWithoutANetworkRefuseModelOptions_data();
    void viewsWithoutANetworkRefuseModelOptions();
};

namespace {

QSize imageSize(const QString &path) { return QImageReader(path).size(); }

} // namespace

void TestViewCli::exportBelowTheMinimumIsRefused_data()
{
    QTest::addColumn<QString>("view");
    for (const char *view : {"chain", "residual-chain", "norms", "init", "clipping", "residual-scaling"})
        QTest::newRow(view) << QString::fromLatin1(view);
}

// At the smallest size the option allows, each view is either drawn at exactly that size or
// refused (exit 2, nothing written) with a size that then comes out exactly as asked.
void TestViewCli::exportBelowTheMinimumIsRefused()
{
    QFETCH(QString, view);
    QTemporaryDir dir;
    const QString path = dir.filePath("view.png");
    Run r = run(QStringList{"--view", view, "--export", path, "--export-size", "200x150"});
    if (r.code == 0) {
        QCOMPARE(imageSize(path), QSize(200, 150));
        return;
    }
    QCOMPARE(r.code, 2);
    QVERIFY2(!QFile::exists(path), "a refused export wrote its file");
    QVERIFY2(r.err.contains("--export-size") && r.err.contains(view.toUtf8()), r.err.constData());
    const QRegularExpressionMatch least =
        QRegularExpression(QStringLiteral("at least (\\d+)x(\\d+)")).match(QString::fromUtf8(r.err));
    QVERIFY2(least.hasMatch(), r.err.constData());
    const QSize named(least.captured(1).toInt(), least.captured(2).toInt());
    QVERIFY(named.width() >= 200 && named.height() >= 150);
    r = run(QStringList{"--view", view, "--export", path, "--export-size",
                        QStringLiteral("%1x%2").arg(named.width()).arg(named.height())});
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(imageSize(path), named);
}

void TestViewCli::clippingTakesClip()
{
    Run r = run({"--view", "clipping", "--json", "-", "--clip", "2.5"});
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(QJsonDocument::fromJson(r.out).object()["limit"].toDouble(), 2.5);
    r = run({"--view", "clipping", "--json", "-", "--set", "limit=3"}); // the view's own setting
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(QJsonDocument::fromJson(r.out).object()["limit"].toDouble(), 3.0);
    r = run({"--view", "clipping", "--json", "-", "--clip", "2.5", "--set", "limit=3"}); // which one?
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--clip") && r.err.contains("limit"), r.err.constData());
    r = run({"--view", "clipping", "--json", "-", "--clip", "1e-200"}); // beyond the view's range
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith("gradflow: --clip:"), r.err.constData());
}

void TestViewCli::viewsWithoutANetworkRefuseModelOptions_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("option");
    for (const char *view : {"chain", "residual-chain", "norms", "init", "residual-scaling"}) {
        const QString name = QString::fromLatin1(view);
        QTest::addRow("%s --depth", view) << name << QStringList{"--depth", "5"} << "--depth";
        QTest::addRow("%s --seed", view) << name << QStringList{"--seed", "3"} << "--seed";
        QTest::addRow("%s --no-residual", view) << name << QStringList{"--no-residual"} << "--no-residual";
        QTest::addRow("%s --clip", view) << name << QStringList{"--clip", "2"} << "--clip";
        QTest::addRow("%s --preset", view) << name << QStringList{"--preset", "relu-small"} << "--preset";
    }
}

void TestViewCli::viewsWithoutANetworkRefuseModelOptions()
{
    QFETCH(QString, view);
    QFETCH(QStringList, extra);
    QFETCH(QString, option);
    const Run refused = run(QStringList{"--view", view, "--json", "-"} + extra);
    QCOMPARE(refused.code, 2);
    QVERIFY(refused.out.isEmpty());
    QVERIFY2(refused.err.contains(option.toUtf8()) && refused.err.contains(view.toUtf8()), refused.err.constData());
    // What every view does take: its own settings' memory limit.
    const Run kept = run({"--view", view, "--json", "-", "--max-memory", "1G"});
    QVERIFY2(kept.code == 0, kept.err.constData());
}

QTEST_GUILESS_MAIN(TestViewCli)
#include "test_viewcli.moc"

// A tour's "set: KEY = VALUE" lines for the main view's network: read as the command line reads
// --KEY VALUE, so a bad value is refused with the key and what it takes.
#include "core/lesson/tour.h"

#include <QtTest>

#include <stdexcept>
#include <string>

using namespace gradflow;

namespace {

const std::string kHead = "title: t\nstep: s\nview: network\n";

QString refusal(const std::string &setLine)
{
    try {
        parseTour(kHead + setLine + "\ntext: look\n", "class.tour");
    } catch (const std::invalid_argument &e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

} // namespace

class TestTourSet : public QObject
{
    Q_OBJECT
private slots:
    void badValueNamesKeyAndForm_data();
    void badValueNamesKeyAndForm();
    void valuesAsTheCommandLineTakesThem();
};

// "set: width = .5" and "set: width = +5" failed with the JSON library's
// parse-error text ("[json.exception.parse_error.101] ... syntax error while parsing value").
void TestTourSet::badValueNamesKeyAndForm_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("expected");
    QTest::newRow("width .5") << "set: width = .5"
                              << "\"width\": '.5' is not a whole number; allowed: 1 to";
    QTest::newRow("depth 1.5") << "set: depth = 1.5"
                               << "\"depth\": '1.5' is not a whole number; allowed: 1 to";
    QTest::newRow("init-std word") << "set: init-std = big"
                                   << "\"init-std\": 'big' is not a finite number";
    QTest::newRow("residual maybe") << "set: residual = maybe"
                                    << "\"residual\": 'maybe' is not true or false";
    QTest::newRow("unknown key") << "set: colour = red"
                                 << "\"colour\" is not an option";
}

void TestTourSet::badValueNamesKeyAndForm()
{
    QFETCH(QString, line);
    QFETCH(QString, expected);
    const QString message = refusal(line.toStdString());
    QVERIFY2(message.startsWith("class.tour line 4: set: "), qPrintable(message));
    QVERIFY2(message.contains(expected), qPrintable(message));
    QVERIFY2(!message.contains("json") && !message.contains("parse_error"), qPrintable(message));
}

// What --KEY VALUE takes, a tour's set takes: "+5" and ".5" where a number may have them, a seed
// beyond 2^63, a size with its unit, a rule's text.
void TestTourSet::valuesAsTheCommandLineTakesThem()
{
    const Tour tour = parseTour(kHead
                                    + "set: width = +5\nset: init-std = .5\nset: seed = 18446744073709551615\n"
                                      "set: max-memory = 512M\nset: residual = true\nset: residual-scale = 1/sqrt(L)\n"
                                      "text: look\n",
                                "class.tour");
    const TourStep &step = tour.steps.at(0);
    QCOMPARE(step.config.width, 5);
    QCOMPARE(step.config.initStd, 0.5);
    QCOMPARE(quint64(step.config.seed), quint64(18446744073709551615ull));
    QCOMPARE(step.run.maxMemoryBytes, std::int64_t(512) << 20);
    QVERIFY(step.config.residual);
}

QTEST_MAIN(TestTourSet)
#include "test_tourset.moc"

// The configuration files' JSON reader (core/report/configjson.h): its repeated-key check stays
// linear, so a hostile 1 MiB file is refused at once by --config and by File > Open
// configuration (which reads on the GUI thread).
#include "core/report/serialization.h"

#include <QtTest>

#include <ctime>
#include <stdexcept>
#include <string>

using namespace gradflow;

namespace {

// {"a0": 0, ...}: as many short distinct keys as fit in just under 1 MiB (about 122,000).
std::string manyKeys(int &count, const std::string &last)
{
    std::string text = "{";
    count = 0;
    const std::size_t room = std::size_t(1 << 20) - last.size() - 2;
    for (;;) {
        std::string key;
        for (int n = count;; n /= 36) {
            key += "abcdefghijklmnopqrstuvwxyz0123456789"[n % 36];
            if (n < 36)
                break;
        }
        const std::string entry = "\"" + key + "\":0,";
        if (text.size() + entry.size() > room)
            break;
        text += entry;
        ++count;
    }
    return text + last + "}";
}

// CPU seconds of this process: what a quadratic check spends, whatever else the machine runs.
double cpuSeconds() { return double(std::clock()) / CLOCKS_PER_SEC; }

QString refusal(const std::string &text)
{
    ModelConfig config;
    RunSettings run;
    try {
        applyConfigJson(text, config, run, "big.json");
    } catch (const std::invalid_argument &e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

} // namespace

class TestConfigJson : public QObject
{
    Q_OBJECT
private slots:
    void manyKeysAreRefusedQuickly();
};

// Each key was compared with every earlier one: 131,566 short keys took about
// 30 s of CPU. Hashed, the whole file takes a fraction of a second; the bound (5 s of this
// process's CPU time, not the wall clock) leaves room for a sanitized build and nothing for a
// quadratic check.
void TestConfigJson::manyKeysAreRefusedQuickly()
{
    int count = 0;
    const std::string distinct = manyKeys(count, "\"depth\":3");
    QVERIFY2(count > 120000, qPrintable(QString::number(count)));
    double start = cpuSeconds();
    const QString unknown = refusal(distinct);
    double spent = cpuSeconds() - start;
    QVERIFY2(spent < 5.0, qPrintable(QStringLiteral("%1 keys took %2 s of CPU").arg(count).arg(spent)));
    QVERIFY2(unknown.contains("is not an option"), qPrintable(unknown.left(200)));

    // The same file with its first key repeated at the end: still found, and as quickly.
    const std::string repeated = manyKeys(count, "\"a\":1");
    start = cpuSeconds();
    const QString twice = refusal(repeated);
    spent = cpuSeconds() - start;
    QVERIFY2(spent < 5.0, qPrintable(QStringLiteral("%1 keys took %2 s of CPU").arg(count).arg(spent)));
    QVERIFY2(twice.contains("\"a\" is given twice"), qPrintable(twice.left(200)));
}

QTEST_MAIN(TestConfigJson)
#include "test_configjson.moc"

// The presets' sentences (core/model/presets) against what the window reads out for them.
#include "tests/support/projectorscreen.h"
#include "tests/support/windowtest.h"
#include "core/model/presets.h"

#include <QRegularExpression>
#include <QtTest>

#include <cmath>

using namespace gradflow;

class TestPresets : public QObject
{
    Q_OBJECT

private slots:
    void presetTextMatchesReadout();
};

// The preset's sentence and the readout use one definition: the first/last ratio.
void TestPresets::presetTextMatchesReadout()
{
    MainWindow w(false);
    const Preset *p = findPreset("relu-he-residual");
    w.applyConfig(p->config);
    waitDrawn(w);
    const auto r = w.charts()->result();
    const QString text = QString::fromStdString(p->description);
    QVERIFY(text.contains("first/last"));
    const QRegularExpression gradient(QStringLiteral("about ([0-9.]+) million"));
    const auto m = gradient.match(text);
    QVERIFY2(m.hasMatch(), qPrintable(text));
    const double said = m.captured(1).toDouble() * 1e6, shown = std::pow(10.0, *r->log10FirstLastRatio);
    QVERIFY2(std::abs(std::log10(said / shown)) < std::log10(1.3),
             qPrintable(QStringLiteral("%1 vs %2").arg(said).arg(shown)));
}

// The screen of a 1280 x 720 projector (GRADFLOW_TEST_SCREEN=1920x1080 for another), through
// the offscreen platform's screen file; fonts as the application sets them.
int main(int argc, char *argv[]) { return gradflow::test::runOnProjectorScreen<TestPresets>(argc, argv); }
#include "test_presets.moc"

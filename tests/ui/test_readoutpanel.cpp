// The readouts, the numbers a teacher points at: their exponents stand as tall as their digits
// (they were Unicode superscripts at 45% of the digit height: 6 px at a 720-line desk), they
// are the largest text of the panel, and texts() still gives them as one plain string.
#include "tests/support/inkglyphs.h"

#include "core/engine/engine.h"
#include "core/model/presets.h"
#include "ui/charts/exponenttext.h"
#include "ui/window/networkdocument.h"
#include "ui/window/readoutpanel.h"

#include <QApplication>
#include <QFontInfo>
#include <QLabel>
#include <QtTest>

using namespace gradflow;

class TestReadoutPanel : public QObject
{
    Q_OBJECT
private slots:
    void exponentsAreAsTallAsDigits_data();
    void exponentsAreAsTallAsDigits();
};

void TestReadoutPanel::exponentsAreAsTallAsDigits_data()
{
    QTest::addColumn<int>("pixels"); // the window's text: a desk, a 720-line room, a 1080-line room
    for (int pixels : {13, 16, 24})
        QTest::addRow("%d px text", pixels) << pixels;
}

void TestReadoutPanel::exponentsAreAsTallAsDigits()
{
    QFETCH(int, pixels);
    NetworkDocument document;
    ReadoutPanel panel(&document);
    panel.setTextFont(pixelFont(pixels));
    const Result r = Engine().compute(findPreset("relu-large")->config); // explodes: 2.0×10²²
    panel.showResult(r);
    const QString ratio = panel.texts().value(0);
    QVERIFY2(ratio.contains(QStringLiteral("×10²²")), qPrintable(ratio));
    QLabel *shown = nullptr;
    for (QLabel *l : panel.findChildren<QLabel *>())
        shown = plainText(l) == ratio ? l : shown;
    QVERIFY(shown);
    QVERIFY(QFontInfo(shown->font()).pixelSize() > pixels); // larger than the text around it
    checkExponentAsTallAsDigits(rendered(shown));
}

QTEST_MAIN(TestReadoutPanel)
#include "test_readoutpanel.moc"

// The Training tab's learning rate: a value a tour step or the command line sets is trained
// exactly, also between the slider's steps or beyond its ends, and the label says when the
// slider cannot show it.
#include "ui/training/learningratebox.h"
#include "ui/training/trainingcontrols.h"

#include <QSignalSpy>
#include <QSlider>
#include <QtTest>

#include <cmath>

using namespace gradflow;

class TestLearningRateBox : public QObject
{
    Q_OBJECT

private slots:
    void setValuesAreTrainedExactly_data();
    void setValuesAreTrainedExactly();
    void theSliderReturnsToItsSteps();
};

void TestLearningRateBox::setValuesAreTrainedExactly_data()
{
    QTest::addColumn<double>("rate");
    QTest::addColumn<QString>("says");
    QTest::newRow("below the slider") << 1e-9 << "1e-09 (below the slider)";
    QTest::newRow("above the slider") << 100.0 << "100 (above the slider)";
    QTest::newRow("between its steps") << 0.03 << "0.03";
    QTest::newRow("the command line's least") << 1e-12 << "1e-12 (below the slider)";
    QTest::newRow("on a step") << 0.01 << "0.01";
}

// A tour's 'train: lr = 1e-9' trained at 1e-6, 100 at 10 and 0.03 at 0.0316, while the step's
// text quoted the tour's value.
void TestLearningRateBox::setValuesAreTrainedExactly()
{
    QFETCH(double, rate);
    QFETCH(QString, says);
    TrainingControls controls;
    TrainSettings s;
    s.learningRate = rate;
    controls.setSettings(s);
    QCOMPARE(controls.settings(0.0).learningRate, rate);
    QCOMPARE(controls.learningRateBox()->text(), says);
}

void TestLearningRateBox::theSliderReturnsToItsSteps()
{
    LearningRateBox box;
    QSignalSpy changed(&box, &LearningRateBox::changed);
    box.setValue(1e-9);
    QCOMPARE(changed.size(), 0);                              // set from outside: no retraining of its own
    QCOMPARE(box.slider()->value(), box.slider()->minimum()); // at the end it is beyond
    box.slider()->setValue(-20);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(box.value(), std::pow(10.0, -2.0));
    QVERIFY(!box.text().contains("slider"));
}

QTEST_MAIN(TestLearningRateBox)
#include "test_learningratebox.moc"

// The tour file format (core/lesson/tour.h) without the window: every key lands in its step as the
// header documents, configuration values reach the configuration reader intact whatever
// characters they hold, and each misuse is refused with its line.
#include "core/model/presets.h"
#include "core/lesson/tour.h"

#include <QtTest>

using namespace gradflow;

namespace {

std::string refusal(const std::string &text)
{
    try {
        parseTour(text, "my.tour");
    } catch (const std::invalid_argument &e) {
        return e.what();
    }
    return "accepted";
}

const std::string head = "title: t\nstep: one\n";

bool startsWith(const std::string &text, const std::string &start)
{
    if (text.compare(0, start.size(), start) == 0)
        return true;
    qWarning("'%s' does not start with '%s'", text.c_str(), start.c_str());
    return false;
}

} // namespace

class TestTourFile : public QObject
{
    Q_OBJECT

private slots:
    void aTourInFull();
    void clippingStepsTakeTheNetworksKeys();
    void valuesReachTheReaderIntact();
    void refusals_data();
    void refusals();
    void binaryFileIsNamedNotQuoted();
    void spacesAroundAreTrimmed();
    void relativeIsOnOrOff();
    void sizeLimit();
    void quotedNumbersAreTheBracedParts();
    void trainingStepsTakeTheirSettings();
};

void TestTourFile::aTourInFull()
{
    const std::string text = "# the lesson in two steps\n"                // 1
                             "title:  Why deep nets fail  \n"             // 2
                             "\n"                                         // 3
                             "step: Vanishing\n"                          // 4
                             "view: network\n"                            // 5
                             "preset: relu-small\n"                       // 6
                             "set: depth = 12\n"                          // 7
                             "set: residual = true\n"                     // 8
                             "set: residual-scale = 1/sqrt(L)\n"          // 9
                             "set: clip = 2.5\n"                          // 10
                             "set: max-memory = 512M\n"                   // 11
                             "pin: relu-he\n"                             // 12
                             "   pin : relu-large\n"                      // 13
                             "relative: on\n"                             // 14
                             "text: The gradient at layer 1 is {1e-36}\n" // 15
                             "text:   of layer 30's.\n"                   // 16
                             "  # an indented comment\n"                  // 17
                             "step: Chain\n"                              // 18
                             "view: chain\n"                              // 19
                             "set: length = 20\n"                         // 20
                             "set: weight = 1.5\n"                        // 21
                             "relative: off\n"                            // 22
                             "text: {57.7} for linear.\n";                // 23
    // 'relative' is for network steps: line 22 is refused, the rest parses.
    QCOMPARE(refusal(text), std::string("my.tour line 22: 'relative' is for network steps"));
    std::string fixed = text;
    fixed.erase(fixed.find("relative: off\n"), 14);
    const Tour tour = parseTour(fixed, "my.tour");
    QCOMPARE(tour.title, std::string("Why deep nets fail"));
    QCOMPARE(tour.steps.size(), size_t(2));

    const TourStep &a = tour.steps[0];
    QCOMPARE(a.line, 4);
    QCOMPARE(a.title, std::string("Vanishing"));
    QVERIFY(a.view == LessonView::Network);
    QVERIFY(a.hasView);
    QCOMPARE(a.preset, std::string("relu-small"));
    ModelConfig expected; // relu-small: the lesson's ReLU network with std 0.01, then the sets
    expected.init = Init::CustomStd;
    expected.initStd = 0.01;
    expected.depth = 12;
    expected.residual = true;
    expected.residualRule = ResidualScaleRule::InvSqrtDepth;
    QVERIFY(a.config == expected);
    QCOMPARE(a.run.clipLimit, 2.5);
    QCOMPARE(a.run.maxMemoryBytes, std::int64_t(512) << 20);
    QCOMPARE(a.pins, (std::vector<std::string>{"relu-he", "relu-large"}));
    QVERIFY(a.relative);
    QCOMPARE(a.text, std::string("The gradient at layer 1 is {1e-36} of layer 30's."));

    const TourStep &b = tour.steps[1];
    QCOMPARE(b.line, 18);
    QVERIFY(b.view == LessonView::Chain);
    QVERIFY(b.preset.empty());
    QVERIFY(b.pins.empty());
    QVERIFY(!b.relative);
    QVERIFY(b.config == ModelConfig()); // each step starts from the default preset, relu-he
    QVERIFY(b.run == RunSettings());
    QCOMPARE(b.settings.chainLength, 20);
    QCOMPARE(b.settings.chainWeight, 1.5);
    QCOMPARE(b.settings.blocks, LessonSettings().blocks);
    QCOMPARE(b.text, std::string("{57.7} for linear."));
}

// A clipping step shows the main view's network: presets and configuration keys, no pins.
void TestTourFile::clippingStepsTakeTheNetworksKeys()
{
    const Tour tour = parseTour(head
                                    + "view: clipping\npreset: tanh-large\nset: clip = 3\nset: seed = 99\n"
                                      "set: activation = sigmoid\ntext: clipped\n",
                                "c.tour");
    const TourStep &s = tour.steps[0];
    QVERIFY(s.view == LessonView::Clipping);
    QCOMPARE(s.run.clipLimit, 3.0);
    ModelConfig expected = findPreset("tanh-large")->config;
    QCOMPARE(expected.initScale, 3.0); // the tanh demo at 3/sqrt(n)
    expected.seed = 99;
    expected.activation = Activation::Sigmoid;
    QVERIFY(s.config == expected);
    QCOMPARE(refusal(head + "view: clipping\npin: relu-he\n"),
             std::string("my.tour line 4: 'pin' is for network steps"));
    QVERIFY(startsWith(refusal(head + "view: clipping\nset: limit = 3\n"),
                       "my.tour line 4: set: \"limit\" is not an option"));
}

// A value (or key) holding '"' or '\' is quoted for the configuration reader, so it is refused
// as the value it is, never as broken JSON; numbers, true and false pass as literals.
void TestTourFile::valuesReachTheReaderIntact()
{
    QVERIFY(startsWith(refusal(head + "view: network\nset: activation = re\"lu\n"),
                       "my.tour line 4: set: \"activation\": unknown value 're\"lu'; allowed: relu,"));
    QVERIFY(startsWith(refusal(head + "view: network\nset: activation = re\\lu\n"),
                       "my.tour line 4: set: \"activation\": unknown value 're\\lu'; allowed: relu,"));
    QVERIFY(startsWith(refusal(head + "view: network\nset: de\"pth = 3\n"),
                       "my.tour line 4: set: \"de\"pth\" is not an option"));
    QVERIFY(startsWith(refusal(head + "view: network\nset: de\\pth = 3\n"),
                       "my.tour line 4: set: \"de\\pth\" is not an option"));
    // "3" is the number 3 and "true" the switch; "yes" is a string, which a switch refuses.
    const Tour tour = parseTour(head
                                    + "view: network\nset: width = 3\nset: head = true\nset: init-std = 0.5\n"
                                      "set: norm = rms\ntext: x\n",
                                "t");
    QCOMPARE(tour.steps[0].config.width, 3);
    QVERIFY(tour.steps[0].config.head);
    QVERIFY(tour.steps[0].config.init == Init::CustomStd);
    QCOMPARE(tour.steps[0].config.initStd, 0.5);
    QVERIFY(tour.steps[0].config.norm == Norm::Rms);
    QVERIFY(refusal(head + "view: network\nset: head = yes\n").find("my.tour line 4: set: \"head\"") == 0);
}

void TestTourFile::refusals_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    const QString h = QString::fromStdString(head);
    QTest::newRow("title after a step") << h + "view: chain\ntext: x\ntitle: late\n"
                                        << "my.tour line 5: the title goes before the first step";
    QTest::newRow("second view") << h + "view: chain\nview: init\n"
                                 << "my.tour line 4: a second view in one step; start a new step";
    QTest::newRow("untitled step") << "step:   \n"
                                   << "my.tour line 1: a step needs a title, e.g. 'step: Residual connections'";
    QTest::newRow("preset on a side view") << h + "view: init\npreset: relu-he\n"
                                           << "my.tour line 4: 'preset' is for network and clipping steps";
    QTest::newRow("unknown pin") << h + "view: network\npin: relu-tiny\n"
                                 << "my.tour line 4: unknown preset 'relu-tiny'; gradflow --list-presets names them";
    QTest::newRow("nine pins") << h + "view: network\n" + QString("pin: relu-he\n").repeated(9)
                               << "my.tour line 12: more than 8 pins in one step";
    QTest::newRow("relative on a side view") << h + "view: norms\nrelative: on\n"
                                             << "my.tour line 4: 'relative' is for network steps";
    QTest::newRow("closing brace alone") << h + "view: chain\ntext: 1.28} x\n"
                                         << "my.tour line 4: a '}' without its '{'";
    QTest::newRow("nested braces") << h + "view: chain\ntext: {1.{28}}\n"
                                   << "my.tour line 4: a '{' inside braces; mark each number as {1.28}";
    QTest::newRow("set = only") << h + "view: chain\nset: = 3\n"
                                << "my.tour line 4: expected 'set: KEY = VALUE', e.g. 'set: depth = 10'";
    QTest::newRow("set out of range") << h + "view: network\nset: depth = 0\n"
                                      << "my.tour line 4: set: \"depth\": 0 is out of range; allowed: 1 to 10000";
    QTest::newRow("train = only") << h + "view: training\ntrain: = 0.1\n"
                                  << "my.tour line 4: expected 'train: KEY = VALUE', e.g. 'train: lr = 0.1'";
    QTest::newRow("pin on a training step") << h + "view: training\npin: relu-he\n"
                                            << "my.tour line 4: 'pin' is for network steps";
    QTest::newRow("relative on a training step") << h + "view: training\nrelative: on\n"
                                                 << "my.tour line 4: 'relative' is for network steps";
    QTest::newRow("empty file") << ""
                                << "my.tour line 0: no steps; a tour needs at least one 'step:' line";

    QTest::newRow("first step without view") << h + "text: x\nstep: two\nview: chain\ntext: y\n"
                                             << "my.tour line 2: step 'one' has no view; add a line like 'view: chain'";
    QTest::newRow("last step without text")
        << h + "view: chain\n"
        << "my.tour line 2: step 'one' has no text; add a line like 'text: what to look at'";
}

// A binary file (an image chosen by mistake) or a terminal's escape is named by its byte, never
// quoted into the message; UTF-8 text (a title in another script) is text.
void TestTourFile::binaryFileIsNamedNotQuoted()
{
    const std::string rule = " is no UTF-8 text); a tour is a text file of 'key: value' lines";
    QCOMPARE(refusal("step: one\nview: chain\ntext: \x89PNG\x01"), "my.tour: not a text file (byte 29" + rule);
    QCOMPARE(refusal("step: one\nview: chain\ntext: a\x1b[2J"), "my.tour: not a text file (byte 30" + rule);
    QCOMPARE(refusal("step: one\nview: chain\ntext: \xe2\x82"), "my.tour: not a text file (byte 29" + rule);
    QCOMPARE(
        refusal("step: \xce\x92\xce\xb1\xce\xb8\xce\xb9\xce\xac\nview: chain\ntext: \xe2\x80\x94 \xf0\x9f\x93\x88\n"),
        std::string("accepted"));
}

void TestTourFile::refusals()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    QCOMPARE(QString::fromStdString(refusal(text.toStdString())), message);
}

// Spaces around a key, a value or a text are not part of them; a new step starts from the
// default preset's network.
void TestTourFile::spacesAroundAreTrimmed()
{
    const Tour tour = parseTour(head + "view: network\n  set:   depth =  12  \n  text:   Look here.   \n", "t");
    QCOMPARE(tour.steps[0].text, std::string("Look here."));
    QCOMPARE(tour.steps[0].config.depth, 12);
    const Tour plain = parseTour(head + "view: network\ntext: x\n", "t");
    QVERIFY(plain.steps[0].config == findPreset(defaultPresetName())->config);
}

void TestTourFile::relativeIsOnOrOff()
{
    QVERIFY(parseTour(head + "view: network\nrelative: on\ntext: x\n", "t").steps[0].relative);
    QVERIFY(!parseTour(head + "view: network\nrelative: on\nrelative: off\ntext: x\n", "t").steps[0].relative);
    QCOMPARE(refusal(head + "view: network\nrelative: On\n"),
             std::string("my.tour line 4: relative is 'on' or 'off', not 'On'"));
}

// A tour is read whole up to 1 MiB and refused beyond, before any line is looked at.
void TestTourFile::sizeLimit()
{
    std::string text = head + "view: chain\ntext: x\n#";
    text += std::string(maxTourBytes - text.size(), ' ');
    QCOMPARE(text.size(), std::size_t(1) << 20);
    QCOMPARE(parseTour(text, "big.tour").steps.size(), size_t(1));
    QCOMPARE(refusal(text + "x"), std::string("my.tour: larger than 1 MiB; a tour is a few kilobytes of text"));
}

void TestTourFile::quotedNumbersAreTheBracedParts()
{
    QCOMPARE(quotedNumbers("falls to {9.5\u00d710\u207b\u2077} while {1.28} stays"),
             (std::vector<std::string>{"9.5\u00d710\u207b\u2077", "1.28"}));
    QCOMPARE(quotedNumbers("no numbers"), std::vector<std::string>());
    QCOMPARE(quotedNumbers("{}"), std::vector<std::string>{""});
    QCOMPARE(quotedNumbers("{a} then {unclosed"), std::vector<std::string>{"a"});
}

void TestTourFile::trainingStepsTakeTheirSettings()
{
    const Tour tour = parseTour(head
                                    + "view: training\n"
                                      "train: optimizer = adam\n"
                                      "train: lr = 0.05\n"
                                      "train: steps = 200\n"
                                      "train: clip = 2.5\n"
                                      "train: warmup = 10\n"
                                      "text: Adam with warm-up.\n",
                                "my.tour");
    QCOMPARE(tour.steps.size(), size_t(1));
    const TourStep &step = tour.steps[0];
    QVERIFY(step.view == LessonView::Training);
    QCOMPARE(int(step.train.optimizer), int(Optimizer::Adam));
    QCOMPARE(step.train.learningRate, 0.05);
    QCOMPARE(step.train.steps, 200);
    QCOMPARE(step.train.clipLimit, 2.5);
    QCOMPARE(step.train.warmupSteps, 10);
    QCOMPARE(step.run.clipLimit, 2.5); // the main view's Clip at, which the Training tab clips at
    // A clip limit below 1 reaches the main view's Clip at too.
    const Tour below = parseTour(head + "view: training\ntrain: clip = 0.5\ntext: x\n", "my.tour");
    QCOMPARE(below.steps[0].run.clipLimit, 0.5);
    QVERIFY(startsWith(refusal(head + "view: training\ntrain: lr = fast\n"),
                       "my.tour line 4: train: lr: 'fast' is not a finite number"));
    QVERIFY(startsWith(refusal(head + "view: training\ntrain: steps = 0\n"), "my.tour line 4: "));
}

QTEST_APPLESS_MAIN(TestTourFile)
#include "test_tourfile.moc"

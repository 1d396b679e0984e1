// The Network tab's charts for a transformer: every series point comes from the pass's rows at
// its sub-layer's place, attention and MLP sub-layers apart, absent values left out, and the
// sub-layer where values left the range named.
#include "ui/transformer/sublayerchart.h"
#include "ui/transformer/sublayerseries.h"
#include "ui/transformer/transformerpanel.h"
#include "core/transformer/weights.h"

#include <QtTest>

#include <QAbstractAxis>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

using namespace gradflow;

class TestTransformerChart : public QObject
{
    Q_OBJECT

private slots:
    void rowsLandAtTheirSubLayers();
    void attentionAndMlpAreApart();
    void eachMatrixAtItsSubLayer();
    void absentValuesAreNoPoints();
    void leftRangeIsNamedAtItsSubLayer();
    void panelDrawsTheSeries();
    void messageEmptiesTheCharts();
    void blockTicksThinOut();
    void relativeModeDividesByTheEmbeddings();
    void markersKeepToTheirSubLayers();
    void blockAxisNamesAsManyAsFit();
    void entropyTicksAreRound();
    void matrixMarkersNeverCoverEachOther();
};

namespace {

MatrixGradNorm m(WeightKind kind, double value) { return {kind, value}; }

// Two blocks, learned positions, untied head; every value a number a reader can check by eye.
TransformerResult knownResult()
{
    TransformerResult r;
    r.config.architecture = Architecture::Transformer;
    r.config.depth = 2;
    r.config.width = 8;
    using K = WeightKind;
    r.rows = {
        {0, SubLayer::Embed, -1.0, -3.0, -4.0, {m(K::Embeddings, -4.1), m(K::Positions, -4.2)}},
        {1,
         SubLayer::Attn,
         -0.9,
         -2.9,
         -3.0,
         {m(K::Query, -3.1), m(K::Key, -3.2), m(K::Value, -3.3), m(K::Output, -3.4)}},
        {1, SubLayer::Mlp, -0.8, -2.8, -2.0, {m(K::Up, -2.1), m(K::Down, -2.2)}},
        {2,
         SubLayer::Attn,
         -0.7,
         -2.7,
         -1.0,
         {m(K::Query, -1.1), m(K::Key, -1.2), m(K::Value, -1.3), m(K::Output, -1.4)}},
        {2, SubLayer::Mlp, -0.6, -2.6, 0.0, {m(K::Up, 0.1), m(K::Down, 0.2)}},
        {3, SubLayer::Final, 0.0, -2.5, 1.0, {m(K::Head, 1.5)}},
    };
    r.attentionEntropy = {1.25, 0.5};
    r.uniformEntropy = 2.0;
    r.loss = 5.5;
    return r;
}

QList<QPointF> pts(std::initializer_list<std::pair<double, double>> list)
{
    QList<QPointF> out;
    for (const auto &[x, y] : list)
        out.append(QPointF(x, y));
    return out;
}

} // namespace

void TestTransformerChart::rowsLandAtTheirSubLayers()
{
    const SubLayerSeries s = subLayerSeries(knownResult());
    QCOMPARE(s.blocks, 2);
    QCOMPARE(s.lastX, 5);
    QCOMPARE(s.rms, pts({{0, -1.0}, {1, -0.9}, {2, -0.8}, {3, -0.7}, {4, -0.6}, {5, 0.0}}));
    QCOMPARE(s.grad, pts({{0, -3.0}, {1, -2.9}, {2, -2.8}, {3, -2.7}, {4, -2.6}, {5, -2.5}}));
    QCOMPARE(s.entropy, pts({{1, 1.25}, {3, 0.5}})); // each block's entropy at its attention
    QCOMPARE(s.uniformEntropy, 2.0);
}

void TestTransformerChart::attentionAndMlpAreApart()
{
    const SubLayerSeries s = subLayerSeries(knownResult());
    QCOMPARE(s.rmsAttn, pts({{1, -0.9}, {3, -0.7}}));
    QCOMPARE(s.rmsMlp, pts({{2, -0.8}, {4, -0.6}}));
    QCOMPARE(s.gradAttn, pts({{1, -2.9}, {3, -2.7}}));
    QCOMPARE(s.gradMlp, pts({{2, -2.8}, {4, -2.6}}));
}

// Each matrix beside its sub-layer: q, k, v, o at 1 - 0.375 ... 1 + 0.375 for block 1's attention.
void TestTransformerChart::eachMatrixAtItsSubLayer()
{
    const SubLayerSeries s = subLayerSeries(knownResult());
    auto w = [&](WeightKind k) { return s.weights[size_t(k)]; };
    QCOMPARE(w(WeightKind::Embeddings), pts({{-0.375, -4.1}}));
    QCOMPARE(w(WeightKind::Positions), pts({{0.375, -4.2}}));
    QCOMPARE(w(WeightKind::Query), pts({{0.625, -3.1}, {2.625, -1.1}}));
    QCOMPARE(w(WeightKind::Key), pts({{0.875, -3.2}, {2.875, -1.2}}));
    QCOMPARE(w(WeightKind::Value), pts({{1.125, -3.3}, {3.125, -1.3}}));
    QCOMPARE(w(WeightKind::Output), pts({{1.375, -3.4}, {3.375, -1.4}}));
    QCOMPARE(w(WeightKind::Up), pts({{1.625, -2.1}, {3.625, 0.1}}));
    QCOMPARE(w(WeightKind::Down), pts({{2.375, -2.2}, {4.375, 0.2}}));
    QVERIFY(w(WeightKind::Gate).isEmpty()); // not gated
    QCOMPARE(w(WeightKind::Head), pts({{5, 1.5}}));
}

void TestTransformerChart::absentValuesAreNoPoints()
{
    TransformerResult r = knownResult();
    r.rows[3].log10Rms.reset();
    r.rows[3].log10GradNorm = std::nan("");
    r.rows[3].matrices[0].log10Norm.reset();
    r.rows[4].log10Rms = INFINITY;
    r.attentionEntropy[1] = NAN;
    const SubLayerSeries s = subLayerSeries(r);
    QCOMPARE(s.rmsAttn, pts({{1, -0.9}}));
    QCOMPARE(s.rmsMlp, pts({{2, -0.8}}));
    QCOMPARE(s.gradAttn, pts({{1, -2.9}}));
    QCOMPARE(s.weights[size_t(WeightKind::Query)], pts({{0.625, -3.1}}));
    QCOMPARE(s.entropy, pts({{1, 1.25}}));
    for (const QList<QPointF> *list : {&s.rms, &s.grad})
        for (const QPointF &p : *list)
            QVERIFY(std::isfinite(p.y()));
}

void TestTransformerChart::leftRangeIsNamedAtItsSubLayer()
{
    TransformerResult r = knownResult();
    QVERIFY(!subLayerSeries(r).leftRangeX);
    r.leftRange = LeftRange{false, 2, SubLayer::Mlp};
    const SubLayerSeries s = subLayerSeries(r);
    QCOMPARE(s.leftRangeX, std::optional<int>(4));
    QVERIFY2(s.leftRangeText.contains(QStringLiteral("block 2's mlp")), qPrintable(s.leftRangeText));

    TransformerPanel panel;
    panel.setResult(r);
    QVERIFY2(panel.noteText().contains(QStringLiteral("block 2's mlp")), qPrintable(panel.noteText()));
}

void TestTransformerChart::panelDrawsTheSeries()
{
    TransformerPanel panel;
    panel.resize(900, 800);
    panel.setResult(knownResult());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCoreApplication::processEvents();
    auto scatter = [](SubLayerChart *chart, const QString &name) -> QList<QPointF> {
        for (QAbstractSeries *s : chart->chart()->series())
            if (s->name() == name)
                return static_cast<QXYSeries *>(s)->points();
        return {};
    };
    QCOMPARE(scatter(panel.signalChart(), QStringLiteral("after attention")), pts({{1, -0.9}, {3, -0.7}}));
    QCOMPARE(scatter(panel.signalChart(), QStringLiteral("after MLP")), pts({{2, -0.8}, {4, -0.6}}));
    QCOMPARE(scatter(panel.weightChart(), QStringLiteral("q")), pts({{0.625, -3.1}, {2.625, -1.1}}));
    QCOMPARE(scatter(panel.weightChart(), QStringLiteral("down")), pts({{2.375, -2.2}, {4.375, 0.2}}));
    QCOMPARE(scatter(panel.entropyChart(), QStringLiteral("attention entropy")), pts({{1, 1.25}, {3, 0.5}}));
    QCOMPARE(panel.signalChart()->xLabels(), (QStringList{"embed", "1", "2", "final"}));
    // Powers of ten from the gradient's 10^-3 to the RMS's 10^0, both ends on a label.
    const QStringList y = panel.signalChart()->yLabels();
    QVERIFY2(y.contains(QStringLiteral("10\u22123")) && y.contains(QStringLiteral("100")), qPrintable(y.join(' ')));
    QVERIFY(panel.noteText().contains(QStringLiteral("5.500")));
}

void TestTransformerChart::messageEmptiesTheCharts()
{
    TransformerPanel panel;
    panel.setResult(knownResult());
    panel.showMessage(QStringLiteral("Computing GPT-2…"));
    QVERIFY(panel.series().rms.isEmpty());
    for (SubLayerChart *chart : {panel.signalChart(), panel.weightChart(), panel.entropyChart()})
        for (QAbstractSeries *s : chart->chart()->series())
            QVERIFY2(static_cast<QXYSeries *>(s)->points().isEmpty(), qPrintable(s->name()));
    QVERIFY(panel.noteText().contains(QStringLiteral("Computing GPT-2")));
}

void TestTransformerChart::blockTicksThinOut()
{
    const std::vector<BlockTick> few = blockTicks(6, 20);
    QCOMPARE(int(few.size()), 8); // embed, 1..6, final
    QCOMPARE(few[1].x, 1);
    QCOMPARE(few[6].x, 11);
    QCOMPARE(few.back().x, 13);
    const std::vector<BlockTick> many = blockTicks(48, 10);
    QVERIFY(int(many.size()) <= 10);
    QCOMPARE(many[1].label, QStringLiteral("10"));
    QCOMPARE(many[1].x, 19);
    // Block 30's label would stand two sub-layers before "final": left out, 20 the last.
    std::vector<BlockTick> thirty = blockTicks(30, 6);
    QCOMPARE(thirty.back().label, QStringLiteral("final"));
    QCOMPARE(thirty[thirty.size() - 2].label, QStringLiteral("20"));
    // A chart with room for two labels names only the ends.
    QCOMPARE(int(blockTicks(12, 2).size()), 2);
    // Room for one block's label and no round step that fits (48 blocks on the narrow weight
    // chart at the desk, which named only the ends): a round block near the middle.
    const std::vector<BlockTick> one = blockTicks(30, 3);
    QCOMPARE(int(one.size()), 3);
    QCOMPARE(one[1].label, QStringLiteral("20"));
    QCOMPARE(one[1].x, 39);
    QCOMPARE(blockTicks(6, 3)[1].label, QStringLiteral("4"));
    QCOMPARE(blockTicks(48, 3)[1].label, QStringLiteral("20"));
}

// Relative mode: every RMS over the embeddings' RMS (10^-1), every gradient over the gradient
// reaching the embeddings (10^-3), in log10 a difference.
void TestTransformerChart::relativeModeDividesByTheEmbeddings()
{
    TransformerPanel panel;
    panel.setResult(knownResult());
    panel.setRelative(true);
    const SubLayerSeries &s = panel.drawnSeries();
    QCOMPARE(s.rms, pts({{0, 0.0}, {1, 0.1}, {2, 0.2}, {3, 0.3}, {4, 0.4}, {5, 1.0}}));
    QCOMPARE(s.rmsAttn, pts({{1, 0.1}, {3, 0.3}}));
    QCOMPARE(s.gradMlp, pts({{2, 0.2}, {4, 0.4}}));
    QCOMPARE(panel.series().rms.first(), QPointF(0, -1.0)); // the measurement itself is kept
    panel.setRelative(false);
    QCOMPARE(panel.drawnSeries().rms, panel.series().rms);
}

// At 48 blocks on a projector's chart (about 6 px a sub-layer) the markers, 11.5 px, covered
// each other: every block's MLP square hid its attention circle. No marker wider than the room
// between two marked sub-layers, none under 4 px; with room (2 blocks) the look's own size.
void TestTransformerChart::markersKeepToTheirSubLayers()
{
    const double scale = 1.15; // presentation mode at 720 lines
    for (int blocks : {48, 2}) {
        SubLayerChart chart(QStringLiteral("RMS"), true);
        chart.setLook(false, scale, 20, 16);
        QScatterSeries *attention =
            chart.addMarkers(QStringLiteral("after attention"), QScatterSeries::MarkerShapeCircle, Qt::blue);
        QScatterSeries *mlp =
            chart.addMarkers(QStringLiteral("after MLP"), QScatterSeries::MarkerShapeRectangle, Qt::red);
        for (int b = 0; b < blocks; ++b) {
            attention->append(2 * b + 1, -1);
            mlp->append(2 * b + 2, -1);
        }
        chart.resize(700, 260);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.fit(blocks, std::nullopt, QString());
        const QPointF one = chart.chart()->mapToPosition(QPointF(1, -1), attention);
        const QPointF two = chart.chart()->mapToPosition(QPointF(2, -1), mlp);
        const double place = two.x() - one.x();
        QVERIFY(place > 0);
        for (QScatterSeries *s : {attention, mlp}) {
            QVERIFY2(s->markerSize() <= std::max(place, 4.0) + 1e-9,
                     qPrintable(QStringLiteral("%1 blocks: markers %2 px, %3 px a sub-layer")
                                    .arg(blocks)
                                    .arg(s->markerSize())
                                    .arg(place)));
            QVERIFY(s->markerSize() >= 4);
            if (place >= 10 * scale)
                QCOMPARE(s->markerSize(), 10 * scale);
        }
    }
    // The entropy chart marks attention sub-layers only: two places apart, markers up to two wide.
    SubLayerChart entropy(QStringLiteral("entropy"), false);
    entropy.setLook(false, scale, 20, 16);
    QScatterSeries *dots =
        entropy.addMarkers(QStringLiteral("attention entropy"), QScatterSeries::MarkerShapeCircle, Qt::blue);
    for (int b = 0; b < 12; ++b)
        dots->append(2 * b + 1, 2);
    entropy.resize(220, 200);
    entropy.show();
    QVERIFY(QTest::qWaitForWindowExposed(&entropy));
    entropy.fit(12, std::nullopt, QString());
    const double place =
        entropy.chart()->mapToPosition(QPointF(2, 2)).x() - entropy.chart()->mapToPosition(QPointF(1, 2)).x();
    QVERIFY2(place < 10 * scale && dots->markerSize() > place * 1.5 && dots->markerSize() <= 2 * place + 1e-9,
             qPrintable(QStringLiteral("markers %1 px, %2 px a sub-layer").arg(dots->markerSize()).arg(place)));
}

// 48 blocks on a projector's chart: the axis named "20" alone, where 10, 20 and 30 fit (40,
// two sub-layers from "final", is left out, and the room had been counted for it). No more
// labels than the widest has room for, as before.
void TestTransformerChart::blockAxisNamesAsManyAsFit()
{
    SubLayerChart chart(QStringLiteral("RMS"), true);
    chart.setLook(false, 1.15, 24, 16); // presentation mode at 720 lines
    chart.resize(730, 260);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.fit(48, std::nullopt, QString());
    QCOMPARE(chart.xLabels(), (QStringList{"embed", "10", "20", "30", "final"}));
    QAbstractAxis *x = chart.chart()->axes(Qt::Horizontal).value(0);
    const QFontMetricsF fm(x->labelsFont());
    const double slot = chart.chart()->plotArea().width() / (chart.xLabels().size() + 1);
    QVERIFY2(fm.horizontalAdvance(QStringLiteral("embed")) <= slot, qPrintable(QString::number(slot)));
}

// The entropy's axis reads round steps (Qt's four even ticks read 0.0, 0.7, 1.3, 2.0 for a
// uniform level of 2 nats), and the uniform attention's line stands inside the plot, clear of its
// top edge, under the top label.
void TestTransformerChart::entropyTicksAreRound()
{
    for (const double uniform : {2.0, std::log(64.0) - 1, std::log(1024.0)}) {
        SubLayerChart chart(QStringLiteral("entropy"), false);
        chart.setLook(false, 1.15, 20, 16);
        QLineSeries *level = chart.addLine(QStringLiteral("uniform attention"), Qt::DashLine);
        QScatterSeries *dots =
            chart.addMarkers(QStringLiteral("attention entropy"), QScatterSeries::MarkerShapeCircle, Qt::blue);
        level->replace(pts({{0, uniform}, {25, uniform}}));
        for (int b = 0; b < 12; ++b)
            dots->append(2 * b + 1, uniform * (0.3 + 0.05 * b));
        chart.resize(300, 240);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.fit(12, std::nullopt, QString());
        const QStringList labels = chart.yLabels();
        QVERIFY2(labels.size() >= 3, qPrintable(labels.join(", ")));
        const double step = labels[1].toDouble() - labels[0].toDouble();
        const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
        QVERIFY2(std::abs(mantissa - 1) < 1e-6 || std::abs(mantissa - 2) < 1e-6 || std::abs(mantissa - 5) < 1e-6,
                 qPrintable(labels.join(", ")));
        for (int i = 0; i < labels.size(); ++i)
            QVERIFY2(std::abs(labels[i].toDouble() - labels[0].toDouble() - i * step) < 1e-9,
                     qPrintable(labels.join(", ")));
        QCOMPARE(labels.first(), QStringLiteral("0"));
        const auto *axis = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Vertical).value(0));
        QVERIFY(axis && axis->tickType() == QValueAxis::TicksDynamic && std::abs(axis->tickInterval() - step) < 1e-9);
        const double span = chart.yMax() - chart.yMin();
        QVERIFY2(uniform < chart.yMax() - 0.04 * span,
                 qPrintable(QStringLiteral("%1 under %2").arg(uniform).arg(chart.yMax())));
        QVERIFY2(labels.last().toDouble() >= uniform, qPrintable(labels.join(", "))); // read between two labels
    }
}

// The weight chart's q, k, v, o and the MLP's matrices at 12 blocks on the projector's chart: each
// marker no wider than the gap to its neighbour's centre, so every one shows (they stood 0.2
// sub-layers apart under markers a sub-layer wide). Where the room allows, as wide as the look's.
void TestTransformerChart::matrixMarkersNeverCoverEachOther()
{
    for (const auto &[blocks, width] : {std::pair{12, 700}, {12, 1400}, {48, 1400}}) {
        SubLayerChart chart(QStringLiteral("weights"), true);
        chart.setLook(false, 1.15, 20, 16);
        std::vector<QScatterSeries *> kinds;
        for (WeightKind kind : {WeightKind::Query, WeightKind::Key, WeightKind::Value, WeightKind::Output,
                                WeightKind::Up, WeightKind::Down}) {
            kinds.push_back(
                chart.addMarkers(QString::fromLatin1(weightName(kind)), QScatterSeries::MarkerShapeCircle, Qt::blue));
            const SubLayer at = kind == WeightKind::Up || kind == WeightKind::Down ? SubLayer::Mlp : SubLayer::Attn;
            for (int b = 1; b <= blocks; ++b)
                kinds.back()->append(subLayerX(b, at, blocks) + matrixOffset(kind), -1);
        }
        chart.resize(width, 260);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.fit(blocks, std::nullopt, QString());
        std::vector<double> xs;
        for (QScatterSeries *s : kinds)
            for (const QPointF &p : s->points())
                xs.push_back(chart.chart()->mapToPosition(p, s).x());
        std::sort(xs.begin(), xs.end());
        double gap = INFINITY;
        for (size_t i = 1; i < xs.size(); ++i)
            gap = std::min(gap, xs[i] - xs[i - 1]);
        for (QScatterSeries *s : kinds) {
            const QString why = QStringLiteral("%1 blocks, %2 px: markers %3 px, %4 px apart")
                                    .arg(blocks)
                                    .arg(width)
                                    .arg(s->markerSize())
                                    .arg(gap);
            QVERIFY2(s->markerSize() <= std::max(gap, 4.0) + 1e-6, qPrintable(why));
            QVERIFY2(s->markerSize() >= std::min(gap, 10 * 1.15) - 1e-6, qPrintable(why));
        }
    }
}

QTEST_MAIN(TestTransformerChart)
#include "test_transformerchart.moc"

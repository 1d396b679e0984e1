<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>BandCurve</name>
    <message>
        <source>min–max</source>
        <translation>最小–最大</translation>
    </message>
    <message>
        <source>±1 sd</source>
        <translation>±1 標準偏差</translation>
    </message>
    <message>
        <source>mean of %1 of %2 seeds, shaded %3</source>
        <translation>%2 個のシードのうち %1 個の平均、陰影は%3</translation>
    </message>
    <message>
        <source>mean of %1 seeds, shaded %2</source>
        <translation>%1 個のシードの平均、陰影は%2</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Export view</source>
        <translation>ビューのエクスポート</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 画像 (*.png);;SVG 図 (*.svg);;PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
    </message>
    <message>
        <source>First/last gradient %1 · per-layer factor ρ %2 · global gradient norm %3 · clip factor %4 (clip at %5)</source>
        <translation>最初/最後の勾配 %1 · 層ごとの係数 ρ %2 · 全体の勾配ノルム %3 · クリップ係数 %4（クリップ値 %5）</translation>
    </message>
    <message>
        <source>could not encode the PNG image; try SVG or PDF</source>
        <translation>PNG 画像をエンコードできませんでした。SVG か PDF をお試しください</translation>
    </message>
    <message>
        <source>%1: choose a file ending in .png, .svg or .pdf</source>
        <translation>%1: .png、.svg、.pdf で終わるファイルを選んでください</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>95th percentile</source>
        <translation>95%点</translation>
    </message>
    <message>
        <source>5th percentile</source>
        <translation>5%点</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最小</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s singular values: %1, width %2</source>
        <translation>ヤコビ行列の特異値: %1、幅 %2</translation>
    </message>
    <message>
        <source>Nothing computed yet: show the Jacobian tab and let it finish.</source>
        <translation>まだ何も計算されていません: ヤコビタブを表示して完了を待ってください。</translation>
    </message>
    <message>
        <source>0 (exactly)</source>
        <translation>0（厳密）</translation>
    </message>
    <message>
        <source>%1 (rounding)</source>
        <translation>%1（丸め）</translation>
    </message>
    <message>
        <source>ex %1</source>
        <translation>例 %1</translation>
    </message>
    <message>
        <source>f%1</source>
        <translation>f%1</translation>
    </message>
    <message>
        <source>, residual</source>
        <translation>、残差</translation>
    </message>
    <message>
        <source>step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Training %1 layers: which of them learn</source>
        <translation>%1 層の学習: どの層が学習するか</translation>
    </message>
    <message>
        <source>Nothing trained yet: show the Training tab and let it run.</source>
        <translation>まだ何も学習していません: 学習タブを表示して実行させてください。</translation>
    </message>
    <message>
        <source>%1, width %2, batch %3</source>
        <translation>%1、幅 %2、バッチ %3</translation>
    </message>
    <message>
        <source>choose a smaller network or a preset (Alt+1)</source>
        <translation>より小さいネットワークかプリセットを選んでください (Alt+1)</translation>
    </message>
    <message>
        <source>under a second left</source>
        <translation>残り 1 秒未満</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>残り約 %1 秒</translation>
    </message>
    <message>
        <source>about %1 min left</source>
        <translation>残り約 %1 分</translation>
    </message>
    <message>
        <source>no estimate here: the line is the infinite-width limit</source>
        <translation>ここでは推定なし: この線は無限幅の極限です</translation>
    </message>
    <message>
        <source>width %1: layer 0&apos;s gradient %2 decades (×%3) below the infinite-width line</source>
        <translation>幅 %1: 層 0 の勾配は無限幅の線より %2 桁 (×%3) 下</translation>
    </message>
    <message>
        <source>1 of %1: every unit the same (symmetry)</source>
        <translation>%1 個中 1 個: すべてのユニットが同じ（対称性）</translation>
    </message>
    <message>
        <source>%1 of %1</source>
        <translation>%1 個中 %1 個</translation>
    </message>
    <message>
        <source>at least %1 of %2</source>
        <translation>%2 個中少なくとも %1 個</translation>
    </message>
    <message>
        <source>; up to %1 silent on this batch (constant on every example)</source>
        <translation>; このバッチで最大 %1 個が沈黙（すべての例で一定）</translation>
    </message>
    <message>
        <source>%1; depth %2 to %3, init std %4 to %5</source>
        <translation>%1; 深さ %2 から %3、初期標準偏差 %4 から %5</translation>
    </message>
    <message>
        <source>Training %1 blocks: which of them learn</source>
        <translation>%1 ブロックの学習: どのブロックが学習するか</translation>
    </message>
</context>
<context>
    <name>TransformerPanel</name>
    <message>
        <source>Stream RMS %1 at the embeddings, %2 after block %3; weight gradient of block %3 / block 1: %4.</source>
        <translation>残差ストリームの RMS: 埋め込みで %1、ブロック %3 の後で %2。重み勾配 ブロック %3 / ブロック 1: %4。</translation>
    </message>
</context>
<context>
    <name>gradflow</name>
    <message>
        <source>could not encode the PNG image; try SVG or PDF</source>
        <translation>PNG 画像をエンコードできませんでした。SVG か PDF をお試しください</translation>
    </message>
    <message>
        <source>%1: choose a file ending in .png, .svg or .pdf</source>
        <translation>%1: .png、.svg、.pdf で終わるファイルを選んでください</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, socket or device), which could block the window; choose a file</source>
        <translation>通常のファイルではありません（パイプ、ソケット、デバイス）。ウィンドウが止まるおそれがあります。ファイルを選んでください</translation>
    </message>
    <message>
        <source>free some space or choose another folder</source>
        <translation>空き容量を確保するか、別のフォルダーを選んでください</translation>
    </message>
    <message>
        <source>the name is a folder&apos;s; choose a file name</source>
        <translation>その名前はフォルダーのものです。ファイル名を選んでください</translation>
    </message>
    <message>
        <source>the file is larger than this process may write (ulimit -f); raise the limit or write less</source>
        <translation>このプロセスが書き込める大きさを超えています (ulimit -f)。制限を上げるか、書き込む量を減らしてください</translation>
    </message>
    <message>
        <source>choose another file or folder</source>
        <translation>別のファイルまたはフォルダーを選んでください</translation>
    </message>
    <message>
        <source>cannot read: %1; choose another file</source>
        <translation>読み込めません: %1。別のファイルを選んでください</translation>
    </message>
    <message>
        <source>it is a folder; choose a file</source>
        <translation>フォルダーです。ファイルを選んでください</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>読み込めません: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2; choose another file</source>
        <translation>%1 に書き込めません: %2。別のファイルを選んでください</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder; choose a file name</source>
        <translation>%1 に書き込めません: フォルダーです。ファイル名を選んでください</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>cannot write %1: the file is read-only; make it writable (chmod u+w) or choose another file</source>
        <translation>%1 に書き込めません: ファイルは読み取り専用です。書き込み可能にする (chmod u+w) か、別のファイルを選んでください</translation>
    </message>
    <message>
        <source>cannot write %1: %2; choose another folder</source>
        <translation>%1 に書き込めません: %2。別のフォルダーを選んでください</translation>
    </message>
    <message>
        <source>writing %1 failed: %2; nothing was changed, %3</source>
        <translation>%1 の書き込みに失敗しました: %2。何も変更されていません。%3</translation>
    </message>
    <message>
        <source>16:9 slide, full HD</source>
        <translation>16:9 スライド、フル HD</translation>
    </message>
    <message>
        <source>16:9 slide, a 720-line projector</source>
        <translation>16:9 スライド、720 ラインのプロジェクター</translation>
    </message>
    <message>
        <source>16:9 slide; scale 2 gives 1920 × 1080</source>
        <translation>16:9 スライド。倍率 2 で 1920 × 1080</translation>
    </message>
    <message>
        <source>4:3 slide</source>
        <translation>4:3 スライド</translation>
    </message>
</context>
<context>
    <name>gradflow::BandsPanel</name>
    <message>
        <source>Seed-to-seed spread</source>
        <translation>シードごとのばらつき</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>The same network with K seeds: their mean as a dashed line and their spread shaded. Narrow layers fluctuate more from seed to seed, and more with depth.</source>
        <translation>同じネットワークを K 個のシードで: 平均を破線で、ばらつきを陰影で示します。幅の狭い層ほどシードごとの揺らぎが大きく、深さとともに増えます。</translation>
    </message>
    <message>
        <source>K = </source>
        <translation>K = </translation>
    </message>
    <message>
        <source>How many seeds (1 to %1); the first is the network&apos;s own.</source>
        <translation>シードの数（1 から %1）。最初の 1 つはネットワーク自身のシードです。</translation>
    </message>
    <message>
        <source>min–max</source>
        <translation>最小–最大</translation>
    </message>
    <message>
        <source>±1 sd</source>
        <translation>±1 標準偏差</translation>
    </message>
    <message>
        <source>Shade from the lowest to the highest seed, or one standard deviation (of log10) either side of the mean.</source>
        <translation>最小のシードから最大のシードまで、または平均の両側に（log10 の）標準偏差 1 つ分を陰影にします。</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Stop after the seeds computed so far: the band shows those.</source>
        <translation>計算済みのシードで停止: 帯はそれらを示します。</translation>
    </message>
    <message>
        <source>Stopped at %1 of %2 seeds: the band shows those.</source>
        <translation>%2 個中 %1 個のシードで停止: 帯はそれらを示します。</translation>
    </message>
    <message>
        <source>Computing %1 seeds…</source>
        <translation>%1 個のシードを計算中…</translation>
    </message>
    <message>
        <source>%1 seeds (%2 to %3).</source>
        <translation>%1 個のシード（%2 から %3）。</translation>
    </message>
    <message>
        <source>%1 of %2 seeds…</source>
        <translation>%2 個中 %1 個のシード…</translation>
    </message>
    <message>
        <source>Seed %1 of %2: %3%…</source>
        <translation>%2 個中 %1 個目のシード: %3%…</translation>
    </message>
</context>
<context>
    <name>gradflow::ChainPage</name>
    <message>
        <source>Chain: a gradient is a product of slopes</source>
        <translation>連鎖: 勾配は傾きの積</translation>
    </message>
    <message>
        <source>Number of one-number units in the chain</source>
        <translation>連鎖に含まれる 1 数値ユニットの数</translation>
    </message>
    <message>
        <source>Units L</source>
        <translation>ユニット数 L</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>活性化関数</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>重み</translation>
    </message>
    <message>
        <source>Lesson: sigmoid, weight 1</source>
        <translation>講義: シグモイド、重み 1</translation>
    </message>
    <message>
        <source>Lesson: linear, weight 1</source>
        <translation>講義: 線形、重み 1</translation>
    </message>
    <message>
        <source>Lesson: linear, weight 1.5</source>
        <translation>講義: 線形、重み 1.5</translation>
    </message>
    <message>
        <source>unit (1 = next to the loss)</source>
        <translation>ユニット（1 = 損失に最も近い）</translation>
    </message>
    <message>
        <source>gradient after the unit</source>
        <translation>ユニット通過後の勾配</translation>
    </message>
    <message>
        <source>chain</source>
        <translation>連鎖</translation>
    </message>
    <message>
        <source>slope per unit</source>
        <translation>ユニットあたりの傾き</translation>
    </message>
    <message>
        <source>gradient at the input</source>
        <translation>入力での勾配</translation>
    </message>
    <message>
        <source>Gradient reaching the input after %1 units: %2</source>
        <translation>%1 ユニット後に入力に届く勾配: %2</translation>
    </message>
    <message>
        <source>Each unit multiplies the gradient by weight × slope = %1 × %2 = %3, so after L units it is %3 to the power L.</source>
        <translation>各ユニットは勾配に 重み × 傾き = %1 × %2 = %3 を掛けるので、L ユニット後には %3 の L 乗になります。</translation>
    </message>
    <message>
        <source>, weight %1</source>
        <translation>、重み %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>gradflow::ChartExport</name>
    <message>
        <source>Include &amp;readouts in chart exports</source>
        <translation>グラフのエクスポートに読み値を含める(&amp;R)</translation>
    </message>
    <message>
        <source>Export a transformer&apos;s charts (PNG as shown)</source>
        <translation>Transformer のグラフをエクスポート（表示どおりの PNG）</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>グラフのエクスポート</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 画像 (*.png);;SVG 図 (*.svg);;PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>Chart image copied.</source>
        <translation>グラフ画像をコピーしました。</translation>
    </message>
    <message>
        <source>could not encode the PNG image: too little memory; close other programs and try again</source>
        <translation>PNG 画像をエンコードできませんでした: メモリ不足です。ほかのプログラムを閉じてもう一度試してください</translation>
    </message>
</context>
<context>
    <name>gradflow::ChartPanel</name>
    <message>
        <source>%1 (current)</source>
        <translation>%1（現在）</translation>
    </message>
    <message>
        <source>exactly zero</source>
        <translation>厳密にゼロ</translation>
    </message>
    <message>
        <source>Forward signal ÷ its value at layer 0</source>
        <translation>順伝播信号 ÷ 層 0 での値</translation>
    </message>
    <message>
        <source>Forward signal</source>
        <translation>順伝播信号</translation>
    </message>
    <message>
        <source>RMS of h</source>
        <translation>h の RMS</translation>
    </message>
    <message>
        <source>Gradient reaching each layer ÷ its value at layer 0</source>
        <translation>各層に届く勾配 ÷ 層 0 での値</translation>
    </message>
    <message>
        <source>Gradient reaching each layer</source>
        <translation>各層に届く勾配</translation>
    </message>
    <message>
        <source>|∂loss/∂h|</source>
        <translation>|∂損失/∂h|</translation>
    </message>
    <message>
        <source>Weight gradient ÷ its value at layer %1</source>
        <translation>重みの勾配 ÷ 層 %1 での値</translation>
    </message>
    <message>
        <source>Weight gradient</source>
        <translation>重みの勾配</translation>
    </message>
    <message>
        <source>|∂loss/∂W|</source>
        <translation>|∂損失/∂W|</translation>
    </message>
    <message>
        <source>Each curve ÷ its value at layer 0 (weights: layer 1): </source>
        <translation>各曲線 ÷ 層 0 での値（重み: 層 1）: </translation>
    </message>
    <message>
        <source>%1 · width %2, batch %3, %4 loss, seed %5, %6</source>
        <translation>%1 · 幅 %2、バッチ %3、%4 損失、シード %5、%6</translation>
    </message>
    <message>
        <source> · fine white dashes: %1</source>
        <translation> · 白い細破線: %1</translation>
    </message>
    <message>
        <source> · fine black dashes: %1</source>
        <translation> · 黒い細破線: %1</translation>
    </message>
    <message>
        <source>theory at width %1 (the infinite-width line less its finite-width drift)</source>
        <translation>幅 %1 の理論（極限の線から有限幅のずれを引く）</translation>
    </message>
    <message>
        <source>infinite-width theory</source>
        <translation>無限幅の理論</translation>
    </message>
    <message>
        <source>Signal and gradient through %1 layers</source>
        <translation>%1 層を通る信号と勾配</translation>
    </message>
    <message>
        <source> · at layer 0 the drawn seed is the %1 of the %2 seeds, %3 decades %4 their mean</source>
        <translation> · 層 0 では、描いたシードは %2 個のシードのうち%1もので、平均より %3 桁%4</translation>
    </message>
    <message>
        <source>highest</source>
        <translation>最も高い</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>最も低い</translation>
    </message>
    <message>
        <source>above</source>
        <translation>上</translation>
    </message>
    <message>
        <source>below</source>
        <translation>下</translation>
    </message>
</context>
<context>
    <name>gradflow::ClippingPage</name>
    <message>
        <source>Clipping: a circuit breaker for the gradient</source>
        <translation>クリッピング: 勾配のブレーカー</translation>
    </message>
    <message>
        <source>Clip limit c</source>
        <translation>クリップ値 c</translation>
    </message>
    <message>
        <source>Lesson: the exploding network (ReLU, std 1)</source>
        <translation>講義: 発散するネットワーク（ReLU、標準偏差 1）</translation>
    </message>
    <message>
        <source>A healthy network (ReLU, He)</source>
        <translation>健全なネットワーク（ReLU、He）</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>層</translation>
    </message>
    <message>
        <source>‖∂loss/∂W‖</source>
        <translation>‖∂損失/∂W‖</translation>
    </message>
    <message>
        <source>The lesson&apos;s stand-in (4.8×10⁴⁶, 6.4×10⁴⁶) has length 8×10⁴⁶; clipped at 1 it becomes (0.6, 0.8): length 1, same direction. The network here is the main view&apos;s.</source>
        <translation>講義の例のベクトル (4.8×10⁴⁶, 6.4×10⁴⁶) の長さは 8×10⁴⁶。1 でクリップすると (0.6, 0.8): 長さ 1、同じ向きです。ここでのネットワークはメインビューのものです。</translation>
    </message>
    <message>
        <source>Waiting for the main view&apos;s network…</source>
        <translation>メインビューのネットワークを待っています…</translation>
    </message>
    <message>
        <source>%1: global gradient norm ‖g‖ = %2</source>
        <translation>%1: 全体の勾配ノルム ‖g‖ = %2</translation>
    </message>
    <message>
        <source>Clip at %1: every gradient × %2, new length %3</source>
        <translation>%1 でクリップ: すべての勾配 × %2、新しい長さ %3</translation>
    </message>
    <message>
        <source>Clip at %1: ‖g‖ is within the limit, nothing changes (× 1)</source>
        <translation>%1 でクリップ: ‖g‖ は上限内なので変化なし (× 1)</translation>
    </message>
    <message>
        <source>Direction kept: cosine(before, after) = %1; largest change in a layer&apos;s share of ‖g‖: %2</source>
        <translation>向きは保たれる: cos(前, 後) = %1。‖g‖ に占める各層の割合の最大変化: %2</translation>
    </message>
    <message>
        <source>0 (to rounding)</source>
        <translation>0（丸め誤差の範囲）</translation>
    </message>
    <message>
        <source>before clipping</source>
        <translation>クリップ前</translation>
    </message>
    <message>
        <source>after clipping</source>
        <translation>クリップ後</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeLink</name>
    <message>
        <source>Computed in %1 ms.</source>
        <translation>%1 ミリ秒で計算しました。</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeStatus</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop this computation; the controls return to the network the charts show.</source>
        <translation>この計算を停止します。コントロールはグラフが示すネットワークに戻ります。</translation>
    </message>
    <message>
        <source>100% · about 88 min left</source>
        <translation>100% · 残り約 88 分</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Computing %1…</source>
        <translation>%1 を計算中…</translation>
    </message>
    <message>
        <source>Showing the previous network (%1) while %2 computes</source>
        <translation>%2 の計算中は前のネットワーク (%1) を表示しています</translation>
    </message>
    <message>
        <source>Computing %1; the charts fill in when it finishes</source>
        <translation>%1 を計算中。完了するとグラフが表示されます</translation>
    </message>
    <message>
        <source>This network was not computed: %1.
%2.</source>
        <translation>このネットワークは計算されませんでした: %1。
%2。</translation>
    </message>
    <message>
        <source>This network was not computed: %1.
The charts below still show %2.</source>
        <translation>このネットワークは計算されませんでした: %1。
下のグラフは引き続き %2 を示しています。</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <translation>%1 に戻る</translation>
    </message>
    <message>
        <source> (the charts still show the last result)</source>
        <translation> （グラフは引き続き最後の結果を示しています）</translation>
    </message>
    <message>
        <source>Cancelled; the controls and charts show the last result again.</source>
        <translation>キャンセルしました。コントロールとグラフは最後の結果に戻りました。</translation>
    </message>
    <message>
        <source>Cancelled; nothing is computed yet: %1.</source>
        <translation>キャンセルしました。まだ何も計算されていません: %1。</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeWorker</name>
    <message>
        <source>This network needs at least %1 but the configuration&apos;s memory limit is %2: reduce depth, width or batch, or open a configuration with a larger &quot;max-memory&quot;</source>
        <translation>このネットワークには少なくとも %1 が必要ですが、設定のメモリ上限は %2 です: 深さ、幅、バッチを減らすか、より大きな「max-memory」の設定を開いてください</translation>
    </message>
    <message>
        <source>The computation failed (%1). The charts show the last good result; please report this with the settings that caused it.</source>
        <translation>計算に失敗しました (%1)。グラフは最後の正常な結果を示しています。原因となった設定とともに報告してください。</translation>
    </message>
    <message>
        <source>The computation failed with an unknown error. The charts show the last good result; please report this with the settings that caused it.</source>
        <translation>不明なエラーで計算に失敗しました。グラフは最後の正常な結果を示しています。原因となった設定とともに報告してください。</translation>
    </message>
</context>
<context>
    <name>gradflow::ControlPanel</name>
    <message>
        <source>Network at initialization</source>
        <translation>初期化時のネットワーク</translation>
    </message>
    <message>
        <source>Number of blocks the signal passes through; each multiplies the gradient by one more factor.</source>
        <translation>信号が通るブロックの数。ブロックごとに勾配にもう 1 つ係数が掛かります。</translation>
    </message>
    <message>
        <source>&amp;Depth</source>
        <translation>深さ(&amp;D)</translation>
    </message>
    <message>
        <source>Units per layer: the fan-in that He and Xavier initialization divide by.</source>
        <translation>層ごとのユニット数: He と Xavier の初期化が割るファンイン。</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>幅(&amp;W)</translation>
    </message>
    <message>
        <source>Examples in the batch; BatchNorm computes its statistics across them.</source>
        <translation>バッチ内の例の数。BatchNorm はこれらにわたって統計量を計算します。</translation>
    </message>
    <message>
        <source>Arithmetic precision; magnitudes stay exact either way, as they are carried in log10.</source>
        <translation>演算精度。大きさは log10 で保持されるので、どちらでも厳密です。</translation>
    </message>
    <message>
        <source>Pre&amp;cision</source>
        <translation>精度(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>バッチ(&amp;B)</translation>
    </message>
    <message>
        <source>The nonlinearity after each weight matrix; its slope multiplies the gradient at every layer.</source>
        <translation>各重み行列の後の非線形性。その傾きが各層で勾配に掛かります。</translation>
    </message>
    <message>
        <source>&amp;Activation</source>
        <translation>活性化(&amp;A)</translation>
    </message>
    <message>
        <source>How the starting weights are scaled; picking a scheme moves the std slider to its value.</source>
        <translation>初期重みのスケーリング方法。方式を選ぶと標準偏差のスライダーがその値に移ります。</translation>
    </message>
    <message>
        <source>Ini&amp;t</source>
        <translation>初期化(&amp;T)</translation>
    </message>
    <message>
        <source>Standard deviation of the starting weights, %1 to %2 on a log scale; moving it makes the init custom (orthogonal weights stay orthogonal: it sets their gain, std·√n).</source>
        <translation>初期重みの標準偏差。対数目盛で %1 から %2。動かすと初期化はカスタムになります（直交重みは直交のまま: そのゲイン、標準偏差·√n を設定します）。</translation>
    </message>
    <message>
        <source>Init &amp;std</source>
        <translation>初期標準偏差(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Residual connections</source>
        <translation>残差接続(&amp;R)</translation>
    </message>
    <message>
        <source>Add each block&apos;s output to its input, giving the gradient an express path back.</source>
        <translation>各ブロックの出力を入力に加え、勾配に直通の戻り道を与えます。</translation>
    </message>
    <message>
        <source>Multiplier on each block&apos;s contribution; GPT-2 uses 1/√(2L) to keep the stream bounded.</source>
        <translation>各ブロックの寄与に掛ける係数。GPT-2 は残差ストリームを有界に保つため 1/√(2L) を使います。</translation>
    </message>
    <message>
        <source>Normalization: BatchNorm across the batch, LayerNorm and RMSNorm within each example.</source>
        <translation>正規化: BatchNorm はバッチ方向、LayerNorm と RMSNorm は各例の中で行います。</translation>
    </message>
    <message>
        <source>Pre normalizes each block&apos;s input (Llama); post normalizes after the residual add (original Transformer).</source>
        <translation>Pre は各ブロックの入力を正規化（Llama）、post は残差の加算後に正規化（元の Transformer）。</translation>
    </message>
    <message>
        <source>&amp;Norm</source>
        <translation>正規化(&amp;N)</translation>
    </message>
    <message>
        <source>half-mean is the lesson&apos;s ½·Σout²/batch; sum is the tanh demo&apos;s; mean is the Pre-LN/Post-LN check&apos;s.</source>
        <translation>half-mean は講義の ½·Σout²/バッチ、sum は tanh デモのもの、mean は Pre-LN/Post-LN 検証のもの。</translation>
    </message>
    <message>
        <source>Linear &amp;output head</source>
        <translation>線形出力ヘッド(&amp;O)</translation>
    </message>
    <message>
        <source>A final linear layer before the loss, so a normalized output does not make the loss scale-invariant.</source>
        <translation>損失の前の最後の線形層。正規化された出力で損失がスケール不変にならないようにします。</translation>
    </message>
    <message>
        <source>&amp;Loss</source>
        <translation>損失(&amp;L)</translation>
    </message>
    <message>
        <source>Seed of the random weights and input; the same seed always draws the same network.</source>
        <translation>ランダムな重みと入力のシード。同じシードは常に同じネットワークを生成します。</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>新しいシード</translation>
    </message>
    <message>
        <source>Draw a new random network with the same settings (Ctrl+N).</source>
        <translation>同じ設定で新しいランダムネットワークを生成します (Ctrl+N)。</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>シード(&amp;E)</translation>
    </message>
    <message>
        <source>all weights %1</source>
        <translation>すべての重み %1</translation>
    </message>
    <message>
        <source>gain %1, PyTorch&apos;s</source>
        <translation>ゲイン %1（PyTorch と同じ）</translation>
    </message>
    <message>
        <source>gain %1 = std·√n</source>
        <translation>ゲイン %1 = 標準偏差·√n</translation>
    </message>
    <message>
        <source>%1 = %2/√n</source>
        <translation>%1 = %2/√n</translation>
    </message>
    <message>
        <source>A transformer draws every matrix at the init std (Hugging Face&apos;s initializer_range)</source>
        <translation>Transformer はすべての行列を初期標準偏差で生成します（Hugging Face の initializer_range）</translation>
    </message>
    <message>
        <source>A transformer&apos;s blocks are always residual</source>
        <translation>Transformer のブロックは常に残差です</translation>
    </message>
    <message>
        <source>A transformer&apos;s loss is the cross-entropy of the next tokens</source>
        <translation>Transformer の損失は次のトークンの交差エントロピーです</translation>
    </message>
    <message>
        <source>A transformer always ends in its LM head (see Tied head below)</source>
        <translation>Transformer は常に LM ヘッドで終わります（下の「共有ヘッド」を参照）</translation>
    </message>
    <message>
        <source>: not used here.</source>
        <translation>: ここでは使いません。</translation>
    </message>
    <message>
        <source>std %1, every matrix</source>
        <translation>標準偏差 %1、すべての行列</translation>
    </message>
    <message>
        <source>gain 0.0123 = std·√n </source>
        <translation>ゲイン 0.0123 = 標準偏差·√n </translation>
    </message>
</context>
<context>
    <name>gradflow::ControlsColumn</name>
    <message>
        <source>Show the controls</source>
        <translation>コントロールを表示</translation>
    </message>
    <message>
        <source>Fold the controls</source>
        <translation>コントロールを畳む</translation>
    </message>
    <message>
        <source>Show the theory and seed spread</source>
        <translation>理論とシードごとのばらつきを表示</translation>
    </message>
    <message>
        <source>Fold the theory and seed spread</source>
        <translation>理論とシードごとのばらつきを畳む</translation>
    </message>
</context>
<context>
    <name>gradflow::DensityChart</name>
    <message>
        <source>Singular values at the last layer</source>
        <translation>最終層の特異値</translation>
    </message>
    <message>
        <source>log10 of the singular value</source>
        <translation>特異値の log10</translation>
    </message>
    <message>
        <source>density</source>
        <translation>密度</translation>
    </message>
</context>
<context>
    <name>gradflow::ExportDialog</name>
    <message>
        <source>Include the &amp;readouts (ratio, ρ, norm, clip factor)</source>
        <translation>読み値を含める(&amp;R)（比、ρ、ノルム、クリップ係数）</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Pixels per point: 2 makes a sharp image of twice the size.</source>
        <translation>ポイントあたりのピクセル数: 2 で 2 倍の大きさの鮮明な画像になります。</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>サイズ(&amp;S):</translation>
    </message>
    <message>
        <source>Pixel s&amp;cale:</source>
        <translation>ピクセル倍率(&amp;C):</translation>
    </message>
    <message>
        <source>As on screen (%1)</source>
        <translation>画面と同じ (%1)</translation>
    </message>
    <message>
        <source>, the default</source>
        <translation>、既定</translation>
    </message>
    <message>
        <source>%1 (%2%3)</source>
        <translation>%1 (%2%3)</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>カスタム…</translation>
    </message>
    <message>
        <source>The drawing&apos;s size; its text is sized for it, as presentation mode sizes it for a screen that tall.</source>
        <translation>図の大きさ。文字はそれに合わせた大きさになります。プレゼンテーションモードがその高さの画面に合わせるのと同じです。</translation>
    </message>
    <message>
        <source>Custom width</source>
        <translation>カスタム幅</translation>
    </message>
    <message>
        <source>Custom height</source>
        <translation>カスタム高さ</translation>
    </message>
    <message>
        <source>The file: %1 pixels.</source>
        <translation>ファイル: %1 ピクセル。</translation>
    </message>
    <message>
        <source>The drawing: %1 points, text sized for it.</source>
        <translation>図: %1 ポイント、文字はそれに合わせた大きさ。</translation>
    </message>
</context>
<context>
    <name>gradflow::ExportImage</name>
    <message>
        <source>out of memory for a %1 x %2 pixel image (%3 MiB); choose a smaller size or scale, or SVG or PDF</source>
        <translation>%1 x %2 ピクセルの画像 (%3 MiB) にはメモリが足りません。より小さいサイズか倍率、または SVG か PDF を選んでください</translation>
    </message>
</context>
<context>
    <name>gradflow::FileCommands</name>
    <message>
        <source>; nothing was changed.</source>
        <translation>。何も変更されていません。</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 を開きました。</translation>
    </message>
    <message>
        <source>Opened %1 (%2).</source>
        <translation>%1 を開きました (%2)。</translation>
    </message>
    <message>
        <source> Ignored keys: %1.</source>
        <translation> 無視したキー: %1。</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 を保存しました。</translation>
    </message>
    <message>
        <source>Opened the tour %1.</source>
        <translation>ツアー %1 を開きました。</translation>
    </message>
    <message>
        <source>; the previous tour is kept.</source>
        <translation>。前のツアーはそのままです。</translation>
    </message>
    <message>
        <source>the session&apos;s pins</source>
        <translation>セッションのピン</translation>
    </message>
    <message>
        <source>nothing was changed</source>
        <translation>何も変更されていません</translation>
    </message>
    <message numerus="yes">
        <source>Opened session %1: %n pin(s).</source>
        <translation>
            <numerusform>セッション %1 を開きました: ピン %n 個。</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved session %1.</source>
        <translation>セッション %1 を保存しました。</translation>
    </message>
    <message>
        <source>No transformer computed yet.</source>
        <translation>まだ Transformer は計算されていません。</translation>
    </message>
    <message>
        <source>Nothing computed yet.</source>
        <translation>まだ何も計算されていません。</translation>
    </message>
    <message>
        <source>Open configuration</source>
        <translation>設定を開く</translation>
    </message>
    <message>
        <source>GradFlow configuration (*.json)</source>
        <translation>GradFlow 設定 (*.json)</translation>
    </message>
    <message>
        <source>Open model config</source>
        <translation>モデル設定を開く</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json)</source>
        <translation>Hugging Face 設定 (*.json)</translation>
    </message>
    <message>
        <source>Save configuration</source>
        <translation>設定を保存</translation>
    </message>
    <message>
        <source>Open tour</source>
        <translation>ツアーを開く</translation>
    </message>
    <message>
        <source>GradFlow tour (*.txt);;All files (*)</source>
        <translation>GradFlow ツアー (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Tour not opened</source>
        <translation>ツアーを開けませんでした</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>セッションを開く</translation>
    </message>
    <message>
        <source>GradFlow session (*.json)</source>
        <translation>GradFlow セッション (*.json)</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>セッションを保存</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>データのエクスポート</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>CSV 表 (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
</context>
<context>
    <name>gradflow::HistogramPanel</name>
    <message>
        <source>Dead ReLUs: %1 of %2 units zero on the whole batch (%3); %4 of all outputs zero.</source>
        <translation>死んだ ReLU: %2 ユニット中 %1 がバッチ全体でゼロ (%3)。全出力の %4 がゼロ。</translation>
    </message>
    <message>
        <source>Saturated: %1 of %2 units in a flat tail on the whole batch (%3); %4 of all pre-activations there (slope under 1% of its peak).</source>
        <translation>飽和: %2 ユニット中 %1 がバッチ全体で平坦な裾にある (%3)。全前活性の %4 がそこにある（傾きがピークの 1% 未満）。</translation>
    </message>
    <message>
        <source>%1 neither dies nor saturates as ReLU, tanh and sigmoid do: no count here.</source>
        <translation>%1 は ReLU、tanh、シグモイドのように死んだり飽和したりしないため、ここでは数えません。</translation>
    </message>
    <message>
        <source>Histograms of la&amp;yer</source>
        <translation>層のヒストグラム(&amp;Y)</translation>
    </message>
    <message>
        <source>The layer whose values are shown below; or click a chart at that layer.</source>
        <translation>値を下に表示する層。グラフ上でその層をクリックしても選べます。</translation>
    </message>
    <message>
        <source>Pre-activations z</source>
        <translation>前活性 z</translation>
    </message>
    <message>
        <source>Activations act(z)</source>
        <translation>活性 act(z)</translation>
    </message>
    <message>
        <source>Gradient |∂loss/∂h|</source>
        <translation>勾配 |∂損失/∂h|</translation>
    </message>
</context>
<context>
    <name>gradflow::HistogramView</name>
    <message>
        <source>max %1</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <source>every value exactly 0</source>
        <translation>すべての値が厳密に 0</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>|value| </source>
        <translation>|値| </translation>
    </message>
</context>
<context>
    <name>gradflow::InitPage</name>
    <message>
        <source>Initialization: He and Xavier</source>
        <translation>初期化: He と Xavier</translation>
    </message>
    <message>
        <source>Fan-in</source>
        <translation>ファンイン</translation>
    </message>
    <message>
        <source>Fan-out</source>
        <translation>ファンアウト</translation>
    </message>
    <message>
        <source>Sample size</source>
        <translation>サンプル数</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>Lesson: He, 50 in</source>
        <translation>講義: He、入力 50</translation>
    </message>
    <message>
        <source>Lesson: Xavier, 100 in, 100 out</source>
        <translation>講義: Xavier、入力 100、出力 100</translation>
    </message>
    <message>
        <source>Lesson check: 512 in, 512 out</source>
        <translation>講義の検証: 入力 512、出力 512</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>formula</source>
        <translation>式</translation>
    </message>
    <message>
        <source>std</source>
        <translation>標準偏差</translation>
    </message>
    <message>
        <source>variance</source>
        <translation>分散</translation>
    </message>
    <message>
        <source>E[y²] after Linear+ReLU</source>
        <translation>Linear+ReLU 後の E[y²]</translation>
    </message>
    <message>
        <source>He (ReLU): std = √(2 / %1) = %2</source>
        <translation>He (ReLU): 標準偏差 = √(2 / %1) = %2</translation>
    </message>
    <message>
        <source>Xavier (tanh, sigmoid): std = √(2 / (%1 + %2)) = %3</source>
        <translation>Xavier (tanh, シグモイド): 標準偏差 = √(2 / (%1 + %2)) = %3</translation>
    </message>
    <message>
        <source>E[y²] after Linear + ReLU: He %1, Xavier %2</source>
        <translation>Linear + ReLU 後の E[y²]: He %1、Xavier %2</translation>
    </message>
    <message>
        <source>Measured on %1 inputs of %2 N(0, 1) features (E[x²] = 1) through a %2 → %3 layer. ReLU zeroes about half of every sum, so a rule without He&apos;s factor 2 passes on about half the energy, and halves it again at every layer.</source>
        <translation>%2 個の N(0, 1) 特徴 (E[x²] = 1) を持つ %1 個の入力を %2 → %3 の層に通して測定。ReLU は各和の約半分をゼロにするため、He の係数 2 がない規則はエネルギーの約半分しか伝えず、層ごとにさらに半分にします。</translation>
    </message>
    <message>
        <source>He</source>
        <translation>He</translation>
    </message>
    <message>
        <source>√(2 / fan_in)</source>
        <translation>√(2 / fan_in)</translation>
    </message>
    <message>
        <source>Xavier</source>
        <translation>Xavier</translation>
    </message>
    <message>
        <source>√(2 / (fan_in + fan_out))</source>
        <translation>√(2 / (fan_in + fan_out))</translation>
    </message>
</context>
<context>
    <name>gradflow::JacobianPanel</name>
    <message>
        <source>0 (to rounding)</source>
        <translation>0（丸め誤差の範囲）</translation>
    </message>
    <message>
        <source>Spread of the singular values against depth</source>
        <translation>深さに対する特異値の広がり</translation>
    </message>
    <message>
        <source>singular value</source>
        <translation>特異値</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Presets…</source>
        <translation>プリセット…</translation>
    </message>
    <message>
        <source>Networks that tell the story of dynamical isometry</source>
        <translation>動的等長性の物語を語るネットワーク</translation>
    </message>
    <message>
        <source>The example of the batch whose Jacobian is taken</source>
        <translation>ヤコビ行列を取るバッチ内の例</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>例:</translation>
    </message>
    <message>
        <source>Stop computing this network&apos;s spectrum; the charts keep the previous one, dimmed</source>
        <translation>このネットワークのスペクトルの計算を停止します。グラフは前のものを薄く表示したままにします</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>未計算: %1</translation>
    </message>
    <message>
        <source>Computing the spectrum: layer %1 of %2…</source>
        <translation>スペクトルを計算中: %2 層中 %1 層目…</translation>
    </message>
    <message>
        <source>Computing the spread against depth: %1 of %2 earlier depths…</source>
        <translation>深さに対する広がりを計算中: %2 個の浅い深さのうち %1 個目…</translation>
    </message>
    <message>
        <source>Cancelled: the charts show the previous network. Compute again, or change a control.</source>
        <translation>キャンセルしました: グラフは前のネットワークを示しています。再計算するか、コントロールを変更してください。</translation>
    </message>
    <message>
        <source>Compute again</source>
        <translation>再計算</translation>
    </message>
    <message>
        <source>Spread of the singular values at %1 evenly spaced depths</source>
        <translation>等間隔の %1 個の深さでの特異値の広がり</translation>
    </message>
    <message>
        <source> Spread at %1 evenly spaced depths above width %2 (an SVD per depth).</source>
        <translation> 幅 %2 を超える場合は等間隔の %1 個の深さで広がりを計算（深さごとに SVD 1 回）。</translation>
    </message>
    <message>
        <source>Layer %1, example %2: singular values from %3 to %4 (5th–95th percentile %5 to %6); mean σ² %7, variance / mean² %8.</source>
        <translation>層 %1、例 %2: 特異値は %3 から %4（5–95 パーセンタイル %5 から %6）。σ² の平均 %7、分散 / 平均² %8。</translation>
    </message>
    <message>
        <source> Theory (%1, infinite width): mean σ² %2, variance / mean² %3.</source>
        <translation> 理論（%1、無限幅）: σ² の平均 %2、分散 / 平均² %3。</translation>
    </message>
    <message>
        <source> No theory shown: %1.</source>
        <translation> 理論は表示していません: %1。</translation>
    </message>
    <message>
        <source> This draw sits %1 decades below the theory&apos;s mean σ², a mean over draws of the weights: at width %2, a product of %3 random layers is most often smaller than its mean.</source>
        <translation> この抽出は理論の σ² の平均（重みの抽出にわたる平均）より %1 桁下にあります: 幅 %2 では、%3 個のランダムな層の積はたいてい平均より小さくなります。</translation>
    </message>
    <message>
        <source> This draw sits %1 decades above the theory&apos;s mean σ², a mean over draws of the weights: at width %2, one draw of %3 random layers can stand far from it.</source>
        <translation> この抽出は理論の σ² の平均（重みの抽出にわたる平均）より %1 桁上にあります: 幅 %2 では、%3 個のランダムな層の 1 回の抽出は平均から大きく離れることがあります。</translation>
    </message>
</context>
<context>
    <name>gradflow::JacobianWorker</name>
    <message>
        <source>This network needs at least %1 but the memory limit is %2: reduce depth, width or batch.</source>
        <translation>このネットワークには少なくとも %1 が必要ですが、メモリ上限は %2 です: 深さ、幅、バッチを減らしてください。</translation>
    </message>
</context>
<context>
    <name>gradflow::KeysDialog</name>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>動作</translation>
    </message>
</context>
<context>
    <name>gradflow::LanguageMenu</name>
    <message>
        <source>&amp;System language</source>
        <translation>システムの言語(&amp;S)</translation>
    </message>
</context>
<context>
    <name>gradflow::LatestWorker</name>
    <message>
        <source>Out of memory: reduce depth, width or batch.</source>
        <translation>メモリ不足: 深さ、幅、バッチを減らしてください。</translation>
    </message>
    <message>
        <source>The computation failed with an unknown error; please report this with the settings that caused it.</source>
        <translation>不明なエラーで計算に失敗しました。原因となった設定とともに報告してください。</translation>
    </message>
</context>
<context>
    <name>gradflow::LayerChart</name>
    <message>
        <source>layer</source>
        <translation>層</translation>
    </message>
    <message>
        <source>exactly zero</source>
        <translation>厳密にゼロ</translation>
    </message>
    <message>
        <source>%1
layer %2: %3</source>
        <translation>%1
層 %2: %3</translation>
    </message>
    <message>
        <source>%1
block %2: %3</source>
        <translation>%1
ブロック %2: %3</translation>
    </message>
    <message>
        <source>block</source>
        <translation>ブロック</translation>
    </message>
</context>
<context>
    <name>gradflow::LearningRateBox</name>
    <message>
        <source>Learning rate, 10⁻⁶ to 10 on a log scale</source>
        <translation>学習率、対数目盛で 10⁻⁶ から 10</translation>
    </message>
    <message>
        <source> (below the slider)</source>
        <translation> （スライダーの下限未満）</translation>
    </message>
    <message>
        <source> (above the slider)</source>
        <translation> （スライダーの上限超）</translation>
    </message>
</context>
<context>
    <name>gradflow::LessonPage</name>
    <message>
        <source>Controls</source>
        <translation>コントロール</translation>
    </message>
    <message>
        <source>Export this view…</source>
        <translation>このビューをエクスポート…</translation>
    </message>
    <message>
        <source>PNG, SVG or PDF of the figure on the right (Ctrl+E)</source>
        <translation>右の図の PNG、SVG、PDF (Ctrl+E)</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>測定中…</translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation>未測定: %1</translation>
    </message>
    <message>
        <source>Measuring… %1%</source>
        <translation>測定中… %1%</translation>
    </message>
</context>
<context>
    <name>gradflow::LessonTabs</name>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>連鎖</translation>
    </message>
    <message>
        <source>Residual chain</source>
        <translation>残差の連鎖</translation>
    </message>
    <message>
        <source>Norms</source>
        <translation>正規化</translation>
    </message>
    <message>
        <source>Init</source>
        <translation>初期化</translation>
    </message>
    <message>
        <source>Clipping</source>
        <translation>クリッピング</translation>
    </message>
    <message>
        <source>Residual scaling</source>
        <translation>残差スケーリング</translation>
    </message>
    <message>
        <source> (Ctrl+%1)</source>
        <translation> (Ctrl+%1)</translation>
    </message>
    <message>
        <source>The network: signal and gradients per layer (Ctrl+1)</source>
        <translation>ネットワーク: 層ごとの信号と勾配 (Ctrl+1)</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>学習</translation>
    </message>
    <message>
        <source>Train the network: loss, each layer&apos;s weight change and update ratio (Ctrl+%1)</source>
        <translation>ネットワークを学習: 損失、各層の重みの変化と更新比 (Ctrl+%1)</translation>
    </message>
    <message>
        <source>Jacobian</source>
        <translation>ヤコビ</translation>
    </message>
    <message>
        <source>The spectrum of the network&apos;s input-output Jacobian: dynamical isometry (Ctrl+%1)</source>
        <translation>ネットワークの入出力ヤコビ行列のスペクトル: 動的等長性 (Ctrl+%1)</translation>
    </message>
    <message>
        <source>Not exported: out of memory for the measurement; choose smaller settings.</source>
        <translation>エクスポートしていません: 測定のためのメモリが足りません。より小さい設定を選んでください。</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
</context>
<context>
    <name>gradflow::LossChart</name>
    <message>
        <source>Loss over the steps</source>
        <translation>ステップごとの損失の推移</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>clip fired</source>
        <translation>クリップ</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Loss per step</source>
        <translation>ステップごとの損失</translation>
    </message>
    <message>
        <source>diverged here</source>
        <translation>ここで発散</translation>
    </message>
</context>
<context>
    <name>gradflow::MainWindow</name>
    <message>
        <source>GradFlow</source>
        <translation>GradFlow</translation>
    </message>
</context>
<context>
    <name>gradflow::NormsPage</name>
    <message>
        <source>Normalization bench: BatchNorm, LayerNorm, RMSNorm</source>
        <translation>正規化の実験台: BatchNorm、LayerNorm、RMSNorm</translation>
    </message>
    <message>
        <source>Examples (rows)</source>
        <translation>例（行）</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>特徴</translation>
    </message>
    <message>
        <source>Constant shift</source>
        <translation>定数シフト</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>学習ステップ</translation>
    </message>
    <message>
        <source>Momentum</source>
        <translation>モーメンタム</translation>
    </message>
    <message>
        <source>BatchNorm training steps on this batch before switching to evaluation mode</source>
        <translation>評価モードに切り替える前にこのバッチで行う BatchNorm の学習ステップ数</translation>
    </message>
    <message>
        <source>Lesson: row (1, 2, 3, 4), column (1, 3, 5)</source>
        <translation>講義: 行 (1, 2, 3, 4)、列 (1, 3, 5)</translation>
    </message>
    <message>
        <source>Batch-mate 5 → 11</source>
        <translation>バッチ仲間 5 → 11</translation>
    </message>
    <message>
        <source>Lesson: BatchNorm of [[1, 2], [3, 6]]</source>
        <translation>講義: [[1, 2], [3, 6]] の BatchNorm</translation>
    </message>
    <message>
        <source>Batch (edit any number)</source>
        <translation>バッチ（どの数値も編集可）</translation>
    </message>
    <message>
        <source>LayerNorm: along each row</source>
        <translation>LayerNorm: 各行に沿って</translation>
    </message>
    <message>
        <source>RMSNorm: row ÷ its RMS, no mean</source>
        <translation>RMSNorm: 行 ÷ その RMS、平均は引かない</translation>
    </message>
    <message>
        <source>BatchNorm: down each column</source>
        <translation>BatchNorm: 各列に沿って</translation>
    </message>
    <message>
        <source>BatchNorm, evaluation mode</source>
        <translation>BatchNorm、評価モード</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number from -1000000 to 1000000; the batch keeps %2.</source>
        <translation>「%1」は -1000000 から 1000000 の数値ではありません。バッチは %2 のままです。</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>std</source>
        <translation>標準偏差</translation>
    </message>
    <message>
        <source>rms</source>
        <translation>rms</translation>
    </message>
    <message>
        <source>running mean</source>
        <translation>移動平均</translation>
    </message>
    <message>
        <source>running var</source>
        <translation>移動分散</translation>
    </message>
    <message>
        <source>Example 1, feature 1 (%1) after BatchNorm: %2</source>
        <translation>例 1、特徴 1 (%1) の BatchNorm 後: %2</translation>
    </message>
    <message>
        <source>; with the last example&apos;s %1 → %2: %3. LayerNorm: %4 either way.</source>
        <translation>。最後の例を %1 → %2 にすると: %3。LayerNorm: どちらも %4。</translation>
    </message>
    <message>
        <source>Add %1 to every entry: LayerNorm&apos;s output moves by at most %2, RMSNorm&apos;s by %3.</source>
        <translation>すべての要素に %1 を加える: LayerNorm の出力の変化は最大 %2、RMSNorm は %3。</translation>
    </message>
    <message>
        <source>After %1 training step(s) at momentum %2, evaluation mode gives example 1, feature 1 %3; training mode gives %4.</source>
        <translation>モーメンタム %2 で %1 ステップ学習した後、評価モードでは例 1、特徴 1 が %3、学習モードでは %4。</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapFigure</name>
    <message>
        <source>Phase map: the first-to-last gradient ratio over init std and depth</source>
        <translation>位相図: 初期標準偏差と深さに対する最初と最後の勾配の比</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapLauncher</name>
    <message>
        <source>Phase map</source>
        <translation>位相図</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapWidget</name>
    <message>
        <source>not computed yet</source>
        <translation>未計算</translation>
    </message>
    <message>
        <source>undefined (the last gradient is exactly 0)</source>
        <translation>未定義（最後の勾配が厳密に 0）</translation>
    </message>
    <message>
        <source>first gradient exactly 0</source>
        <translation>最初の勾配が厳密に 0</translation>
    </message>
    <message>
        <source>first/last gradient %1</source>
        <translation>最初/最後の勾配 %1</translation>
    </message>
    <message>
        <source>depth %1, init std %2: %3</source>
        <translation>深さ %1、初期標準偏差 %2: %3</translation>
    </message>
    <message>
        <source>init std (log scale)</source>
        <translation>初期標準偏差（対数目盛）</translation>
    </message>
    <message>
        <source>critical std (theory)</source>
        <translation>臨界標準偏差（理論）</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>深さ</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapWindow</name>
    <message>
        <source>&amp;Map this network</source>
        <translation>このネットワークを図示(&amp;M)</translation>
    </message>
    <message>
        <source>Export image…</source>
        <translation>画像をエクスポート…</translation>
    </message>
    <message>
        <source>Phase map: %1</source>
        <translation>位相図: %1</translation>
    </message>
    <message>
        <source>First-to-last gradient ratio over init std and depth (width %1, batch %2). Blue: vanishing, red: exploding. Hover a cell for its numbers, click it to load it.</source>
        <translation>初期標準偏差と深さに対する最初と最後の勾配の比（幅 %1、バッチ %2）。青: 消失、赤: 爆発。セルにポインターを置くと数値、クリックで読み込み。</translation>
    </message>
    <message>
        <source>Computing %1 cells…</source>
        <translation>%1 個のセルを計算中…</translation>
    </message>
    <message>
        <source>Done: %1 cells.</source>
        <translation>完了: %1 個のセル。</translation>
    </message>
    <message>
        <source>Stale: this map is of %1; the window now shows %2. Clicking a cell is off.</source>
        <translation>古い図: この図は %1 のもので、ウィンドウは今 %2 を表示しています。セルのクリックは無効です。</translation>
    </message>
    <message>
        <source>The window&apos;s network is not on this map.</source>
        <translation>ウィンドウのネットワークはこの図の上にありません。</translation>
    </message>
    <message>
        <source>init std %1, depth %2</source>
        <translation>初期標準偏差 %1、深さ %2</translation>
    </message>
    <message>
        <source>Ring: the window&apos;s network (%1).</source>
        <translation>リング: ウィンドウのネットワーク (%1)。</translation>
    </message>
    <message>
        <source>The window&apos;s network (%1) lies outside this map (init std %2 to %3, depth %4 to %5).</source>
        <translation>ウィンドウのネットワーク (%1) はこの図の外にあります（初期標準偏差 %2 から %3、深さ %4 から %5）。</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 を保存しました。</translation>
    </message>
</context>
<context>
    <name>gradflow::PinRequest</name>
    <message>
        <source>Not pinned: its computation was cancelled.</source>
        <translation>ピン留めしていません: 計算がキャンセルされました。</translation>
    </message>
    <message>
        <source>Not pinned: that network was not computed (the reason is over the charts).</source>
        <translation>ピン留めしていません: そのネットワークは計算されませんでした（理由はグラフの上にあります）。</translation>
    </message>
    <message>
        <source>Not pinned: the controls changed before that network was computed; press Ctrl+P again.</source>
        <translation>ピン留めしていません: ネットワークの計算前にコントロールが変わりました。もう一度 Ctrl+P を押してください。</translation>
    </message>
    <message>
        <source>Pinning as soon as this network is computed…</source>
        <translation>このネットワークの計算が済みしだいピン留めします…</translation>
    </message>
    <message>
        <source>Nothing to pin yet.</source>
        <translation>まだピン留めするものがありません。</translation>
    </message>
    <message>
        <source>Up to %1 pins: remove one first (Ctrl+Shift+P).</source>
        <translation>ピンは最大 %1 個: 先に 1 つ外してください (Ctrl+Shift+P)。</translation>
    </message>
    <message>
        <source>Pinned %1.</source>
        <translation>%1 をピン留めしました。</translation>
    </message>
    <message>
        <source>Not pinned: that transformer was not computed (the reason is over the charts).</source>
        <translation>ピン留めしていません: その Transformer は計算されませんでした（理由はグラフの上にあります）。</translation>
    </message>
    <message>
        <source>Not pinned: the pins are dense networks, drawn per layer, and a transformer is drawn per sub-layer: no axis holds both. Remove them first (Ctrl+Shift+P).</source>
        <translation>ピン留めしていません: ピンは層ごとに描く全結合ネットワークで、Transformer はサブ層ごとに描きます。両方を載せられる軸はありません。先にピンを外してください (Ctrl+Shift+P)。</translation>
    </message>
    <message>
        <source>Not pinned: the pins are transformers, drawn per sub-layer, and a dense network is drawn per layer: no axis holds both. Remove them first (Ctrl+Shift+P).</source>
        <translation>ピン留めしていません: ピンはサブ層ごとに描く Transformer で、全結合ネットワークは層ごとに描きます。両方を載せられる軸はありません。先にピンを外してください (Ctrl+Shift+P)。</translation>
    </message>
</context>
<context>
    <name>gradflow::PinsStatus</name>
    <message>
        <source>Cancel pins</source>
        <translation>ピンをキャンセル</translation>
    </message>
    <message>
        <source>Stop computing these pins (Esc); the pins stay as they were.</source>
        <translation>これらのピンの計算を停止します (Esc)。ピンは元のままです。</translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <translation>%1。%2。</translation>
    </message>
    <message>
        <source>Cancelled %1; %2.</source>
        <translation>%1 をキャンセルしました。%2。</translation>
    </message>
    <message>
        <source>Computing %1: %2 of %3 (%4, width %5, batch %6)…</source>
        <translation>%1 を計算中: %3 個中 %2 個目（%4、幅 %5、バッチ %6）…</translation>
    </message>
    <message>
        <source>Computing %1: %2 of %3 (%4, batch %5)…</source>
        <translation>%1 を計算中: %3 個中 %2 個目（%4、バッチ %5）…</translation>
    </message>
</context>
<context>
    <name>gradflow::PresetBox</name>
    <message>
        <source>The lesson&apos;s setups; choosing one sets every control.</source>
        <translation>講義の設定。選ぶとすべてのコントロールが設定されます。</translation>
    </message>
    <message>
        <source>(custom)</source>
        <translation>（カスタム）</translation>
    </message>
</context>
<context>
    <name>gradflow::ReadoutPanel</name>
    <message>
        <source>What the gradient does</source>
        <translation>勾配のふるまい</translation>
    </message>
    <message>
        <source>First/last gradient</source>
        <translation>最初/最後の勾配</translation>
    </message>
    <message>
        <source>‖∂loss/∂h₀‖ / ‖∂loss/∂h_{L−1}‖: the gradient at layer 0 over the one at layer L−1 (entering layers 1 and L). Relative mode plots its inverse at layer L−1.</source>
        <translation>‖∂損失/∂h₀‖ / ‖∂損失/∂h_{L−1}‖: 層 0 の勾配と層 L−1 の勾配の比（層 1 と層 L に入るもの）。相対モードでは層 L−1 にその逆数を描きます。</translation>
    </message>
    <message>
        <source>Per-layer factor ρ</source>
        <translation>層ごとの係数 ρ</translation>
    </message>
    <message>
        <source>The first/last ratio spread evenly over the layers: 1 is healthy, below 1 vanishing, above 1 exploding.</source>
        <translation>最初/最後の比を層に均等に割り振ったもの: 1 が健全、1 未満は消失、1 超は爆発。</translation>
    </message>
    <message>
        <source>Global gradient norm</source>
        <translation>全体の勾配ノルム</translation>
    </message>
    <message>
        <source>Length of all weight gradients together, as clip_grad_norm_ measures it.</source>
        <translation>すべての重みの勾配を合わせた長さ。clip_grad_norm_ が測るものと同じです。</translation>
    </message>
    <message>
        <source>Clipping limit: the factor below is what clip_grad_norm_ would scale every gradient by.</source>
        <translation>クリップ値: 下の係数は clip_grad_norm_ が各勾配に掛ける値です。</translation>
    </message>
    <message>
        <source>Clip at</source>
        <translation>クリップ値</translation>
    </message>
    <message>
        <source>Clip factor</source>
        <translation>クリップ係数</translation>
    </message>
    <message>
        <source>What clip_grad_norm_ at the limit above would scale every gradient by (1: no clipping).</source>
        <translation>上のクリップ値で clip_grad_norm_ が各勾配に掛ける値（1: クリップなし）。</translation>
    </message>
    <message>
        <source>Weight grad. last/first</source>
        <translation>重み勾配 最後/最初</translation>
    </message>
    <message>
        <source>‖∂loss/∂W_L‖ / ‖∂loss/∂W_1‖: above 1 the weight gradients pile up near the output (Post-LN), below 1 near the input (Pre-LN).</source>
        <translation>‖∂損失/∂W_L‖ / ‖∂損失/∂W_1‖: 1 より大きいと重みの勾配は出力近くに集まり (Post-LN)、1 より小さいと入力近くに集まります (Pre-LN)。</translation>
    </message>
</context>
<context>
    <name>gradflow::ResidualChainPage</name>
    <message>
        <source>Residual chain: the skip path&apos;s &quot;1 +&quot;</source>
        <translation>残差の連鎖: スキップ経路の「1 +」</translation>
    </message>
    <message>
        <source>Each block&apos;s own slope ∂F/∂h</source>
        <translation>各ブロック自身の傾き ∂F/∂h</translation>
    </message>
    <message>
        <source>Blocks L</source>
        <translation>ブロック数 L</translation>
    </message>
    <message>
        <source>Block slope s</source>
        <translation>ブロックの傾き s</translation>
    </message>
    <message>
        <source>Lesson: s = 0.025, 10 blocks</source>
        <translation>講義: s = 0.025、10 ブロック</translation>
    </message>
    <message>
        <source>blocks stacked</source>
        <translation>積み重ねたブロック数</translation>
    </message>
    <message>
        <source>gradient reaching the input</source>
        <translation>入力に届く勾配</translation>
    </message>
    <message>
        <source>After %1 blocks: plain %2, residual %3</source>
        <translation>%1 ブロック後: 素のまま %2、残差 %3</translation>
    </message>
    <message>
        <source>A plain block multiplies the gradient by its slope s = %1; a residual block by 1 + s = %2, because the skip path passes the gradient on untouched.</source>
        <translation>素のブロックは勾配に傾き s = %1 を掛け、残差ブロックは 1 + s = %2 を掛けます。スキップ経路が勾配をそのまま通すからです。</translation>
    </message>
    <message>
        <source>plain: × %1 per block</source>
        <translation>素のまま: ブロックごとに × %1</translation>
    </message>
    <message>
        <source>residual: × %1 per block</source>
        <translation>残差: ブロックごとに × %1</translation>
    </message>
</context>
<context>
    <name>gradflow::ResidualScalingPage</name>
    <message>
        <source>Residual scaling: GPT-2&apos;s 1/√(2N)</source>
        <translation>残差スケーリング: GPT-2 の 1/√(2N)</translation>
    </message>
    <message>
        <source>Layers N</source>
        <translation>層数 N</translation>
    </message>
    <message>
        <source>Stream samples</source>
        <translation>ストリームのサンプル数</translation>
    </message>
    <message>
        <source>Stream width</source>
        <translation>ストリームの幅</translation>
    </message>
    <message>
        <source>Lesson: N = 50 (100 writes)</source>
        <translation>講義: N = 50（書き込み 100 回）</translation>
    </message>
    <message>
        <source>writes to the residual stream</source>
        <translation>残差ストリームへの書き込み回数</translation>
    </message>
    <message>
        <source>Var(h) ÷ Var(h₀)</source>
        <translation>Var(h) ÷ Var(h₀)</translation>
    </message>
    <message>
        <source>After %1 layers (%2 writes): unscaled ×%3, scaled by 1/√(2N) ×%4</source>
        <translation>%1 層（書き込み %2 回）後: スケーリングなし ×%3、1/√(2N) でスケーリング ×%4</translation>
    </message>
    <message>
        <source>Each layer writes twice (attention, then the feed-forward block), each write adding variance 1: unscaled the variance grows to 1 + 2N = %1 times its start; scaled by 1/√(2N) = %2, to 1 + 1 = 2. Measured on %3 × %4 numbers.</source>
        <translation>各層は 2 回書き込み（アテンション、次にフィードフォワード）、各書き込みが分散 1 を加えます: スケーリングなしでは分散は初期値の 1 + 2N = %1 倍に、1/√(2N) = %2 でスケーリングすると 1 + 1 = 2 になります。%3 × %4 個の数値で測定。</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>スケーリングなし</translation>
    </message>
    <message>
        <source>scaled by 1/√(2N)</source>
        <translation>1/√(2N) でスケーリング</translation>
    </message>
</context>
<context>
    <name>gradflow::SlideFigure</name>
    <message>
        <source>the figure cannot be drawn in %1x%2</source>
        <translation>この図は %1x%2 では描けません</translation>
    </message>
    <message>
        <source>Not exported: %1.</source>
        <translation>エクスポートしていません: %1。</translation>
    </message>
</context>
<context>
    <name>gradflow::StatusLine</name>
    <message>
        <source>Exported %1.</source>
        <translation>%1 をエクスポートしました。</translation>
    </message>
</context>
<context>
    <name>gradflow::SubLayerOverlay</name>
    <message>
        <source>no norm</source>
        <translation>正規化なし</translation>
    </message>
    <message>
        <source>post-%1</source>
        <translation>post-%1</translation>
    </message>
    <message>
        <source>pre-%1</source>
        <translation>pre-%1</translation>
    </message>
    <message>
        <source>%1 blocks × %2, %3, std %4</source>
        <translation>%1 ブロック × %2、%3、std %4</translation>
    </message>
</context>
<context>
    <name>gradflow::TheoryPanel</name>
    <message>
        <source>Infinite-width theory</source>
        <translation>無限幅の理論</translation>
    </message>
    <message>
        <source>Dashed &amp;theory line</source>
        <translation>理論の破線(&amp;T)</translation>
    </message>
    <message>
        <source>The mean-field prediction (infinitely wide layers) drawn dashed over the signal and gradient charts.</source>
        <translation>平均場の予測（無限に幅の広い層）を、信号と勾配のグラフに破線で描きます。</translation>
    </message>
    <message>
        <source>Per-layer factor ρ as the theory predicts it, and as this network measures it.</source>
        <translation>理論が予測する層ごとの係数 ρ と、このネットワークの測定値。</translation>
    </message>
    <message>
        <source>ρ theory / measured</source>
        <translation>ρ 理論 / 測定</translation>
    </message>
    <message>
        <source>The dashed line is the infinite-width limit less the drift of a typical network of this width: each layer&apos;s random factor has a log-normal spread, so a typical seed sits below the limit, more so the deeper and narrower the network (Hanin and Nica).</source>
        <translation>破線は無限幅の極限から、この幅の典型的なネットワークのずれを引いたものです: 各層のランダムな係数は対数正規に広がるため、典型的なシードは極限より下にあり、ネットワークが深く狭いほどその差は大きくなります（Hanin と Nica）。</translation>
    </message>
    <message>
        <source>Finite width</source>
        <translation>有限幅</translation>
    </message>
    <message>
        <source>The weight std at which the per-layer gradient factor χ is 1 for this activation: the edge between vanishing and exploding (ReLU √(2/n), tanh 1/√n).</source>
        <translation>この活性化関数で層ごとの勾配係数 χ が 1 になる重みの標準偏差: 消失と爆発の境目（ReLU √(2/n)、tanh 1/√n）。</translation>
    </message>
    <message>
        <source>Set std to critical</source>
        <translation>標準偏差を臨界値に</translation>
    </message>
    <message>
        <source>Switch to a custom std equal to the critical value.</source>
        <translation>臨界値に等しいカスタムの標準偏差に切り替えます。</translation>
    </message>
    <message>
        <source>Critical std</source>
        <translation>臨界標準偏差</translation>
    </message>
    <message>
        <source>How many units of a layer differ somewhere in the batch. Zero or constant init makes them all the same: each gets the same gradient, so training never separates them.</source>
        <translation>層のユニットのうち、バッチのどこかで異なるものの数。ゼロや定数の初期化ではすべて同じになり、各ユニットが同じ勾配を受けるので、学習で分かれることはありません。</translation>
    </message>
    <message>
        <source>Distinct units</source>
        <translation>異なるユニット</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>利用できません: %1</translation>
    </message>
    <message>
        <source>%1 = %2/√n (%3)</source>
        <translation>%1 = %2/√n (%3)</translation>
    </message>
</context>
<context>
    <name>gradflow::TourDirector</name>
    <message>
        <source>the step&apos;s pins</source>
        <translation>このステップのピン</translation>
    </message>
    <message>
        <source>the step is shown without them</source>
        <translation>このステップはピンなしで表示されます</translation>
    </message>
    <message>
        <source>The built-in tour, step 1: Page Down for the next step.</source>
        <translation>組み込みツアー、ステップ 1: Page Down で次のステップへ。</translation>
    </message>
</context>
<context>
    <name>gradflow::TourPanel</name>
    <message>
        <source>Lesson</source>
        <translation>講義</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← 戻る</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>次へ →</translation>
    </message>
    <message>
        <source>&amp;Lesson panel</source>
        <translation>講義パネル(&amp;L)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Next lesson step</source>
        <translation>講義の次のステップ</translation>
    </message>
    <message>
        <source>Previous lesson step</source>
        <translation>講義の前のステップ</translation>
    </message>
    <message>
        <source>built-in tour</source>
        <translation>組み込みツアー</translation>
    </message>
    <message>
        <source>Step %1 of %2 (Page Down: next, Page Up: back)</source>
        <translation>ステップ %1 / %2（Page Down: 次へ、Page Up: 戻る）</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainWorker</name>
    <message>
        <source>Training this network needs at least %1 but the memory limit is %2: reduce depth, width or batch.</source>
        <translation>このネットワークの学習には少なくとも %1 が必要ですが、メモリ上限は %2 です: 深さ、幅、バッチを減らしてください。</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingControls</name>
    <message>
        <source>Steps over which the learning rate rises linearly to its value (0: none)</source>
        <translation>学習率が設定値まで線形に上がるステップ数（0: なし）</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>最適化手法</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>学習率</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ数</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>ウォームアップ</translation>
    </message>
    <message>
        <source>Standard deviation of the starting weights (a custom init; orthogonal weights keep their kind and take it as their gain over √n)</source>
        <translation>初期重みの標準偏差（カスタムの初期化。直交重みは種類を保ち、√n に対するゲインとして使います）</translation>
    </message>
    <message>
        <source>Network: depth</source>
        <translation>ネットワーク: 深さ</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>活性化関数</translation>
    </message>
    <message>
        <source>Init std</source>
        <translation>初期標準偏差</translation>
    </message>
    <message>
        <source>Clip at %1</source>
        <translation>クリップ値 %1</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingPanel</name>
    <message>
        <source>Weight change ‖Wₜ − W₀‖ / ‖W₀‖</source>
        <translation>重みの変化 ‖Wₜ − W₀‖ / ‖W₀‖</translation>
    </message>
    <message>
        <source>lost to rounding</source>
        <translation>丸めで失われた</translation>
    </message>
    <message>
        <source>Training cancelled.</source>
        <translation>学習をキャンセルしました。</translation>
    </message>
    <message>
        <source>Training starts when this tab is shown.</source>
        <translation>このタブを表示すると学習が始まります。</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>予測</translation>
    </message>
    <message>
        <source>rounding</source>
        <translation>丸め</translation>
    </message>
    <message>
        <source>orange dashes: rounding u</source>
        <translation>オレンジの破線: 丸め u</translation>
    </message>
    <message>
        <source>rounding u = %1, far under the curves, not drawn</source>
        <translation>丸め u = %1、曲線よりはるか下のため描画していません</translation>
    </message>
    <message>
        <source>Grey dashes: step 1 as predicted for this optimizer; %1; orange squares (● in the map): lost to rounding, moved less than u of their size. Map: white 10⁻³, the rule of thumb; blue less, red more; light grey: no ratio (zero weights).</source>
        <translation>灰色の破線: この最適化手法で予測されるステップ 1。%1。オレンジの四角（図では ●）: 丸めで失われ、大きさの u 未満しか動かなかったもの。図: 白が 10⁻³（経験則）、青はそれ未満、赤はそれ超、薄い灰色: 比なし（重みがゼロ）。</translation>
    </message>
    <message>
        <source>Training: step %1 of %2</source>
        <translation>学習: ステップ %1 / %2</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>未計算</translation>
    </message>
    <message>
        <source>%1 steps in %2 ms: loss %3 → %4</source>
        <translation>%1 ステップ (%2 ms): 損失 %3 → %4</translation>
    </message>
    <message>
        <source>; the clip fired in %1 of %2 steps</source>
        <translation>、クリップ発動 %1/%2 ステップ</translation>
    </message>
    <message>
        <source>; layer 1 moved %1, layer %2 moved %3 of their size</source>
        <translation>、変化: 層 1 は %1、層 %2 は %3</translation>
    </message>
    <message>
        <source>1 step</source>
        <translation>1 ステップ</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 ステップ</translation>
    </message>
    <message>
        <source>Trained %1 in %2 ms, then diverged.</source>
        <translation>%1 を %2 ミリ秒で学習し、その後発散しました。</translation>
    </message>
    <message>
        <source>Trained %1 in %2 ms.</source>
        <translation>%1 を %2 ミリ秒で学習しました。</translation>
    </message>
    <message>
        <source>, width %1, batch %2, %3, seed %4 · %5, lr %6, %7 steps</source>
        <translation>、幅 %1、バッチ %2、%3、シード %4 · %5、lr %6、%7 ステップ</translation>
    </message>
    <message>
        <source>, clip at %1</source>
        <translation>、クリップ値 %1</translation>
    </message>
    <message>
        <source>, warm-up %1</source>
        <translation>、ウォームアップ %1</translation>
    </message>
    <message>
        <source>; block 1 moved %1, block %2 moved %3 of their size</source>
        <translation>、変化: ブロック 1 は %1、ブロック %2 は %3</translation>
    </message>
    <message>
        <source> (%1 key/value)</source>
        <translation>（キー/バリュー %1）</translation>
    </message>
    <message>
        <source>, %1 MLP %2 wide</source>
        <translation>、%1 MLP 幅 %2</translation>
    </message>
    <message>
        <source>, gated %1 MLP %2 wide</source>
        <translation>、ゲート付き %1 MLP 幅 %2</translation>
    </message>
    <message>
        <source>, init std %1</source>
        <translation>、初期標準偏差 %1</translation>
    </message>
    <message>
        <source>, output projections ×%1</source>
        <translation>、出力射影 ×%1</translation>
    </message>
    <message>
        <source>, sequence %1, vocab %2, %3</source>
        <translation>、系列 %1、語彙 %2、%3</translation>
    </message>
    <message>
        <source>, tied head</source>
        <translation>、ヘッドは埋め込みと共有</translation>
    </message>
    <message>
        <source>Transformer, %1 blocks, %2 heads</source>
        <translation>Transformer、%1 ブロック、ヘッド %2</translation>
    </message>
    <message>
        <source>learned positions</source>
        <translation>学習される位置埋め込み</translation>
    </message>
    <message>
        <source>no norm</source>
        <translation>正規化なし</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>位置埋め込みなし</translation>
    </message>
    <message>
        <source>post-%1</source>
        <translation>post-%1</translation>
    </message>
    <message>
        <source>pre-%1</source>
        <translation>pre-%1</translation>
    </message>
    <message>
        <source>rotary positions</source>
        <translation>回転位置埋め込み</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingVeil</name>
    <message>
        <source>Showing the previous run while this step&apos;s network trains.</source>
        <translation>このステップのネットワークを学習する間、前の実行を表示しています。</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerBandsWorker</name>
    <message>
        <source>One seed&apos;s pass needs at least %1, but beside the network&apos;s own weights %2 are left under the memory limit: raise &quot;max-memory&quot; for the band</source>
        <translation>1 つのシードのパスには少なくとも %1 が必要ですが、ネットワーク自身の重みの横でメモリ上限の下に残るのは %2 です: 帯のために &quot;max-memory&quot; を上げてください</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerControls</name>
    <message>
        <source>Transformer</source>
        <translation>Transformer</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>Dense blocks (one linear layer and an activation each), or a decoder-only transformer: attention and an MLP per block, each in a residual.</source>
        <translation>密なブロック（線形層 1 つと活性化 1 つずつ）、またはデコーダーのみの Transformer: ブロックごとにアテンションと MLP があり、それぞれ残差の中にあります。</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>ヘッド数</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>キー/バリューのヘッド数</translation>
    </message>
    <message>
        <source>as heads</source>
        <translation>ヘッド数と同じ</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>系列長</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>MLP の幅</translation>
    </message>
    <message>
        <source>4 × width</source>
        <translation>4 × 幅</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>語彙数</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Gated MLP (SwiGLU)</source>
        <translation>ゲート付き MLP (SwiGLU)</translation>
    </message>
    <message>
        <source>Tied head</source>
        <translation>共有ヘッド</translation>
    </message>
    <message>
        <source>For a transformer the dense network&apos;s readouts, its theory and the Jacobian tab are not shown: they describe dense networks. Choose MLP beside the preset to return to them.</source>
        <translation>Transformer では、全結合ネットワークの読み値、その理論、ヤコビアンのタブは表示しません。これらは全結合ネットワークを説明するものです。プリセットの横で MLP を選ぶと戻ります。</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerPanel</name>
    <message>
        <source>Residual stream RMS and the gradient reaching it, per sub-layer</source>
        <translation>サブ層ごとの残差ストリームの RMS と、そこに届く勾配</translation>
    </message>
    <message>
        <source>Weight gradient norm, per matrix</source>
        <translation>行列ごとの重み勾配のノルム</translation>
    </message>
    <message>
        <source>Attention entropy (nats)</source>
        <translation>アテンションのエントロピー (nats)</translation>
    </message>
    <message>
        <source>A transformer&apos;s series appear here once it is computed.</source>
        <translation>Transformer を計算すると、その系列がここに表示されます。</translation>
    </message>
    <message>
        <source>residual RMS</source>
        <translation>残差の RMS</translation>
    </message>
    <message>
        <source>gradient reaching it</source>
        <translation>そこに届く勾配</translation>
    </message>
    <message>
        <source>after attention</source>
        <translation>アテンション後</translation>
    </message>
    <message>
        <source>after MLP</source>
        <translation>MLP 後</translation>
    </message>
    <message>
        <source>uniform attention</source>
        <translation>一様なアテンション</translation>
    </message>
    <message>
        <source>attention entropy</source>
        <translation>アテンションのエントロピー</translation>
    </message>
    <message>
        <source>Transformer at initialization: %1 blocks × %2 wide, %3 heads, sequence %4, batch %5.</source>
        <translation>初期化時の Transformer: %1 ブロック × 幅 %2、ヘッド %3、系列 %4、バッチ %5。</translation>
    </message>
    <message>
        <source> Loss %1 nats.</source>
        <translation> 損失 %1 nats。</translation>
    </message>
    <message>
        <source> Over the memory limit: weights drawn again where needed, blocks recomputed in the backward pass.</source>
        <translation> メモリ上限超過: 必要に応じて重みを再生成し、逆伝播でブロックを再計算します。</translation>
    </message>
    <message>
        <source>Residual stream RMS and the gradient, relative to the embeddings</source>
        <translation>残差ストリームの RMS と勾配（埋め込みに対する相対値）</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerParts</name>
    <message>
        <source>Architecture:</source>
        <translation>アーキテクチャ:</translation>
    </message>
    <message>
        <source>For the dense network only: a transformer&apos;s Jacobian is not analysed here yet. Choose MLP as the architecture.</source>
        <translation>密なネットワーク専用: Transformer のヤコビ行列はここではまだ解析しません。アーキテクチャに MLP を選んでください。</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerView</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop computing this transformer; the charts keep the last one computed.</source>
        <translation>この Transformer の計算を停止します。グラフは最後に計算したものを保ちます。</translation>
    </message>
    <message>
        <source>Computing the new network; these charts show the previous one.</source>
        <translation>新しいネットワークを計算中。これらのグラフは前のものを示しています。</translation>
    </message>
    <message>
        <source>Computing this transformer (progress below)…</source>
        <translation>この Transformer を計算中（進捗は下）…</translation>
    </message>
    <message>
        <source>Cancelled; the charts show the last transformer computed.</source>
        <translation>キャンセルしました。グラフは最後に計算した Transformer を示しています。</translation>
    </message>
    <message>
        <source>Cancelled: these charts show the last transformer computed, not the controls&apos; settings.</source>
        <translation>キャンセルしました: これらのグラフは最後に計算した Transformer を示しており、コントロールの設定ではありません。</translation>
    </message>
    <message>
        <source>Computed in %1 ms.</source>
        <translation>%1 ミリ秒で計算しました。</translation>
    </message>
    <message>
        <source>; the charts show the last transformer computed.</source>
        <translation>。グラフは最後に計算した Transformer を示しています。</translation>
    </message>
    <message>
        <source>Not computed: %1. These charts show the last transformer computed.</source>
        <translation>未計算: %1。これらのグラフは最後に計算した Transformer を示しています。</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>未計算: %1</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerWorker</name>
    <message>
        <source>This transformer needs at least %1 but the memory limit is %2: reduce blocks, width, sequence length, vocabulary or batch, or raise &quot;max-memory&quot;</source>
        <translation>この Transformer には少なくとも %1 が必要ですが、メモリ上限は %2 です: ブロック数、幅、系列長、語彙数、バッチを減らすか、「max-memory」を上げてください</translation>
    </message>
</context>
<context>
    <name>gradflow::UpdateHeatmap</name>
    <message>
        <source>after step</source>
        <translation>ステップ後</translation>
    </message>
    <message>
        <source>step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Update / weight per layer and step</source>
        <translation>層とステップごとの 更新 / 重み</translation>
    </message>
    <message>
        <source>No step yet</source>
        <translation>まだステップがありません</translation>
    </message>
    <message>
        <source>diverged here (step %1)</source>
        <translation>ここで発散（ステップ %1）</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>層</translation>
    </message>
    <message>
        <source>%1 rule</source>
        <translation>%1 の経験則</translation>
    </message>
    <message>
        <source>Update / weight per block and step</source>
        <translation>ブロックとステップごとの 更新 / 重み</translation>
    </message>
    <message>
        <source>block</source>
        <translation>ブロック</translation>
    </message>
</context>
<context>
    <name>gradflow::WalkthroughDialog</name>
    <message>
        <source>The walkthrough is missing from this build: see README.md, &quot;A five-minute walkthrough&quot;.</source>
        <translation>このビルドには説明がありません: README.md の「A five-minute walkthrough」を参照してください。</translation>
    </message>
    <message>
        <source>Five-minute walkthrough</source>
        <translation>5 分間のウォークスルー</translation>
    </message>
</context>
<context>
    <name>gradflow::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open configuration…</source>
        <translation>設定を開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save configuration…</source>
        <translation>設定を保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Open &amp;model config…</source>
        <translation>モデル設定を開く(&amp;M)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Open shipped m&amp;odel</source>
        <translation>付属のモデルを開く(&amp;D)</translation>
    </message>
    <message>
        <source>Open &amp;tour…</source>
        <translation>ツアーを開く(&amp;T)…</translation>
    </message>
    <message>
        <source>Ctrl+Alt+O</source>
        <translation>Ctrl+Alt+O</translation>
    </message>
    <message>
        <source>Open s&amp;ession…</source>
        <translation>セッションを開く(&amp;E)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Save session…</source>
        <translation>セッションを保存…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Export charts…</source>
        <translation>グラフをエクスポート(&amp;X)…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;data…</source>
        <translation>データをエクスポート(&amp;A)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Copy chart image</source>
        <translation>グラフ画像をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Relative to layer 0</source>
        <translation>層 0 に対する相対値(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>P&amp;hase map…</source>
        <translation>位相図(&amp;H)…</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Layer &amp;histograms</source>
        <translation>層のヒストグラム(&amp;I)</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>言語(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>ダークテーマ(&amp;D)</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe palette</source>
        <translation>色覚多様性に配慮した配色(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Lesson views</source>
        <translation>講義のビュー(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>プレゼンテーションモード(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>プリセット(&amp;P)</translation>
    </message>
    <message>
        <source>P&amp;ins</source>
        <translation>ピン(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Pin current curves</source>
        <translation>現在の曲線をピン留め(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Remove last pin</source>
        <translation>最後のピンを外す(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Remove &amp;all pins</source>
        <translation>すべてのピンを外す(&amp;A)</translation>
    </message>
    <message>
        <source>Ctrl+Alt+P</source>
        <translation>Ctrl+Alt+P</translation>
    </message>
    <message>
        <source>All pins removed.</source>
        <translation>すべてのピンを外しました。</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>キー(&amp;K)…</translation>
    </message>
    <message>
        <source>&amp;Start the tour</source>
        <translation>ツアーを開始(&amp;S)</translation>
    </message>
    <message>
        <source>Five-minute &amp;walkthrough…</source>
        <translation>5 分間のウォークスルー(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;About GradFlow</source>
        <translation>GradFlow について(&amp;A)</translation>
    </message>
    <message>
        <source>About GradFlow</source>
        <translation>GradFlow について</translation>
    </message>
    <message>
        <source>GradFlow shows why deep networks fail to train: one forward and one backward pass of a random network at initialization, every layer measured exactly.&lt;br&gt;&lt;br&gt;Help &amp;gt; Start the tour walks the lecture step by step (Page Down, Page Up); Help &amp;gt; Five-minute walkthrough gives the walkthrough of the README; Help &amp;gt; Keys lists every key.</source>
        <translation>GradFlow は、深いネットワークが学習できない理由を示します: 初期化時のランダムなネットワークで順伝播と逆伝播を 1 回ずつ行い、すべての層を厳密に測定します。&lt;br&gt;&lt;br&gt;ヘルプ &amp;gt; ツアーを開始 で講義を 1 ステップずつ進めます (Page Down、Page Up)。ヘルプ &amp;gt; 5 分間のウォークスルー は README のウォークスルーを表示し、ヘルプ &amp;gt; キー はすべてのキーを一覧にします。</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <source> Preset: </source>
        <translation> プリセット: </translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>新しいシード</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
</context>
<context>
    <name>gradflow::Wording</name>
    <message>
        <source>all weights %1</source>
        <translation>全重み %1</translation>
    </message>
    <message>
        <source>orthogonal gain %1</source>
        <translation>直交、ゲイン %1</translation>
    </message>
    <message>
        <source>, residual</source>
        <translation>、残差</translation>
    </message>
    <message>
        <source>, head</source>
        <translation>、出力ヘッド</translation>
    </message>
    <message>
        <source>, depth %1</source>
        <translation>、深さ %1</translation>
    </message>
    <message>
        <source>in the loss</source>
        <translation>損失で</translation>
    </message>
    <message>
        <source>in the head</source>
        <translation>出力ヘッドで</translation>
    </message>
    <message>
        <source>in layer %1</source>
        <translation>層 %1 で</translation>
    </message>
    <message>
        <source>the signal overflowed (weights too large)</source>
        <translation>信号がオーバーフロー（重みが大きすぎる）</translation>
    </message>
    <message>
        <source>the loss overflowed (outputs too large)</source>
        <translation>損失がオーバーフロー（出力が大きすぎる）</translation>
    </message>
    <message>
        <source>the gradient overflowed (weights or learning rate too large)</source>
        <translation>勾配がオーバーフロー（重みか学習率が大きすぎる）</translation>
    </message>
    <message>
        <source>the weights overflowed (learning rate too large)</source>
        <translation>重みがオーバーフロー（学習率が大きすぎる）</translation>
    </message>
    <message>
        <source>the normalization divided by zero: a group&apos;s values are all equal and norm-eps is 0 (give eps &gt; 0)</source>
        <translation>正規化がゼロで割った: あるグループの値がすべて等しく norm-eps が 0（eps &gt; 0 にする）</translation>
    </message>
    <message>
        <source>diverged at step %1 %2: %3</source>
        <translation>ステップ %1 で発散、%2: %3</translation>
    </message>
    <message>
        <source>Fuss-Catalan</source>
        <translation>Fuss-Catalan</translation>
    </message>
    <message>
        <source>all equal</source>
        <translation>すべて等しい</translation>
    </message>
    <message>
        <source>free multiplicative, Gaussian weights</source>
        <translation>自由乗法、ガウス重み</translation>
    </message>
    <message>
        <source>free multiplicative, orthogonal weights</source>
        <translation>自由乗法、直交重み</translation>
    </message>
    <message>
        <source>no closed form is known with residual connections</source>
        <translation>残差接続では閉じた形は知られていない</translation>
    </message>
    <message>
        <source>no closed form is known with a normalization layer</source>
        <translation>正規化層があると閉じた形は知られていない</translation>
    </message>
    <message>
        <source>no closed form is known with biases (torch-default init)</source>
        <translation>バイアスがあると閉じた形は知られていない（torch-default 初期化）</translation>
    </message>
    <message>
        <source>for %1 the moments depend on the fixed point q* (Pennington et al. 2017); not shown</source>
        <translation>%1 ではモーメントが固定点 q* に依存する（Pennington ら 2017）。表示しない</translation>
    </message>
    <message>
        <source>known for Gaussian and orthogonal weights only</source>
        <translation>ガウス重みと直交重みでのみ知られている</translation>
    </message>
    <message>
        <source>in the final norm and head</source>
        <translation>最終正規化と出力ヘッドで</translation>
    </message>
    <message>
        <source>in the embeddings or the head</source>
        <translation>埋め込みか出力ヘッドで</translation>
    </message>
    <message>
        <source>in the embeddings</source>
        <translation>埋め込みで</translation>
    </message>
    <message>
        <source>in block %1</source>
        <translation>ブロック %1 で</translation>
    </message>
</context>
</TS>

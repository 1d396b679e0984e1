<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BandCurve</name>
    <message>
        <source>min–max</source>
        <translation>最小–最大</translation>
    </message>
    <message>
        <source>±1 sd</source>
        <translation>±1 标准差</translation>
    </message>
    <message>
        <source>mean of %1 of %2 seeds, shaded %3</source>
        <translation>%2 个种子中 %1 个的均值，阴影为%3</translation>
    </message>
    <message>
        <source>mean of %1 seeds, shaded %2</source>
        <translation>%1 个种子的均值，阴影为%2</translation>
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
        <translation>导出视图</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 图形 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>First/last gradient %1 · per-layer factor ρ %2 · global gradient norm %3 · clip factor %4 (clip at %5)</source>
        <translation>首/末梯度 %1 · 每层因子 ρ %2 · 全局梯度范数 %3 · 裁剪因子 %4（裁剪阈值 %5）</translation>
    </message>
    <message>
        <source>could not encode the PNG image; try SVG or PDF</source>
        <translation>无法编码 PNG 图像；请尝试 SVG 或 PDF</translation>
    </message>
    <message>
        <source>%1: choose a file ending in .png, .svg or .pdf</source>
        <translation>%1：请选择以 .png、.svg 或 .pdf 结尾的文件</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>95th percentile</source>
        <translation>第 95 百分位</translation>
    </message>
    <message>
        <source>5th percentile</source>
        <translation>第 5 百分位</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最小</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s singular values: %1, width %2</source>
        <translation>雅可比矩阵的奇异值：%1，宽度 %2</translation>
    </message>
    <message>
        <source>Nothing computed yet: show the Jacobian tab and let it finish.</source>
        <translation>尚未计算：请显示“雅可比”标签页并等待其完成。</translation>
    </message>
    <message>
        <source>0 (exactly)</source>
        <translation>0（精确）</translation>
    </message>
    <message>
        <source>%1 (rounding)</source>
        <translation>%1（舍入）</translation>
    </message>
    <message>
        <source>ex %1</source>
        <translation>样本 %1</translation>
    </message>
    <message>
        <source>f%1</source>
        <translation>f%1</translation>
    </message>
    <message>
        <source>, residual</source>
        <translation>，残差</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Training %1 layers: which of them learn</source>
        <translation>训练 %1 层网络：哪些层在学习</translation>
    </message>
    <message>
        <source>Nothing trained yet: show the Training tab and let it run.</source>
        <translation>尚未训练：请显示“训练”标签页并让其运行。</translation>
    </message>
    <message>
        <source>%1, width %2, batch %3</source>
        <translation>%1，宽度 %2，批量 %3</translation>
    </message>
    <message>
        <source>choose a smaller network or a preset (Alt+1)</source>
        <translation>请选择更小的网络或一个预设（Alt+1）</translation>
    </message>
    <message>
        <source>under a second left</source>
        <translation>剩余不到一秒</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>剩余约 %1 秒</translation>
    </message>
    <message>
        <source>about %1 min left</source>
        <translation>剩余约 %1 分钟</translation>
    </message>
    <message>
        <source>no estimate here: the line is the infinite-width limit</source>
        <translation>此处无估计：该线是无限宽度极限</translation>
    </message>
    <message>
        <source>width %1: layer 0&apos;s gradient %2 decades (×%3) below the infinite-width line</source>
        <translation>宽度 %1：第 0 层的梯度比无限宽度线低 %2 个数量级（×%3）</translation>
    </message>
    <message>
        <source>1 of %1: every unit the same (symmetry)</source>
        <translation>%1 个中的 1 个：所有单元相同（对称性）</translation>
    </message>
    <message>
        <source>%1 of %1</source>
        <translation>%1 / %1</translation>
    </message>
    <message>
        <source>at least %1 of %2</source>
        <translation>%2 个中至少 %1 个</translation>
    </message>
    <message>
        <source>; up to %1 silent on this batch (constant on every example)</source>
        <translation>；本批次中最多 %1 个静默（对每个样本都是常数）</translation>
    </message>
    <message>
        <source>%1; depth %2 to %3, init std %4 to %5</source>
        <translation>%1；深度 %2 至 %3，初始标准差 %4 至 %5</translation>
    </message>
    <message>
        <source>Training %1 blocks: which of them learn</source>
        <translation>训练 %1 个块：哪些块在学习</translation>
    </message>
</context>
<context>
    <name>TransformerPanel</name>
    <message>
        <source>Stream RMS %1 at the embeddings, %2 after block %3; weight gradient of block %3 / block 1: %4.</source>
        <translation>残差流 RMS：嵌入处 %1，第 %3 块之后 %2；权重梯度 第 %3 块 / 第 1 块：%4。</translation>
    </message>
</context>
<context>
    <name>gradflow</name>
    <message>
        <source>could not encode the PNG image; try SVG or PDF</source>
        <translation>无法编码 PNG 图像；请尝试 SVG 或 PDF</translation>
    </message>
    <message>
        <source>%1: choose a file ending in .png, .svg or .pdf</source>
        <translation>%1：请选择以 .png、.svg 或 .pdf 结尾的文件</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, socket or device), which could block the window; choose a file</source>
        <translation>这不是普通文件（管道、套接字或设备），可能会阻塞窗口；请选择一个文件</translation>
    </message>
    <message>
        <source>free some space or choose another folder</source>
        <translation>请释放空间或选择其他文件夹</translation>
    </message>
    <message>
        <source>the name is a folder&apos;s; choose a file name</source>
        <translation>该名称属于一个文件夹；请选择文件名</translation>
    </message>
    <message>
        <source>the file is larger than this process may write (ulimit -f); raise the limit or write less</source>
        <translation>文件超出了此进程可写入的大小（ulimit -f）；请提高限制或减少写入</translation>
    </message>
    <message>
        <source>choose another file or folder</source>
        <translation>请选择其他文件或文件夹</translation>
    </message>
    <message>
        <source>cannot read: %1; choose another file</source>
        <translation>无法读取：%1；请选择其他文件</translation>
    </message>
    <message>
        <source>it is a folder; choose a file</source>
        <translation>这是一个文件夹；请选择文件</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>cannot write %1: %2; choose another file</source>
        <translation>无法写入 %1：%2；请选择其他文件</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder; choose a file name</source>
        <translation>无法写入 %1：这是一个文件夹；请选择文件名</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: the file is read-only; make it writable (chmod u+w) or choose another file</source>
        <translation>无法写入 %1：文件为只读；请使其可写（chmod u+w）或选择其他文件</translation>
    </message>
    <message>
        <source>cannot write %1: %2; choose another folder</source>
        <translation>无法写入 %1：%2；请选择其他文件夹</translation>
    </message>
    <message>
        <source>writing %1 failed: %2; nothing was changed, %3</source>
        <translation>写入 %1 失败：%2；未做任何更改，%3</translation>
    </message>
    <message>
        <source>16:9 slide, full HD</source>
        <translation>16:9 幻灯片，全高清</translation>
    </message>
    <message>
        <source>16:9 slide, a 720-line projector</source>
        <translation>16:9 幻灯片，720 线投影仪</translation>
    </message>
    <message>
        <source>16:9 slide; scale 2 gives 1920 × 1080</source>
        <translation>16:9 幻灯片；缩放 2 得到 1920 × 1080</translation>
    </message>
    <message>
        <source>4:3 slide</source>
        <translation>4:3 幻灯片</translation>
    </message>
</context>
<context>
    <name>gradflow::BandsPanel</name>
    <message>
        <source>Seed-to-seed spread</source>
        <translation>种子间的离散</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>The same network with K seeds: their mean as a dashed line and their spread shaded. Narrow layers fluctuate more from seed to seed, and more with depth.</source>
        <translation>同一网络使用 K 个种子：均值为虚线，离散范围为阴影。窄层在不同种子间波动更大，且随深度增加。</translation>
    </message>
    <message>
        <source>K = </source>
        <translation>K = </translation>
    </message>
    <message>
        <source>How many seeds (1 to %1); the first is the network&apos;s own.</source>
        <translation>种子数量（1 至 %1）；第一个是网络自身的种子。</translation>
    </message>
    <message>
        <source>min–max</source>
        <translation>最小–最大</translation>
    </message>
    <message>
        <source>±1 sd</source>
        <translation>±1 标准差</translation>
    </message>
    <message>
        <source>Shade from the lowest to the highest seed, or one standard deviation (of log10) either side of the mean.</source>
        <translation>阴影从最低种子到最高种子，或均值两侧各一个标准差（log10 的）。</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Stop after the seeds computed so far: the band shows those.</source>
        <translation>在已计算的种子后停止：条带显示这些种子。</translation>
    </message>
    <message>
        <source>Stopped at %1 of %2 seeds: the band shows those.</source>
        <translation>在 %2 个种子中的第 %1 个停止：条带显示这些种子。</translation>
    </message>
    <message>
        <source>Computing %1 seeds…</source>
        <translation>正在计算 %1 个种子…</translation>
    </message>
    <message>
        <source>%1 seeds (%2 to %3).</source>
        <translation>%1 个种子（%2 至 %3）。</translation>
    </message>
    <message>
        <source>%1 of %2 seeds…</source>
        <translation>%1 / %2 个种子…</translation>
    </message>
    <message>
        <source>Seed %1 of %2: %3%…</source>
        <translation>第 %1 / %2 个种子：%3%…</translation>
    </message>
</context>
<context>
    <name>gradflow::ChainPage</name>
    <message>
        <source>Chain: a gradient is a product of slopes</source>
        <translation>链：梯度是斜率的乘积</translation>
    </message>
    <message>
        <source>Number of one-number units in the chain</source>
        <translation>链中单数值单元的数量</translation>
    </message>
    <message>
        <source>Units L</source>
        <translation>单元数 L</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>激活函数</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Lesson: sigmoid, weight 1</source>
        <translation>课程：sigmoid，权重 1</translation>
    </message>
    <message>
        <source>Lesson: linear, weight 1</source>
        <translation>课程：线性，权重 1</translation>
    </message>
    <message>
        <source>Lesson: linear, weight 1.5</source>
        <translation>课程：线性，权重 1.5</translation>
    </message>
    <message>
        <source>unit (1 = next to the loss)</source>
        <translation>单元（1 = 最靠近损失）</translation>
    </message>
    <message>
        <source>gradient after the unit</source>
        <translation>经过该单元后的梯度</translation>
    </message>
    <message>
        <source>chain</source>
        <translation>链</translation>
    </message>
    <message>
        <source>slope per unit</source>
        <translation>每单元斜率</translation>
    </message>
    <message>
        <source>gradient at the input</source>
        <translation>输入处的梯度</translation>
    </message>
    <message>
        <source>Gradient reaching the input after %1 units: %2</source>
        <translation>经过 %1 个单元后到达输入的梯度：%2</translation>
    </message>
    <message>
        <source>Each unit multiplies the gradient by weight × slope = %1 × %2 = %3, so after L units it is %3 to the power L.</source>
        <translation>每个单元将梯度乘以 权重 × 斜率 = %1 × %2 = %3，因此经过 L 个单元后为 %3 的 L 次方。</translation>
    </message>
    <message>
        <source>, weight %1</source>
        <translation>，权重 %1</translation>
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
        <translation>在图表导出中包含读数(&amp;R)</translation>
    </message>
    <message>
        <source>Export a transformer&apos;s charts (PNG as shown)</source>
        <translation>导出 Transformer 的图表（按屏幕显示的 PNG）</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 图形 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Chart image copied.</source>
        <translation>已复制图表图像。</translation>
    </message>
    <message>
        <source>could not encode the PNG image: too little memory; close other programs and try again</source>
        <translation>无法编码 PNG 图像：内存不足；请关闭其他程序后重试</translation>
    </message>
</context>
<context>
    <name>gradflow::ChartPanel</name>
    <message>
        <source>%1 (current)</source>
        <translation>%1（当前）</translation>
    </message>
    <message>
        <source>exactly zero</source>
        <translation>精确为零</translation>
    </message>
    <message>
        <source>Forward signal ÷ its value at layer 0</source>
        <translation>前向信号 ÷ 其在第 0 层的值</translation>
    </message>
    <message>
        <source>Forward signal</source>
        <translation>前向信号</translation>
    </message>
    <message>
        <source>RMS of h</source>
        <translation>h 的 RMS</translation>
    </message>
    <message>
        <source>Gradient reaching each layer ÷ its value at layer 0</source>
        <translation>到达各层的梯度 ÷ 其在第 0 层的值</translation>
    </message>
    <message>
        <source>Gradient reaching each layer</source>
        <translation>到达各层的梯度</translation>
    </message>
    <message>
        <source>|∂loss/∂h|</source>
        <translation>|∂损失/∂h|</translation>
    </message>
    <message>
        <source>Weight gradient ÷ its value at layer %1</source>
        <translation>权重梯度 ÷ 其在第 %1 层的值</translation>
    </message>
    <message>
        <source>Weight gradient</source>
        <translation>权重梯度</translation>
    </message>
    <message>
        <source>|∂loss/∂W|</source>
        <translation>|∂损失/∂W|</translation>
    </message>
    <message>
        <source>Each curve ÷ its value at layer 0 (weights: layer 1): </source>
        <translation>每条曲线 ÷ 其在第 0 层的值（权重：第 1 层）：</translation>
    </message>
    <message>
        <source>%1 · width %2, batch %3, %4 loss, seed %5, %6</source>
        <translation>%1 · 宽度 %2，批量 %3，%4 损失，种子 %5，%6</translation>
    </message>
    <message>
        <source> · fine white dashes: %1</source>
        <translation> · 白色细虚线：%1</translation>
    </message>
    <message>
        <source> · fine black dashes: %1</source>
        <translation> · 黑色细虚线：%1</translation>
    </message>
    <message>
        <source>theory at width %1 (the infinite-width line less its finite-width drift)</source>
        <translation>宽度 %1 的理论（极限线减有限宽度漂移）</translation>
    </message>
    <message>
        <source>infinite-width theory</source>
        <translation>无限宽度理论</translation>
    </message>
    <message>
        <source>Signal and gradient through %1 layers</source>
        <translation>信号与梯度穿过 %1 层</translation>
    </message>
    <message>
        <source> · at layer 0 the drawn seed is the %1 of the %2 seeds, %3 decades %4 their mean</source>
        <translation> · 在第 0 层，所抽种子是 %2 个种子中%1的一个，%4其均值 %3 个数量级</translation>
    </message>
    <message>
        <source>highest</source>
        <translation>最高</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>最低</translation>
    </message>
    <message>
        <source>above</source>
        <translation>高于</translation>
    </message>
    <message>
        <source>below</source>
        <translation>低于</translation>
    </message>
</context>
<context>
    <name>gradflow::ClippingPage</name>
    <message>
        <source>Clipping: a circuit breaker for the gradient</source>
        <translation>裁剪：梯度的断路器</translation>
    </message>
    <message>
        <source>Clip limit c</source>
        <translation>裁剪阈值 c</translation>
    </message>
    <message>
        <source>Lesson: the exploding network (ReLU, std 1)</source>
        <translation>课程：爆炸的网络（ReLU，标准差 1）</translation>
    </message>
    <message>
        <source>A healthy network (ReLU, He)</source>
        <translation>健康的网络（ReLU，He）</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>‖∂loss/∂W‖</source>
        <translation>‖∂损失/∂W‖</translation>
    </message>
    <message>
        <source>The lesson&apos;s stand-in (4.8×10⁴⁶, 6.4×10⁴⁶) has length 8×10⁴⁶; clipped at 1 it becomes (0.6, 0.8): length 1, same direction. The network here is the main view&apos;s.</source>
        <translation>课程中的示例向量 (4.8×10⁴⁶, 6.4×10⁴⁶) 长度为 8×10⁴⁶；在 1 处裁剪后变为 (0.6, 0.8)：长度 1，方向不变。这里的网络是主视图的网络。</translation>
    </message>
    <message>
        <source>Waiting for the main view&apos;s network…</source>
        <translation>正在等待主视图的网络…</translation>
    </message>
    <message>
        <source>%1: global gradient norm ‖g‖ = %2</source>
        <translation>%1：全局梯度范数 ‖g‖ = %2</translation>
    </message>
    <message>
        <source>Clip at %1: every gradient × %2, new length %3</source>
        <translation>在 %1 处裁剪：每个梯度 × %2，新长度 %3</translation>
    </message>
    <message>
        <source>Clip at %1: ‖g‖ is within the limit, nothing changes (× 1)</source>
        <translation>在 %1 处裁剪：‖g‖ 在阈值内，无变化（× 1）</translation>
    </message>
    <message>
        <source>Direction kept: cosine(before, after) = %1; largest change in a layer&apos;s share of ‖g‖: %2</source>
        <translation>方向保持：余弦(前, 后) = %1；某层在 ‖g‖ 中份额的最大变化：%2</translation>
    </message>
    <message>
        <source>0 (to rounding)</source>
        <translation>0（在舍入误差内）</translation>
    </message>
    <message>
        <source>before clipping</source>
        <translation>裁剪前</translation>
    </message>
    <message>
        <source>after clipping</source>
        <translation>裁剪后</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeLink</name>
    <message>
        <source>Computed in %1 ms.</source>
        <translation>计算用时 %1 毫秒。</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeStatus</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop this computation; the controls return to the network the charts show.</source>
        <translation>停止此计算；控件回到图表所示的网络。</translation>
    </message>
    <message>
        <source>100% · about 88 min left</source>
        <translation>100% · 剩余约 88 分钟</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Computing %1…</source>
        <translation>正在计算 %1…</translation>
    </message>
    <message>
        <source>Showing the previous network (%1) while %2 computes</source>
        <translation>正在计算 %2，同时显示上一个网络（%1）</translation>
    </message>
    <message>
        <source>Computing %1; the charts fill in when it finishes</source>
        <translation>正在计算 %1；完成后图表将被填充</translation>
    </message>
    <message>
        <source>This network was not computed: %1.
%2.</source>
        <translation>此网络未被计算：%1。
%2。</translation>
    </message>
    <message>
        <source>This network was not computed: %1.
The charts below still show %2.</source>
        <translation>此网络未被计算：%1。
下方图表仍显示 %2。</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <translation>返回 %1</translation>
    </message>
    <message>
        <source> (the charts still show the last result)</source>
        <translation> （图表仍显示上一个结果）</translation>
    </message>
    <message>
        <source>Cancelled; the controls and charts show the last result again.</source>
        <translation>已取消；控件和图表重新显示上一个结果。</translation>
    </message>
    <message>
        <source>Cancelled; nothing is computed yet: %1.</source>
        <translation>已取消；尚未计算任何内容：%1。</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeWorker</name>
    <message>
        <source>This network needs at least %1 but the configuration&apos;s memory limit is %2: reduce depth, width or batch, or open a configuration with a larger &quot;max-memory&quot;</source>
        <translation>此网络至少需要 %1，但配置的内存上限为 %2：请减小深度、宽度或批量，或打开一个 “max-memory” 更大的配置</translation>
    </message>
    <message>
        <source>The computation failed (%1). The charts show the last good result; please report this with the settings that caused it.</source>
        <translation>计算失败（%1）。图表显示上一个有效结果；请连同导致问题的设置一起报告。</translation>
    </message>
    <message>
        <source>The computation failed with an unknown error. The charts show the last good result; please report this with the settings that caused it.</source>
        <translation>计算因未知错误失败。图表显示上一个有效结果；请连同导致问题的设置一起报告。</translation>
    </message>
</context>
<context>
    <name>gradflow::ControlPanel</name>
    <message>
        <source>Network at initialization</source>
        <translation>初始化时的网络</translation>
    </message>
    <message>
        <source>Number of blocks the signal passes through; each multiplies the gradient by one more factor.</source>
        <translation>信号穿过的块数；每个块都给梯度多乘一个因子。</translation>
    </message>
    <message>
        <source>&amp;Depth</source>
        <translation>深度(&amp;D)</translation>
    </message>
    <message>
        <source>Units per layer: the fan-in that He and Xavier initialization divide by.</source>
        <translation>每层单元数：He 和 Xavier 初始化所除的扇入。</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>宽度(&amp;W)</translation>
    </message>
    <message>
        <source>Examples in the batch; BatchNorm computes its statistics across them.</source>
        <translation>批量中的样本数；BatchNorm 在它们之上计算统计量。</translation>
    </message>
    <message>
        <source>Arithmetic precision; magnitudes stay exact either way, as they are carried in log10.</source>
        <translation>算术精度；数量级始终精确，因为它们以 log10 形式计算。</translation>
    </message>
    <message>
        <source>Pre&amp;cision</source>
        <translation>精度(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>批量(&amp;B)</translation>
    </message>
    <message>
        <source>The nonlinearity after each weight matrix; its slope multiplies the gradient at every layer.</source>
        <translation>每个权重矩阵之后的非线性；其斜率在每一层都乘到梯度上。</translation>
    </message>
    <message>
        <source>&amp;Activation</source>
        <translation>激活函数(&amp;A)</translation>
    </message>
    <message>
        <source>How the starting weights are scaled; picking a scheme moves the std slider to its value.</source>
        <translation>初始权重的缩放方式；选择一种方案会把标准差滑块移到对应值。</translation>
    </message>
    <message>
        <source>Ini&amp;t</source>
        <translation>初始化(&amp;T)</translation>
    </message>
    <message>
        <source>Standard deviation of the starting weights, %1 to %2 on a log scale; moving it makes the init custom (orthogonal weights stay orthogonal: it sets their gain, std·√n).</source>
        <translation>初始权重的标准差，对数刻度从 %1 到 %2；移动它会使初始化变为自定义（正交权重保持正交：它设定其增益，标准差·√n）。</translation>
    </message>
    <message>
        <source>Init &amp;std</source>
        <translation>初始标准差(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Residual connections</source>
        <translation>残差连接(&amp;R)</translation>
    </message>
    <message>
        <source>Add each block&apos;s output to its input, giving the gradient an express path back.</source>
        <translation>把每个块的输出加到其输入上，为梯度提供一条直通的回传路径。</translation>
    </message>
    <message>
        <source>Multiplier on each block&apos;s contribution; GPT-2 uses 1/√(2L) to keep the stream bounded.</source>
        <translation>每个块贡献的乘数；GPT-2 使用 1/√(2L) 使残差流保持有界。</translation>
    </message>
    <message>
        <source>Normalization: BatchNorm across the batch, LayerNorm and RMSNorm within each example.</source>
        <translation>归一化：BatchNorm 跨批量，LayerNorm 和 RMSNorm 在每个样本内部。</translation>
    </message>
    <message>
        <source>Pre normalizes each block&apos;s input (Llama); post normalizes after the residual add (original Transformer).</source>
        <translation>Pre 归一化每个块的输入（Llama）；post 在残差相加之后归一化（原始 Transformer）。</translation>
    </message>
    <message>
        <source>&amp;Norm</source>
        <translation>归一化(&amp;N)</translation>
    </message>
    <message>
        <source>half-mean is the lesson&apos;s ½·Σout²/batch; sum is the tanh demo&apos;s; mean is the Pre-LN/Post-LN check&apos;s.</source>
        <translation>half-mean 是课程中的 ½·Σout²/批量；sum 是 tanh 演示的；mean 是 Pre-LN/Post-LN 检验的。</translation>
    </message>
    <message>
        <source>Linear &amp;output head</source>
        <translation>线性输出头(&amp;O)</translation>
    </message>
    <message>
        <source>A final linear layer before the loss, so a normalized output does not make the loss scale-invariant.</source>
        <translation>损失前的最后一个线性层，使归一化后的输出不会让损失变得尺度不变。</translation>
    </message>
    <message>
        <source>&amp;Loss</source>
        <translation>损失(&amp;L)</translation>
    </message>
    <message>
        <source>Seed of the random weights and input; the same seed always draws the same network.</source>
        <translation>随机权重和输入的种子；相同的种子总是抽取出相同的网络。</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>新种子</translation>
    </message>
    <message>
        <source>Draw a new random network with the same settings (Ctrl+N).</source>
        <translation>以相同设置抽取一个新的随机网络（Ctrl+N）。</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>种子(&amp;E)</translation>
    </message>
    <message>
        <source>all weights %1</source>
        <translation>所有权重 %1</translation>
    </message>
    <message>
        <source>gain %1, PyTorch&apos;s</source>
        <translation>增益 %1，与 PyTorch 相同</translation>
    </message>
    <message>
        <source>gain %1 = std·√n</source>
        <translation>增益 %1 = 标准差·√n</translation>
    </message>
    <message>
        <source>%1 = %2/√n</source>
        <translation>%1 = %2/√n</translation>
    </message>
    <message>
        <source>A transformer draws every matrix at the init std (Hugging Face&apos;s initializer_range)</source>
        <translation>Transformer 以初始标准差抽取每个矩阵（Hugging Face 的 initializer_range）</translation>
    </message>
    <message>
        <source>A transformer&apos;s blocks are always residual</source>
        <translation>Transformer 的块总是残差的</translation>
    </message>
    <message>
        <source>A transformer&apos;s loss is the cross-entropy of the next tokens</source>
        <translation>Transformer 的损失是下一个词元的交叉熵</translation>
    </message>
    <message>
        <source>A transformer always ends in its LM head (see Tied head below)</source>
        <translation>Transformer 总是以其 LM 头结束（见下方“共享头”）</translation>
    </message>
    <message>
        <source>: not used here.</source>
        <translation>：此处不使用。</translation>
    </message>
    <message>
        <source>std %1, every matrix</source>
        <translation>标准差 %1，每个矩阵</translation>
    </message>
    <message>
        <source>gain 0.0123 = std·√n </source>
        <translation>增益 0.0123 = 标准差·√n </translation>
    </message>
</context>
<context>
    <name>gradflow::ControlsColumn</name>
    <message>
        <source>Show the controls</source>
        <translation>显示控件</translation>
    </message>
    <message>
        <source>Fold the controls</source>
        <translation>收起控件</translation>
    </message>
    <message>
        <source>Show the theory and seed spread</source>
        <translation>显示理论与种子间离散</translation>
    </message>
    <message>
        <source>Fold the theory and seed spread</source>
        <translation>收起理论与种子间离散</translation>
    </message>
</context>
<context>
    <name>gradflow::DensityChart</name>
    <message>
        <source>Singular values at the last layer</source>
        <translation>最后一层的奇异值</translation>
    </message>
    <message>
        <source>log10 of the singular value</source>
        <translation>奇异值的 log10</translation>
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
        <translation>包含读数(&amp;R)（比值、ρ、范数、裁剪因子）</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Pixels per point: 2 makes a sharp image of twice the size.</source>
        <translation>每点像素数：2 得到两倍大小的清晰图像。</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>尺寸(&amp;S)：</translation>
    </message>
    <message>
        <source>Pixel s&amp;cale:</source>
        <translation>像素缩放(&amp;C)：</translation>
    </message>
    <message>
        <source>As on screen (%1)</source>
        <translation>与屏幕相同（%1）</translation>
    </message>
    <message>
        <source>, the default</source>
        <translation>，默认</translation>
    </message>
    <message>
        <source>%1 (%2%3)</source>
        <translation>%1（%2%3）</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>自定义…</translation>
    </message>
    <message>
        <source>The drawing&apos;s size; its text is sized for it, as presentation mode sizes it for a screen that tall.</source>
        <translation>图的尺寸；文字按此尺寸调整，就像演示模式按屏幕高度调整一样。</translation>
    </message>
    <message>
        <source>Custom width</source>
        <translation>自定义宽度</translation>
    </message>
    <message>
        <source>Custom height</source>
        <translation>自定义高度</translation>
    </message>
    <message>
        <source>The file: %1 pixels.</source>
        <translation>文件：%1 像素。</translation>
    </message>
    <message>
        <source>The drawing: %1 points, text sized for it.</source>
        <translation>图：%1 点，文字随之调整。</translation>
    </message>
</context>
<context>
    <name>gradflow::ExportImage</name>
    <message>
        <source>out of memory for a %1 x %2 pixel image (%3 MiB); choose a smaller size or scale, or SVG or PDF</source>
        <translation>内存不足，无法创建 %1 x %2 像素的图像（%3 MiB）；请选择更小的尺寸或缩放，或使用 SVG 或 PDF</translation>
    </message>
</context>
<context>
    <name>gradflow::FileCommands</name>
    <message>
        <source>; nothing was changed.</source>
        <translation>；未做任何更改。</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>已打开 %1。</translation>
    </message>
    <message>
        <source>Opened %1 (%2).</source>
        <translation>已打开 %1（%2）。</translation>
    </message>
    <message>
        <source> Ignored keys: %1.</source>
        <translation> 忽略的键：%1。</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Opened the tour %1.</source>
        <translation>已打开导览 %1。</translation>
    </message>
    <message>
        <source>; the previous tour is kept.</source>
        <translation>；保留之前的导览。</translation>
    </message>
    <message>
        <source>the session&apos;s pins</source>
        <translation>会话的固定曲线</translation>
    </message>
    <message>
        <source>nothing was changed</source>
        <translation>未做任何更改</translation>
    </message>
    <message numerus="yes">
        <source>Opened session %1: %n pin(s).</source>
        <translation>
            <numerusform>已打开会话 %1：%n 条固定曲线。</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved session %1.</source>
        <translation>已保存会话 %1。</translation>
    </message>
    <message>
        <source>No transformer computed yet.</source>
        <translation>尚未计算 Transformer。</translation>
    </message>
    <message>
        <source>Nothing computed yet.</source>
        <translation>尚未计算任何内容。</translation>
    </message>
    <message>
        <source>Open configuration</source>
        <translation>打开配置</translation>
    </message>
    <message>
        <source>GradFlow configuration (*.json)</source>
        <translation>GradFlow 配置 (*.json)</translation>
    </message>
    <message>
        <source>Open model config</source>
        <translation>打开模型配置</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json)</source>
        <translation>Hugging Face 配置 (*.json)</translation>
    </message>
    <message>
        <source>Save configuration</source>
        <translation>保存配置</translation>
    </message>
    <message>
        <source>Open tour</source>
        <translation>打开导览</translation>
    </message>
    <message>
        <source>GradFlow tour (*.txt);;All files (*)</source>
        <translation>GradFlow 导览 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Tour not opened</source>
        <translation>导览未打开</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>打开会话</translation>
    </message>
    <message>
        <source>GradFlow session (*.json)</source>
        <translation>GradFlow 会话 (*.json)</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>CSV 表格 (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
</context>
<context>
    <name>gradflow::HistogramPanel</name>
    <message>
        <source>Dead ReLUs: %1 of %2 units zero on the whole batch (%3); %4 of all outputs zero.</source>
        <translation>死亡 ReLU：%2 个单元中有 %1 个在整个批量上为零（%3）；所有输出中 %4 为零。</translation>
    </message>
    <message>
        <source>Saturated: %1 of %2 units in a flat tail on the whole batch (%3); %4 of all pre-activations there (slope under 1% of its peak).</source>
        <translation>饱和：%2 个单元中有 %1 个在整个批量上处于平坦尾部（%3）；所有预激活中 %4 位于该处（斜率低于峰值的 1%）。</translation>
    </message>
    <message>
        <source>%1 neither dies nor saturates as ReLU, tanh and sigmoid do: no count here.</source>
        <translation>%1 不会像 ReLU、tanh 和 sigmoid 那样死亡或饱和：此处不计数。</translation>
    </message>
    <message>
        <source>Histograms of la&amp;yer</source>
        <translation>层直方图(&amp;Y)</translation>
    </message>
    <message>
        <source>The layer whose values are shown below; or click a chart at that layer.</source>
        <translation>下方显示其数值的层；也可以在图表上点击该层。</translation>
    </message>
    <message>
        <source>Pre-activations z</source>
        <translation>预激活 z</translation>
    </message>
    <message>
        <source>Activations act(z)</source>
        <translation>激活 act(z)</translation>
    </message>
    <message>
        <source>Gradient |∂loss/∂h|</source>
        <translation>梯度 |∂损失/∂h|</translation>
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
        <translation>所有值精确为 0</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>|value| </source>
        <translation>|值| </translation>
    </message>
</context>
<context>
    <name>gradflow::InitPage</name>
    <message>
        <source>Initialization: He and Xavier</source>
        <translation>初始化：He 与 Xavier</translation>
    </message>
    <message>
        <source>Fan-in</source>
        <translation>扇入</translation>
    </message>
    <message>
        <source>Fan-out</source>
        <translation>扇出</translation>
    </message>
    <message>
        <source>Sample size</source>
        <translation>样本量</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Lesson: He, 50 in</source>
        <translation>课程：He，50 输入</translation>
    </message>
    <message>
        <source>Lesson: Xavier, 100 in, 100 out</source>
        <translation>课程：Xavier，100 输入，100 输出</translation>
    </message>
    <message>
        <source>Lesson check: 512 in, 512 out</source>
        <translation>课程验证：512 输入，512 输出</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>std</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>variance</source>
        <translation>方差</translation>
    </message>
    <message>
        <source>E[y²] after Linear+ReLU</source>
        <translation>Linear+ReLU 后的 E[y²]</translation>
    </message>
    <message>
        <source>He (ReLU): std = √(2 / %1) = %2</source>
        <translation>He (ReLU)：标准差 = √(2 / %1) = %2</translation>
    </message>
    <message>
        <source>Xavier (tanh, sigmoid): std = √(2 / (%1 + %2)) = %3</source>
        <translation>Xavier (tanh, sigmoid)：标准差 = √(2 / (%1 + %2)) = %3</translation>
    </message>
    <message>
        <source>E[y²] after Linear + ReLU: He %1, Xavier %2</source>
        <translation>Linear + ReLU 后的 E[y²]：He %1，Xavier %2</translation>
    </message>
    <message>
        <source>Measured on %1 inputs of %2 N(0, 1) features (E[x²] = 1) through a %2 → %3 layer. ReLU zeroes about half of every sum, so a rule without He&apos;s factor 2 passes on about half the energy, and halves it again at every layer.</source>
        <translation>在 %1 个输入（%2 个 N(0, 1) 特征，E[x²] = 1）上经过一个 %2 → %3 的层测得。ReLU 会把每个和的大约一半置零，因此没有 He 因子 2 的规则只传递大约一半的能量，并在每一层再减半。</translation>
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
        <translation>0（在舍入误差内）</translation>
    </message>
    <message>
        <source>Spread of the singular values against depth</source>
        <translation>奇异值随深度的离散</translation>
    </message>
    <message>
        <source>singular value</source>
        <translation>奇异值</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Presets…</source>
        <translation>预设…</translation>
    </message>
    <message>
        <source>Networks that tell the story of dynamical isometry</source>
        <translation>讲述动力学等距故事的网络</translation>
    </message>
    <message>
        <source>The example of the batch whose Jacobian is taken</source>
        <translation>取雅可比矩阵的批量样本</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>样本：</translation>
    </message>
    <message>
        <source>Stop computing this network&apos;s spectrum; the charts keep the previous one, dimmed</source>
        <translation>停止计算此网络的谱；图表保留上一个（变暗）</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>未计算：%1</translation>
    </message>
    <message>
        <source>Computing the spectrum: layer %1 of %2…</source>
        <translation>正在计算谱：第 %1 层，共 %2 层…</translation>
    </message>
    <message>
        <source>Computing the spread against depth: %1 of %2 earlier depths…</source>
        <translation>正在计算随深度的离散：%2 个较浅深度中的第 %1 个…</translation>
    </message>
    <message>
        <source>Cancelled: the charts show the previous network. Compute again, or change a control.</source>
        <translation>已取消：图表显示上一个网络。请重新计算或更改控件。</translation>
    </message>
    <message>
        <source>Compute again</source>
        <translation>重新计算</translation>
    </message>
    <message>
        <source>Spread of the singular values at %1 evenly spaced depths</source>
        <translation>%1 个等间隔深度处奇异值的离散</translation>
    </message>
    <message>
        <source> Spread at %1 evenly spaced depths above width %2 (an SVD per depth).</source>
        <translation> 宽度超过 %2 时在 %1 个等间隔深度处计算离散（每个深度一次 SVD）。</translation>
    </message>
    <message>
        <source>Layer %1, example %2: singular values from %3 to %4 (5th–95th percentile %5 to %6); mean σ² %7, variance / mean² %8.</source>
        <translation>第 %1 层，样本 %2：奇异值从 %3 到 %4（第 5–95 百分位 %5 到 %6）；σ² 均值 %7，方差 / 均值² %8。</translation>
    </message>
    <message>
        <source> Theory (%1, infinite width): mean σ² %2, variance / mean² %3.</source>
        <translation> 理论（%1，无限宽度）：σ² 均值 %2，方差 / 均值² %3。</translation>
    </message>
    <message>
        <source> No theory shown: %1.</source>
        <translation> 未显示理论：%1。</translation>
    </message>
    <message>
        <source> This draw sits %1 decades below the theory&apos;s mean σ², a mean over draws of the weights: at width %2, a product of %3 random layers is most often smaller than its mean.</source>
        <translation> 这次抽取比理论的 σ² 均值低 %1 个数量级（理论值是对权重抽取的平均）：在宽度 %2 下，%3 个随机层的乘积通常小于其均值。</translation>
    </message>
    <message>
        <source> This draw sits %1 decades above the theory&apos;s mean σ², a mean over draws of the weights: at width %2, one draw of %3 random layers can stand far from it.</source>
        <translation> 这次抽取比理论的 σ² 均值高 %1 个数量级（理论值是对权重抽取的平均）：在宽度 %2 下，%3 个随机层的单次抽取可能远离它。</translation>
    </message>
</context>
<context>
    <name>gradflow::JacobianWorker</name>
    <message>
        <source>This network needs at least %1 but the memory limit is %2: reduce depth, width or batch.</source>
        <translation>此网络至少需要 %1，但内存上限为 %2：请减小深度、宽度或批量。</translation>
    </message>
</context>
<context>
    <name>gradflow::KeysDialog</name>
    <message>
        <source>Keys</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>作用</translation>
    </message>
</context>
<context>
    <name>gradflow::LanguageMenu</name>
    <message>
        <source>&amp;System language</source>
        <translation>系统语言(&amp;S)</translation>
    </message>
</context>
<context>
    <name>gradflow::LatestWorker</name>
    <message>
        <source>Out of memory: reduce depth, width or batch.</source>
        <translation>内存不足：请减小深度、宽度或批量。</translation>
    </message>
    <message>
        <source>The computation failed with an unknown error; please report this with the settings that caused it.</source>
        <translation>计算因未知错误失败；请连同导致问题的设置一起报告。</translation>
    </message>
</context>
<context>
    <name>gradflow::LayerChart</name>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>exactly zero</source>
        <translation>精确为零</translation>
    </message>
    <message>
        <source>%1
layer %2: %3</source>
        <translation>%1
第 %2 层：%3</translation>
    </message>
    <message>
        <source>%1
block %2: %3</source>
        <translation>%1
第 %2 块：%3</translation>
    </message>
    <message>
        <source>block</source>
        <translation>块</translation>
    </message>
</context>
<context>
    <name>gradflow::LearningRateBox</name>
    <message>
        <source>Learning rate, 10⁻⁶ to 10 on a log scale</source>
        <translation>学习率，对数刻度从 10⁻⁶ 到 10</translation>
    </message>
    <message>
        <source> (below the slider)</source>
        <translation> （低于滑块范围）</translation>
    </message>
    <message>
        <source> (above the slider)</source>
        <translation> （高于滑块范围）</translation>
    </message>
</context>
<context>
    <name>gradflow::LessonPage</name>
    <message>
        <source>Controls</source>
        <translation>控件</translation>
    </message>
    <message>
        <source>Export this view…</source>
        <translation>导出此视图…</translation>
    </message>
    <message>
        <source>PNG, SVG or PDF of the figure on the right (Ctrl+E)</source>
        <translation>右侧图的 PNG、SVG 或 PDF（Ctrl+E）</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>正在测量…</translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation>未测量：%1</translation>
    </message>
    <message>
        <source>Measuring… %1%</source>
        <translation>正在测量… %1%</translation>
    </message>
</context>
<context>
    <name>gradflow::LessonTabs</name>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>链</translation>
    </message>
    <message>
        <source>Residual chain</source>
        <translation>残差链</translation>
    </message>
    <message>
        <source>Norms</source>
        <translation>归一化</translation>
    </message>
    <message>
        <source>Init</source>
        <translation>初始化</translation>
    </message>
    <message>
        <source>Clipping</source>
        <translation>裁剪</translation>
    </message>
    <message>
        <source>Residual scaling</source>
        <translation>残差缩放</translation>
    </message>
    <message>
        <source> (Ctrl+%1)</source>
        <translation> （Ctrl+%1）</translation>
    </message>
    <message>
        <source>The network: signal and gradients per layer (Ctrl+1)</source>
        <translation>网络：每层的信号与梯度（Ctrl+1）</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Train the network: loss, each layer&apos;s weight change and update ratio (Ctrl+%1)</source>
        <translation>训练网络：损失、每层的权重变化与更新比（Ctrl+%1）</translation>
    </message>
    <message>
        <source>Jacobian</source>
        <translation>雅可比</translation>
    </message>
    <message>
        <source>The spectrum of the network&apos;s input-output Jacobian: dynamical isometry (Ctrl+%1)</source>
        <translation>网络输入-输出雅可比矩阵的谱：动力学等距（Ctrl+%1）</translation>
    </message>
    <message>
        <source>Not exported: out of memory for the measurement; choose smaller settings.</source>
        <translation>未导出：测量所需内存不足；请选择更小的设置。</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
</context>
<context>
    <name>gradflow::LossChart</name>
    <message>
        <source>Loss over the steps</source>
        <translation>损失随步数变化</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>clip fired</source>
        <translation>触发裁剪</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Loss per step</source>
        <translation>每步损失</translation>
    </message>
    <message>
        <source>diverged here</source>
        <translation>在此发散</translation>
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
        <translation>归一化实验台：BatchNorm、LayerNorm、RMSNorm</translation>
    </message>
    <message>
        <source>Examples (rows)</source>
        <translation>样本（行）</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>特征</translation>
    </message>
    <message>
        <source>Constant shift</source>
        <translation>常数平移</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>训练步数</translation>
    </message>
    <message>
        <source>Momentum</source>
        <translation>动量</translation>
    </message>
    <message>
        <source>BatchNorm training steps on this batch before switching to evaluation mode</source>
        <translation>切换到评估模式之前，在此批量上 BatchNorm 的训练步数</translation>
    </message>
    <message>
        <source>Lesson: row (1, 2, 3, 4), column (1, 3, 5)</source>
        <translation>课程：行 (1, 2, 3, 4)，列 (1, 3, 5)</translation>
    </message>
    <message>
        <source>Batch-mate 5 → 11</source>
        <translation>批内同伴 5 → 11</translation>
    </message>
    <message>
        <source>Lesson: BatchNorm of [[1, 2], [3, 6]]</source>
        <translation>课程：[[1, 2], [3, 6]] 的 BatchNorm</translation>
    </message>
    <message>
        <source>Batch (edit any number)</source>
        <translation>批量（可编辑任意数字）</translation>
    </message>
    <message>
        <source>LayerNorm: along each row</source>
        <translation>LayerNorm：沿每一行</translation>
    </message>
    <message>
        <source>RMSNorm: row ÷ its RMS, no mean</source>
        <translation>RMSNorm：行 ÷ 其 RMS，不减均值</translation>
    </message>
    <message>
        <source>BatchNorm: down each column</source>
        <translation>BatchNorm：沿每一列</translation>
    </message>
    <message>
        <source>BatchNorm, evaluation mode</source>
        <translation>BatchNorm，评估模式</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number from -1000000 to 1000000; the batch keeps %2.</source>
        <translation>“%1” 不是 -1000000 到 1000000 之间的数字；批量保留 %2。</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>std</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>rms</source>
        <translation>rms</translation>
    </message>
    <message>
        <source>running mean</source>
        <translation>滑动均值</translation>
    </message>
    <message>
        <source>running var</source>
        <translation>滑动方差</translation>
    </message>
    <message>
        <source>Example 1, feature 1 (%1) after BatchNorm: %2</source>
        <translation>样本 1、特征 1（%1）经 BatchNorm 后：%2</translation>
    </message>
    <message>
        <source>; with the last example&apos;s %1 → %2: %3. LayerNorm: %4 either way.</source>
        <translation>；若最后一个样本为 %1 → %2：%3。LayerNorm：两种情况均为 %4。</translation>
    </message>
    <message>
        <source>Add %1 to every entry: LayerNorm&apos;s output moves by at most %2, RMSNorm&apos;s by %3.</source>
        <translation>给每个元素加 %1：LayerNorm 的输出最多变化 %2，RMSNorm 的变化 %3。</translation>
    </message>
    <message>
        <source>After %1 training step(s) at momentum %2, evaluation mode gives example 1, feature 1 %3; training mode gives %4.</source>
        <translation>以动量 %2 训练 %1 步后，评估模式给出样本 1、特征 1 为 %3；训练模式给出 %4。</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapFigure</name>
    <message>
        <source>Phase map: the first-to-last gradient ratio over init std and depth</source>
        <translation>相图：首末梯度比随初始标准差与深度的变化</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapLauncher</name>
    <message>
        <source>Phase map</source>
        <translation>相图</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapWidget</name>
    <message>
        <source>not computed yet</source>
        <translation>尚未计算</translation>
    </message>
    <message>
        <source>undefined (the last gradient is exactly 0)</source>
        <translation>未定义（最后的梯度精确为 0）</translation>
    </message>
    <message>
        <source>first gradient exactly 0</source>
        <translation>第一个梯度精确为 0</translation>
    </message>
    <message>
        <source>first/last gradient %1</source>
        <translation>首/末梯度 %1</translation>
    </message>
    <message>
        <source>depth %1, init std %2: %3</source>
        <translation>深度 %1，初始标准差 %2：%3</translation>
    </message>
    <message>
        <source>init std (log scale)</source>
        <translation>初始标准差（对数刻度）</translation>
    </message>
    <message>
        <source>critical std (theory)</source>
        <translation>临界标准差（理论）</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>深度</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapWindow</name>
    <message>
        <source>&amp;Map this network</source>
        <translation>绘制此网络的相图(&amp;M)</translation>
    </message>
    <message>
        <source>Export image…</source>
        <translation>导出图像…</translation>
    </message>
    <message>
        <source>Phase map: %1</source>
        <translation>相图：%1</translation>
    </message>
    <message>
        <source>First-to-last gradient ratio over init std and depth (width %1, batch %2). Blue: vanishing, red: exploding. Hover a cell for its numbers, click it to load it.</source>
        <translation>首末梯度比随初始标准差与深度的变化（宽度 %1，批量 %2）。蓝色：消失，红色：爆炸。悬停单元格查看数值，点击加载。</translation>
    </message>
    <message>
        <source>Computing %1 cells…</source>
        <translation>正在计算 %1 个单元格…</translation>
    </message>
    <message>
        <source>Done: %1 cells.</source>
        <translation>完成：%1 个单元格。</translation>
    </message>
    <message>
        <source>Stale: this map is of %1; the window now shows %2. Clicking a cell is off.</source>
        <translation>已过时：此图对应 %1；窗口现在显示 %2。已禁用点击单元格。</translation>
    </message>
    <message>
        <source>The window&apos;s network is not on this map.</source>
        <translation>窗口中的网络不在此图上。</translation>
    </message>
    <message>
        <source>init std %1, depth %2</source>
        <translation>初始标准差 %1，深度 %2</translation>
    </message>
    <message>
        <source>Ring: the window&apos;s network (%1).</source>
        <translation>圆环：窗口中的网络（%1）。</translation>
    </message>
    <message>
        <source>The window&apos;s network (%1) lies outside this map (init std %2 to %3, depth %4 to %5).</source>
        <translation>窗口中的网络（%1）位于此图之外（初始标准差 %2 到 %3，深度 %4 到 %5）。</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
</context>
<context>
    <name>gradflow::PinRequest</name>
    <message>
        <source>Not pinned: its computation was cancelled.</source>
        <translation>未固定：其计算已被取消。</translation>
    </message>
    <message>
        <source>Not pinned: that network was not computed (the reason is over the charts).</source>
        <translation>未固定：该网络未被计算（原因显示在图表上方）。</translation>
    </message>
    <message>
        <source>Not pinned: the controls changed before that network was computed; press Ctrl+P again.</source>
        <translation>未固定：在该网络计算完成前控件已改变；请再按一次 Ctrl+P。</translation>
    </message>
    <message>
        <source>Pinning as soon as this network is computed…</source>
        <translation>此网络计算完成后立即固定…</translation>
    </message>
    <message>
        <source>Nothing to pin yet.</source>
        <translation>还没有可固定的内容。</translation>
    </message>
    <message>
        <source>Up to %1 pins: remove one first (Ctrl+Shift+P).</source>
        <translation>最多 %1 条固定曲线：请先移除一条（Ctrl+Shift+P）。</translation>
    </message>
    <message>
        <source>Pinned %1.</source>
        <translation>已固定 %1。</translation>
    </message>
    <message>
        <source>Not pinned: that transformer was not computed (the reason is over the charts).</source>
        <translation>未固定：该 Transformer 未被计算（原因显示在图表上方）。</translation>
    </message>
    <message>
        <source>Not pinned: the pins are dense networks, drawn per layer, and a transformer is drawn per sub-layer: no axis holds both. Remove them first (Ctrl+Shift+P).</source>
        <translation>未固定：已固定的是按层绘制的全连接网络，而 Transformer 按子层绘制，没有一条坐标轴能同时容纳两者。请先移除它们（Ctrl+Shift+P）。</translation>
    </message>
    <message>
        <source>Not pinned: the pins are transformers, drawn per sub-layer, and a dense network is drawn per layer: no axis holds both. Remove them first (Ctrl+Shift+P).</source>
        <translation>未固定：已固定的是按子层绘制的 Transformer，而全连接网络按层绘制，没有一条坐标轴能同时容纳两者。请先移除它们（Ctrl+Shift+P）。</translation>
    </message>
</context>
<context>
    <name>gradflow::PinsStatus</name>
    <message>
        <source>Cancel pins</source>
        <translation>取消固定</translation>
    </message>
    <message>
        <source>Stop computing these pins (Esc); the pins stay as they were.</source>
        <translation>停止计算这些固定曲线（Esc）；固定曲线保持原样。</translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <translation>%1；%2。</translation>
    </message>
    <message>
        <source>Cancelled %1; %2.</source>
        <translation>已取消 %1；%2。</translation>
    </message>
    <message>
        <source>Computing %1: %2 of %3 (%4, width %5, batch %6)…</source>
        <translation>正在计算 %1：%3 中的第 %2 个（%4，宽度 %5，批量 %6）…</translation>
    </message>
    <message>
        <source>Computing %1: %2 of %3 (%4, batch %5)…</source>
        <translation>正在计算 %1：%3 中的第 %2 个（%4，批量 %5）…</translation>
    </message>
</context>
<context>
    <name>gradflow::PresetBox</name>
    <message>
        <source>The lesson&apos;s setups; choosing one sets every control.</source>
        <translation>课程中的设置；选择一个会设定所有控件。</translation>
    </message>
    <message>
        <source>(custom)</source>
        <translation>（自定义）</translation>
    </message>
</context>
<context>
    <name>gradflow::ReadoutPanel</name>
    <message>
        <source>What the gradient does</source>
        <translation>梯度的表现</translation>
    </message>
    <message>
        <source>First/last gradient</source>
        <translation>首/末梯度</translation>
    </message>
    <message>
        <source>‖∂loss/∂h₀‖ / ‖∂loss/∂h_{L−1}‖: the gradient at layer 0 over the one at layer L−1 (entering layers 1 and L). Relative mode plots its inverse at layer L−1.</source>
        <translation>‖∂损失/∂h₀‖ / ‖∂损失/∂h_{L−1}‖：第 0 层的梯度与第 L−1 层梯度之比（进入第 1 层和第 L 层）。相对模式在第 L−1 层绘制其倒数。</translation>
    </message>
    <message>
        <source>Per-layer factor ρ</source>
        <translation>每层因子 ρ</translation>
    </message>
    <message>
        <source>The first/last ratio spread evenly over the layers: 1 is healthy, below 1 vanishing, above 1 exploding.</source>
        <translation>首/末比值平均分摊到各层：1 为健康，小于 1 为消失，大于 1 为爆炸。</translation>
    </message>
    <message>
        <source>Global gradient norm</source>
        <translation>全局梯度范数</translation>
    </message>
    <message>
        <source>Length of all weight gradients together, as clip_grad_norm_ measures it.</source>
        <translation>所有权重梯度合在一起的长度，与 clip_grad_norm_ 的度量相同。</translation>
    </message>
    <message>
        <source>Clipping limit: the factor below is what clip_grad_norm_ would scale every gradient by.</source>
        <translation>裁剪阈值：下方的因子是 clip_grad_norm_ 会对每个梯度乘上的系数。</translation>
    </message>
    <message>
        <source>Clip at</source>
        <translation>裁剪阈值</translation>
    </message>
    <message>
        <source>Clip factor</source>
        <translation>裁剪因子</translation>
    </message>
    <message>
        <source>What clip_grad_norm_ at the limit above would scale every gradient by (1: no clipping).</source>
        <translation>在上方阈值下 clip_grad_norm_ 会对每个梯度乘上的系数（1：不裁剪）。</translation>
    </message>
    <message>
        <source>Weight grad. last/first</source>
        <translation>权重梯度 末/首</translation>
    </message>
    <message>
        <source>‖∂loss/∂W_L‖ / ‖∂loss/∂W_1‖: above 1 the weight gradients pile up near the output (Post-LN), below 1 near the input (Pre-LN).</source>
        <translation>‖∂损失/∂W_L‖ / ‖∂损失/∂W_1‖：大于 1 时权重梯度堆积在输出附近（Post-LN），小于 1 时堆积在输入附近（Pre-LN）。</translation>
    </message>
</context>
<context>
    <name>gradflow::ResidualChainPage</name>
    <message>
        <source>Residual chain: the skip path&apos;s &quot;1 +&quot;</source>
        <translation>残差链：跳跃路径的“1 +”</translation>
    </message>
    <message>
        <source>Each block&apos;s own slope ∂F/∂h</source>
        <translation>每个块自身的斜率 ∂F/∂h</translation>
    </message>
    <message>
        <source>Blocks L</source>
        <translation>块数 L</translation>
    </message>
    <message>
        <source>Block slope s</source>
        <translation>块斜率 s</translation>
    </message>
    <message>
        <source>Lesson: s = 0.025, 10 blocks</source>
        <translation>课程：s = 0.025，10 个块</translation>
    </message>
    <message>
        <source>blocks stacked</source>
        <translation>堆叠的块数</translation>
    </message>
    <message>
        <source>gradient reaching the input</source>
        <translation>到达输入的梯度</translation>
    </message>
    <message>
        <source>After %1 blocks: plain %2, residual %3</source>
        <translation>经过 %1 个块后：普通 %2，残差 %3</translation>
    </message>
    <message>
        <source>A plain block multiplies the gradient by its slope s = %1; a residual block by 1 + s = %2, because the skip path passes the gradient on untouched.</source>
        <translation>普通块把梯度乘以其斜率 s = %1；残差块乘以 1 + s = %2，因为跳跃路径把梯度原样传回。</translation>
    </message>
    <message>
        <source>plain: × %1 per block</source>
        <translation>普通：每块 × %1</translation>
    </message>
    <message>
        <source>residual: × %1 per block</source>
        <translation>残差：每块 × %1</translation>
    </message>
</context>
<context>
    <name>gradflow::ResidualScalingPage</name>
    <message>
        <source>Residual scaling: GPT-2&apos;s 1/√(2N)</source>
        <translation>残差缩放：GPT-2 的 1/√(2N)</translation>
    </message>
    <message>
        <source>Layers N</source>
        <translation>层数 N</translation>
    </message>
    <message>
        <source>Stream samples</source>
        <translation>残差流样本数</translation>
    </message>
    <message>
        <source>Stream width</source>
        <translation>残差流宽度</translation>
    </message>
    <message>
        <source>Lesson: N = 50 (100 writes)</source>
        <translation>课程：N = 50（100 次写入）</translation>
    </message>
    <message>
        <source>writes to the residual stream</source>
        <translation>写入残差流的次数</translation>
    </message>
    <message>
        <source>Var(h) ÷ Var(h₀)</source>
        <translation>Var(h) ÷ Var(h₀)</translation>
    </message>
    <message>
        <source>After %1 layers (%2 writes): unscaled ×%3, scaled by 1/√(2N) ×%4</source>
        <translation>经过 %1 层（%2 次写入）后：未缩放 ×%3，按 1/√(2N) 缩放 ×%4</translation>
    </message>
    <message>
        <source>Each layer writes twice (attention, then the feed-forward block), each write adding variance 1: unscaled the variance grows to 1 + 2N = %1 times its start; scaled by 1/√(2N) = %2, to 1 + 1 = 2. Measured on %3 × %4 numbers.</source>
        <translation>每层写入两次（注意力，然后前馈块），每次写入增加方差 1：未缩放时方差增长到初始值的 1 + 2N = %1 倍；按 1/√(2N) = %2 缩放时增长到 1 + 1 = 2。在 %3 × %4 个数上测得。</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>未缩放</translation>
    </message>
    <message>
        <source>scaled by 1/√(2N)</source>
        <translation>按 1/√(2N) 缩放</translation>
    </message>
</context>
<context>
    <name>gradflow::SlideFigure</name>
    <message>
        <source>the figure cannot be drawn in %1x%2</source>
        <translation>无法在 %1x%2 中绘制该图</translation>
    </message>
    <message>
        <source>Not exported: %1.</source>
        <translation>未导出：%1。</translation>
    </message>
</context>
<context>
    <name>gradflow::StatusLine</name>
    <message>
        <source>Exported %1.</source>
        <translation>已导出 %1。</translation>
    </message>
</context>
<context>
    <name>gradflow::SubLayerOverlay</name>
    <message>
        <source>no norm</source>
        <translation>无归一化</translation>
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
        <translation>%1 个块 × %2，%3，std %4</translation>
    </message>
</context>
<context>
    <name>gradflow::TheoryPanel</name>
    <message>
        <source>Infinite-width theory</source>
        <translation>无限宽度理论</translation>
    </message>
    <message>
        <source>Dashed &amp;theory line</source>
        <translation>理论虚线(&amp;T)</translation>
    </message>
    <message>
        <source>The mean-field prediction (infinitely wide layers) drawn dashed over the signal and gradient charts.</source>
        <translation>平均场预测（无限宽的层），以虚线绘制在信号和梯度图上。</translation>
    </message>
    <message>
        <source>Per-layer factor ρ as the theory predicts it, and as this network measures it.</source>
        <translation>理论预测的每层因子 ρ，以及此网络测得的值。</translation>
    </message>
    <message>
        <source>ρ theory / measured</source>
        <translation>ρ 理论 / 实测</translation>
    </message>
    <message>
        <source>The dashed line is the infinite-width limit less the drift of a typical network of this width: each layer&apos;s random factor has a log-normal spread, so a typical seed sits below the limit, more so the deeper and narrower the network (Hanin and Nica).</source>
        <translation>虚线是无限宽度极限减去该宽度下典型网络的漂移：每层的随机因子呈对数正态分布，因此典型种子位于极限之下，网络越深越窄越明显（Hanin 与 Nica）。</translation>
    </message>
    <message>
        <source>Finite width</source>
        <translation>有限宽度</translation>
    </message>
    <message>
        <source>The weight std at which the per-layer gradient factor χ is 1 for this activation: the edge between vanishing and exploding (ReLU √(2/n), tanh 1/√n).</source>
        <translation>使该激活函数的每层梯度因子 χ 等于 1 的权重标准差：消失与爆炸之间的边界（ReLU √(2/n)，tanh 1/√n）。</translation>
    </message>
    <message>
        <source>Set std to critical</source>
        <translation>设为临界标准差</translation>
    </message>
    <message>
        <source>Switch to a custom std equal to the critical value.</source>
        <translation>切换为等于临界值的自定义标准差。</translation>
    </message>
    <message>
        <source>Critical std</source>
        <translation>临界标准差</translation>
    </message>
    <message>
        <source>How many units of a layer differ somewhere in the batch. Zero or constant init makes them all the same: each gets the same gradient, so training never separates them.</source>
        <translation>一层中有多少单元在批量中某处有所不同。零初始化或常数初始化会让它们全部相同：每个得到相同的梯度，训练永远无法把它们分开。</translation>
    </message>
    <message>
        <source>Distinct units</source>
        <translation>不同的单元</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <source>%1 = %2/√n (%3)</source>
        <translation>%1 = %2/√n（%3）</translation>
    </message>
</context>
<context>
    <name>gradflow::TourDirector</name>
    <message>
        <source>the step&apos;s pins</source>
        <translation>该步骤的固定曲线</translation>
    </message>
    <message>
        <source>the step is shown without them</source>
        <translation>该步骤将不显示它们</translation>
    </message>
    <message>
        <source>The built-in tour, step 1: Page Down for the next step.</source>
        <translation>内置导览，第 1 步：按 Page Down 进入下一步。</translation>
    </message>
</context>
<context>
    <name>gradflow::TourPanel</name>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← 上一步</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>下一步 →</translation>
    </message>
    <message>
        <source>&amp;Lesson panel</source>
        <translation>课程面板(&amp;L)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Next lesson step</source>
        <translation>课程下一步</translation>
    </message>
    <message>
        <source>Previous lesson step</source>
        <translation>课程上一步</translation>
    </message>
    <message>
        <source>built-in tour</source>
        <translation>内置导览</translation>
    </message>
    <message>
        <source>Step %1 of %2 (Page Down: next, Page Up: back)</source>
        <translation>第 %1 步，共 %2 步（Page Down：下一步，Page Up：上一步）</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainWorker</name>
    <message>
        <source>Training this network needs at least %1 but the memory limit is %2: reduce depth, width or batch.</source>
        <translation>训练此网络至少需要 %1，但内存上限为 %2：请减小深度、宽度或批量。</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingControls</name>
    <message>
        <source>Steps over which the learning rate rises linearly to its value (0: none)</source>
        <translation>学习率线性上升到其设定值所用的步数（0：不预热）</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>Standard deviation of the starting weights (a custom init; orthogonal weights keep their kind and take it as their gain over √n)</source>
        <translation>初始权重的标准差（自定义初始化；正交权重保持其类型，并把它作为相对 √n 的增益）</translation>
    </message>
    <message>
        <source>Network: depth</source>
        <translation>网络：深度</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>激活函数</translation>
    </message>
    <message>
        <source>Init std</source>
        <translation>初始标准差</translation>
    </message>
    <message>
        <source>Clip at %1</source>
        <translation>裁剪阈值 %1</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingPanel</name>
    <message>
        <source>Weight change ‖Wₜ − W₀‖ / ‖W₀‖</source>
        <translation>权重变化 ‖Wₜ − W₀‖ / ‖W₀‖</translation>
    </message>
    <message>
        <source>lost to rounding</source>
        <translation>因舍入而丢失</translation>
    </message>
    <message>
        <source>Training cancelled.</source>
        <translation>训练已取消。</translation>
    </message>
    <message>
        <source>Training starts when this tab is shown.</source>
        <translation>显示此标签页时开始训练。</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>rounding</source>
        <translation>舍入</translation>
    </message>
    <message>
        <source>orange dashes: rounding u</source>
        <translation>橙色虚线：舍入 u</translation>
    </message>
    <message>
        <source>rounding u = %1, far under the curves, not drawn</source>
        <translation>舍入 u = %1，远低于曲线，未绘制</translation>
    </message>
    <message>
        <source>Grey dashes: step 1 as predicted for this optimizer; %1; orange squares (● in the map): lost to rounding, moved less than u of their size. Map: white 10⁻³, the rule of thumb; blue less, red more; light grey: no ratio (zero weights).</source>
        <translation>灰色虚线：此优化器预测的第 1 步；%1；橙色方块（图中的 ●）：因舍入而丢失，移动量小于其大小的 u。图：白色为 10⁻³，即经验法则；蓝色更小，红色更大；浅灰：无比值（零权重）。</translation>
    </message>
    <message>
        <source>Training: step %1 of %2</source>
        <translation>训练：第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>未计算</translation>
    </message>
    <message>
        <source>%1 steps in %2 ms: loss %3 → %4</source>
        <translation>%2 毫秒内 %1 步：损失 %3 → %4</translation>
    </message>
    <message>
        <source>; the clip fired in %1 of %2 steps</source>
        <translation>；%2 步中有 %1 步触发了裁剪</translation>
    </message>
    <message>
        <source>; layer 1 moved %1, layer %2 moved %3 of their size</source>
        <translation>；第 1 层移动了其大小的 %1，第 %2 层移动了 %3</translation>
    </message>
    <message>
        <source>1 step</source>
        <translation>1 步</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <source>Trained %1 in %2 ms, then diverged.</source>
        <translation>%1 训练用时 %2 毫秒，随后发散。</translation>
    </message>
    <message>
        <source>Trained %1 in %2 ms.</source>
        <translation>%1 训练用时 %2 毫秒。</translation>
    </message>
    <message>
        <source>, width %1, batch %2, %3, seed %4 · %5, lr %6, %7 steps</source>
        <translation>，宽度 %1，批量 %2，%3，种子 %4 · %5，lr %6，%7 步</translation>
    </message>
    <message>
        <source>, clip at %1</source>
        <translation>，裁剪阈值 %1</translation>
    </message>
    <message>
        <source>, warm-up %1</source>
        <translation>，预热 %1</translation>
    </message>
    <message>
        <source>; block 1 moved %1, block %2 moved %3 of their size</source>
        <translation>；第 1 块移动了其大小的 %1，第 %2 块移动了 %3</translation>
    </message>
    <message>
        <source> (%1 key/value)</source>
        <translation>（%1 个键/值头）</translation>
    </message>
    <message>
        <source>, %1 MLP %2 wide</source>
        <translation>，%1 MLP 宽 %2</translation>
    </message>
    <message>
        <source>, gated %1 MLP %2 wide</source>
        <translation>，门控 %1 MLP 宽 %2</translation>
    </message>
    <message>
        <source>, init std %1</source>
        <translation>，初始标准差 %1</translation>
    </message>
    <message>
        <source>, output projections ×%1</source>
        <translation>，输出投影 ×%1</translation>
    </message>
    <message>
        <source>, sequence %1, vocab %2, %3</source>
        <translation>，序列 %1，词表 %2，%3</translation>
    </message>
    <message>
        <source>, tied head</source>
        <translation>，输出头与嵌入共享</translation>
    </message>
    <message>
        <source>Transformer, %1 blocks, %2 heads</source>
        <translation>Transformer，%1 个块，%2 个头</translation>
    </message>
    <message>
        <source>learned positions</source>
        <translation>可学习位置编码</translation>
    </message>
    <message>
        <source>no norm</source>
        <translation>无归一化</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>无位置编码</translation>
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
        <translation>旋转位置编码</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingVeil</name>
    <message>
        <source>Showing the previous run while this step&apos;s network trains.</source>
        <translation>训练此步骤的网络时显示上一次运行。</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerBandsWorker</name>
    <message>
        <source>One seed&apos;s pass needs at least %1, but beside the network&apos;s own weights %2 are left under the memory limit: raise &quot;max-memory&quot; for the band</source>
        <translation>一个种子的一次传递至少需要 %1，但在网络自身的权重之外，内存上限内只剩 %2：请为条带调高“max-memory”</translation>
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
        <translation>稠密块（每块一个线性层和一个激活函数），或仅解码器的 Transformer：每块一个注意力和一个 MLP，各自位于残差中。</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>头数</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>键/值头数</translation>
    </message>
    <message>
        <source>as heads</source>
        <translation>与头数相同</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>MLP 宽度</translation>
    </message>
    <message>
        <source>4 × width</source>
        <translation>4 × 宽度</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Gated MLP (SwiGLU)</source>
        <translation>门控 MLP（SwiGLU）</translation>
    </message>
    <message>
        <source>Tied head</source>
        <translation>共享头</translation>
    </message>
    <message>
        <source>For a transformer the dense network&apos;s readouts, its theory and the Jacobian tab are not shown: they describe dense networks. Choose MLP beside the preset to return to them.</source>
        <translation>对 Transformer 不显示全连接网络的读数、其理论和雅可比标签页：它们描述的是全连接网络。在预设旁选择 MLP 即可回到它们。</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerPanel</name>
    <message>
        <source>Residual stream RMS and the gradient reaching it, per sub-layer</source>
        <translation>每个子层的残差流 RMS 及到达它的梯度</translation>
    </message>
    <message>
        <source>Weight gradient norm, per matrix</source>
        <translation>每个矩阵的权重梯度范数</translation>
    </message>
    <message>
        <source>Attention entropy (nats)</source>
        <translation>注意力熵（nats）</translation>
    </message>
    <message>
        <source>A transformer&apos;s series appear here once it is computed.</source>
        <translation>Transformer 计算完成后，其序列将显示在此处。</translation>
    </message>
    <message>
        <source>residual RMS</source>
        <translation>残差 RMS</translation>
    </message>
    <message>
        <source>gradient reaching it</source>
        <translation>到达它的梯度</translation>
    </message>
    <message>
        <source>after attention</source>
        <translation>注意力之后</translation>
    </message>
    <message>
        <source>after MLP</source>
        <translation>MLP 之后</translation>
    </message>
    <message>
        <source>uniform attention</source>
        <translation>均匀注意力</translation>
    </message>
    <message>
        <source>attention entropy</source>
        <translation>注意力熵</translation>
    </message>
    <message>
        <source>Transformer at initialization: %1 blocks × %2 wide, %3 heads, sequence %4, batch %5.</source>
        <translation>初始化时的 Transformer：%1 个块 × 宽度 %2，%3 个头，序列 %4，批量 %5。</translation>
    </message>
    <message>
        <source> Loss %1 nats.</source>
        <translation> 损失 %1 nats。</translation>
    </message>
    <message>
        <source> Over the memory limit: weights drawn again where needed, blocks recomputed in the backward pass.</source>
        <translation> 超出内存上限：按需重新抽取权重，反向传播时重新计算各块。</translation>
    </message>
    <message>
        <source>Residual stream RMS and the gradient, relative to the embeddings</source>
        <translation>残差流 RMS 和梯度，相对于嵌入</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerParts</name>
    <message>
        <source>Architecture:</source>
        <translation>架构：</translation>
    </message>
    <message>
        <source>For the dense network only: a transformer&apos;s Jacobian is not analysed here yet. Choose MLP as the architecture.</source>
        <translation>仅适用于稠密网络：Transformer 的雅可比矩阵目前还不在此分析。请选择 MLP 作为架构。</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerView</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop computing this transformer; the charts keep the last one computed.</source>
        <translation>停止计算此 Transformer；图表保留上一个计算结果。</translation>
    </message>
    <message>
        <source>Computing the new network; these charts show the previous one.</source>
        <translation>正在计算新网络；这些图表显示上一个。</translation>
    </message>
    <message>
        <source>Computing this transformer (progress below)…</source>
        <translation>正在计算此 Transformer（进度见下方）…</translation>
    </message>
    <message>
        <source>Cancelled; the charts show the last transformer computed.</source>
        <translation>已取消；图表显示上一个计算出的 Transformer。</translation>
    </message>
    <message>
        <source>Cancelled: these charts show the last transformer computed, not the controls&apos; settings.</source>
        <translation>已取消：这些图表显示上一个计算出的 Transformer，而非控件当前的设置。</translation>
    </message>
    <message>
        <source>Computed in %1 ms.</source>
        <translation>计算用时 %1 毫秒。</translation>
    </message>
    <message>
        <source>; the charts show the last transformer computed.</source>
        <translation>；图表显示上一个计算出的 Transformer。</translation>
    </message>
    <message>
        <source>Not computed: %1. These charts show the last transformer computed.</source>
        <translation>未计算：%1。这些图表显示上一个计算出的 Transformer。</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>未计算：%1</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerWorker</name>
    <message>
        <source>This transformer needs at least %1 but the memory limit is %2: reduce blocks, width, sequence length, vocabulary or batch, or raise &quot;max-memory&quot;</source>
        <translation>此 Transformer 至少需要 %1，但内存上限为 %2：请减少块数、宽度、序列长度、词表或批量，或提高 “max-memory”</translation>
    </message>
</context>
<context>
    <name>gradflow::UpdateHeatmap</name>
    <message>
        <source>after step</source>
        <translation>步之后</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Update / weight per layer and step</source>
        <translation>每层每步的 更新 / 权重</translation>
    </message>
    <message>
        <source>No step yet</source>
        <translation>尚无步骤</translation>
    </message>
    <message>
        <source>diverged here (step %1)</source>
        <translation>在此发散（第 %1 步）</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>%1 rule</source>
        <translation>%1 法则</translation>
    </message>
    <message>
        <source>Update / weight per block and step</source>
        <translation>每块每步的 更新 / 权重</translation>
    </message>
    <message>
        <source>block</source>
        <translation>块</translation>
    </message>
</context>
<context>
    <name>gradflow::WalkthroughDialog</name>
    <message>
        <source>The walkthrough is missing from this build: see README.md, &quot;A five-minute walkthrough&quot;.</source>
        <translation>此版本缺少演练：请参阅 README.md 的 “A five-minute walkthrough”。</translation>
    </message>
    <message>
        <source>Five-minute walkthrough</source>
        <translation>五分钟演练</translation>
    </message>
</context>
<context>
    <name>gradflow::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open configuration…</source>
        <translation>打开配置(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save configuration…</source>
        <translation>保存配置(&amp;S)…</translation>
    </message>
    <message>
        <source>Open &amp;model config…</source>
        <translation>打开模型配置(&amp;M)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Open shipped m&amp;odel</source>
        <translation>打开内置模型(&amp;D)</translation>
    </message>
    <message>
        <source>Open &amp;tour…</source>
        <translation>打开导览(&amp;T)…</translation>
    </message>
    <message>
        <source>Ctrl+Alt+O</source>
        <translation>Ctrl+Alt+O</translation>
    </message>
    <message>
        <source>Open s&amp;ession…</source>
        <translation>打开会话(&amp;E)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Save session…</source>
        <translation>保存会话…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Export charts…</source>
        <translation>导出图表(&amp;X)…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;data…</source>
        <translation>导出数据(&amp;A)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Copy chart image</source>
        <translation>复制图表图像(&amp;C)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Relative to layer 0</source>
        <translation>相对于第 0 层(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>P&amp;hase map…</source>
        <translation>相图(&amp;H)…</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Layer &amp;histograms</source>
        <translation>层直方图(&amp;I)</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>语言(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>深色主题(&amp;D)</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe palette</source>
        <translation>色盲友好配色(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Lesson views</source>
        <translation>课程视图(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>预设(&amp;P)</translation>
    </message>
    <message>
        <source>P&amp;ins</source>
        <translation>固定(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Pin current curves</source>
        <translation>固定当前曲线(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Remove last pin</source>
        <translation>移除最后一条固定曲线(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Remove &amp;all pins</source>
        <translation>移除所有固定曲线(&amp;A)</translation>
    </message>
    <message>
        <source>Ctrl+Alt+P</source>
        <translation>Ctrl+Alt+P</translation>
    </message>
    <message>
        <source>All pins removed.</source>
        <translation>已移除所有固定曲线。</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>快捷键(&amp;K)…</translation>
    </message>
    <message>
        <source>&amp;Start the tour</source>
        <translation>开始导览(&amp;S)</translation>
    </message>
    <message>
        <source>Five-minute &amp;walkthrough…</source>
        <translation>五分钟演练(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;About GradFlow</source>
        <translation>关于 GradFlow(&amp;A)</translation>
    </message>
    <message>
        <source>About GradFlow</source>
        <translation>关于 GradFlow</translation>
    </message>
    <message>
        <source>GradFlow shows why deep networks fail to train: one forward and one backward pass of a random network at initialization, every layer measured exactly.&lt;br&gt;&lt;br&gt;Help &amp;gt; Start the tour walks the lecture step by step (Page Down, Page Up); Help &amp;gt; Five-minute walkthrough gives the walkthrough of the README; Help &amp;gt; Keys lists every key.</source>
        <translation>GradFlow 展示深度网络为何难以训练：对初始化时的随机网络做一次前向和一次反向传播，精确测量每一层。&lt;br&gt;&lt;br&gt;帮助 &amp;gt; 开始导览 逐步讲解课程（Page Down、Page Up）；帮助 &amp;gt; 五分钟演练 给出 README 中的演练；帮助 &amp;gt; 快捷键 列出所有按键。</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source> Preset: </source>
        <translation> 预设：</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>新种子</translation>
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
        <translation>所有权重 %1</translation>
    </message>
    <message>
        <source>orthogonal gain %1</source>
        <translation>正交，增益 %1</translation>
    </message>
    <message>
        <source>, residual</source>
        <translation>，残差</translation>
    </message>
    <message>
        <source>, head</source>
        <translation>，输出头</translation>
    </message>
    <message>
        <source>, depth %1</source>
        <translation>，深度 %1</translation>
    </message>
    <message>
        <source>in the loss</source>
        <translation>在损失中</translation>
    </message>
    <message>
        <source>in the head</source>
        <translation>在输出头中</translation>
    </message>
    <message>
        <source>in layer %1</source>
        <translation>在第 %1 层</translation>
    </message>
    <message>
        <source>the signal overflowed (weights too large)</source>
        <translation>信号溢出（权重过大）</translation>
    </message>
    <message>
        <source>the loss overflowed (outputs too large)</source>
        <translation>损失溢出（输出过大）</translation>
    </message>
    <message>
        <source>the gradient overflowed (weights or learning rate too large)</source>
        <translation>梯度溢出（权重或学习率过大）</translation>
    </message>
    <message>
        <source>the weights overflowed (learning rate too large)</source>
        <translation>权重溢出（学习率过大）</translation>
    </message>
    <message>
        <source>the normalization divided by zero: a group&apos;s values are all equal and norm-eps is 0 (give eps &gt; 0)</source>
        <translation>归一化除以零：某组的值全部相等且 norm-eps 为 0（请设 eps &gt; 0）</translation>
    </message>
    <message>
        <source>diverged at step %1 %2: %3</source>
        <translation>第 %1 步发散，%2：%3</translation>
    </message>
    <message>
        <source>Fuss-Catalan</source>
        <translation>Fuss-Catalan</translation>
    </message>
    <message>
        <source>all equal</source>
        <translation>全部相等</translation>
    </message>
    <message>
        <source>free multiplicative, Gaussian weights</source>
        <translation>自由乘法，高斯权重</translation>
    </message>
    <message>
        <source>free multiplicative, orthogonal weights</source>
        <translation>自由乘法，正交权重</translation>
    </message>
    <message>
        <source>no closed form is known with residual connections</source>
        <translation>有残差连接时没有已知的闭式解</translation>
    </message>
    <message>
        <source>no closed form is known with a normalization layer</source>
        <translation>有归一化层时没有已知的闭式解</translation>
    </message>
    <message>
        <source>no closed form is known with biases (torch-default init)</source>
        <translation>有偏置时没有已知的闭式解（torch-default 初始化）</translation>
    </message>
    <message>
        <source>for %1 the moments depend on the fixed point q* (Pennington et al. 2017); not shown</source>
        <translation>对 %1，矩取决于不动点 q*（Pennington 等，2017）；未显示</translation>
    </message>
    <message>
        <source>known for Gaussian and orthogonal weights only</source>
        <translation>仅对高斯和正交权重已知</translation>
    </message>
    <message>
        <source>in the final norm and head</source>
        <translation>在最终归一化和输出头中</translation>
    </message>
    <message>
        <source>in the embeddings or the head</source>
        <translation>在嵌入或输出头中</translation>
    </message>
    <message>
        <source>in the embeddings</source>
        <translation>在嵌入中</translation>
    </message>
    <message>
        <source>in block %1</source>
        <translation>在第 %1 块</translation>
    </message>
</context>
</TS>

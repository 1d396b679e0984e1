<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>BandCurve</name>
    <message>
        <source>min–max</source>
        <translation>mín–máx</translation>
    </message>
    <message>
        <source>±1 sd</source>
        <translation>±1 d.p.</translation>
    </message>
    <message>
        <source>mean of %1 of %2 seeds, shaded %3</source>
        <translation>média de %1 de %2 sementes, sombreado %3</translation>
    </message>
    <message>
        <source>mean of %1 seeds, shaded %2</source>
        <translation>média de %1 sementes, sombreado %2</translation>
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
        <translation>Exportar visualização</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Imagem PNG (*.png);;Desenho SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>indefinido</translation>
    </message>
    <message>
        <source>First/last gradient %1 · per-layer factor ρ %2 · global gradient norm %3 · clip factor %4 (clip at %5)</source>
        <translation>Gradiente primeiro/último %1 · fator por camada ρ %2 · norma global do gradiente %3 · fator de corte %4 (corte em %5)</translation>
    </message>
    <message>
        <source>could not encode the PNG image; try SVG or PDF</source>
        <translation>não foi possível codificar a imagem PNG; tente SVG ou PDF</translation>
    </message>
    <message>
        <source>%1: choose a file ending in .png, .svg or .pdf</source>
        <translation>%1: escolha um arquivo terminado em .png, .svg ou .pdf</translation>
    </message>
    <message>
        <source>max</source>
        <translation>máx</translation>
    </message>
    <message>
        <source>95th percentile</source>
        <translation>percentil 95</translation>
    </message>
    <message>
        <source>5th percentile</source>
        <translation>percentil 5</translation>
    </message>
    <message>
        <source>min</source>
        <translation>mín</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s singular values: %1, width %2</source>
        <translation>Os valores singulares do jacobiano: %1, largura %2</translation>
    </message>
    <message>
        <source>Nothing computed yet: show the Jacobian tab and let it finish.</source>
        <translation>Nada calculado ainda: mostre a aba Jacobiano e deixe-a terminar.</translation>
    </message>
    <message>
        <source>0 (exactly)</source>
        <translation>0 (exatamente)</translation>
    </message>
    <message>
        <source>%1 (rounding)</source>
        <translation>%1 (arredondamento)</translation>
    </message>
    <message>
        <source>ex %1</source>
        <translation>ex. %1</translation>
    </message>
    <message>
        <source>f%1</source>
        <translation>f%1</translation>
    </message>
    <message>
        <source>, residual</source>
        <translation>, residual</translation>
    </message>
    <message>
        <source>step</source>
        <translation>passo</translation>
    </message>
    <message>
        <source>Training %1 layers: which of them learn</source>
        <translation>Treinamento de %1 camadas: quais delas aprendem</translation>
    </message>
    <message>
        <source>Nothing trained yet: show the Training tab and let it run.</source>
        <translation>Nada treinado ainda: mostre a aba Treinamento e deixe-a rodar.</translation>
    </message>
    <message>
        <source>%1, width %2, batch %3</source>
        <translation>%1, largura %2, lote %3</translation>
    </message>
    <message>
        <source>choose a smaller network or a preset (Alt+1)</source>
        <translation>escolha uma rede menor ou uma predefinição (Alt+1)</translation>
    </message>
    <message>
        <source>under a second left</source>
        <translation>menos de um segundo restante</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>cerca de %1 s restantes</translation>
    </message>
    <message>
        <source>about %1 min left</source>
        <translation>cerca de %1 min restantes</translation>
    </message>
    <message>
        <source>no estimate here: the line is the infinite-width limit</source>
        <translation>sem estimativa aqui: a linha é o limite de largura infinita</translation>
    </message>
    <message>
        <source>width %1: layer 0&apos;s gradient %2 decades (×%3) below the infinite-width line</source>
        <translation>largura %1: gradiente da camada 0 %2 décadas (×%3) abaixo da linha de largura infinita</translation>
    </message>
    <message>
        <source>1 of %1: every unit the same (symmetry)</source>
        <translation>1 de %1: todas as unidades iguais (simetria)</translation>
    </message>
    <message>
        <source>%1 of %1</source>
        <translation>%1 de %1</translation>
    </message>
    <message>
        <source>at least %1 of %2</source>
        <translation>pelo menos %1 de %2</translation>
    </message>
    <message>
        <source>; up to %1 silent on this batch (constant on every example)</source>
        <translation>; até %1 silenciosas neste lote (constantes em todos os exemplos)</translation>
    </message>
    <message>
        <source>%1; depth %2 to %3, init std %4 to %5</source>
        <translation>%1; profundidade %2 a %3, d.p. inicial %4 a %5</translation>
    </message>
    <message>
        <source>Training %1 blocks: which of them learn</source>
        <translation>Treinamento de %1 blocos: quais deles aprendem</translation>
    </message>
</context>
<context>
    <name>TransformerPanel</name>
    <message>
        <source>Stream RMS %1 at the embeddings, %2 after block %3; weight gradient of block %3 / block 1: %4.</source>
        <translation>RMS do fluxo %1 nos embeddings, %2 após o bloco %3; gradiente dos pesos bloco %3 / bloco 1: %4.</translation>
    </message>
</context>
<context>
    <name>gradflow</name>
    <message>
        <source>could not encode the PNG image; try SVG or PDF</source>
        <translation>não foi possível codificar a imagem PNG; tente SVG ou PDF</translation>
    </message>
    <message>
        <source>%1: choose a file ending in .png, .svg or .pdf</source>
        <translation>%1: escolha um arquivo terminado em .png, .svg ou .pdf</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, socket or device), which could block the window; choose a file</source>
        <translation>não é um arquivo comum (um pipe, socket ou dispositivo), o que poderia travar a janela; escolha um arquivo</translation>
    </message>
    <message>
        <source>free some space or choose another folder</source>
        <translation>libere espaço ou escolha outra pasta</translation>
    </message>
    <message>
        <source>the name is a folder&apos;s; choose a file name</source>
        <translation>o nome é de uma pasta; escolha um nome de arquivo</translation>
    </message>
    <message>
        <source>the file is larger than this process may write (ulimit -f); raise the limit or write less</source>
        <translation>o arquivo é maior do que este processo pode gravar (ulimit -f); aumente o limite ou grave menos</translation>
    </message>
    <message>
        <source>choose another file or folder</source>
        <translation>escolha outro arquivo ou pasta</translation>
    </message>
    <message>
        <source>cannot read: %1; choose another file</source>
        <translation>não é possível ler: %1; escolha outro arquivo</translation>
    </message>
    <message>
        <source>it is a folder; choose a file</source>
        <translation>é uma pasta; escolha um arquivo</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>não é possível ler: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2; choose another file</source>
        <translation>não é possível gravar %1: %2; escolha outro arquivo</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder; choose a file name</source>
        <translation>não é possível gravar %1: é uma pasta; escolha um nome de arquivo</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>não é possível gravar %1: %2</translation>
    </message>
    <message>
        <source>cannot write %1: the file is read-only; make it writable (chmod u+w) or choose another file</source>
        <translation>não é possível gravar %1: o arquivo é somente leitura; torne-o gravável (chmod u+w) ou escolha outro arquivo</translation>
    </message>
    <message>
        <source>cannot write %1: %2; choose another folder</source>
        <translation>não é possível gravar %1: %2; escolha outra pasta</translation>
    </message>
    <message>
        <source>writing %1 failed: %2; nothing was changed, %3</source>
        <translation>a gravação de %1 falhou: %2; nada foi alterado, %3</translation>
    </message>
    <message>
        <source>16:9 slide, full HD</source>
        <translation>slide 16:9, Full HD</translation>
    </message>
    <message>
        <source>16:9 slide, a 720-line projector</source>
        <translation>slide 16:9, um projetor de 720 linhas</translation>
    </message>
    <message>
        <source>16:9 slide; scale 2 gives 1920 × 1080</source>
        <translation>slide 16:9; escala 2 dá 1920 × 1080</translation>
    </message>
    <message>
        <source>4:3 slide</source>
        <translation>slide 4:3</translation>
    </message>
</context>
<context>
    <name>gradflow::BandsPanel</name>
    <message>
        <source>Seed-to-seed spread</source>
        <translation>Dispersão entre sementes</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>The same network with K seeds: their mean as a dashed line and their spread shaded. Narrow layers fluctuate more from seed to seed, and more with depth.</source>
        <translation>A mesma rede com K sementes: a média como linha tracejada e a dispersão sombreada. Camadas estreitas variam mais de uma semente para outra, e mais com a profundidade.</translation>
    </message>
    <message>
        <source>K = </source>
        <translation>K = </translation>
    </message>
    <message>
        <source>How many seeds (1 to %1); the first is the network&apos;s own.</source>
        <translation>Quantas sementes (1 a %1); a primeira é a da própria rede.</translation>
    </message>
    <message>
        <source>min–max</source>
        <translation>mín–máx</translation>
    </message>
    <message>
        <source>±1 sd</source>
        <translation>±1 d.p.</translation>
    </message>
    <message>
        <source>Shade from the lowest to the highest seed, or one standard deviation (of log10) either side of the mean.</source>
        <translation>Sombrear da semente mais baixa à mais alta, ou um desvio padrão (de log10) de cada lado da média.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>Stop after the seeds computed so far: the band shows those.</source>
        <translation>Parar após as sementes já calculadas: a faixa mostra essas.</translation>
    </message>
    <message>
        <source>Stopped at %1 of %2 seeds: the band shows those.</source>
        <translation>Parado em %1 de %2 sementes: a faixa mostra essas.</translation>
    </message>
    <message>
        <source>Computing %1 seeds…</source>
        <translation>Calculando %1 sementes…</translation>
    </message>
    <message>
        <source>%1 seeds (%2 to %3).</source>
        <translation>%1 sementes (%2 a %3).</translation>
    </message>
    <message>
        <source>%1 of %2 seeds…</source>
        <translation>%1 de %2 sementes…</translation>
    </message>
    <message>
        <source>Seed %1 of %2: %3%…</source>
        <translation>Semente %1 de %2: %3%…</translation>
    </message>
</context>
<context>
    <name>gradflow::ChainPage</name>
    <message>
        <source>Chain: a gradient is a product of slopes</source>
        <translation>Cadeia: um gradiente é um produto de inclinações</translation>
    </message>
    <message>
        <source>Number of one-number units in the chain</source>
        <translation>Número de unidades de um só número na cadeia</translation>
    </message>
    <message>
        <source>Units L</source>
        <translation>Unidades L</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Ativação</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Lesson: sigmoid, weight 1</source>
        <translation>Lição: sigmoide, peso 1</translation>
    </message>
    <message>
        <source>Lesson: linear, weight 1</source>
        <translation>Lição: linear, peso 1</translation>
    </message>
    <message>
        <source>Lesson: linear, weight 1.5</source>
        <translation>Lição: linear, peso 1,5</translation>
    </message>
    <message>
        <source>unit (1 = next to the loss)</source>
        <translation>unidade (1 = junto à perda)</translation>
    </message>
    <message>
        <source>gradient after the unit</source>
        <translation>gradiente após a unidade</translation>
    </message>
    <message>
        <source>chain</source>
        <translation>cadeia</translation>
    </message>
    <message>
        <source>slope per unit</source>
        <translation>inclinação por unidade</translation>
    </message>
    <message>
        <source>gradient at the input</source>
        <translation>gradiente na entrada</translation>
    </message>
    <message>
        <source>Gradient reaching the input after %1 units: %2</source>
        <translation>Gradiente na entrada após %1 unidades: %2</translation>
    </message>
    <message>
        <source>Each unit multiplies the gradient by weight × slope = %1 × %2 = %3, so after L units it is %3 to the power L.</source>
        <translation>Cada unidade multiplica o gradiente por peso × inclinação = %1 × %2 = %3; após L unidades ele é %3 elevado a L.</translation>
    </message>
    <message>
        <source>, weight %1</source>
        <translation>, peso %1</translation>
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
        <translation>Incluir os &amp;indicadores nas exportações de gráficos</translation>
    </message>
    <message>
        <source>Export a transformer&apos;s charts (PNG as shown)</source>
        <translation>Exportar os gráficos de um transformer (PNG como na tela)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Exportar gráficos</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Imagem PNG (*.png);;Desenho SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Falha na exportação</translation>
    </message>
    <message>
        <source>Chart image copied.</source>
        <translation>Imagem do gráfico copiada.</translation>
    </message>
    <message>
        <source>could not encode the PNG image: too little memory; close other programs and try again</source>
        <translation>não foi possível codificar a imagem PNG: memória insuficiente; feche outros programas e tente novamente</translation>
    </message>
</context>
<context>
    <name>gradflow::ChartPanel</name>
    <message>
        <source>%1 (current)</source>
        <translation>%1 (atual)</translation>
    </message>
    <message>
        <source>exactly zero</source>
        <translation>exatamente zero</translation>
    </message>
    <message>
        <source>Forward signal ÷ its value at layer 0</source>
        <translation>Sinal direto ÷ seu valor na camada 0</translation>
    </message>
    <message>
        <source>Forward signal</source>
        <translation>Sinal direto</translation>
    </message>
    <message>
        <source>RMS of h</source>
        <translation>RMS de h</translation>
    </message>
    <message>
        <source>Gradient reaching each layer ÷ its value at layer 0</source>
        <translation>Gradiente que chega a cada camada ÷ seu valor na camada 0</translation>
    </message>
    <message>
        <source>Gradient reaching each layer</source>
        <translation>Gradiente que chega a cada camada</translation>
    </message>
    <message>
        <source>|∂loss/∂h|</source>
        <translation>|∂ℓ/∂h|</translation>
    </message>
    <message>
        <source>Weight gradient ÷ its value at layer %1</source>
        <translation>Gradiente dos pesos ÷ seu valor na camada %1</translation>
    </message>
    <message>
        <source>Weight gradient</source>
        <translation>Gradiente dos pesos</translation>
    </message>
    <message>
        <source>|∂loss/∂W|</source>
        <translation>|∂ℓ/∂W|</translation>
    </message>
    <message>
        <source>Each curve ÷ its value at layer 0 (weights: layer 1): </source>
        <translation>Cada curva ÷ seu valor na camada 0 (pesos: camada 1): </translation>
    </message>
    <message>
        <source>%1 · width %2, batch %3, %4 loss, seed %5, %6</source>
        <translation>%1 · largura %2, lote %3, perda %4, semente %5, %6</translation>
    </message>
    <message>
        <source> · fine white dashes: %1</source>
        <translation> · tracejado fino: %1</translation>
    </message>
    <message>
        <source> · fine black dashes: %1</source>
        <translation> · tracejado fino: %1</translation>
    </message>
    <message>
        <source>theory at width %1 (the infinite-width line less its finite-width drift)</source>
        <translation>teoria na largura %1 (limite menos deriva finita)</translation>
    </message>
    <message>
        <source>infinite-width theory</source>
        <translation>teoria de largura infinita</translation>
    </message>
    <message>
        <source>Signal and gradient through %1 layers</source>
        <translation>Sinal e gradiente através de %1 camadas</translation>
    </message>
    <message>
        <source> · at layer 0 the drawn seed is the %1 of the %2 seeds, %3 decades %4 their mean</source>
        <translation> · na camada 0 a semente sorteada é a %1 das %2 sementes, %3 décadas %4 da média delas</translation>
    </message>
    <message>
        <source>highest</source>
        <translation>mais alta</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>mais baixa</translation>
    </message>
    <message>
        <source>above</source>
        <translation>acima</translation>
    </message>
    <message>
        <source>below</source>
        <translation>abaixo</translation>
    </message>
</context>
<context>
    <name>gradflow::ClippingPage</name>
    <message>
        <source>Clipping: a circuit breaker for the gradient</source>
        <translation>Corte: um disjuntor para o gradiente</translation>
    </message>
    <message>
        <source>Clip limit c</source>
        <translation>Limite de corte c</translation>
    </message>
    <message>
        <source>Lesson: the exploding network (ReLU, std 1)</source>
        <translation>Lição: a rede que explode (ReLU, d.p. 1)</translation>
    </message>
    <message>
        <source>A healthy network (ReLU, He)</source>
        <translation>Uma rede saudável (ReLU, He)</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>camada</translation>
    </message>
    <message>
        <source>‖∂loss/∂W‖</source>
        <translation>‖∂perda/∂W‖</translation>
    </message>
    <message>
        <source>The lesson&apos;s stand-in (4.8×10⁴⁶, 6.4×10⁴⁶) has length 8×10⁴⁶; clipped at 1 it becomes (0.6, 0.8): length 1, same direction. The network here is the main view&apos;s.</source>
        <translation>O vetor de exemplo da lição (4,8×10⁴⁶, 6,4×10⁴⁶) tem comprimento 8×10⁴⁶; cortado em 1 vira (0,6, 0,8): comprimento 1, mesma direção. A rede aqui é a da visualização principal.</translation>
    </message>
    <message>
        <source>Waiting for the main view&apos;s network…</source>
        <translation>Aguardando a rede da visualização principal…</translation>
    </message>
    <message>
        <source>%1: global gradient norm ‖g‖ = %2</source>
        <translation>%1: norma global do gradiente ‖g‖ = %2</translation>
    </message>
    <message>
        <source>Clip at %1: every gradient × %2, new length %3</source>
        <translation>Corte em %1: gradientes × %2, comprimento %3</translation>
    </message>
    <message>
        <source>Clip at %1: ‖g‖ is within the limit, nothing changes (× 1)</source>
        <translation>Corte em %1: ‖g‖ está dentro do limite, nada muda (× 1)</translation>
    </message>
    <message>
        <source>Direction kept: cosine(before, after) = %1; largest change in a layer&apos;s share of ‖g‖: %2</source>
        <translation>Direção mantida: cosseno(antes, depois) = %1; maior mudança na parcela de uma camada em ‖g‖: %2</translation>
    </message>
    <message>
        <source>0 (to rounding)</source>
        <translation>0 (a menos de arredondamento)</translation>
    </message>
    <message>
        <source>before clipping</source>
        <translation>antes do corte</translation>
    </message>
    <message>
        <source>after clipping</source>
        <translation>depois do corte</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeLink</name>
    <message>
        <source>Computed in %1 ms.</source>
        <translation>Calculado em %1 ms.</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeStatus</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop this computation; the controls return to the network the charts show.</source>
        <translation>Parar este cálculo; os controles voltam à rede que os gráficos mostram.</translation>
    </message>
    <message>
        <source>100% · about 88 min left</source>
        <translation>100% · cerca de 88 min restantes</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Computing %1…</source>
        <translation>Calculando %1…</translation>
    </message>
    <message>
        <source>Showing the previous network (%1) while %2 computes</source>
        <translation>Mostrando a rede anterior (%1) enquanto %2 é calculada</translation>
    </message>
    <message>
        <source>Computing %1; the charts fill in when it finishes</source>
        <translation>Calculando %1; os gráficos se preenchem ao terminar</translation>
    </message>
    <message>
        <source>This network was not computed: %1.
%2.</source>
        <translation>Esta rede não foi calculada: %1.
%2.</translation>
    </message>
    <message>
        <source>This network was not computed: %1.
The charts below still show %2.</source>
        <translation>Esta rede não foi calculada: %1.
Os gráficos abaixo ainda mostram %2.</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <translation>Voltar para %1</translation>
    </message>
    <message>
        <source> (the charts still show the last result)</source>
        <translation> (os gráficos ainda mostram o último resultado)</translation>
    </message>
    <message>
        <source>Cancelled; the controls and charts show the last result again.</source>
        <translation>Cancelado; controles e gráficos voltam a mostrar o último resultado.</translation>
    </message>
    <message>
        <source>Cancelled; nothing is computed yet: %1.</source>
        <translation>Cancelado; nada calculado ainda: %1.</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeWorker</name>
    <message>
        <source>This network needs at least %1 but the configuration&apos;s memory limit is %2: reduce depth, width or batch, or open a configuration with a larger &quot;max-memory&quot;</source>
        <translation>Esta rede precisa de pelo menos %1, mas o limite de memória da configuração é %2: reduza a profundidade, a largura ou o lote, ou abra uma configuração com um &quot;max-memory&quot; maior</translation>
    </message>
    <message>
        <source>The computation failed (%1). The charts show the last good result; please report this with the settings that caused it.</source>
        <translation>O cálculo falhou (%1). Os gráficos mostram o último resultado válido; por favor, relate isso com as configurações que o causaram.</translation>
    </message>
    <message>
        <source>The computation failed with an unknown error. The charts show the last good result; please report this with the settings that caused it.</source>
        <translation>O cálculo falhou com um erro desconhecido. Os gráficos mostram o último resultado válido; por favor, relate isso com as configurações que o causaram.</translation>
    </message>
</context>
<context>
    <name>gradflow::ControlPanel</name>
    <message>
        <source>Network at initialization</source>
        <translation>Rede na inicialização</translation>
    </message>
    <message>
        <source>Number of blocks the signal passes through; each multiplies the gradient by one more factor.</source>
        <translation>Número de blocos que o sinal atravessa; cada um multiplica o gradiente por mais um fator.</translation>
    </message>
    <message>
        <source>&amp;Depth</source>
        <translation>&amp;Profundidade</translation>
    </message>
    <message>
        <source>Units per layer: the fan-in that He and Xavier initialization divide by.</source>
        <translation>Unidades por camada: o fan-in pelo qual as inicializações de He e Xavier dividem.</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>&amp;Largura</translation>
    </message>
    <message>
        <source>Examples in the batch; BatchNorm computes its statistics across them.</source>
        <translation>Exemplos do lote; a BatchNorm calcula suas estatísticas sobre eles.</translation>
    </message>
    <message>
        <source>Arithmetic precision; magnitudes stay exact either way, as they are carried in log10.</source>
        <translation>Precisão aritmética; as magnitudes continuam exatas de qualquer forma, pois são levadas em log10.</translation>
    </message>
    <message>
        <source>Pre&amp;cision</source>
        <translation>Pre&amp;cisão</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>L&amp;ote</translation>
    </message>
    <message>
        <source>The nonlinearity after each weight matrix; its slope multiplies the gradient at every layer.</source>
        <translation>A não linearidade após cada matriz de pesos; sua inclinação multiplica o gradiente em cada camada.</translation>
    </message>
    <message>
        <source>&amp;Activation</source>
        <translation>&amp;Ativação</translation>
    </message>
    <message>
        <source>How the starting weights are scaled; picking a scheme moves the std slider to its value.</source>
        <translation>Como os pesos iniciais são escalados; escolher um esquema leva o controle deslizante de d.p. ao seu valor.</translation>
    </message>
    <message>
        <source>Ini&amp;t</source>
        <translation>&amp;Init.</translation>
    </message>
    <message>
        <source>Standard deviation of the starting weights, %1 to %2 on a log scale; moving it makes the init custom (orthogonal weights stay orthogonal: it sets their gain, std·√n).</source>
        <translation>Desvio padrão dos pesos iniciais, de %1 a %2 em escala logarítmica; movê-lo torna a inicialização personalizada (pesos ortogonais continuam ortogonais: ele define seu ganho, d.p.·√n).</translation>
    </message>
    <message>
        <source>Init &amp;std</source>
        <translation>D.p. &amp;inicial</translation>
    </message>
    <message>
        <source>&amp;Residual connections</source>
        <translation>Conexões &amp;residuais</translation>
    </message>
    <message>
        <source>Add each block&apos;s output to its input, giving the gradient an express path back.</source>
        <translation>Somar a saída de cada bloco à sua entrada, dando ao gradiente um caminho direto de volta.</translation>
    </message>
    <message>
        <source>Multiplier on each block&apos;s contribution; GPT-2 uses 1/√(2L) to keep the stream bounded.</source>
        <translation>Multiplicador da contribuição de cada bloco; o GPT-2 usa 1/√(2L) para manter o fluxo limitado.</translation>
    </message>
    <message>
        <source>Normalization: BatchNorm across the batch, LayerNorm and RMSNorm within each example.</source>
        <translation>Normalização: BatchNorm sobre o lote, LayerNorm e RMSNorm dentro de cada exemplo.</translation>
    </message>
    <message>
        <source>Pre normalizes each block&apos;s input (Llama); post normalizes after the residual add (original Transformer).</source>
        <translation>Pre normaliza a entrada de cada bloco (Llama); post normaliza após a soma residual (Transformer original).</translation>
    </message>
    <message>
        <source>&amp;Norm</source>
        <translation>&amp;Norma</translation>
    </message>
    <message>
        <source>half-mean is the lesson&apos;s ½·Σout²/batch; sum is the tanh demo&apos;s; mean is the Pre-LN/Post-LN check&apos;s.</source>
        <translation>half-mean é o ½·Σout²/lote da lição; sum o da demonstração com tanh; mean o da verificação Pre-LN/Post-LN.</translation>
    </message>
    <message>
        <source>Linear &amp;output head</source>
        <translation>Ca&amp;beça de saída linear</translation>
    </message>
    <message>
        <source>A final linear layer before the loss, so a normalized output does not make the loss scale-invariant.</source>
        <translation>Uma camada linear final antes da perda, para que uma saída normalizada não torne a perda invariante à escala.</translation>
    </message>
    <message>
        <source>&amp;Loss</source>
        <translation>P&amp;erda</translation>
    </message>
    <message>
        <source>Seed of the random weights and input; the same seed always draws the same network.</source>
        <translation>Semente dos pesos aleatórios e da entrada; a mesma semente sempre sorteia a mesma rede.</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nova semente</translation>
    </message>
    <message>
        <source>Draw a new random network with the same settings (Ctrl+N).</source>
        <translation>Sortear uma nova rede aleatória com as mesmas configurações (Ctrl+N).</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>S&amp;emente</translation>
    </message>
    <message>
        <source>all weights %1</source>
        <translation>todos os pesos %1</translation>
    </message>
    <message>
        <source>gain %1, PyTorch&apos;s</source>
        <translation>ganho %1, o do PyTorch</translation>
    </message>
    <message>
        <source>gain %1 = std·√n</source>
        <translation>ganho %1 = d.p.·√n</translation>
    </message>
    <message>
        <source>%1 = %2/√n</source>
        <translation>%1 = %2/√n</translation>
    </message>
    <message>
        <source>A transformer draws every matrix at the init std (Hugging Face&apos;s initializer_range)</source>
        <translation>Um transformer sorteia cada matriz com o d.p. inicial (initializer_range do Hugging Face)</translation>
    </message>
    <message>
        <source>A transformer&apos;s blocks are always residual</source>
        <translation>Os blocos de um transformer são sempre residuais</translation>
    </message>
    <message>
        <source>A transformer&apos;s loss is the cross-entropy of the next tokens</source>
        <translation>A perda de um transformer é a entropia cruzada dos próximos tokens</translation>
    </message>
    <message>
        <source>A transformer always ends in its LM head (see Tied head below)</source>
        <translation>Um transformer sempre termina em sua cabeça LM (veja Cabeça vinculada abaixo)</translation>
    </message>
    <message>
        <source>: not used here.</source>
        <translation>: não usado aqui.</translation>
    </message>
    <message>
        <source>std %1, every matrix</source>
        <translation>d.p. %1, cada matriz</translation>
    </message>
    <message>
        <source>gain 0.0123 = std·√n </source>
        <translation>ganho 0.0123 = d.p.·√n </translation>
    </message>
</context>
<context>
    <name>gradflow::ControlsColumn</name>
    <message>
        <source>Show the controls</source>
        <translation>Mostrar os controles</translation>
    </message>
    <message>
        <source>Fold the controls</source>
        <translation>Recolher os controles</translation>
    </message>
    <message>
        <source>Show the theory and seed spread</source>
        <translation>Mostrar a teoria e a dispersão</translation>
    </message>
    <message>
        <source>Fold the theory and seed spread</source>
        <translation>Recolher a teoria e a dispersão</translation>
    </message>
</context>
<context>
    <name>gradflow::DensityChart</name>
    <message>
        <source>Singular values at the last layer</source>
        <translation>Valores singulares na última camada</translation>
    </message>
    <message>
        <source>log10 of the singular value</source>
        <translation>log10 do valor singular</translation>
    </message>
    <message>
        <source>density</source>
        <translation>densidade</translation>
    </message>
</context>
<context>
    <name>gradflow::ExportDialog</name>
    <message>
        <source>Include the &amp;readouts (ratio, ρ, norm, clip factor)</source>
        <translation>Incluir os &amp;indicadores (razão, ρ, norma, fator de corte)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Pixels per point: 2 makes a sharp image of twice the size.</source>
        <translation>Pixels por ponto: 2 gera uma imagem nítida com o dobro do tamanho.</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Tamanho:</translation>
    </message>
    <message>
        <source>Pixel s&amp;cale:</source>
        <translation>E&amp;scala de pixels:</translation>
    </message>
    <message>
        <source>As on screen (%1)</source>
        <translation>Como na tela (%1)</translation>
    </message>
    <message>
        <source>, the default</source>
        <translation>, o padrão</translation>
    </message>
    <message>
        <source>%1 (%2%3)</source>
        <translation>%1 (%2%3)</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Personalizado…</translation>
    </message>
    <message>
        <source>The drawing&apos;s size; its text is sized for it, as presentation mode sizes it for a screen that tall.</source>
        <translation>O tamanho do desenho; o texto é dimensionado para ele, como o modo apresentação o dimensiona para uma tela dessa altura.</translation>
    </message>
    <message>
        <source>Custom width</source>
        <translation>Largura personalizada</translation>
    </message>
    <message>
        <source>Custom height</source>
        <translation>Altura personalizada</translation>
    </message>
    <message>
        <source>The file: %1 pixels.</source>
        <translation>O arquivo: %1 pixels.</translation>
    </message>
    <message>
        <source>The drawing: %1 points, text sized for it.</source>
        <translation>O desenho: %1 pontos, texto dimensionado para ele.</translation>
    </message>
</context>
<context>
    <name>gradflow::ExportImage</name>
    <message>
        <source>out of memory for a %1 x %2 pixel image (%3 MiB); choose a smaller size or scale, or SVG or PDF</source>
        <translation>sem memória para uma imagem de %1 x %2 pixels (%3 MiB); escolha um tamanho ou escala menor, ou SVG ou PDF</translation>
    </message>
</context>
<context>
    <name>gradflow::FileCommands</name>
    <message>
        <source>; nothing was changed.</source>
        <translation>; nada foi alterado.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 aberto.</translation>
    </message>
    <message>
        <source>Opened %1 (%2).</source>
        <translation>%1 aberto (%2).</translation>
    </message>
    <message>
        <source> Ignored keys: %1.</source>
        <translation> Chaves ignoradas: %1.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 salvo.</translation>
    </message>
    <message>
        <source>Opened the tour %1.</source>
        <translation>Tour %1 aberto.</translation>
    </message>
    <message>
        <source>; the previous tour is kept.</source>
        <translation>; o tour anterior é mantido.</translation>
    </message>
    <message>
        <source>the session&apos;s pins</source>
        <translation>as fixações da sessão</translation>
    </message>
    <message>
        <source>nothing was changed</source>
        <translation>nada foi alterado</translation>
    </message>
    <message numerus="yes">
        <source>Opened session %1: %n pin(s).</source>
        <translation>
            <numerusform>Sessão %1 aberta: %n curva fixada.</numerusform>
            <numerusform>Sessão %1 aberta: %n curvas fixadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved session %1.</source>
        <translation>Sessão %1 salva.</translation>
    </message>
    <message>
        <source>No transformer computed yet.</source>
        <translation>Nenhum transformer calculado ainda.</translation>
    </message>
    <message>
        <source>Nothing computed yet.</source>
        <translation>Nada calculado ainda.</translation>
    </message>
    <message>
        <source>Open configuration</source>
        <translation>Abrir configuração</translation>
    </message>
    <message>
        <source>GradFlow configuration (*.json)</source>
        <translation>Configuração do GradFlow (*.json)</translation>
    </message>
    <message>
        <source>Open model config</source>
        <translation>Abrir configuração de modelo</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json)</source>
        <translation>Configuração do Hugging Face (*.json)</translation>
    </message>
    <message>
        <source>Save configuration</source>
        <translation>Salvar configuração</translation>
    </message>
    <message>
        <source>Open tour</source>
        <translation>Abrir tour</translation>
    </message>
    <message>
        <source>GradFlow tour (*.txt);;All files (*)</source>
        <translation>Tour do GradFlow (*.txt);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Tour not opened</source>
        <translation>Tour não aberto</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Abrir sessão</translation>
    </message>
    <message>
        <source>GradFlow session (*.json)</source>
        <translation>Sessão do GradFlow (*.json)</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Salvar sessão</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>Exportar dados</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>Tabela CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Falha na exportação</translation>
    </message>
</context>
<context>
    <name>gradflow::HistogramPanel</name>
    <message>
        <source>Dead ReLUs: %1 of %2 units zero on the whole batch (%3); %4 of all outputs zero.</source>
        <translation>ReLUs mortas: %1 de %2 unidades zeradas em todo o lote (%3); %4 de todas as saídas zeradas.</translation>
    </message>
    <message>
        <source>Saturated: %1 of %2 units in a flat tail on the whole batch (%3); %4 of all pre-activations there (slope under 1% of its peak).</source>
        <translation>Saturadas: %1 de %2 unidades numa cauda plana em todo o lote (%3); %4 de todas as pré-ativações ali (inclinação abaixo de 1% do seu pico).</translation>
    </message>
    <message>
        <source>%1 neither dies nor saturates as ReLU, tanh and sigmoid do: no count here.</source>
        <translation>%1 não morre nem satura como ReLU, tanh e sigmoide: sem contagem aqui.</translation>
    </message>
    <message>
        <source>Histograms of la&amp;yer</source>
        <translation>Histogramas da &amp;camada</translation>
    </message>
    <message>
        <source>The layer whose values are shown below; or click a chart at that layer.</source>
        <translation>A camada cujos valores são mostrados abaixo; ou clique num gráfico nessa camada.</translation>
    </message>
    <message>
        <source>Pre-activations z</source>
        <translation>Pré-ativações z</translation>
    </message>
    <message>
        <source>Activations act(z)</source>
        <translation>Ativações act(z)</translation>
    </message>
    <message>
        <source>Gradient |∂loss/∂h|</source>
        <translation>Gradiente |∂perda/∂h|</translation>
    </message>
</context>
<context>
    <name>gradflow::HistogramView</name>
    <message>
        <source>max %1</source>
        <translation>máx %1</translation>
    </message>
    <message>
        <source>every value exactly 0</source>
        <translation>todos os valores exatamente 0</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>|value| </source>
        <translation>|valor| </translation>
    </message>
</context>
<context>
    <name>gradflow::InitPage</name>
    <message>
        <source>Initialization: He and Xavier</source>
        <translation>Inicialização: He e Xavier</translation>
    </message>
    <message>
        <source>Fan-in</source>
        <translation>Fan-in</translation>
    </message>
    <message>
        <source>Fan-out</source>
        <translation>Fan-out</translation>
    </message>
    <message>
        <source>Sample size</source>
        <translation>Amostra</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>Lesson: He, 50 in</source>
        <translation>Lição: He, 50 entradas</translation>
    </message>
    <message>
        <source>Lesson: Xavier, 100 in, 100 out</source>
        <translation>Lição: Xavier, 100 → 100</translation>
    </message>
    <message>
        <source>Lesson check: 512 in, 512 out</source>
        <translation>Verificação: 512 → 512</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>regra</translation>
    </message>
    <message>
        <source>formula</source>
        <translation>fórmula</translation>
    </message>
    <message>
        <source>std</source>
        <translation>d.p.</translation>
    </message>
    <message>
        <source>variance</source>
        <translation>variância</translation>
    </message>
    <message>
        <source>E[y²] after Linear+ReLU</source>
        <translation>E[y²] após Linear+ReLU</translation>
    </message>
    <message>
        <source>He (ReLU): std = √(2 / %1) = %2</source>
        <translation>He (ReLU): d.p. = √(2 / %1) = %2</translation>
    </message>
    <message>
        <source>Xavier (tanh, sigmoid): std = √(2 / (%1 + %2)) = %3</source>
        <translation>Xavier (tanh, sigmoide): d.p. = √(2 / (%1 + %2)) = %3</translation>
    </message>
    <message>
        <source>E[y²] after Linear + ReLU: He %1, Xavier %2</source>
        <translation>E[y²] após Linear + ReLU: He %1, Xavier %2</translation>
    </message>
    <message>
        <source>Measured on %1 inputs of %2 N(0, 1) features (E[x²] = 1) through a %2 → %3 layer. ReLU zeroes about half of every sum, so a rule without He&apos;s factor 2 passes on about half the energy, and halves it again at every layer.</source>
        <translation>Medido em %1 entradas de %2 características N(0, 1) (E[x²] = 1) através de uma camada %2 → %3. A ReLU zera cerca de metade de cada soma, então uma regra sem o fator 2 de He repassa cerca de metade da energia, e a reduz à metade de novo a cada camada.</translation>
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
        <translation>0 (a menos de arredondamento)</translation>
    </message>
    <message>
        <source>Spread of the singular values against depth</source>
        <translation>Dispersão dos valores singulares conforme a profundidade</translation>
    </message>
    <message>
        <source>singular value</source>
        <translation>valor singular</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Presets…</source>
        <translation>Predefinições…</translation>
    </message>
    <message>
        <source>Networks that tell the story of dynamical isometry</source>
        <translation>Redes que contam a história da isometria dinâmica</translation>
    </message>
    <message>
        <source>The example of the batch whose Jacobian is taken</source>
        <translation>O exemplo do lote cujo jacobiano é tomado</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>Exemplo:</translation>
    </message>
    <message>
        <source>Stop computing this network&apos;s spectrum; the charts keep the previous one, dimmed</source>
        <translation>Parar o cálculo do espectro desta rede; os gráficos mantêm o anterior, esmaecido</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>Não calculado: %1</translation>
    </message>
    <message>
        <source>Computing the spectrum: layer %1 of %2…</source>
        <translation>Calculando o espectro: camada %1 de %2…</translation>
    </message>
    <message>
        <source>Computing the spread against depth: %1 of %2 earlier depths…</source>
        <translation>Calculando a dispersão conforme a profundidade: %1 de %2 profundidades anteriores…</translation>
    </message>
    <message>
        <source>Cancelled: the charts show the previous network. Compute again, or change a control.</source>
        <translation>Cancelado: os gráficos mostram a rede anterior. Calcule de novo ou mude um controle.</translation>
    </message>
    <message>
        <source>Compute again</source>
        <translation>Calcular de novo</translation>
    </message>
    <message>
        <source>Spread of the singular values at %1 evenly spaced depths</source>
        <translation>Dispersão dos valores singulares em %1 profundidades igualmente espaçadas</translation>
    </message>
    <message>
        <source> Spread at %1 evenly spaced depths above width %2 (an SVD per depth).</source>
        <translation> Dispersão em %1 profundidades igualmente espaçadas acima da largura %2 (uma SVD por profundidade).</translation>
    </message>
    <message>
        <source>Layer %1, example %2: singular values from %3 to %4 (5th–95th percentile %5 to %6); mean σ² %7, variance / mean² %8.</source>
        <translation>Camada %1, exemplo %2: valores singulares de %3 a %4 (percentis 5–95 %5 a %6); média de σ² %7, variância / média² %8.</translation>
    </message>
    <message>
        <source> Theory (%1, infinite width): mean σ² %2, variance / mean² %3.</source>
        <translation> Teoria (%1, largura infinita): média de σ² %2, variância / média² %3.</translation>
    </message>
    <message>
        <source> No theory shown: %1.</source>
        <translation> Nenhuma teoria mostrada: %1.</translation>
    </message>
    <message>
        <source> This draw sits %1 decades below the theory&apos;s mean σ², a mean over draws of the weights: at width %2, a product of %3 random layers is most often smaller than its mean.</source>
        <translation> Este sorteio fica %1 décadas abaixo da média de σ² da teoria, uma média sobre sorteios dos pesos: na largura %2, um produto de %3 camadas aleatórias costuma ser menor que sua média.</translation>
    </message>
    <message>
        <source> This draw sits %1 decades above the theory&apos;s mean σ², a mean over draws of the weights: at width %2, one draw of %3 random layers can stand far from it.</source>
        <translation> Este sorteio fica %1 décadas acima da média de σ² da teoria, uma média sobre sorteios dos pesos: na largura %2, um sorteio de %3 camadas aleatórias pode ficar longe dela.</translation>
    </message>
</context>
<context>
    <name>gradflow::JacobianWorker</name>
    <message>
        <source>This network needs at least %1 but the memory limit is %2: reduce depth, width or batch.</source>
        <translation>Esta rede precisa de pelo menos %1, mas o limite de memória é %2: reduza a profundidade, a largura ou o lote.</translation>
    </message>
</context>
<context>
    <name>gradflow::KeysDialog</name>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Ação</translation>
    </message>
</context>
<context>
    <name>gradflow::LanguageMenu</name>
    <message>
        <source>&amp;System language</source>
        <translation>Idioma do &amp;sistema</translation>
    </message>
</context>
<context>
    <name>gradflow::LatestWorker</name>
    <message>
        <source>Out of memory: reduce depth, width or batch.</source>
        <translation>Sem memória: reduza a profundidade, a largura ou o lote.</translation>
    </message>
    <message>
        <source>The computation failed with an unknown error; please report this with the settings that caused it.</source>
        <translation>O cálculo falhou com um erro desconhecido; por favor, relate isso com as configurações que o causaram.</translation>
    </message>
</context>
<context>
    <name>gradflow::LayerChart</name>
    <message>
        <source>layer</source>
        <translation>camada</translation>
    </message>
    <message>
        <source>exactly zero</source>
        <translation>exatamente zero</translation>
    </message>
    <message>
        <source>%1
layer %2: %3</source>
        <translation>%1
camada %2: %3</translation>
    </message>
    <message>
        <source>%1
block %2: %3</source>
        <translation>%1
bloco %2: %3</translation>
    </message>
    <message>
        <source>block</source>
        <translation>bloco</translation>
    </message>
</context>
<context>
    <name>gradflow::LearningRateBox</name>
    <message>
        <source>Learning rate, 10⁻⁶ to 10 on a log scale</source>
        <translation>Taxa de aprendizado, de 10⁻⁶ a 10 em escala logarítmica</translation>
    </message>
    <message>
        <source> (below the slider)</source>
        <translation> (abaixo do controle)</translation>
    </message>
    <message>
        <source> (above the slider)</source>
        <translation> (acima do controle)</translation>
    </message>
</context>
<context>
    <name>gradflow::LessonPage</name>
    <message>
        <source>Controls</source>
        <translation>Controles</translation>
    </message>
    <message>
        <source>Export this view…</source>
        <translation>Exportar esta visualização…</translation>
    </message>
    <message>
        <source>PNG, SVG or PDF of the figure on the right (Ctrl+E)</source>
        <translation>PNG, SVG ou PDF da figura à direita (Ctrl+E)</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Medindo…</translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation>Não medido: %1</translation>
    </message>
    <message>
        <source>Measuring… %1%</source>
        <translation>Medindo… %1%</translation>
    </message>
</context>
<context>
    <name>gradflow::LessonTabs</name>
    <message>
        <source>Network</source>
        <translation>Rede</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Cadeia</translation>
    </message>
    <message>
        <source>Residual chain</source>
        <translation>Cadeia residual</translation>
    </message>
    <message>
        <source>Norms</source>
        <translation>Normas</translation>
    </message>
    <message>
        <source>Init</source>
        <translation>Init.</translation>
    </message>
    <message>
        <source>Clipping</source>
        <translation>Corte</translation>
    </message>
    <message>
        <source>Residual scaling</source>
        <translation>Escala residual</translation>
    </message>
    <message>
        <source> (Ctrl+%1)</source>
        <translation> (Ctrl+%1)</translation>
    </message>
    <message>
        <source>The network: signal and gradients per layer (Ctrl+1)</source>
        <translation>A rede: sinal e gradientes por camada (Ctrl+1)</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Treinamento</translation>
    </message>
    <message>
        <source>Train the network: loss, each layer&apos;s weight change and update ratio (Ctrl+%1)</source>
        <translation>Treinar a rede: perda, mudança dos pesos e razão de atualização de cada camada (Ctrl+%1)</translation>
    </message>
    <message>
        <source>Jacobian</source>
        <translation>Jacobiano</translation>
    </message>
    <message>
        <source>The spectrum of the network&apos;s input-output Jacobian: dynamical isometry (Ctrl+%1)</source>
        <translation>O espectro do jacobiano entrada-saída da rede: isometria dinâmica (Ctrl+%1)</translation>
    </message>
    <message>
        <source>Not exported: out of memory for the measurement; choose smaller settings.</source>
        <translation>Não exportado: sem memória para a medição; escolha configurações menores.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Falha na exportação</translation>
    </message>
</context>
<context>
    <name>gradflow::LossChart</name>
    <message>
        <source>Loss over the steps</source>
        <translation>Perda ao longo dos passos</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>perda</translation>
    </message>
    <message>
        <source>clip fired</source>
        <translation>corte acionado</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Perda</translation>
    </message>
    <message>
        <source>Loss per step</source>
        <translation>Perda por passo</translation>
    </message>
    <message>
        <source>diverged here</source>
        <translation>divergiu aqui</translation>
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
        <translation>Bancada de normalização: BatchNorm, LayerNorm, RMSNorm</translation>
    </message>
    <message>
        <source>Examples (rows)</source>
        <translation>Exemplos (linhas)</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Características</translation>
    </message>
    <message>
        <source>Constant shift</source>
        <translation>Deslocamento constante</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>Passos de treinamento</translation>
    </message>
    <message>
        <source>Momentum</source>
        <translation>Momento</translation>
    </message>
    <message>
        <source>BatchNorm training steps on this batch before switching to evaluation mode</source>
        <translation>Passos de treinamento da BatchNorm neste lote antes de mudar para o modo de avaliação</translation>
    </message>
    <message>
        <source>Lesson: row (1, 2, 3, 4), column (1, 3, 5)</source>
        <translation>Lição: linha (1, 2, 3, 4), coluna (1, 3, 5)</translation>
    </message>
    <message>
        <source>Batch-mate 5 → 11</source>
        <translation>Colega de lote 5 → 11</translation>
    </message>
    <message>
        <source>Lesson: BatchNorm of [[1, 2], [3, 6]]</source>
        <translation>Lição: BatchNorm de [[1, 2], [3, 6]]</translation>
    </message>
    <message>
        <source>Batch (edit any number)</source>
        <translation>Lote (edite qualquer número)</translation>
    </message>
    <message>
        <source>LayerNorm: along each row</source>
        <translation>LayerNorm: por linha</translation>
    </message>
    <message>
        <source>RMSNorm: row ÷ its RMS, no mean</source>
        <translation>RMSNorm: linha ÷ RMS, sem média</translation>
    </message>
    <message>
        <source>BatchNorm: down each column</source>
        <translation>BatchNorm: por coluna</translation>
    </message>
    <message>
        <source>BatchNorm, evaluation mode</source>
        <translation>BatchNorm, avaliação</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number from -1000000 to 1000000; the batch keeps %2.</source>
        <translation>&quot;%1&quot; não é um número de -1000000 a 1000000; o lote mantém %2.</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>média</translation>
    </message>
    <message>
        <source>std</source>
        <translation>d.p.</translation>
    </message>
    <message>
        <source>rms</source>
        <translation>rms</translation>
    </message>
    <message>
        <source>running mean</source>
        <translation>média móvel</translation>
    </message>
    <message>
        <source>running var</source>
        <translation>variância móvel</translation>
    </message>
    <message>
        <source>Example 1, feature 1 (%1) after BatchNorm: %2</source>
        <translation>Ex. 1, caract. 1 (%1) após a BatchNorm: %2</translation>
    </message>
    <message>
        <source>; with the last example&apos;s %1 → %2: %3. LayerNorm: %4 either way.</source>
        <translation>; com %1 → %2 no último exemplo: %3. LayerNorm: %4 em ambos os casos.</translation>
    </message>
    <message>
        <source>Add %1 to every entry: LayerNorm&apos;s output moves by at most %2, RMSNorm&apos;s by %3.</source>
        <translation>Somar %1 a cada entrada: a saída da LayerNorm se move no máximo %2, a da RMSNorm %3.</translation>
    </message>
    <message>
        <source>After %1 training step(s) at momentum %2, evaluation mode gives example 1, feature 1 %3; training mode gives %4.</source>
        <translation>Após %1 passo(s) de treinamento com momento %2, o modo de avaliação dá %3 para o exemplo 1, característica 1; o modo de treinamento dá %4.</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapFigure</name>
    <message>
        <source>Phase map: the first-to-last gradient ratio over init std and depth</source>
        <translation>Mapa de fases: a razão entre o primeiro e o último gradiente conforme o d.p. inicial e a profundidade</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapLauncher</name>
    <message>
        <source>Phase map</source>
        <translation>Mapa de fases</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapWidget</name>
    <message>
        <source>not computed yet</source>
        <translation>ainda não calculado</translation>
    </message>
    <message>
        <source>undefined (the last gradient is exactly 0)</source>
        <translation>indefinido (o último gradiente é exatamente 0)</translation>
    </message>
    <message>
        <source>first gradient exactly 0</source>
        <translation>primeiro gradiente exatamente 0</translation>
    </message>
    <message>
        <source>first/last gradient %1</source>
        <translation>gradiente primeiro/último %1</translation>
    </message>
    <message>
        <source>depth %1, init std %2: %3</source>
        <translation>profundidade %1, d.p. inicial %2: %3</translation>
    </message>
    <message>
        <source>init std (log scale)</source>
        <translation>d.p. inicial (escala log.)</translation>
    </message>
    <message>
        <source>critical std (theory)</source>
        <translation>d.p. crítico (teoria)</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>profundidade</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapWindow</name>
    <message>
        <source>&amp;Map this network</source>
        <translation>&amp;Mapear esta rede</translation>
    </message>
    <message>
        <source>Export image…</source>
        <translation>Exportar imagem…</translation>
    </message>
    <message>
        <source>Phase map: %1</source>
        <translation>Mapa de fases: %1</translation>
    </message>
    <message>
        <source>First-to-last gradient ratio over init std and depth (width %1, batch %2). Blue: vanishing, red: exploding. Hover a cell for its numbers, click it to load it.</source>
        <translation>Razão entre o primeiro e o último gradiente conforme o d.p. inicial e a profundidade (largura %1, lote %2). Azul: desaparece, vermelho: explode. Passe o mouse numa célula para ver seus números, clique para carregá-la.</translation>
    </message>
    <message>
        <source>Computing %1 cells…</source>
        <translation>Calculando %1 células…</translation>
    </message>
    <message>
        <source>Done: %1 cells.</source>
        <translation>Pronto: %1 células.</translation>
    </message>
    <message>
        <source>Stale: this map is of %1; the window now shows %2. Clicking a cell is off.</source>
        <translation>Desatualizado: este mapa é de %1; a janela agora mostra %2. O clique nas células está desligado.</translation>
    </message>
    <message>
        <source>The window&apos;s network is not on this map.</source>
        <translation>A rede da janela não está neste mapa.</translation>
    </message>
    <message>
        <source>init std %1, depth %2</source>
        <translation>d.p. inicial %1, profundidade %2</translation>
    </message>
    <message>
        <source>Ring: the window&apos;s network (%1).</source>
        <translation>Anel: a rede da janela (%1).</translation>
    </message>
    <message>
        <source>The window&apos;s network (%1) lies outside this map (init std %2 to %3, depth %4 to %5).</source>
        <translation>A rede da janela (%1) fica fora deste mapa (d.p. inicial %2 a %3, profundidade %4 a %5).</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 salvo.</translation>
    </message>
</context>
<context>
    <name>gradflow::PinRequest</name>
    <message>
        <source>Not pinned: its computation was cancelled.</source>
        <translation>Não fixada: seu cálculo foi cancelado.</translation>
    </message>
    <message>
        <source>Not pinned: that network was not computed (the reason is over the charts).</source>
        <translation>Não fixada: essa rede não foi calculada (o motivo está sobre os gráficos).</translation>
    </message>
    <message>
        <source>Not pinned: the controls changed before that network was computed; press Ctrl+P again.</source>
        <translation>Não fixada: os controles mudaram antes de essa rede ser calculada; pressione Ctrl+P de novo.</translation>
    </message>
    <message>
        <source>Pinning as soon as this network is computed…</source>
        <translation>Fixando assim que esta rede for calculada…</translation>
    </message>
    <message>
        <source>Nothing to pin yet.</source>
        <translation>Nada para fixar ainda.</translation>
    </message>
    <message>
        <source>Up to %1 pins: remove one first (Ctrl+Shift+P).</source>
        <translation>Até %1 fixações: remova uma primeiro (Ctrl+Shift+P).</translation>
    </message>
    <message>
        <source>Pinned %1.</source>
        <translation>%1 fixada.</translation>
    </message>
    <message>
        <source>Not pinned: that transformer was not computed (the reason is over the charts).</source>
        <translation>Não fixada: esse transformer não foi calculado (o motivo está sobre os gráficos).</translation>
    </message>
    <message>
        <source>Not pinned: the pins are dense networks, drawn per layer, and a transformer is drawn per sub-layer: no axis holds both. Remove them first (Ctrl+Shift+P).</source>
        <translation>Não fixada: as fixações são redes densas, desenhadas por camada, e um transformer é desenhado por subcamada: nenhum eixo comporta os dois. Remova-as primeiro (Ctrl+Shift+P).</translation>
    </message>
    <message>
        <source>Not pinned: the pins are transformers, drawn per sub-layer, and a dense network is drawn per layer: no axis holds both. Remove them first (Ctrl+Shift+P).</source>
        <translation>Não fixada: as fixações são transformers, desenhados por subcamada, e uma rede densa é desenhada por camada: nenhum eixo comporta os dois. Remova-as primeiro (Ctrl+Shift+P).</translation>
    </message>
</context>
<context>
    <name>gradflow::PinsStatus</name>
    <message>
        <source>Cancel pins</source>
        <translation>Cancelar fixações</translation>
    </message>
    <message>
        <source>Stop computing these pins (Esc); the pins stay as they were.</source>
        <translation>Parar o cálculo destas fixações (Esc); as fixações ficam como estavam.</translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <translation>%1; %2.</translation>
    </message>
    <message>
        <source>Cancelled %1; %2.</source>
        <translation>%1 cancelado; %2.</translation>
    </message>
    <message>
        <source>Computing %1: %2 of %3 (%4, width %5, batch %6)…</source>
        <translation>Calculando %1: %2 de %3 (%4, largura %5, lote %6)…</translation>
    </message>
    <message>
        <source>Computing %1: %2 of %3 (%4, batch %5)…</source>
        <translation>Calculando %1: %2 de %3 (%4, lote %5)…</translation>
    </message>
</context>
<context>
    <name>gradflow::PresetBox</name>
    <message>
        <source>The lesson&apos;s setups; choosing one sets every control.</source>
        <translation>As configurações da lição; escolher uma ajusta todos os controles.</translation>
    </message>
    <message>
        <source>(custom)</source>
        <translation>(personalizado)</translation>
    </message>
</context>
<context>
    <name>gradflow::ReadoutPanel</name>
    <message>
        <source>What the gradient does</source>
        <translation>O que o gradiente faz</translation>
    </message>
    <message>
        <source>First/last gradient</source>
        <translation>Gradiente primeiro/último</translation>
    </message>
    <message>
        <source>‖∂loss/∂h₀‖ / ‖∂loss/∂h_{L−1}‖: the gradient at layer 0 over the one at layer L−1 (entering layers 1 and L). Relative mode plots its inverse at layer L−1.</source>
        <translation>‖∂perda/∂h₀‖ / ‖∂perda/∂h_{L−1}‖: o gradiente na camada 0 sobre o da camada L−1 (entrando nas camadas 1 e L). O modo relativo desenha seu inverso na camada L−1.</translation>
    </message>
    <message>
        <source>Per-layer factor ρ</source>
        <translation>Fator por camada ρ</translation>
    </message>
    <message>
        <source>The first/last ratio spread evenly over the layers: 1 is healthy, below 1 vanishing, above 1 exploding.</source>
        <translation>A razão primeiro/último distribuída igualmente pelas camadas: 1 é saudável, abaixo de 1 desaparece, acima de 1 explode.</translation>
    </message>
    <message>
        <source>Global gradient norm</source>
        <translation>Norma global do gradiente</translation>
    </message>
    <message>
        <source>Length of all weight gradients together, as clip_grad_norm_ measures it.</source>
        <translation>Comprimento de todos os gradientes dos pesos juntos, como clip_grad_norm_ o mede.</translation>
    </message>
    <message>
        <source>Clipping limit: the factor below is what clip_grad_norm_ would scale every gradient by.</source>
        <translation>Limite de corte: o fator abaixo é aquele pelo qual clip_grad_norm_ escalaria cada gradiente.</translation>
    </message>
    <message>
        <source>Clip at</source>
        <translation>Cortar em</translation>
    </message>
    <message>
        <source>Clip factor</source>
        <translation>Fator de corte</translation>
    </message>
    <message>
        <source>What clip_grad_norm_ at the limit above would scale every gradient by (1: no clipping).</source>
        <translation>Por quanto clip_grad_norm_ no limite acima escalaria cada gradiente (1: sem corte).</translation>
    </message>
    <message>
        <source>Weight grad. last/first</source>
        <translation>Grad. pesos fim/início</translation>
    </message>
    <message>
        <source>‖∂loss/∂W_L‖ / ‖∂loss/∂W_1‖: above 1 the weight gradients pile up near the output (Post-LN), below 1 near the input (Pre-LN).</source>
        <translation>‖∂perda/∂W_L‖ / ‖∂perda/∂W_1‖: acima de 1 os gradientes dos pesos se acumulam perto da saída (Post-LN), abaixo de 1 perto da entrada (Pre-LN).</translation>
    </message>
</context>
<context>
    <name>gradflow::ResidualChainPage</name>
    <message>
        <source>Residual chain: the skip path&apos;s &quot;1 +&quot;</source>
        <translation>Cadeia residual: o &quot;1 +&quot; do caminho de atalho</translation>
    </message>
    <message>
        <source>Each block&apos;s own slope ∂F/∂h</source>
        <translation>A inclinação própria ∂F/∂h de cada bloco</translation>
    </message>
    <message>
        <source>Blocks L</source>
        <translation>Blocos L</translation>
    </message>
    <message>
        <source>Block slope s</source>
        <translation>Inclinação do bloco s</translation>
    </message>
    <message>
        <source>Lesson: s = 0.025, 10 blocks</source>
        <translation>Lição: s = 0,025, 10 blocos</translation>
    </message>
    <message>
        <source>blocks stacked</source>
        <translation>blocos empilhados</translation>
    </message>
    <message>
        <source>gradient reaching the input</source>
        <translation>gradiente que chega à entrada</translation>
    </message>
    <message>
        <source>After %1 blocks: plain %2, residual %3</source>
        <translation>Após %1 blocos: simples %2, residual %3</translation>
    </message>
    <message>
        <source>A plain block multiplies the gradient by its slope s = %1; a residual block by 1 + s = %2, because the skip path passes the gradient on untouched.</source>
        <translation>Um bloco simples multiplica o gradiente por sua inclinação s = %1; um bloco residual por 1 + s = %2, pois o atalho repassa o gradiente intacto.</translation>
    </message>
    <message>
        <source>plain: × %1 per block</source>
        <translation>simples: × %1 por bloco</translation>
    </message>
    <message>
        <source>residual: × %1 per block</source>
        <translation>residual: × %1 por bloco</translation>
    </message>
</context>
<context>
    <name>gradflow::ResidualScalingPage</name>
    <message>
        <source>Residual scaling: GPT-2&apos;s 1/√(2N)</source>
        <translation>Escala residual: o 1/√(2N) do GPT-2</translation>
    </message>
    <message>
        <source>Layers N</source>
        <translation>Camadas N</translation>
    </message>
    <message>
        <source>Stream samples</source>
        <translation>Amostras do fluxo</translation>
    </message>
    <message>
        <source>Stream width</source>
        <translation>Largura do fluxo</translation>
    </message>
    <message>
        <source>Lesson: N = 50 (100 writes)</source>
        <translation>Lição: N = 50 (100 escritas)</translation>
    </message>
    <message>
        <source>writes to the residual stream</source>
        <translation>escritas no fluxo residual</translation>
    </message>
    <message>
        <source>Var(h) ÷ Var(h₀)</source>
        <translation>Var(h) ÷ Var(h₀)</translation>
    </message>
    <message>
        <source>After %1 layers (%2 writes): unscaled ×%3, scaled by 1/√(2N) ×%4</source>
        <translation>Após %1 camadas (%2 escritas): sem escala ×%3, com 1/√(2N) ×%4</translation>
    </message>
    <message>
        <source>Each layer writes twice (attention, then the feed-forward block), each write adding variance 1: unscaled the variance grows to 1 + 2N = %1 times its start; scaled by 1/√(2N) = %2, to 1 + 1 = 2. Measured on %3 × %4 numbers.</source>
        <translation>Cada camada escreve duas vezes (atenção, depois o bloco feed-forward), e cada escrita soma variância 1: sem escala, a variância cresce até 1 + 2N = %1 vezes a inicial; escalada por 1/√(2N) = %2, até 1 + 1 = 2. Medido em %3 × %4 números.</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>sem escala</translation>
    </message>
    <message>
        <source>scaled by 1/√(2N)</source>
        <translation>escalado por 1/√(2N)</translation>
    </message>
</context>
<context>
    <name>gradflow::SlideFigure</name>
    <message>
        <source>the figure cannot be drawn in %1x%2</source>
        <translation>a figura não pode ser desenhada em %1x%2</translation>
    </message>
    <message>
        <source>Not exported: %1.</source>
        <translation>Não exportado: %1.</translation>
    </message>
</context>
<context>
    <name>gradflow::StatusLine</name>
    <message>
        <source>Exported %1.</source>
        <translation>%1 exportado.</translation>
    </message>
</context>
<context>
    <name>gradflow::SubLayerOverlay</name>
    <message>
        <source>no norm</source>
        <translation>sem norma</translation>
    </message>
    <message>
        <source>post-%1</source>
        <translation>pós-%1</translation>
    </message>
    <message>
        <source>pre-%1</source>
        <translation>pré-%1</translation>
    </message>
    <message>
        <source>%1 blocks × %2, %3, std %4</source>
        <translation>%1 blocos × %2, %3, desvio %4</translation>
    </message>
</context>
<context>
    <name>gradflow::TheoryPanel</name>
    <message>
        <source>Infinite-width theory</source>
        <translation>Teoria de largura infinita</translation>
    </message>
    <message>
        <source>Dashed &amp;theory line</source>
        <translation>Linha &amp;teórica tracejada</translation>
    </message>
    <message>
        <source>The mean-field prediction (infinitely wide layers) drawn dashed over the signal and gradient charts.</source>
        <translation>A previsão de campo médio (camadas infinitamente largas), desenhada tracejada sobre os gráficos de sinal e gradiente.</translation>
    </message>
    <message>
        <source>Per-layer factor ρ as the theory predicts it, and as this network measures it.</source>
        <translation>O fator por camada ρ como a teoria o prevê e como esta rede o mede.</translation>
    </message>
    <message>
        <source>ρ theory / measured</source>
        <translation>ρ teoria / medido</translation>
    </message>
    <message>
        <source>The dashed line is the infinite-width limit less the drift of a typical network of this width: each layer&apos;s random factor has a log-normal spread, so a typical seed sits below the limit, more so the deeper and narrower the network (Hanin and Nica).</source>
        <translation>A linha tracejada é o limite de largura infinita menos a deriva de uma rede típica desta largura: o fator aleatório de cada camada tem dispersão log-normal, então uma semente típica fica abaixo do limite, tanto mais quanto mais profunda e estreita for a rede (Hanin e Nica).</translation>
    </message>
    <message>
        <source>Finite width</source>
        <translation>Largura finita</translation>
    </message>
    <message>
        <source>The weight std at which the per-layer gradient factor χ is 1 for this activation: the edge between vanishing and exploding (ReLU √(2/n), tanh 1/√n).</source>
        <translation>O d.p. dos pesos com o qual o fator de gradiente por camada χ vale 1 para esta ativação: a fronteira entre desaparecer e explodir (ReLU √(2/n), tanh 1/√n).</translation>
    </message>
    <message>
        <source>Set std to critical</source>
        <translation>Usar o d.p. crítico</translation>
    </message>
    <message>
        <source>Switch to a custom std equal to the critical value.</source>
        <translation>Mudar para um d.p. personalizado igual ao valor crítico.</translation>
    </message>
    <message>
        <source>Critical std</source>
        <translation>D.p. crítico</translation>
    </message>
    <message>
        <source>How many units of a layer differ somewhere in the batch. Zero or constant init makes them all the same: each gets the same gradient, so training never separates them.</source>
        <translation>Quantas unidades de uma camada diferem em algum ponto do lote. Inicialização nula ou constante torna todas iguais: cada uma recebe o mesmo gradiente, e o treinamento nunca as separa.</translation>
    </message>
    <message>
        <source>Distinct units</source>
        <translation>Unidades distintas</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>não disponível: %1</translation>
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
        <translation>as fixações do passo</translation>
    </message>
    <message>
        <source>the step is shown without them</source>
        <translation>o passo é mostrado sem elas</translation>
    </message>
    <message>
        <source>The built-in tour, step 1: Page Down for the next step.</source>
        <translation>O tour embutido, passo 1: Page Down para o próximo passo.</translation>
    </message>
</context>
<context>
    <name>gradflow::TourPanel</name>
    <message>
        <source>Lesson</source>
        <translation>Lição</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Voltar</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>Avançar →</translation>
    </message>
    <message>
        <source>&amp;Lesson panel</source>
        <translation>Painel da &amp;lição</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Next lesson step</source>
        <translation>Próximo passo da lição</translation>
    </message>
    <message>
        <source>Previous lesson step</source>
        <translation>Passo anterior da lição</translation>
    </message>
    <message>
        <source>built-in tour</source>
        <translation>tour embutido</translation>
    </message>
    <message>
        <source>Step %1 of %2 (Page Down: next, Page Up: back)</source>
        <translation>Passo %1 de %2 (Page Down: próximo, Page Up: voltar)</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainWorker</name>
    <message>
        <source>Training this network needs at least %1 but the memory limit is %2: reduce depth, width or batch.</source>
        <translation>Treinar esta rede precisa de pelo menos %1, mas o limite de memória é %2: reduza a profundidade, a largura ou o lote.</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingControls</name>
    <message>
        <source>Steps over which the learning rate rises linearly to its value (0: none)</source>
        <translation>Passos em que a taxa de aprendizado sobe linearmente até seu valor (0: nenhum)</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Otimizador</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Taxa (lr)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Passos</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Warm-up</translation>
    </message>
    <message>
        <source>Standard deviation of the starting weights (a custom init; orthogonal weights keep their kind and take it as their gain over √n)</source>
        <translation>Desvio padrão dos pesos iniciais (uma inicialização personalizada; pesos ortogonais mantêm seu tipo e o tomam como ganho sobre √n)</translation>
    </message>
    <message>
        <source>Network: depth</source>
        <translation>Rede: profundidade</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Ativação</translation>
    </message>
    <message>
        <source>Init std</source>
        <translation>D.p. inicial</translation>
    </message>
    <message>
        <source>Clip at %1</source>
        <translation>Corte em %1</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingPanel</name>
    <message>
        <source>Weight change ‖Wₜ − W₀‖ / ‖W₀‖</source>
        <translation>Mudança dos pesos ‖Wₜ − W₀‖ / ‖W₀‖</translation>
    </message>
    <message>
        <source>lost to rounding</source>
        <translation>perdido no arredondamento</translation>
    </message>
    <message>
        <source>Training cancelled.</source>
        <translation>Treinamento cancelado.</translation>
    </message>
    <message>
        <source>Training starts when this tab is shown.</source>
        <translation>O treinamento começa quando esta aba é mostrada.</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>previsto</translation>
    </message>
    <message>
        <source>rounding</source>
        <translation>arredondamento</translation>
    </message>
    <message>
        <source>orange dashes: rounding u</source>
        <translation>traços laranja: arredondamento u</translation>
    </message>
    <message>
        <source>rounding u = %1, far under the curves, not drawn</source>
        <translation>arredondamento u = %1, muito abaixo das curvas, não desenhado</translation>
    </message>
    <message>
        <source>Grey dashes: step 1 as predicted for this optimizer; %1; orange squares (● in the map): lost to rounding, moved less than u of their size. Map: white 10⁻³, the rule of thumb; blue less, red more; light grey: no ratio (zero weights).</source>
        <translation>Traços cinza: passo 1 como previsto para este otimizador; %1; quadrados laranja (● no mapa): perdidos no arredondamento, moveram-se menos de u do seu tamanho. Mapa: branco 10⁻³, a regra prática; azul menos, vermelho mais; cinza claro: sem razão (pesos nulos).</translation>
    </message>
    <message>
        <source>Training: step %1 of %2</source>
        <translation>Treinamento: passo %1 de %2</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>não calculado</translation>
    </message>
    <message>
        <source>%1 steps in %2 ms: loss %3 → %4</source>
        <translation>%1 passos em %2 ms: perda %3 → %4</translation>
    </message>
    <message>
        <source>; the clip fired in %1 of %2 steps</source>
        <translation>; o corte atuou em %1 de %2 passos</translation>
    </message>
    <message>
        <source>; layer 1 moved %1, layer %2 moved %3 of their size</source>
        <translation>; a camada 1 moveu %1, a %2 moveu %3 do tamanho</translation>
    </message>
    <message>
        <source>1 step</source>
        <translation>1 passo</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 passos</translation>
    </message>
    <message>
        <source>Trained %1 in %2 ms, then diverged.</source>
        <translation>%1 treinada em %2 ms, depois divergiu.</translation>
    </message>
    <message>
        <source>Trained %1 in %2 ms.</source>
        <translation>%1 treinada em %2 ms.</translation>
    </message>
    <message>
        <source>, width %1, batch %2, %3, seed %4 · %5, lr %6, %7 steps</source>
        <translation>, largura %1, lote %2, %3, semente %4 · %5, lr %6, %7 passos</translation>
    </message>
    <message>
        <source>, clip at %1</source>
        <translation>, corte em %1</translation>
    </message>
    <message>
        <source>, warm-up %1</source>
        <translation>, aquecimento %1</translation>
    </message>
    <message>
        <source>; block 1 moved %1, block %2 moved %3 of their size</source>
        <translation>; o bloco 1 moveu %1, o bloco %2 moveu %3 do tamanho</translation>
    </message>
    <message>
        <source> (%1 key/value)</source>
        <translation> (%1 chave/valor)</translation>
    </message>
    <message>
        <source>, %1 MLP %2 wide</source>
        <translation>, MLP %1 de largura %2</translation>
    </message>
    <message>
        <source>, gated %1 MLP %2 wide</source>
        <translation>, MLP %1 com porta de largura %2</translation>
    </message>
    <message>
        <source>, init std %1</source>
        <translation>, d.p. inicial %1</translation>
    </message>
    <message>
        <source>, output projections ×%1</source>
        <translation>, projeções de saída ×%1</translation>
    </message>
    <message>
        <source>, sequence %1, vocab %2, %3</source>
        <translation>, sequência %1, vocabulário %2, %3</translation>
    </message>
    <message>
        <source>, tied head</source>
        <translation>, cabeça atada aos embeddings</translation>
    </message>
    <message>
        <source>Transformer, %1 blocks, %2 heads</source>
        <translation>Transformer, %1 blocos, %2 cabeças</translation>
    </message>
    <message>
        <source>learned positions</source>
        <translation>posições aprendidas</translation>
    </message>
    <message>
        <source>no norm</source>
        <translation>sem norma</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>sem posições</translation>
    </message>
    <message>
        <source>post-%1</source>
        <translation>pós-%1</translation>
    </message>
    <message>
        <source>pre-%1</source>
        <translation>pré-%1</translation>
    </message>
    <message>
        <source>rotary positions</source>
        <translation>posições rotativas</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingVeil</name>
    <message>
        <source>Showing the previous run while this step&apos;s network trains.</source>
        <translation>Mostrando a execução anterior enquanto a rede deste passo treina.</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerBandsWorker</name>
    <message>
        <source>One seed&apos;s pass needs at least %1, but beside the network&apos;s own weights %2 are left under the memory limit: raise &quot;max-memory&quot; for the band</source>
        <translation>A passagem de uma semente precisa de pelo menos %1, mas ao lado dos pesos da rede restam %2 sob o limite de memória: aumente &quot;max-memory&quot; para a faixa</translation>
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
        <translation>Blocos densos (uma camada linear e uma ativação cada), ou um transformer só decodificador: atenção e um MLP por bloco, cada um numa conexão residual.</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Cabeças</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>Cabeças chave/valor</translation>
    </message>
    <message>
        <source>as heads</source>
        <translation>como as cabeças</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Comprimento da sequência</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>Largura do MLP</translation>
    </message>
    <message>
        <source>4 × width</source>
        <translation>4 × largura</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulário</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Gated MLP (SwiGLU)</source>
        <translation>MLP com porta (SwiGLU)</translation>
    </message>
    <message>
        <source>Tied head</source>
        <translation>Cabeça vinculada</translation>
    </message>
    <message>
        <source>For a transformer the dense network&apos;s readouts, its theory and the Jacobian tab are not shown: they describe dense networks. Choose MLP beside the preset to return to them.</source>
        <translation>Para um transformer, as leituras da rede densa, sua teoria e a aba Jacobiana não são mostradas: descrevem redes densas. Escolha MLP ao lado da predefinição para voltar a elas.</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerPanel</name>
    <message>
        <source>Residual stream RMS and the gradient reaching it, per sub-layer</source>
        <translation>RMS do fluxo residual e gradiente que chega a ele, por subcamada</translation>
    </message>
    <message>
        <source>Weight gradient norm, per matrix</source>
        <translation>Norma do gradiente dos pesos, por matriz</translation>
    </message>
    <message>
        <source>Attention entropy (nats)</source>
        <translation>Entropia da atenção (nats)</translation>
    </message>
    <message>
        <source>A transformer&apos;s series appear here once it is computed.</source>
        <translation>As séries de um transformer aparecem aqui assim que ele é calculado.</translation>
    </message>
    <message>
        <source>residual RMS</source>
        <translation>RMS residual</translation>
    </message>
    <message>
        <source>gradient reaching it</source>
        <translation>gradiente que chega a ele</translation>
    </message>
    <message>
        <source>after attention</source>
        <translation>após a atenção</translation>
    </message>
    <message>
        <source>after MLP</source>
        <translation>após o MLP</translation>
    </message>
    <message>
        <source>uniform attention</source>
        <translation>atenção uniforme</translation>
    </message>
    <message>
        <source>attention entropy</source>
        <translation>entropia da atenção</translation>
    </message>
    <message>
        <source>Transformer at initialization: %1 blocks × %2 wide, %3 heads, sequence %4, batch %5.</source>
        <translation>Transformer na inicialização: %1 blocos × %2 de largura, %3 cabeças, sequência %4, lote %5.</translation>
    </message>
    <message>
        <source> Loss %1 nats.</source>
        <translation> Perda %1 nats.</translation>
    </message>
    <message>
        <source> Over the memory limit: weights drawn again where needed, blocks recomputed in the backward pass.</source>
        <translation> Acima do limite de memória: pesos sorteados de novo onde preciso, blocos recalculados na passagem de volta.</translation>
    </message>
    <message>
        <source>Residual stream RMS and the gradient, relative to the embeddings</source>
        <translation>RMS do fluxo residual e gradiente, relativos aos embeddings</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerParts</name>
    <message>
        <source>Architecture:</source>
        <translation>Arquitetura:</translation>
    </message>
    <message>
        <source>For the dense network only: a transformer&apos;s Jacobian is not analysed here yet. Choose MLP as the architecture.</source>
        <translation>Só para a rede densa: o jacobiano de um transformer ainda não é analisado aqui. Escolha MLP como arquitetura.</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerView</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop computing this transformer; the charts keep the last one computed.</source>
        <translation>Parar o cálculo deste transformer; os gráficos mantêm o último calculado.</translation>
    </message>
    <message>
        <source>Computing the new network; these charts show the previous one.</source>
        <translation>Calculando a nova rede; estes gráficos mostram a anterior.</translation>
    </message>
    <message>
        <source>Computing this transformer (progress below)…</source>
        <translation>Calculando este transformer (progresso abaixo)…</translation>
    </message>
    <message>
        <source>Cancelled; the charts show the last transformer computed.</source>
        <translation>Cancelado; os gráficos mostram o último transformer calculado.</translation>
    </message>
    <message>
        <source>Cancelled: these charts show the last transformer computed, not the controls&apos; settings.</source>
        <translation>Cancelado: estes gráficos mostram o último transformer calculado, não as configurações dos controles.</translation>
    </message>
    <message>
        <source>Computed in %1 ms.</source>
        <translation>Calculado em %1 ms.</translation>
    </message>
    <message>
        <source>; the charts show the last transformer computed.</source>
        <translation>; os gráficos mostram o último transformer calculado.</translation>
    </message>
    <message>
        <source>Not computed: %1. These charts show the last transformer computed.</source>
        <translation>Não calculado: %1. Estes gráficos mostram o último transformer calculado.</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>Não calculado: %1</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerWorker</name>
    <message>
        <source>This transformer needs at least %1 but the memory limit is %2: reduce blocks, width, sequence length, vocabulary or batch, or raise &quot;max-memory&quot;</source>
        <translation>Este transformer precisa de pelo menos %1, mas o limite de memória é %2: reduza blocos, largura, comprimento da sequência, vocabulário ou lote, ou aumente &quot;max-memory&quot;</translation>
    </message>
</context>
<context>
    <name>gradflow::UpdateHeatmap</name>
    <message>
        <source>after step</source>
        <translation>após o passo</translation>
    </message>
    <message>
        <source>step</source>
        <translation>passo</translation>
    </message>
    <message>
        <source>Update / weight per layer and step</source>
        <translation>Atualização / peso por camada e passo</translation>
    </message>
    <message>
        <source>No step yet</source>
        <translation>Nenhum passo ainda</translation>
    </message>
    <message>
        <source>diverged here (step %1)</source>
        <translation>divergiu aqui (passo %1)</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>camada</translation>
    </message>
    <message>
        <source>%1 rule</source>
        <translation>regra %1</translation>
    </message>
    <message>
        <source>Update / weight per block and step</source>
        <translation>Atualização / peso por bloco e passo</translation>
    </message>
    <message>
        <source>block</source>
        <translation>bloco</translation>
    </message>
</context>
<context>
    <name>gradflow::WalkthroughDialog</name>
    <message>
        <source>The walkthrough is missing from this build: see README.md, &quot;A five-minute walkthrough&quot;.</source>
        <translation>O passo a passo está faltando nesta versão: veja README.md, &quot;A five-minute walkthrough&quot;.</translation>
    </message>
    <message>
        <source>Five-minute walkthrough</source>
        <translation>Passo a passo de cinco minutos</translation>
    </message>
</context>
<context>
    <name>gradflow::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Open configuration…</source>
        <translation>&amp;Abrir configuração…</translation>
    </message>
    <message>
        <source>&amp;Save configuration…</source>
        <translation>&amp;Salvar configuração…</translation>
    </message>
    <message>
        <source>Open &amp;model config…</source>
        <translation>Abrir configuração de &amp;modelo…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Open shipped m&amp;odel</source>
        <translation>Abrir m&amp;odelo incluído</translation>
    </message>
    <message>
        <source>Open &amp;tour…</source>
        <translation>Abrir &amp;tour…</translation>
    </message>
    <message>
        <source>Ctrl+Alt+O</source>
        <translation>Ctrl+Alt+O</translation>
    </message>
    <message>
        <source>Open s&amp;ession…</source>
        <translation>Abrir s&amp;essão…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Save session…</source>
        <translation>Salvar sessão…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Export charts…</source>
        <translation>E&amp;xportar gráficos…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;data…</source>
        <translation>Exportar &amp;dados…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Copy chart image</source>
        <translation>&amp;Copiar imagem do gráfico</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Relative to layer 0</source>
        <translation>&amp;Relativo à camada 0</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>P&amp;hase map…</source>
        <translation>Mapa de &amp;fases…</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Layer &amp;histograms</source>
        <translation>&amp;Histogramas das camadas</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>Tema &amp;escuro</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe palette</source>
        <translation>Paleta segura para &amp;daltonismo</translation>
    </message>
    <message>
        <source>&amp;Lesson views</source>
        <translation>&amp;Visualizações da lição</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Modo apresentação</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Predefinições</translation>
    </message>
    <message>
        <source>P&amp;ins</source>
        <translation>&amp;Fixações</translation>
    </message>
    <message>
        <source>&amp;Pin current curves</source>
        <translation>&amp;Fixar as curvas atuais</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Remove last pin</source>
        <translation>&amp;Remover a última fixação</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Remove &amp;all pins</source>
        <translation>Remover &amp;todas as fixações</translation>
    </message>
    <message>
        <source>Ctrl+Alt+P</source>
        <translation>Ctrl+Alt+P</translation>
    </message>
    <message>
        <source>All pins removed.</source>
        <translation>Todas as fixações removidas.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>&amp;Teclas…</translation>
    </message>
    <message>
        <source>&amp;Start the tour</source>
        <translation>&amp;Iniciar o tour</translation>
    </message>
    <message>
        <source>Five-minute &amp;walkthrough…</source>
        <translation>Passo a passo de cinco &amp;minutos…</translation>
    </message>
    <message>
        <source>&amp;About GradFlow</source>
        <translation>&amp;Sobre o GradFlow</translation>
    </message>
    <message>
        <source>About GradFlow</source>
        <translation>Sobre o GradFlow</translation>
    </message>
    <message>
        <source>GradFlow shows why deep networks fail to train: one forward and one backward pass of a random network at initialization, every layer measured exactly.&lt;br&gt;&lt;br&gt;Help &amp;gt; Start the tour walks the lecture step by step (Page Down, Page Up); Help &amp;gt; Five-minute walkthrough gives the walkthrough of the README; Help &amp;gt; Keys lists every key.</source>
        <translation>O GradFlow mostra por que redes profundas não conseguem treinar: uma passagem direta e uma de volta de uma rede aleatória na inicialização, cada camada medida exatamente.&lt;br&gt;&lt;br&gt;Ajuda &amp;gt; Iniciar o tour percorre a aula passo a passo (Page Down, Page Up); Ajuda &amp;gt; Passo a passo de cinco minutos mostra o do README; Ajuda &amp;gt; Teclas lista cada tecla.</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source> Preset: </source>
        <translation> Predefinição: </translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nova semente</translation>
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
        <translation>todos os pesos %1</translation>
    </message>
    <message>
        <source>orthogonal gain %1</source>
        <translation>ortogonal, ganho %1</translation>
    </message>
    <message>
        <source>, residual</source>
        <translation>, residual</translation>
    </message>
    <message>
        <source>, head</source>
        <translation>, cabeça</translation>
    </message>
    <message>
        <source>, depth %1</source>
        <translation>, profundidade %1</translation>
    </message>
    <message>
        <source>in the loss</source>
        <translation>na perda</translation>
    </message>
    <message>
        <source>in the head</source>
        <translation>na cabeça de saída</translation>
    </message>
    <message>
        <source>in layer %1</source>
        <translation>na camada %1</translation>
    </message>
    <message>
        <source>the signal overflowed (weights too large)</source>
        <translation>o sinal transbordou (pesos grandes demais)</translation>
    </message>
    <message>
        <source>the loss overflowed (outputs too large)</source>
        <translation>a perda transbordou (saídas grandes demais)</translation>
    </message>
    <message>
        <source>the gradient overflowed (weights or learning rate too large)</source>
        <translation>o gradiente transbordou (pesos ou taxa de aprendizado grandes demais)</translation>
    </message>
    <message>
        <source>the weights overflowed (learning rate too large)</source>
        <translation>os pesos transbordaram (taxa de aprendizado grande demais)</translation>
    </message>
    <message>
        <source>the normalization divided by zero: a group&apos;s values are all equal and norm-eps is 0 (give eps &gt; 0)</source>
        <translation>a normalização dividiu por zero: os valores de um grupo são todos iguais e norm-eps é 0 (use eps &gt; 0)</translation>
    </message>
    <message>
        <source>diverged at step %1 %2: %3</source>
        <translation>divergiu no passo %1 %2: %3</translation>
    </message>
    <message>
        <source>Fuss-Catalan</source>
        <translation>Fuss-Catalan</translation>
    </message>
    <message>
        <source>all equal</source>
        <translation>todos iguais</translation>
    </message>
    <message>
        <source>free multiplicative, Gaussian weights</source>
        <translation>multiplicativa livre, pesos gaussianos</translation>
    </message>
    <message>
        <source>free multiplicative, orthogonal weights</source>
        <translation>multiplicativa livre, pesos ortogonais</translation>
    </message>
    <message>
        <source>no closed form is known with residual connections</source>
        <translation>não se conhece forma fechada com conexões residuais</translation>
    </message>
    <message>
        <source>no closed form is known with a normalization layer</source>
        <translation>não se conhece forma fechada com uma camada de normalização</translation>
    </message>
    <message>
        <source>no closed form is known with biases (torch-default init)</source>
        <translation>não se conhece forma fechada com vieses (inicialização torch-default)</translation>
    </message>
    <message>
        <source>for %1 the moments depend on the fixed point q* (Pennington et al. 2017); not shown</source>
        <translation>para %1 os momentos dependem do ponto fixo q* (Pennington et al. 2017); não mostrados</translation>
    </message>
    <message>
        <source>known for Gaussian and orthogonal weights only</source>
        <translation>conhecida só para pesos gaussianos e ortogonais</translation>
    </message>
    <message>
        <source>in the final norm and head</source>
        <translation>na norma final e na cabeça</translation>
    </message>
    <message>
        <source>in the embeddings or the head</source>
        <translation>nos embeddings ou na cabeça</translation>
    </message>
    <message>
        <source>in the embeddings</source>
        <translation>nos embeddings</translation>
    </message>
    <message>
        <source>in block %1</source>
        <translation>no bloco %1</translation>
    </message>
</context>
</TS>

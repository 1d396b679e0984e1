<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>BandCurve</name>
    <message>
        <source>min–max</source>
        <translation>mín–máx</translation>
    </message>
    <message>
        <source>±1 sd</source>
        <translation>±1 d.e.</translation>
    </message>
    <message>
        <source>mean of %1 of %2 seeds, shaded %3</source>
        <translation>media de %1 de %2 semillas, sombreado %3</translation>
    </message>
    <message>
        <source>mean of %1 seeds, shaded %2</source>
        <translation>media de %1 semillas, sombreado %2</translation>
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
        <translation>Exportar vista</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>indefinido</translation>
    </message>
    <message>
        <source>First/last gradient %1 · per-layer factor ρ %2 · global gradient norm %3 · clip factor %4 (clip at %5)</source>
        <translation>Gradiente primero/último %1 · factor por capa ρ %2 · norma global del gradiente %3 · factor de recorte %4 (recorte en %5)</translation>
    </message>
    <message>
        <source>could not encode the PNG image; try SVG or PDF</source>
        <translation>no se pudo codificar la imagen PNG; pruebe SVG o PDF</translation>
    </message>
    <message>
        <source>%1: choose a file ending in .png, .svg or .pdf</source>
        <translation>%1: elija un archivo que termine en .png, .svg o .pdf</translation>
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
        <translation>Los valores singulares del jacobiano: %1, anchura %2</translation>
    </message>
    <message>
        <source>Nothing computed yet: show the Jacobian tab and let it finish.</source>
        <translation>Aún no hay nada calculado: muestre la pestaña Jacobiano y deje que termine.</translation>
    </message>
    <message>
        <source>0 (exactly)</source>
        <translation>0 (exactamente)</translation>
    </message>
    <message>
        <source>%1 (rounding)</source>
        <translation>%1 (redondeo)</translation>
    </message>
    <message>
        <source>ex %1</source>
        <translation>ej. %1</translation>
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
        <translation>paso</translation>
    </message>
    <message>
        <source>Training %1 layers: which of them learn</source>
        <translation>Entrenamiento de %1 capas: cuáles aprenden</translation>
    </message>
    <message>
        <source>Nothing trained yet: show the Training tab and let it run.</source>
        <translation>Aún no hay nada entrenado: muestre la pestaña Entrenamiento y deje que avance.</translation>
    </message>
    <message>
        <source>%1, width %2, batch %3</source>
        <translation>%1, anchura %2, lote %3</translation>
    </message>
    <message>
        <source>choose a smaller network or a preset (Alt+1)</source>
        <translation>elija una red más pequeña o un preajuste (Alt+1)</translation>
    </message>
    <message>
        <source>under a second left</source>
        <translation>queda menos de un segundo</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>quedan unos %1 s</translation>
    </message>
    <message>
        <source>about %1 min left</source>
        <translation>quedan unos %1 min</translation>
    </message>
    <message>
        <source>no estimate here: the line is the infinite-width limit</source>
        <translation>sin estimación aquí: la línea es el límite de anchura infinita</translation>
    </message>
    <message>
        <source>width %1: layer 0&apos;s gradient %2 decades (×%3) below the infinite-width line</source>
        <translation>anchura %1: gradiente de la capa 0 %2 décadas (×%3) por debajo de la línea de anchura infinita</translation>
    </message>
    <message>
        <source>1 of %1: every unit the same (symmetry)</source>
        <translation>1 de %1: todas las unidades iguales (simetría)</translation>
    </message>
    <message>
        <source>%1 of %1</source>
        <translation>%1 de %1</translation>
    </message>
    <message>
        <source>at least %1 of %2</source>
        <translation>al menos %1 de %2</translation>
    </message>
    <message>
        <source>; up to %1 silent on this batch (constant on every example)</source>
        <translation>; hasta %1 mudas en este lote (constantes en cada ejemplo)</translation>
    </message>
    <message>
        <source>%1; depth %2 to %3, init std %4 to %5</source>
        <translation>%1; profundidad %2 a %3, d.e. inicial %4 a %5</translation>
    </message>
    <message>
        <source>Training %1 blocks: which of them learn</source>
        <translation>Entrenamiento de %1 bloques: cuáles aprenden</translation>
    </message>
</context>
<context>
    <name>TransformerPanel</name>
    <message>
        <source>Stream RMS %1 at the embeddings, %2 after block %3; weight gradient of block %3 / block 1: %4.</source>
        <translation>RMS del flujo %1 en los embeddings, %2 tras el bloque %3; gradiente de los pesos bloque %3 / bloque 1: %4.</translation>
    </message>
</context>
<context>
    <name>gradflow</name>
    <message>
        <source>could not encode the PNG image; try SVG or PDF</source>
        <translation>no se pudo codificar la imagen PNG; pruebe SVG o PDF</translation>
    </message>
    <message>
        <source>%1: choose a file ending in .png, .svg or .pdf</source>
        <translation>%1: elija un archivo que termine en .png, .svg o .pdf</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, socket or device), which could block the window; choose a file</source>
        <translation>no es un archivo regular (una tubería, un socket o un dispositivo), lo que podría bloquear la ventana; elija un archivo</translation>
    </message>
    <message>
        <source>free some space or choose another folder</source>
        <translation>libere espacio o elija otra carpeta</translation>
    </message>
    <message>
        <source>the name is a folder&apos;s; choose a file name</source>
        <translation>el nombre es el de una carpeta; elija un nombre de archivo</translation>
    </message>
    <message>
        <source>the file is larger than this process may write (ulimit -f); raise the limit or write less</source>
        <translation>el archivo supera lo que este proceso puede escribir (ulimit -f); aumente el límite o escriba menos</translation>
    </message>
    <message>
        <source>choose another file or folder</source>
        <translation>elija otro archivo u otra carpeta</translation>
    </message>
    <message>
        <source>cannot read: %1; choose another file</source>
        <translation>no se puede leer: %1; elija otro archivo</translation>
    </message>
    <message>
        <source>it is a folder; choose a file</source>
        <translation>es una carpeta; elija un archivo</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>no se puede leer: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2; choose another file</source>
        <translation>no se puede escribir %1: %2; elija otro archivo</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder; choose a file name</source>
        <translation>no se puede escribir %1: es una carpeta; elija un nombre de archivo</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>cannot write %1: the file is read-only; make it writable (chmod u+w) or choose another file</source>
        <translation>no se puede escribir %1: el archivo es de solo lectura; hágalo escribible (chmod u+w) o elija otro archivo</translation>
    </message>
    <message>
        <source>cannot write %1: %2; choose another folder</source>
        <translation>no se puede escribir %1: %2; elija otra carpeta</translation>
    </message>
    <message>
        <source>writing %1 failed: %2; nothing was changed, %3</source>
        <translation>falló la escritura de %1: %2; no se cambió nada, %3</translation>
    </message>
    <message>
        <source>16:9 slide, full HD</source>
        <translation>diapositiva 16:9, Full HD</translation>
    </message>
    <message>
        <source>16:9 slide, a 720-line projector</source>
        <translation>diapositiva 16:9, un proyector de 720 líneas</translation>
    </message>
    <message>
        <source>16:9 slide; scale 2 gives 1920 × 1080</source>
        <translation>diapositiva 16:9; la escala 2 da 1920 × 1080</translation>
    </message>
    <message>
        <source>4:3 slide</source>
        <translation>diapositiva 4:3</translation>
    </message>
</context>
<context>
    <name>gradflow::BandsPanel</name>
    <message>
        <source>Seed-to-seed spread</source>
        <translation>Dispersión entre semillas</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>The same network with K seeds: their mean as a dashed line and their spread shaded. Narrow layers fluctuate more from seed to seed, and more with depth.</source>
        <translation>La misma red con K semillas: su media como línea discontinua y su dispersión sombreada. Las capas estrechas fluctúan más de una semilla a otra, y más con la profundidad.</translation>
    </message>
    <message>
        <source>K = </source>
        <translation>K = </translation>
    </message>
    <message>
        <source>How many seeds (1 to %1); the first is the network&apos;s own.</source>
        <translation>Cuántas semillas (1 a %1); la primera es la de la red.</translation>
    </message>
    <message>
        <source>min–max</source>
        <translation>mín–máx</translation>
    </message>
    <message>
        <source>±1 sd</source>
        <translation>±1 d.e.</translation>
    </message>
    <message>
        <source>Shade from the lowest to the highest seed, or one standard deviation (of log10) either side of the mean.</source>
        <translation>Sombrear de la semilla más baja a la más alta, o una desviación estándar (de log10) a cada lado de la media.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Stop after the seeds computed so far: the band shows those.</source>
        <translation>Detener tras las semillas ya calculadas: la banda muestra esas.</translation>
    </message>
    <message>
        <source>Stopped at %1 of %2 seeds: the band shows those.</source>
        <translation>Detenido en %1 de %2 semillas: la banda muestra esas.</translation>
    </message>
    <message>
        <source>Computing %1 seeds…</source>
        <translation>Calculando %1 semillas…</translation>
    </message>
    <message>
        <source>%1 seeds (%2 to %3).</source>
        <translation>%1 semillas (%2 a %3).</translation>
    </message>
    <message>
        <source>%1 of %2 seeds…</source>
        <translation>%1 de %2 semillas…</translation>
    </message>
    <message>
        <source>Seed %1 of %2: %3%…</source>
        <translation>Semilla %1 de %2: %3 %…</translation>
    </message>
</context>
<context>
    <name>gradflow::ChainPage</name>
    <message>
        <source>Chain: a gradient is a product of slopes</source>
        <translation>Cadena: un gradiente es un producto de pendientes</translation>
    </message>
    <message>
        <source>Number of one-number units in the chain</source>
        <translation>Número de unidades de un solo número en la cadena</translation>
    </message>
    <message>
        <source>Units L</source>
        <translation>Unidades L</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Activación</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Lesson: sigmoid, weight 1</source>
        <translation>Lección: sigmoide, peso 1</translation>
    </message>
    <message>
        <source>Lesson: linear, weight 1</source>
        <translation>Lección: lineal, peso 1</translation>
    </message>
    <message>
        <source>Lesson: linear, weight 1.5</source>
        <translation>Lección: lineal, peso 1,5</translation>
    </message>
    <message>
        <source>unit (1 = next to the loss)</source>
        <translation>unidad (1 = junto a la pérdida)</translation>
    </message>
    <message>
        <source>gradient after the unit</source>
        <translation>gradiente tras la unidad</translation>
    </message>
    <message>
        <source>chain</source>
        <translation>cadena</translation>
    </message>
    <message>
        <source>slope per unit</source>
        <translation>pendiente por unidad</translation>
    </message>
    <message>
        <source>gradient at the input</source>
        <translation>gradiente en la entrada</translation>
    </message>
    <message>
        <source>Gradient reaching the input after %1 units: %2</source>
        <translation>Gradiente en la entrada tras %1 unidades: %2</translation>
    </message>
    <message>
        <source>Each unit multiplies the gradient by weight × slope = %1 × %2 = %3, so after L units it is %3 to the power L.</source>
        <translation>Cada unidad multiplica el gradiente por peso × pendiente = %1 × %2 = %3, así que tras L unidades es %3 elevado a L.</translation>
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
        <translation>Incluir los &amp;indicadores al exportar gráficos</translation>
    </message>
    <message>
        <source>Export a transformer&apos;s charts (PNG as shown)</source>
        <translation>Exportar los gráficos de un transformer (PNG tal como se ve)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Exportar gráficos</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Falló la exportación</translation>
    </message>
    <message>
        <source>Chart image copied.</source>
        <translation>Imagen del gráfico copiada.</translation>
    </message>
    <message>
        <source>could not encode the PNG image: too little memory; close other programs and try again</source>
        <translation>no se pudo codificar la imagen PNG: memoria insuficiente; cierre otros programas e inténtelo de nuevo</translation>
    </message>
</context>
<context>
    <name>gradflow::ChartPanel</name>
    <message>
        <source>%1 (current)</source>
        <translation>%1 (actual)</translation>
    </message>
    <message>
        <source>exactly zero</source>
        <translation>exactamente cero</translation>
    </message>
    <message>
        <source>Forward signal ÷ its value at layer 0</source>
        <translation>Señal hacia delante ÷ su valor en la capa 0</translation>
    </message>
    <message>
        <source>Forward signal</source>
        <translation>Señal hacia delante</translation>
    </message>
    <message>
        <source>RMS of h</source>
        <translation>RMS de h</translation>
    </message>
    <message>
        <source>Gradient reaching each layer ÷ its value at layer 0</source>
        <translation>Gradiente que llega a cada capa ÷ su valor en la capa 0</translation>
    </message>
    <message>
        <source>Gradient reaching each layer</source>
        <translation>Gradiente que llega a cada capa</translation>
    </message>
    <message>
        <source>|∂loss/∂h|</source>
        <translation>|∂ℓ/∂h|</translation>
    </message>
    <message>
        <source>Weight gradient ÷ its value at layer %1</source>
        <translation>Gradiente de los pesos ÷ su valor en la capa %1</translation>
    </message>
    <message>
        <source>Weight gradient</source>
        <translation>Gradiente de los pesos</translation>
    </message>
    <message>
        <source>|∂loss/∂W|</source>
        <translation>|∂ℓ/∂W|</translation>
    </message>
    <message>
        <source>Each curve ÷ its value at layer 0 (weights: layer 1): </source>
        <translation>Cada curva ÷ su valor en la capa 0 (pesos: capa 1): </translation>
    </message>
    <message>
        <source>%1 · width %2, batch %3, %4 loss, seed %5, %6</source>
        <translation>%1 · anchura %2, lote %3, pérdida %4, semilla %5, %6</translation>
    </message>
    <message>
        <source> · fine white dashes: %1</source>
        <translation> · trazos finos: %1</translation>
    </message>
    <message>
        <source> · fine black dashes: %1</source>
        <translation> · trazos finos: %1</translation>
    </message>
    <message>
        <source>theory at width %1 (the infinite-width line less its finite-width drift)</source>
        <translation>teoría a anchura %1 (límite menos deriva finita)</translation>
    </message>
    <message>
        <source>infinite-width theory</source>
        <translation>teoría de anchura infinita</translation>
    </message>
    <message>
        <source>Signal and gradient through %1 layers</source>
        <translation>Señal y gradiente a través de %1 capas</translation>
    </message>
    <message>
        <source> · at layer 0 the drawn seed is the %1 of the %2 seeds, %3 decades %4 their mean</source>
        <translation> · en la capa 0 la semilla generada es la %1 de las %2 semillas, %3 décadas %4 de su media</translation>
    </message>
    <message>
        <source>highest</source>
        <translation>más alta</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>más baja</translation>
    </message>
    <message>
        <source>above</source>
        <translation>por encima</translation>
    </message>
    <message>
        <source>below</source>
        <translation>por debajo</translation>
    </message>
</context>
<context>
    <name>gradflow::ClippingPage</name>
    <message>
        <source>Clipping: a circuit breaker for the gradient</source>
        <translation>Recorte: un disyuntor para el gradiente</translation>
    </message>
    <message>
        <source>Clip limit c</source>
        <translation>Límite de recorte c</translation>
    </message>
    <message>
        <source>Lesson: the exploding network (ReLU, std 1)</source>
        <translation>Lección: la red que explota (ReLU, d.e. 1)</translation>
    </message>
    <message>
        <source>A healthy network (ReLU, He)</source>
        <translation>Una red sana (ReLU, He)</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>capa</translation>
    </message>
    <message>
        <source>‖∂loss/∂W‖</source>
        <translation>‖∂pérdida/∂W‖</translation>
    </message>
    <message>
        <source>The lesson&apos;s stand-in (4.8×10⁴⁶, 6.4×10⁴⁶) has length 8×10⁴⁶; clipped at 1 it becomes (0.6, 0.8): length 1, same direction. The network here is the main view&apos;s.</source>
        <translation>El vector de ejemplo de la lección (4,8×10⁴⁶, 6,4×10⁴⁶) tiene longitud 8×10⁴⁶; recortado a 1 pasa a ser (0,6, 0,8): longitud 1, misma dirección. La red aquí es la de la vista principal.</translation>
    </message>
    <message>
        <source>Waiting for the main view&apos;s network…</source>
        <translation>Esperando la red de la vista principal…</translation>
    </message>
    <message>
        <source>%1: global gradient norm ‖g‖ = %2</source>
        <translation>%1: norma global del gradiente ‖g‖ = %2</translation>
    </message>
    <message>
        <source>Clip at %1: every gradient × %2, new length %3</source>
        <translation>Recorte en %1: gradientes × %2, longitud %3</translation>
    </message>
    <message>
        <source>Clip at %1: ‖g‖ is within the limit, nothing changes (× 1)</source>
        <translation>Recorte en %1: ‖g‖ está dentro del límite, nada cambia (× 1)</translation>
    </message>
    <message>
        <source>Direction kept: cosine(before, after) = %1; largest change in a layer&apos;s share of ‖g‖: %2</source>
        <translation>Dirección conservada: coseno(antes, después) = %1; mayor cambio en la parte de ‖g‖ de una capa: %2</translation>
    </message>
    <message>
        <source>0 (to rounding)</source>
        <translation>0 (salvo redondeo)</translation>
    </message>
    <message>
        <source>before clipping</source>
        <translation>antes del recorte</translation>
    </message>
    <message>
        <source>after clipping</source>
        <translation>después del recorte</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeLink</name>
    <message>
        <source>Computed in %1 ms.</source>
        <translation>Calculado en %1 ms.</translation>
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
        <translation>Detener este cálculo; los controles vuelven a la red que muestran los gráficos.</translation>
    </message>
    <message>
        <source>100% · about 88 min left</source>
        <translation>100 % · quedan unos 88 min</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Computing %1…</source>
        <translation>Calculando %1…</translation>
    </message>
    <message>
        <source>Showing the previous network (%1) while %2 computes</source>
        <translation>Mostrando la red anterior (%1) mientras se calcula %2</translation>
    </message>
    <message>
        <source>Computing %1; the charts fill in when it finishes</source>
        <translation>Calculando %1; los gráficos se completan al terminar</translation>
    </message>
    <message>
        <source>This network was not computed: %1.
%2.</source>
        <translation>Esta red no se calculó: %1.
%2.</translation>
    </message>
    <message>
        <source>This network was not computed: %1.
The charts below still show %2.</source>
        <translation>Esta red no se calculó: %1.
Los gráficos de abajo siguen mostrando %2.</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <translation>Volver a %1</translation>
    </message>
    <message>
        <source> (the charts still show the last result)</source>
        <translation> (los gráficos siguen mostrando el último resultado)</translation>
    </message>
    <message>
        <source>Cancelled; the controls and charts show the last result again.</source>
        <translation>Cancelado; los controles y los gráficos vuelven a mostrar el último resultado.</translation>
    </message>
    <message>
        <source>Cancelled; nothing is computed yet: %1.</source>
        <translation>Cancelado; aún no hay nada calculado: %1.</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeWorker</name>
    <message>
        <source>This network needs at least %1 but the configuration&apos;s memory limit is %2: reduce depth, width or batch, or open a configuration with a larger &quot;max-memory&quot;</source>
        <translation>Esta red necesita al menos %1 pero el límite de memoria de la configuración es %2: reduzca la profundidad, la anchura o el lote, o abra una configuración con un «max-memory» mayor</translation>
    </message>
    <message>
        <source>The computation failed (%1). The charts show the last good result; please report this with the settings that caused it.</source>
        <translation>El cálculo falló (%1). Los gráficos muestran el último resultado válido; por favor, infórmelo con los ajustes que lo causaron.</translation>
    </message>
    <message>
        <source>The computation failed with an unknown error. The charts show the last good result; please report this with the settings that caused it.</source>
        <translation>El cálculo falló con un error desconocido. Los gráficos muestran el último resultado válido; por favor, infórmelo con los ajustes que lo causaron.</translation>
    </message>
</context>
<context>
    <name>gradflow::ControlPanel</name>
    <message>
        <source>Network at initialization</source>
        <translation>Red en la inicialización</translation>
    </message>
    <message>
        <source>Number of blocks the signal passes through; each multiplies the gradient by one more factor.</source>
        <translation>Número de bloques que atraviesa la señal; cada uno multiplica el gradiente por un factor más.</translation>
    </message>
    <message>
        <source>&amp;Depth</source>
        <translation>&amp;Profundidad</translation>
    </message>
    <message>
        <source>Units per layer: the fan-in that He and Xavier initialization divide by.</source>
        <translation>Unidades por capa: el fan-in entre el que dividen las inicializaciones de He y Xavier.</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>&amp;Anchura</translation>
    </message>
    <message>
        <source>Examples in the batch; BatchNorm computes its statistics across them.</source>
        <translation>Ejemplos del lote; BatchNorm calcula sus estadísticas sobre ellos.</translation>
    </message>
    <message>
        <source>Arithmetic precision; magnitudes stay exact either way, as they are carried in log10.</source>
        <translation>Precisión aritmética; las magnitudes siguen siendo exactas en ambos casos, pues se llevan en log10.</translation>
    </message>
    <message>
        <source>Pre&amp;cision</source>
        <translation>Pre&amp;cisión</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>&amp;Lote</translation>
    </message>
    <message>
        <source>The nonlinearity after each weight matrix; its slope multiplies the gradient at every layer.</source>
        <translation>La no linealidad tras cada matriz de pesos; su pendiente multiplica el gradiente en cada capa.</translation>
    </message>
    <message>
        <source>&amp;Activation</source>
        <translation>Ac&amp;tivación</translation>
    </message>
    <message>
        <source>How the starting weights are scaled; picking a scheme moves the std slider to its value.</source>
        <translation>Cómo se escalan los pesos iniciales; elegir un esquema lleva el deslizador de d.e. a su valor.</translation>
    </message>
    <message>
        <source>Ini&amp;t</source>
        <translation>&amp;Init.</translation>
    </message>
    <message>
        <source>Standard deviation of the starting weights, %1 to %2 on a log scale; moving it makes the init custom (orthogonal weights stay orthogonal: it sets their gain, std·√n).</source>
        <translation>Desviación estándar de los pesos iniciales, de %1 a %2 en escala logarítmica; moverla hace la inicialización personalizada (los pesos ortogonales siguen siendo ortogonales: fija su ganancia, d.e.·√n).</translation>
    </message>
    <message>
        <source>Init &amp;std</source>
        <translation>&amp;D.e. inicial</translation>
    </message>
    <message>
        <source>&amp;Residual connections</source>
        <translation>Conexiones &amp;residuales</translation>
    </message>
    <message>
        <source>Add each block&apos;s output to its input, giving the gradient an express path back.</source>
        <translation>Sumar la salida de cada bloque a su entrada, lo que da al gradiente un camino directo de vuelta.</translation>
    </message>
    <message>
        <source>Multiplier on each block&apos;s contribution; GPT-2 uses 1/√(2L) to keep the stream bounded.</source>
        <translation>Multiplicador de la contribución de cada bloque; GPT-2 usa 1/√(2L) para mantener acotado el flujo.</translation>
    </message>
    <message>
        <source>Normalization: BatchNorm across the batch, LayerNorm and RMSNorm within each example.</source>
        <translation>Normalización: BatchNorm sobre el lote, LayerNorm y RMSNorm dentro de cada ejemplo.</translation>
    </message>
    <message>
        <source>Pre normalizes each block&apos;s input (Llama); post normalizes after the residual add (original Transformer).</source>
        <translation>Pre normaliza la entrada de cada bloque (Llama); post normaliza tras la suma residual (Transformer original).</translation>
    </message>
    <message>
        <source>&amp;Norm</source>
        <translation>&amp;Norma</translation>
    </message>
    <message>
        <source>half-mean is the lesson&apos;s ½·Σout²/batch; sum is the tanh demo&apos;s; mean is the Pre-LN/Post-LN check&apos;s.</source>
        <translation>half-mean es el ½·Σout²/lote de la lección; sum el de la demo de tanh; mean el de la comprobación Pre-LN/Post-LN.</translation>
    </message>
    <message>
        <source>Linear &amp;output head</source>
        <translation>Ca&amp;beza de salida lineal</translation>
    </message>
    <message>
        <source>A final linear layer before the loss, so a normalized output does not make the loss scale-invariant.</source>
        <translation>Una capa lineal final antes de la pérdida, para que una salida normalizada no haga la pérdida invariante a la escala.</translation>
    </message>
    <message>
        <source>&amp;Loss</source>
        <translation>P&amp;érdida</translation>
    </message>
    <message>
        <source>Seed of the random weights and input; the same seed always draws the same network.</source>
        <translation>Semilla de los pesos aleatorios y de la entrada; la misma semilla siempre genera la misma red.</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nueva semilla</translation>
    </message>
    <message>
        <source>Draw a new random network with the same settings (Ctrl+N).</source>
        <translation>Generar una nueva red aleatoria con los mismos ajustes (Ctrl+N).</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>S&amp;emilla</translation>
    </message>
    <message>
        <source>all weights %1</source>
        <translation>todos los pesos %1</translation>
    </message>
    <message>
        <source>gain %1, PyTorch&apos;s</source>
        <translation>ganancia %1, la de PyTorch</translation>
    </message>
    <message>
        <source>gain %1 = std·√n</source>
        <translation>ganancia %1 = d.e.·√n</translation>
    </message>
    <message>
        <source>%1 = %2/√n</source>
        <translation>%1 = %2/√n</translation>
    </message>
    <message>
        <source>A transformer draws every matrix at the init std (Hugging Face&apos;s initializer_range)</source>
        <translation>Un transformer genera cada matriz con la d.e. inicial (initializer_range de Hugging Face)</translation>
    </message>
    <message>
        <source>A transformer&apos;s blocks are always residual</source>
        <translation>Los bloques de un transformer son siempre residuales</translation>
    </message>
    <message>
        <source>A transformer&apos;s loss is the cross-entropy of the next tokens</source>
        <translation>La pérdida de un transformer es la entropía cruzada de los tokens siguientes</translation>
    </message>
    <message>
        <source>A transformer always ends in its LM head (see Tied head below)</source>
        <translation>Un transformer siempre termina en su cabeza LM (ver Cabeza ligada abajo)</translation>
    </message>
    <message>
        <source>: not used here.</source>
        <translation>: no se usa aquí.</translation>
    </message>
    <message>
        <source>std %1, every matrix</source>
        <translation>d.e. %1, cada matriz</translation>
    </message>
    <message>
        <source>gain 0.0123 = std·√n </source>
        <translation>ganancia 0.0123 = d.e.·√n </translation>
    </message>
</context>
<context>
    <name>gradflow::ControlsColumn</name>
    <message>
        <source>Show the controls</source>
        <translation>Mostrar los controles</translation>
    </message>
    <message>
        <source>Fold the controls</source>
        <translation>Plegar los controles</translation>
    </message>
    <message>
        <source>Show the theory and seed spread</source>
        <translation>Mostrar la teoría y la dispersión</translation>
    </message>
    <message>
        <source>Fold the theory and seed spread</source>
        <translation>Plegar la teoría y la dispersión</translation>
    </message>
</context>
<context>
    <name>gradflow::DensityChart</name>
    <message>
        <source>Singular values at the last layer</source>
        <translation>Valores singulares en la última capa</translation>
    </message>
    <message>
        <source>log10 of the singular value</source>
        <translation>log10 del valor singular</translation>
    </message>
    <message>
        <source>density</source>
        <translation>densidad</translation>
    </message>
</context>
<context>
    <name>gradflow::ExportDialog</name>
    <message>
        <source>Include the &amp;readouts (ratio, ρ, norm, clip factor)</source>
        <translation>Incluir los &amp;indicadores (cociente, ρ, norma, factor de recorte)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Pixels per point: 2 makes a sharp image of twice the size.</source>
        <translation>Píxeles por punto: 2 da una imagen nítida del doble de tamaño.</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Tamaño:</translation>
    </message>
    <message>
        <source>Pixel s&amp;cale:</source>
        <translation>E&amp;scala de píxeles:</translation>
    </message>
    <message>
        <source>As on screen (%1)</source>
        <translation>Como en pantalla (%1)</translation>
    </message>
    <message>
        <source>, the default</source>
        <translation>, por defecto</translation>
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
        <translation>El tamaño del dibujo; su texto se dimensiona para él, como el modo presentación lo dimensiona para una pantalla de esa altura.</translation>
    </message>
    <message>
        <source>Custom width</source>
        <translation>Anchura personalizada</translation>
    </message>
    <message>
        <source>Custom height</source>
        <translation>Altura personalizada</translation>
    </message>
    <message>
        <source>The file: %1 pixels.</source>
        <translation>El archivo: %1 píxeles.</translation>
    </message>
    <message>
        <source>The drawing: %1 points, text sized for it.</source>
        <translation>El dibujo: %1 puntos, texto dimensionado para él.</translation>
    </message>
</context>
<context>
    <name>gradflow::ExportImage</name>
    <message>
        <source>out of memory for a %1 x %2 pixel image (%3 MiB); choose a smaller size or scale, or SVG or PDF</source>
        <translation>sin memoria para una imagen de %1 x %2 píxeles (%3 MiB); elija un tamaño o una escala menor, o SVG o PDF</translation>
    </message>
</context>
<context>
    <name>gradflow::FileCommands</name>
    <message>
        <source>; nothing was changed.</source>
        <translation>; no se cambió nada.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 abierto.</translation>
    </message>
    <message>
        <source>Opened %1 (%2).</source>
        <translation>%1 abierto (%2).</translation>
    </message>
    <message>
        <source> Ignored keys: %1.</source>
        <translation> Claves ignoradas: %1.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 guardado.</translation>
    </message>
    <message>
        <source>Opened the tour %1.</source>
        <translation>Recorrido %1 abierto.</translation>
    </message>
    <message>
        <source>; the previous tour is kept.</source>
        <translation>; se conserva el recorrido anterior.</translation>
    </message>
    <message>
        <source>the session&apos;s pins</source>
        <translation>las fijaciones de la sesión</translation>
    </message>
    <message>
        <source>nothing was changed</source>
        <translation>no se cambió nada</translation>
    </message>
    <message numerus="yes">
        <source>Opened session %1: %n pin(s).</source>
        <translation>
            <numerusform>Sesión %1 abierta: %n curva fijada.</numerusform>
            <numerusform>Sesión %1 abierta: %n curvas fijadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved session %1.</source>
        <translation>Sesión %1 guardada.</translation>
    </message>
    <message>
        <source>No transformer computed yet.</source>
        <translation>Aún no hay ningún transformer calculado.</translation>
    </message>
    <message>
        <source>Nothing computed yet.</source>
        <translation>Aún no hay nada calculado.</translation>
    </message>
    <message>
        <source>Open configuration</source>
        <translation>Abrir configuración</translation>
    </message>
    <message>
        <source>GradFlow configuration (*.json)</source>
        <translation>Configuración de GradFlow (*.json)</translation>
    </message>
    <message>
        <source>Open model config</source>
        <translation>Abrir configuración de modelo</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json)</source>
        <translation>Configuración de Hugging Face (*.json)</translation>
    </message>
    <message>
        <source>Save configuration</source>
        <translation>Guardar configuración</translation>
    </message>
    <message>
        <source>Open tour</source>
        <translation>Abrir recorrido</translation>
    </message>
    <message>
        <source>GradFlow tour (*.txt);;All files (*)</source>
        <translation>Recorrido de GradFlow (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Tour not opened</source>
        <translation>Recorrido no abierto</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Abrir sesión</translation>
    </message>
    <message>
        <source>GradFlow session (*.json)</source>
        <translation>Sesión de GradFlow (*.json)</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Guardar sesión</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>Exportar datos</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>Tabla CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Falló la exportación</translation>
    </message>
</context>
<context>
    <name>gradflow::HistogramPanel</name>
    <message>
        <source>Dead ReLUs: %1 of %2 units zero on the whole batch (%3); %4 of all outputs zero.</source>
        <translation>ReLU muertas: %1 de %2 unidades a cero en todo el lote (%3); %4 de todas las salidas a cero.</translation>
    </message>
    <message>
        <source>Saturated: %1 of %2 units in a flat tail on the whole batch (%3); %4 of all pre-activations there (slope under 1% of its peak).</source>
        <translation>Saturadas: %1 de %2 unidades en una cola plana en todo el lote (%3); %4 de todas las preactivaciones allí (pendiente por debajo del 1 % de su máximo).</translation>
    </message>
    <message>
        <source>%1 neither dies nor saturates as ReLU, tanh and sigmoid do: no count here.</source>
        <translation>%1 ni muere ni se satura como ReLU, tanh y sigmoide: aquí no hay recuento.</translation>
    </message>
    <message>
        <source>Histograms of la&amp;yer</source>
        <translation>Histogramas de la &amp;capa</translation>
    </message>
    <message>
        <source>The layer whose values are shown below; or click a chart at that layer.</source>
        <translation>La capa cuyos valores se muestran abajo; o haga clic en un gráfico en esa capa.</translation>
    </message>
    <message>
        <source>Pre-activations z</source>
        <translation>Preactivaciones z</translation>
    </message>
    <message>
        <source>Activations act(z)</source>
        <translation>Activaciones act(z)</translation>
    </message>
    <message>
        <source>Gradient |∂loss/∂h|</source>
        <translation>Gradiente |∂pérdida/∂h|</translation>
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
        <translation>todos los valores exactamente 0</translation>
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
        <translation>Inicialización: He y Xavier</translation>
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
        <translation>Muestra</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Lesson: He, 50 in</source>
        <translation>Lección: He, 50 entradas</translation>
    </message>
    <message>
        <source>Lesson: Xavier, 100 in, 100 out</source>
        <translation>Lección: Xavier, 100 → 100</translation>
    </message>
    <message>
        <source>Lesson check: 512 in, 512 out</source>
        <translation>Comprobación: 512 → 512</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>regla</translation>
    </message>
    <message>
        <source>formula</source>
        <translation>fórmula</translation>
    </message>
    <message>
        <source>std</source>
        <translation>d.e.</translation>
    </message>
    <message>
        <source>variance</source>
        <translation>varianza</translation>
    </message>
    <message>
        <source>E[y²] after Linear+ReLU</source>
        <translation>E[y²] tras Linear+ReLU</translation>
    </message>
    <message>
        <source>He (ReLU): std = √(2 / %1) = %2</source>
        <translation>He (ReLU): d.e. = √(2 / %1) = %2</translation>
    </message>
    <message>
        <source>Xavier (tanh, sigmoid): std = √(2 / (%1 + %2)) = %3</source>
        <translation>Xavier (tanh, sigmoide): d.e. = √(2 / (%1 + %2)) = %3</translation>
    </message>
    <message>
        <source>E[y²] after Linear + ReLU: He %1, Xavier %2</source>
        <translation>E[y²] tras Linear + ReLU: He %1, Xavier %2</translation>
    </message>
    <message>
        <source>Measured on %1 inputs of %2 N(0, 1) features (E[x²] = 1) through a %2 → %3 layer. ReLU zeroes about half of every sum, so a rule without He&apos;s factor 2 passes on about half the energy, and halves it again at every layer.</source>
        <translation>Medido sobre %1 entradas de %2 características N(0, 1) (E[x²] = 1) a través de una capa %2 → %3. ReLU anula cerca de la mitad de cada suma, así que una regla sin el factor 2 de He transmite cerca de la mitad de la energía, y la vuelve a dividir por dos en cada capa.</translation>
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
        <translation>0 (salvo redondeo)</translation>
    </message>
    <message>
        <source>Spread of the singular values against depth</source>
        <translation>Dispersión de los valores singulares según la profundidad</translation>
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
        <translation>Preajustes…</translation>
    </message>
    <message>
        <source>Networks that tell the story of dynamical isometry</source>
        <translation>Redes que cuentan la historia de la isometría dinámica</translation>
    </message>
    <message>
        <source>The example of the batch whose Jacobian is taken</source>
        <translation>El ejemplo del lote cuyo jacobiano se toma</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>Ejemplo:</translation>
    </message>
    <message>
        <source>Stop computing this network&apos;s spectrum; the charts keep the previous one, dimmed</source>
        <translation>Detener el cálculo del espectro de esta red; los gráficos conservan el anterior, atenuado</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>No calculado: %1</translation>
    </message>
    <message>
        <source>Computing the spectrum: layer %1 of %2…</source>
        <translation>Calculando el espectro: capa %1 de %2…</translation>
    </message>
    <message>
        <source>Computing the spread against depth: %1 of %2 earlier depths…</source>
        <translation>Calculando la dispersión según la profundidad: %1 de %2 profundidades anteriores…</translation>
    </message>
    <message>
        <source>Cancelled: the charts show the previous network. Compute again, or change a control.</source>
        <translation>Cancelado: los gráficos muestran la red anterior. Calcule de nuevo o cambie un control.</translation>
    </message>
    <message>
        <source>Compute again</source>
        <translation>Calcular de nuevo</translation>
    </message>
    <message>
        <source>Spread of the singular values at %1 evenly spaced depths</source>
        <translation>Dispersión de los valores singulares en %1 profundidades equiespaciadas</translation>
    </message>
    <message>
        <source> Spread at %1 evenly spaced depths above width %2 (an SVD per depth).</source>
        <translation> Dispersión en %1 profundidades equiespaciadas por encima de la anchura %2 (una SVD por profundidad).</translation>
    </message>
    <message>
        <source>Layer %1, example %2: singular values from %3 to %4 (5th–95th percentile %5 to %6); mean σ² %7, variance / mean² %8.</source>
        <translation>Capa %1, ejemplo %2: valores singulares de %3 a %4 (percentiles 5–95 %5 a %6); media de σ² %7, varianza / media² %8.</translation>
    </message>
    <message>
        <source> Theory (%1, infinite width): mean σ² %2, variance / mean² %3.</source>
        <translation> Teoría (%1, anchura infinita): media de σ² %2, varianza / media² %3.</translation>
    </message>
    <message>
        <source> No theory shown: %1.</source>
        <translation> No se muestra teoría: %1.</translation>
    </message>
    <message>
        <source> This draw sits %1 decades below the theory&apos;s mean σ², a mean over draws of the weights: at width %2, a product of %3 random layers is most often smaller than its mean.</source>
        <translation> Esta realización queda %1 décadas por debajo de la media de σ² de la teoría, una media sobre realizaciones de los pesos: a anchura %2, un producto de %3 capas aleatorias suele ser menor que su media.</translation>
    </message>
    <message>
        <source> This draw sits %1 decades above the theory&apos;s mean σ², a mean over draws of the weights: at width %2, one draw of %3 random layers can stand far from it.</source>
        <translation> Esta realización queda %1 décadas por encima de la media de σ² de la teoría, una media sobre realizaciones de los pesos: a anchura %2, una realización de %3 capas aleatorias puede quedar lejos de ella.</translation>
    </message>
</context>
<context>
    <name>gradflow::JacobianWorker</name>
    <message>
        <source>This network needs at least %1 but the memory limit is %2: reduce depth, width or batch.</source>
        <translation>Esta red necesita al menos %1 pero el límite de memoria es %2: reduzca la profundidad, la anchura o el lote.</translation>
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
        <translation>Acción</translation>
    </message>
</context>
<context>
    <name>gradflow::LanguageMenu</name>
    <message>
        <source>&amp;System language</source>
        <translation>Idioma del &amp;sistema</translation>
    </message>
</context>
<context>
    <name>gradflow::LatestWorker</name>
    <message>
        <source>Out of memory: reduce depth, width or batch.</source>
        <translation>Sin memoria: reduzca la profundidad, la anchura o el lote.</translation>
    </message>
    <message>
        <source>The computation failed with an unknown error; please report this with the settings that caused it.</source>
        <translation>El cálculo falló con un error desconocido; por favor, infórmelo con los ajustes que lo causaron.</translation>
    </message>
</context>
<context>
    <name>gradflow::LayerChart</name>
    <message>
        <source>layer</source>
        <translation>capa</translation>
    </message>
    <message>
        <source>exactly zero</source>
        <translation>exactamente cero</translation>
    </message>
    <message>
        <source>%1
layer %2: %3</source>
        <translation>%1
capa %2: %3</translation>
    </message>
    <message>
        <source>%1
block %2: %3</source>
        <translation>%1
bloque %2: %3</translation>
    </message>
    <message>
        <source>block</source>
        <translation>bloque</translation>
    </message>
</context>
<context>
    <name>gradflow::LearningRateBox</name>
    <message>
        <source>Learning rate, 10⁻⁶ to 10 on a log scale</source>
        <translation>Tasa de aprendizaje, de 10⁻⁶ a 10 en escala logarítmica</translation>
    </message>
    <message>
        <source> (below the slider)</source>
        <translation> (debajo del deslizador)</translation>
    </message>
    <message>
        <source> (above the slider)</source>
        <translation> (encima del deslizador)</translation>
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
        <translation>Exportar esta vista…</translation>
    </message>
    <message>
        <source>PNG, SVG or PDF of the figure on the right (Ctrl+E)</source>
        <translation>PNG, SVG o PDF de la figura de la derecha (Ctrl+E)</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Midiendo…</translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation>No medido: %1</translation>
    </message>
    <message>
        <source>Measuring… %1%</source>
        <translation>Midiendo… %1 %</translation>
    </message>
</context>
<context>
    <name>gradflow::LessonTabs</name>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Cadena</translation>
    </message>
    <message>
        <source>Residual chain</source>
        <translation>Cadena residual</translation>
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
        <translation>Recorte</translation>
    </message>
    <message>
        <source>Residual scaling</source>
        <translation>Escalado residual</translation>
    </message>
    <message>
        <source> (Ctrl+%1)</source>
        <translation> (Ctrl+%1)</translation>
    </message>
    <message>
        <source>The network: signal and gradients per layer (Ctrl+1)</source>
        <translation>La red: señal y gradientes por capa (Ctrl+1)</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Train the network: loss, each layer&apos;s weight change and update ratio (Ctrl+%1)</source>
        <translation>Entrenar la red: pérdida, cambio de pesos y razón de actualización de cada capa (Ctrl+%1)</translation>
    </message>
    <message>
        <source>Jacobian</source>
        <translation>Jacobiano</translation>
    </message>
    <message>
        <source>The spectrum of the network&apos;s input-output Jacobian: dynamical isometry (Ctrl+%1)</source>
        <translation>El espectro del jacobiano entrada-salida de la red: isometría dinámica (Ctrl+%1)</translation>
    </message>
    <message>
        <source>Not exported: out of memory for the measurement; choose smaller settings.</source>
        <translation>No exportado: sin memoria para la medición; elija ajustes más pequeños.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Falló la exportación</translation>
    </message>
</context>
<context>
    <name>gradflow::LossChart</name>
    <message>
        <source>Loss over the steps</source>
        <translation>Pérdida a lo largo de los pasos</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>pérdida</translation>
    </message>
    <message>
        <source>clip fired</source>
        <translation>recorte activado</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Pérdida</translation>
    </message>
    <message>
        <source>Loss per step</source>
        <translation>Pérdida por paso</translation>
    </message>
    <message>
        <source>diverged here</source>
        <translation>divergió aquí</translation>
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
        <translation>Banco de normalización: BatchNorm, LayerNorm, RMSNorm</translation>
    </message>
    <message>
        <source>Examples (rows)</source>
        <translation>Ejemplos (filas)</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Características</translation>
    </message>
    <message>
        <source>Constant shift</source>
        <translation>Desplazamiento constante</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>Pasos de entrenamiento</translation>
    </message>
    <message>
        <source>Momentum</source>
        <translation>Momento</translation>
    </message>
    <message>
        <source>BatchNorm training steps on this batch before switching to evaluation mode</source>
        <translation>Pasos de entrenamiento de BatchNorm sobre este lote antes de pasar al modo evaluación</translation>
    </message>
    <message>
        <source>Lesson: row (1, 2, 3, 4), column (1, 3, 5)</source>
        <translation>Lección: fila (1, 2, 3, 4), columna (1, 3, 5)</translation>
    </message>
    <message>
        <source>Batch-mate 5 → 11</source>
        <translation>Compañero de lote 5 → 11</translation>
    </message>
    <message>
        <source>Lesson: BatchNorm of [[1, 2], [3, 6]]</source>
        <translation>Lección: BatchNorm de [[1, 2], [3, 6]]</translation>
    </message>
    <message>
        <source>Batch (edit any number)</source>
        <translation>Lote (edite cualquier número)</translation>
    </message>
    <message>
        <source>LayerNorm: along each row</source>
        <translation>LayerNorm: por filas</translation>
    </message>
    <message>
        <source>RMSNorm: row ÷ its RMS, no mean</source>
        <translation>RMSNorm: fila ÷ RMS, sin media</translation>
    </message>
    <message>
        <source>BatchNorm: down each column</source>
        <translation>BatchNorm: por columnas</translation>
    </message>
    <message>
        <source>BatchNorm, evaluation mode</source>
        <translation>BatchNorm, evaluación</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number from -1000000 to 1000000; the batch keeps %2.</source>
        <translation>«%1» no es un número de -1000000 a 1000000; el lote conserva %2.</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>media</translation>
    </message>
    <message>
        <source>std</source>
        <translation>d.e.</translation>
    </message>
    <message>
        <source>rms</source>
        <translation>rms</translation>
    </message>
    <message>
        <source>running mean</source>
        <translation>media móvil</translation>
    </message>
    <message>
        <source>running var</source>
        <translation>varianza móvil</translation>
    </message>
    <message>
        <source>Example 1, feature 1 (%1) after BatchNorm: %2</source>
        <translation>Ej. 1, caract. 1 (%1) tras BatchNorm: %2</translation>
    </message>
    <message>
        <source>; with the last example&apos;s %1 → %2: %3. LayerNorm: %4 either way.</source>
        <translation>; con %1 → %2 en el último ejemplo: %3. LayerNorm: %4 en ambos casos.</translation>
    </message>
    <message>
        <source>Add %1 to every entry: LayerNorm&apos;s output moves by at most %2, RMSNorm&apos;s by %3.</source>
        <translation>Sumar %1 a cada entrada: la salida de LayerNorm se mueve como mucho %2, la de RMSNorm %3.</translation>
    </message>
    <message>
        <source>After %1 training step(s) at momentum %2, evaluation mode gives example 1, feature 1 %3; training mode gives %4.</source>
        <translation>Tras %1 paso(s) de entrenamiento con momento %2, el modo evaluación da %3 para el ejemplo 1, característica 1; el modo entrenamiento da %4.</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapFigure</name>
    <message>
        <source>Phase map: the first-to-last gradient ratio over init std and depth</source>
        <translation>Mapa de fases: el cociente entre el primer y el último gradiente según la d.e. inicial y la profundidad</translation>
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
        <translation>aún no calculado</translation>
    </message>
    <message>
        <source>undefined (the last gradient is exactly 0)</source>
        <translation>indefinido (el último gradiente es exactamente 0)</translation>
    </message>
    <message>
        <source>first gradient exactly 0</source>
        <translation>primer gradiente exactamente 0</translation>
    </message>
    <message>
        <source>first/last gradient %1</source>
        <translation>gradiente primero/último %1</translation>
    </message>
    <message>
        <source>depth %1, init std %2: %3</source>
        <translation>profundidad %1, d.e. inicial %2: %3</translation>
    </message>
    <message>
        <source>init std (log scale)</source>
        <translation>d.e. inicial (escala log.)</translation>
    </message>
    <message>
        <source>critical std (theory)</source>
        <translation>d.e. crítica (teoría)</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>profundidad</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapWindow</name>
    <message>
        <source>&amp;Map this network</source>
        <translation>&amp;Mapear esta red</translation>
    </message>
    <message>
        <source>Export image…</source>
        <translation>Exportar imagen…</translation>
    </message>
    <message>
        <source>Phase map: %1</source>
        <translation>Mapa de fases: %1</translation>
    </message>
    <message>
        <source>First-to-last gradient ratio over init std and depth (width %1, batch %2). Blue: vanishing, red: exploding. Hover a cell for its numbers, click it to load it.</source>
        <translation>Cociente entre el primer y el último gradiente según la d.e. inicial y la profundidad (anchura %1, lote %2). Azul: se desvanece, rojo: explota. Pase sobre una celda para ver sus números, haga clic para cargarla.</translation>
    </message>
    <message>
        <source>Computing %1 cells…</source>
        <translation>Calculando %1 celdas…</translation>
    </message>
    <message>
        <source>Done: %1 cells.</source>
        <translation>Hecho: %1 celdas.</translation>
    </message>
    <message>
        <source>Stale: this map is of %1; the window now shows %2. Clicking a cell is off.</source>
        <translation>Obsoleto: este mapa es de %1; la ventana muestra ahora %2. El clic en las celdas está desactivado.</translation>
    </message>
    <message>
        <source>The window&apos;s network is not on this map.</source>
        <translation>La red de la ventana no está en este mapa.</translation>
    </message>
    <message>
        <source>init std %1, depth %2</source>
        <translation>d.e. inicial %1, profundidad %2</translation>
    </message>
    <message>
        <source>Ring: the window&apos;s network (%1).</source>
        <translation>Anillo: la red de la ventana (%1).</translation>
    </message>
    <message>
        <source>The window&apos;s network (%1) lies outside this map (init std %2 to %3, depth %4 to %5).</source>
        <translation>La red de la ventana (%1) queda fuera de este mapa (d.e. inicial %2 a %3, profundidad %4 a %5).</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 guardado.</translation>
    </message>
</context>
<context>
    <name>gradflow::PinRequest</name>
    <message>
        <source>Not pinned: its computation was cancelled.</source>
        <translation>No fijada: su cálculo se canceló.</translation>
    </message>
    <message>
        <source>Not pinned: that network was not computed (the reason is over the charts).</source>
        <translation>No fijada: esa red no se calculó (el motivo está sobre los gráficos).</translation>
    </message>
    <message>
        <source>Not pinned: the controls changed before that network was computed; press Ctrl+P again.</source>
        <translation>No fijada: los controles cambiaron antes de calcular esa red; pulse Ctrl+P de nuevo.</translation>
    </message>
    <message>
        <source>Pinning as soon as this network is computed…</source>
        <translation>Se fijará en cuanto esta red esté calculada…</translation>
    </message>
    <message>
        <source>Nothing to pin yet.</source>
        <translation>Aún no hay nada que fijar.</translation>
    </message>
    <message>
        <source>Up to %1 pins: remove one first (Ctrl+Shift+P).</source>
        <translation>Hasta %1 curvas fijadas: quite una primero (Ctrl+Shift+P).</translation>
    </message>
    <message>
        <source>Pinned %1.</source>
        <translation>%1 fijada.</translation>
    </message>
    <message>
        <source>Not pinned: that transformer was not computed (the reason is over the charts).</source>
        <translation>No fijada: ese transformer no se calculó (el motivo está sobre los gráficos).</translation>
    </message>
    <message>
        <source>Not pinned: the pins are dense networks, drawn per layer, and a transformer is drawn per sub-layer: no axis holds both. Remove them first (Ctrl+Shift+P).</source>
        <translation>No fijada: las curvas fijadas son redes densas, dibujadas por capa, y un transformer se dibuja por subcapa: ningún eje admite ambas. Quítelas primero (Ctrl+Shift+P).</translation>
    </message>
    <message>
        <source>Not pinned: the pins are transformers, drawn per sub-layer, and a dense network is drawn per layer: no axis holds both. Remove them first (Ctrl+Shift+P).</source>
        <translation>No fijada: las curvas fijadas son transformers, dibujados por subcapa, y una red densa se dibuja por capa: ningún eje admite ambas. Quítelas primero (Ctrl+Shift+P).</translation>
    </message>
</context>
<context>
    <name>gradflow::PinsStatus</name>
    <message>
        <source>Cancel pins</source>
        <translation>Cancelar fijaciones</translation>
    </message>
    <message>
        <source>Stop computing these pins (Esc); the pins stay as they were.</source>
        <translation>Detener el cálculo de estas curvas fijadas (Esc); las fijadas quedan como estaban.</translation>
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
        <translation>Calculando %1: %2 de %3 (%4, anchura %5, lote %6)…</translation>
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
        <translation>Las configuraciones de la lección; elegir una ajusta todos los controles.</translation>
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
        <translation>Qué hace el gradiente</translation>
    </message>
    <message>
        <source>First/last gradient</source>
        <translation>Gradiente primero/último</translation>
    </message>
    <message>
        <source>‖∂loss/∂h₀‖ / ‖∂loss/∂h_{L−1}‖: the gradient at layer 0 over the one at layer L−1 (entering layers 1 and L). Relative mode plots its inverse at layer L−1.</source>
        <translation>‖∂pérdida/∂h₀‖ / ‖∂pérdida/∂h_{L−1}‖: el gradiente en la capa 0 sobre el de la capa L−1 (entrando en las capas 1 y L). El modo relativo dibuja su inverso en la capa L−1.</translation>
    </message>
    <message>
        <source>Per-layer factor ρ</source>
        <translation>Factor por capa ρ</translation>
    </message>
    <message>
        <source>The first/last ratio spread evenly over the layers: 1 is healthy, below 1 vanishing, above 1 exploding.</source>
        <translation>El cociente primero/último repartido por igual entre las capas: 1 es sano, menos de 1 se desvanece, más de 1 explota.</translation>
    </message>
    <message>
        <source>Global gradient norm</source>
        <translation>Norma global del gradiente</translation>
    </message>
    <message>
        <source>Length of all weight gradients together, as clip_grad_norm_ measures it.</source>
        <translation>Longitud de todos los gradientes de los pesos juntos, tal como la mide clip_grad_norm_.</translation>
    </message>
    <message>
        <source>Clipping limit: the factor below is what clip_grad_norm_ would scale every gradient by.</source>
        <translation>Límite de recorte: el factor de abajo es por el que clip_grad_norm_ escalaría cada gradiente.</translation>
    </message>
    <message>
        <source>Clip at</source>
        <translation>Recortar en</translation>
    </message>
    <message>
        <source>Clip factor</source>
        <translation>Factor de recorte</translation>
    </message>
    <message>
        <source>What clip_grad_norm_ at the limit above would scale every gradient by (1: no clipping).</source>
        <translation>Por cuánto escalaría clip_grad_norm_ cada gradiente con el límite de arriba (1: sin recorte).</translation>
    </message>
    <message>
        <source>Weight grad. last/first</source>
        <translation>Grad. pesos último/primero</translation>
    </message>
    <message>
        <source>‖∂loss/∂W_L‖ / ‖∂loss/∂W_1‖: above 1 the weight gradients pile up near the output (Post-LN), below 1 near the input (Pre-LN).</source>
        <translation>‖∂pérdida/∂W_L‖ / ‖∂pérdida/∂W_1‖: por encima de 1 los gradientes de los pesos se acumulan cerca de la salida (Post-LN), por debajo de 1 cerca de la entrada (Pre-LN).</translation>
    </message>
</context>
<context>
    <name>gradflow::ResidualChainPage</name>
    <message>
        <source>Residual chain: the skip path&apos;s &quot;1 +&quot;</source>
        <translation>Cadena residual: el «1 +» del camino directo</translation>
    </message>
    <message>
        <source>Each block&apos;s own slope ∂F/∂h</source>
        <translation>La pendiente propia ∂F/∂h de cada bloque</translation>
    </message>
    <message>
        <source>Blocks L</source>
        <translation>Bloques L</translation>
    </message>
    <message>
        <source>Block slope s</source>
        <translation>Pendiente del bloque s</translation>
    </message>
    <message>
        <source>Lesson: s = 0.025, 10 blocks</source>
        <translation>Lección: s = 0,025, 10 bloques</translation>
    </message>
    <message>
        <source>blocks stacked</source>
        <translation>bloques apilados</translation>
    </message>
    <message>
        <source>gradient reaching the input</source>
        <translation>gradiente que llega a la entrada</translation>
    </message>
    <message>
        <source>After %1 blocks: plain %2, residual %3</source>
        <translation>Tras %1 bloques: simple %2, residual %3</translation>
    </message>
    <message>
        <source>A plain block multiplies the gradient by its slope s = %1; a residual block by 1 + s = %2, because the skip path passes the gradient on untouched.</source>
        <translation>Un bloque simple multiplica el gradiente por su pendiente s = %1; uno residual por 1 + s = %2, porque el camino directo pasa el gradiente intacto.</translation>
    </message>
    <message>
        <source>plain: × %1 per block</source>
        <translation>simple: × %1/bloque</translation>
    </message>
    <message>
        <source>residual: × %1 per block</source>
        <translation>residual: × %1/bloque</translation>
    </message>
</context>
<context>
    <name>gradflow::ResidualScalingPage</name>
    <message>
        <source>Residual scaling: GPT-2&apos;s 1/√(2N)</source>
        <translation>Escalado residual: el 1/√(2N) de GPT-2</translation>
    </message>
    <message>
        <source>Layers N</source>
        <translation>Capas N</translation>
    </message>
    <message>
        <source>Stream samples</source>
        <translation>Muestras del flujo</translation>
    </message>
    <message>
        <source>Stream width</source>
        <translation>Anchura del flujo</translation>
    </message>
    <message>
        <source>Lesson: N = 50 (100 writes)</source>
        <translation>Lección: N = 50 (100 escrituras)</translation>
    </message>
    <message>
        <source>writes to the residual stream</source>
        <translation>escrituras en el flujo residual</translation>
    </message>
    <message>
        <source>Var(h) ÷ Var(h₀)</source>
        <translation>Var(h) ÷ Var(h₀)</translation>
    </message>
    <message>
        <source>After %1 layers (%2 writes): unscaled ×%3, scaled by 1/√(2N) ×%4</source>
        <translation>Tras %1 capas (%2 escrituras): sin escalar ×%3, con 1/√(2N) ×%4</translation>
    </message>
    <message>
        <source>Each layer writes twice (attention, then the feed-forward block), each write adding variance 1: unscaled the variance grows to 1 + 2N = %1 times its start; scaled by 1/√(2N) = %2, to 1 + 1 = 2. Measured on %3 × %4 numbers.</source>
        <translation>Cada capa escribe dos veces (atención y luego el bloque feed-forward), y cada escritura suma varianza 1: sin escalar, la varianza crece hasta 1 + 2N = %1 veces la inicial; escalada por 1/√(2N) = %2, hasta 1 + 1 = 2. Medido sobre %3 × %4 números.</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>sin escalar</translation>
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
        <translation>la figura no se puede dibujar en %1x%2</translation>
    </message>
    <message>
        <source>Not exported: %1.</source>
        <translation>No exportado: %1.</translation>
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
        <translation>sin norma</translation>
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
        <translation>%1 bloques × %2, %3, desv. %4</translation>
    </message>
</context>
<context>
    <name>gradflow::TheoryPanel</name>
    <message>
        <source>Infinite-width theory</source>
        <translation>Teoría de anchura infinita</translation>
    </message>
    <message>
        <source>Dashed &amp;theory line</source>
        <translation>Línea &amp;teórica discontinua</translation>
    </message>
    <message>
        <source>The mean-field prediction (infinitely wide layers) drawn dashed over the signal and gradient charts.</source>
        <translation>La predicción de campo medio (capas infinitamente anchas), dibujada con trazos sobre los gráficos de señal y gradiente.</translation>
    </message>
    <message>
        <source>Per-layer factor ρ as the theory predicts it, and as this network measures it.</source>
        <translation>El factor por capa ρ según lo predice la teoría y según lo mide esta red.</translation>
    </message>
    <message>
        <source>ρ theory / measured</source>
        <translation>ρ teoría / medido</translation>
    </message>
    <message>
        <source>The dashed line is the infinite-width limit less the drift of a typical network of this width: each layer&apos;s random factor has a log-normal spread, so a typical seed sits below the limit, more so the deeper and narrower the network (Hanin and Nica).</source>
        <translation>La línea discontinua es el límite de anchura infinita menos la deriva de una red típica de esta anchura: el factor aleatorio de cada capa tiene una dispersión log-normal, así que una semilla típica queda por debajo del límite, tanto más cuanto más profunda y estrecha es la red (Hanin y Nica).</translation>
    </message>
    <message>
        <source>Finite width</source>
        <translation>Anchura finita</translation>
    </message>
    <message>
        <source>The weight std at which the per-layer gradient factor χ is 1 for this activation: the edge between vanishing and exploding (ReLU √(2/n), tanh 1/√n).</source>
        <translation>La d.e. de los pesos con la que el factor de gradiente por capa χ vale 1 para esta activación: la frontera entre desvanecerse y explotar (ReLU √(2/n), tanh 1/√n).</translation>
    </message>
    <message>
        <source>Set std to critical</source>
        <translation>Poner la d.e. crítica</translation>
    </message>
    <message>
        <source>Switch to a custom std equal to the critical value.</source>
        <translation>Pasar a una d.e. personalizada igual al valor crítico.</translation>
    </message>
    <message>
        <source>Critical std</source>
        <translation>D.e. crítica</translation>
    </message>
    <message>
        <source>How many units of a layer differ somewhere in the batch. Zero or constant init makes them all the same: each gets the same gradient, so training never separates them.</source>
        <translation>Cuántas unidades de una capa difieren en algún punto del lote. Una inicialización nula o constante las hace todas iguales: cada una recibe el mismo gradiente y el entrenamiento nunca las separa.</translation>
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
        <translation>no disponible: %1</translation>
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
        <translation>las curvas fijadas del paso</translation>
    </message>
    <message>
        <source>the step is shown without them</source>
        <translation>el paso se muestra sin ellas</translation>
    </message>
    <message>
        <source>The built-in tour, step 1: Page Down for the next step.</source>
        <translation>El recorrido integrado, paso 1: Av Pág para el siguiente paso.</translation>
    </message>
</context>
<context>
    <name>gradflow::TourPanel</name>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Atrás</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>Siguiente →</translation>
    </message>
    <message>
        <source>&amp;Lesson panel</source>
        <translation>Panel de &amp;lección</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Next lesson step</source>
        <translation>Siguiente paso de la lección</translation>
    </message>
    <message>
        <source>Previous lesson step</source>
        <translation>Paso anterior de la lección</translation>
    </message>
    <message>
        <source>built-in tour</source>
        <translation>recorrido integrado</translation>
    </message>
    <message>
        <source>Step %1 of %2 (Page Down: next, Page Up: back)</source>
        <translation>Paso %1 de %2 (Av Pág: siguiente, Re Pág: atrás)</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainWorker</name>
    <message>
        <source>Training this network needs at least %1 but the memory limit is %2: reduce depth, width or batch.</source>
        <translation>Entrenar esta red necesita al menos %1 pero el límite de memoria es %2: reduzca la profundidad, la anchura o el lote.</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingControls</name>
    <message>
        <source>Steps over which the learning rate rises linearly to its value (0: none)</source>
        <translation>Pasos en los que la tasa de aprendizaje sube linealmente hasta su valor (0: ninguno)</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizador</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Tasa (lr)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Warm-up</translation>
    </message>
    <message>
        <source>Standard deviation of the starting weights (a custom init; orthogonal weights keep their kind and take it as their gain over √n)</source>
        <translation>Desviación estándar de los pesos iniciales (una inicialización personalizada; los pesos ortogonales conservan su tipo y la toman como ganancia sobre √n)</translation>
    </message>
    <message>
        <source>Network: depth</source>
        <translation>Red: profundidad</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Activación</translation>
    </message>
    <message>
        <source>Init std</source>
        <translation>D.e. inicial</translation>
    </message>
    <message>
        <source>Clip at %1</source>
        <translation>Recorte en %1</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingPanel</name>
    <message>
        <source>Weight change ‖Wₜ − W₀‖ / ‖W₀‖</source>
        <translation>Cambio de pesos ‖Wₜ − W₀‖ / ‖W₀‖</translation>
    </message>
    <message>
        <source>lost to rounding</source>
        <translation>perdido por redondeo</translation>
    </message>
    <message>
        <source>Training cancelled.</source>
        <translation>Entrenamiento cancelado.</translation>
    </message>
    <message>
        <source>Training starts when this tab is shown.</source>
        <translation>El entrenamiento empieza cuando se muestra esta pestaña.</translation>
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
        <translation>redondeo</translation>
    </message>
    <message>
        <source>orange dashes: rounding u</source>
        <translation>trazos naranjas: redondeo u</translation>
    </message>
    <message>
        <source>rounding u = %1, far under the curves, not drawn</source>
        <translation>redondeo u = %1, muy por debajo de las curvas, no se dibuja</translation>
    </message>
    <message>
        <source>Grey dashes: step 1 as predicted for this optimizer; %1; orange squares (● in the map): lost to rounding, moved less than u of their size. Map: white 10⁻³, the rule of thumb; blue less, red more; light grey: no ratio (zero weights).</source>
        <translation>Trazos grises: paso 1 según lo previsto para este optimizador; %1; cuadrados naranjas (● en el mapa): perdidos por redondeo, se movieron menos de u de su tamaño. Mapa: blanco 10⁻³, la regla práctica; azul menos, rojo más; gris claro: sin cociente (pesos nulos).</translation>
    </message>
    <message>
        <source>Training: step %1 of %2</source>
        <translation>Entrenamiento: paso %1 de %2</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>no calculado</translation>
    </message>
    <message>
        <source>%1 steps in %2 ms: loss %3 → %4</source>
        <translation>%1 pasos en %2 ms: pérdida %3 → %4</translation>
    </message>
    <message>
        <source>; the clip fired in %1 of %2 steps</source>
        <translation>; el recorte actuó en %1 de %2 pasos</translation>
    </message>
    <message>
        <source>; layer 1 moved %1, layer %2 moved %3 of their size</source>
        <translation>; la capa 1 se movió %1, la capa %2 se movió %3 de su tamaño</translation>
    </message>
    <message>
        <source>1 step</source>
        <translation>1 paso</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 pasos</translation>
    </message>
    <message>
        <source>Trained %1 in %2 ms, then diverged.</source>
        <translation>%1 entrenada en %2 ms, luego divergió.</translation>
    </message>
    <message>
        <source>Trained %1 in %2 ms.</source>
        <translation>%1 entrenada en %2 ms.</translation>
    </message>
    <message>
        <source>, width %1, batch %2, %3, seed %4 · %5, lr %6, %7 steps</source>
        <translation>, anchura %1, lote %2, %3, semilla %4 · %5, lr %6, %7 pasos</translation>
    </message>
    <message>
        <source>, clip at %1</source>
        <translation>, recorte en %1</translation>
    </message>
    <message>
        <source>, warm-up %1</source>
        <translation>, calentamiento %1</translation>
    </message>
    <message>
        <source>; block 1 moved %1, block %2 moved %3 of their size</source>
        <translation>; el bloque 1 se movió %1, el bloque %2 se movió %3 de su tamaño</translation>
    </message>
    <message>
        <source> (%1 key/value)</source>
        <translation> (%1 clave/valor)</translation>
    </message>
    <message>
        <source>, %1 MLP %2 wide</source>
        <translation>, MLP %1 de anchura %2</translation>
    </message>
    <message>
        <source>, gated %1 MLP %2 wide</source>
        <translation>, MLP %1 con compuerta de anchura %2</translation>
    </message>
    <message>
        <source>, init std %1</source>
        <translation>, d.e. inicial %1</translation>
    </message>
    <message>
        <source>, output projections ×%1</source>
        <translation>, proyecciones de salida ×%1</translation>
    </message>
    <message>
        <source>, sequence %1, vocab %2, %3</source>
        <translation>, secuencia %1, vocabulario %2, %3</translation>
    </message>
    <message>
        <source>, tied head</source>
        <translation>, cabeza ligada a los embeddings</translation>
    </message>
    <message>
        <source>Transformer, %1 blocks, %2 heads</source>
        <translation>Transformer, %1 bloques, %2 cabezas</translation>
    </message>
    <message>
        <source>learned positions</source>
        <translation>posiciones aprendidas</translation>
    </message>
    <message>
        <source>no norm</source>
        <translation>sin norma</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>sin posiciones</translation>
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
        <translation>posiciones rotatorias</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingVeil</name>
    <message>
        <source>Showing the previous run while this step&apos;s network trains.</source>
        <translation>Mostrando la ejecución anterior mientras se entrena la red de este paso.</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerBandsWorker</name>
    <message>
        <source>One seed&apos;s pass needs at least %1, but beside the network&apos;s own weights %2 are left under the memory limit: raise &quot;max-memory&quot; for the band</source>
        <translation>La pasada de una semilla necesita al menos %1, pero junto a los pesos de la red quedan %2 bajo el límite de memoria: aumente &quot;max-memory&quot; para la banda</translation>
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
        <translation>Bloques densos (una capa lineal y una activación cada uno), o un transformer solo decodificador: atención y un MLP por bloque, cada uno en una conexión residual.</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Cabezas</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>Cabezas clave/valor</translation>
    </message>
    <message>
        <source>as heads</source>
        <translation>como las cabezas</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Longitud de secuencia</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>Anchura del MLP</translation>
    </message>
    <message>
        <source>4 × width</source>
        <translation>4 × anchura</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulario</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Gated MLP (SwiGLU)</source>
        <translation>MLP con compuerta (SwiGLU)</translation>
    </message>
    <message>
        <source>Tied head</source>
        <translation>Cabeza ligada</translation>
    </message>
    <message>
        <source>For a transformer the dense network&apos;s readouts, its theory and the Jacobian tab are not shown: they describe dense networks. Choose MLP beside the preset to return to them.</source>
        <translation>Para un transformer no se muestran las lecturas de la red densa, su teoría ni la pestaña Jacobiana: describen redes densas. Elija MLP junto al preajuste para volver a ellas.</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerPanel</name>
    <message>
        <source>Residual stream RMS and the gradient reaching it, per sub-layer</source>
        <translation>RMS del flujo residual y gradiente que le llega, por subcapa</translation>
    </message>
    <message>
        <source>Weight gradient norm, per matrix</source>
        <translation>Norma del gradiente de los pesos, por matriz</translation>
    </message>
    <message>
        <source>Attention entropy (nats)</source>
        <translation>Entropía de la atención (nats)</translation>
    </message>
    <message>
        <source>A transformer&apos;s series appear here once it is computed.</source>
        <translation>Las series de un transformer aparecen aquí una vez calculado.</translation>
    </message>
    <message>
        <source>residual RMS</source>
        <translation>RMS residual</translation>
    </message>
    <message>
        <source>gradient reaching it</source>
        <translation>gradiente que le llega</translation>
    </message>
    <message>
        <source>after attention</source>
        <translation>tras la atención</translation>
    </message>
    <message>
        <source>after MLP</source>
        <translation>tras el MLP</translation>
    </message>
    <message>
        <source>uniform attention</source>
        <translation>atención uniforme</translation>
    </message>
    <message>
        <source>attention entropy</source>
        <translation>entropía de la atención</translation>
    </message>
    <message>
        <source>Transformer at initialization: %1 blocks × %2 wide, %3 heads, sequence %4, batch %5.</source>
        <translation>Transformer en la inicialización: %1 bloques × %2 de ancho, %3 cabezas, secuencia %4, lote %5.</translation>
    </message>
    <message>
        <source> Loss %1 nats.</source>
        <translation> Pérdida %1 nats.</translation>
    </message>
    <message>
        <source> Over the memory limit: weights drawn again where needed, blocks recomputed in the backward pass.</source>
        <translation> Por encima del límite de memoria: pesos generados de nuevo donde hace falta, bloques recalculados en la pasada hacia atrás.</translation>
    </message>
    <message>
        <source>Residual stream RMS and the gradient, relative to the embeddings</source>
        <translation>RMS del flujo residual y gradiente, relativos a los embeddings</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerParts</name>
    <message>
        <source>Architecture:</source>
        <translation>Arquitectura:</translation>
    </message>
    <message>
        <source>For the dense network only: a transformer&apos;s Jacobian is not analysed here yet. Choose MLP as the architecture.</source>
        <translation>Solo para la red densa: el jacobiano de un transformer aún no se analiza aquí. Elija MLP como arquitectura.</translation>
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
        <translation>Detener el cálculo de este transformer; los gráficos conservan el último calculado.</translation>
    </message>
    <message>
        <source>Computing the new network; these charts show the previous one.</source>
        <translation>Calculando la nueva red; estos gráficos muestran la anterior.</translation>
    </message>
    <message>
        <source>Computing this transformer (progress below)…</source>
        <translation>Calculando este transformer (progreso abajo)…</translation>
    </message>
    <message>
        <source>Cancelled; the charts show the last transformer computed.</source>
        <translation>Cancelado; los gráficos muestran el último transformer calculado.</translation>
    </message>
    <message>
        <source>Cancelled: these charts show the last transformer computed, not the controls&apos; settings.</source>
        <translation>Cancelado: estos gráficos muestran el último transformer calculado, no los ajustes de los controles.</translation>
    </message>
    <message>
        <source>Computed in %1 ms.</source>
        <translation>Calculado en %1 ms.</translation>
    </message>
    <message>
        <source>; the charts show the last transformer computed.</source>
        <translation>; los gráficos muestran el último transformer calculado.</translation>
    </message>
    <message>
        <source>Not computed: %1. These charts show the last transformer computed.</source>
        <translation>No calculado: %1. Estos gráficos muestran el último transformer calculado.</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>No calculado: %1</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerWorker</name>
    <message>
        <source>This transformer needs at least %1 but the memory limit is %2: reduce blocks, width, sequence length, vocabulary or batch, or raise &quot;max-memory&quot;</source>
        <translation>Este transformer necesita al menos %1 pero el límite de memoria es %2: reduzca bloques, anchura, longitud de secuencia, vocabulario o lote, o aumente «max-memory»</translation>
    </message>
</context>
<context>
    <name>gradflow::UpdateHeatmap</name>
    <message>
        <source>after step</source>
        <translation>tras el paso</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>Update / weight per layer and step</source>
        <translation>Actualización / peso por capa y paso</translation>
    </message>
    <message>
        <source>No step yet</source>
        <translation>Aún no hay pasos</translation>
    </message>
    <message>
        <source>diverged here (step %1)</source>
        <translation>divergió aquí (paso %1)</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>capa</translation>
    </message>
    <message>
        <source>%1 rule</source>
        <translation>regla %1</translation>
    </message>
    <message>
        <source>Update / weight per block and step</source>
        <translation>Actualización / peso por bloque y paso</translation>
    </message>
    <message>
        <source>block</source>
        <translation>bloque</translation>
    </message>
</context>
<context>
    <name>gradflow::WalkthroughDialog</name>
    <message>
        <source>The walkthrough is missing from this build: see README.md, &quot;A five-minute walkthrough&quot;.</source>
        <translation>El recorrido guiado falta en esta versión: vea README.md, «A five-minute walkthrough».</translation>
    </message>
    <message>
        <source>Five-minute walkthrough</source>
        <translation>Recorrido de cinco minutos</translation>
    </message>
</context>
<context>
    <name>gradflow::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Open configuration…</source>
        <translation>&amp;Abrir configuración…</translation>
    </message>
    <message>
        <source>&amp;Save configuration…</source>
        <translation>&amp;Guardar configuración…</translation>
    </message>
    <message>
        <source>Open &amp;model config…</source>
        <translation>Abrir configuración de &amp;modelo…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Open shipped m&amp;odel</source>
        <translation>Abrir un m&amp;odelo incluido</translation>
    </message>
    <message>
        <source>Open &amp;tour…</source>
        <translation>Abrir &amp;recorrido…</translation>
    </message>
    <message>
        <source>Ctrl+Alt+O</source>
        <translation>Ctrl+Alt+O</translation>
    </message>
    <message>
        <source>Open s&amp;ession…</source>
        <translation>Abrir s&amp;esión…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Save session…</source>
        <translation>Guardar sesión…</translation>
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
        <translation>Exportar &amp;datos…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Copy chart image</source>
        <translation>&amp;Copiar imagen del gráfico</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Relative to layer 0</source>
        <translation>&amp;Relativo a la capa 0</translation>
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
        <translation>&amp;Histogramas de capa</translation>
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
        <translation>Tema &amp;oscuro</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe palette</source>
        <translation>Paleta apta para &amp;daltónicos</translation>
    </message>
    <message>
        <source>&amp;Lesson views</source>
        <translation>&amp;Vistas de la lección</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Modo presentación</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Preajustes</translation>
    </message>
    <message>
        <source>P&amp;ins</source>
        <translation>&amp;Fijaciones</translation>
    </message>
    <message>
        <source>&amp;Pin current curves</source>
        <translation>&amp;Fijar las curvas actuales</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Remove last pin</source>
        <translation>&amp;Quitar la última fijación</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Remove &amp;all pins</source>
        <translation>Quitar &amp;todas las fijaciones</translation>
    </message>
    <message>
        <source>Ctrl+Alt+P</source>
        <translation>Ctrl+Alt+P</translation>
    </message>
    <message>
        <source>All pins removed.</source>
        <translation>Todas las curvas fijadas quitadas.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>&amp;Teclas…</translation>
    </message>
    <message>
        <source>&amp;Start the tour</source>
        <translation>&amp;Iniciar el recorrido</translation>
    </message>
    <message>
        <source>Five-minute &amp;walkthrough…</source>
        <translation>Recorrido de cinco &amp;minutos…</translation>
    </message>
    <message>
        <source>&amp;About GradFlow</source>
        <translation>Acerca &amp;de GradFlow</translation>
    </message>
    <message>
        <source>About GradFlow</source>
        <translation>Acerca de GradFlow</translation>
    </message>
    <message>
        <source>GradFlow shows why deep networks fail to train: one forward and one backward pass of a random network at initialization, every layer measured exactly.&lt;br&gt;&lt;br&gt;Help &amp;gt; Start the tour walks the lecture step by step (Page Down, Page Up); Help &amp;gt; Five-minute walkthrough gives the walkthrough of the README; Help &amp;gt; Keys lists every key.</source>
        <translation>GradFlow muestra por qué las redes profundas no logran entrenarse: una pasada hacia delante y otra hacia atrás de una red aleatoria en la inicialización, con cada capa medida exactamente.&lt;br&gt;&lt;br&gt;Ayuda &amp;gt; Iniciar el recorrido recorre la clase paso a paso (Av Pág, Re Pág); Ayuda &amp;gt; Recorrido de cinco minutos muestra el del README; Ayuda &amp;gt; Teclas enumera cada tecla.</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source> Preset: </source>
        <translation> Preajuste: </translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nueva semilla</translation>
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
        <translation>todos los pesos %1</translation>
    </message>
    <message>
        <source>orthogonal gain %1</source>
        <translation>ortogonal, ganancia %1</translation>
    </message>
    <message>
        <source>, residual</source>
        <translation>, residual</translation>
    </message>
    <message>
        <source>, head</source>
        <translation>, cabeza</translation>
    </message>
    <message>
        <source>, depth %1</source>
        <translation>, profundidad %1</translation>
    </message>
    <message>
        <source>in the loss</source>
        <translation>en la pérdida</translation>
    </message>
    <message>
        <source>in the head</source>
        <translation>en la cabeza de salida</translation>
    </message>
    <message>
        <source>in layer %1</source>
        <translation>en la capa %1</translation>
    </message>
    <message>
        <source>the signal overflowed (weights too large)</source>
        <translation>la señal se desbordó (pesos demasiado grandes)</translation>
    </message>
    <message>
        <source>the loss overflowed (outputs too large)</source>
        <translation>la pérdida se desbordó (salidas demasiado grandes)</translation>
    </message>
    <message>
        <source>the gradient overflowed (weights or learning rate too large)</source>
        <translation>el gradiente se desbordó (pesos o tasa de aprendizaje demasiado grandes)</translation>
    </message>
    <message>
        <source>the weights overflowed (learning rate too large)</source>
        <translation>los pesos se desbordaron (tasa de aprendizaje demasiado grande)</translation>
    </message>
    <message>
        <source>the normalization divided by zero: a group&apos;s values are all equal and norm-eps is 0 (give eps &gt; 0)</source>
        <translation>la normalización dividió por cero: los valores de un grupo son todos iguales y norm-eps es 0 (use eps &gt; 0)</translation>
    </message>
    <message>
        <source>diverged at step %1 %2: %3</source>
        <translation>divergió en el paso %1 %2: %3</translation>
    </message>
    <message>
        <source>Fuss-Catalan</source>
        <translation>Fuss-Catalan</translation>
    </message>
    <message>
        <source>all equal</source>
        <translation>iguales</translation>
    </message>
    <message>
        <source>free multiplicative, Gaussian weights</source>
        <translation>multiplicativa libre, gaussiana</translation>
    </message>
    <message>
        <source>free multiplicative, orthogonal weights</source>
        <translation>multiplicativa libre, ortogonal</translation>
    </message>
    <message>
        <source>no closed form is known with residual connections</source>
        <translation>no se conoce forma cerrada con conexiones residuales</translation>
    </message>
    <message>
        <source>no closed form is known with a normalization layer</source>
        <translation>no se conoce forma cerrada con una capa de normalización</translation>
    </message>
    <message>
        <source>no closed form is known with biases (torch-default init)</source>
        <translation>no se conoce forma cerrada con sesgos (inicialización torch-default)</translation>
    </message>
    <message>
        <source>for %1 the moments depend on the fixed point q* (Pennington et al. 2017); not shown</source>
        <translation>para %1 los momentos dependen del punto fijo q* (Pennington et al. 2017); no se muestran</translation>
    </message>
    <message>
        <source>known for Gaussian and orthogonal weights only</source>
        <translation>conocida solo para pesos gaussianos y ortogonales</translation>
    </message>
    <message>
        <source>in the final norm and head</source>
        <translation>en la norma final y la cabeza</translation>
    </message>
    <message>
        <source>in the embeddings or the head</source>
        <translation>en los embeddings o la cabeza</translation>
    </message>
    <message>
        <source>in the embeddings</source>
        <translation>en los embeddings</translation>
    </message>
    <message>
        <source>in block %1</source>
        <translation>en el bloque %1</translation>
    </message>
</context>
</TS>

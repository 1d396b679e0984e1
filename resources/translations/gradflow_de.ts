<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BandCurve</name>
    <message>
        <source>min–max</source>
        <translation>Min–Max</translation>
    </message>
    <message>
        <source>±1 sd</source>
        <translation>±1 SD</translation>
    </message>
    <message>
        <source>mean of %1 of %2 seeds, shaded %3</source>
        <translation>Mittel von %1 aus %2 Seeds, schattiert %3</translation>
    </message>
    <message>
        <source>mean of %1 seeds, shaded %2</source>
        <translation>Mittel von %1 Seeds, schattiert %2</translation>
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
        <translation>Ansicht exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>First/last gradient %1 · per-layer factor ρ %2 · global gradient norm %3 · clip factor %4 (clip at %5)</source>
        <translation>Erster/letzter Gradient %1 · Faktor pro Schicht ρ %2 · globale Gradientennorm %3 · Clip-Faktor %4 (Clip bei %5)</translation>
    </message>
    <message>
        <source>could not encode the PNG image; try SVG or PDF</source>
        <translation>das PNG-Bild ließ sich nicht kodieren; versuchen Sie SVG oder PDF</translation>
    </message>
    <message>
        <source>%1: choose a file ending in .png, .svg or .pdf</source>
        <translation>%1: Wählen Sie eine Datei mit der Endung .png, .svg oder .pdf</translation>
    </message>
    <message>
        <source>max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>95th percentile</source>
        <translation>95. Perzentil</translation>
    </message>
    <message>
        <source>5th percentile</source>
        <translation>5. Perzentil</translation>
    </message>
    <message>
        <source>min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s singular values: %1, width %2</source>
        <translation>Die Singulärwerte der Jacobi-Matrix: %1, Breite %2</translation>
    </message>
    <message>
        <source>Nothing computed yet: show the Jacobian tab and let it finish.</source>
        <translation>Noch nichts berechnet: Zeigen Sie den Reiter Jacobi-Matrix und lassen Sie ihn fertig rechnen.</translation>
    </message>
    <message>
        <source>0 (exactly)</source>
        <translation>0 (exakt)</translation>
    </message>
    <message>
        <source>%1 (rounding)</source>
        <translation>%1 (Rundung)</translation>
    </message>
    <message>
        <source>ex %1</source>
        <translation>Bsp. %1</translation>
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
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Training %1 layers: which of them learn</source>
        <translation>Training von %1 Schichten: welche davon lernen</translation>
    </message>
    <message>
        <source>Nothing trained yet: show the Training tab and let it run.</source>
        <translation>Noch nichts trainiert: Zeigen Sie den Reiter Training und lassen Sie ihn laufen.</translation>
    </message>
    <message>
        <source>%1, width %2, batch %3</source>
        <translation>%1, Breite %2, Batch %3</translation>
    </message>
    <message>
        <source>choose a smaller network or a preset (Alt+1)</source>
        <translation>Wählen Sie ein kleineres Netz oder eine Voreinstellung (Alt+1)</translation>
    </message>
    <message>
        <source>under a second left</source>
        <translation>weniger als eine Sekunde übrig</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>noch etwa %1 s</translation>
    </message>
    <message>
        <source>about %1 min left</source>
        <translation>noch etwa %1 min</translation>
    </message>
    <message>
        <source>no estimate here: the line is the infinite-width limit</source>
        <translation>hier keine Schätzung: Die Linie ist der Grenzfall unendlicher Breite</translation>
    </message>
    <message>
        <source>width %1: layer 0&apos;s gradient %2 decades (×%3) below the infinite-width line</source>
        <translation>Breite %1: Gradient von Schicht 0 %2 Dekaden (×%3) unter der Linie unendlicher Breite</translation>
    </message>
    <message>
        <source>1 of %1: every unit the same (symmetry)</source>
        <translation>1 von %1: alle Einheiten gleich (Symmetrie)</translation>
    </message>
    <message>
        <source>%1 of %1</source>
        <translation>%1 von %1</translation>
    </message>
    <message>
        <source>at least %1 of %2</source>
        <translation>mindestens %1 von %2</translation>
    </message>
    <message>
        <source>; up to %1 silent on this batch (constant on every example)</source>
        <translation>; bis zu %1 stumm in diesem Batch (konstant für jedes Beispiel)</translation>
    </message>
    <message>
        <source>%1; depth %2 to %3, init std %4 to %5</source>
        <translation>%1; Tiefe %2 bis %3, Init-Std. %4 bis %5</translation>
    </message>
    <message>
        <source>Training %1 blocks: which of them learn</source>
        <translation>Training von %1 Blöcken: welche davon lernen</translation>
    </message>
</context>
<context>
    <name>TransformerPanel</name>
    <message>
        <source>Stream RMS %1 at the embeddings, %2 after block %3; weight gradient of block %3 / block 1: %4.</source>
        <translation>Strom-RMS %1 an den Embeddings, %2 nach Block %3; Gewichtsgradient Block %3 / Block 1: %4.</translation>
    </message>
</context>
<context>
    <name>gradflow</name>
    <message>
        <source>could not encode the PNG image; try SVG or PDF</source>
        <translation>das PNG-Bild ließ sich nicht kodieren; versuchen Sie SVG oder PDF</translation>
    </message>
    <message>
        <source>%1: choose a file ending in .png, .svg or .pdf</source>
        <translation>%1: Wählen Sie eine Datei mit der Endung .png, .svg oder .pdf</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, socket or device), which could block the window; choose a file</source>
        <translation>Es ist keine reguläre Datei (eine Pipe, ein Socket oder ein Gerät) und könnte das Fenster blockieren; wählen Sie eine Datei</translation>
    </message>
    <message>
        <source>free some space or choose another folder</source>
        <translation>Geben Sie Speicherplatz frei oder wählen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <source>the name is a folder&apos;s; choose a file name</source>
        <translation>Der Name gehört einem Ordner; wählen Sie einen Dateinamen</translation>
    </message>
    <message>
        <source>the file is larger than this process may write (ulimit -f); raise the limit or write less</source>
        <translation>Die Datei ist größer, als dieser Prozess schreiben darf (ulimit -f); erhöhen Sie die Grenze oder schreiben Sie weniger</translation>
    </message>
    <message>
        <source>choose another file or folder</source>
        <translation>Wählen Sie eine andere Datei oder einen anderen Ordner</translation>
    </message>
    <message>
        <source>cannot read: %1; choose another file</source>
        <translation>Lesen nicht möglich: %1; wählen Sie eine andere Datei</translation>
    </message>
    <message>
        <source>it is a folder; choose a file</source>
        <translation>Es ist ein Ordner; wählen Sie eine Datei</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>Lesen nicht möglich: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2; choose another file</source>
        <translation>%1 lässt sich nicht schreiben: %2; wählen Sie eine andere Datei</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder; choose a file name</source>
        <translation>%1 lässt sich nicht schreiben: Es ist ein Ordner; wählen Sie einen Dateinamen</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>cannot write %1: the file is read-only; make it writable (chmod u+w) or choose another file</source>
        <translation>%1 lässt sich nicht schreiben: Die Datei ist schreibgeschützt; machen Sie sie beschreibbar (chmod u+w) oder wählen Sie eine andere Datei</translation>
    </message>
    <message>
        <source>cannot write %1: %2; choose another folder</source>
        <translation>%1 lässt sich nicht schreiben: %2; wählen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <source>writing %1 failed: %2; nothing was changed, %3</source>
        <translation>Schreiben von %1 fehlgeschlagen: %2; nichts wurde geändert, %3</translation>
    </message>
    <message>
        <source>16:9 slide, full HD</source>
        <translation>16:9-Folie, Full HD</translation>
    </message>
    <message>
        <source>16:9 slide, a 720-line projector</source>
        <translation>16:9-Folie, ein Beamer mit 720 Zeilen</translation>
    </message>
    <message>
        <source>16:9 slide; scale 2 gives 1920 × 1080</source>
        <translation>16:9-Folie; Skalierung 2 ergibt 1920 × 1080</translation>
    </message>
    <message>
        <source>4:3 slide</source>
        <translation>4:3-Folie</translation>
    </message>
</context>
<context>
    <name>gradflow::BandsPanel</name>
    <message>
        <source>Seed-to-seed spread</source>
        <translation>Streuung über Seeds</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>The same network with K seeds: their mean as a dashed line and their spread shaded. Narrow layers fluctuate more from seed to seed, and more with depth.</source>
        <translation>Dasselbe Netz mit K Seeds: ihr Mittel als gestrichelte Linie, ihre Streuung schattiert. Schmale Schichten schwanken stärker von Seed zu Seed, und mit der Tiefe immer mehr.</translation>
    </message>
    <message>
        <source>K = </source>
        <translation>K = </translation>
    </message>
    <message>
        <source>How many seeds (1 to %1); the first is the network&apos;s own.</source>
        <translation>Wie viele Seeds (1 bis %1); der erste ist der des Netzes selbst.</translation>
    </message>
    <message>
        <source>min–max</source>
        <translation>Min–Max</translation>
    </message>
    <message>
        <source>±1 sd</source>
        <translation>±1 SD</translation>
    </message>
    <message>
        <source>Shade from the lowest to the highest seed, or one standard deviation (of log10) either side of the mean.</source>
        <translation>Schattierung vom niedrigsten bis zum höchsten Seed oder eine Standardabweichung (von log10) beiderseits des Mittels.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Stop after the seeds computed so far: the band shows those.</source>
        <translation>Nach den bisher berechneten Seeds anhalten: Das Band zeigt diese.</translation>
    </message>
    <message>
        <source>Stopped at %1 of %2 seeds: the band shows those.</source>
        <translation>Angehalten bei %1 von %2 Seeds: Das Band zeigt diese.</translation>
    </message>
    <message>
        <source>Computing %1 seeds…</source>
        <translation>Berechne %1 Seeds…</translation>
    </message>
    <message>
        <source>%1 seeds (%2 to %3).</source>
        <translation>%1 Seeds (%2 bis %3).</translation>
    </message>
    <message>
        <source>%1 of %2 seeds…</source>
        <translation>%1 von %2 Seeds…</translation>
    </message>
    <message>
        <source>Seed %1 of %2: %3%…</source>
        <translation>Seed %1 von %2: %3 %…</translation>
    </message>
</context>
<context>
    <name>gradflow::ChainPage</name>
    <message>
        <source>Chain: a gradient is a product of slopes</source>
        <translation>Kette: Produkt der Steigungen</translation>
    </message>
    <message>
        <source>Number of one-number units in the chain</source>
        <translation>Anzahl der Ein-Zahl-Einheiten in der Kette</translation>
    </message>
    <message>
        <source>Units L</source>
        <translation>Anzahl L</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Aktivierung</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Lesson: sigmoid, weight 1</source>
        <translation>Lektion: Sigmoid, w = 1</translation>
    </message>
    <message>
        <source>Lesson: linear, weight 1</source>
        <translation>Lektion: linear, w = 1</translation>
    </message>
    <message>
        <source>Lesson: linear, weight 1.5</source>
        <translation>Lektion: linear, w = 1,5</translation>
    </message>
    <message>
        <source>unit (1 = next to the loss)</source>
        <translation>Einheit (1 = nächste am Verlust)</translation>
    </message>
    <message>
        <source>gradient after the unit</source>
        <translation>Gradient nach der Einheit</translation>
    </message>
    <message>
        <source>chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <source>slope per unit</source>
        <translation>Steigung pro Einheit</translation>
    </message>
    <message>
        <source>gradient at the input</source>
        <translation>Gradient am Eingang</translation>
    </message>
    <message>
        <source>Gradient reaching the input after %1 units: %2</source>
        <translation>Gradient am Eingang nach %1 Einheiten: %2</translation>
    </message>
    <message>
        <source>Each unit multiplies the gradient by weight × slope = %1 × %2 = %3, so after L units it is %3 to the power L.</source>
        <translation>Jede Einheit multipliziert den Gradienten mit Gewicht × Steigung = %1 × %2 = %3; nach L Einheiten also mit %3 hoch L.</translation>
    </message>
    <message>
        <source>, weight %1</source>
        <translation>, Gewicht %1</translation>
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
        <translation>&amp;Kennzahlen in Diagrammexporte aufnehmen</translation>
    </message>
    <message>
        <source>Export a transformer&apos;s charts (PNG as shown)</source>
        <translation>Diagramme eines Transformers exportieren (PNG wie angezeigt)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Diagramme exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Chart image copied.</source>
        <translation>Diagrammbild kopiert.</translation>
    </message>
    <message>
        <source>could not encode the PNG image: too little memory; close other programs and try again</source>
        <translation>PNG-Bild konnte nicht kodiert werden: zu wenig Speicher; andere Programme schließen und erneut versuchen</translation>
    </message>
</context>
<context>
    <name>gradflow::ChartPanel</name>
    <message>
        <source>%1 (current)</source>
        <translation>%1 (aktuell)</translation>
    </message>
    <message>
        <source>exactly zero</source>
        <translation>exakt null</translation>
    </message>
    <message>
        <source>Forward signal ÷ its value at layer 0</source>
        <translation>Vorwärtssignal ÷ sein Wert in Schicht 0</translation>
    </message>
    <message>
        <source>Forward signal</source>
        <translation>Vorwärtssignal</translation>
    </message>
    <message>
        <source>RMS of h</source>
        <translation>RMS von h</translation>
    </message>
    <message>
        <source>Gradient reaching each layer ÷ its value at layer 0</source>
        <translation>Gradient an jeder Schicht ÷ sein Wert in Schicht 0</translation>
    </message>
    <message>
        <source>Gradient reaching each layer</source>
        <translation>Gradient an jeder Schicht</translation>
    </message>
    <message>
        <source>|∂loss/∂h|</source>
        <translation>|∂ℓ/∂h|</translation>
    </message>
    <message>
        <source>Weight gradient ÷ its value at layer %1</source>
        <translation>Gewichtsgradient ÷ sein Wert in Schicht %1</translation>
    </message>
    <message>
        <source>Weight gradient</source>
        <translation>Gewichtsgradient</translation>
    </message>
    <message>
        <source>|∂loss/∂W|</source>
        <translation>|∂ℓ/∂W|</translation>
    </message>
    <message>
        <source>Each curve ÷ its value at layer 0 (weights: layer 1): </source>
        <translation>Jede Kurve ÷ ihr Wert in Schicht 0 (Gewichte: Schicht 1): </translation>
    </message>
    <message>
        <source>%1 · width %2, batch %3, %4 loss, seed %5, %6</source>
        <translation>%1 · Breite %2, Batch %3, Loss %4, Seed %5, %6</translation>
    </message>
    <message>
        <source> · fine white dashes: %1</source>
        <translation> · fein gestrichelt: %1</translation>
    </message>
    <message>
        <source> · fine black dashes: %1</source>
        <translation> · fein gestrichelt: %1</translation>
    </message>
    <message>
        <source>theory at width %1 (the infinite-width line less its finite-width drift)</source>
        <translation>Theorie bei Breite %1 (Grenzwert minus Drift endlicher Breite)</translation>
    </message>
    <message>
        <source>infinite-width theory</source>
        <translation>Theorie unendlicher Breite</translation>
    </message>
    <message>
        <source>Signal and gradient through %1 layers</source>
        <translation>Signal und Gradient durch %1 Schichten</translation>
    </message>
    <message>
        <source> · at layer 0 the drawn seed is the %1 of the %2 seeds, %3 decades %4 their mean</source>
        <translation> · in Schicht 0 ist der gezogene Seed der %1 der %2 Seeds, %3 Dekaden %4 ihrem Mittel</translation>
    </message>
    <message>
        <source>highest</source>
        <translation>höchste</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>niedrigste</translation>
    </message>
    <message>
        <source>above</source>
        <translation>über</translation>
    </message>
    <message>
        <source>below</source>
        <translation>unter</translation>
    </message>
</context>
<context>
    <name>gradflow::ClippingPage</name>
    <message>
        <source>Clipping: a circuit breaker for the gradient</source>
        <translation>Clipping: eine Sicherung für den Gradienten</translation>
    </message>
    <message>
        <source>Clip limit c</source>
        <translation>Clip-Grenze c</translation>
    </message>
    <message>
        <source>Lesson: the exploding network (ReLU, std 1)</source>
        <translation>Lektion: explodierendes Netz (ReLU, Std. 1)</translation>
    </message>
    <message>
        <source>A healthy network (ReLU, He)</source>
        <translation>Ein gesundes Netz (ReLU, He)</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>‖∂loss/∂W‖</source>
        <translation>‖∂Verlust/∂W‖</translation>
    </message>
    <message>
        <source>The lesson&apos;s stand-in (4.8×10⁴⁶, 6.4×10⁴⁶) has length 8×10⁴⁶; clipped at 1 it becomes (0.6, 0.8): length 1, same direction. The network here is the main view&apos;s.</source>
        <translation>Der Stellvertreter der Lektion (4,8×10⁴⁶, 6,4×10⁴⁶) hat die Länge 8×10⁴⁶; bei 1 geclippt wird er zu (0,6, 0,8): Länge 1, gleiche Richtung. Das Netz hier ist das der Hauptansicht.</translation>
    </message>
    <message>
        <source>Waiting for the main view&apos;s network…</source>
        <translation>Warte auf das Netz der Hauptansicht…</translation>
    </message>
    <message>
        <source>%1: global gradient norm ‖g‖ = %2</source>
        <translation>%1: globale Gradientennorm ‖g‖ = %2</translation>
    </message>
    <message>
        <source>Clip at %1: every gradient × %2, new length %3</source>
        <translation>Clip bei %1: jeder Gradient × %2, neue Länge %3</translation>
    </message>
    <message>
        <source>Clip at %1: ‖g‖ is within the limit, nothing changes (× 1)</source>
        <translation>Clip bei %1: ‖g‖ liegt innerhalb der Grenze, nichts ändert sich (× 1)</translation>
    </message>
    <message>
        <source>Direction kept: cosine(before, after) = %1; largest change in a layer&apos;s share of ‖g‖: %2</source>
        <translation>Richtung bleibt: Kosinus(vorher, nachher) = %1; größte Änderung des Anteils einer Schicht an ‖g‖: %2</translation>
    </message>
    <message>
        <source>0 (to rounding)</source>
        <translation>0 (bis auf Rundung)</translation>
    </message>
    <message>
        <source>before clipping</source>
        <translation>vor dem Clipping</translation>
    </message>
    <message>
        <source>after clipping</source>
        <translation>nach dem Clipping</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeLink</name>
    <message>
        <source>Computed in %1 ms.</source>
        <translation>Berechnet in %1 ms.</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeStatus</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop this computation; the controls return to the network the charts show.</source>
        <translation>Diese Berechnung anhalten; die Regler kehren zu dem Netz zurück, das die Diagramme zeigen.</translation>
    </message>
    <message>
        <source>100% · about 88 min left</source>
        <translation>100 % · noch etwa 88 min</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Computing %1…</source>
        <translation>Berechne %1…</translation>
    </message>
    <message>
        <source>Showing the previous network (%1) while %2 computes</source>
        <translation>Zeige das vorige Netz (%1), während %2 berechnet wird</translation>
    </message>
    <message>
        <source>Computing %1; the charts fill in when it finishes</source>
        <translation>Berechne %1; die Diagramme füllen sich, wenn es fertig ist</translation>
    </message>
    <message>
        <source>This network was not computed: %1.
%2.</source>
        <translation>Dieses Netz wurde nicht berechnet: %1.
%2.</translation>
    </message>
    <message>
        <source>This network was not computed: %1.
The charts below still show %2.</source>
        <translation>Dieses Netz wurde nicht berechnet: %1.
Die Diagramme unten zeigen weiterhin %2.</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <translation>Zurück zu %1</translation>
    </message>
    <message>
        <source> (the charts still show the last result)</source>
        <translation> (die Diagramme zeigen weiterhin das letzte Ergebnis)</translation>
    </message>
    <message>
        <source>Cancelled; the controls and charts show the last result again.</source>
        <translation>Abgebrochen; Regler und Diagramme zeigen wieder das letzte Ergebnis.</translation>
    </message>
    <message>
        <source>Cancelled; nothing is computed yet: %1.</source>
        <translation>Abgebrochen; noch ist nichts berechnet: %1.</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeWorker</name>
    <message>
        <source>This network needs at least %1 but the configuration&apos;s memory limit is %2: reduce depth, width or batch, or open a configuration with a larger &quot;max-memory&quot;</source>
        <translation>Dieses Netz braucht mindestens %1, aber die Speichergrenze der Konfiguration ist %2: Verringern Sie Tiefe, Breite oder Batch, oder öffnen Sie eine Konfiguration mit größerem „max-memory“</translation>
    </message>
    <message>
        <source>The computation failed (%1). The charts show the last good result; please report this with the settings that caused it.</source>
        <translation>Die Berechnung ist fehlgeschlagen (%1). Die Diagramme zeigen das letzte gültige Ergebnis; bitte melden Sie dies mit den Einstellungen, die es verursacht haben.</translation>
    </message>
    <message>
        <source>The computation failed with an unknown error. The charts show the last good result; please report this with the settings that caused it.</source>
        <translation>Die Berechnung ist mit einem unbekannten Fehler fehlgeschlagen. Die Diagramme zeigen das letzte gültige Ergebnis; bitte melden Sie dies mit den Einstellungen, die es verursacht haben.</translation>
    </message>
</context>
<context>
    <name>gradflow::ControlPanel</name>
    <message>
        <source>Network at initialization</source>
        <translation>Netz bei der Initialisierung</translation>
    </message>
    <message>
        <source>Number of blocks the signal passes through; each multiplies the gradient by one more factor.</source>
        <translation>Anzahl der Blöcke, die das Signal durchläuft; jeder multipliziert den Gradienten mit einem weiteren Faktor.</translation>
    </message>
    <message>
        <source>&amp;Depth</source>
        <translation>&amp;Tiefe</translation>
    </message>
    <message>
        <source>Units per layer: the fan-in that He and Xavier initialization divide by.</source>
        <translation>Einheiten pro Schicht: der Fan-in, durch den He- und Xavier-Initialisierung teilen.</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>&amp;Breite</translation>
    </message>
    <message>
        <source>Examples in the batch; BatchNorm computes its statistics across them.</source>
        <translation>Beispiele im Batch; BatchNorm berechnet seine Statistiken über sie.</translation>
    </message>
    <message>
        <source>Arithmetic precision; magnitudes stay exact either way, as they are carried in log10.</source>
        <translation>Rechengenauigkeit; Größenordnungen bleiben so oder so exakt, da sie in log10 geführt werden.</translation>
    </message>
    <message>
        <source>Pre&amp;cision</source>
        <translation>&amp;Genauigkeit</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>B&amp;atch</translation>
    </message>
    <message>
        <source>The nonlinearity after each weight matrix; its slope multiplies the gradient at every layer.</source>
        <translation>Die Nichtlinearität nach jeder Gewichtsmatrix; ihre Steigung multipliziert den Gradienten in jeder Schicht.</translation>
    </message>
    <message>
        <source>&amp;Activation</source>
        <translation>Akti&amp;vierung</translation>
    </message>
    <message>
        <source>How the starting weights are scaled; picking a scheme moves the std slider to its value.</source>
        <translation>Wie die Startgewichte skaliert werden; die Wahl eines Schemas setzt den Std.-Regler auf dessen Wert.</translation>
    </message>
    <message>
        <source>Ini&amp;t</source>
        <translation>&amp;Init</translation>
    </message>
    <message>
        <source>Standard deviation of the starting weights, %1 to %2 on a log scale; moving it makes the init custom (orthogonal weights stay orthogonal: it sets their gain, std·√n).</source>
        <translation>Standardabweichung der Startgewichte, %1 bis %2 auf logarithmischer Skala; ein Verschieben macht die Initialisierung benutzerdefiniert (orthogonale Gewichte bleiben orthogonal: es setzt ihren Gain, Std.·√n).</translation>
    </message>
    <message>
        <source>Init &amp;std</source>
        <translation>Init-&amp;Std.</translation>
    </message>
    <message>
        <source>&amp;Residual connections</source>
        <translation>&amp;Residualverbindungen</translation>
    </message>
    <message>
        <source>Add each block&apos;s output to its input, giving the gradient an express path back.</source>
        <translation>Die Ausgabe jedes Blocks zu seiner Eingabe addieren: Der Gradient erhält einen direkten Weg zurück.</translation>
    </message>
    <message>
        <source>Multiplier on each block&apos;s contribution; GPT-2 uses 1/√(2L) to keep the stream bounded.</source>
        <translation>Multiplikator auf den Beitrag jedes Blocks; GPT-2 verwendet 1/√(2L), um den Strom beschränkt zu halten.</translation>
    </message>
    <message>
        <source>Normalization: BatchNorm across the batch, LayerNorm and RMSNorm within each example.</source>
        <translation>Normalisierung: BatchNorm über den Batch, LayerNorm und RMSNorm innerhalb jedes Beispiels.</translation>
    </message>
    <message>
        <source>Pre normalizes each block&apos;s input (Llama); post normalizes after the residual add (original Transformer).</source>
        <translation>Pre normalisiert die Eingabe jedes Blocks (Llama); Post normalisiert nach der Residualaddition (ursprünglicher Transformer).</translation>
    </message>
    <message>
        <source>&amp;Norm</source>
        <translation>&amp;Norm</translation>
    </message>
    <message>
        <source>half-mean is the lesson&apos;s ½·Σout²/batch; sum is the tanh demo&apos;s; mean is the Pre-LN/Post-LN check&apos;s.</source>
        <translation>half-mean ist ½·Σout²/Batch der Lektion; sum die der tanh-Demo; mean die des Pre-LN/Post-LN-Vergleichs.</translation>
    </message>
    <message>
        <source>Linear &amp;output head</source>
        <translation>Lineare &amp;Ausgabeschicht</translation>
    </message>
    <message>
        <source>A final linear layer before the loss, so a normalized output does not make the loss scale-invariant.</source>
        <translation>Eine letzte lineare Schicht vor dem Verlust, damit eine normalisierte Ausgabe den Verlust nicht skaleninvariant macht.</translation>
    </message>
    <message>
        <source>&amp;Loss</source>
        <translation>&amp;Verlust</translation>
    </message>
    <message>
        <source>Seed of the random weights and input; the same seed always draws the same network.</source>
        <translation>Seed der Zufallsgewichte und der Eingabe; derselbe Seed zieht immer dasselbe Netz.</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Neuer Seed</translation>
    </message>
    <message>
        <source>Draw a new random network with the same settings (Ctrl+N).</source>
        <translation>Ein neues Zufallsnetz mit denselben Einstellungen ziehen (Ctrl+N).</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>S&amp;eed</translation>
    </message>
    <message>
        <source>all weights %1</source>
        <translation>alle Gewichte %1</translation>
    </message>
    <message>
        <source>gain %1, PyTorch&apos;s</source>
        <translation>Gain %1, wie in PyTorch</translation>
    </message>
    <message>
        <source>gain %1 = std·√n</source>
        <translation>Gain %1 = Std.·√n</translation>
    </message>
    <message>
        <source>%1 = %2/√n</source>
        <translation>%1 = %2/√n</translation>
    </message>
    <message>
        <source>A transformer draws every matrix at the init std (Hugging Face&apos;s initializer_range)</source>
        <translation>Ein Transformer zieht jede Matrix mit der Init-Std. (initializer_range bei Hugging Face)</translation>
    </message>
    <message>
        <source>A transformer&apos;s blocks are always residual</source>
        <translation>Die Blöcke eines Transformers sind immer residual</translation>
    </message>
    <message>
        <source>A transformer&apos;s loss is the cross-entropy of the next tokens</source>
        <translation>Der Verlust eines Transformers ist die Kreuzentropie der nächsten Tokens</translation>
    </message>
    <message>
        <source>A transformer always ends in its LM head (see Tied head below)</source>
        <translation>Ein Transformer endet immer in seinem LM-Kopf (siehe „Gekoppelter Kopf“ unten)</translation>
    </message>
    <message>
        <source>: not used here.</source>
        <translation>: hier nicht verwendet.</translation>
    </message>
    <message>
        <source>std %1, every matrix</source>
        <translation>Std. %1, jede Matrix</translation>
    </message>
    <message>
        <source>gain 0.0123 = std·√n </source>
        <translation>Gain 0.0123 = Std.·√n </translation>
    </message>
</context>
<context>
    <name>gradflow::ControlsColumn</name>
    <message>
        <source>Show the controls</source>
        <translation>Regler zeigen</translation>
    </message>
    <message>
        <source>Fold the controls</source>
        <translation>Regler einklappen</translation>
    </message>
    <message>
        <source>Show the theory and seed spread</source>
        <translation>Theorie und Streuung zeigen</translation>
    </message>
    <message>
        <source>Fold the theory and seed spread</source>
        <translation>Theorie und Streuung einklappen</translation>
    </message>
</context>
<context>
    <name>gradflow::DensityChart</name>
    <message>
        <source>Singular values at the last layer</source>
        <translation>Singulärwerte in der letzten Schicht</translation>
    </message>
    <message>
        <source>log10 of the singular value</source>
        <translation>log10 des Singulärwerts</translation>
    </message>
    <message>
        <source>density</source>
        <translation>Dichte</translation>
    </message>
</context>
<context>
    <name>gradflow::ExportDialog</name>
    <message>
        <source>Include the &amp;readouts (ratio, ρ, norm, clip factor)</source>
        <translation>&amp;Kennzahlen aufnehmen (Verhältnis, ρ, Norm, Clip-Faktor)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Pixels per point: 2 makes a sharp image of twice the size.</source>
        <translation>Pixel pro Punkt: 2 ergibt ein scharfes Bild doppelter Größe.</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>Pixel s&amp;cale:</source>
        <translation>Pixel-&amp;Skalierung:</translation>
    </message>
    <message>
        <source>As on screen (%1)</source>
        <translation>Wie auf dem Bildschirm (%1)</translation>
    </message>
    <message>
        <source>, the default</source>
        <translation>, Standard</translation>
    </message>
    <message>
        <source>%1 (%2%3)</source>
        <translation>%1 (%2%3)</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Eigene…</translation>
    </message>
    <message>
        <source>The drawing&apos;s size; its text is sized for it, as presentation mode sizes it for a screen that tall.</source>
        <translation>Die Größe der Zeichnung; ihr Text wird dafür bemessen, wie der Präsentationsmodus ihn für einen so hohen Bildschirm bemisst.</translation>
    </message>
    <message>
        <source>Custom width</source>
        <translation>Eigene Breite</translation>
    </message>
    <message>
        <source>Custom height</source>
        <translation>Eigene Höhe</translation>
    </message>
    <message>
        <source>The file: %1 pixels.</source>
        <translation>Die Datei: %1 Pixel.</translation>
    </message>
    <message>
        <source>The drawing: %1 points, text sized for it.</source>
        <translation>Die Zeichnung: %1 Punkte, Text dafür bemessen.</translation>
    </message>
</context>
<context>
    <name>gradflow::ExportImage</name>
    <message>
        <source>out of memory for a %1 x %2 pixel image (%3 MiB); choose a smaller size or scale, or SVG or PDF</source>
        <translation>Kein Speicher für ein Bild von %1 x %2 Pixeln (%3 MiB); wählen Sie eine kleinere Größe oder Skalierung, oder SVG oder PDF</translation>
    </message>
</context>
<context>
    <name>gradflow::FileCommands</name>
    <message>
        <source>; nothing was changed.</source>
        <translation>; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>Opened %1 (%2).</source>
        <translation>%1 geöffnet (%2).</translation>
    </message>
    <message>
        <source> Ignored keys: %1.</source>
        <translation> Ignorierte Schlüssel: %1.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Opened the tour %1.</source>
        <translation>Tour %1 geöffnet.</translation>
    </message>
    <message>
        <source>; the previous tour is kept.</source>
        <translation>; die vorige Tour bleibt.</translation>
    </message>
    <message>
        <source>the session&apos;s pins</source>
        <translation>die Pins der Sitzung</translation>
    </message>
    <message>
        <source>nothing was changed</source>
        <translation>nichts wurde geändert</translation>
    </message>
    <message numerus="yes">
        <source>Opened session %1: %n pin(s).</source>
        <translation>
            <numerusform>Sitzung %1 geöffnet: %n Pin.</numerusform>
            <numerusform>Sitzung %1 geöffnet: %n Pins.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved session %1.</source>
        <translation>Sitzung %1 gespeichert.</translation>
    </message>
    <message>
        <source>No transformer computed yet.</source>
        <translation>Noch kein Transformer berechnet.</translation>
    </message>
    <message>
        <source>Nothing computed yet.</source>
        <translation>Noch nichts berechnet.</translation>
    </message>
    <message>
        <source>Open configuration</source>
        <translation>Konfiguration öffnen</translation>
    </message>
    <message>
        <source>GradFlow configuration (*.json)</source>
        <translation>GradFlow-Konfiguration (*.json)</translation>
    </message>
    <message>
        <source>Open model config</source>
        <translation>Modellkonfiguration öffnen</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json)</source>
        <translation>Hugging-Face-Konfiguration (*.json)</translation>
    </message>
    <message>
        <source>Save configuration</source>
        <translation>Konfiguration speichern</translation>
    </message>
    <message>
        <source>Open tour</source>
        <translation>Tour öffnen</translation>
    </message>
    <message>
        <source>GradFlow tour (*.txt);;All files (*)</source>
        <translation>GradFlow-Tour (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Tour not opened</source>
        <translation>Tour nicht geöffnet</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>GradFlow session (*.json)</source>
        <translation>GradFlow-Sitzung (*.json)</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>Daten exportieren</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>CSV-Tabelle (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>gradflow::HistogramPanel</name>
    <message>
        <source>Dead ReLUs: %1 of %2 units zero on the whole batch (%3); %4 of all outputs zero.</source>
        <translation>Tote ReLUs: %1 von %2 Einheiten null im ganzen Batch (%3); %4 aller Ausgaben null.</translation>
    </message>
    <message>
        <source>Saturated: %1 of %2 units in a flat tail on the whole batch (%3); %4 of all pre-activations there (slope under 1% of its peak).</source>
        <translation>Gesättigt: %1 von %2 Einheiten in einem flachen Ausläufer im ganzen Batch (%3); %4 aller Präaktivierungen dort (Steigung unter 1 % ihres Maximums).</translation>
    </message>
    <message>
        <source>%1 neither dies nor saturates as ReLU, tanh and sigmoid do: no count here.</source>
        <translation>%1 stirbt weder noch sättigt es wie ReLU, tanh und Sigmoid: hier keine Zählung.</translation>
    </message>
    <message>
        <source>Histograms of la&amp;yer</source>
        <translation>Histogramme der Schi&amp;cht</translation>
    </message>
    <message>
        <source>The layer whose values are shown below; or click a chart at that layer.</source>
        <translation>Die Schicht, deren Werte unten gezeigt werden; oder klicken Sie in einem Diagramm auf diese Schicht.</translation>
    </message>
    <message>
        <source>Pre-activations z</source>
        <translation>Präaktivierungen z</translation>
    </message>
    <message>
        <source>Activations act(z)</source>
        <translation>Aktivierungen act(z)</translation>
    </message>
    <message>
        <source>Gradient |∂loss/∂h|</source>
        <translation>Gradient |∂Verlust/∂h|</translation>
    </message>
</context>
<context>
    <name>gradflow::HistogramView</name>
    <message>
        <source>max %1</source>
        <translation>Max. %1</translation>
    </message>
    <message>
        <source>every value exactly 0</source>
        <translation>jeder Wert exakt 0</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>|value| </source>
        <translation>|Wert| </translation>
    </message>
</context>
<context>
    <name>gradflow::InitPage</name>
    <message>
        <source>Initialization: He and Xavier</source>
        <translation>Initialisierung: He, Xavier</translation>
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
        <translation>Stichprobe</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Lesson: He, 50 in</source>
        <translation>Lektion: He, 50 ein</translation>
    </message>
    <message>
        <source>Lesson: Xavier, 100 in, 100 out</source>
        <translation>Lektion: Xavier, 100 ein/aus</translation>
    </message>
    <message>
        <source>Lesson check: 512 in, 512 out</source>
        <translation>Probe: 512 ein/aus</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>std</source>
        <translation>Std.</translation>
    </message>
    <message>
        <source>variance</source>
        <translation>Varianz</translation>
    </message>
    <message>
        <source>E[y²] after Linear+ReLU</source>
        <translation>E[y²] nach Linear+ReLU</translation>
    </message>
    <message>
        <source>He (ReLU): std = √(2 / %1) = %2</source>
        <translation>He (ReLU): σ = √(2 / %1) = %2</translation>
    </message>
    <message>
        <source>Xavier (tanh, sigmoid): std = √(2 / (%1 + %2)) = %3</source>
        <translation>Xavier (tanh, Sigmoid): σ = √(2 / (%1 + %2)) = %3</translation>
    </message>
    <message>
        <source>E[y²] after Linear + ReLU: He %1, Xavier %2</source>
        <translation>E[y²] nach Linear + ReLU: He %1, Xavier %2</translation>
    </message>
    <message>
        <source>Measured on %1 inputs of %2 N(0, 1) features (E[x²] = 1) through a %2 → %3 layer. ReLU zeroes about half of every sum, so a rule without He&apos;s factor 2 passes on about half the energy, and halves it again at every layer.</source>
        <translation>Gemessen an %1 Eingaben aus %2 N(0, 1)-Merkmalen (E[x²] = 1) durch eine Schicht %2 → %3. ReLU setzt etwa die Hälfte jeder Summe auf null: Ohne He&apos;s Faktor 2 geht die Hälfte der Energie verloren, in jeder Schicht.</translation>
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
        <translation>0 (bis auf Rundung)</translation>
    </message>
    <message>
        <source>Spread of the singular values against depth</source>
        <translation>Singulärwerte über die Tiefe</translation>
    </message>
    <message>
        <source>singular value</source>
        <translation>Singulärwert</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Presets…</source>
        <translation>Voreinstellungen…</translation>
    </message>
    <message>
        <source>Networks that tell the story of dynamical isometry</source>
        <translation>Netze, die die Geschichte der dynamischen Isometrie erzählen</translation>
    </message>
    <message>
        <source>The example of the batch whose Jacobian is taken</source>
        <translation>Das Beispiel des Batches, dessen Jacobi-Matrix genommen wird</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>Beispiel:</translation>
    </message>
    <message>
        <source>Stop computing this network&apos;s spectrum; the charts keep the previous one, dimmed</source>
        <translation>Die Berechnung des Spektrums dieses Netzes anhalten; die Diagramme behalten das vorige, abgeblendet</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>Nicht berechnet: %1</translation>
    </message>
    <message>
        <source>Computing the spectrum: layer %1 of %2…</source>
        <translation>Berechne das Spektrum: Schicht %1 von %2…</translation>
    </message>
    <message>
        <source>Computing the spread against depth: %1 of %2 earlier depths…</source>
        <translation>Berechne die Streuung über die Tiefe: %1 von %2 früheren Tiefen…</translation>
    </message>
    <message>
        <source>Cancelled: the charts show the previous network. Compute again, or change a control.</source>
        <translation>Abgebrochen: Die Diagramme zeigen das vorige Netz. Rechnen Sie erneut oder ändern Sie einen Regler.</translation>
    </message>
    <message>
        <source>Compute again</source>
        <translation>Erneut berechnen</translation>
    </message>
    <message>
        <source>Spread of the singular values at %1 evenly spaced depths</source>
        <translation>Streuung der Singulärwerte in %1 gleichmäßig verteilten Tiefen</translation>
    </message>
    <message>
        <source> Spread at %1 evenly spaced depths above width %2 (an SVD per depth).</source>
        <translation> Streuung in %1 gleichmäßig verteilten Tiefen ab Breite %2 (eine SVD je Tiefe).</translation>
    </message>
    <message>
        <source>Layer %1, example %2: singular values from %3 to %4 (5th–95th percentile %5 to %6); mean σ² %7, variance / mean² %8.</source>
        <translation>Schicht %1, Beispiel %2: Singulärwerte von %3 bis %4 (5.–95. Perzentil %5 bis %6); Mittel σ² %7, Varianz / Mittel² %8.</translation>
    </message>
    <message>
        <source> Theory (%1, infinite width): mean σ² %2, variance / mean² %3.</source>
        <translation> Theorie (%1, unendliche Breite): Mittel σ² %2, Varianz / Mittel² %3.</translation>
    </message>
    <message>
        <source> No theory shown: %1.</source>
        <translation> Keine Theorie gezeigt: %1.</translation>
    </message>
    <message>
        <source> This draw sits %1 decades below the theory&apos;s mean σ², a mean over draws of the weights: at width %2, a product of %3 random layers is most often smaller than its mean.</source>
        <translation> Diese Ziehung liegt %1 Dekaden unter dem Mittel σ² der Theorie, einem Mittel über Ziehungen der Gewichte: Bei Breite %2 ist ein Produkt aus %3 Zufallsschichten meist kleiner als sein Mittel.</translation>
    </message>
    <message>
        <source> This draw sits %1 decades above the theory&apos;s mean σ², a mean over draws of the weights: at width %2, one draw of %3 random layers can stand far from it.</source>
        <translation> Diese Ziehung liegt %1 Dekaden über dem Mittel σ² der Theorie, einem Mittel über Ziehungen der Gewichte: Bei Breite %2 kann eine Ziehung von %3 Zufallsschichten weit davon abweichen.</translation>
    </message>
</context>
<context>
    <name>gradflow::JacobianWorker</name>
    <message>
        <source>This network needs at least %1 but the memory limit is %2: reduce depth, width or batch.</source>
        <translation>Dieses Netz braucht mindestens %1, aber die Speichergrenze ist %2: Verringern Sie Tiefe, Breite oder Batch.</translation>
    </message>
</context>
<context>
    <name>gradflow::KeysDialog</name>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Bewirkt</translation>
    </message>
</context>
<context>
    <name>gradflow::LanguageMenu</name>
    <message>
        <source>&amp;System language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
</context>
<context>
    <name>gradflow::LatestWorker</name>
    <message>
        <source>Out of memory: reduce depth, width or batch.</source>
        <translation>Kein Speicher mehr: Verringern Sie Tiefe, Breite oder Batch.</translation>
    </message>
    <message>
        <source>The computation failed with an unknown error; please report this with the settings that caused it.</source>
        <translation>Die Berechnung ist mit einem unbekannten Fehler fehlgeschlagen; bitte melden Sie dies mit den Einstellungen, die es verursacht haben.</translation>
    </message>
</context>
<context>
    <name>gradflow::LayerChart</name>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>exactly zero</source>
        <translation>exakt null</translation>
    </message>
    <message>
        <source>%1
layer %2: %3</source>
        <translation>%1
Schicht %2: %3</translation>
    </message>
    <message>
        <source>%1
block %2: %3</source>
        <translation>%1
Block %2: %3</translation>
    </message>
    <message>
        <source>block</source>
        <translation>Block</translation>
    </message>
</context>
<context>
    <name>gradflow::LearningRateBox</name>
    <message>
        <source>Learning rate, 10⁻⁶ to 10 on a log scale</source>
        <translation>Lernrate, 10⁻⁶ bis 10 auf logarithmischer Skala</translation>
    </message>
    <message>
        <source> (below the slider)</source>
        <translation> (unter dem Regler)</translation>
    </message>
    <message>
        <source> (above the slider)</source>
        <translation> (über dem Regler)</translation>
    </message>
</context>
<context>
    <name>gradflow::LessonPage</name>
    <message>
        <source>Controls</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Export this view…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>PNG, SVG or PDF of the figure on the right (Ctrl+E)</source>
        <translation>PNG, SVG oder PDF der Abbildung rechts (Ctrl+E)</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Messe…</translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation>Nicht gemessen: %1</translation>
    </message>
    <message>
        <source>Measuring… %1%</source>
        <translation>Messe… %1 %</translation>
    </message>
</context>
<context>
    <name>gradflow::LessonTabs</name>
    <message>
        <source>Network</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <source>Residual chain</source>
        <translation>Residualkette</translation>
    </message>
    <message>
        <source>Norms</source>
        <translation>Normen</translation>
    </message>
    <message>
        <source>Init</source>
        <translation>Init</translation>
    </message>
    <message>
        <source>Clipping</source>
        <translation>Clipping</translation>
    </message>
    <message>
        <source>Residual scaling</source>
        <translation>Residualskalierung</translation>
    </message>
    <message>
        <source> (Ctrl+%1)</source>
        <translation> (Ctrl+%1)</translation>
    </message>
    <message>
        <source>The network: signal and gradients per layer (Ctrl+1)</source>
        <translation>Das Netz: Signal und Gradienten pro Schicht (Ctrl+1)</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Train the network: loss, each layer&apos;s weight change and update ratio (Ctrl+%1)</source>
        <translation>Das Netz trainieren: Verlust, Gewichtsänderung und Update-Verhältnis jeder Schicht (Ctrl+%1)</translation>
    </message>
    <message>
        <source>Jacobian</source>
        <translation>Jacobi-Matrix</translation>
    </message>
    <message>
        <source>The spectrum of the network&apos;s input-output Jacobian: dynamical isometry (Ctrl+%1)</source>
        <translation>Das Spektrum der Eingabe-Ausgabe-Jacobi-Matrix des Netzes: dynamische Isometrie (Ctrl+%1)</translation>
    </message>
    <message>
        <source>Not exported: out of memory for the measurement; choose smaller settings.</source>
        <translation>Nicht exportiert: kein Speicher für die Messung; wählen Sie kleinere Einstellungen.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>gradflow::LossChart</name>
    <message>
        <source>Loss over the steps</source>
        <translation>Verlust über die Schritte</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>clip fired</source>
        <translation>Clip ausgelöst</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Loss per step</source>
        <translation>Verlust pro Schritt</translation>
    </message>
    <message>
        <source>diverged here</source>
        <translation>hier divergiert</translation>
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
        <translation>Normen: BatchNorm, LayerNorm, RMSNorm</translation>
    </message>
    <message>
        <source>Examples (rows)</source>
        <translation>Beispiele (Zeilen)</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Constant shift</source>
        <translation>Konstante Verschiebung</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>Trainingsschritte</translation>
    </message>
    <message>
        <source>Momentum</source>
        <translation>Momentum</translation>
    </message>
    <message>
        <source>BatchNorm training steps on this batch before switching to evaluation mode</source>
        <translation>BatchNorm-Trainingsschritte auf diesem Batch vor dem Wechsel in den Auswertungsmodus</translation>
    </message>
    <message>
        <source>Lesson: row (1, 2, 3, 4), column (1, 3, 5)</source>
        <translation>Lektion: Zeile (1, 2, 3, 4), Spalte (1, 3, 5)</translation>
    </message>
    <message>
        <source>Batch-mate 5 → 11</source>
        <translation>Batch-Nachbar 5 → 11</translation>
    </message>
    <message>
        <source>Lesson: BatchNorm of [[1, 2], [3, 6]]</source>
        <translation>Lektion: BatchNorm von [[1, 2], [3, 6]]</translation>
    </message>
    <message>
        <source>Batch (edit any number)</source>
        <translation>Batch (jede Zahl editierbar)</translation>
    </message>
    <message>
        <source>LayerNorm: along each row</source>
        <translation>LayerNorm: entlang jeder Zeile</translation>
    </message>
    <message>
        <source>RMSNorm: row ÷ its RMS, no mean</source>
        <translation>RMSNorm: Zeile ÷ ihr RMS, kein Mittel</translation>
    </message>
    <message>
        <source>BatchNorm: down each column</source>
        <translation>BatchNorm: entlang jeder Spalte</translation>
    </message>
    <message>
        <source>BatchNorm, evaluation mode</source>
        <translation>BatchNorm, Auswertungsmodus</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number from -1000000 to 1000000; the batch keeps %2.</source>
        <translation>„%1“ ist keine Zahl von -1000000 bis 1000000; der Batch behält %2.</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>std</source>
        <translation>Std.</translation>
    </message>
    <message>
        <source>rms</source>
        <translation>RMS</translation>
    </message>
    <message>
        <source>running mean</source>
        <translation>gleitendes Mittel</translation>
    </message>
    <message>
        <source>running var</source>
        <translation>gleitende Varianz</translation>
    </message>
    <message>
        <source>Example 1, feature 1 (%1) after BatchNorm: %2</source>
        <translation>Beispiel 1, Merkmal 1 (%1) nach BatchNorm: %2</translation>
    </message>
    <message>
        <source>; with the last example&apos;s %1 → %2: %3. LayerNorm: %4 either way.</source>
        <translation>; mit %1 → %2 im letzten Beispiel: %3. LayerNorm: %4 in beiden Fällen.</translation>
    </message>
    <message>
        <source>Add %1 to every entry: LayerNorm&apos;s output moves by at most %2, RMSNorm&apos;s by %3.</source>
        <translation>%1 zu jedem Eintrag addieren: Die Ausgabe von LayerNorm bewegt sich um höchstens %2, die von RMSNorm um %3.</translation>
    </message>
    <message>
        <source>After %1 training step(s) at momentum %2, evaluation mode gives example 1, feature 1 %3; training mode gives %4.</source>
        <translation>Nach %1 Trainingsschritt(en) mit Momentum %2 gibt der Auswertungsmodus für Beispiel 1, Merkmal 1 %3, der Trainingsmodus %4.</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapFigure</name>
    <message>
        <source>Phase map: the first-to-last gradient ratio over init std and depth</source>
        <translation>Phasenkarte: das Verhältnis erster zu letzter Gradient über Init-Std. und Tiefe</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapLauncher</name>
    <message>
        <source>Phase map</source>
        <translation>Phasenkarte</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapWidget</name>
    <message>
        <source>not computed yet</source>
        <translation>noch nicht berechnet</translation>
    </message>
    <message>
        <source>undefined (the last gradient is exactly 0)</source>
        <translation>undefiniert (der letzte Gradient ist exakt 0)</translation>
    </message>
    <message>
        <source>first gradient exactly 0</source>
        <translation>erster Gradient exakt 0</translation>
    </message>
    <message>
        <source>first/last gradient %1</source>
        <translation>erster/letzter Gradient %1</translation>
    </message>
    <message>
        <source>depth %1, init std %2: %3</source>
        <translation>Tiefe %1, Init-Std. %2: %3</translation>
    </message>
    <message>
        <source>init std (log scale)</source>
        <translation>Init-Std. (logarithmisch)</translation>
    </message>
    <message>
        <source>critical std (theory)</source>
        <translation>kritische Std. (Theorie)</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>Tiefe</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapWindow</name>
    <message>
        <source>&amp;Map this network</source>
        <translation>Dieses Netz &amp;kartieren</translation>
    </message>
    <message>
        <source>Export image…</source>
        <translation>Bild exportieren…</translation>
    </message>
    <message>
        <source>Phase map: %1</source>
        <translation>Phasenkarte: %1</translation>
    </message>
    <message>
        <source>First-to-last gradient ratio over init std and depth (width %1, batch %2). Blue: vanishing, red: exploding. Hover a cell for its numbers, click it to load it.</source>
        <translation>Verhältnis erster zu letzter Gradient über Init-Std. und Tiefe (Breite %1, Batch %2). Blau: verschwindend, rot: explodierend. Zeigen Sie auf eine Zelle für ihre Zahlen, klicken Sie, um sie zu laden.</translation>
    </message>
    <message>
        <source>Computing %1 cells…</source>
        <translation>Berechne %1 Zellen…</translation>
    </message>
    <message>
        <source>Done: %1 cells.</source>
        <translation>Fertig: %1 Zellen.</translation>
    </message>
    <message>
        <source>Stale: this map is of %1; the window now shows %2. Clicking a cell is off.</source>
        <translation>Veraltet: Diese Karte gilt für %1; das Fenster zeigt jetzt %2. Klicken auf Zellen ist aus.</translation>
    </message>
    <message>
        <source>The window&apos;s network is not on this map.</source>
        <translation>Das Netz des Fensters liegt nicht auf dieser Karte.</translation>
    </message>
    <message>
        <source>init std %1, depth %2</source>
        <translation>Init-Std. %1, Tiefe %2</translation>
    </message>
    <message>
        <source>Ring: the window&apos;s network (%1).</source>
        <translation>Ring: das Netz des Fensters (%1).</translation>
    </message>
    <message>
        <source>The window&apos;s network (%1) lies outside this map (init std %2 to %3, depth %4 to %5).</source>
        <translation>Das Netz des Fensters (%1) liegt außerhalb dieser Karte (Init-Std. %2 bis %3, Tiefe %4 bis %5).</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>gradflow::PinRequest</name>
    <message>
        <source>Not pinned: its computation was cancelled.</source>
        <translation>Nicht angeheftet: Seine Berechnung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Not pinned: that network was not computed (the reason is over the charts).</source>
        <translation>Nicht angeheftet: Dieses Netz wurde nicht berechnet (der Grund steht über den Diagrammen).</translation>
    </message>
    <message>
        <source>Not pinned: the controls changed before that network was computed; press Ctrl+P again.</source>
        <translation>Nicht angeheftet: Die Regler haben sich geändert, bevor dieses Netz berechnet war; drücken Sie erneut Ctrl+P.</translation>
    </message>
    <message>
        <source>Pinning as soon as this network is computed…</source>
        <translation>Wird angeheftet, sobald dieses Netz berechnet ist…</translation>
    </message>
    <message>
        <source>Nothing to pin yet.</source>
        <translation>Noch nichts zum Anheften.</translation>
    </message>
    <message>
        <source>Up to %1 pins: remove one first (Ctrl+Shift+P).</source>
        <translation>Höchstens %1 Pins: Entfernen Sie zuerst einen (Ctrl+Shift+P).</translation>
    </message>
    <message>
        <source>Pinned %1.</source>
        <translation>%1 angeheftet.</translation>
    </message>
    <message>
        <source>Not pinned: that transformer was not computed (the reason is over the charts).</source>
        <translation>Nicht angeheftet: Dieser Transformer wurde nicht berechnet (der Grund steht über den Diagrammen).</translation>
    </message>
    <message>
        <source>Not pinned: the pins are dense networks, drawn per layer, and a transformer is drawn per sub-layer: no axis holds both. Remove them first (Ctrl+Shift+P).</source>
        <translation>Nicht angeheftet: Die Pins sind dichte Netze, pro Schicht gezeichnet, ein Transformer aber pro Teilschicht: Keine Achse fasst beides. Entfernen Sie sie zuerst (Ctrl+Shift+P).</translation>
    </message>
    <message>
        <source>Not pinned: the pins are transformers, drawn per sub-layer, and a dense network is drawn per layer: no axis holds both. Remove them first (Ctrl+Shift+P).</source>
        <translation>Nicht angeheftet: Die Pins sind Transformer, pro Teilschicht gezeichnet, ein dichtes Netz aber pro Schicht: Keine Achse fasst beides. Entfernen Sie sie zuerst (Ctrl+Shift+P).</translation>
    </message>
</context>
<context>
    <name>gradflow::PinsStatus</name>
    <message>
        <source>Cancel pins</source>
        <translation>Pins abbrechen</translation>
    </message>
    <message>
        <source>Stop computing these pins (Esc); the pins stay as they were.</source>
        <translation>Die Berechnung dieser Pins anhalten (Esc); die Pins bleiben, wie sie waren.</translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <translation>%1; %2.</translation>
    </message>
    <message>
        <source>Cancelled %1; %2.</source>
        <translation>%1 abgebrochen; %2.</translation>
    </message>
    <message>
        <source>Computing %1: %2 of %3 (%4, width %5, batch %6)…</source>
        <translation>Berechne %1: %2 von %3 (%4, Breite %5, Batch %6)…</translation>
    </message>
    <message>
        <source>Computing %1: %2 of %3 (%4, batch %5)…</source>
        <translation>Berechne %1: %2 von %3 (%4, Batch %5)…</translation>
    </message>
</context>
<context>
    <name>gradflow::PresetBox</name>
    <message>
        <source>The lesson&apos;s setups; choosing one sets every control.</source>
        <translation>Die Aufbauten der Lektion; eine Wahl setzt alle Regler.</translation>
    </message>
    <message>
        <source>(custom)</source>
        <translation>(eigene)</translation>
    </message>
</context>
<context>
    <name>gradflow::ReadoutPanel</name>
    <message>
        <source>What the gradient does</source>
        <translation>Was der Gradient tut</translation>
    </message>
    <message>
        <source>First/last gradient</source>
        <translation>Erster/letzter Gradient</translation>
    </message>
    <message>
        <source>‖∂loss/∂h₀‖ / ‖∂loss/∂h_{L−1}‖: the gradient at layer 0 over the one at layer L−1 (entering layers 1 and L). Relative mode plots its inverse at layer L−1.</source>
        <translation>‖∂Verlust/∂h₀‖ / ‖∂Verlust/∂h_{L−1}‖: der Gradient in Schicht 0 über dem in Schicht L−1 (Eingang der Schichten 1 und L). Der relative Modus zeichnet seinen Kehrwert in Schicht L−1.</translation>
    </message>
    <message>
        <source>Per-layer factor ρ</source>
        <translation>Faktor pro Schicht ρ</translation>
    </message>
    <message>
        <source>The first/last ratio spread evenly over the layers: 1 is healthy, below 1 vanishing, above 1 exploding.</source>
        <translation>Das Verhältnis erster/letzter gleichmäßig auf die Schichten verteilt: 1 ist gesund, unter 1 verschwindend, über 1 explodierend.</translation>
    </message>
    <message>
        <source>Global gradient norm</source>
        <translation>Globale Gradientennorm</translation>
    </message>
    <message>
        <source>Length of all weight gradients together, as clip_grad_norm_ measures it.</source>
        <translation>Länge aller Gewichtsgradienten zusammen, wie clip_grad_norm_ sie misst.</translation>
    </message>
    <message>
        <source>Clipping limit: the factor below is what clip_grad_norm_ would scale every gradient by.</source>
        <translation>Clip-Grenze: Der Faktor darunter ist der, mit dem clip_grad_norm_ jeden Gradienten skalieren würde.</translation>
    </message>
    <message>
        <source>Clip at</source>
        <translation>Clip bei</translation>
    </message>
    <message>
        <source>Clip factor</source>
        <translation>Clip-Faktor</translation>
    </message>
    <message>
        <source>What clip_grad_norm_ at the limit above would scale every gradient by (1: no clipping).</source>
        <translation>Womit clip_grad_norm_ bei der Grenze oben jeden Gradienten skalieren würde (1: kein Clipping).</translation>
    </message>
    <message>
        <source>Weight grad. last/first</source>
        <translation>Gewichtsgrad. letzte/erste</translation>
    </message>
    <message>
        <source>‖∂loss/∂W_L‖ / ‖∂loss/∂W_1‖: above 1 the weight gradients pile up near the output (Post-LN), below 1 near the input (Pre-LN).</source>
        <translation>‖∂Verlust/∂W_L‖ / ‖∂Verlust/∂W_1‖: Über 1 häufen sich die Gewichtsgradienten nahe der Ausgabe (Post-LN), unter 1 nahe der Eingabe (Pre-LN).</translation>
    </message>
</context>
<context>
    <name>gradflow::ResidualChainPage</name>
    <message>
        <source>Residual chain: the skip path&apos;s &quot;1 +&quot;</source>
        <translation>Residualkette: die „1 +“ des Skip-Pfads</translation>
    </message>
    <message>
        <source>Each block&apos;s own slope ∂F/∂h</source>
        <translation>Eigene Steigung ∂F/∂h jedes Blocks</translation>
    </message>
    <message>
        <source>Blocks L</source>
        <translation>Blöcke L</translation>
    </message>
    <message>
        <source>Block slope s</source>
        <translation>Blocksteigung s</translation>
    </message>
    <message>
        <source>Lesson: s = 0.025, 10 blocks</source>
        <translation>Lektion: s = 0,025, 10 Blöcke</translation>
    </message>
    <message>
        <source>blocks stacked</source>
        <translation>gestapelte Blöcke</translation>
    </message>
    <message>
        <source>gradient reaching the input</source>
        <translation>Gradient am Eingang</translation>
    </message>
    <message>
        <source>After %1 blocks: plain %2, residual %3</source>
        <translation>Nach %1 Blöcken: einfach %2, residual %3</translation>
    </message>
    <message>
        <source>A plain block multiplies the gradient by its slope s = %1; a residual block by 1 + s = %2, because the skip path passes the gradient on untouched.</source>
        <translation>Ein einfacher Block multipliziert den Gradienten mit seiner Steigung s = %1, ein Residualblock mit 1 + s = %2: Der Skip-Pfad reicht ihn unverändert weiter.</translation>
    </message>
    <message>
        <source>plain: × %1 per block</source>
        <translation>einfach: × %1 pro Block</translation>
    </message>
    <message>
        <source>residual: × %1 per block</source>
        <translation>residual: × %1 pro Block</translation>
    </message>
</context>
<context>
    <name>gradflow::ResidualScalingPage</name>
    <message>
        <source>Residual scaling: GPT-2&apos;s 1/√(2N)</source>
        <translation>Residualskalierung: 1/√(2N) von GPT-2</translation>
    </message>
    <message>
        <source>Layers N</source>
        <translation>Schichten N</translation>
    </message>
    <message>
        <source>Stream samples</source>
        <translation>Strom-Stichproben</translation>
    </message>
    <message>
        <source>Stream width</source>
        <translation>Strombreite</translation>
    </message>
    <message>
        <source>Lesson: N = 50 (100 writes)</source>
        <translation>Lektion: N = 50 (100-mal)</translation>
    </message>
    <message>
        <source>writes to the residual stream</source>
        <translation>Schreibvorgänge in den Residualstrom</translation>
    </message>
    <message>
        <source>Var(h) ÷ Var(h₀)</source>
        <translation>Var(h) ÷ Var(h₀)</translation>
    </message>
    <message>
        <source>After %1 layers (%2 writes): unscaled ×%3, scaled by 1/√(2N) ×%4</source>
        <translation>Nach %1 Schichten (%2 Schreibvorgänge): unskaliert ×%3, mit 1/√(2N) ×%4</translation>
    </message>
    <message>
        <source>Each layer writes twice (attention, then the feed-forward block), each write adding variance 1: unscaled the variance grows to 1 + 2N = %1 times its start; scaled by 1/√(2N) = %2, to 1 + 1 = 2. Measured on %3 × %4 numbers.</source>
        <translation>Jede Schicht schreibt zweimal (Attention, dann der Feed-Forward-Block), jeder Schreibvorgang fügt Varianz 1 hinzu: Unskaliert wächst die Varianz auf 1 + 2N = %1-mal ihren Anfangswert; skaliert mit 1/√(2N) = %2 auf 1 + 1 = 2. Gemessen an %3 × %4 Zahlen.</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>unskaliert</translation>
    </message>
    <message>
        <source>scaled by 1/√(2N)</source>
        <translation>skaliert mit 1/√(2N)</translation>
    </message>
</context>
<context>
    <name>gradflow::SlideFigure</name>
    <message>
        <source>the figure cannot be drawn in %1x%2</source>
        <translation>Die Abbildung lässt sich in %1x%2 nicht zeichnen</translation>
    </message>
    <message>
        <source>Not exported: %1.</source>
        <translation>Nicht exportiert: %1.</translation>
    </message>
</context>
<context>
    <name>gradflow::StatusLine</name>
    <message>
        <source>Exported %1.</source>
        <translation>%1 exportiert.</translation>
    </message>
</context>
<context>
    <name>gradflow::SubLayerOverlay</name>
    <message>
        <source>no norm</source>
        <translation>keine Norm</translation>
    </message>
    <message>
        <source>post-%1</source>
        <translation>Post-%1</translation>
    </message>
    <message>
        <source>pre-%1</source>
        <translation>Pre-%1</translation>
    </message>
    <message>
        <source>%1 blocks × %2, %3, std %4</source>
        <translation>%1 Blöcke × %2, %3, Std %4</translation>
    </message>
</context>
<context>
    <name>gradflow::TheoryPanel</name>
    <message>
        <source>Infinite-width theory</source>
        <translation>Theorie unendlicher Breite</translation>
    </message>
    <message>
        <source>Dashed &amp;theory line</source>
        <translation>Gestrichelte &amp;Theorielinie</translation>
    </message>
    <message>
        <source>The mean-field prediction (infinitely wide layers) drawn dashed over the signal and gradient charts.</source>
        <translation>Die Mean-Field-Vorhersage (unendlich breite Schichten), gestrichelt über den Signal- und Gradientendiagrammen.</translation>
    </message>
    <message>
        <source>Per-layer factor ρ as the theory predicts it, and as this network measures it.</source>
        <translation>Faktor pro Schicht ρ, wie die Theorie ihn vorhersagt und wie dieses Netz ihn misst.</translation>
    </message>
    <message>
        <source>ρ theory / measured</source>
        <translation>ρ Theorie / gemessen</translation>
    </message>
    <message>
        <source>The dashed line is the infinite-width limit less the drift of a typical network of this width: each layer&apos;s random factor has a log-normal spread, so a typical seed sits below the limit, more so the deeper and narrower the network (Hanin and Nica).</source>
        <translation>Die gestrichelte Linie ist der Grenzfall unendlicher Breite abzüglich der Drift eines typischen Netzes dieser Breite: Der Zufallsfaktor jeder Schicht ist log-normal gestreut, daher liegt ein typischer Seed unter dem Grenzfall, umso mehr, je tiefer und schmaler das Netz ist (Hanin und Nica).</translation>
    </message>
    <message>
        <source>Finite width</source>
        <translation>Endliche Breite</translation>
    </message>
    <message>
        <source>The weight std at which the per-layer gradient factor χ is 1 for this activation: the edge between vanishing and exploding (ReLU √(2/n), tanh 1/√n).</source>
        <translation>Die Gewichts-Std., bei der der Gradientenfaktor χ pro Schicht für diese Aktivierungsfunktion 1 ist: die Grenze zwischen verschwindend und explodierend (ReLU √(2/n), tanh 1/√n).</translation>
    </message>
    <message>
        <source>Set std to critical</source>
        <translation>Std. auf kritisch setzen</translation>
    </message>
    <message>
        <source>Switch to a custom std equal to the critical value.</source>
        <translation>Zu einer eigenen Std. gleich dem kritischen Wert wechseln.</translation>
    </message>
    <message>
        <source>Critical std</source>
        <translation>Kritische Std.</translation>
    </message>
    <message>
        <source>How many units of a layer differ somewhere in the batch. Zero or constant init makes them all the same: each gets the same gradient, so training never separates them.</source>
        <translation>Wie viele Einheiten einer Schicht sich irgendwo im Batch unterscheiden. Null- oder konstante Initialisierung macht sie alle gleich: Jede erhält denselben Gradienten, und das Training trennt sie nie.</translation>
    </message>
    <message>
        <source>Distinct units</source>
        <translation>Verschiedene Einheiten</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>nicht verfügbar: %1</translation>
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
        <translation>die Pins des Schritts</translation>
    </message>
    <message>
        <source>the step is shown without them</source>
        <translation>der Schritt wird ohne sie gezeigt</translation>
    </message>
    <message>
        <source>The built-in tour, step 1: Page Down for the next step.</source>
        <translation>Die eingebaute Tour, Schritt 1: Bild ab für den nächsten Schritt.</translation>
    </message>
</context>
<context>
    <name>gradflow::TourPanel</name>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Zurück</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>Weiter →</translation>
    </message>
    <message>
        <source>&amp;Lesson panel</source>
        <translation>&amp;Lektionsleiste</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Next lesson step</source>
        <translation>Nächster Lektionsschritt</translation>
    </message>
    <message>
        <source>Previous lesson step</source>
        <translation>Vorheriger Lektionsschritt</translation>
    </message>
    <message>
        <source>built-in tour</source>
        <translation>eingebaute Tour</translation>
    </message>
    <message>
        <source>Step %1 of %2 (Page Down: next, Page Up: back)</source>
        <translation>Schritt %1 von %2 (Bild ab: weiter, Bild auf: zurück)</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainWorker</name>
    <message>
        <source>Training this network needs at least %1 but the memory limit is %2: reduce depth, width or batch.</source>
        <translation>Das Training dieses Netzes braucht mindestens %1, aber die Speichergrenze ist %2: Verringern Sie Tiefe, Breite oder Batch.</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingControls</name>
    <message>
        <source>Steps over which the learning rate rises linearly to its value (0: none)</source>
        <translation>Schritte, über die die Lernrate linear auf ihren Wert steigt (0: keine)</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Warm-up</translation>
    </message>
    <message>
        <source>Standard deviation of the starting weights (a custom init; orthogonal weights keep their kind and take it as their gain over √n)</source>
        <translation>Standardabweichung der Startgewichte (eine eigene Initialisierung; orthogonale Gewichte behalten ihre Art und nehmen sie als Gain über √n)</translation>
    </message>
    <message>
        <source>Network: depth</source>
        <translation>Netz: Tiefe</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Aktivierung</translation>
    </message>
    <message>
        <source>Init std</source>
        <translation>Init-Std.</translation>
    </message>
    <message>
        <source>Clip at %1</source>
        <translation>Clip bei %1</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingPanel</name>
    <message>
        <source>Weight change ‖Wₜ − W₀‖ / ‖W₀‖</source>
        <translation>Gewichtsänderung ‖Wₜ − W₀‖ / ‖W₀‖</translation>
    </message>
    <message>
        <source>lost to rounding</source>
        <translation>durch Rundung verloren</translation>
    </message>
    <message>
        <source>Training cancelled.</source>
        <translation>Training abgebrochen.</translation>
    </message>
    <message>
        <source>Training starts when this tab is shown.</source>
        <translation>Das Training beginnt, wenn dieser Reiter gezeigt wird.</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>vorhergesagt</translation>
    </message>
    <message>
        <source>rounding</source>
        <translation>Rundung</translation>
    </message>
    <message>
        <source>orange dashes: rounding u</source>
        <translation>orange Striche: Rundung u</translation>
    </message>
    <message>
        <source>rounding u = %1, far under the curves, not drawn</source>
        <translation>Rundung u = %1, weit unter den Kurven, nicht gezeichnet</translation>
    </message>
    <message>
        <source>Grey dashes: step 1 as predicted for this optimizer; %1; orange squares (● in the map): lost to rounding, moved less than u of their size. Map: white 10⁻³, the rule of thumb; blue less, red more; light grey: no ratio (zero weights).</source>
        <translation>Graue Striche: Schritt 1, wie für diesen Optimierer vorhergesagt; %1; orange Quadrate (● in der Karte): durch Rundung verloren, um weniger als u ihrer Größe bewegt. Karte: weiß 10⁻³, die Faustregel; blau weniger, rot mehr; hellgrau: kein Verhältnis (Nullgewichte).</translation>
    </message>
    <message>
        <source>Training: step %1 of %2</source>
        <translation>Training: Schritt %1 von %2</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>nicht berechnet</translation>
    </message>
    <message>
        <source>%1 steps in %2 ms: loss %3 → %4</source>
        <translation>%1 Schritte in %2 ms: Verlust %3 → %4</translation>
    </message>
    <message>
        <source>; the clip fired in %1 of %2 steps</source>
        <translation>; der Clip griff in %1 von %2 Schritten</translation>
    </message>
    <message>
        <source>; layer 1 moved %1, layer %2 moved %3 of their size</source>
        <translation>; Schicht 1 bewegte sich um %1, Schicht %2 um %3 ihrer Größe</translation>
    </message>
    <message>
        <source>1 step</source>
        <translation>1 Schritt</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 Schritte</translation>
    </message>
    <message>
        <source>Trained %1 in %2 ms, then diverged.</source>
        <translation>%1 trainiert in %2 ms, dann divergiert.</translation>
    </message>
    <message>
        <source>Trained %1 in %2 ms.</source>
        <translation>%1 trainiert in %2 ms.</translation>
    </message>
    <message>
        <source>, width %1, batch %2, %3, seed %4 · %5, lr %6, %7 steps</source>
        <translation>, Breite %1, Batch %2, %3, Seed %4 · %5, lr %6, %7 Schritte</translation>
    </message>
    <message>
        <source>, clip at %1</source>
        <translation>, Clip bei %1</translation>
    </message>
    <message>
        <source>, warm-up %1</source>
        <translation>, Warm-up %1</translation>
    </message>
    <message>
        <source>; block 1 moved %1, block %2 moved %3 of their size</source>
        <translation>; Block 1 bewegte sich um %1, Block %2 um %3 ihrer Größe</translation>
    </message>
    <message>
        <source> (%1 key/value)</source>
        <translation> (%1 Key/Value)</translation>
    </message>
    <message>
        <source>, %1 MLP %2 wide</source>
        <translation>, %1-MLP %2 breit</translation>
    </message>
    <message>
        <source>, gated %1 MLP %2 wide</source>
        <translation>, gegatetes %1-MLP %2 breit</translation>
    </message>
    <message>
        <source>, init std %1</source>
        <translation>, Init-Std. %1</translation>
    </message>
    <message>
        <source>, output projections ×%1</source>
        <translation>, Ausgabeprojektionen ×%1</translation>
    </message>
    <message>
        <source>, sequence %1, vocab %2, %3</source>
        <translation>, Sequenz %1, Vokabular %2, %3</translation>
    </message>
    <message>
        <source>, tied head</source>
        <translation>, Kopf an die Embeddings gebunden</translation>
    </message>
    <message>
        <source>Transformer, %1 blocks, %2 heads</source>
        <translation>Transformer, %1 Blöcke, %2 Köpfe</translation>
    </message>
    <message>
        <source>learned positions</source>
        <translation>gelernte Positionen</translation>
    </message>
    <message>
        <source>no norm</source>
        <translation>keine Norm</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>keine Positionen</translation>
    </message>
    <message>
        <source>post-%1</source>
        <translation>Post-%1</translation>
    </message>
    <message>
        <source>pre-%1</source>
        <translation>Pre-%1</translation>
    </message>
    <message>
        <source>rotary positions</source>
        <translation>rotierende Positionen</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingVeil</name>
    <message>
        <source>Showing the previous run while this step&apos;s network trains.</source>
        <translation>Zeige den vorigen Lauf, während das Netz dieses Schritts trainiert.</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerBandsWorker</name>
    <message>
        <source>One seed&apos;s pass needs at least %1, but beside the network&apos;s own weights %2 are left under the memory limit: raise &quot;max-memory&quot; for the band</source>
        <translation>Der Durchlauf eines Seeds braucht mindestens %1, neben den eigenen Gewichten des Netzes bleiben unter der Speichergrenze aber %2: Erhöhen Sie &quot;max-memory&quot; für das Band</translation>
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
        <translation>Dichte Blöcke (je eine lineare Schicht und eine Aktivierung) oder ein Decoder-only-Transformer: Attention und ein MLP pro Block, jeweils in einer Residualverbindung.</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Köpfe</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>Key/Value-Köpfe</translation>
    </message>
    <message>
        <source>as heads</source>
        <translation>wie Köpfe</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>MLP-Breite</translation>
    </message>
    <message>
        <source>4 × width</source>
        <translation>4 × Breite</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Gated MLP (SwiGLU)</source>
        <translation>Gated MLP (SwiGLU)</translation>
    </message>
    <message>
        <source>Tied head</source>
        <translation>Gekoppelter Kopf</translation>
    </message>
    <message>
        <source>For a transformer the dense network&apos;s readouts, its theory and the Jacobian tab are not shown: they describe dense networks. Choose MLP beside the preset to return to them.</source>
        <translation>Für einen Transformer werden die Messwerte, die Theorie und der Jacobi-Reiter des dichten Netzes nicht gezeigt: Sie beschreiben dichte Netze. Wählen Sie MLP neben der Vorlage, um zu ihnen zurückzukehren.</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerPanel</name>
    <message>
        <source>Residual stream RMS and the gradient reaching it, per sub-layer</source>
        <translation>RMS des Residualstroms und der Gradient dorthin, pro Teilschicht</translation>
    </message>
    <message>
        <source>Weight gradient norm, per matrix</source>
        <translation>Norm des Gewichtsgradienten, pro Matrix</translation>
    </message>
    <message>
        <source>Attention entropy (nats)</source>
        <translation>Attention-Entropie (nats)</translation>
    </message>
    <message>
        <source>A transformer&apos;s series appear here once it is computed.</source>
        <translation>Die Reihen eines Transformers erscheinen hier, sobald er berechnet ist.</translation>
    </message>
    <message>
        <source>residual RMS</source>
        <translation>Residual-RMS</translation>
    </message>
    <message>
        <source>gradient reaching it</source>
        <translation>Gradient dorthin</translation>
    </message>
    <message>
        <source>after attention</source>
        <translation>nach Attention</translation>
    </message>
    <message>
        <source>after MLP</source>
        <translation>nach MLP</translation>
    </message>
    <message>
        <source>uniform attention</source>
        <translation>gleichmäßige Attention</translation>
    </message>
    <message>
        <source>attention entropy</source>
        <translation>Attention-Entropie</translation>
    </message>
    <message>
        <source>Transformer at initialization: %1 blocks × %2 wide, %3 heads, sequence %4, batch %5.</source>
        <translation>Transformer bei der Initialisierung: %1 Blöcke × %2 breit, %3 Köpfe, Sequenz %4, Batch %5.</translation>
    </message>
    <message>
        <source> Loss %1 nats.</source>
        <translation> Verlust %1 nats.</translation>
    </message>
    <message>
        <source> Over the memory limit: weights drawn again where needed, blocks recomputed in the backward pass.</source>
        <translation> Über der Speichergrenze: Gewichte bei Bedarf neu gezogen, Blöcke im Rückwärtsdurchlauf neu berechnet.</translation>
    </message>
    <message>
        <source>Residual stream RMS and the gradient, relative to the embeddings</source>
        <translation>RMS des Residualstroms und der Gradient, relativ zu den Embeddings</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerParts</name>
    <message>
        <source>Architecture:</source>
        <translation>Architektur:</translation>
    </message>
    <message>
        <source>For the dense network only: a transformer&apos;s Jacobian is not analysed here yet. Choose MLP as the architecture.</source>
        <translation>Nur für das dichte Netz: Die Jacobi-Matrix eines Transformers wird hier noch nicht analysiert. Wählen Sie MLP als Architektur.</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerView</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop computing this transformer; the charts keep the last one computed.</source>
        <translation>Die Berechnung dieses Transformers anhalten; die Diagramme behalten den zuletzt berechneten.</translation>
    </message>
    <message>
        <source>Computing the new network; these charts show the previous one.</source>
        <translation>Berechne das neue Netz; diese Diagramme zeigen das vorige.</translation>
    </message>
    <message>
        <source>Computing this transformer (progress below)…</source>
        <translation>Berechne diesen Transformer (Fortschritt unten)…</translation>
    </message>
    <message>
        <source>Cancelled; the charts show the last transformer computed.</source>
        <translation>Abgebrochen; die Diagramme zeigen den zuletzt berechneten Transformer.</translation>
    </message>
    <message>
        <source>Cancelled: these charts show the last transformer computed, not the controls&apos; settings.</source>
        <translation>Abgebrochen: Diese Diagramme zeigen den zuletzt berechneten Transformer, nicht die Einstellungen der Regler.</translation>
    </message>
    <message>
        <source>Computed in %1 ms.</source>
        <translation>Berechnet in %1 ms.</translation>
    </message>
    <message>
        <source>; the charts show the last transformer computed.</source>
        <translation>; die Diagramme zeigen den zuletzt berechneten Transformer.</translation>
    </message>
    <message>
        <source>Not computed: %1. These charts show the last transformer computed.</source>
        <translation>Nicht berechnet: %1. Diese Diagramme zeigen den zuletzt berechneten Transformer.</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>Nicht berechnet: %1</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerWorker</name>
    <message>
        <source>This transformer needs at least %1 but the memory limit is %2: reduce blocks, width, sequence length, vocabulary or batch, or raise &quot;max-memory&quot;</source>
        <translation>Dieser Transformer braucht mindestens %1, aber die Speichergrenze ist %2: Verringern Sie Blöcke, Breite, Sequenzlänge, Vokabular oder Batch, oder erhöhen Sie „max-memory“</translation>
    </message>
</context>
<context>
    <name>gradflow::UpdateHeatmap</name>
    <message>
        <source>after step</source>
        <translation>nach Schritt</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Update / weight per layer and step</source>
        <translation>Update / Gewicht pro Schicht und Schritt</translation>
    </message>
    <message>
        <source>No step yet</source>
        <translation>Noch kein Schritt</translation>
    </message>
    <message>
        <source>diverged here (step %1)</source>
        <translation>hier divergiert (Schritt %1)</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>%1 rule</source>
        <translation>%1-Regel</translation>
    </message>
    <message>
        <source>Update / weight per block and step</source>
        <translation>Update / Gewicht pro Block und Schritt</translation>
    </message>
    <message>
        <source>block</source>
        <translation>Block</translation>
    </message>
</context>
<context>
    <name>gradflow::WalkthroughDialog</name>
    <message>
        <source>The walkthrough is missing from this build: see README.md, &quot;A five-minute walkthrough&quot;.</source>
        <translation>Die Anleitung fehlt in diesem Build: siehe README.md, „A five-minute walkthrough“.</translation>
    </message>
    <message>
        <source>Five-minute walkthrough</source>
        <translation>Fünf-Minuten-Rundgang</translation>
    </message>
</context>
<context>
    <name>gradflow::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open configuration…</source>
        <translation>Konfiguration ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save configuration…</source>
        <translation>Konfiguration &amp;speichern…</translation>
    </message>
    <message>
        <source>Open &amp;model config…</source>
        <translation>&amp;Modellkonfiguration öffnen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Open shipped m&amp;odel</source>
        <translation>Mitgeliefertes M&amp;odell öffnen</translation>
    </message>
    <message>
        <source>Open &amp;tour…</source>
        <translation>&amp;Tour öffnen…</translation>
    </message>
    <message>
        <source>Ctrl+Alt+O</source>
        <translation>Ctrl+Alt+O</translation>
    </message>
    <message>
        <source>Open s&amp;ession…</source>
        <translation>S&amp;itzung öffnen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Save session…</source>
        <translation>Sitzung speichern…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Export charts…</source>
        <translation>Diagramme &amp;exportieren…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;data…</source>
        <translation>&amp;Daten exportieren…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Copy chart image</source>
        <translation>Diagrammbild ko&amp;pieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Relative to layer 0</source>
        <translation>&amp;Relativ zu Schicht 0</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>P&amp;hase map…</source>
        <translation>P&amp;hasenkarte…</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Layer &amp;histograms</source>
        <translation>Schichthisto&amp;gramme</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>&amp;Dunkles Design</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe palette</source>
        <translation>&amp;Farbenblind-sichere Palette</translation>
    </message>
    <message>
        <source>&amp;Lesson views</source>
        <translation>Lekti&amp;onsansichten</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Voreinstellungen</translation>
    </message>
    <message>
        <source>P&amp;ins</source>
        <translation>P&amp;ins</translation>
    </message>
    <message>
        <source>&amp;Pin current curves</source>
        <translation>Aktuelle Kurven an&amp;heften</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Remove last pin</source>
        <translation>Letzten Pin &amp;entfernen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Remove &amp;all pins</source>
        <translation>&amp;Alle Pins entfernen</translation>
    </message>
    <message>
        <source>Ctrl+Alt+P</source>
        <translation>Ctrl+Alt+P</translation>
    </message>
    <message>
        <source>All pins removed.</source>
        <translation>Alle Pins entfernt.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>&amp;Tasten…</translation>
    </message>
    <message>
        <source>&amp;Start the tour</source>
        <translation>Tour &amp;starten</translation>
    </message>
    <message>
        <source>Five-minute &amp;walkthrough…</source>
        <translation>Fünf-Minuten-&amp;Rundgang…</translation>
    </message>
    <message>
        <source>&amp;About GradFlow</source>
        <translation>&amp;Über GradFlow</translation>
    </message>
    <message>
        <source>About GradFlow</source>
        <translation>Über GradFlow</translation>
    </message>
    <message>
        <source>GradFlow shows why deep networks fail to train: one forward and one backward pass of a random network at initialization, every layer measured exactly.&lt;br&gt;&lt;br&gt;Help &amp;gt; Start the tour walks the lecture step by step (Page Down, Page Up); Help &amp;gt; Five-minute walkthrough gives the walkthrough of the README; Help &amp;gt; Keys lists every key.</source>
        <translation>GradFlow zeigt, warum tiefe Netze nicht trainieren: ein Vorwärts- und ein Rückwärtsdurchlauf eines zufälligen Netzes bei der Initialisierung, jede Schicht exakt gemessen.&lt;br&gt;&lt;br&gt;Hilfe &amp;gt; Tour starten führt Schritt für Schritt durch die Vorlesung (Bild ab, Bild auf); Hilfe &amp;gt; Fünf-Minuten-Rundgang zeigt den Rundgang aus dem README; Hilfe &amp;gt; Tasten listet jede Taste.</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source> Preset: </source>
        <translation> Voreinstellung: </translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Neuer Seed</translation>
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
        <translation>alle Gewichte %1</translation>
    </message>
    <message>
        <source>orthogonal gain %1</source>
        <translation>orthogonal, Verstärkung %1</translation>
    </message>
    <message>
        <source>, residual</source>
        <translation>, residual</translation>
    </message>
    <message>
        <source>, head</source>
        <translation>, Ausgabeschicht</translation>
    </message>
    <message>
        <source>, depth %1</source>
        <translation>, Tiefe %1</translation>
    </message>
    <message>
        <source>in the loss</source>
        <translation>im Verlust</translation>
    </message>
    <message>
        <source>in the head</source>
        <translation>in der Ausgabeschicht</translation>
    </message>
    <message>
        <source>in layer %1</source>
        <translation>in Schicht %1</translation>
    </message>
    <message>
        <source>the signal overflowed (weights too large)</source>
        <translation>das Signal lief über (Gewichte zu groß)</translation>
    </message>
    <message>
        <source>the loss overflowed (outputs too large)</source>
        <translation>der Verlust lief über (Ausgaben zu groß)</translation>
    </message>
    <message>
        <source>the gradient overflowed (weights or learning rate too large)</source>
        <translation>der Gradient lief über (Gewichte oder Lernrate zu groß)</translation>
    </message>
    <message>
        <source>the weights overflowed (learning rate too large)</source>
        <translation>die Gewichte liefen über (Lernrate zu groß)</translation>
    </message>
    <message>
        <source>the normalization divided by zero: a group&apos;s values are all equal and norm-eps is 0 (give eps &gt; 0)</source>
        <translation>die Normierung teilte durch null: alle Werte einer Gruppe sind gleich und norm-eps ist 0 (eps &gt; 0 wählen)</translation>
    </message>
    <message>
        <source>diverged at step %1 %2: %3</source>
        <translation>divergiert in Schritt %1 %2: %3</translation>
    </message>
    <message>
        <source>Fuss-Catalan</source>
        <translation>Fuss-Catalan</translation>
    </message>
    <message>
        <source>all equal</source>
        <translation>alle gleich</translation>
    </message>
    <message>
        <source>free multiplicative, Gaussian weights</source>
        <translation>frei multiplikativ, gaußsche Gewichte</translation>
    </message>
    <message>
        <source>free multiplicative, orthogonal weights</source>
        <translation>frei multiplikativ, orthogonale Gewichte</translation>
    </message>
    <message>
        <source>no closed form is known with residual connections</source>
        <translation>mit Residualverbindungen ist keine geschlossene Form bekannt</translation>
    </message>
    <message>
        <source>no closed form is known with a normalization layer</source>
        <translation>mit einer Normierungsschicht ist keine geschlossene Form bekannt</translation>
    </message>
    <message>
        <source>no closed form is known with biases (torch-default init)</source>
        <translation>mit Biases ist keine geschlossene Form bekannt (torch-default-Init)</translation>
    </message>
    <message>
        <source>for %1 the moments depend on the fixed point q* (Pennington et al. 2017); not shown</source>
        <translation>für %1 hängen die Momente vom Fixpunkt q* ab (Pennington et al. 2017); nicht gezeigt</translation>
    </message>
    <message>
        <source>known for Gaussian and orthogonal weights only</source>
        <translation>nur für gaußsche und orthogonale Gewichte bekannt</translation>
    </message>
    <message>
        <source>in the final norm and head</source>
        <translation>in der letzten Norm und der Ausgabeschicht</translation>
    </message>
    <message>
        <source>in the embeddings or the head</source>
        <translation>in den Embeddings oder der Ausgabeschicht</translation>
    </message>
    <message>
        <source>in the embeddings</source>
        <translation>in den Embeddings</translation>
    </message>
    <message>
        <source>in block %1</source>
        <translation>in Block %1</translation>
    </message>
</context>
</TS>

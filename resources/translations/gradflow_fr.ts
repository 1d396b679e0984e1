<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>BandCurve</name>
    <message>
        <source>min–max</source>
        <translation>min–max</translation>
    </message>
    <message>
        <source>±1 sd</source>
        <translation>±1 é.-t.</translation>
    </message>
    <message>
        <source>mean of %1 of %2 seeds, shaded %3</source>
        <translation>moyenne de %1 sur %2 graines, ombré %3</translation>
    </message>
    <message>
        <source>mean of %1 seeds, shaded %2</source>
        <translation>moyenne de %1 graines, ombré %2</translation>
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
        <translation>Exporter la vue</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg);;Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>indéfini</translation>
    </message>
    <message>
        <source>First/last gradient %1 · per-layer factor ρ %2 · global gradient norm %3 · clip factor %4 (clip at %5)</source>
        <translation>Gradient premier/dernier %1 · facteur par couche ρ %2 · norme globale du gradient %3 · facteur d&apos;écrêtage %4 (écrêtage à %5)</translation>
    </message>
    <message>
        <source>could not encode the PNG image; try SVG or PDF</source>
        <translation>impossible d&apos;encoder l&apos;image PNG ; essayez SVG ou PDF</translation>
    </message>
    <message>
        <source>%1: choose a file ending in .png, .svg or .pdf</source>
        <translation>%1 : choisissez un fichier se terminant par .png, .svg ou .pdf</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>95th percentile</source>
        <translation>95e centile</translation>
    </message>
    <message>
        <source>5th percentile</source>
        <translation>5e centile</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>The Jacobian&apos;s singular values: %1, width %2</source>
        <translation>Les valeurs singulières de la jacobienne : %1, largeur %2</translation>
    </message>
    <message>
        <source>Nothing computed yet: show the Jacobian tab and let it finish.</source>
        <translation>Rien n&apos;est encore calculé : affichez l&apos;onglet Jacobienne et laissez-le terminer.</translation>
    </message>
    <message>
        <source>0 (exactly)</source>
        <translation>0 (exactement)</translation>
    </message>
    <message>
        <source>%1 (rounding)</source>
        <translation>%1 (arrondi)</translation>
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
        <translation>, résiduel</translation>
    </message>
    <message>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>Training %1 layers: which of them learn</source>
        <translation>Entraînement de %1 couches : lesquelles apprennent</translation>
    </message>
    <message>
        <source>Nothing trained yet: show the Training tab and let it run.</source>
        <translation>Rien n&apos;est encore entraîné : affichez l&apos;onglet Entraînement et laissez-le tourner.</translation>
    </message>
    <message>
        <source>%1, width %2, batch %3</source>
        <translation>%1, largeur %2, lot %3</translation>
    </message>
    <message>
        <source>choose a smaller network or a preset (Alt+1)</source>
        <translation>choisissez un réseau plus petit ou un préréglage (Alt+1)</translation>
    </message>
    <message>
        <source>under a second left</source>
        <translation>moins d&apos;une seconde restante</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>environ %1 s restantes</translation>
    </message>
    <message>
        <source>about %1 min left</source>
        <translation>environ %1 min restantes</translation>
    </message>
    <message>
        <source>no estimate here: the line is the infinite-width limit</source>
        <translation>pas d&apos;estimation ici : la ligne est la limite de largeur infinie</translation>
    </message>
    <message>
        <source>width %1: layer 0&apos;s gradient %2 decades (×%3) below the infinite-width line</source>
        <translation>largeur %1 : gradient de la couche 0 à %2 décades (×%3) sous la ligne de largeur infinie</translation>
    </message>
    <message>
        <source>1 of %1: every unit the same (symmetry)</source>
        <translation>1 sur %1 : toutes les unités identiques (symétrie)</translation>
    </message>
    <message>
        <source>%1 of %1</source>
        <translation>%1 sur %1</translation>
    </message>
    <message>
        <source>at least %1 of %2</source>
        <translation>au moins %1 sur %2</translation>
    </message>
    <message>
        <source>; up to %1 silent on this batch (constant on every example)</source>
        <translation> ; jusqu&apos;à %1 muettes sur ce lot (constantes sur chaque exemple)</translation>
    </message>
    <message>
        <source>%1; depth %2 to %3, init std %4 to %5</source>
        <translation>%1 ; profondeur %2 à %3, é.-t. init. %4 à %5</translation>
    </message>
    <message>
        <source>Training %1 blocks: which of them learn</source>
        <translation>Entraînement de %1 blocs : lesquels apprennent</translation>
    </message>
</context>
<context>
    <name>TransformerPanel</name>
    <message>
        <source>Stream RMS %1 at the embeddings, %2 after block %3; weight gradient of block %3 / block 1: %4.</source>
        <translation>RMS du flux %1 aux plongements, %2 après le bloc %3 ; gradient des poids bloc %3 / bloc 1 : %4.</translation>
    </message>
</context>
<context>
    <name>gradflow</name>
    <message>
        <source>could not encode the PNG image; try SVG or PDF</source>
        <translation>impossible d&apos;encoder l&apos;image PNG ; essayez SVG ou PDF</translation>
    </message>
    <message>
        <source>%1: choose a file ending in .png, .svg or .pdf</source>
        <translation>%1 : choisissez un fichier se terminant par .png, .svg ou .pdf</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, socket or device), which could block the window; choose a file</source>
        <translation>ce n&apos;est pas un fichier ordinaire (tube, socket ou périphérique), ce qui pourrait bloquer la fenêtre ; choisissez un fichier</translation>
    </message>
    <message>
        <source>free some space or choose another folder</source>
        <translation>libérez de l&apos;espace ou choisissez un autre dossier</translation>
    </message>
    <message>
        <source>the name is a folder&apos;s; choose a file name</source>
        <translation>ce nom est celui d&apos;un dossier ; choisissez un nom de fichier</translation>
    </message>
    <message>
        <source>the file is larger than this process may write (ulimit -f); raise the limit or write less</source>
        <translation>le fichier dépasse ce que ce processus peut écrire (ulimit -f) ; relevez la limite ou écrivez moins</translation>
    </message>
    <message>
        <source>choose another file or folder</source>
        <translation>choisissez un autre fichier ou dossier</translation>
    </message>
    <message>
        <source>cannot read: %1; choose another file</source>
        <translation>lecture impossible : %1 ; choisissez un autre fichier</translation>
    </message>
    <message>
        <source>it is a folder; choose a file</source>
        <translation>c&apos;est un dossier ; choisissez un fichier</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>lecture impossible : %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2; choose another file</source>
        <translation>impossible d&apos;écrire %1 : %2 ; choisissez un autre fichier</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder; choose a file name</source>
        <translation>impossible d&apos;écrire %1 : c&apos;est un dossier ; choisissez un nom de fichier</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>cannot write %1: the file is read-only; make it writable (chmod u+w) or choose another file</source>
        <translation>impossible d&apos;écrire %1 : le fichier est en lecture seule ; rendez-le inscriptible (chmod u+w) ou choisissez un autre fichier</translation>
    </message>
    <message>
        <source>cannot write %1: %2; choose another folder</source>
        <translation>impossible d&apos;écrire %1 : %2 ; choisissez un autre dossier</translation>
    </message>
    <message>
        <source>writing %1 failed: %2; nothing was changed, %3</source>
        <translation>l&apos;écriture de %1 a échoué : %2 ; rien n&apos;a été modifié, %3</translation>
    </message>
    <message>
        <source>16:9 slide, full HD</source>
        <translation>diapositive 16:9, Full HD</translation>
    </message>
    <message>
        <source>16:9 slide, a 720-line projector</source>
        <translation>diapositive 16:9, un projecteur de 720 lignes</translation>
    </message>
    <message>
        <source>16:9 slide; scale 2 gives 1920 × 1080</source>
        <translation>diapositive 16:9 ; l&apos;échelle 2 donne 1920 × 1080</translation>
    </message>
    <message>
        <source>4:3 slide</source>
        <translation>diapositive 4:3</translation>
    </message>
</context>
<context>
    <name>gradflow::BandsPanel</name>
    <message>
        <source>Seed-to-seed spread</source>
        <translation>Dispersion d&apos;une graine à l&apos;autre</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>The same network with K seeds: their mean as a dashed line and their spread shaded. Narrow layers fluctuate more from seed to seed, and more with depth.</source>
        <translation>Le même réseau avec K graines : leur moyenne en tirets et leur dispersion ombrée. Les couches étroites fluctuent davantage d&apos;une graine à l&apos;autre, et d&apos;autant plus avec la profondeur.</translation>
    </message>
    <message>
        <source>K = </source>
        <translation>K = </translation>
    </message>
    <message>
        <source>How many seeds (1 to %1); the first is the network&apos;s own.</source>
        <translation>Combien de graines (1 à %1) ; la première est celle du réseau.</translation>
    </message>
    <message>
        <source>min–max</source>
        <translation>min–max</translation>
    </message>
    <message>
        <source>±1 sd</source>
        <translation>±1 é.-t.</translation>
    </message>
    <message>
        <source>Shade from the lowest to the highest seed, or one standard deviation (of log10) either side of the mean.</source>
        <translation>Ombrer de la graine la plus basse à la plus haute, ou un écart-type (de log10) de part et d&apos;autre de la moyenne.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Stop after the seeds computed so far: the band shows those.</source>
        <translation>S&apos;arrêter après les graines déjà calculées : la bande montre celles-ci.</translation>
    </message>
    <message>
        <source>Stopped at %1 of %2 seeds: the band shows those.</source>
        <translation>Arrêté à %1 graines sur %2 : la bande montre celles-ci.</translation>
    </message>
    <message>
        <source>Computing %1 seeds…</source>
        <translation>Calcul de %1 graines…</translation>
    </message>
    <message>
        <source>%1 seeds (%2 to %3).</source>
        <translation>%1 graines (%2 à %3).</translation>
    </message>
    <message>
        <source>%1 of %2 seeds…</source>
        <translation>%1 graines sur %2…</translation>
    </message>
    <message>
        <source>Seed %1 of %2: %3%…</source>
        <translation>Graine %1 sur %2 : %3 %…</translation>
    </message>
</context>
<context>
    <name>gradflow::ChainPage</name>
    <message>
        <source>Chain: a gradient is a product of slopes</source>
        <translation>Chaîne : un gradient est un produit de pentes</translation>
    </message>
    <message>
        <source>Number of one-number units in the chain</source>
        <translation>Nombre d&apos;unités à un seul nombre dans la chaîne</translation>
    </message>
    <message>
        <source>Units L</source>
        <translation>Unités L</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Activation</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Lesson: sigmoid, weight 1</source>
        <translation>Leçon : sigmoïde, poids 1</translation>
    </message>
    <message>
        <source>Lesson: linear, weight 1</source>
        <translation>Leçon : linéaire, poids 1</translation>
    </message>
    <message>
        <source>Lesson: linear, weight 1.5</source>
        <translation>Leçon : linéaire, poids 1,5</translation>
    </message>
    <message>
        <source>unit (1 = next to the loss)</source>
        <translation>unité (1 = la plus proche de la perte)</translation>
    </message>
    <message>
        <source>gradient after the unit</source>
        <translation>gradient après l&apos;unité</translation>
    </message>
    <message>
        <source>chain</source>
        <translation>chaîne</translation>
    </message>
    <message>
        <source>slope per unit</source>
        <translation>pente par unité</translation>
    </message>
    <message>
        <source>gradient at the input</source>
        <translation>gradient à l&apos;entrée</translation>
    </message>
    <message>
        <source>Gradient reaching the input after %1 units: %2</source>
        <translation>Gradient à l&apos;entrée après %1 unités : %2</translation>
    </message>
    <message>
        <source>Each unit multiplies the gradient by weight × slope = %1 × %2 = %3, so after L units it is %3 to the power L.</source>
        <translation>Chaque unité multiplie le gradient par poids × pente = %1 × %2 = %3 ; après L unités, il vaut donc %3 à la puissance L.</translation>
    </message>
    <message>
        <source>, weight %1</source>
        <translation>, poids %1</translation>
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
        <translation>Inclure les &amp;indicateurs dans les exports de graphiques</translation>
    </message>
    <message>
        <source>Export a transformer&apos;s charts (PNG as shown)</source>
        <translation>Exporter les graphiques d&apos;un transformeur (PNG tel qu&apos;affiché)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Exporter les graphiques</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg);;Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
    <message>
        <source>Chart image copied.</source>
        <translation>Image du graphique copiée.</translation>
    </message>
    <message>
        <source>could not encode the PNG image: too little memory; close other programs and try again</source>
        <translation>impossible d’encoder l’image PNG : mémoire insuffisante ; fermez d’autres programmes et réessayez</translation>
    </message>
</context>
<context>
    <name>gradflow::ChartPanel</name>
    <message>
        <source>%1 (current)</source>
        <translation>%1 (actuel)</translation>
    </message>
    <message>
        <source>exactly zero</source>
        <translation>exactement zéro</translation>
    </message>
    <message>
        <source>Forward signal ÷ its value at layer 0</source>
        <translation>Signal avant ÷ sa valeur à la couche 0</translation>
    </message>
    <message>
        <source>Forward signal</source>
        <translation>Signal avant</translation>
    </message>
    <message>
        <source>RMS of h</source>
        <translation>RMS de h</translation>
    </message>
    <message>
        <source>Gradient reaching each layer ÷ its value at layer 0</source>
        <translation>Gradient atteignant chaque couche ÷ sa valeur à la couche 0</translation>
    </message>
    <message>
        <source>Gradient reaching each layer</source>
        <translation>Gradient atteignant chaque couche</translation>
    </message>
    <message>
        <source>|∂loss/∂h|</source>
        <translation>|∂ℓ/∂h|</translation>
    </message>
    <message>
        <source>Weight gradient ÷ its value at layer %1</source>
        <translation>Gradient des poids ÷ sa valeur à la couche %1</translation>
    </message>
    <message>
        <source>Weight gradient</source>
        <translation>Gradient des poids</translation>
    </message>
    <message>
        <source>|∂loss/∂W|</source>
        <translation>|∂ℓ/∂W|</translation>
    </message>
    <message>
        <source>Each curve ÷ its value at layer 0 (weights: layer 1): </source>
        <translation>Chaque courbe ÷ sa valeur à la couche 0 (poids : couche 1) : </translation>
    </message>
    <message>
        <source>%1 · width %2, batch %3, %4 loss, seed %5, %6</source>
        <translation>%1 · largeur %2, lot %3, perte %4, graine %5, %6</translation>
    </message>
    <message>
        <source> · fine white dashes: %1</source>
        <translation> · fins tirets blancs : %1</translation>
    </message>
    <message>
        <source> · fine black dashes: %1</source>
        <translation> · fins tirets noirs : %1</translation>
    </message>
    <message>
        <source>theory at width %1 (the infinite-width line less its finite-width drift)</source>
        <translation>théorie à largeur %1 (limite moins dérive de largeur finie)</translation>
    </message>
    <message>
        <source>infinite-width theory</source>
        <translation>théorie de largeur infinie</translation>
    </message>
    <message>
        <source>Signal and gradient through %1 layers</source>
        <translation>Signal et gradient à travers %1 couches</translation>
    </message>
    <message>
        <source> · at layer 0 the drawn seed is the %1 of the %2 seeds, %3 decades %4 their mean</source>
        <translation> · à la couche 0, la graine tirée est la %1 des %2 graines, %3 décades %4 de leur moyenne</translation>
    </message>
    <message>
        <source>highest</source>
        <translation>plus haute</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>plus basse</translation>
    </message>
    <message>
        <source>above</source>
        <translation>au-dessus</translation>
    </message>
    <message>
        <source>below</source>
        <translation>en dessous</translation>
    </message>
</context>
<context>
    <name>gradflow::ClippingPage</name>
    <message>
        <source>Clipping: a circuit breaker for the gradient</source>
        <translation>Écrêtage : un disjoncteur pour le gradient</translation>
    </message>
    <message>
        <source>Clip limit c</source>
        <translation>Seuil d&apos;écrêtage c</translation>
    </message>
    <message>
        <source>Lesson: the exploding network (ReLU, std 1)</source>
        <translation>Leçon : le réseau qui explose (ReLU, é.-t. 1)</translation>
    </message>
    <message>
        <source>A healthy network (ReLU, He)</source>
        <translation>Un réseau sain (ReLU, He)</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>couche</translation>
    </message>
    <message>
        <source>‖∂loss/∂W‖</source>
        <translation>‖∂perte/∂W‖</translation>
    </message>
    <message>
        <source>The lesson&apos;s stand-in (4.8×10⁴⁶, 6.4×10⁴⁶) has length 8×10⁴⁶; clipped at 1 it becomes (0.6, 0.8): length 1, same direction. The network here is the main view&apos;s.</source>
        <translation>Le vecteur d&apos;exemple de la leçon (4,8×10⁴⁶, 6,4×10⁴⁶) a pour longueur 8×10⁴⁶ ; écrêté à 1, il devient (0,6, 0,8) : longueur 1, même direction. Le réseau ici est celui de la vue principale.</translation>
    </message>
    <message>
        <source>Waiting for the main view&apos;s network…</source>
        <translation>En attente du réseau de la vue principale…</translation>
    </message>
    <message>
        <source>%1: global gradient norm ‖g‖ = %2</source>
        <translation>%1 : norme globale du gradient ‖g‖ = %2</translation>
    </message>
    <message>
        <source>Clip at %1: every gradient × %2, new length %3</source>
        <translation>Écrêtage à %1 : gradients × %2, longueur %3</translation>
    </message>
    <message>
        <source>Clip at %1: ‖g‖ is within the limit, nothing changes (× 1)</source>
        <translation>Écrêtage à %1 : ‖g‖ est sous le seuil, rien ne change (× 1)</translation>
    </message>
    <message>
        <source>Direction kept: cosine(before, after) = %1; largest change in a layer&apos;s share of ‖g‖: %2</source>
        <translation>Direction conservée : cosinus(avant, après) = %1 ; plus grand changement de la part d&apos;une couche dans ‖g‖ : %2</translation>
    </message>
    <message>
        <source>0 (to rounding)</source>
        <translation>0 (à l&apos;arrondi près)</translation>
    </message>
    <message>
        <source>before clipping</source>
        <translation>avant écrêtage</translation>
    </message>
    <message>
        <source>after clipping</source>
        <translation>après écrêtage</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeLink</name>
    <message>
        <source>Computed in %1 ms.</source>
        <translation>Calculé en %1 ms.</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeStatus</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop this computation; the controls return to the network the charts show.</source>
        <translation>Arrêter ce calcul ; les réglages reviennent au réseau que montrent les graphiques.</translation>
    </message>
    <message>
        <source>100% · about 88 min left</source>
        <translation>100 % · environ 88 min restantes</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Computing %1…</source>
        <translation>Calcul de %1…</translation>
    </message>
    <message>
        <source>Showing the previous network (%1) while %2 computes</source>
        <translation>Affichage du réseau précédent (%1) pendant le calcul de %2</translation>
    </message>
    <message>
        <source>Computing %1; the charts fill in when it finishes</source>
        <translation>Calcul de %1 ; les graphiques se remplissent une fois terminé</translation>
    </message>
    <message>
        <source>This network was not computed: %1.
%2.</source>
        <translation>Ce réseau n&apos;a pas été calculé : %1.
%2.</translation>
    </message>
    <message>
        <source>This network was not computed: %1.
The charts below still show %2.</source>
        <translation>Ce réseau n&apos;a pas été calculé : %1.
Les graphiques ci-dessous montrent toujours %2.</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <translation>Revenir à %1</translation>
    </message>
    <message>
        <source> (the charts still show the last result)</source>
        <translation> (les graphiques montrent toujours le dernier résultat)</translation>
    </message>
    <message>
        <source>Cancelled; the controls and charts show the last result again.</source>
        <translation>Annulé ; les réglages et les graphiques montrent de nouveau le dernier résultat.</translation>
    </message>
    <message>
        <source>Cancelled; nothing is computed yet: %1.</source>
        <translation>Annulé ; rien n&apos;est encore calculé : %1.</translation>
    </message>
</context>
<context>
    <name>gradflow::ComputeWorker</name>
    <message>
        <source>This network needs at least %1 but the configuration&apos;s memory limit is %2: reduce depth, width or batch, or open a configuration with a larger &quot;max-memory&quot;</source>
        <translation>Ce réseau demande au moins %1 mais la limite mémoire de la configuration est %2 : réduisez la profondeur, la largeur ou le lot, ou ouvrez une configuration avec un « max-memory » plus grand</translation>
    </message>
    <message>
        <source>The computation failed (%1). The charts show the last good result; please report this with the settings that caused it.</source>
        <translation>Le calcul a échoué (%1). Les graphiques montrent le dernier résultat valide ; merci de le signaler avec les réglages qui l&apos;ont causé.</translation>
    </message>
    <message>
        <source>The computation failed with an unknown error. The charts show the last good result; please report this with the settings that caused it.</source>
        <translation>Le calcul a échoué sur une erreur inconnue. Les graphiques montrent le dernier résultat valide ; merci de le signaler avec les réglages qui l&apos;ont causé.</translation>
    </message>
</context>
<context>
    <name>gradflow::ControlPanel</name>
    <message>
        <source>Network at initialization</source>
        <translation>Réseau à l&apos;initialisation</translation>
    </message>
    <message>
        <source>Number of blocks the signal passes through; each multiplies the gradient by one more factor.</source>
        <translation>Nombre de blocs que traverse le signal ; chacun multiplie le gradient par un facteur de plus.</translation>
    </message>
    <message>
        <source>&amp;Depth</source>
        <translation>&amp;Profondeur</translation>
    </message>
    <message>
        <source>Units per layer: the fan-in that He and Xavier initialization divide by.</source>
        <translation>Unités par couche : le fan-in par lequel divisent les initialisations de He et de Xavier.</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>&amp;Largeur</translation>
    </message>
    <message>
        <source>Examples in the batch; BatchNorm computes its statistics across them.</source>
        <translation>Exemples du lot ; BatchNorm calcule ses statistiques sur eux.</translation>
    </message>
    <message>
        <source>Arithmetic precision; magnitudes stay exact either way, as they are carried in log10.</source>
        <translation>Précision arithmétique ; les ordres de grandeur restent exacts dans tous les cas, car ils sont portés en log10.</translation>
    </message>
    <message>
        <source>Pre&amp;cision</source>
        <translation>Pré&amp;cision</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>L&amp;ot</translation>
    </message>
    <message>
        <source>The nonlinearity after each weight matrix; its slope multiplies the gradient at every layer.</source>
        <translation>La non-linéarité après chaque matrice de poids ; sa pente multiplie le gradient à chaque couche.</translation>
    </message>
    <message>
        <source>&amp;Activation</source>
        <translation>&amp;Activation</translation>
    </message>
    <message>
        <source>How the starting weights are scaled; picking a scheme moves the std slider to its value.</source>
        <translation>Comment les poids de départ sont mis à l&apos;échelle ; choisir un schéma place le curseur d&apos;écart-type sur sa valeur.</translation>
    </message>
    <message>
        <source>Ini&amp;t</source>
        <translation>Ini&amp;t.</translation>
    </message>
    <message>
        <source>Standard deviation of the starting weights, %1 to %2 on a log scale; moving it makes the init custom (orthogonal weights stay orthogonal: it sets their gain, std·√n).</source>
        <translation>Écart-type des poids de départ, de %1 à %2 sur échelle logarithmique ; le déplacer rend l&apos;initialisation personnalisée (les poids orthogonaux restent orthogonaux : il fixe leur gain, é.-t.·√n).</translation>
    </message>
    <message>
        <source>Init &amp;std</source>
        <translation>É.-t. &amp;init.</translation>
    </message>
    <message>
        <source>&amp;Residual connections</source>
        <translation>Connexions &amp;résiduelles</translation>
    </message>
    <message>
        <source>Add each block&apos;s output to its input, giving the gradient an express path back.</source>
        <translation>Ajouter la sortie de chaque bloc à son entrée, ce qui donne au gradient un chemin direct de retour.</translation>
    </message>
    <message>
        <source>Multiplier on each block&apos;s contribution; GPT-2 uses 1/√(2L) to keep the stream bounded.</source>
        <translation>Multiplicateur de la contribution de chaque bloc ; GPT-2 utilise 1/√(2L) pour garder le flux borné.</translation>
    </message>
    <message>
        <source>Normalization: BatchNorm across the batch, LayerNorm and RMSNorm within each example.</source>
        <translation>Normalisation : BatchNorm sur le lot, LayerNorm et RMSNorm au sein de chaque exemple.</translation>
    </message>
    <message>
        <source>Pre normalizes each block&apos;s input (Llama); post normalizes after the residual add (original Transformer).</source>
        <translation>Pre normalise l&apos;entrée de chaque bloc (Llama) ; post normalise après l&apos;addition résiduelle (Transformer d&apos;origine).</translation>
    </message>
    <message>
        <source>&amp;Norm</source>
        <translation>&amp;Norme</translation>
    </message>
    <message>
        <source>half-mean is the lesson&apos;s ½·Σout²/batch; sum is the tanh demo&apos;s; mean is the Pre-LN/Post-LN check&apos;s.</source>
        <translation>half-mean est le ½·Σout²/lot de la leçon ; sum celui de la démo tanh ; mean celui du test Pre-LN/Post-LN.</translation>
    </message>
    <message>
        <source>Linear &amp;output head</source>
        <translation>&amp;Tête de sortie linéaire</translation>
    </message>
    <message>
        <source>A final linear layer before the loss, so a normalized output does not make the loss scale-invariant.</source>
        <translation>Une dernière couche linéaire avant la perte, pour qu&apos;une sortie normalisée ne rende pas la perte invariante d&apos;échelle.</translation>
    </message>
    <message>
        <source>&amp;Loss</source>
        <translation>P&amp;erte</translation>
    </message>
    <message>
        <source>Seed of the random weights and input; the same seed always draws the same network.</source>
        <translation>Graine des poids aléatoires et de l&apos;entrée ; la même graine tire toujours le même réseau.</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <source>Draw a new random network with the same settings (Ctrl+N).</source>
        <translation>Tirer un nouveau réseau aléatoire avec les mêmes réglages (Ctrl+N).</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>&amp;Graine</translation>
    </message>
    <message>
        <source>all weights %1</source>
        <translation>tous les poids %1</translation>
    </message>
    <message>
        <source>gain %1, PyTorch&apos;s</source>
        <translation>gain %1, celui de PyTorch</translation>
    </message>
    <message>
        <source>gain %1 = std·√n</source>
        <translation>gain %1 = é.-t.·√n</translation>
    </message>
    <message>
        <source>%1 = %2/√n</source>
        <translation>%1 = %2/√n</translation>
    </message>
    <message>
        <source>A transformer draws every matrix at the init std (Hugging Face&apos;s initializer_range)</source>
        <translation>Un transformeur tire chaque matrice à l&apos;écart-type d&apos;init. (initializer_range de Hugging Face)</translation>
    </message>
    <message>
        <source>A transformer&apos;s blocks are always residual</source>
        <translation>Les blocs d&apos;un transformeur sont toujours résiduels</translation>
    </message>
    <message>
        <source>A transformer&apos;s loss is the cross-entropy of the next tokens</source>
        <translation>La perte d&apos;un transformeur est l&apos;entropie croisée des jetons suivants</translation>
    </message>
    <message>
        <source>A transformer always ends in its LM head (see Tied head below)</source>
        <translation>Un transformeur se termine toujours par sa tête LM (voir Tête liée ci-dessous)</translation>
    </message>
    <message>
        <source>: not used here.</source>
        <translation> : non utilisé ici.</translation>
    </message>
    <message>
        <source>std %1, every matrix</source>
        <translation>é.-t. %1, chaque matrice</translation>
    </message>
    <message>
        <source>gain 0.0123 = std·√n </source>
        <translation>gain 0.0123 = é.-t.·√n </translation>
    </message>
</context>
<context>
    <name>gradflow::ControlsColumn</name>
    <message>
        <source>Show the controls</source>
        <translation>Afficher les réglages</translation>
    </message>
    <message>
        <source>Fold the controls</source>
        <translation>Replier les réglages</translation>
    </message>
    <message>
        <source>Show the theory and seed spread</source>
        <translation>Afficher la théorie et la dispersion</translation>
    </message>
    <message>
        <source>Fold the theory and seed spread</source>
        <translation>Replier la théorie et la dispersion</translation>
    </message>
</context>
<context>
    <name>gradflow::DensityChart</name>
    <message>
        <source>Singular values at the last layer</source>
        <translation>Valeurs singulières, dernière couche</translation>
    </message>
    <message>
        <source>log10 of the singular value</source>
        <translation>log10 (val. singulière)</translation>
    </message>
    <message>
        <source>density</source>
        <translation>densité</translation>
    </message>
</context>
<context>
    <name>gradflow::ExportDialog</name>
    <message>
        <source>Include the &amp;readouts (ratio, ρ, norm, clip factor)</source>
        <translation>Inclure les &amp;indicateurs (rapport, ρ, norme, facteur d&apos;écrêtage)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Pixels per point: 2 makes a sharp image of twice the size.</source>
        <translation>Pixels par point : 2 donne une image nette de taille double.</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Taille :</translation>
    </message>
    <message>
        <source>Pixel s&amp;cale:</source>
        <translation>É&amp;chelle des pixels :</translation>
    </message>
    <message>
        <source>As on screen (%1)</source>
        <translation>Comme à l&apos;écran (%1)</translation>
    </message>
    <message>
        <source>, the default</source>
        <translation>, par défaut</translation>
    </message>
    <message>
        <source>%1 (%2%3)</source>
        <translation>%1 (%2%3)</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Personnalisée…</translation>
    </message>
    <message>
        <source>The drawing&apos;s size; its text is sized for it, as presentation mode sizes it for a screen that tall.</source>
        <translation>La taille du dessin ; son texte est dimensionné pour elle, comme le mode présentation le dimensionne pour un écran de cette hauteur.</translation>
    </message>
    <message>
        <source>Custom width</source>
        <translation>Largeur personnalisée</translation>
    </message>
    <message>
        <source>Custom height</source>
        <translation>Hauteur personnalisée</translation>
    </message>
    <message>
        <source>The file: %1 pixels.</source>
        <translation>Le fichier : %1 pixels.</translation>
    </message>
    <message>
        <source>The drawing: %1 points, text sized for it.</source>
        <translation>Le dessin : %1 points, texte dimensionné en conséquence.</translation>
    </message>
</context>
<context>
    <name>gradflow::ExportImage</name>
    <message>
        <source>out of memory for a %1 x %2 pixel image (%3 MiB); choose a smaller size or scale, or SVG or PDF</source>
        <translation>mémoire insuffisante pour une image de %1 x %2 pixels (%3 Mio) ; choisissez une taille ou une échelle plus petite, ou SVG ou PDF</translation>
    </message>
</context>
<context>
    <name>gradflow::FileCommands</name>
    <message>
        <source>; nothing was changed.</source>
        <translation> ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 ouvert.</translation>
    </message>
    <message>
        <source>Opened %1 (%2).</source>
        <translation>%1 ouvert (%2).</translation>
    </message>
    <message>
        <source> Ignored keys: %1.</source>
        <translation> Clés ignorées : %1.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <source>Opened the tour %1.</source>
        <translation>Visite %1 ouverte.</translation>
    </message>
    <message>
        <source>; the previous tour is kept.</source>
        <translation> ; la visite précédente est conservée.</translation>
    </message>
    <message>
        <source>the session&apos;s pins</source>
        <translation>les épingles de la session</translation>
    </message>
    <message>
        <source>nothing was changed</source>
        <translation>rien n&apos;a été modifié</translation>
    </message>
    <message numerus="yes">
        <source>Opened session %1: %n pin(s).</source>
        <translation>
            <numerusform>Session %1 ouverte : %n épingle.</numerusform>
            <numerusform>Session %1 ouverte : %n épingles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved session %1.</source>
        <translation>Session %1 enregistrée.</translation>
    </message>
    <message>
        <source>No transformer computed yet.</source>
        <translation>Aucun transformeur calculé pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Nothing computed yet.</source>
        <translation>Rien n&apos;est encore calculé.</translation>
    </message>
    <message>
        <source>Open configuration</source>
        <translation>Ouvrir une configuration</translation>
    </message>
    <message>
        <source>GradFlow configuration (*.json)</source>
        <translation>Configuration GradFlow (*.json)</translation>
    </message>
    <message>
        <source>Open model config</source>
        <translation>Ouvrir une configuration de modèle</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json)</source>
        <translation>Configuration Hugging Face (*.json)</translation>
    </message>
    <message>
        <source>Save configuration</source>
        <translation>Enregistrer la configuration</translation>
    </message>
    <message>
        <source>Open tour</source>
        <translation>Ouvrir une visite</translation>
    </message>
    <message>
        <source>GradFlow tour (*.txt);;All files (*)</source>
        <translation>Visite GradFlow (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Tour not opened</source>
        <translation>Visite non ouverte</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Ouvrir une session</translation>
    </message>
    <message>
        <source>GradFlow session (*.json)</source>
        <translation>Session GradFlow (*.json)</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Enregistrer la session</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>Exporter les données</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>Tableau CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
</context>
<context>
    <name>gradflow::HistogramPanel</name>
    <message>
        <source>Dead ReLUs: %1 of %2 units zero on the whole batch (%3); %4 of all outputs zero.</source>
        <translation>ReLU mortes : %1 unités sur %2 nulles sur tout le lot (%3) ; %4 de toutes les sorties nulles.</translation>
    </message>
    <message>
        <source>Saturated: %1 of %2 units in a flat tail on the whole batch (%3); %4 of all pre-activations there (slope under 1% of its peak).</source>
        <translation>Saturées : %1 unités sur %2 dans une queue plate sur tout le lot (%3) ; %4 de toutes les pré-activations y sont (pente sous 1 % de son maximum).</translation>
    </message>
    <message>
        <source>%1 neither dies nor saturates as ReLU, tanh and sigmoid do: no count here.</source>
        <translation>%1 ne meurt ni ne sature comme ReLU, tanh et sigmoïde : pas de décompte ici.</translation>
    </message>
    <message>
        <source>Histograms of la&amp;yer</source>
        <translation>Histogrammes de la &amp;couche</translation>
    </message>
    <message>
        <source>The layer whose values are shown below; or click a chart at that layer.</source>
        <translation>La couche dont les valeurs sont montrées ci-dessous ; ou cliquez sur un graphique à cette couche.</translation>
    </message>
    <message>
        <source>Pre-activations z</source>
        <translation>Pré-activations z</translation>
    </message>
    <message>
        <source>Activations act(z)</source>
        <translation>Activations act(z)</translation>
    </message>
    <message>
        <source>Gradient |∂loss/∂h|</source>
        <translation>Gradient |∂perte/∂h|</translation>
    </message>
</context>
<context>
    <name>gradflow::HistogramView</name>
    <message>
        <source>max %1</source>
        <translation>max %1</translation>
    </message>
    <message>
        <source>every value exactly 0</source>
        <translation>toutes les valeurs exactement 0</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>|value| </source>
        <translation>|valeur| </translation>
    </message>
</context>
<context>
    <name>gradflow::InitPage</name>
    <message>
        <source>Initialization: He and Xavier</source>
        <translation>Initialisation : He et Xavier</translation>
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
        <translation>Échantillon</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Lesson: He, 50 in</source>
        <translation>Leçon : He, 50 entrées</translation>
    </message>
    <message>
        <source>Lesson: Xavier, 100 in, 100 out</source>
        <translation>Leçon : Xavier, 100 → 100</translation>
    </message>
    <message>
        <source>Lesson check: 512 in, 512 out</source>
        <translation>Vérif. : 512 → 512</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>règle</translation>
    </message>
    <message>
        <source>formula</source>
        <translation>formule</translation>
    </message>
    <message>
        <source>std</source>
        <translation>é.-t.</translation>
    </message>
    <message>
        <source>variance</source>
        <translation>variance</translation>
    </message>
    <message>
        <source>E[y²] after Linear+ReLU</source>
        <translation>E[y²] après Linear+ReLU</translation>
    </message>
    <message>
        <source>He (ReLU): std = √(2 / %1) = %2</source>
        <translation>He (ReLU) : é.-t. = √(2 / %1) = %2</translation>
    </message>
    <message>
        <source>Xavier (tanh, sigmoid): std = √(2 / (%1 + %2)) = %3</source>
        <translation>Xavier (tanh, sigmoïde) : é.-t. = √(2 / (%1 + %2)) = %3</translation>
    </message>
    <message>
        <source>E[y²] after Linear + ReLU: He %1, Xavier %2</source>
        <translation>E[y²] après Linear + ReLU : He %1, Xavier %2</translation>
    </message>
    <message>
        <source>Measured on %1 inputs of %2 N(0, 1) features (E[x²] = 1) through a %2 → %3 layer. ReLU zeroes about half of every sum, so a rule without He&apos;s factor 2 passes on about half the energy, and halves it again at every layer.</source>
        <translation>Mesuré sur %1 entrées de %2 caractéristiques N(0, 1) (E[x²] = 1) à travers une couche %2 → %3. ReLU annule environ la moitié de chaque somme : une règle sans le facteur 2 de He ne transmet qu&apos;environ la moitié de l&apos;énergie, et la divise encore par deux à chaque couche.</translation>
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
        <translation>0 (à l&apos;arrondi près)</translation>
    </message>
    <message>
        <source>Spread of the singular values against depth</source>
        <translation>Dispersion des valeurs singulières selon la profondeur</translation>
    </message>
    <message>
        <source>singular value</source>
        <translation>val. singulière</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Presets…</source>
        <translation>Préréglages…</translation>
    </message>
    <message>
        <source>Networks that tell the story of dynamical isometry</source>
        <translation>Des réseaux qui racontent l&apos;histoire de l&apos;isométrie dynamique</translation>
    </message>
    <message>
        <source>The example of the batch whose Jacobian is taken</source>
        <translation>L&apos;exemple du lot dont on prend la jacobienne</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>Exemple :</translation>
    </message>
    <message>
        <source>Stop computing this network&apos;s spectrum; the charts keep the previous one, dimmed</source>
        <translation>Arrêter le calcul du spectre de ce réseau ; les graphiques gardent le précédent, estompé</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>Non calculé : %1</translation>
    </message>
    <message>
        <source>Computing the spectrum: layer %1 of %2…</source>
        <translation>Calcul du spectre : couche %1 sur %2…</translation>
    </message>
    <message>
        <source>Computing the spread against depth: %1 of %2 earlier depths…</source>
        <translation>Calcul de la dispersion selon la profondeur : %1 sur %2 profondeurs antérieures…</translation>
    </message>
    <message>
        <source>Cancelled: the charts show the previous network. Compute again, or change a control.</source>
        <translation>Annulé : les graphiques montrent le réseau précédent. Relancez le calcul ou changez un réglage.</translation>
    </message>
    <message>
        <source>Compute again</source>
        <translation>Recalculer</translation>
    </message>
    <message>
        <source>Spread of the singular values at %1 evenly spaced depths</source>
        <translation>Dispersion des valeurs singulières à %1 profondeurs régulièrement espacées</translation>
    </message>
    <message>
        <source> Spread at %1 evenly spaced depths above width %2 (an SVD per depth).</source>
        <translation> Dispersion à %1 profondeurs régulièrement espacées au-delà de la largeur %2 (une SVD par profondeur).</translation>
    </message>
    <message>
        <source>Layer %1, example %2: singular values from %3 to %4 (5th–95th percentile %5 to %6); mean σ² %7, variance / mean² %8.</source>
        <translation>Couche %1, exemple %2 : valeurs singulières de %3 à %4 (5e–95e centile %5 à %6) ; moyenne de σ² %7, variance / moyenne² %8.</translation>
    </message>
    <message>
        <source> Theory (%1, infinite width): mean σ² %2, variance / mean² %3.</source>
        <translation> Théorie (%1, largeur infinie) : moyenne de σ² %2, variance / moyenne² %3.</translation>
    </message>
    <message>
        <source> No theory shown: %1.</source>
        <translation> Aucune théorie affichée : %1.</translation>
    </message>
    <message>
        <source> This draw sits %1 decades below the theory&apos;s mean σ², a mean over draws of the weights: at width %2, a product of %3 random layers is most often smaller than its mean.</source>
        <translation> Ce tirage se situe %1 décades sous la moyenne de σ² de la théorie, une moyenne sur les tirages des poids : à largeur %2, un produit de %3 couches aléatoires est le plus souvent plus petit que sa moyenne.</translation>
    </message>
    <message>
        <source> This draw sits %1 decades above the theory&apos;s mean σ², a mean over draws of the weights: at width %2, one draw of %3 random layers can stand far from it.</source>
        <translation> Ce tirage se situe %1 décades au-dessus de la moyenne de σ² de la théorie, une moyenne sur les tirages des poids : à largeur %2, un tirage de %3 couches aléatoires peut s&apos;en écarter beaucoup.</translation>
    </message>
</context>
<context>
    <name>gradflow::JacobianWorker</name>
    <message>
        <source>This network needs at least %1 but the memory limit is %2: reduce depth, width or batch.</source>
        <translation>Ce réseau demande au moins %1 mais la limite mémoire est %2 : réduisez la profondeur, la largeur ou le lot.</translation>
    </message>
</context>
<context>
    <name>gradflow::KeysDialog</name>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Touche</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Action</translation>
    </message>
</context>
<context>
    <name>gradflow::LanguageMenu</name>
    <message>
        <source>&amp;System language</source>
        <translation>Langue du &amp;système</translation>
    </message>
</context>
<context>
    <name>gradflow::LatestWorker</name>
    <message>
        <source>Out of memory: reduce depth, width or batch.</source>
        <translation>Mémoire insuffisante : réduisez la profondeur, la largeur ou le lot.</translation>
    </message>
    <message>
        <source>The computation failed with an unknown error; please report this with the settings that caused it.</source>
        <translation>Le calcul a échoué sur une erreur inconnue ; merci de le signaler avec les réglages qui l&apos;ont causé.</translation>
    </message>
</context>
<context>
    <name>gradflow::LayerChart</name>
    <message>
        <source>layer</source>
        <translation>couche</translation>
    </message>
    <message>
        <source>exactly zero</source>
        <translation>exactement zéro</translation>
    </message>
    <message>
        <source>%1
layer %2: %3</source>
        <translation>%1
couche %2 : %3</translation>
    </message>
    <message>
        <source>%1
block %2: %3</source>
        <translation>%1
bloc %2 : %3</translation>
    </message>
    <message>
        <source>block</source>
        <translation>bloc</translation>
    </message>
</context>
<context>
    <name>gradflow::LearningRateBox</name>
    <message>
        <source>Learning rate, 10⁻⁶ to 10 on a log scale</source>
        <translation>Taux d&apos;apprentissage, de 10⁻⁶ à 10 sur échelle logarithmique</translation>
    </message>
    <message>
        <source> (below the slider)</source>
        <translation> (sous le curseur)</translation>
    </message>
    <message>
        <source> (above the slider)</source>
        <translation> (au-dessus du curseur)</translation>
    </message>
</context>
<context>
    <name>gradflow::LessonPage</name>
    <message>
        <source>Controls</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Export this view…</source>
        <translation>Exporter cette vue…</translation>
    </message>
    <message>
        <source>PNG, SVG or PDF of the figure on the right (Ctrl+E)</source>
        <translation>PNG, SVG ou PDF de la figure de droite (Ctrl+E)</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Mesure…</translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation>Non mesuré : %1</translation>
    </message>
    <message>
        <source>Measuring… %1%</source>
        <translation>Mesure… %1 %</translation>
    </message>
</context>
<context>
    <name>gradflow::LessonTabs</name>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Chaîne</translation>
    </message>
    <message>
        <source>Residual chain</source>
        <translation>Chaîne résiduelle</translation>
    </message>
    <message>
        <source>Norms</source>
        <translation>Normes</translation>
    </message>
    <message>
        <source>Init</source>
        <translation>Init.</translation>
    </message>
    <message>
        <source>Clipping</source>
        <translation>Écrêtage</translation>
    </message>
    <message>
        <source>Residual scaling</source>
        <translation>Mise à l&apos;échelle résiduelle</translation>
    </message>
    <message>
        <source> (Ctrl+%1)</source>
        <translation> (Ctrl+%1)</translation>
    </message>
    <message>
        <source>The network: signal and gradients per layer (Ctrl+1)</source>
        <translation>Le réseau : signal et gradients par couche (Ctrl+1)</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Train the network: loss, each layer&apos;s weight change and update ratio (Ctrl+%1)</source>
        <translation>Entraîner le réseau : perte, variation des poids et rapport de mise à jour de chaque couche (Ctrl+%1)</translation>
    </message>
    <message>
        <source>Jacobian</source>
        <translation>Jacobienne</translation>
    </message>
    <message>
        <source>The spectrum of the network&apos;s input-output Jacobian: dynamical isometry (Ctrl+%1)</source>
        <translation>Le spectre de la jacobienne entrée-sortie du réseau : isométrie dynamique (Ctrl+%1)</translation>
    </message>
    <message>
        <source>Not exported: out of memory for the measurement; choose smaller settings.</source>
        <translation>Non exporté : mémoire insuffisante pour la mesure ; choisissez des réglages plus petits.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
</context>
<context>
    <name>gradflow::LossChart</name>
    <message>
        <source>Loss over the steps</source>
        <translation>Perte au fil des pas</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>perte</translation>
    </message>
    <message>
        <source>clip fired</source>
        <translation>écrêtage déclenché</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
    <message>
        <source>Loss per step</source>
        <translation>Perte par pas</translation>
    </message>
    <message>
        <source>diverged here</source>
        <translation>divergence ici</translation>
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
        <translation>Banc de normalisation : BatchNorm, LayerNorm, RMSNorm</translation>
    </message>
    <message>
        <source>Examples (rows)</source>
        <translation>Exemples (lignes)</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Caractéristiques</translation>
    </message>
    <message>
        <source>Constant shift</source>
        <translation>Décalage constant</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>Pas d&apos;entraînement</translation>
    </message>
    <message>
        <source>Momentum</source>
        <translation>Momentum</translation>
    </message>
    <message>
        <source>BatchNorm training steps on this batch before switching to evaluation mode</source>
        <translation>Pas d&apos;entraînement de BatchNorm sur ce lot avant le passage en mode évaluation</translation>
    </message>
    <message>
        <source>Lesson: row (1, 2, 3, 4), column (1, 3, 5)</source>
        <translation>Leçon : ligne (1, 2, 3, 4), colonne (1, 3, 5)</translation>
    </message>
    <message>
        <source>Batch-mate 5 → 11</source>
        <translation>Voisin de lot 5 → 11</translation>
    </message>
    <message>
        <source>Lesson: BatchNorm of [[1, 2], [3, 6]]</source>
        <translation>Leçon : BatchNorm de [[1, 2], [3, 6]]</translation>
    </message>
    <message>
        <source>Batch (edit any number)</source>
        <translation>Lot (modifiable)</translation>
    </message>
    <message>
        <source>LayerNorm: along each row</source>
        <translation>LayerNorm : par ligne</translation>
    </message>
    <message>
        <source>RMSNorm: row ÷ its RMS, no mean</source>
        <translation>RMSNorm : ligne ÷ RMS, sans moyenne</translation>
    </message>
    <message>
        <source>BatchNorm: down each column</source>
        <translation>BatchNorm : par colonne</translation>
    </message>
    <message>
        <source>BatchNorm, evaluation mode</source>
        <translation>BatchNorm, évaluation</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number from -1000000 to 1000000; the batch keeps %2.</source>
        <translation>« %1 » n&apos;est pas un nombre de -1000000 à 1000000 ; le lot garde %2.</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>std</source>
        <translation>é.-t.</translation>
    </message>
    <message>
        <source>rms</source>
        <translation>rms</translation>
    </message>
    <message>
        <source>running mean</source>
        <translation>moy. glissante</translation>
    </message>
    <message>
        <source>running var</source>
        <translation>var. glissante</translation>
    </message>
    <message>
        <source>Example 1, feature 1 (%1) after BatchNorm: %2</source>
        <translation>Ex. 1, caract. 1 (%1) après BatchNorm : %2</translation>
    </message>
    <message>
        <source>; with the last example&apos;s %1 → %2: %3. LayerNorm: %4 either way.</source>
        <translation> ; avec %1 → %2 dans le dernier exemple : %3. LayerNorm : %4 dans les deux cas.</translation>
    </message>
    <message>
        <source>Add %1 to every entry: LayerNorm&apos;s output moves by at most %2, RMSNorm&apos;s by %3.</source>
        <translation>Ajouter %1 à chaque entrée : la sortie de LayerNorm bouge d&apos;au plus %2, celle de RMSNorm de %3.</translation>
    </message>
    <message>
        <source>After %1 training step(s) at momentum %2, evaluation mode gives example 1, feature 1 %3; training mode gives %4.</source>
        <translation>Après %1 pas d&apos;entraînement avec un momentum de %2, le mode évaluation donne %3 pour l&apos;exemple 1, caractéristique 1 ; le mode entraînement donne %4.</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapFigure</name>
    <message>
        <source>Phase map: the first-to-last gradient ratio over init std and depth</source>
        <translation>Carte de phase : le rapport du premier au dernier gradient selon l&apos;écart-type d&apos;init. et la profondeur</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapLauncher</name>
    <message>
        <source>Phase map</source>
        <translation>Carte de phase</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapWidget</name>
    <message>
        <source>not computed yet</source>
        <translation>pas encore calculé</translation>
    </message>
    <message>
        <source>undefined (the last gradient is exactly 0)</source>
        <translation>indéfini (le dernier gradient vaut exactement 0)</translation>
    </message>
    <message>
        <source>first gradient exactly 0</source>
        <translation>premier gradient exactement 0</translation>
    </message>
    <message>
        <source>first/last gradient %1</source>
        <translation>gradient premier/dernier %1</translation>
    </message>
    <message>
        <source>depth %1, init std %2: %3</source>
        <translation>profondeur %1, é.-t. init. %2 : %3</translation>
    </message>
    <message>
        <source>init std (log scale)</source>
        <translation>é.-t. init. (échelle log.)</translation>
    </message>
    <message>
        <source>critical std (theory)</source>
        <translation>é.-t. critique (théorie)</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>profondeur</translation>
    </message>
</context>
<context>
    <name>gradflow::PhaseMapWindow</name>
    <message>
        <source>&amp;Map this network</source>
        <translation>&amp;Cartographier ce réseau</translation>
    </message>
    <message>
        <source>Export image…</source>
        <translation>Exporter l&apos;image…</translation>
    </message>
    <message>
        <source>Phase map: %1</source>
        <translation>Carte de phase : %1</translation>
    </message>
    <message>
        <source>First-to-last gradient ratio over init std and depth (width %1, batch %2). Blue: vanishing, red: exploding. Hover a cell for its numbers, click it to load it.</source>
        <translation>Rapport du premier au dernier gradient selon l&apos;écart-type d&apos;init. et la profondeur (largeur %1, lot %2). Bleu : évanescent, rouge : explosif. Survolez une cellule pour ses valeurs, cliquez pour la charger.</translation>
    </message>
    <message>
        <source>Computing %1 cells…</source>
        <translation>Calcul de %1 cellules…</translation>
    </message>
    <message>
        <source>Done: %1 cells.</source>
        <translation>Terminé : %1 cellules.</translation>
    </message>
    <message>
        <source>Stale: this map is of %1; the window now shows %2. Clicking a cell is off.</source>
        <translation>Périmée : cette carte est celle de %1 ; la fenêtre montre maintenant %2. Le clic sur une cellule est désactivé.</translation>
    </message>
    <message>
        <source>The window&apos;s network is not on this map.</source>
        <translation>Le réseau de la fenêtre n&apos;est pas sur cette carte.</translation>
    </message>
    <message>
        <source>init std %1, depth %2</source>
        <translation>é.-t. init. %1, profondeur %2</translation>
    </message>
    <message>
        <source>Ring: the window&apos;s network (%1).</source>
        <translation>Anneau : le réseau de la fenêtre (%1).</translation>
    </message>
    <message>
        <source>The window&apos;s network (%1) lies outside this map (init std %2 to %3, depth %4 to %5).</source>
        <translation>Le réseau de la fenêtre (%1) est hors de cette carte (é.-t. init. %2 à %3, profondeur %4 à %5).</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
</context>
<context>
    <name>gradflow::PinRequest</name>
    <message>
        <source>Not pinned: its computation was cancelled.</source>
        <translation>Non épinglé : son calcul a été annulé.</translation>
    </message>
    <message>
        <source>Not pinned: that network was not computed (the reason is over the charts).</source>
        <translation>Non épinglé : ce réseau n&apos;a pas été calculé (la raison est au-dessus des graphiques).</translation>
    </message>
    <message>
        <source>Not pinned: the controls changed before that network was computed; press Ctrl+P again.</source>
        <translation>Non épinglé : les réglages ont changé avant le calcul de ce réseau ; appuyez de nouveau sur Ctrl+P.</translation>
    </message>
    <message>
        <source>Pinning as soon as this network is computed…</source>
        <translation>Épinglage dès que ce réseau sera calculé…</translation>
    </message>
    <message>
        <source>Nothing to pin yet.</source>
        <translation>Rien à épingler pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Up to %1 pins: remove one first (Ctrl+Shift+P).</source>
        <translation>Au plus %1 épingles : retirez-en une d&apos;abord (Ctrl+Shift+P).</translation>
    </message>
    <message>
        <source>Pinned %1.</source>
        <translation>%1 épinglé.</translation>
    </message>
    <message>
        <source>Not pinned: that transformer was not computed (the reason is over the charts).</source>
        <translation>Non épinglé : ce transformeur n&apos;a pas été calculé (la raison est au-dessus des graphiques).</translation>
    </message>
    <message>
        <source>Not pinned: the pins are dense networks, drawn per layer, and a transformer is drawn per sub-layer: no axis holds both. Remove them first (Ctrl+Shift+P).</source>
        <translation>Non épinglé : les épingles sont des réseaux denses, tracés par couche, et un transformeur se trace par sous-couche : aucun axe ne porte les deux. Retirez-les d&apos;abord (Ctrl+Shift+P).</translation>
    </message>
    <message>
        <source>Not pinned: the pins are transformers, drawn per sub-layer, and a dense network is drawn per layer: no axis holds both. Remove them first (Ctrl+Shift+P).</source>
        <translation>Non épinglé : les épingles sont des transformeurs, tracés par sous-couche, et un réseau dense se trace par couche : aucun axe ne porte les deux. Retirez-les d&apos;abord (Ctrl+Shift+P).</translation>
    </message>
</context>
<context>
    <name>gradflow::PinsStatus</name>
    <message>
        <source>Cancel pins</source>
        <translation>Annuler les épingles</translation>
    </message>
    <message>
        <source>Stop computing these pins (Esc); the pins stay as they were.</source>
        <translation>Arrêter le calcul de ces épingles (Échap) ; les épingles restent telles quelles.</translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <translation>%1 ; %2.</translation>
    </message>
    <message>
        <source>Cancelled %1; %2.</source>
        <translation>%1 annulé ; %2.</translation>
    </message>
    <message>
        <source>Computing %1: %2 of %3 (%4, width %5, batch %6)…</source>
        <translation>Calcul de %1 : %2 sur %3 (%4, largeur %5, lot %6)…</translation>
    </message>
    <message>
        <source>Computing %1: %2 of %3 (%4, batch %5)…</source>
        <translation>Calcul de %1 : %2 sur %3 (%4, lot %5)…</translation>
    </message>
</context>
<context>
    <name>gradflow::PresetBox</name>
    <message>
        <source>The lesson&apos;s setups; choosing one sets every control.</source>
        <translation>Les configurations de la leçon ; en choisir une règle tous les réglages.</translation>
    </message>
    <message>
        <source>(custom)</source>
        <translation>(personnalisé)</translation>
    </message>
</context>
<context>
    <name>gradflow::ReadoutPanel</name>
    <message>
        <source>What the gradient does</source>
        <translation>Ce que fait le gradient</translation>
    </message>
    <message>
        <source>First/last gradient</source>
        <translation>Gradient premier/dernier</translation>
    </message>
    <message>
        <source>‖∂loss/∂h₀‖ / ‖∂loss/∂h_{L−1}‖: the gradient at layer 0 over the one at layer L−1 (entering layers 1 and L). Relative mode plots its inverse at layer L−1.</source>
        <translation>‖∂perte/∂h₀‖ / ‖∂perte/∂h_{L−1}‖ : le gradient à la couche 0 sur celui à la couche L−1 (entrant dans les couches 1 et L). Le mode relatif trace son inverse à la couche L−1.</translation>
    </message>
    <message>
        <source>Per-layer factor ρ</source>
        <translation>Facteur par couche ρ</translation>
    </message>
    <message>
        <source>The first/last ratio spread evenly over the layers: 1 is healthy, below 1 vanishing, above 1 exploding.</source>
        <translation>Le rapport premier/dernier réparti également sur les couches : 1 est sain, sous 1 évanescent, au-dessus de 1 explosif.</translation>
    </message>
    <message>
        <source>Global gradient norm</source>
        <translation>Norme globale du gradient</translation>
    </message>
    <message>
        <source>Length of all weight gradients together, as clip_grad_norm_ measures it.</source>
        <translation>Longueur de tous les gradients des poids ensemble, telle que clip_grad_norm_ la mesure.</translation>
    </message>
    <message>
        <source>Clipping limit: the factor below is what clip_grad_norm_ would scale every gradient by.</source>
        <translation>Seuil d&apos;écrêtage : le facteur ci-dessous est celui par lequel clip_grad_norm_ multiplierait chaque gradient.</translation>
    </message>
    <message>
        <source>Clip at</source>
        <translation>Écrêter à</translation>
    </message>
    <message>
        <source>Clip factor</source>
        <translation>Facteur d&apos;écrêtage</translation>
    </message>
    <message>
        <source>What clip_grad_norm_ at the limit above would scale every gradient by (1: no clipping).</source>
        <translation>Ce par quoi clip_grad_norm_ au seuil ci-dessus multiplierait chaque gradient (1 : pas d&apos;écrêtage).</translation>
    </message>
    <message>
        <source>Weight grad. last/first</source>
        <translation>Grad. poids fin/début</translation>
    </message>
    <message>
        <source>‖∂loss/∂W_L‖ / ‖∂loss/∂W_1‖: above 1 the weight gradients pile up near the output (Post-LN), below 1 near the input (Pre-LN).</source>
        <translation>‖∂perte/∂W_L‖ / ‖∂perte/∂W_1‖ : au-dessus de 1, les gradients des poids s&apos;accumulent près de la sortie (Post-LN), en dessous près de l&apos;entrée (Pre-LN).</translation>
    </message>
</context>
<context>
    <name>gradflow::ResidualChainPage</name>
    <message>
        <source>Residual chain: the skip path&apos;s &quot;1 +&quot;</source>
        <translation>Chaîne résiduelle : le « 1 + » du chemin direct</translation>
    </message>
    <message>
        <source>Each block&apos;s own slope ∂F/∂h</source>
        <translation>La pente propre ∂F/∂h de chaque bloc</translation>
    </message>
    <message>
        <source>Blocks L</source>
        <translation>Blocs L</translation>
    </message>
    <message>
        <source>Block slope s</source>
        <translation>Pente du bloc s</translation>
    </message>
    <message>
        <source>Lesson: s = 0.025, 10 blocks</source>
        <translation>Leçon : s = 0,025, 10 blocs</translation>
    </message>
    <message>
        <source>blocks stacked</source>
        <translation>blocs empilés</translation>
    </message>
    <message>
        <source>gradient reaching the input</source>
        <translation>gradient atteignant l&apos;entrée</translation>
    </message>
    <message>
        <source>After %1 blocks: plain %2, residual %3</source>
        <translation>Après %1 blocs : simple %2, résiduel %3</translation>
    </message>
    <message>
        <source>A plain block multiplies the gradient by its slope s = %1; a residual block by 1 + s = %2, because the skip path passes the gradient on untouched.</source>
        <translation>Un bloc simple multiplie le gradient par sa pente s = %1 ; un bloc résiduel par 1 + s = %2, car le chemin direct transmet le gradient intact.</translation>
    </message>
    <message>
        <source>plain: × %1 per block</source>
        <translation>simple : × %1 par bloc</translation>
    </message>
    <message>
        <source>residual: × %1 per block</source>
        <translation>résiduel : × %1 par bloc</translation>
    </message>
</context>
<context>
    <name>gradflow::ResidualScalingPage</name>
    <message>
        <source>Residual scaling: GPT-2&apos;s 1/√(2N)</source>
        <translation>Mise à l&apos;échelle résiduelle : le 1/√(2N) de GPT-2</translation>
    </message>
    <message>
        <source>Layers N</source>
        <translation>Couches N</translation>
    </message>
    <message>
        <source>Stream samples</source>
        <translation>Échantillons du flux</translation>
    </message>
    <message>
        <source>Stream width</source>
        <translation>Largeur du flux</translation>
    </message>
    <message>
        <source>Lesson: N = 50 (100 writes)</source>
        <translation>Leçon : N = 50 (100 écritures)</translation>
    </message>
    <message>
        <source>writes to the residual stream</source>
        <translation>écritures dans le flux résiduel</translation>
    </message>
    <message>
        <source>Var(h) ÷ Var(h₀)</source>
        <translation>Var(h) ÷ Var(h₀)</translation>
    </message>
    <message>
        <source>After %1 layers (%2 writes): unscaled ×%3, scaled by 1/√(2N) ×%4</source>
        <translation>Après %1 couches (%2 écritures) : brut ×%3, avec 1/√(2N) ×%4</translation>
    </message>
    <message>
        <source>Each layer writes twice (attention, then the feed-forward block), each write adding variance 1: unscaled the variance grows to 1 + 2N = %1 times its start; scaled by 1/√(2N) = %2, to 1 + 1 = 2. Measured on %3 × %4 numbers.</source>
        <translation>Chaque couche écrit deux fois (attention, puis le bloc feed-forward), chaque écriture ajoutant une variance de 1 : sans mise à l&apos;échelle, la variance atteint 1 + 2N = %1 fois sa valeur de départ ; avec 1/√(2N) = %2, elle atteint 1 + 1 = 2. Mesuré sur %3 × %4 nombres.</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>sans mise à l&apos;échelle</translation>
    </message>
    <message>
        <source>scaled by 1/√(2N)</source>
        <translation>avec 1/√(2N)</translation>
    </message>
</context>
<context>
    <name>gradflow::SlideFigure</name>
    <message>
        <source>the figure cannot be drawn in %1x%2</source>
        <translation>la figure ne peut pas être dessinée en %1x%2</translation>
    </message>
    <message>
        <source>Not exported: %1.</source>
        <translation>Non exporté : %1.</translation>
    </message>
</context>
<context>
    <name>gradflow::StatusLine</name>
    <message>
        <source>Exported %1.</source>
        <translation>%1 exporté.</translation>
    </message>
</context>
<context>
    <name>gradflow::SubLayerOverlay</name>
    <message>
        <source>no norm</source>
        <translation>sans norme</translation>
    </message>
    <message>
        <source>post-%1</source>
        <translation>post-%1</translation>
    </message>
    <message>
        <source>pre-%1</source>
        <translation>pré-%1</translation>
    </message>
    <message>
        <source>%1 blocks × %2, %3, std %4</source>
        <translation>%1 blocs × %2, %3, écart-type %4</translation>
    </message>
</context>
<context>
    <name>gradflow::TheoryPanel</name>
    <message>
        <source>Infinite-width theory</source>
        <translation>Théorie de largeur infinie</translation>
    </message>
    <message>
        <source>Dashed &amp;theory line</source>
        <translation>Ligne &amp;théorique en tirets</translation>
    </message>
    <message>
        <source>The mean-field prediction (infinitely wide layers) drawn dashed over the signal and gradient charts.</source>
        <translation>La prédiction de champ moyen (couches infiniment larges), tracée en tirets sur les graphiques du signal et du gradient.</translation>
    </message>
    <message>
        <source>Per-layer factor ρ as the theory predicts it, and as this network measures it.</source>
        <translation>Le facteur par couche ρ tel que la théorie le prédit et tel que ce réseau le mesure.</translation>
    </message>
    <message>
        <source>ρ theory / measured</source>
        <translation>ρ théorie / mesuré</translation>
    </message>
    <message>
        <source>The dashed line is the infinite-width limit less the drift of a typical network of this width: each layer&apos;s random factor has a log-normal spread, so a typical seed sits below the limit, more so the deeper and narrower the network (Hanin and Nica).</source>
        <translation>La ligne en tirets est la limite de largeur infinie moins la dérive d&apos;un réseau typique de cette largeur : le facteur aléatoire de chaque couche suit une loi log-normale, donc une graine typique se situe sous la limite, d&apos;autant plus que le réseau est profond et étroit (Hanin et Nica).</translation>
    </message>
    <message>
        <source>Finite width</source>
        <translation>Largeur finie</translation>
    </message>
    <message>
        <source>The weight std at which the per-layer gradient factor χ is 1 for this activation: the edge between vanishing and exploding (ReLU √(2/n), tanh 1/√n).</source>
        <translation>L&apos;écart-type des poids pour lequel le facteur de gradient par couche χ vaut 1 pour cette activation : la frontière entre évanescent et explosif (ReLU √(2/n), tanh 1/√n).</translation>
    </message>
    <message>
        <source>Set std to critical</source>
        <translation>Mettre l&apos;é.-t. au critique</translation>
    </message>
    <message>
        <source>Switch to a custom std equal to the critical value.</source>
        <translation>Passer à un écart-type personnalisé égal à la valeur critique.</translation>
    </message>
    <message>
        <source>Critical std</source>
        <translation>É.-t. critique</translation>
    </message>
    <message>
        <source>How many units of a layer differ somewhere in the batch. Zero or constant init makes them all the same: each gets the same gradient, so training never separates them.</source>
        <translation>Combien d&apos;unités d&apos;une couche diffèrent quelque part dans le lot. Une initialisation nulle ou constante les rend toutes identiques : chacune reçoit le même gradient, et l&apos;entraînement ne les sépare jamais.</translation>
    </message>
    <message>
        <source>Distinct units</source>
        <translation>Unités distinctes</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>non disponible : %1</translation>
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
        <translation>les épingles de l&apos;étape</translation>
    </message>
    <message>
        <source>the step is shown without them</source>
        <translation>l&apos;étape est montrée sans elles</translation>
    </message>
    <message>
        <source>The built-in tour, step 1: Page Down for the next step.</source>
        <translation>La visite intégrée, étape 1 : Page suivante pour l&apos;étape suivante.</translation>
    </message>
</context>
<context>
    <name>gradflow::TourPanel</name>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Précédent</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>Suivant →</translation>
    </message>
    <message>
        <source>&amp;Lesson panel</source>
        <translation>Panneau de &amp;leçon</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Next lesson step</source>
        <translation>Étape suivante de la leçon</translation>
    </message>
    <message>
        <source>Previous lesson step</source>
        <translation>Étape précédente de la leçon</translation>
    </message>
    <message>
        <source>built-in tour</source>
        <translation>visite intégrée</translation>
    </message>
    <message>
        <source>Step %1 of %2 (Page Down: next, Page Up: back)</source>
        <translation>Étape %1 sur %2 (Page suiv. : suivante, Page préc. : précédente)</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainWorker</name>
    <message>
        <source>Training this network needs at least %1 but the memory limit is %2: reduce depth, width or batch.</source>
        <translation>Entraîner ce réseau demande au moins %1 mais la limite mémoire est %2 : réduisez la profondeur, la largeur ou le lot.</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingControls</name>
    <message>
        <source>Steps over which the learning rate rises linearly to its value (0: none)</source>
        <translation>Pas sur lesquels le taux d&apos;apprentissage monte linéairement jusqu&apos;à sa valeur (0 : aucun)</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Taux (lr)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Warm-up</translation>
    </message>
    <message>
        <source>Standard deviation of the starting weights (a custom init; orthogonal weights keep their kind and take it as their gain over √n)</source>
        <translation>Écart-type des poids de départ (une initialisation personnalisée ; les poids orthogonaux gardent leur nature et le prennent comme gain sur √n)</translation>
    </message>
    <message>
        <source>Network: depth</source>
        <translation>Réseau : profondeur</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Activation</translation>
    </message>
    <message>
        <source>Init std</source>
        <translation>É.-t. init.</translation>
    </message>
    <message>
        <source>Clip at %1</source>
        <translation>Écrêtage à %1</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingPanel</name>
    <message>
        <source>Weight change ‖Wₜ − W₀‖ / ‖W₀‖</source>
        <translation>Variation des poids ‖Wₜ − W₀‖ / ‖W₀‖</translation>
    </message>
    <message>
        <source>lost to rounding</source>
        <translation>perdu à l&apos;arrondi</translation>
    </message>
    <message>
        <source>Training cancelled.</source>
        <translation>Entraînement annulé.</translation>
    </message>
    <message>
        <source>Training starts when this tab is shown.</source>
        <translation>L&apos;entraînement démarre quand cet onglet est affiché.</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>prédit</translation>
    </message>
    <message>
        <source>rounding</source>
        <translation>arrondi</translation>
    </message>
    <message>
        <source>orange dashes: rounding u</source>
        <translation>tirets orange : arrondi u</translation>
    </message>
    <message>
        <source>rounding u = %1, far under the curves, not drawn</source>
        <translation>arrondi u = %1, bien sous les courbes, non tracé</translation>
    </message>
    <message>
        <source>Grey dashes: step 1 as predicted for this optimizer; %1; orange squares (● in the map): lost to rounding, moved less than u of their size. Map: white 10⁻³, the rule of thumb; blue less, red more; light grey: no ratio (zero weights).</source>
        <translation>Tirets gris : pas 1 tel que prédit pour cet optimiseur ; %1 ; carrés orange (● sur la carte) : perdus à l&apos;arrondi, déplacés de moins de u de leur taille. Carte : blanc 10⁻³, la règle empirique ; bleu moins, rouge plus ; gris clair : pas de rapport (poids nuls).</translation>
    </message>
    <message>
        <source>Training: step %1 of %2</source>
        <translation>Entraînement : pas %1 sur %2</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>non calculé</translation>
    </message>
    <message>
        <source>%1 steps in %2 ms: loss %3 → %4</source>
        <translation>%1 pas en %2 ms : perte %3 → %4</translation>
    </message>
    <message>
        <source>; the clip fired in %1 of %2 steps</source>
        <translation> ; l&apos;écrêtage s&apos;est déclenché à %1 pas sur %2</translation>
    </message>
    <message>
        <source>; layer 1 moved %1, layer %2 moved %3 of their size</source>
        <translation> ; la couche 1 a bougé de %1, la couche %2 de %3 de leur taille</translation>
    </message>
    <message>
        <source>1 step</source>
        <translation>1 pas</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 pas</translation>
    </message>
    <message>
        <source>Trained %1 in %2 ms, then diverged.</source>
        <translation>%1 entraîné en %2 ms, puis divergence.</translation>
    </message>
    <message>
        <source>Trained %1 in %2 ms.</source>
        <translation>%1 entraîné en %2 ms.</translation>
    </message>
    <message>
        <source>, width %1, batch %2, %3, seed %4 · %5, lr %6, %7 steps</source>
        <translation>, largeur %1, lot %2, %3, graine %4 · %5, lr %6, %7 pas</translation>
    </message>
    <message>
        <source>, clip at %1</source>
        <translation>, écrêtage à %1</translation>
    </message>
    <message>
        <source>, warm-up %1</source>
        <translation>, préchauffage %1</translation>
    </message>
    <message>
        <source>; block 1 moved %1, block %2 moved %3 of their size</source>
        <translation> ; le bloc 1 a bougé de %1, le bloc %2 de %3 de leur taille</translation>
    </message>
    <message>
        <source> (%1 key/value)</source>
        <translation> (%1 clé/valeur)</translation>
    </message>
    <message>
        <source>, %1 MLP %2 wide</source>
        <translation>, MLP %1 de largeur %2</translation>
    </message>
    <message>
        <source>, gated %1 MLP %2 wide</source>
        <translation>, MLP %1 à porte de largeur %2</translation>
    </message>
    <message>
        <source>, init std %1</source>
        <translation>, é.-t. init. %1</translation>
    </message>
    <message>
        <source>, output projections ×%1</source>
        <translation>, projections de sortie ×%1</translation>
    </message>
    <message>
        <source>, sequence %1, vocab %2, %3</source>
        <translation>, séquence %1, vocabulaire %2, %3</translation>
    </message>
    <message>
        <source>, tied head</source>
        <translation>, tête liée aux embeddings</translation>
    </message>
    <message>
        <source>Transformer, %1 blocks, %2 heads</source>
        <translation>Transformeur, %1 blocs, %2 têtes</translation>
    </message>
    <message>
        <source>learned positions</source>
        <translation>positions apprises</translation>
    </message>
    <message>
        <source>no norm</source>
        <translation>sans norme</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>sans positions</translation>
    </message>
    <message>
        <source>post-%1</source>
        <translation>post-%1</translation>
    </message>
    <message>
        <source>pre-%1</source>
        <translation>pré-%1</translation>
    </message>
    <message>
        <source>rotary positions</source>
        <translation>positions rotatives</translation>
    </message>
</context>
<context>
    <name>gradflow::TrainingVeil</name>
    <message>
        <source>Showing the previous run while this step&apos;s network trains.</source>
        <translation>Affichage de l&apos;exécution précédente pendant l&apos;entraînement du réseau de cette étape.</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerBandsWorker</name>
    <message>
        <source>One seed&apos;s pass needs at least %1, but beside the network&apos;s own weights %2 are left under the memory limit: raise &quot;max-memory&quot; for the band</source>
        <translation>La passe d&apos;une graine demande au moins %1, mais à côté des poids du réseau il reste %2 sous la limite de mémoire : augmentez « max-memory » pour la bande</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerControls</name>
    <message>
        <source>Transformer</source>
        <translation>Transformeur</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>Dense blocks (one linear layer and an activation each), or a decoder-only transformer: attention and an MLP per block, each in a residual.</source>
        <translation>Blocs denses (une couche linéaire et une activation chacun), ou un transformeur décodeur seul : attention et un MLP par bloc, chacun dans une connexion résiduelle.</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Têtes</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>Têtes clé/valeur</translation>
    </message>
    <message>
        <source>as heads</source>
        <translation>comme les têtes</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Longueur de séquence</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>Largeur du MLP</translation>
    </message>
    <message>
        <source>4 × width</source>
        <translation>4 × largeur</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulaire</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Gated MLP (SwiGLU)</source>
        <translation>MLP à porte (SwiGLU)</translation>
    </message>
    <message>
        <source>Tied head</source>
        <translation>Tête liée</translation>
    </message>
    <message>
        <source>For a transformer the dense network&apos;s readouts, its theory and the Jacobian tab are not shown: they describe dense networks. Choose MLP beside the preset to return to them.</source>
        <translation>Pour un transformeur, les mesures du réseau dense, sa théorie et l&apos;onglet Jacobienne ne sont pas affichés : ils décrivent des réseaux denses. Choisissez MLP à côté du préréglage pour y revenir.</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerPanel</name>
    <message>
        <source>Residual stream RMS and the gradient reaching it, per sub-layer</source>
        <translation>RMS du flux résiduel et gradient qui l&apos;atteint, par sous-couche</translation>
    </message>
    <message>
        <source>Weight gradient norm, per matrix</source>
        <translation>Norme du gradient des poids, par matrice</translation>
    </message>
    <message>
        <source>Attention entropy (nats)</source>
        <translation>Entropie de l&apos;attention (nats)</translation>
    </message>
    <message>
        <source>A transformer&apos;s series appear here once it is computed.</source>
        <translation>Les séries d&apos;un transformeur apparaissent ici une fois calculé.</translation>
    </message>
    <message>
        <source>residual RMS</source>
        <translation>RMS résiduelle</translation>
    </message>
    <message>
        <source>gradient reaching it</source>
        <translation>gradient qui l&apos;atteint</translation>
    </message>
    <message>
        <source>after attention</source>
        <translation>après l&apos;attention</translation>
    </message>
    <message>
        <source>after MLP</source>
        <translation>après le MLP</translation>
    </message>
    <message>
        <source>uniform attention</source>
        <translation>attention uniforme</translation>
    </message>
    <message>
        <source>attention entropy</source>
        <translation>entropie de l&apos;attention</translation>
    </message>
    <message>
        <source>Transformer at initialization: %1 blocks × %2 wide, %3 heads, sequence %4, batch %5.</source>
        <translation>Transformeur à l&apos;initialisation : %1 blocs × %2 de large, %3 têtes, séquence %4, lot %5.</translation>
    </message>
    <message>
        <source> Loss %1 nats.</source>
        <translation> Perte %1 nats.</translation>
    </message>
    <message>
        <source> Over the memory limit: weights drawn again where needed, blocks recomputed in the backward pass.</source>
        <translation> Au-delà de la limite mémoire : poids retirés au besoin, blocs recalculés lors de la passe arrière.</translation>
    </message>
    <message>
        <source>Residual stream RMS and the gradient, relative to the embeddings</source>
        <translation>RMS du flux résiduel et gradient, relatifs aux plongements</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerParts</name>
    <message>
        <source>Architecture:</source>
        <translation>Architecture :</translation>
    </message>
    <message>
        <source>For the dense network only: a transformer&apos;s Jacobian is not analysed here yet. Choose MLP as the architecture.</source>
        <translation>Pour le réseau dense uniquement : la jacobienne d&apos;un transformeur n&apos;est pas encore analysée ici. Choisissez MLP comme architecture.</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerView</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop computing this transformer; the charts keep the last one computed.</source>
        <translation>Arrêter le calcul de ce transformeur ; les graphiques gardent le dernier calculé.</translation>
    </message>
    <message>
        <source>Computing the new network; these charts show the previous one.</source>
        <translation>Calcul du nouveau réseau ; ces graphiques montrent le précédent.</translation>
    </message>
    <message>
        <source>Computing this transformer (progress below)…</source>
        <translation>Calcul de ce transformeur (progression ci-dessous)…</translation>
    </message>
    <message>
        <source>Cancelled; the charts show the last transformer computed.</source>
        <translation>Annulé ; les graphiques montrent le dernier transformeur calculé.</translation>
    </message>
    <message>
        <source>Cancelled: these charts show the last transformer computed, not the controls&apos; settings.</source>
        <translation>Annulé : ces graphiques montrent le dernier transformeur calculé, pas les réglages actuels.</translation>
    </message>
    <message>
        <source>Computed in %1 ms.</source>
        <translation>Calculé en %1 ms.</translation>
    </message>
    <message>
        <source>; the charts show the last transformer computed.</source>
        <translation> ; les graphiques montrent le dernier transformeur calculé.</translation>
    </message>
    <message>
        <source>Not computed: %1. These charts show the last transformer computed.</source>
        <translation>Non calculé : %1. Ces graphiques montrent le dernier transformeur calculé.</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>Non calculé : %1</translation>
    </message>
</context>
<context>
    <name>gradflow::TransformerWorker</name>
    <message>
        <source>This transformer needs at least %1 but the memory limit is %2: reduce blocks, width, sequence length, vocabulary or batch, or raise &quot;max-memory&quot;</source>
        <translation>Ce transformeur demande au moins %1 mais la limite mémoire est %2 : réduisez les blocs, la largeur, la longueur de séquence, le vocabulaire ou le lot, ou relevez « max-memory »</translation>
    </message>
</context>
<context>
    <name>gradflow::UpdateHeatmap</name>
    <message>
        <source>after step</source>
        <translation>après le pas</translation>
    </message>
    <message>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>Update / weight per layer and step</source>
        <translation>Mise à jour / poids par couche et par pas</translation>
    </message>
    <message>
        <source>No step yet</source>
        <translation>Pas encore de pas</translation>
    </message>
    <message>
        <source>diverged here (step %1)</source>
        <translation>divergence ici (pas %1)</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>couche</translation>
    </message>
    <message>
        <source>%1 rule</source>
        <translation>règle %1</translation>
    </message>
    <message>
        <source>Update / weight per block and step</source>
        <translation>Mise à jour / poids par bloc et par pas</translation>
    </message>
    <message>
        <source>block</source>
        <translation>bloc</translation>
    </message>
</context>
<context>
    <name>gradflow::WalkthroughDialog</name>
    <message>
        <source>The walkthrough is missing from this build: see README.md, &quot;A five-minute walkthrough&quot;.</source>
        <translation>La présentation guidée manque dans cette version : voir README.md, « A five-minute walkthrough ».</translation>
    </message>
    <message>
        <source>Five-minute walkthrough</source>
        <translation>Présentation en cinq minutes</translation>
    </message>
</context>
<context>
    <name>gradflow::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open configuration…</source>
        <translation>&amp;Ouvrir une configuration…</translation>
    </message>
    <message>
        <source>&amp;Save configuration…</source>
        <translation>&amp;Enregistrer la configuration…</translation>
    </message>
    <message>
        <source>Open &amp;model config…</source>
        <translation>Ouvrir une configuration de &amp;modèle…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Open shipped m&amp;odel</source>
        <translation>Ouvrir un modèle &amp;fourni</translation>
    </message>
    <message>
        <source>Open &amp;tour…</source>
        <translation>Ouvrir une &amp;visite…</translation>
    </message>
    <message>
        <source>Ctrl+Alt+O</source>
        <translation>Ctrl+Alt+O</translation>
    </message>
    <message>
        <source>Open s&amp;ession…</source>
        <translation>Ouvrir une &amp;session…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Save session…</source>
        <translation>Enregistrer la session…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Export charts…</source>
        <translation>E&amp;xporter les graphiques…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;data…</source>
        <translation>Exporter les &amp;données…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Copy chart image</source>
        <translation>&amp;Copier l&apos;image du graphique</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Relative to layer 0</source>
        <translation>&amp;Relatif à la couche 0</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>P&amp;hase map…</source>
        <translation>Carte de &amp;phase…</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Layer &amp;histograms</source>
        <translation>&amp;Histogrammes des couches</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>Lan&amp;gue</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>Thème &amp;sombre</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe palette</source>
        <translation>Palette adaptée aux &amp;daltoniens</translation>
    </message>
    <message>
        <source>&amp;Lesson views</source>
        <translation>&amp;Vues de la leçon</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Mode présentation</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Préréglages</translation>
    </message>
    <message>
        <source>P&amp;ins</source>
        <translation>É&amp;pingles</translation>
    </message>
    <message>
        <source>&amp;Pin current curves</source>
        <translation>É&amp;pingler les courbes actuelles</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Remove last pin</source>
        <translation>&amp;Retirer la dernière épingle</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Remove &amp;all pins</source>
        <translation>Retirer &amp;toutes les épingles</translation>
    </message>
    <message>
        <source>Ctrl+Alt+P</source>
        <translation>Ctrl+Alt+P</translation>
    </message>
    <message>
        <source>All pins removed.</source>
        <translation>Toutes les épingles retirées.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>&amp;Touches…</translation>
    </message>
    <message>
        <source>&amp;Start the tour</source>
        <translation>&amp;Démarrer la visite</translation>
    </message>
    <message>
        <source>Five-minute &amp;walkthrough…</source>
        <translation>Présentation en &amp;cinq minutes…</translation>
    </message>
    <message>
        <source>&amp;About GradFlow</source>
        <translation>À &amp;propos de GradFlow</translation>
    </message>
    <message>
        <source>About GradFlow</source>
        <translation>À propos de GradFlow</translation>
    </message>
    <message>
        <source>GradFlow shows why deep networks fail to train: one forward and one backward pass of a random network at initialization, every layer measured exactly.&lt;br&gt;&lt;br&gt;Help &amp;gt; Start the tour walks the lecture step by step (Page Down, Page Up); Help &amp;gt; Five-minute walkthrough gives the walkthrough of the README; Help &amp;gt; Keys lists every key.</source>
        <translation>GradFlow montre pourquoi les réseaux profonds n&apos;arrivent pas à s&apos;entraîner : une passe avant et une passe arrière d&apos;un réseau aléatoire à l&apos;initialisation, chaque couche mesurée exactement.&lt;br&gt;&lt;br&gt;Aide &amp;gt; Démarrer la visite parcourt le cours pas à pas (Page suivante, Page précédente) ; Aide &amp;gt; Présentation en cinq minutes reprend celle du README ; Aide &amp;gt; Touches liste chaque touche.</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source> Preset: </source>
        <translation> Préréglage : </translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nouvelle graine</translation>
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
        <translation>tous les poids %1</translation>
    </message>
    <message>
        <source>orthogonal gain %1</source>
        <translation>orthogonale, gain %1</translation>
    </message>
    <message>
        <source>, residual</source>
        <translation>, résiduel</translation>
    </message>
    <message>
        <source>, head</source>
        <translation>, tête</translation>
    </message>
    <message>
        <source>, depth %1</source>
        <translation>, profondeur %1</translation>
    </message>
    <message>
        <source>in the loss</source>
        <translation>dans la perte</translation>
    </message>
    <message>
        <source>in the head</source>
        <translation>dans la tête de sortie</translation>
    </message>
    <message>
        <source>in layer %1</source>
        <translation>dans la couche %1</translation>
    </message>
    <message>
        <source>the signal overflowed (weights too large)</source>
        <translation>le signal a débordé (poids trop grands)</translation>
    </message>
    <message>
        <source>the loss overflowed (outputs too large)</source>
        <translation>la perte a débordé (sorties trop grandes)</translation>
    </message>
    <message>
        <source>the gradient overflowed (weights or learning rate too large)</source>
        <translation>le gradient a débordé (poids ou taux d&apos;apprentissage trop grands)</translation>
    </message>
    <message>
        <source>the weights overflowed (learning rate too large)</source>
        <translation>les poids ont débordé (taux d&apos;apprentissage trop grand)</translation>
    </message>
    <message>
        <source>the normalization divided by zero: a group&apos;s values are all equal and norm-eps is 0 (give eps &gt; 0)</source>
        <translation>la normalisation a divisé par zéro : les valeurs d&apos;un groupe sont toutes égales et norm-eps vaut 0 (donnez eps &gt; 0)</translation>
    </message>
    <message>
        <source>diverged at step %1 %2: %3</source>
        <translation>divergence à l&apos;étape %1 %2 : %3</translation>
    </message>
    <message>
        <source>Fuss-Catalan</source>
        <translation>Fuss-Catalan</translation>
    </message>
    <message>
        <source>all equal</source>
        <translation>toutes égales</translation>
    </message>
    <message>
        <source>free multiplicative, Gaussian weights</source>
        <translation>multiplicative libre, poids gaussiens</translation>
    </message>
    <message>
        <source>free multiplicative, orthogonal weights</source>
        <translation>multiplicative libre, poids orthogonaux</translation>
    </message>
    <message>
        <source>no closed form is known with residual connections</source>
        <translation>aucune forme close n&apos;est connue avec des connexions résiduelles</translation>
    </message>
    <message>
        <source>no closed form is known with a normalization layer</source>
        <translation>aucune forme close n&apos;est connue avec une couche de normalisation</translation>
    </message>
    <message>
        <source>no closed form is known with biases (torch-default init)</source>
        <translation>aucune forme close n&apos;est connue avec des biais (init. torch-default)</translation>
    </message>
    <message>
        <source>for %1 the moments depend on the fixed point q* (Pennington et al. 2017); not shown</source>
        <translation>pour %1, les moments dépendent du point fixe q* (Pennington et al. 2017) ; non affichés</translation>
    </message>
    <message>
        <source>known for Gaussian and orthogonal weights only</source>
        <translation>connue pour des poids gaussiens et orthogonaux seulement</translation>
    </message>
    <message>
        <source>in the final norm and head</source>
        <translation>dans la norme finale et la tête</translation>
    </message>
    <message>
        <source>in the embeddings or the head</source>
        <translation>dans les plongements ou la tête</translation>
    </message>
    <message>
        <source>in the embeddings</source>
        <translation>dans les plongements</translation>
    </message>
    <message>
        <source>in block %1</source>
        <translation>dans le bloc %1</translation>
    </message>
</context>
</TS>

#pragma once

#include <QDialog>
#include <QSize>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;
class QWidget;

namespace gradflow {

// Every export's dialog (the network view's, a lesson view's, the phase map's): the drawing's
// size (as on screen, one of the slide sizes or a custom one, as --export-size takes it), the
// PNG pixel scale and, for the network view, whether the readouts go under the caption; it
// says how many pixels the file will have.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    // onScreen: the size the figure has in the window. png: offer the pixel scale.
    // readouts: offer the readouts' box.
    ExportDialog(QSize onScreen, bool png, QWidget *parent = nullptr, bool readouts = true);

    void setChoice(QSize size, int scale, bool readouts); // size empty: as on screen
    QSize drawingSize() const;                            // empty: as on screen
    int scale() const;
    bool readouts() const;
    QString fileText() const; // "The file: 1920 × 1080 pixels."

private:
    void addSizes();
    QWidget *customRow();
    void update();

    QSize m_onScreen;
    bool m_png;
    QComboBox *m_size;
    QSpinBox *m_width, *m_height;
    QWidget *m_custom;
    QSpinBox *m_scale;
    QCheckBox *m_readouts;
    QLabel *m_file;
};

// Where an export's file dialog opens: the folder of the last export, else the user's Pictures
// folder, else home; never the working directory the program was started in.
QString exportStartPath(const QString &fileName);
void rememberExportFolder(const QString &path); // the folder of a file just exported

// What the window asks before every export of a view other than the network's: the file (PNG,
// SVG or PDF), then the size and scale (the dialog, without the readouts' box). size and scale
// hold the last choice and take the new one; returns the path, empty when cancelled.
QString askSlideExport(QWidget *parent, const QString &fileName, QSize onScreen, QSize &size, int &scale);

} // namespace gradflow

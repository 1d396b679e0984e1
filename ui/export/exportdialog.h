#pragma once

#include <QDialog>
#include <QSize>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace gradflow {

// File > Export charts: the drawing's size (as on screen, or a slide size as --export-size
// takes it), the PNG pixel scale and whether the readouts go under the caption; it says how
// many pixels the file will have.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    // onScreen: the size the charts have in the window. png: offer the pixel scale.
    ExportDialog(QSize onScreen, bool png, QWidget *parent = nullptr);

    // The slide sizes offered besides the on-screen one.
    static QList<QSize> slideSizes();

    void setChoice(QSize size, int scale, bool readouts); // size empty: as on screen
    QSize drawingSize() const; // empty: as on screen
    int scale() const;
    bool readouts() const;
    QString fileText() const; // "The file: 1920 × 1080 pixels."

private:
    void update();

    QSize m_onScreen;
    bool m_png;
    QComboBox *m_size;
    QSpinBox *m_scale;
    QCheckBox *m_readouts;
    QLabel *m_file;
};

} // namespace gradflow

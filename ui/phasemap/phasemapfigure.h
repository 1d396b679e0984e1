#pragma once

#include "core/model/config.h"
#include "ui/charts/look.h"

#include <QFont>
#include <QString>
#include <QWidget>

class QLabel;

namespace gradflow {

class PhaseMapWidget;

// The map's type for a look: its tick labels and exponents as tall as the charts' axes draw them.
QFont mapFont(const Look &look);

// What the phase map's export draws, never shown on screen: a title, a settings line (the
// network the map is of and its axes' ranges) and a copy of the map, with type for look.
class PhaseMapFigure : public QWidget
{
    Q_OBJECT

public:
    PhaseMapFigure(const PhaseMapWidget &map, const ModelConfig &base, const Look &look);
    PhaseMapWidget *map() const { return m_map; }
    QString titleText() const;
    QString settingsText() const;
    // PNG (at scale), SVG or PDF by the suffix, at the figure's size, written atomically.
    // Empty on success, else the reason; throws ImageOutOfMemory.
    QString exportTo(const QString &path, double scale);

private:
    QLabel *m_title, *m_settings;
    PhaseMapWidget *m_map;
};

} // namespace gradflow

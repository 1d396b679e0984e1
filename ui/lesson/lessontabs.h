#pragma once

#include "core/model/config.h"
#include "core/lesson/lessonviews.h"
#include "core/model/result.h"

#include <QTabWidget>

#include <memory>
#include <vector>

class QMenu;

namespace gradflow {

class LessonPage;
struct Look;

// A new page for a side view (not Network).
LessonPage *makeLessonPage(LessonView view);

// The main network view and the lesson's six side views as tabs (Ctrl+1 .. Ctrl+7).
class LessonTabs : public QTabWidget
{
    Q_OBJECT

public:
    explicit LessonTabs(QWidget *networkPage, QWidget *parent = nullptr);

    // The Training tab, after the lesson's views so their shortcuts stay (Ctrl+8).
    void addTrainingTab(QWidget *page);
    bool isTrainingShown() const { return m_training && currentWidget() == m_training; }
    void showTraining();
    // The Jacobian tab, after the Training tab (Ctrl+9).
    void addJacobianTab(QWidget *page);
    bool isJacobianShown() const { return m_jacobian && currentWidget() == m_jacobian; }
    void showJacobian();
    LessonView currentView() const; // Network on a tab that is no view (a transformer's)
    void showView(LessonView view);
    LessonPage *page(LessonView view) const; // nullptr for a view that is no page (isLessonPage)
    void addViewActions(QMenu *menu);        // one checkable-free action per view, with its shortcut
    void setNetworkResult(const std::shared_ptr<const Result> &result);
    void setLook(bool dark, const Look &look);
    // Writes page's figure to path: as on screen (size empty) or drawn anew for a slide of
    // size; returns the error or an empty string.
    QString exportPage(LessonPage *page, const QString &path, double scale, QSize size = {});
    // Asks for a file and a size (the export dialog, as the network view's) and exports page.
    void askAndExport(LessonPage *page);

signals:
    void networkRequested(const ModelConfig &config);
    void exported(const QString &error, const QString &path);

protected:
    bool event(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void fitTabs();
    QString writePage(LessonPage *page, const QString &path, double scale, QSize size);
    // What the tab widget lays out by: a layout request that changes none of them changes nothing.
    struct Hints
    {
        QSize pageMinimum, pagePreferred, tabs;
        bool operator==(const Hints &o) const
        {
            return pageMinimum == o.pageMinimum && pagePreferred == o.pagePreferred && tabs == o.tabs;
        }
    };
    Hints m_laidOutFor;
    bool m_laidOut = false;
    std::vector<LessonPage *> m_pages; // index = LessonView - 1
    QWidget *m_training = nullptr;
    QWidget *m_jacobian = nullptr;
    std::shared_ptr<const Result> m_network; // the clipping view's, for its slides
    QSize m_exportSize;                      // the export dialog's last choice (empty: as on screen)
    int m_exportScale = 1;
};

} // namespace gradflow

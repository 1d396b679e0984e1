#pragma once

#include <QLabel>

namespace gradflow {

// A status line one line high whatever it says: the most leading clauses of its text that fit its
// width, each clause whole and its exponents as tall as the digits; the whole text in its tooltip.
// Only a first clause wider than the line is cut, with an ellipsis. Its height is a line with a
// tall exponent, so the rows around it keep their place as it changes.
class ClauseLine : public QLabel
{
    Q_OBJECT

public:
    explicit ClauseLine(QWidget *parent = nullptr);

    // The clauses as the text joins them, each with the separator its language writes around it
    // ("; ", " ; ", "；", "、"): the line shows the leading ones, whatever the punctuation.
    void setClauses(const QStringList &clauses);
    void setFullText(const QString &text); // one text, split at "; " and after a heading's ": "
    QString fullText() const { return m_full; }
    QString shownText() const { return m_shown; } // as shown, exponents as Unicode superscripts
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void fit();
    double widthOf(const QString &text) const; // as drawn, tall exponents included

    QStringList m_clauses;
    QString m_full, m_shown;
};

} // namespace gradflow

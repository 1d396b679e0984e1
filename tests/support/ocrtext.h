#pragma once

// Reading an exported image back as a room would: tesseract's text (Debian's tesseract-ocr) and
// the check that every sentence of a view stands in it whole. OCR misreads a letter here and
// there, so words are compared after folding the letters it confuses, and a sentence may lose a
// few scattered words; a line cut off or overlapped loses a run of them, and fails.
#include <QHash>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStringList>
#include <QTemporaryDir>

#include <algorithm>

namespace ocr {

// The words of a text: runs of ASCII letters and digits, two or more long, lower case, with
// o/0, l/1 and i/1 folded together. Superscript digits, Greek letters and symbols separate words.
inline QStringList words(QString text)
{
    text.replace(QRegularExpression(QStringLiteral("-\\s*\\n\\s*")), QString()); // a word split over two lines
    QStringList out;
    QString word;
    auto flush = [&] {
        if (word.size() >= 2)
            out << word;
        word.clear();
    };
    for (QChar c : text.toLower()) {
        const char16_t u = c.unicode();
        if ((u >= 'a' && u <= 'z') || (u >= '0' && u <= '9'))
            word += QChar(u == 'o' ? '0' : (u == 'l' || u == 'i') ? '1' : u);
        else
            flush();
    }
    flush();
    return out;
}

// A sentence's words without its powers of ten ("10⁻¹⁹", "10^-54.09"): drawn with tall raised
// exponents, as the axes draw them, they read as one run of digits ("1071").
inline QStringList sentenceWords(QString sentence)
{
    sentence.replace(QRegularExpression(QStringLiteral("10(\\^[-−+]?[0-9.]+|[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]+)")), QStringLiteral(" "));
    return words(sentence);
}

// The words of a text, each with how often it stands there.
using Pool = QHash<QString, int>;

inline Pool pool(const QStringList &text)
{
    Pool p;
    for (const QString &w : text)
        ++p[w];
    return p;
}

// How a sentence's words stand in the pool: how many are there, and the longest run of the
// sentence's words that is not. The words found are taken from the pool, so a word the sentence
// holds twice must stand twice. Order is not asked for: tesseract reads a line with tall raised
// exponents in pieces, and a table a column at a time.
struct Match
{
    int matched = 0, longestGap = 0;
};

// The pool's word that stands for w: w itself, or w with one letter glued on at either end (a
// legend's marker read as a letter: "mmin" for "min"). Empty when none is left.
inline QString standIn(const QString &w, const Pool &words)
{
    if (words.value(w) > 0)
        return w;
    if (w.size() < 3)
        return {};
    for (auto it = words.cbegin(); it != words.cend(); ++it)
        if (it.value() > 0 && it.key().size() == w.size() + 1 && (it.key().endsWith(w) || it.key().startsWith(w)))
            return it.key();
    return {};
}

inline Match take(const QStringList &sentence, Pool &words)
{
    Match result;
    int gap = 0;
    for (const QString &w : sentence) {
        if (const QString found = standIn(w, words); !found.isEmpty()) {
            --words[found];
            ++result.matched;
            gap = 0;
        } else {
            result.longestGap = std::max(result.longestGap, ++gap);
        }
    }
    return result;
}

// Whether the sentence stands whole in the pool (taking its words from it): four fifths of its
// words and no run of more than three missing (short sentences: every word).
inline bool standsIn(const QString &sentence, Pool &words)
{
    const QStringList w = sentenceWords(sentence);
    if (w.isEmpty())
        return true;
    const Match m = take(w, words);
    if (w.size() <= 3)
        return m.matched == w.size();
    return m.matched >= 0.8 * w.size() && m.longestGap <= 3;
}

inline QString tesseract() { return QStandardPaths::findExecutable(QStringLiteral("tesseract")); }

// The text tesseract reads in the image at path, the image enlarged to about 2160 lines first
// (tesseract reads type of 20 to 40 pixels best); empty with *error set when it cannot run.
inline QString read(const QString &path, QString *error)
{
    QImage image(path);
    if (image.isNull()) {
        *error = QStringLiteral("cannot read %1").arg(path);
        return {};
    }
    const int factor = std::max(1, 2160 / std::max(1, image.height()));
    QTemporaryDir dir;
    const QString big = dir.filePath(QStringLiteral("big.png"));
    image.scaled(image.size() * factor, Qt::IgnoreAspectRatio, Qt::SmoothTransformation).save(big);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("OMP_THREAD_LIMIT"), QStringLiteral("1")); // its threads only fight ctest's on two cores
    p.setProcessEnvironment(env);
    p.start(tesseract(), {big, QStringLiteral("stdout"), QStringLiteral("--psm"), QStringLiteral("3")});
    if (!p.waitForFinished(120000) || p.exitCode() != 0) {
        *error = QStringLiteral("tesseract failed: %1").arg(QString::fromUtf8(p.readAllStandardError()));
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace ocr

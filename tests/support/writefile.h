#pragma once

// A test's input file: text written into a temporary folder, its path returned. Shared by the
// tests that hand files to the command line or the window.
#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

inline QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        qFatal("cannot write the test file %s", qPrintable(path));
    return path;
}

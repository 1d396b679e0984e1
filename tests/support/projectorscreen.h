// A Qt Test main for tests that run on a projector's screen: the offscreen platform given one
// screen of GRADFLOW_TEST_SCREEN (default 1280x720) through its screen file, the font the
// application sets, and the language GRADFLOW_TEST_LANGUAGE names (a shipped code: de, ja...).
#pragma once

#include "ui/window/language.h"

#include <QApplication>
#include <QFont>
#include <QTemporaryFile>
#include <QtTest>

namespace gradflow::test {

template<class Test>
int runOnProjectorScreen(int argc, char *argv[])
{
    const QByteArray size =
        qEnvironmentVariableIsSet("GRADFLOW_TEST_SCREEN") ? qgetenv("GRADFLOW_TEST_SCREEN") : QByteArray("1280x720");
    const QList<QByteArray> parts = size.split('x');
    QTemporaryFile screens;
    if (!screens.open() || parts.size() != 2)
        return 1;
    screens.write(QStringLiteral("{\"screens\": [{\"name\": \"projector\", \"x\": 0, \"y\": 0, \"width\": %1, "
                                 "\"height\": %2, \"logicalDpi\": 96}]}")
                      .arg(QString::fromLatin1(parts[0]), QString::fromLatin1(parts[1]))
                      .toUtf8());
    screens.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + screens.fileName().toLocal8Bit());
    QApplication app(argc, argv);
    QApplication::setFont(QFont(QStringLiteral("DejaVu Sans"), 10));
    if (const QString language = qEnvironmentVariable("GRADFLOW_TEST_LANGUAGE");
        !language.isEmpty() && !installLanguage(language))
        return 1;
    Test test;
    return QTest::qExec(&test, argc, argv);
}

} // namespace gradflow::test

// The file gateway (files/files.h) as the window meets it: every file action refuses a named
// pipe at once, with a message, instead of waiting in open() for another process while the
// window stops repainting.
#include "files/files.h"
#include "ui/lesson/lessontabs.h"
#include "ui/lesson/lessonpage.h"
#include "ui/phasemap/phasemapwindow.h"
#include "ui/window/mainwindow.h"
#include "ui/window/chartexport.h"
#include "ui/window/filecommands.h"
#include "ui/window/networkdocument.h"
#include "core/lesson/lessonviews.h"

#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace gradflow;

namespace {

// Joins a FIFO from the other side if the action has not returned within 30 s (a blocked
// open() would otherwise hang the test), and remembers whether it had to.
class PipeRescue
{
public:
    explicit PipeRescue(const QString &fifo) : m_path(QFile::encodeName(fifo))
    {
        m_thread = std::thread([this] { rescueLater(); });
    }
    ~PipeRescue() { finish(); }

    // Called once the action returned: true when it returned only because the pipe was joined.
    bool finish()
    {
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_done = true;
        }
        m_wake.notify_all();
        if (m_thread.joinable())
            m_thread.join();
        return m_rescued;
    }

private:
    void rescueLater()
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        if (m_wake.wait_for(lock, std::chrono::seconds(30), [this] { return m_done; }))
            return;
        m_rescued = true;
        const int fd = ::open(m_path.constData(), O_RDWR | O_NONBLOCK);
        if (fd < 0)
            return;
        (void)::write(fd, "{}", 2); // a reader gets some text; a writer gets its reader
        char sink[65536];
        pollfd p{fd, POLLIN, 0};
        while (::poll(&p, 1, 2000) > 0 && ::read(fd, sink, sizeof sink) > 0) { }
        ::close(fd);
    }

    QByteArray m_path;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_done = false;
    std::atomic<bool> m_rescued{false};
    std::thread m_thread;
};

PhaseGrid smallGrid()
{
    PhaseGrid g;
    g.stdLow = 0.5;
    g.stdHigh = 2;
    g.stdSteps = 2;
    g.depthLow = 2;
    g.depthHigh = 4;
    g.depthSteps = 2;
    return g;
}

} // namespace

class TestFileGateway : public QObject
{
    Q_OBJECT
private slots:
    void windowActionsRefuseAPipe_data();
    void windowActionsRefuseAPipe();
    void readingAPipeIsRefusedWithoutOpeningIt();
    void commandLinePolicyReadsAPipe();
};

// Open tour, Open session, Save session, a lesson tab's "Export this view..."
// and the phase map's "Export image..." waited in open() on a FIFO.
void TestFileGateway::windowActionsRefuseAPipe_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("action");
    QTest::newRow("open tour") << "lesson.txt" << 0;
    QTest::newRow("open session") << "class.json" << 1;
    QTest::newRow("save session") << "class.json" << 2;
    QTest::newRow("export lesson view") << "chain.png" << 3;
    QTest::newRow("export phase map") << "map.png" << 4;
}

void TestFileGateway::windowActionsRefuseAPipe()
{
    QFETCH(QString, name);
    QFETCH(int, action);
    QTemporaryDir dir;
    const QString fifo = dir.filePath(name);
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    MainWindow w(false);
    w.show();
    QString message;
    {
        PipeRescue rescue(fifo);
        switch (action) {
        case 0:
            message = w.files()->openTour(fifo);
            break;
        case 1:
            QVERIFY(!w.files()->openSession(fifo));
            message = w.statusText();
            break;
        case 2:
            QVERIFY(!w.files()->saveSession(fifo));
            message = w.statusText();
            break;
        case 3:
            message = w.lessonTabs()->exportPage(w.lessonTabs()->page(LessonView::Chain), fifo, 1.0);
            break;
        default: {
            PhaseMapWindow map(ModelConfig{}, RunSettings{}, smallGrid());
            message = map.exportTo(fifo);
        }
        }
        QVERIFY2(!rescue.finish(), "the action waited in open() until the pipe was joined");
    }
    QVERIFY2(message.contains("not a regular file"), qPrintable(message));
    QVERIFY2(QFileInfo(fifo).isFile() == false && QFileInfo::exists(fifo), "the pipe itself is left as it was");
}

// The gateway itself: a FIFO nobody writes to is refused at once, with the reason.
void TestFileGateway::readingAPipeIsRefusedWithoutOpeningIt()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath("pipe");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    setSpecialFiles(SpecialFiles::Refuse);
    QByteArray data;
    PipeRescue rescue(fifo);
    const QString problem = readFileUpTo(fifo, 100, data);
    QVERIFY(!rescue.finish());
    QVERIFY2(problem.contains("not a regular file"), qPrintable(problem));
    QVERIFY(data.isEmpty());
    QVERIFY2(readFileUpTo(dir.path(), 100, data).contains("folder"), "a folder is named as one");
}

// The command line reads a pipe as a shell's redirection would: what the writer sent.
void TestFileGateway::commandLinePolicyReadsAPipe()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath("pipe");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    std::thread writer([path = QFile::encodeName(fifo)] { // gives up after 10 s without a reader
        for (int tries = 0; tries < 1000; ++tries) {
            const int fd = ::open(path.constData(), O_WRONLY | O_NONBLOCK);
            if (fd >= 0) {
                (void)::write(fd, "{\"depth\": 3}", 12);
                ::close(fd);
                return;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    });
    setSpecialFiles(SpecialFiles::UseInPlace);
    QByteArray data;
    const QString problem = readFileUpTo(fifo, 100, data);
    setSpecialFiles(SpecialFiles::Refuse);
    writer.join();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(data, QByteArray("{\"depth\": 3}"));
}

QTEST_MAIN(TestFileGateway)
#include "test_filegateway.moc"

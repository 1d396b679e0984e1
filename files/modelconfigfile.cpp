#include "files/modelconfigfile.h"

#include "files/files.h"

#include <QDir>

#include <stdexcept>

// The shipped configs live in this library (resources/models.qrc); a static library's resources
// are registered by name before their first use.
static void initModelResources() { Q_INIT_RESOURCE(models); }

namespace gradflow {

namespace {

const QString kPresetFolder = QStringLiteral(":/models/");

} // namespace

QStringList modelConfigPresetNames()
{
    initModelResources();
    QStringList names;
    for (const QString &file : QDir(kPresetFolder).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        names << file.chopped(5);
    names.sort(); // by name: "gpt2" before "gpt2-xl" (their files sort the other way)
    return names;
}

ModelConfigReading readModelConfigFile(const QString &nameOrPath, const ModelConfig &base, const std::string &source)
{
    if (nameOrPath.isEmpty())
        throw std::invalid_argument(source + ": needs a config.json file or a shipped model's name ("
                                    + modelConfigPresetNames().join(QStringLiteral(", ")).toStdString() + ")");
    const bool preset = modelConfigPresetNames().contains(nameOrPath);
    QByteArray bytes;
    if (const QString problem = readFileUpTo(preset ? kPresetFolder + nameOrPath + QStringLiteral(".json") : nameOrPath,
                                             limits::maxConfigBytes, bytes);
        !problem.isEmpty())
        throw std::invalid_argument(source + ": " + problem.toStdString()
                                    + (preset
                                           ? ""
                                           : "; or name a shipped model: "
                                                 + modelConfigPresetNames().join(QStringLiteral(", ")).toStdString()));
    return readModelConfigJson(bytes.toStdString(), base, source);
}

} // namespace gradflow

#include "ui/files/session.h"

#include "core/report/serialization.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <stdexcept>

namespace gradflow {

namespace {

const QString kMarker = QStringLiteral("gradflow-session");

QJsonObject configObject(const ModelConfig &config, const RunSettings &run)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(configToJson(config, run))).object();
}

ModelConfig configFrom(const QJsonValue &value, RunSettings &run, const std::string &where)
{
    if (!value.isObject())
        throw std::invalid_argument(where + ": must be a configuration object, as a saved configuration file holds");
    ModelConfig config;
    applyConfigJson(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact).toStdString(), config, run, where);
    return config;
}

} // namespace

QByteArray sessionToJson(const Session &session)
{
    QJsonObject root;
    root.insert(kMarker, 1);
    root.insert(QStringLiteral("current"), configObject(session.current, session.run));
    QJsonArray pins;
    for (const ModelConfig &pin : session.pins)
        pins.append(configObject(pin, session.run)); // each a whole configuration file, as before the split
    root.insert(QStringLiteral("pins"), pins);
    root.insert(QStringLiteral("relative"), session.relative);
    return QJsonDocument(root).toJson();
}

Session readSessionFile(const QString &path)
{
    const std::string source = path.toStdString();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw std::invalid_argument(source + ": cannot read: " + file.errorString().toStdString());
    const QByteArray bytes = file.read(limits::maxConfigBytes + 1);
    if (bytes.size() > limits::maxConfigBytes)
        throw std::invalid_argument(source + ": larger than 1 MiB; not a GradFlow session");
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (!doc.isObject())
        throw std::invalid_argument(source + ": not a JSON object (" + error.errorString().toStdString()
                                    + "); choose a file saved with File > Save session");
    const QJsonObject root = doc.object();
    if (!root.contains(kMarker))
        throw std::invalid_argument(source + ": not a GradFlow session (no \"gradflow-session\" key); a configuration file opens with --config or File > Open configuration");
    Session session;
    session.current = configFrom(root.value(QStringLiteral("current")), session.run, source + " current");
    const QJsonValue pins = root.value(QStringLiteral("pins"));
    if (!pins.isUndefined() && !pins.isArray())
        throw std::invalid_argument(source + ": \"pins\" must be a list of configurations");
    const QJsonArray list = pins.toArray();
    if (list.size() > Session::maxPins)
        throw std::invalid_argument(source + ": " + std::to_string(list.size()) + " pins; at most 8");
    for (int i = 0; i < list.size(); ++i) {
        RunSettings pinRun; // checked, but the session's run settings are current's
        session.pins.push_back(configFrom(list[i], pinRun, source + " pin " + std::to_string(i + 1)));
    }
    const QJsonValue relative = root.value(QStringLiteral("relative"));
    if (!relative.isUndefined() && !relative.isBool())
        throw std::invalid_argument(source + ": \"relative\" must be true or false");
    session.relative = relative.toBool(false);
    return session;
}

} // namespace gradflow

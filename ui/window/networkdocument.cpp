#include "ui/window/networkdocument.h"

#include "core/model/result.h"
#include "core/transformer/transformerresult.h"

namespace gradflow {

NetworkDocument::NetworkDocument(QObject *parent) : QObject(parent) { }

void NetworkDocument::setConfig(const ModelConfig &config)
{
    m_config = config;
    emit configChanged(m_config);
    emit networkRequested(m_config, m_run);
}

void NetworkDocument::setRun(const RunSettings &run)
{
    const bool clipMoved = run.clipLimit != m_run.clipLimit;
    m_run = run;
    if (clipMoved)
        emit clipLimitChanged(m_run.clipLimit);
}

void NetworkDocument::setNetwork(const ModelConfig &config, const RunSettings &run)
{
    setRun(run);
    setConfig(config);
}

void NetworkDocument::returnTo(const ModelConfig &config)
{
    m_config = config;
    emit configChanged(m_config);
}

void NetworkDocument::recompute() { emit networkRequested(m_config, m_run); }

void NetworkDocument::setClipLimit(double limit)
{
    if (limit == m_run.clipLimit)
        return;
    m_run.clipLimit = limit;
    emit clipLimitChanged(limit);
}

std::vector<ModelConfig> NetworkDocument::pinConfigs() const
{
    std::vector<ModelConfig> configs;
    for (const auto &pin : m_pins)
        configs.push_back(pin->config);
    for (const auto &pin : m_transformerPins)
        configs.push_back(pin->config);
    return configs;
}

bool NetworkDocument::hasOtherPins(Architecture architecture) const
{
    return architecture == Architecture::Transformer ? !m_pins.empty() : !m_transformerPins.empty();
}

bool NetworkDocument::addPin(std::shared_ptr<const Result> result)
{
    if (!result || pinCount() >= maxPins || hasOtherPins(Architecture::Mlp))
        return false;
    m_pins.push_back(std::move(result));
    emit pinsChanged();
    return true;
}

bool NetworkDocument::addPin(std::shared_ptr<const TransformerResult> result)
{
    if (!result || pinCount() >= maxPins || hasOtherPins(Architecture::Transformer))
        return false;
    m_transformerPins.push_back(std::move(result));
    emit pinsChanged();
    return true;
}

void NetworkDocument::removeLastPin()
{
    if (!m_pins.empty())
        m_pins.pop_back();
    else if (!m_transformerPins.empty())
        m_transformerPins.pop_back();
    else
        return;
    emit pinsChanged();
}

void NetworkDocument::setPins(Pins pins, TransformerPins transformers)
{
    m_pins = std::move(pins);
    m_transformerPins = std::move(transformers);
    emit pinsChanged();
}

void NetworkDocument::setRelative(bool relative)
{
    if (relative == m_relative)
        return;
    m_relative = relative;
    emit relativeChanged(relative);
}

} // namespace gradflow

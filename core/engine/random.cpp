#include "core/engine/random.h"

#include <cmath>

namespace gradflow {

namespace {

std::uint64_t splitmix64(std::uint64_t &x)
{
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

inline std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

} // namespace

Random::Random(std::uint64_t seed, std::uint64_t stream, std::uint64_t purpose)
{
    std::uint64_t x = seed;
    x = splitmix64(x) ^ (stream * 0xd1b54a32d192ed03ULL);
    x = splitmix64(x) ^ (purpose * 0x8cb92ba72f3d8dd7ULL);
    for (auto &word : m_s)
        word = splitmix64(x);
}

std::uint64_t Random::next()
{
    const std::uint64_t result = rotl(m_s[0] + m_s[3], 23) + m_s[0];
    const std::uint64_t t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

double Random::normal()
{
    if (m_hasSpare) {
        m_hasSpare = false;
        return m_spare;
    }
    double u, v, s;
    do {
        u = symmetric();
        v = symmetric();
        s = u * u + v * v;
    } while (s >= 1.0 || s == 0.0);
    const double f = std::sqrt(-2.0 * std::log(s) / s);
    m_spare = v * f;
    m_hasSpare = true;
    return u * f;
}

} // namespace gradflow

#pragma once

#include <cstdint>

namespace gradflow {

// xoshiro256++ seeded through splitmix64: fast, small state, and one independent stream per
// (seed, layer, purpose), so a layer's draws never depend on the depth or on what was cached.
class Random
{
public:
    Random(std::uint64_t seed, std::uint64_t stream, std::uint64_t purpose);

    std::uint64_t next();
    // Uniform in [0, 1) with 53 random bits.
    double uniform() { return double(next() >> 11) * 0x1.0p-53; }
    // Uniform in (-1, 1).
    double symmetric() { return 2.0 * uniform() - 1.0; }
    // Standard normal (Marsaglia's polar method, both values of each pair used).
    double normal();

    template<typename Scalar>
    void fillNormal(Scalar *out, std::int64_t count)
    {
        for (std::int64_t i = 0; i < count; ++i)
            out[i] = Scalar(normal());
    }
    template<typename Scalar>
    void fillSymmetric(Scalar *out, std::int64_t count)
    {
        for (std::int64_t i = 0; i < count; ++i)
            out[i] = Scalar(symmetric());
    }

    enum Purpose : std::uint64_t {
        Input = 1,
        Weight = 2,
        Bias = 3,
        HeadWeight = 4,
        HeadBias = 5,
        TransformerWeight = 6,
        Tokens = 7
    };

private:
    std::uint64_t m_s[4];
    double m_spare = 0.0;
    bool m_hasSpare = false;
};

} // namespace gradflow

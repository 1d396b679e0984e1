#include "core/transformer/attention.h"

#include <algorithm>
#include <cmath>

namespace gradflow {

namespace {

// Row i of s (its first i + 1 entries) softmaxed in place; the rest zero. Returns -sum p ln p.
template<typename Scalar>
double causalSoftmaxRow(Mat<Scalar> &s, Eigen::Index i)
{
    const Eigen::Index n = s.cols();
    Scalar peak = s(i, 0);
    for (Eigen::Index j = 1; j <= i; ++j)
        peak = std::max(peak, s(i, j));
    Scalar sum(0);
    for (Eigen::Index j = 0; j <= i; ++j) {
        s(i, j) = std::exp(s(i, j) - peak);
        sum += s(i, j);
    }
    double entropy = 0.0;
    for (Eigen::Index j = 0; j <= i; ++j) {
        s(i, j) /= sum;
        const double p = double(s(i, j));
        if (p > 0)
            entropy -= p * std::log(p);
    }
    for (Eigen::Index j = i + 1; j < n; ++j)
        s(i, j) = Scalar(0);
    return entropy;
}

} // namespace

template<typename Scalar>
void attentionForward(const TransformerSizes &z, AttentionCache<Scalar> &c)
{
    const Eigen::Index T = z.seqLen, hd = z.headDim;
    const int group = z.heads / z.kvHeads;
    const Scalar scale = Scalar(1.0 / std::sqrt(double(hd)));
    c.probs.resize(std::size_t(z.batch) * z.heads);
    c.context.resize(z.tokens(), z.width);
    double entropy = 0.0;
    for (int b = 0; b < z.batch; ++b) {
        for (int h = 0; h < z.heads; ++h) {
            const int g = h / group;
            Mat<Scalar> &p = c.probs[std::size_t(b) * z.heads + h];
            p.noalias() = c.q.block(b * T, h * hd, T, hd) * c.k.block(b * T, g * hd, T, hd).transpose();
            p *= scale;
            for (Eigen::Index i = 0; i < T; ++i)
                entropy += causalSoftmaxRow(p, i);
            c.context.block(b * T, h * hd, T, hd).noalias() = p * c.v.block(b * T, g * hd, T, hd);
        }
    }
    c.entropy = entropy / (double(z.batch) * z.heads * T);
}

template<typename Scalar>
void attentionBackward(const TransformerSizes &z, const AttentionCache<Scalar> &c, const Mat<Scalar> &dContext,
                       Mat<Scalar> &dq, Mat<Scalar> &dk, Mat<Scalar> &dv)
{
    const Eigen::Index T = z.seqLen, hd = z.headDim;
    const int group = z.heads / z.kvHeads;
    const Scalar scale = Scalar(1.0 / std::sqrt(double(hd)));
    dq.resize(z.tokens(), z.width);
    dk.setZero(z.tokens(), z.kvWidth());
    dv.setZero(z.tokens(), z.kvWidth());
    Mat<Scalar> dp(T, T);
    for (int b = 0; b < z.batch; ++b) {
        for (int h = 0; h < z.heads; ++h) {
            const int g = h / group;
            const Mat<Scalar> &p = c.probs[std::size_t(b) * z.heads + h];
            const auto dOut = dContext.block(b * T, h * hd, T, hd);
            dv.block(b * T, g * hd, T, hd).noalias() += p.transpose() * dOut;
            dp.noalias() = dOut * c.v.block(b * T, g * hd, T, hd).transpose();
            // Through the softmax: ds = p (dp - sum_j p dp), zero where p is masked.
            for (Eigen::Index i = 0; i < T; ++i) {
                Scalar dot(0);
                for (Eigen::Index j = 0; j <= i; ++j)
                    dot += p(i, j) * dp(i, j);
                for (Eigen::Index j = 0; j < T; ++j)
                    dp(i, j) = j <= i ? p(i, j) * (dp(i, j) - dot) * scale : Scalar(0);
            }
            dq.block(b * T, h * hd, T, hd).noalias() = dp * c.k.block(b * T, g * hd, T, hd);
            dk.block(b * T, g * hd, T, hd).noalias() += dp.transpose() * c.q.block(b * T, h * hd, T, hd);
        }
    }
}

template<typename Scalar>
void applyRope(const TransformerSizes &z, double theta, int heads, bool inverse, Mat<Scalar> &x)
{
    const int hd = z.headDim, half = hd / 2;
    const double sign = inverse ? -1.0 : 1.0;
    for (int i = 0; i < half; ++i) {
        const double frequency = std::pow(theta, -2.0 * i / hd);
        for (int t = 0; t < z.seqLen; ++t) {
            const Scalar cos = Scalar(std::cos(t * frequency)), sin = Scalar(sign * std::sin(t * frequency));
            for (int b = 0; b < z.batch; ++b) {
                const Eigen::Index row = Eigen::Index(b) * z.seqLen + t;
                for (int h = 0; h < heads; ++h) {
                    Scalar &first = x(row, h * hd + i), &second = x(row, h * hd + i + half);
                    const Scalar a = first, c = second;
                    first = a * cos - c * sin;
                    second = c * cos + a * sin;
                }
            }
        }
    }
}

double uniformAttentionEntropy(int seqLen)
{
    double sum = 0.0;
    for (int t = 0; t < seqLen; ++t)
        sum += std::log(double(t + 1));
    return seqLen > 0 ? sum / seqLen : 0.0;
}

template void attentionForward<double>(const TransformerSizes &, AttentionCache<double> &);
template void attentionForward<float>(const TransformerSizes &, AttentionCache<float> &);
template void attentionBackward<double>(const TransformerSizes &, const AttentionCache<double> &, const Mat<double> &,
                                        Mat<double> &, Mat<double> &, Mat<double> &);
template void attentionBackward<float>(const TransformerSizes &, const AttentionCache<float> &, const Mat<float> &,
                                       Mat<float> &, Mat<float> &, Mat<float> &);
template void applyRope<double>(const TransformerSizes &, double, int, bool, Mat<double> &);
template void applyRope<float>(const TransformerSizes &, double, int, bool, Mat<float> &);

} // namespace gradflow

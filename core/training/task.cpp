#include "core/training/task.h"

#include "core/engine/random.h"

#include <cmath>

namespace gradflow {

namespace {

enum TaskPurpose : std::uint64_t { TaskInput = 1, TeacherHidden = 2, TeacherOutput = 3 };

Eigen::MatrixXd normalMatrix(std::uint64_t purpose, int rows, int cols, double std)
{
    Random rng(kTaskSeed, 0, purpose);
    Eigen::MatrixXd m(rows, cols);
    rng.fillNormal(m.data(), m.size());
    return m * std;
}

} // namespace

template<typename Scalar>
Task<Scalar> makeTask(int width, int batch)
{
    const double std = 1.0 / std::sqrt(double(width));
    const Eigen::MatrixXd x = normalMatrix(TaskInput, batch, width, 1.0);
    const Eigen::MatrixXd hidden = (x * normalMatrix(TeacherHidden, width, width, std)).array().tanh().matrix();
    Eigen::MatrixXd y = hidden * normalMatrix(TeacherOutput, width, width, std);
    const double rms = std::sqrt(y.squaredNorm() / double(y.size()));
    if (rms > 0)
        y /= rms;
    return {x.cast<Scalar>(), y.cast<Scalar>()};
}

template Task<double> makeTask<double>(int, int);
template Task<float> makeTask<float>(int, int);

} // namespace gradflow

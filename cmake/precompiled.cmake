# Precompiled headers. A clean build spends most of its time parsing the same Qt, Eigen and
# standard headers again for every file (a window test parses about 300,000 lines of Qt before
# its own first line), so each library precompiles the headers its files share, and the tests
# share three precompiled headers, one per kind of test: core (Qt Test and Eigen), command
# line (Qt Gui) and window (Qt Widgets and Charts). Only the project's own headers are left out:
# editing one of them must not rebuild every file.
#
# GCC only: a GCC precompiled header whose macros do not match a file's is skipped and the
# headers are parsed as usual (slower, still right), where clang stops with an error; the fuzz
# build (clang) parses as before. -DGRADFLOW_PCH=OFF turns it off (scripts/mutate does: its
# mutant switch header comes first on every command line). With ccache, set its sloppiness to
# pch_defines,time_macros, or every file that uses a precompiled header goes uncached.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  set(gradflow_pch_default ON)
else()
  set(gradflow_pch_default OFF)
endif()
option(GRADFLOW_PCH "Precompile the Qt, Eigen and standard headers the files share (GCC)" ${gradflow_pch_default})

set(GRADFLOW_PCH_STD <algorithm> <cmath> <cstdint> <functional> <limits> <memory> <optional>
    <stdexcept> <string> <utility> <vector>)
set(GRADFLOW_PCH_CORE ${GRADFLOW_PCH_STD} <Eigen/Core>)
set(GRADFLOW_PCH_WIDGETS <QtCore/QObject> <QtCore/QString> <QtCore/QTimer> <QtGui/QColor> <QtGui/QFont>
    <QtGui/QImage> <QtGui/QPainter> <QtWidgets/QApplication> <QtWidgets/QBoxLayout>
    <QtWidgets/QCheckBox> <QtWidgets/QComboBox> <QtWidgets/QFormLayout> <QtWidgets/QGroupBox>
    <QtWidgets/QLabel> <QtWidgets/QPushButton> <QtWidgets/QSpinBox> <QtWidgets/QWidget>
    <QtCharts/QChart> <QtCharts/QChartView> <QtCharts/QLineSeries> <QtCharts/QValueAxis>)

# A target's own precompiled header: the given headers, for its files only.
function(gradflow_precompile target)
  if(GRADFLOW_PCH)
    target_precompile_headers(${target} PRIVATE ${ARGN})
  endif()
endfunction()

# AUTOMOC's mocs_compilation.cpp is empty for a target whose files include their own moc output
# (every test's does): loading a precompiled header there costs about half a second for nothing.
function(gradflow_skip_pch_in_moc target)
  set_source_files_properties(${CMAKE_CURRENT_BINARY_DIR}/${target}_autogen/mocs_compilation.cpp
                              TARGET_DIRECTORY ${target} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
endfunction()

# CPack: `cpack -G DEB` and `cpack -G TGZ` in a build folder (scripts/package does both from a
# clean tree). The version is project()'s, the same that `gradflow --version` prints.
set(CPACK_PACKAGE_NAME gradflow)
set(CPACK_PACKAGE_VENDOR "The GradFlow developers")
set(CPACK_PACKAGE_CONTACT "${GRADFLOW_MAINTAINER}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "see why deep networks fail to train")
# Lines under 80 columns: the .deb's extended description is shown as written.
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
  "GradFlow builds a random deep network at initialization, runs one forward"
  "and one backward pass, and plots every layer's signal and gradient on"
  "powers-of-ten axes while depth, width, init std, activation, residual and"
  "normalization controls are dragged. Magnitudes stay exact far outside"
  "floating-point range."
  "A lesson panel with a built-in tour, a presentation mode and slide exports"
  "make it a classroom tool; a command line prints the same numbers as CSV or"
  "JSON without a display.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${GRADFLOW_HOMEPAGE}")
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_PACKAGE_FILE_NAME "gradflow-${PROJECT_VERSION}-${CMAKE_SYSTEM_NAME}-${CMAKE_SYSTEM_PROCESSOR}")

# Debian: runtime libraries found by dpkg-shlibdeps; what no linker sees is named here: Qt's
# platform plugins, loaded at run time, and the font the program asks for by name. On Debian 12
# the xcb and offscreen plugins ship inside libqt6gui6 (measured: a .deb without qt6-qpa-plugins
# still opened its window in scripts/test-install); qt6-qpa-plugins adds VNC and touch input and
# keeps the window working where a distribution splits xcb out.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, fonts-dejavu-core")
# DejaVu has no Chinese or Japanese glyphs: without a CJK font those windows show boxes. Qt's own
# dialogs' buttons (Cancel, Close) come in the window's language from qt6-translations-l10n.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-wqy-microhei, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${GRADFLOW_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${GRADFLOW_HOMEPAGE}")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
include(CPack)

// Builds the precompiled header that every test of one kind reuses (tests/CMakeLists.txt,
// cmake/precompiled.cmake); it has no code of its own.

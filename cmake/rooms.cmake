# Include directories that hold a target's own room and the rooms below it, and nothing else.
# Every include names its room from the top ("core/engine/pass.h", "ui/charts/look.h",
# "tests/support/settle.h"), so the source tree's root as an include directory would let core/
# include "ui/..." and the compiler would accept it. Instead each room has a folder of its own in
# the build tree, rooms/NAME, holding one symbolic link named as the room (rooms/core/core ->
# core/). A target adds its own room's folder (PUBLIC for a library) and gets the rooms below
# through target_link_libraries: gradflow_core sees core/ only, gradflow_files core/ and files/,
# gradflow_ui those and ui/, the program and the benchmarks theirs, a test what it links and
# tests/support. An include that climbs does not compile ("No such file or directory");
# tests/tree/test_rooms.py proves it, and tests/tree/test_layers.py still keeps the order of
# core's own rooms.
#
# A header found through a link is named by its path in the build tree, in the compiler's
# messages as in __FILE__ (build/rooms/core/core/engine/pass.h: the same file, opened through the
# link); a source file by its own path. No -ffile-prefix-map maps them back: with ccache's
# base_dir the compiler is handed these folders relative to the build folder, where an absolute
# map would not apply, and a map naming one source tree would keep the compiler cache from
# serving a second checkout of the project.
function(gradflow_room target scope room)
  string(REPLACE "/" "_" name "${room}")
  set(folder ${PROJECT_BINARY_DIR}/rooms/${name})
  set(link ${folder}/${room})
  if(IS_SYMLINK ${link})
    file(READ_SYMLINK ${link} points_to)
    if(NOT points_to STREQUAL "${PROJECT_SOURCE_DIR}/${room}") # a source tree moved or copied
      file(REMOVE ${link})
    endif()
  endif()
  if(NOT IS_SYMLINK ${link})
    get_filename_component(parent ${link} DIRECTORY)
    file(MAKE_DIRECTORY ${parent})
    file(CREATE_LINK ${PROJECT_SOURCE_DIR}/${room} ${link} SYMBOLIC)
  endif()
  target_include_directories(${target} ${scope} ${folder})
endfunction()

# newell_warnings(target): our own code compiles cleanly with every warning on.
function(newell_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor)
  if(NEWELL_WARNINGS_AS_ERRORS)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

# newell_unity_build(target): with NEWELL_UNITY_BUILD (set by ./newell when it configures without
# ccache), the target's sources are compiled in batches of 16 files, one translation unit each: the
# heavy headers (CLI11, fmt, nlohmann/json) are parsed and their inline functions optimised once per
# batch instead of once per file. Only for code off the engine's hot paths (the root CMakeLists.txt
# lists the targets): in a batch GCC inlines differently, and the chess core built so ran perft 35%
# slower. Files of one folder share a namespace in a batch, so two helpers of the same name in two
# files' anonymous namespaces clash: give such helpers names that say whose they are. The target is
# listed either way (NEWELL_UNITY_TARGETS), so that the test "unity names: ..." finds such clashes in
# the file-by-file build too (cmake/NewellUnityNamesCheck.cmake).
function(newell_unity_build target)
  set_property(GLOBAL APPEND PROPERTY NEWELL_UNITY_TARGETS ${target})
  if(NEWELL_UNITY_BUILD)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 16)
  endif()
endfunction()

# newell_folder_include_dir(folder result): a folder of the build tree holding one link, <folder> ->
# the source folder, so that "<folder>/<file>.h" resolves there and nothing else does. Each module
# puts only its own folder on its users' include path (not the repository root, which would let
# any folder include any other): a file that includes a folder its target neither links nor reaches
# through a PUBLIC link does not compile.
function(newell_folder_include_dir folder result)
  set(directory ${CMAKE_BINARY_DIR}/include_paths/${folder})
  file(MAKE_DIRECTORY ${directory})
  file(CREATE_LINK ${CMAKE_SOURCE_DIR}/${folder} ${directory}/${folder} SYMBOLIC)
  set(${result} ${directory} PARENT_SCOPE)
endfunction()

# newell_program(target): a test or benchmark program of ours: warnings as errors, and tests/ and
# bench/ on its include path ("tests/support/...", "bench/goal_engine/..."); the modules' headers
# come with the modules it links.
function(newell_program target)
  newell_folder_include_dir(tests tests_include_dir)
  newell_folder_include_dir(bench bench_include_dir)
  target_include_directories(${target} PRIVATE ${tests_include_dir} ${bench_include_dir})
  newell_warnings(${target})
endfunction()

# newell_module(name SOURCES ... [PUBLIC deps...] [PRIVATE deps...]): one folder, one static library
# `newell_<name>`. PUBLIC: what the folder's headers include; PRIVATE: what only its .cpp files
# include. Headers are included as "<folder>/<file>.h"; a target sees the folders of the modules it
# links, and of those they link PUBLIC, and no other. cmake/CheckModuleDependencies.cmake (the test
# "dependencies: ...") also fails when a folder includes a folder reached only through another
# module's PUBLIC link, a header includes what its target links PRIVATE, or a link is not used.
function(newell_module name)
  cmake_parse_arguments(ARG "" "" "SOURCES;PUBLIC;PRIVATE" ${ARGN})
  add_library(newell_${name} STATIC ${ARG_SOURCES})
  newell_folder_include_dir(${name} include_dir)
  target_include_directories(newell_${name} PUBLIC ${include_dir})
  target_link_libraries(newell_${name} PUBLIC ${ARG_PUBLIC} PRIVATE ${ARG_PRIVATE})
  newell_warnings(newell_${name})
  set_property(GLOBAL APPEND PROPERTY NEWELL_MODULES ${name})
endfunction()

# newell_header_module(name [PUBLIC deps...]): a folder of headers only, an INTERFACE library.
function(newell_header_module name)
  cmake_parse_arguments(ARG "" "" "PUBLIC" ${ARGN})
  add_library(newell_${name} INTERFACE)
  newell_folder_include_dir(${name} include_dir)
  target_include_directories(newell_${name} INTERFACE ${include_dir})
  target_link_libraries(newell_${name} INTERFACE ${ARG_PUBLIC})
  set_property(GLOBAL APPEND PROPERTY NEWELL_MODULES ${name})
endfunction()

# newell_precompile_headers(target): in a one-off build (NEWELL_UNITY_BUILD, no ccache), the
# standard library's and the big header-only libraries' headers that the target's own files include
# (<vector>, <fmt/format.h>, <boost/graph/...>, <nlohmann/json.hpp>, <CLI/CLI.hpp>) are parsed
# once for the target instead of once per translation unit: they were about half of a goal engine
# file's compile. Only these: a precompiled header is included in every file of the target, and C and
# POSIX headers (lp_lib.h, unistd.h, ...) would leak their macros and global names into files that
# never asked for them. With ccache (one object per file) there is none: ccache does not cache a
# compile that uses a precompiled header unless told to be sloppy about it. The code generated is the
# same either way.
function(newell_precompile_headers target)
  # Measured with GCC only: clang (the sanitizers' build) compiles without. Not for the test suites
  # either: with Catch2 precompiled, GCC 12 took a std::string's inlined copy in a test for an
  # out-of-bounds memcpy (-Warray-bounds, an error here), a false alarm it gives only through a
  # precompiled header.
  if(NOT NEWELL_UNITY_BUILD OR NOT CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    return()
  endif()
  get_target_property(sources ${target} SOURCES)
  get_target_property(source_dir ${target} SOURCE_DIR)
  file(GLOB_RECURSE own_headers ${source_dir}/*.h)
  set(headers)
  foreach(file IN LISTS sources own_headers)
    if(NOT IS_ABSOLUTE "${file}")
      set(file ${source_dir}/${file})
    endif()
    if(NOT file MATCHES "\\.(cpp|h)$" OR NOT EXISTS "${file}")
      continue()
    endif()
    file(STRINGS ${file} lines REGEX "^#include <[^>]+>")
    foreach(line IN LISTS lines)
      string(REGEX REPLACE "^#include <([^>]+)>.*" "\\1" header "${line}")
      if(header MATCHES "^[a-z_]+$" OR header MATCHES "^(fmt|boost|CLI)/" OR header STREQUAL "nlohmann/json.hpp")
        list(APPEND headers "<${header}>")
      endif()
    endforeach()
  endforeach()
  list(REMOVE_DUPLICATES headers)
  list(SORT headers)
  if(headers)
    target_precompile_headers(${target} PRIVATE ${headers})
  endif()
endfunction()

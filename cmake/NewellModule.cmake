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
# files' anonymous namespaces clash: give such helpers names that say whose they are.
function(newell_unity_build target)
  if(NEWELL_UNITY_BUILD)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 16)
  endif()
endfunction()

# newell_module(name SOURCES ... [PUBLIC deps...] [PRIVATE deps...]): one folder, one static library
# `newell_<name>`. PUBLIC: what the folder's headers include; PRIVATE: what only its .cpp files
# include. cmake/CheckModuleDependencies.cmake (the test "dependencies: ...") fails when a folder
# includes a folder or library its target does not declare.
# Headers are included as "<folder>/<file>.h" from the repository root.
function(newell_module name)
  cmake_parse_arguments(ARG "" "" "SOURCES;PUBLIC;PRIVATE" ${ARGN})
  add_library(newell_${name} STATIC ${ARG_SOURCES})
  target_include_directories(newell_${name} PUBLIC ${CMAKE_SOURCE_DIR})
  target_link_libraries(newell_${name} PUBLIC ${ARG_PUBLIC} PRIVATE ${ARG_PRIVATE})
  newell_warnings(newell_${name})
  set_property(GLOBAL APPEND PROPERTY NEWELL_MODULES ${name})
endfunction()

# newell_header_module(name [PUBLIC deps...]): a folder of headers only, an INTERFACE library.
function(newell_header_module name)
  cmake_parse_arguments(ARG "" "" "PUBLIC" ${ARGN})
  add_library(newell_${name} INTERFACE)
  target_include_directories(newell_${name} INTERFACE ${CMAKE_SOURCE_DIR})
  target_link_libraries(newell_${name} INTERFACE ${ARG_PUBLIC})
  set_property(GLOBAL APPEND PROPERTY NEWELL_MODULES ${name})
endfunction()

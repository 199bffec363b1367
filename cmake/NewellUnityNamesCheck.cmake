# The unity build's name clashes as a test, in every build: the engineers build file by file (ccache,
# NEWELL_UNITY_BUILD=OFF), CI and a fresh clone's ./newell build in batches (ON), where two files'
# file-local helpers of one name (two `statement_end` in two anonymous namespaces of learning/) are a
# redefinition. After the root CMakeLists.txt has marked the batched targets and the sources left out
# of the batches, write each target's batched .cpp files to unity_sources.txt; the test "unity names:
# ..." runs tools/unity_names on them (one pass over about 200 files, well under a second).
get_property(newell_unity_targets GLOBAL PROPERTY NEWELL_UNITY_TARGETS)
set(newell_unity_sources "")
foreach(target IN LISTS newell_unity_targets)
  get_target_property(source_dir ${target} SOURCE_DIR)
  get_target_property(sources ${target} SOURCES)
  string(APPEND newell_unity_sources "target ${target}\n")
  foreach(source IN LISTS sources)
    if(NOT source MATCHES "\\.(cpp|cc|cxx)$")
      continue()
    endif()
    get_source_file_property(skipped ${source} TARGET_DIRECTORY ${target} SKIP_UNITY_BUILD_INCLUSION)
    if(skipped)
      continue()
    endif()
    if(NOT IS_ABSOLUTE ${source})
      set(source ${source_dir}/${source})
    endif()
    file(RELATIVE_PATH relative ${CMAKE_SOURCE_DIR} ${source})
    string(APPEND newell_unity_sources "${relative}\n")
  endforeach()
endforeach()
file(WRITE ${CMAKE_BINARY_DIR}/unity_sources.txt "${newell_unity_sources}")

if(NEWELL_TESTS)
  add_subdirectory(${CMAKE_SOURCE_DIR}/tools/unity_names ${CMAKE_BINARY_DIR}/tools/unity_names)
  add_test(NAME "unity names: no file-local name is defined in two files of one unity-built target"
           COMMAND unity_names_check ${CMAKE_SOURCE_DIR} ${CMAKE_BINARY_DIR}/unity_sources.txt)
  set_tests_properties("unity names: no file-local name is defined in two files of one unity-built target"
                       PROPERTIES LABELS unit)
endif()

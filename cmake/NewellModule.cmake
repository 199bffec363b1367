# newell_warnings(target): our own code compiles cleanly with every warning on.
function(newell_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor)
  if(NEWELL_WARNINGS_AS_ERRORS)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

# newell_module(name SOURCES ... DEPENDS ...): one folder, one static library `newell_<name>`.
# Headers are included as "<folder>/<file>.h" from the repository root.
function(newell_module name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPENDS" ${ARGN})
  add_library(newell_${name} STATIC ${ARG_SOURCES})
  target_include_directories(newell_${name} PUBLIC ${CMAKE_SOURCE_DIR} ${CMAKE_BINARY_DIR})
  target_link_libraries(newell_${name} PUBLIC ${ARG_DEPENDS})
  newell_warnings(newell_${name})
  set_property(GLOBAL APPEND PROPERTY NEWELL_MODULES newell_${name})
endfunction()

# The dependency check as a test: after every folder has declared its target, write what each
# module's target links (all of it, and the PUBLIC part) to module_links.cmake in the build tree;
# the test "dependencies: ..." runs cmake/CheckModuleDependencies.cmake on it and the sources.
get_property(newell_checked_modules GLOBAL PROPERTY NEWELL_MODULES)
set(newell_module_links "set(NEWELL_CHECKED_MODULES ${newell_checked_modules})\n")
foreach(module IN LISTS newell_checked_modules)
  get_target_property(type newell_${module} TYPE)
  get_target_property(public newell_${module} INTERFACE_LINK_LIBRARIES)
  if(NOT public)
    set(public "")
  endif()
  list(FILTER public EXCLUDE REGEX "^\\$<LINK_ONLY:")
  if(type STREQUAL "INTERFACE_LIBRARY")
    set(all ${public})
  else()
    get_target_property(all newell_${module} LINK_LIBRARIES)
    if(NOT all)
      set(all "")
    endif()
  endif()
  string(APPEND newell_module_links "set(NEWELL_LINKS_${module} \"${all}\")\n"
                "set(NEWELL_PUBLIC_LINKS_${module} \"${public}\")\n")
endforeach()
file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/module_links.cmake CONTENT "${newell_module_links}")

if(NEWELL_TESTS)
  add_test(NAME "dependencies: every folder's target declares the folders and libraries it includes"
           COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${CMAKE_SOURCE_DIR} -DLINKS=${CMAKE_BINARY_DIR}/module_links.cmake
                   -P ${CMAKE_SOURCE_DIR}/cmake/CheckModuleDependencies.cmake)
  set_tests_properties("dependencies: every folder's target declares the folders and libraries it includes"
                       PROPERTIES LABELS unit PASS_REGULAR_EXPRESSION "dependencies: [0-9]+ folders checked, all declared")
endif()

# The dependency check as a test: after every folder has declared its target, write what each
# module's target links (all of it, and the PUBLIC part) to module_links.cmake in the build tree;
# the test "dependencies: ..." runs cmake/CheckModuleDependencies.cmake on it and the sources, and on
# program_links.cmake: what each test and benchmark program may include.
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

# The test and benchmark programs (every executable under tests/ and bench/), once their folders
# have been added (deferred to the end of the root CMakeLists.txt): for each, its folder, its
# sources and the modules whose headers it may include, i.e. those it links and those they link
# PUBLIC, written to program_links.cmake for the same check.
function(newell_collect_targets directory result)
  get_property(targets DIRECTORY ${directory} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirectories DIRECTORY ${directory} PROPERTY SUBDIRECTORIES)
  foreach(subdirectory IN LISTS subdirectories)
    newell_collect_targets(${subdirectory} more)
    list(APPEND targets ${more})
  endforeach()
  set(${result} ${targets} PARENT_SCOPE)
endfunction()

function(newell_write_program_links)
  set(content "")
  set(programs "")
  get_property(top_folders DIRECTORY ${CMAKE_SOURCE_DIR} PROPERTY SUBDIRECTORIES)
  foreach(folder IN LISTS top_folders)
    if(NOT folder MATCHES "^${CMAKE_SOURCE_DIR}/(tests|bench)$")
      continue()
    endif()
    newell_collect_targets(${folder} targets)
    foreach(target IN LISTS targets)
      get_target_property(type ${target} TYPE)
      if(NOT type STREQUAL "EXECUTABLE")
        continue()
      endif()
      get_target_property(source_dir ${target} SOURCE_DIR)
      get_target_property(sources ${target} SOURCES)
      get_target_property(links ${target} LINK_LIBRARIES)
      set(files "")
      foreach(source IN LISTS sources)
        if(NOT IS_ABSOLUTE ${source})
          set(source ${source_dir}/${source})
        endif()
        if(source MATCHES "^${CMAKE_SOURCE_DIR}/(.+)$")
          list(APPEND files ${CMAKE_MATCH_1})
        endif()
      endforeach()
      # The modules reachable through the links: each linked target and what it links PUBLIC.
      set(reaches "")
      set(pending ${links})
      set(seen "")
      while(pending)
        list(POP_FRONT pending item)
        if(item MATCHES "^\\$<LINK_ONLY:" OR item IN_LIST seen OR NOT TARGET ${item})
          continue()
        endif()
        list(APPEND seen ${item})
        if(item MATCHES "^newell_(.+)$")
          list(APPEND reaches ${CMAKE_MATCH_1})
        endif()
        get_target_property(interface ${item} INTERFACE_LINK_LIBRARIES)
        if(interface)
          list(APPEND pending ${interface})
        endif()
      endwhile()
      file(RELATIVE_PATH folder_path ${CMAKE_SOURCE_DIR} ${source_dir})
      list(APPEND programs ${target})
      string(APPEND content "set(NEWELL_PROGRAM_FOLDER_${target} \"${folder_path}\")\n"
                    "set(NEWELL_PROGRAM_FILES_${target} \"${files}\")\n"
                    "set(NEWELL_PROGRAM_REACHES_${target} \"${reaches}\")\n")
    endforeach()
  endforeach()
  file(WRITE ${CMAKE_BINARY_DIR}/program_links.cmake "set(NEWELL_PROGRAMS ${programs})\n${content}")
endfunction()
cmake_language(DEFER DIRECTORY ${CMAKE_SOURCE_DIR} CALL newell_write_program_links)

if(NEWELL_TESTS)
  add_test(NAME "dependencies: every folder's target declares the folders and libraries it includes"
           COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${CMAKE_SOURCE_DIR} -DLINKS=${CMAKE_BINARY_DIR}/module_links.cmake
                   -DPROGRAM_LINKS=${CMAKE_BINARY_DIR}/program_links.cmake
                   -P ${CMAKE_SOURCE_DIR}/cmake/CheckModuleDependencies.cmake)
  set_tests_properties("dependencies: every folder's target declares the folders and libraries it includes"
                       PROPERTIES LABELS unit PASS_REGULAR_EXPRESSION
                       "dependencies: [0-9]+ folders checked, all declared; [0-9]+ test and benchmark programs checked")
endif()

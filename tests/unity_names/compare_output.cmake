# cmake -DCHECK=<unity_names_check> -DCASES=<this folder> -DSOURCES=<list> -DEXIT=<code> -P compare_output.cmake
# Runs the check on the cases listed in SOURCES and compares its output with SOURCES' .expected twin
# (its exit code with EXIT): the reader's cases as golden files, clox style.
cmake_minimum_required(VERSION 3.25)
execute_process(COMMAND ${CHECK} ${CASES} ${CASES}/${SOURCES}.txt OUTPUT_VARIABLE output ERROR_VARIABLE errors
                RESULT_VARIABLE code)
file(READ ${CASES}/${SOURCES}.expected expected)
if(NOT code EQUAL EXIT OR NOT output STREQUAL expected)
  message(FATAL_ERROR "unity_names_check on ${SOURCES}.txt: exit ${code} (expected ${EXIT}), output:\n${output}${errors}"
                      "expected:\n${expected}")
endif()
message(STATUS "unity_names_check on ${SOURCES}.txt: exit ${code} and the expected output")

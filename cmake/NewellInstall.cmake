# `cmake --install build/release --prefix DIR` and the Debian package `./newell package` builds:
#   DIR/bin/newell                         the one binary
#   DIR/share/newell/rules/<game>/*.nwl    the rule sets (the binary's default rules; NEWELL_RULES
#                                          names another folder of the same shape)
#   DIR/share/newell/trace.schema.json     the trace's JSON schema
#   DIR/share/newell/games/                Turing's game against Glennie (`newell turing replay`)
#   DIR/share/doc/newell/                  README, the language, goal-engine, report and results docs
# Nothing installed refers to the source tree (newell serve's page is inside the binary: web/embed_page.cmake).

include(GNUInstallDirs)

install(TARGETS newell RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/rules/ DESTINATION ${CMAKE_INSTALL_DATADIR}/newell/rules
        FILES_MATCHING PATTERN "*.nwl" PATTERN "README.md")
install(FILES ${CMAKE_SOURCE_DIR}/docs/trace.schema.json DESTINATION ${CMAKE_INSTALL_DATADIR}/newell)
install(FILES ${CMAKE_SOURCE_DIR}/tests/data/chess/turing_glennie.pgn DESTINATION ${CMAKE_INSTALL_DATADIR}/newell/games)
install(FILES ${CMAKE_SOURCE_DIR}/README.md ${CMAKE_SOURCE_DIR}/docs/language.md ${CMAKE_SOURCE_DIR}/docs/goal-engine.md
              ${CMAKE_SOURCE_DIR}/docs/report.md ${CMAKE_SOURCE_DIR}/docs/results.md
        DESTINATION ${CMAKE_INSTALL_DOCDIR})

# The .deb: the binary's shared libraries become its dependencies (dpkg-shlibdeps), so the package
# installs on a Debian 12 without the build's -dev packages. Built by `./newell package`
# (cpack -G DEB in the build folder).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME newell)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "the newell developers <newell@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "chess and checkers played by Newell's 1955 goal-driven reasoning")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "graphviz")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "stockfish, fairymax, polyglot")
set(CPACK_STRIP_FILES ON)
include(CPack)

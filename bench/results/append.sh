# Source this file: results_append COMMAND MEASURE VALUE UNIT [NOTES] appends one figure to the
# results log (bench/results/results_log.py says what the columns hold; NEWELL_RESULTS_LOG names
# another log, NEWELL_RESULTS_LOG=none appends nothing). A row it refuses stops the script.
results_append() {
  python3 "$(dirname "${BASH_SOURCE[0]}")/results_log.py" append "$@"
}

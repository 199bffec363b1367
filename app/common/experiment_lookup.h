#pragma once
// An experiment as a user names it on the command line: by its name, or by its number (the id
// `newell experiment list` shows), the same in every command.

#include "store/database.h"
#include "store/experiments.h"

#include <optional>
#include <string>

namespace newell::app {

// The experiment called `name`, else the one numbered `name`; none when neither exists.
std::optional<store::Experiment> find_experiment_by_name_or_number(const store::Database& database,
                                                                   const std::string& name);

}  // namespace newell::app

#pragma once

namespace gradflow {

// The command line's exit codes, as --help lists them. Every run, export and parser answers in
// these words: a literal number would drift from the help's promise.
enum ExitCode : int {
    ExitDone = 0,
    ExitBadInput = 2,    // the message names the option, the file or the size to change
    ExitCannotWrite = 3, // the output could not be written
};

} // namespace gradflow

/* Preloaded into `trails` by trails_state_failures_test.py (LD_PRELOAD): a process killed
 * mid-save. rename(2) whose target ends with $TWOPANE_TEST_KILL_AT_RENAME raises SIGKILL
 * instead, after the save wrote its temporary file and before it replaced the state file.
 * Any other rename goes to libc's. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

int rename(const char *old_path, const char *new_path) {
    const char *suffix = getenv("TWOPANE_TEST_KILL_AT_RENAME");
    if (suffix != NULL && *suffix != '\0' && new_path != NULL) {
        size_t length = strlen(new_path), suffix_length = strlen(suffix);
        if (length >= suffix_length && strcmp(new_path + length - suffix_length, suffix) == 0)
            raise(SIGKILL);
    }
    int (*real_rename)(const char *, const char *) = (int (*)(const char *, const char *))dlsym(RTLD_NEXT, "rename");
    return real_rename(old_path, new_path);
}

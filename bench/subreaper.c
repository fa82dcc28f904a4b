/* Runs a command and waits for it and for every process it leaves behind, so that a
 * multi-process program (Chromium) is timed and counted whole: it becomes the child subreaper
 * (PR_SET_CHILD_SUBREAPER), so descendants orphaned on the way (Chromium's zygote is started
 * through a double fork) are re-parented to it rather than to init, and it reaps them all.
 * wait4()'s rusage of this process then covers the whole tree: CPU time summed over every
 * process, ru_maxrss the largest single process (not a sum).
 *
 *   subreaper cmd args…     exits with cmd's exit code (128 + signal if it was killed)
 *
 * Build: gcc -O2 -o subreaper subreaper.c
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: subreaper cmd args…\n");
        return 64;
    }
    if (prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0) {
        perror("subreaper: prctl");
        return 70;
    }
    pid_t child = fork();
    if (child < 0) {
        perror("subreaper: fork");
        return 71;
    }
    if (child == 0) {
        execvp(argv[1], argv + 1);
        perror(argv[1]);
        _exit(127);
    }
    int code = 0, status;
    pid_t pid;
    while ((pid = wait(&status)) > 0 || (pid < 0 && errno == EINTR)) {
        if (pid == child) code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    }
    return code;
}
